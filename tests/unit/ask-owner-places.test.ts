/**
 * /v1/ask, issue #28 (session 32): the owner's places asked in other words, read against the places
 * the content writes (src/core/ask/answers/owner-places.ts): a bio sentence of travel to a place inside
 * the one asked is "Yes."; a part of a position's location ("Otago") is where the owner worked, and
 * not where the owner lives; a capitalised place no location writes, unknown to the gazetteer and no
 * listed name, is "No." over the work history when every position writes its region (session 35). On a portfolio written here in a field no evaluation
 * set covers (library cataloguing).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-places');

const PROFILE = `---
name: Hemi Castellanos-Ward
role: Library Cataloguing Systems Engineer
location: Ballarat, Victoria, Australia
---
I build the cataloguing and interlibrary loan systems of public and university libraries.
I travel to Auckland twice a year for the regional cataloguing working group.
`;

const SKILLS = `cataloguing:
  - MARC 21 records
  - RDA cataloguing rules
systems:
  - Koha 24.05
  - PostgreSQL 16
`;

const CAREER = `experience:
  - organisation: Goldfields Regional Libraries
    role: Library Cataloguing Systems Engineer
    start: "2020-03"
    location: Ballarat, Victoria, Australia
  - organisation: Southern Libraries Consortium
    role: Systems Librarian
    start: "2014-02"
    end: "2020-01"
    location: Dunedin, Otago, New Zealand
`;

const PROJECT = `---
title: Shared Catalogue Merge
description: Merges the MARC records of 31 library catalogues into one shared catalogue in Koha, removing duplicates.
date: 2023-09
tags: [cataloguing, koha]
---
Serves readers across Victoria and Tasmania.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'catalogue-merge': PROJECT } });
}

describe('/v1/ask places the content writes (issue #28)', () => {
  it('travel to a country is "Yes." when a bio sentence of travel names a city inside it', () => {
    const answer = ask()('Does he travel to New Zealand?');
    expect(answer.answer).toMatch(/^Yes\./);
    expect(answer.answer).toContain('Auckland');
  });

  it("a part of a position's location is where he worked, not where he lives", () => {
    const answer = ask();
    const worked = answer('Has he ever worked in Otago?');
    expect(worked.answer).toMatch(/^Yes\./);
    expect(worked.answer).toContain('Southern Libraries Consortium');
    const lives = answer('Does Hemi live in Otago?');
    expect(lives.answer).toMatch(/^No\./);
    expect(lives.answer).toContain('Ballarat');
  });

  it('a place no location writes is "No." over the work history, though a write-up names it; a listed name is no place', () => {
    const answer = ask();
    const tasmania = answer('Has he worked in Tasmania?');
    expect(tasmania.answer).toMatch(/^No\./);
    expect(tasmania.answer).toContain('Dunedin');
    expect(answer('Has he worked in Koha?').answer).not.toContain('None of');
  });

  it('a common noun the content writes in lower case is an industry, not a place: no "No." over the work history', () => {
    const answer = ask();
    // The bio writes "public and university libraries" and "cataloguing": "Cataloguing" asked with a capital is no region.
    for (const question of ['Has he worked in Cataloguing?', 'Has he ever worked in Libraries?'])
      expect(answer(question).answer, question).not.toMatch(/^No\.|None of/);
  });
});
