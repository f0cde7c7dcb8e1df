/**
 * /v1/ask, issue #28 (session 33): "Has she spoken in <place>?" is a talk given there, not a language spoken
 * (src/core/ask/knowledge/career-topics.ts); "Has she spoken in <language>?" stays a language. On a portfolio
 * written here in a field no evaluation set covers (the booking systems of mountain huts).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-spoken-in');

const PROFILE = `---
name: Greta Fonoti-Halvorsen
role: Hut Booking Systems Engineer
location: Innsbruck, Austria
---
I build the booking and bed-allocation systems of alpine club huts.
`;

const SKILLS = `booking:
  - Bed allocation
  - Waitlist handling
`;

const CAREER = `languages:
  - { language: German, fluency: Native }
  - { language: Italian, fluency: B2 }
publications:
  - name: Four hundred beds and one radio
    kind: talk
    publisher: Alpine Huts Forum 2024, Munich
    date: 2024-10
`;

const PROJECT = `---
title: Hut Bed Allocator
description: Allocates dormitory beds across 38 huts from one booking, with waitlists for full nights.
date: 2024-04
tags: [booking]
---
Took 61,000 bookings in its first summer.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'bed-allocator': PROJECT } });
}

describe('/v1/ask spoken in a place (issue #28)', () => {
  it('is a talk given there, not the languages', () => {
    const answer = ask()('Has she spoken in Munich?');
    expect(answer.answer).toContain('Four hundred beds and one radio');
    expect(answer.answer).not.toMatch(/speaks German/);
  });

  it('spoken in a language stays a language', () => {
    expect(ask()('Has she ever spoken in Italian?').answer).toMatch(/^Yes\..*Italian/);
  });
});
