/**
 * /v1/ask, issue #28 (session 32): a level the portfolio publishes, asked in other words
 * (src/core/ask/answers/own-levels.ts): "how good/fluent …" about a spoken language is its listed
 * fluency, about a skill category (by its key or two thirds of its label's words) the category's public
 * level, never "levels are not published" nor a service's price; a single skill's level stays private.
 * On a portfolio written here in a field no evaluation set covers (hot-air balloon operations).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-levels');

const PROFILE = `---
name: Sigrún Okonkwo-Barros
role: Balloon Operations Software Engineer
location: Reykjavík, Iceland
---
I write the flight planning and maintenance software of commercial hot-air balloon operators.
`;

const SKILLS = `planning:
  label: Balloon flight planning
  level: Expert
  skills:
    - Wind profile forecasts
    - Landing field registers
envelopes:
  label: Envelope and burner maintenance
  level: Advanced
  skills:
    - Fabric porosity tests
    - Burner service logs
tools:
  - { name: Python 3.12, level: expert, years: 9 }
  - PostgreSQL 16
`;

const CAREER = `experience:
  - organisation: Hekla Balloon Flights
    role: Balloon Operations Software Engineer
    start: "2019-05"
languages:
  - { language: Icelandic, fluency: Native }
  - { language: Portuguese, fluency: B2 }
  - { language: Swiss German, fluency: A2 }
`;

const SERVICES = `services:
  - name: Planning workshop
    description: A day on wind profiles and landing fields with an operator's pilots.
    price: { amount: 900, currency: EUR, unit: day }
`;

const PROJECT = `---
title: Launch Window Planner
description: Picks the morning launch windows of a balloon fleet from wind profile forecasts and the landing field register.
date: 2024-06
tags: [flight, python]
---
Used by 6 operators in Iceland and Portugal.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: { 'launch-window': PROJECT } });
}

describe('/v1/ask published levels in other words (issue #28)', () => {
  it('a spoken language gets its listed fluency, not "levels are not published"', () => {
    const answer = ask();
    const icelandic = answer('What level is her Icelandic?');
    expect(icelandic.answer).toContain('Native');
    expect(icelandic.answer).not.toContain('does not publish');
    expect(answer('How good is her Portuguese?').answer).toContain('B2');
  });

  it("a category by its key or its label's words gets the category's public level, not the years or a price", () => {
    const answer = ask();
    const envelopes = answer('How experienced is she with envelopes, as a level?');
    expect(envelopes.answer).toContain('Advanced');
    expect(envelopes.answer).not.toContain('years');
    const planning = answer('How good is she at planning?');
    expect(planning.answer).toContain('Expert');
    expect(planning.answer).not.toContain('900');
  });

  it("a single skill's level stays unpublished", () => {
    const answer = ask()('How good is she at Python?');
    expect(answer.answer).not.toMatch(/\bExpert\b/);
  });
});
