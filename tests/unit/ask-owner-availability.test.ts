/**
 * /v1/ask, issue #28 (session 32): the owner's availability asked in other words gets the verdict its
 * fields decide (src/core/ask/answers/availability-verdict.ts, workplace.ts): a time before the
 * `from` month or inside a stretch the note closes is "No.", a working week longer than `daysPerWeek`
 * is "No.", an on-site request outside the town a hybrid week is limited to is "No.", and "remotely"
 * asked against a listed remote way of working is "Yes." even where the word looks like a skill's. On a
 * portfolio written here in a field no evaluation set covers (archaeological survey software).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-availability');

const PROFILE = `---
name: Tomasz Ferreira-Lund
role: Archaeological Survey Software Engineer
location: Ripon, North Yorkshire, United Kingdom
---
I write the software that archaeological field units use to record trenches, finds and soil samples, and to plan a dig from geophysical surveys.
I am at the unit's office in Ripon on Tuesdays and work from home on the other days.
`;

const SKILLS = `remote-sensing:
  label: "Geophysics and survey"
  level: Advanced
  skills:
    - Ground-penetrating radar processing
    - Magnetometry survey grids
    - PDAL 2.7
recording:
  - Harris matrix editor
  - PostGIS 3.4
`;

const PROJECT = `---
title: Trench Recorder
description: A tablet app that records contexts, finds and samples in the trench and draws the Harris matrix as the dig goes.
date: 2024-05
tags: [recording, tablets]
---
Used on 41 excavations across Yorkshire.
`;

function services(from: string, days: number): string {
  return `availability:
  from: "${from}"
  daysPerWeek: ${days}
  workplace: [remote, hybrid]
  timeZones: [Europe/London]
  note: Hybrid only in Ripon; no new digs start between November and February, the frost season.
services:
  - name: Dig recording set-up
    description: Setting up trench recording on a unit's tablets.
`;
}

function ask(from: string, days = 2) {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: services(from, days), projects: { 'trench-recorder': PROJECT } });
}

describe('/v1/ask availability verdicts (issue #28)', () => {
  it('a time before the month the availability starts from is "No." with that month', () => {
    const later = ask('2099-04');
    for (const question of ['Is he available right now?', 'Can he start in June?', 'Is Tomasz free to start in May 2030?']) {
      const answer = later(question);
      expect(answer.answer, question).toMatch(/^No\./);
      expect(answer.answer, question).toContain('April 2099');
    }
  });

  it('a month the note closes to new work is "No." with the note; another month after the start is "Yes."', () => {
    const open = ask('2020-01');
    const closed = open('Could we begin a project with him in December?');
    expect(closed.answer).toMatch(/^No\./);
    expect(closed.answer).toContain('frost season');
    const may = open('Can he start in May?').answer;
    expect(may).toMatch(/^Yes\./);
    // The availability is written once, not once as the reason and again as the quoted text.
    expect(may.split('Hybrid only in Ripon').length - 1, may).toBe(1);
  });

  it('a working week longer than the days offered is "No." with the days', () => {
    const answer = ask('2020-01', 2)('Is he available full time?');
    expect(answer.answer).toMatch(/^No\./);
    expect(answer.answer).toContain('2 days a week');
    expect(ask('2020-01', 2)('Could he give us four days a week?').answer).toMatch(/^No\./);
  });

  it('on site outside the town the hybrid week is limited to is "No.", in the town it is no "No."', () => {
    const answer = ask('2020-01');
    expect(answer('Would he work on site with us in Manchester?').answer).toMatch(/^No\./);
    expect(answer('Would he work on site in Ripon?').answer).not.toMatch(/^No\./);
  });

  it('"remotely" against a listed remote way of working is "Yes.", not a denial over the word', () => {
    const answer = ask('2020-01')('Does he work remotely?');
    expect(answer.answer).toMatch(/^Yes\./);
    expect(answer.answer).toContain('works remotely');
    expect(answer.references.some((reference) => reference.includes('/services'))).toBe(true);
  });
});

describe('/v1/ask availability verdicts are about the owner only (review, session 32)', () => {
  it("a roster, a dig or an app asked about is no question of the owner's availability", () => {
    const answer = ask('2027-03', 2);
    for (const question of ['Does the trench recorder cover seven days a week?', 'Can the survey start today?', 'Does the matrix editor run four days a week?'])
      expect(answer(question).answer, question).not.toMatch(/is available (?:\d+ days? a week|from)/);
    expect(answer('Can he work five days a week?').answer).toMatch(/^No\. Tomasz is available 2 days a week, not 5/);
  });

  it('a career list asked with a name that holds regular-expression characters is answered, not thrown', () => {
    const career = `certificates:
  - name: Geophysical Survey Practitioner
    issuer: Chartered Institute for Archaeologists
    date: 2021-06
`;
    const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career, projects: { 'trench-recorder': PROJECT } });
    expect(() => answer('Does he have a C++ certificate?')).not.toThrow();
    expect(() => answer('Is he certified in C#/.NET (Microsoft)?')).not.toThrow();
  });
});

describe('/v1/ask answers on the day it is given (the evaluation pins it)', () => {
  it('"available from" is read against the engine\'s day, not the calendar of the machine', () => {
    const files = { profile: PROFILE, skills: SKILLS, services: services('2027-03', 2), projects: { 'trench-recorder': PROJECT } };
    const before = askContent(tempDir(), files, { today: '2026-11-28' });
    const after = askContent(tempDir(), files, { today: '2027-05-02' });
    expect(before('Is he available right now?').answer).toMatch(/^No\. Tomasz is available from March 2027/);
    expect(after('Is he available right now?').answer).not.toMatch(/^No\./);
  });
});
