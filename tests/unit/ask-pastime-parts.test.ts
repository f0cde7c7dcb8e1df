/**
 * A pastime asked by a broader word (issue #28, session 32): on a portfolio written here in a field no
 * evaluation set covers (the catalogue software of public libraries), with phrasings of its own.
 * Each question below got "not among the listed skills" before (seen failing):
 * - the pastime's verb in -ing ("Does he enjoy cooking?" with "Rye bread baking": to bake is to cook);
 * - a verb the pastime is done by, before its object ("Does he ride a bicycle?" with "Cycling": to bicycle is to ride);
 * - the pastime's own word, then where it is done ("Does he swim in lakes?" with "Swimming": yes, and
 *   the place is said unstated);
 * - a word before a thing a pastime is a kind of ("Is he into competitive water sports?": yes, a water
 *   sport, and what "competitive" adds is said unstated);
 * - a closed compound of a keyword by its last part ("Macrophotography" is a kind of photography).
 * A word that no interest reaches stays unanswered as a pastime.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-parts');

const PROFILE = `---
name: Ruairi Castellanos-Holm
role: Library Systems Engineer
location: Uppsala, Sweden
---
I build the catalogue and lending software of public libraries: MARC records, holds queues and the self-service kiosks.
`;

const SKILLS = `catalogue:
  - MARC 21
  - Koha 24.05
languages:
  - Perl
  - TypeScript
`;

const CAREER = `interests:
  - { name: Cycling, keywords: [Vätternrundan] }
  - { name: Swimming, keywords: [Lake Ekoln] }
  - { name: Rye bread baking }
  - { name: Insects, keywords: [Macrophotography] }
`;

const PROJECTS: Record<string, string> = {
  'holds-queue': `---
title: Holds Queue Service
description: Orders the reservations of 40 branch libraries so that a returned book goes to the next reader on the nearest shelf.
tags: [queue, perl, koha]
date: "2024-02"
---
The queue moved 1.2 million holds last year.
`,
  kiosk: `---
title: Self-Service Kiosk
description: A touch-screen kiosk that lends and returns books by their RFID tags.
tags: [kiosk, typescript, rfid]
date: "2022-06"
---
Borrowers lend a stack of books in one go.
`,
};

function ask(): (question: string) => string {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
  return (question: string) => answer(question).answer;
}

describe('a pastime asked by a broader word', () => {
  it('the pastime verb in -ing: "cooking" meets baking (to bake is to cook)', () => {
    expect(ask()('Does he enjoy cooking?')).toMatch(/^Yes\. Rye bread baking is one of Ruairi's interests outside work \(WordNet: to bake is to cook\)/);
  });

  it('a verb the pastime is done by, then its object: "ride a bicycle" meets cycling', () => {
    expect(ask()('Does he ride a bicycle?')).toMatch(/^Yes\. Cycling is one of Ruairi's interests outside work/);
  });

  it('the pastime word, then where: "swim in lakes" is a yes, the place said unstated', () => {
    expect(ask()('Does he swim in lakes?')).toMatch(
      /^Yes\. Swimming is one of Ruairi's interests outside work .*“in lakes” the portfolio does not say: .*Swimming \(Lake Ekoln\)/,
    );
  });

  it('a word before a thing a pastime is a kind of: "competitive water sports"', () => {
    expect(ask()('Is he into competitive water sports?')).toMatch(
      /^Yes, a water sport: Swimming, a kind of water sport \(WordNet\), is one of Ruairi's interests outside work; whether it is a competitive water sport the portfolio does not say/,
    );
  });

  it('a closed compound of a keyword by its last part: "Macrophotography" is a kind of photography', () => {
    expect(ask()('Does he enjoy photography?')).toMatch(
      /^Yes\. Insects is one of Ruairi's interests outside work \(“Macrophotography” is a kind of photography\)/,
    );
  });

  it('a word no interest reaches is no pastime', () => {
    expect(ask()('Does he enjoy knitting?')).not.toMatch(/^Yes/);
    expect(ask()('Does he swim with sharks at work?')).toMatch(/^Yes\. Swimming/);
  });
});
