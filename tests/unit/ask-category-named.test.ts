/**
 * A skill category asked for by its name with a word for the list itself (issue #28,
 * "skills_category"), on a portfolio written here in a field no evaluation set covers (the software of a
 * textile dyehouse): "What is in her effluent category?" got the project that writes "effluent", and
 * "What's in her recipe prediction toolkit?" (a topic the label of `colour` lists) every skill; both get
 * the one category's list. A yes/no question, or one that names a project, is not asked this way.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-category-named');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a category named with a word for the list of skills gets its list (issue #28, skills_category)', () => {
  it("answers with the one category's skills", () => {
    const answer = ask();
    const effluent = answer('What is in her effluent category?');
    expect(effluent.answer).toBe('Ilse lists 2 skills under effluent: Membrane bioreactor control and Conductivity-based rinse control.');
    expect(effluent.references).toEqual(['https://example.test/v1/skills?category=effluent']);
    expect(answer("What's in her recipe prediction toolkit?").answer).toMatch(/^Ilse lists 3 skills under colour: /);
  });

  it('leaves a question that names a project to the project', () => {
    const named = ask()('Which colour skills does she list for the shade predictor?');
    expect(named.answer).not.toMatch(/skills under colour/);
    expect(named.answer).toContain('First-Time-Right Shade Predictor');
  });
});
