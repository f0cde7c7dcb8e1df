/**
 * Issue #28, session 34, "english": a fall asked in everyday words ("faster", "sooner", "cheaper") is met
 * by a project's sentence that states a fall ("cut … from five days to two", "fell from 40 to 12
 * minutes", "in 3 minutes instead of 20") (src/core/ask/answers/stated-fall.ts, read by
 * ./whole-writeup.ts). On a portfolio written here in a field no evaluation set covers (a city bicycle hire).
 */
import { describe, expect, it } from 'vitest';
import { statesFall } from '../../src/core/ask/answers/stated-fall.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { BIKE_HIRE_OTHER_PROJECTS, BIKE_HIRE_PROFILE, BIKE_HIRE_SKILLS } from '../support/bike-hire-profile.ts';

const tempDir = tempDirs('ask-stated-fall');

const PROFILE = BIKE_HIRE_PROFILE;

const SKILLS = BIKE_HIRE_SKILLS;

const PROJECTS = {
  'repair-queue': project(
    'Repair Queue',
    'Orders the broken bikes waiting in the workshop by the parts in stock and the docks that lack bikes.',
    '2024-05',
    ['workshop', 'kotlin'],
    'In its first summer the queue cut the time a broken bike spends in the workshop from 5 days to 2 days.',
  ),
  'workshop-stock': project(
    'Parts Stock Counts',
    'Counts the tyres, chains and brake pads for the broken bikes waiting in the workshop and orders more each Friday.',
    '2023-03',
    ['workshop', 'stock'],
    'The mechanics scan each part they take from the shelf.',
  ),
  ...BIKE_HIRE_OTHER_PROJECTS,
};

const cites = (references: readonly string[], id: string) => references.some((reference) => reference.endsWith(`/${id}`) || reference.includes(`/${id}.`));

describe('/v1/ask: a fall asked in everyday words, met by a fall a project states', () => {
  it('reads a fall from verbs of falling and from two numbers in one unit, the second smaller', () => {
    expect(statesFall('The queue cut that from 5 days to 2 days.')).toBe(true);
    expect(statesFall('The median time fell to 74 seconds.')).toBe(true);
    expect(statesFall('It restores supply in 74 seconds instead of 52 minutes.')).toBe(true);
    expect(statesFall('The outage went from 67 to 61 days.')).toBe(true);
    expect(statesFall('Deliveries on time went from 88% to 96%.')).toBe(false);
    expect(statesFall('The mechanics scan each part they take from the shelf.')).toBe(false);
  });

  it('puts first, for "quicker", the project whose write-up states the fall over the one that writes the same other words', () => {
    const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
    const answer = ask('Has she got broken bikes through the workshop quicker?');
    expect(cites(answer.references, 'repair-queue'), answer.answer).toBe(true);
    expect(answer.answer).toMatch(/^Yes, most likely[^:]*: Repair Queue/);
  });
});
