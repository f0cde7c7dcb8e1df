/**
 * The engine without the memo (issue #28), session 35: what a stated limit's item is, apart from the question (its
 * own words, whether the limit states it as the owner's own work, the item as written), is read once per item, not
 * for every question that meets the limits in other words. Counted, never timed; the answers are those the reader
 * gave before (on a portfolio written here in a field no evaluation set covers: hot-air balloon flight planning).
 */
import { describe, expect, it } from 'vitest';
import { limitItemReads } from '../../src/core/ask/answers/limit-meaning.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-speed-limits');

const PROFILE = `---
name: Wilhelmina Oduya-Strand
role: Balloon Flight Planner
location: Leon, Spain
---
I write the software that plans hot-air balloon flights from wind soundings, launch fields and landing permissions.
I do not work on electoral prediction, and I do not write software for lunar mining robots.
I am happy to work on launch-field scheduling and envelope inspection logs.
`;

const SKILLS = `planning:
  - Wind sounding analysis
  - Landing permission registers
`;

const PROJECTS = {
  'drift-planner': project(
    'Drift Planner',
    'Predicts where a balloon lands from the morning wind soundings and the burner fuel left.',
    '2024-05',
    ['planning'],
    'Its landing forecast is within 2 km on 8 flights out of 10.',
  ),
};

describe("a stated limit's items are read once, not once per question", () => {
  it('requests that meet a limit in other words read each item at the first such question only, with the same answers', () => {
    const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
    const question = 'A party wants a model that predicts who wins the next election. Would she build it?';
    const start = limitItemReads.count;
    const first = ask(question);
    expect(first.answer).toMatch(/^No, most likely: “election” and “predicts” stand for “electoral prediction” \(WordNet\)/);
    const read = limitItemReads.count;
    expect(read).toBeGreaterThan(start);
    expect(ask(question).answer).toBe(first.answer);
    expect(ask('A newspaper wants to know who wins the next election. Could she predict it?').answer).toMatch(/^No, most likely: /);
    expect(ask('Could she plan the flights of our moon mining robots?').answer).toMatch(/lunar mining robots/);
    expect(limitItemReads.count).toBe(read);
  });
});
