/**
 * /v1/ask: "Does he play any instrument?" over interests that hold none gets the interests, never a "Yes." from a
 * project's other sense of the word (issue #28, session 34 review: "statutory instruments"). Invented field: hot-air
 * balloon flight planning.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-unlisted');

function balloonEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Radovan Ezeh-Lindqvist\nrole: Balloon Flight Planning Developer\nlocation: Leon, Spain\n---\nI build the tools balloon pilots use to choose a launch field from the morning winds.\n`,
    skills: 'planning:\n  - Wind profile forecasting\n  - TypeScript\n',
    career: `interests:\n  - { name: Bouldering, keywords: [Albarracín] }\n  - { name: Sourdough baking }\n`,
    projects: {
      'envelope-log': `---\ntitle: Envelope Log\ndescription: Reads the envelope temperature instrument of 40 balloons every second and warns the pilot before the fabric limit.\ntags: [telemetry]\ndate: "2023-09"\n---\n`,
    },
  });
}

describe('a thing played that no interest is', () => {
  const ask = balloonEngine();

  it('"Does he play any instrument?" lists the interests without "Yes."', () => {
    const answer = ask('Does he play any instrument?').answer;
    expect(answer).not.toMatch(/^Yes\b/);
    expect(answer).toMatch(/^Radovan's interests outside work do not name “instrument”: Bouldering \(Albarracín\) and Sourdough baking\./);
  });

  it('a pastime the interests hold keeps its "Yes."', () => {
    expect(ask('Does he do any bouldering?').answer).toMatch(/^Yes\b/);
  });
});
