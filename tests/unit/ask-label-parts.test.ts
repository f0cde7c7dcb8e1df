/**
 * A skill category named by one of the topics its label lists (issue #28, "projects_by_topic" and
 * "skills_category"), on a portfolio written here in a field no evaluation set covers (the software of a
 * textile dyehouse). The label "Effluent treatment and zero liquid discharge" names two topics; a question that
 * names only "zero liquid discharge" gets the category's projects or list, as the whole label does. A part
 * with a number, or one that is a listed skill's own name, is not a name of the category.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { labelParts } from '../../src/core/ask/text/label-parts.ts';

const tempDir = tempDirs('ask-label-parts');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a skill category named by a topic its label lists (issue #28, topics)', () => {
  it('splits a label into its topics of two words or more, without numbered names', () => {
    expect(labelParts('Colour matching and recipe prediction')).toEqual(['Colour matching', 'recipe prediction']);
    expect(labelParts('Survey: photogrammetry, laser scanning and GIS')).toEqual(['laser scanning']);
    expect(labelParts('Serialisation and track-and-trace')).toEqual(['track-and-trace']);
    expect(labelParts('Jet dyeing and ISO 105-C06')).toEqual(['Jet dyeing']);
    expect(labelParts('Effluent treatment')).toEqual([]);
  });

  it("answers a question about one topic of the label with the category's work", () => {
    const answer = ask();
    const discharge = answer('What has she built for zero liquid discharge?');
    expect(discharge.answer).toContain('Rinse Water Loop');
    expect(discharge.answer).not.toContain('Shade Predictor');
    const reuse = answer('Which zero liquid discharge skills does she list?');
    expect(reuse.answer).toContain('Conductivity-based rinse control');
    expect(reuse.answer).toContain('Membrane bioreactor control');
  });
});
