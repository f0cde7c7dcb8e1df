/**
 * Issue #28, session 33 (absent things answered with a near thing): the closest thing that "not as far
 * as the portfolio shows" offers is of the kind asked (src/core/ask/answers/closest-head.ts), on a
 * portfolio written here in a field no evaluation set covers (the process software of industrial
 * bakeries). "Has she made an online ordering app?" asks for an app: the project on shop
 * orders writes no "app", so it is not cited; "hospital shift scheduling" asks for scheduling, which
 * the proofing scheduler writes, so it stays as the closest thing, said to be not the same.
 */
import { describe, expect, it } from 'vitest';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { PROFILE } from '../support/bakery-profile.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-closest-kind');

const SKILLS = `baking:
  - Tunnel oven profiling
  - Dough rheology
control:
  - Beckhoff TwinCAT 3
  - OPC UA
`;

const PROJECTS = {
  'wholesale-order-cutoff': project(
    'Wholesale Order Cutoff Planner',
    'Reads the next-day orders of 140 shops at the evening cutoff and turns them into mixer batches.',
    '2024-05',
    ['orders', 'planning', 'python'],
    'Orders that arrive after 18:00 move to the second shift, and the planner prints the batch sheets for the mixers.',
  ),
  'proofer-scheduler': project(
    'Proofer Scheduling Engine',
    'Scheduling of dough trolleys through 9 proofing cabinets so that no batch waits at the oven door.',
    '2022-10',
    ['proofing', 'scheduling', 'twincat'],
    'The engine reads the cabinet humidity over OPC UA and moves a trolley when its dough has risen.',
  ),
  'oven-zone-logger': project(
    'Tunnel Oven Zone Logger',
    'A logger that rides through a 60-metre tunnel oven on the belt and records the bake in every zone.',
    '2020-03',
    ['ovens', 'thermal', 'logging'],
    'The bake curves of rye and wheat loaves are compared with the recipe curve after every run.',
  ),
};

const SERVICES = `services:
  - name: Oven profiling day
    description: A day on your tunnel oven with the zone logger, and a report of the bake in every zone.
    price: { amount: 1400, currency: EUR, unit: day }
`;

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: SERVICES, projects: PROJECTS });

describe('/v1/ask: the closest thing to an absent thing is of the kind asked', () => {
  it('cites no project that writes no head of what is asked', () => {
    const answer = ask()('Has she made an online ordering app?');
    expect(answer.answer).toContain('does not mention');
    expect(answer.answer).not.toContain('Wholesale Order Cutoff Planner');
    expect(answer.references.some((reference) => reference.includes('wholesale-order-cutoff'))).toBe(false);
  });

  it('keeps a project that writes the head of what is asked as the closest thing', () => {
    const answer = ask()('Has she worked on hospital shift scheduling?');
    expect(answer.answer).toMatch(/^Not as far as the portfolio shows: .* does not mention “hospital shift/);
    expect(answer.answer).toContain('The closest thing it has, not the same: Proofer Scheduling Engine.');
  });

  it('does not earn "Yes." over a place the portfolio writes nowhere', () => {
    const answer = ask()('Has she done dough rheology in Argentina?');
    expect(answer.answer).not.toMatch(/^Yes/);
    expect(answer.answer).toContain('does not mention “Argentina”');
  });

  it('does not earn "Yes." over a service found by one word of what is asked', () => {
    const answer = ask()('Does she offer oven cleaning?');
    expect(answer.answer).not.toMatch(/^Yes/);
    expect(answer.answer).toContain('does not mention “oven cleaning”');
  });
});
