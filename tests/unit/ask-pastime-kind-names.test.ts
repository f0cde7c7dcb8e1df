/**
 * /v1/ask: a kind a listed pastime is of, asked by the other name of that kind ("instrument" for WordNet's "musical
 * instrument, instrument"), finds it (issue #28, session 34 review: "Does she play any instrument?" with "Jazz piano"
 * among the interests answered that no skill lists it). Invented field: film restoration software.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-kind-names');

function filmEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Oisín Varga-Tanaka\nrole: Film Restoration Engineer\nlocation: Budapest, Hungary\n---\nI write the software that removes scratches and flicker from scanned nitrate film.\n`,
    skills: 'restoration:\n  - Dust and scratch detection\n  - Flicker compensation\n',
    career: `interests:\n  - { name: Harp, keywords: [Celtic airs] }\n  - { name: Bouldering }\n`,
    projects: {
      'flicker-fix': `---\ntitle: Flicker Fix\ndescription: Frame-by-frame brightness correction for 1920s newsreels.\ntags: [restoration]\ndate: "2024-01"\n---\n`,
    },
  });
}

describe('a pastime found by the other name of its kind', () => {
  const ask = filmEngine();

  it('"Does he play any instrument?" finds the harp', () => {
    expect(ask('Does he play any instrument?').answer).toMatch(/^Yes\. Harp is one of Oisín's interests outside work/);
  });

  it('the kind by its first name still finds it', () => {
    expect(ask('Does he play a musical instrument?').answer).toMatch(/^Yes\. Harp/);
  });
});
