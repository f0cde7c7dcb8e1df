/**
 * /v1/ask, issue #28 (session 33): the owner's own rating of a skill is private (src/core/ask/answers/self-rating.ts),
 * also when the skill's name is a project's too; a category asked by its label keeps its
 * public level. On a portfolio written here in a field no evaluation set covers (the automation of canal locks).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-self-rating');

const PROFILE = `---
name: Maarten Oyelaran-Sykes
role: Canal Lock Automation Engineer
location: Leeds, United Kingdom
---
I automate the gates and paddles of canal locks so that boaters can work them from a panel.
`;

const SKILLS = `gates:
  label: "Lock gate control"
  level: Expert
  skills:
    - Siemens S7-1500
    - { name: Remote lock gate control, level: expert, years: 7 }
water:
  label: "Water levels"
  level: Advanced
  skills:
    - { name: Pound level modelling, level: advanced, years: 4 }
`;

const PROJECT = `---
title: Pound Level Modelling Study
description: Models the water in each pound between locks on a flight of 21 locks, to time paddle openings.
date: 2024-03
tags: [water, modelling]
---
Cut overflow at the top lock by a third.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: { 'pound-levels': PROJECT } });
}

describe("/v1/ask the owner's own rating of a skill (issue #28)", () => {
  it('is not published, also for a skill named like a project', () => {
    for (const question of ['What level does he give himself in pound level modelling?', 'Which level would he rate himself at in pound level modelling?']) {
      const answer = ask()(question);
      expect(answer._meta.intent).toBe('private');
      expect(answer.answer).not.toMatch(/expert|advanced/i);
    }
  });

  it('a category asked by its label keeps its public level', () => {
    expect(ask()('What level does he give himself in lock gate control?').answer).toContain('Expert');
  });
});
