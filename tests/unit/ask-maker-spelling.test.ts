/**
 * A skill asked by its product name without its maker (issue #28, skill names), on a portfolio written here
 * in a field no evaluation set covers (the software of a textile dyehouse): "THIES Batch Control Centre 7"
 * is "Batch Control Centre", "ColorLAB Test Suite 2" is "Test Suite" (not the kind of work "test"), because the first word is
 * spelled as a maker's name (capitals, or a capital inside); a capitalised common word ("Open") is not.
 */
import { describe, expect, it } from 'vitest';
import { makerSpelling, productWords } from '../../src/core/ask/text/maker-spelling.ts';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-maker-spelling');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a skill named by its product name without its maker (issue #28, skill names)', () => {
  it("tells a maker's name by its spelling", () => {
    expect(['THIES', 'OptiDye', 'OSIsoft', 'DIgSILENT'].map(makerSpelling)).toEqual([true, true, true, true]);
    expect(['Open', 'Kubelka-Munk', 'Batch', 'QA'].map(makerSpelling)).toEqual([false, false, false, false]);
    expect(productWords(['Batch', 'Control', 'Centre'])).toBe(true);
    expect(productWords(['Recipe'])).toBe(false);
    expect(productWords(['shutdown', 'systems'])).toBe(false);
  });

  it('finds the listed skill by the rest of its name', () => {
    const answer = ask();
    expect(answer('Does she know Batch Control Centre?').answer).toMatch(/^Yes\. Ilse lists THIES Batch Control Centre 7 \(kitchen\) among the skills/);
    expect(answer('Has she used Recipe Server?').answer).toMatch(/^Yes\. Ilse lists OptiDye Recipe Server 3 \(kitchen\) among the skills/);
    // "Test" alone is a kind of work the skills have none of; "Test Suite" is ColorLAB's product.
    expect(answer('Does she know Test Suite?').answer).toMatch(/^Yes\. Ilse lists ColorLAB Test Suite 2 \(kitchen\) among the skills/);
  });
});
