/**
 * A topic asked as an act in -ing is found in the projects that name its doer (issue #28,
 * projects_by_topic), on a portfolio written here in a field no evaluation set covers (the software of a
 * textile dyehouse): "lot planning work" finds the "Dye Lot Planner" ("planning" and "planner" have
 * different stems), not the write-up that writes "plan" in passing, as "options pricing work" finds a "Pricer for Exotic Options".
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-doer-nouns');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: an act in -ing finds the project named by its doer (issue #28, projects_by_topic)', () => {
  it('lists the project whose title names the doer', () => {
    const answer = ask();
    const lots = answer('lot planning work');
    expect(lots.answer).toMatch(/^One of Ilse's projects involves planning: Dye Lot Planner \(2021-04\)\./);
    expect(lots.references).toContain('https://example.test/projects/lot-planner');
    // Not the write-up that writes "plan" in passing.
    expect(answer('What has she done on lot planning?').answer).toMatch(/^One of Ilse's projects involves planning: Dye Lot Planner/);
  });
});
