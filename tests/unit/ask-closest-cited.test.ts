/**
 * "Not as far as the portfolio shows: … The closest thing it has, not the same: …" (issue #28,
 * "not_in_portfolio"), on a portfolio written here in a field no evaluation set covers (the software of a
 * textile dyehouse). When every word of the thing asked is in the phrase the portfolio does not mention
 * ("hair salon rinsing"), the closest project is named but not cited: the answer rests on the skill and
 * project lists, and a project cited reads as the answer. A word asked outside that phrase that the
 * portfolio writes ("… for the weavers") is what the closest project rests on, and it stays cited.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-closest-cited');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: the closest thing of a "not as far as the portfolio shows" is named, not cited (issue #28, not in portfolio)', () => {
  it('cites the lists, not the closest project, when the whole thing asked is not mentioned', () => {
    const salon = ask()('Has she worked on hair salon rinsing?');
    expect(salon.answer).toBe(
      "Not as far as the portfolio shows: Ilse's portfolio does not mention “hair salon rinsing”. The closest thing it has, not the same: Rinse Water Loop.",
    );
    expect(salon.references).toEqual(['https://example.test/v1/skills', 'https://example.test/v1/projects']);
  });

  it('keeps the closest project cited when a word asked outside the phrase is written', () => {
    const weavers = ask()('Has she worked on hair salon rinsing for weavers?');
    expect(weavers.answer).toContain('The closest thing it has, not the same: Rinse Water Loop.');
    expect(weavers.references).toEqual(['https://example.test/projects/rinse-loop']);
  });
});
