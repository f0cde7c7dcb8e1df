/**
 * /v1/ask, issue #28 (session 33): the days of the week the bio gives to a place, read as a verdict
 * (src/core/ask/answers/own-rhythm.ts): a sentence whose only run of weekdays is given to the place asked
 * lists that place's days ("No." on another day), and a place to be in that no sentence names is read against
 * the sentence that splits the week between home and elsewhere. On a portfolio written here in a field no
 * evaluation set covers (acoustic measurement for a violin-making workshop).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-workdays');

const PROFILE = `---
name: Tomasz Okonkwo-Reyes
role: Acoustics Software Engineer
location: Cremona, Italy
---
I write the tap-tone and modal analysis software of a violin-making workshop.
I am at the bench room of the Cremona school on Tuesdays and Thursdays.
`;

const SPLIT = `---
name: Tomasz Okonkwo-Reyes
role: Acoustics Software Engineer
location: Cremona, Italy
---
I write the tap-tone and modal analysis software of a violin-making workshop.
I am with the luthiers in the varnish loft on Mondays and Fridays and work from home on Wednesdays.
`;

const SKILLS = `acoustics:
  - Modal analysis
  - Tap-tone spectra
`;

const PROJECT = `---
title: Plate Tuning Recorder
description: Records the tap tones of spruce top plates while they are carved and compares them with earlier instruments.
date: 2024-05
tags: [acoustics, python]
---
Used on 140 violin tops.
`;

function ask(profile: string) {
  return askContent(tempDir(), { profile, skills: SKILLS, projects: { 'plate-tuning': PROJECT } });
}

describe('/v1/ask days of work as a verdict (issue #28)', () => {
  it("a day outside the only run of weekdays given to the place asked is a 'No.' with the sentence", () => {
    const answer = ask(PROFILE);
    const monday = answer('Is he in the bench room on Mondays?');
    expect(monday.answer).toMatch(/^No\./);
    expect(monday.answer).toContain('Tuesdays and Thursdays');
    expect(answer('Is he in the bench room on Thursdays?').answer).toMatch(/^Yes\./);
  });

  it('a place no sentence names is read against the week split between home and elsewhere', () => {
    const answer = ask(SPLIT);
    const wednesday = answer('Is he in the workshop on Wednesdays?');
    expect(wednesday.answer).toMatch(/^No\./);
    expect(wednesday.answer).toContain('work from home on Wednesdays');
    expect(answer('Is he in the workshop on Fridays?').answer).toMatch(/^Yes\./);
    // A day the sentence gives to nothing gets no verdict from it.
    expect(answer('Is he in the workshop on Tuesdays?').answer).not.toMatch(/^Yes\./);
  });
});
