/**
 * Typo correction leaves English words alone (issue #28, "typos"; src/core/ask/knowledge/real-words.ts):
 * a question's word one letter from a word of the content is corrected only when it is no English
 * word of its own. On an invented portfolio (a public aquarium's life-support software) in a field
 * of no evaluation set. The first two tests failed before: "freeze" was read as "free" and "planets"
 * as "plants".
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-real-words');

const ask = askContent(tempDir(), {
  profile: `---
name: Oona Virtanen
role: Life-Support Software Engineer
location: Helsinki, Finland
---
I write the control software of a public aquarium's life-support systems: pumps, filters, dosing and alarms.
I keep every tank's water records for seven years.
`,
  skills: `control:
  - Siemens S7-1500
  - Node-RED 3
water:
  - Ozone dosing
  - Biofilter monitoring
`,
  projects: {
    'planted-dosing': `---
title: Planted Tank Dosing Controller
description: Doses fertiliser into the 40 planted display tanks and keeps nitrate under 10 mg/l.
tags: [dosing, plants]
date: "2024-03"
---
The controller reads a nitrate probe in each tank every ten minutes.
`,
    'quarantine-loop': `---
title: Ammonia-Free Quarantine Loop
description: Keeps the quarantine loop free of ammonia with a biofilter monitor and an alarm to the keepers.
tags: [biofilter, alarms]
date: "2023-06"
---

`,
    'centreline-survey': `---
title: Shark Tank Centreline Flow Survey
description: Measured the centreline flow of the shark tank with 24 current meters before the pump upgrade.
tags: [flow, pumps]
date: "2022-09"
---

`,
  },
});

describe('typo correction and English words', () => {
  it('does not read an English word as the content word one letter away ("freeze" is not "free")', () => {
    const answer = ask('Did she build a code freeze tool?').answer;
    expect(answer).not.toMatch(/^Yes/);
    expect(answer).not.toMatch(/\bfree\b/);
    expect(answer).not.toContain('Ammonia-Free');
  });

  it('does not read "planets" as "plants"', () => {
    const answer = ask('Has she worked on planets?').answer;
    expect(answer).not.toMatch(/^Yes/);
    expect(answer).not.toContain('Planted Tank');
  });

  it('still corrects a misspelt word that is no English word', () => {
    expect(ask('Has she built a dosing controler?').answer).toContain('Planted Tank Dosing Controller');
  });

  it('still reads an American spelling inside a word as the British one the content writes', () => {
    expect(ask('Has she measured centerline flow?').answer).toContain('Shark Tank Centreline Flow Survey');
  });
});
