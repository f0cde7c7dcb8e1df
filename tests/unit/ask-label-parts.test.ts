/**
 * A skill category named by one of the topics its label lists (issue #28, "projects_by_topic" and
 * "skills_category"), on a portfolio written here in a field no evaluation set covers (the software of a
 * textile dyehouse). The label "Effluent treatment and zero liquid discharge" names two topics; a question that
 * names only "zero liquid discharge" gets the category's projects or list, as the whole label does. A part
 * with a number, or one that is a listed skill's own name, is not a name of the category.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { labelParts } from '../../src/core/ask/text/label-parts.ts';

const tempDir = tempDirs('ask-label-parts');

const PROFILE = `---
name: Ilse Vandermeersch
role: Dyehouse Systems Engineer
location: Kortrijk, Belgium
email: ilse@dyeline.example
---
I write the software of a dyehouse that colours cotton and polyester yarn for carpet and upholstery weavers.
`;

const SKILLS = `colour:
  label: "Colour matching and recipe prediction"
  skills:
    - Datacolor Tools 2.4
    - Kubelka-Munk reflectance model
    - CIEDE2000 colour difference
effluent:
  label: "Effluent treatment and zero liquid discharge"
  skills:
    - Membrane bioreactor control
    - Conductivity-based rinse control
dyeing:
  label: "Jet dyeing and ISO 105-C06"
  skills:
    - ISO 105-C06
    - Thies jet dyeing machines
languages:
  - Python 3.12
  - SQL
`;

const PROJECTS = {
  'shade-predictor': `---\ntitle: First-Time-Right Shade Predictor\ndescription: Predicts the dye recipe for a new shade from 18,000 past lab dips with a Kubelka-Munk reflectance model, so that 81% of lots match at the first dyeing.\ndate: "2024-05"\ntags: [shade, python]\n---\nThe predictor reads the customer's standard from Datacolor Tools and proposes three recipes ranked by CIEDE2000 colour difference.\n`,
  'rinse-loop': `---\ntitle: Rinse Water Loop\ndescription: Sends the last rinse baths back to the next batch when their conductivity allows it, with conductivity-based rinse control on 14 jets.\ndate: "2022-09"\ntags: [rinsing, plc]\n---\nThe loop cut the dyehouse's fresh water use by 23% in its first year.\n`,
};

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
