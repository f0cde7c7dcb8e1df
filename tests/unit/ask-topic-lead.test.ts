/**
 * Issue #28, session 30 (wave 3): a topic question whose words no single project has all of is
 * answered with the project that clearly leads by a field-weighted rarity score (BM25-like over
 * title/tags, description and write-up; ./src/core/ask/answers/topic-lead.ts), "Most likely: …"
 * with a lowered confidence, instead of "None of her projects involves all of …"; the keyword list
 * stays when no project stands out, and a generic word alone never makes a "yes". On a portfolio
 * written here in a field no evaluation set covers (a museum collections technologist). Pure:
 * content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-topic-lead');

const PROFILE = `---
name: Ottilie Brandsma
role: Collections Technologist
location: Utrecht, Netherlands
email: ottilie@vitrine.example
website: https://vitrine.example
---
I build the software that museums and herbaria use to look after their collections.
`;

const SKILLS = `standards:
  - Darwin Core Archive
  - Spectrum 5.1
`;

const PROJECTS = {
  'herbarium-imaging': project(
    'Herbarium Sheet Imaging',
    'A copy stand and barcode workflow that photographs 40,000 pressed plant sheets a year.',
    '2025-02',
    ['herbarium', 'imaging', 'barcodes'],
    'Each sheet is photographed at 600 dpi with a colour chart beside it.',
  ),
  'textile-gallery-climate': project(
    'Textile Gallery Climate Monitor',
    'Wireless loggers of relative humidity and lux in the textile gallery, with alerts to the conservators.',
    '2023-09',
    ['textiles', 'humidity', 'loggers'],
    'The alerts go out when the humidity leaves the band of 45 to 55 percent for an hour.',
  ),
  'loan-agreements': project(
    'Loan Agreement Tracker',
    'Tracks outgoing loans of paintings and objects to other museums, with their conservation conditions and couriers.',
    '2021-05',
    ['loans', 'registrar', 'postgresql'],
    'Each loan records the condition report before and after the journey.',
  ),
  'condition-reports': project(
    'Condition Report App',
    'A tablet app for condition reports of paintings, with photos marked up by the conservation team.',
    '2019-11',
    ['condition-reports', 'tablet', 'paintings'],
    'The app works offline in the stores and syncs when the tablet is back on the network.',
  ),
  'visitor-counts': project(
    'Visitor Counting Gates',
    'Counts visitors per gallery hour by hour with infrared gates, for the development office.',
    '2018-04',
    ['visitors', 'infrared', 'reporting'],
    'The counts are sent to the reporting database every night.',
  ),
};

function museumAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

describe('/v1/ask: projects asked for by their tag', () => {
  const ask = museumAsk();

  it('lists exactly the projects that carry the tag, not those whose text mentions the word', () => {
    for (const [question, tag, id] of [
      // "paintings" is a tag of one project and in the description of another.
      ['Which projects are tagged paintings?', 'paintings', 'condition-reports'],
      // "carry" is the question's verb, not a topic word.
      ['Which projects carry the registrar tag?', 'registrar', 'loan-agreements'],
    ]) {
      const a = ask(question!);
      expect(a.answer, question).toMatch(new RegExp(`^One of Ottilie's projects is tagged ${tag}: `));
      expect(
        a.references.filter((reference) => reference.includes('/projects/')),
        question,
      ).toEqual([`https://example.test/projects/${id}`]);
    }
  });
});

describe('/v1/ask: a topic question led by the project that clearly stands out', () => {
  const ask = museumAsk();

  it('names the project with the rare word of the question, not "none involves all of"', () => {
    for (const [question, title, id, opening] of [
      // "herbarium" is only in one title, "offline" only in another project's write-up.
      ['Has she done offline herbarium work?', 'Herbarium Sheet Imaging', 'herbarium-imaging', 'Yes, most likely'],
      // "conservation" is in two descriptions, "textile" in one title: the textile project leads.
      // A listed skill that no project names weighs as one thing lacking, not as three words.
      ['herbarium Darwin Core Archive projects', 'Herbarium Sheet Imaging', 'herbarium-imaging', 'Most likely'],
      ['textile conservation projects', 'Textile Gallery Climate Monitor', 'textile-gallery-climate', 'Most likely'],
    ]) {
      const a = ask(question!);
      expect(a.answer, question).toMatch(new RegExp(`^${opening}: ${title}`));
      expect(a.answer, question).not.toMatch(/none of/i);
      expect(a.references, question).toContain(`https://example.test/projects/${id}`);
      expect(a._meta.response_type, question).toBe('answer');
      expect(a._meta.confidence, question).toBeLessThanOrEqual(0.7);
    }
  });

  it('keeps the keyword list when no project stands out', () => {
    // "herbarium" and "textile" are each in one title: a tie.
    const a = ask('herbarium textile projects');
    expect(a.answer).toMatch(/^None of Ottilie's projects involves all of/);
  });

  it('never says yes on a generic word alone', () => {
    // "development" is in one description; "mobile app" nowhere.
    const a = ask('Does she do mobile app development?');
    expect(a.answer).not.toMatch(/^(Yes|Most likely)/);
  });
});
