/**
 * /v1/ask, issue #28 (session 33): an interest named by a thing, or a keyword that names one, answers a kind
 * of that thing asked (src/core/ask/knowledge/pastime-things.ts at build time, read by
 * src/core/ask/answers/listed-kinds.ts): "Harp" is a stringed instrument, the keyword "Apples" of
 * "Allotment" a fruit. A word too ambiguous to name the thing ("instrument", which binoculars are too) and
 * a proper name's head ("Heron Hides" are no hides) answer nothing. On a portfolio written here in a field no
 * evaluation set covers (the self-service kiosks of public libraries).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-things');

const PROFILE = `---
name: Oluwaseun Brennan-Castillo
role: Library Systems Engineer
location: Galway, Ireland
---
I build the self-service kiosks of public libraries: RFID check-out, returns sorting and fines at the desk.
`;

const SKILLS = `kiosks:
  - RFID tag reading
  - SIP2 protocol
`;

const CAREER = `interests:
  - { name: Harp, keywords: [Folk sessions] }
  - { name: Allotment, keywords: [Apples, Potatoes] }
  - { name: Birdwatching, keywords: [Binoculars, Heron Hides] }
`;

const PROJECT = `---
title: Self-Service Returns Sorter
description: Sorts returned books into crates by branch from their RFID tags.
date: 2024-02
tags: [rfid, kiosks]
---
Handles 3,000 returns a day at the central library.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'returns-sorter': PROJECT } });
}

describe('/v1/ask an interest named by a thing (issue #28)', () => {
  it('a kind of the thing an interest is named by is a "Yes" with the interest', () => {
    const answer = ask()('Is he into stringed instruments?');
    expect(answer.answer).toMatch(/^Yes\./);
    expect(answer.answer).toContain('harp is a kind of stringed instrument');
  });

  it('a kind of a keyword\'s thing is a "Yes" with the interest and the keyword', () => {
    const answer = ask()('Does he grow any fruit?');
    expect(answer.answer).toMatch(/^Yes\./);
    expect(answer.answer).toContain('apples, listed with allotment, are a kind of fruit');
    expect(ask()('Is he into root vegetables?').answer).toContain('Potatoes');
  });

  it("an ambiguous general word or a proper name's head answers nothing", () => {
    expect(ask()('Does he play an instrument?').answer).not.toMatch(/Birdwatching is one/);
    expect(ask()('Is he into hides?').answer).not.toMatch(/^Yes\./);
  });
});
