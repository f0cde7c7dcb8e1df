/**
 * /v1/ask, issue #28 (session 33): a pastime in "-ing" that WordNet lists as no noun ("Sea kayaking") is read by
 * its verb's first sense and the narrow verb that sense is a kind of (to kayak is to boat: "boating", "boater";
 * src/core/ask/knowledge/broader.ts). On a portfolio written here in a field no evaluation set covers (piano
 * tuning apps).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-activity-verbs');

const PROFILE = `---
name: Henrik Adebayo-Lund
role: Audio Software Engineer
location: Bergen, Norway
---
I write the pitch detection and stretch-curve software that piano tuners use on their phones.
`;

const SKILLS = `audio:
  - Pitch detection
  - Inharmonicity curves
`;

const CAREER = `interests:
  - { name: Sea kayaking, keywords: [Fjord trips] }
  - { name: Chess, keywords: [Club nights] }
`;

const PROJECT = `---
title: Stretch Tuning App
description: Measures each string's inharmonicity and sets the octave stretch of a piano from it.
date: 2023-09
tags: [audio, mobile]
---
Used by 1,900 tuners.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'stretch-tuning': PROJECT } });
}

describe('/v1/ask a pastime in "-ing" by its verb (issue #28)', () => {
  it('the narrow verb the pastime is a kind of names it', () => {
    const answer = ask()('Does he go boating?');
    expect(answer.answer).toMatch(/^Yes\./);
    expect(answer.answer).toContain('Sea kayaking');
  });
});
