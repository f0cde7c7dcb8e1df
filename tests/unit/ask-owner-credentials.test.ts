/**
 * /v1/ask, issue #28 (session 32): the owner's certificates and volunteer roles asked in other words
 * (src/core/ask/answers/credentials.ts, src/core/ask/knowledge/credential-words.ts): "Yes." when every
 * word the question names the credential by is in one entry, by its stem, a longer form ("aid" of
 * "aider"), another ending ("manager" of "management") or a word WordNet gives at build time ("drone"
 * defined by "remote" and "pilot", "ham" by "amateur" and "radio"); the closest entry without a verdict
 * when only the head word and half the words are; nothing of the kind for a capitalised name the entry
 * lacks. On a portfolio written here in a field no evaluation set covers (recreational diving centres).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-credentials');

const PROFILE = `---
name: Marisol Achterberg-Quispe
role: Dive Centre Software Lead
location: Dahab, Egypt
---
I build the booking, gas-blending and equipment-servicing software of recreational dive centres on the Red Sea.
`;

const SKILLS = `software:
  - TypeScript 5.6
  - PostgreSQL 16
diving:
  - Nitrox blending logs
  - Dive computer downloads
`;

const CAREER = `experience:
  - organisation: Blue Hole Dive Systems
    role: Dive Centre Software Lead
    start: "2020-02"
    location: Dahab, Egypt
certificates:
  - name: Remote Pilot Certificate, small multirotor
    issuer: Egyptian Civil Aviation Authority
    date: "2022-05"
  - name: Amateur Radio Licence, Foundation
    issuer: National Telecom Regulatory Authority
    date: "2019-03"
  - name: Dive Centre Management Professional
    issuer: Red Sea Dive Operators Guild
    date: "2021-11"
  - name: Skipper Licence, coastal waters
    issuer: Egyptian Maritime Safety Authority
    date: "2018-07"
volunteer:
  - organisation: Dahab Reef Watch
    role: First aider
    start: "2019-01"
`;

const PROJECT = `---
title: Cylinder Servicing Log
description: Tracks the visual inspections and hydrostatic tests of every scuba cylinder a centre rents out.
date: 2024-03
tags: [servicing, typescript]
---
Used by 14 centres between Dahab and Marsa Alam.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'cylinder-log': PROJECT } });
}

describe('/v1/ask credentials in other words (issue #28)', () => {
  it('a credential named by a word WordNet defines through two words of the entry is "Yes." with it', () => {
    const answer = ask();
    const drone = answer('Does she hold a drone licence?');
    expect(drone.answer).toMatch(/^Yes\./);
    expect(drone.answer).toContain('Remote Pilot Certificate');
    const ham = answer('Is Marisol a licensed ham?');
    expect(ham.answer).toMatch(/^Yes\./);
    expect(ham.answer).toContain('Amateur Radio Licence');
  });

  it('another form of a word of the entry is that word: "trained in first aid", "certified dive centre manager"', () => {
    const answer = ask();
    const aid = answer('Is she trained in first aid?');
    expect(aid.answer).toMatch(/^Yes\./);
    expect(aid.answer).toContain('Dahab Reef Watch');
    const manager = answer('Is she a certified dive centre manager?');
    expect(manager.answer).toMatch(/^Yes\./);
    expect(manager.answer).toContain('Dive Centre Management Professional');
  });

  it('the head word and half the words give the closest entry without a verdict, saying what it does not write', () => {
    const answer = ask()('Is she a qualified boat skipper?');
    expect(answer.answer).not.toMatch(/^(?:Yes|No)\b/);
    expect(answer.answer).toContain('Skipper Licence');
    expect(answer.answer).toContain('“boat”');
  });

  it('a capitalised name the entries lack gets no closest entry', () => {
    const answer = ask()('Is she a Certified Radio Pilot?');
    expect(answer.answer).not.toContain('closest entry');
  });
});
