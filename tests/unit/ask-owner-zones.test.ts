/**
 * /v1/ask, issue #28 (session 32): the owner's time zone asked in other words, decided by the offsets
 * of the listed zone through Intl: an offset in a season (summer is daylight saving time in either
 * hemisphere, with its abbreviation; src/core/ask/knowledge/offset-verdict.ts), and the same time zone
 * as a place (the IANA zone named after it, compared in January and July; src/core/ask/knowledge/zone-offsets.ts),
 * not where the owner is based. On a portfolio written here in a field no evaluation set covers
 * (library cataloguing), in the southern hemisphere.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-zones');

const PROFILE = `---
name: Ngaio Brennan-Tupou
role: Library Systems Engineer
location: Auckland, New Zealand
---
I build the catalogue search and interlibrary loan systems of New Zealand's public libraries.
`;

const SKILLS = `cataloguing:
  - MARC 21 records
  - Koha 24.05
`;

const SERVICES = `availability:
  from: "2027-02"
  daysPerWeek: 2
  workplace: [remote]
  timeZones: [Pacific/Auckland]
services:
  - name: Catalogue clean-up
    description: Removing duplicate records from a library catalogue.
`;

const PROJECT = `---
title: Loan Courier Planner
description: Plans the courier rounds that carry interlibrary loans between 64 branch libraries.
date: 2024-08
tags: [loans, routing]
---
Cut the courier's distance by 18%.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: SERVICES, projects: { 'courier-planner': PROJECT } });
}

describe('/v1/ask time zones in other words (issue #28)', () => {
  it('an offset in a season: summer is daylight saving time, in the southern hemisphere too', () => {
    const answer = ask();
    const summer = answer('Is she on UTC+13 in summer?');
    expect(summer.answer).toMatch(/^Yes/);
    expect(summer.answer).toContain('NZDT');
    expect(answer('Is she on UTC+13 in winter?').answer).toMatch(/^No: in winter .* UTC\+12/);
  });

  it("the same time zone as a place compares the zones' offsets, not the places", () => {
    const answer = ask();
    expect(answer('Is she in the same time zone as Tokyo?').answer).toMatch(/^No\./);
    const fiji = answer('Is she in the same time zone as Fiji (UTC+12)?');
    expect(fiji.answer).toMatch(/^Only in July/);
    expect(fiji.answer).toContain('UTC+12');
  });
});
