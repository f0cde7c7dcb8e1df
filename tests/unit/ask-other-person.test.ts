/**
 * Issue #28, from session 36's review: a question about another person than the owner ("Is Jonah Smith available?",
 * "Is Dr. Hwang available?", "Is Marit Solberg a glassblower?" for an owner named Marit Lindqvist-Obi) is no question
 * about the owner: the answer says the portfolio is the owner's and says nothing about that person, and gives no
 * availability, role or verdict in that person's name. The owner's own name, a skill, a place and a project keep their
 * answers. A portfolio written here in a field no evaluation set covers (a glassblowing studio); pure, content files
 * in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-other-person');

const PROFILE = `---
name: Marit Lindqvist-Obi
role: Glass Studio Software Developer
location: Kosta, Sweden
email: studio@glashytta.example
---
I write the software of a glassblowing studio: the kiln schedules, the gaffer's bench timers and the shop.
`;

const SERVICES = `services:
  - name: Kiln schedule review
    description: A review of your annealing schedules.
    price: on request
availability:
  from: 2027-03
  daysPerWeek: 2
  workplace: [remote]
  timeZones: [Europe/Stockholm]
`;

const PROJECTS = {
  'kiln-schedules': `---
title: Kiln Schedule Planner
description: Plans the annealing schedules of four kilns so that no piece cracks on cooling.
date: "2024-03"
tags: [kilns, annealing]
---
The planner holds 62 annealing schedules.
`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: 'software: [Rust 1.80, Shopify]\n', services: SERVICES, projects: PROJECTS });

describe('a question about another person than the owner', () => {
  it('says the portfolio says nothing about that person, never the owner’s availability or role in their name', () => {
    const engine = ask();
    for (const [question, name] of [
      ['Is Jonah Smith available?', 'Jonah Smith'],
      ['Is Dr. Hwang available?', 'Dr. Hwang'],
      ['Is Marit Solberg a glass studio software developer?', 'Marit Solberg'],
    ] as const) {
      const answer = engine(question);
      expect(answer.answer, question).toBe(`This portfolio is Marit Lindqvist-Obi's and says nothing about ${name}.`);
      expect(answer._meta.response_type, question).toBe('not_found');
    }
  });

  it('keeps the owner’s own name, a skill and a place', () => {
    const engine = ask();
    expect(engine('Is Marit Lindqvist-Obi available?').answer).toContain('Available from March 2027');
    expect(engine('Is Rust 1.80 one of her skills?').answer).toMatch(/^Yes\b/);
    expect(engine('Is Kosta Sweden her home?').answer).not.toContain('says nothing about');
  });
});
