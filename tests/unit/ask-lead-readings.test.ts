/**
 * Issue #28, from the blind round-31/32 failure lists: three readings that did not depend on the field.
 * - A skill category's display name (`label` in skills.yaml) is what the skills overview and the
 *   category count show, not the file's key ("instant-payments").
 * - "What kinds of questions can you answer about Eliza?" is a request for help, as it is without
 *   the name.
 * - The owner's name written with one letter changed ("Elisa" for Eliza) is the owner when it
 *   stands before another word of the name or alone after "who is"; so is a name spelt by ear before
 *   another word of the name, and a hyphenated part of the name written joined ("MarthinsenObi").
 * - "What can I ask you about Eliza?" is a request for help too.
 * - "What are her featured projects?" lists the featured projects when a skill writes another form of
 *   the cue's word ("Surface features"): the cue word is no mention of that skill.
 * - A portfolio that writes its offsets "UTC-4" with the keyboard's hyphen gets them back in that form;
 *   one that writes "UTC−4" (U+2212), or none, gets the minus sign.
 * A portfolio written here in a field no evaluation set covers (a glassblowing studio); pure, content files in a
 * temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-lead-readings');

const PROFILE = `---
name: Eliza Marthinsen-Obi
role: Glass Studio Software Developer
location: Kosta, Sweden
email: studio@glashytta.example
---
I write the software of a glassblowing studio: the kiln schedules, the gaffer's bench timers and the shop.
`;

const SKILLS = `furnace-control:
  label: "Furnaces and annealing"
  skills: [Kiln controller firmware, Annealing schedules]
shop:
  skills: [Shopify, Stripe, Surface features]
`;

const PROJECTS = {
  'kiln-schedules': `---
title: Kiln Schedule Planner
description: Plans the annealing schedules of four kilns so that no piece cracks on cooling.
date: "2024-03"
featured: true
tags: [kilns, annealing]
---
The planner holds 62 annealing schedules and cut cracked pieces from 7% to 1.5% in its first year.
`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('readings found on the blind rounds that no field decides', () => {
  it('shows a category by its written label, and by its key only when it has none', () => {
    const answer = ask()('Which skill categories does she list?').answer;
    expect(answer).toContain('Furnaces and annealing: Kiln controller firmware');
    expect(answer).not.toContain('furnace-control');
    expect(answer).toContain('shop: Shopify');
    expect(ask()('How many skill categories does she have?').answer).toContain('Furnaces and annealing');
  });

  it('reads "what kinds of questions can you answer about <name>" as a request for help', () => {
    const engine = ask();
    for (const question of ['What kinds of questions can you answer about Eliza?', 'What questions can I ask about her?', 'What can I ask you about Eliza?'])
      expect(engine(question)._meta.response_type, question).toBe('help');
  });

  it('knows the owner by a name with one letter changed before another word of the name or after "who is"', () => {
    const engine = ask();
    for (const question of ['Who is Elisa Marthinsen-Obi?', 'Who is Elisa?', 'Tell me about Elisa Marthinsen-Obi'])
      expect(engine(question).answer, question).toContain('Glass Studio Software Developer');
    expect(engine('Who is Elias?').answer).not.toContain('Glass Studio Software Developer');
    // Spelt by ear before another word of the name, and a hyphenated part of the name written joined.
    expect(engine('What does Eleeza Marthinsen-Obi do?').answer).toContain('Glass Studio Software Developer');
    expect(engine('Who is Eliza MarthinsenObi?').answer).toContain('Glass Studio Software Developer');
  });

  it('lists the featured projects when a skill writes another form of "featured"', () => {
    expect(ask()('What are her featured projects?').answer).toContain('Kiln Schedule Planner');
  });

  it('writes a negative UTC offset with the sign the content writes', () => {
    const atlantic = (sign: string) =>
      askContent(tempDir(), {
        profile: PROFILE.replace('Kosta, Sweden', 'Halifax, Nova Scotia, Canada').replace(
          'and the shop.',
          `and the shop. I work on Atlantic time (UTC${sign}4, UTC${sign}3 in summer).`,
        ),
        skills: SKILLS,
        services:
          'services:\n  - name: Kiln review\n    description: A day on your kiln schedules.\n    price: on request\navailability:\n  timeZones: [America/Halifax]\n',
        projects: PROJECTS,
      })('What time zone is she in?').answer;
    expect(atlantic('-')).toContain('UTC-4');
    expect(atlantic('-')).not.toContain('UTC\u22124');
    expect(atlantic('\u2212')).toContain('UTC\u22124');
  });
});
