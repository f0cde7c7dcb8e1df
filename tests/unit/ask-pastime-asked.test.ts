/**
 * /v1/ask: a wh-question about one of the owner's pastimes ("Which club does he play curling with?", "Where does he go
 * to see waders?") gets the interest with its keywords and the bio's sentence about it (issue #28, the owner's facts);
 * a word the projects use names the work, not a pastime; a yes/no question reaches a pastime by a keyword of one word
 * ("lathework") or by the verb its name writes ("keep" animals, "Beekeeping"). Invented field: lift (elevator) modernisation.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-asked');

function liftEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Fergus Achterberg-Nwosu\nrole: Lift Modernisation Engineer\nlocation: Edinburgh, United Kingdom\n---\nI modernise the controllers and door operators of lifts in tenements and hospitals.\n\nAway from work I skip a rink at the Dunfermline curling club on Thursday nights, count waders on the Forth estuary at Aberlady and sail radio-controlled yachts.\n`,
    skills: 'controls:\n  - Destination dispatch\n  - Door operator tuning\n',
    career: `interests:\n  - { name: Curling, keywords: [Dunfermline Curling Club] }\n  - { name: Birdwatching, keywords: [Forth estuary waders] }\n  - { name: Model yachts, keywords: [Radio-controlled sailing] }\n  - { name: Woodturning, keywords: [Lathework] }\n  - { name: Beekeeping, keywords: [Two hives in Leith] }\n`,
    projects: {
      'guide-animals': `---\ntitle: Talking Lift Retrofit\ndescription: Voice announcements and wider doors for blind passengers travelling with guide animals.\ntags: [accessibility]\ndate: "2023-08"\n---\n`,
      'hospital-lifts': `---\ntitle: Hospital Bed Lift Modernisation\ndescription: New controllers for eight bed lifts; the controller model was chosen for its door timing.\ntags: [controllers]\ndate: "2024-03"\n---\n`,
    },
  });
}

describe('a wh-question about a pastime', () => {
  const ask = liftEngine();

  it("answers with the interest's keywords and the bio's sentence about it", () => {
    expect(ask('Which club does he play curling with?').answer).toMatch(
      /^Curling \(Dunfermline Curling Club\) is one of Fergus's interests outside work\. From Fergus's bio: “Away from work/,
    );
    expect(ask('Where does he go to see waders?').answer).toMatch(/^Birdwatching \(Forth estuary waders\).*Aberlady/);
  });

  it('a word the projects use is the work, not the pastime', () => {
    expect(ask('Which controller model did he choose?').answer).not.toMatch(/interests outside work/);
  });
});

describe('a yes/no question about a pastime by a keyword or by the verb its name writes', () => {
  const ask = liftEngine();

  it('a keyword of one word names the pastime', () => {
    expect(ask('Does he do lathework?').answer).toMatch(/^Yes\. Woodturning is one of Fergus's interests outside work \(listed with “lathework”\)/);
  });

  it("the question's verb written in the pastime's name reaches its object even when the projects use that word", () => {
    expect(ask('Does he keep any animals?').answer).toMatch(/^Yes\. Beekeeping/);
  });
});
