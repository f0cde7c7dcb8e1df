/**
 * Issue #28, session 33 (skill checks on a part of a name): a short name written as a name stands
 * for the listed skill whose name it is a part of, by the kind of part (src/core/ask/answers/name-parts.ts),
 * on a portfolio written here in a field no evaluation set covers (the process software of textile
 * dye houses), with invented product names: "Huemap" for a listed "Vatronic Huemap2 7.1" (a release number
 * written onto the word), "Tintora" for "Tintora.Batch 2024.1" (a dotted product's first segment),
 * "Tintorra" one letter off, and "DAYL" for the "Dye-As-You-Load Scheduler" (the initials of a hyphenated name
 * with function words inside it). An ordinary word in lower case ("shade") and a letter of a code are not.
 */
import { describe, expect, it } from 'vitest';
import { nameParts } from '../../src/core/ask/answers/name-parts.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-name-parts');

const PROFILE = `---
name: Ilse Varga-Holm
role: Dye House Process Engineer
location: Borås, Sweden
email: ilse@vatline.example
---
I write the recipe and batch software of textile dye houses: jet dyeing machines, colour matching and the water they use.
`;

const SKILLS = `colour:
  - Vatronic Huemap2 7.1
  - Spectrophotometer calibration
  - ISO 105-C06 wash fastness
batches:
  - Tintora.Batch 2024.1
  - Shade4 Studio
  - PostgreSQL 16
  - ShadeCNN 3
`;

const PROJECTS = {
  'recipe-matcher': project(
    'Recipe Matcher',
    'Suggests a first dye recipe for a customer swatch from 4,200 past batches of the same fibre.',
    '2024-03',
    ['colour', 'recipes', 'python'],
    'The matcher reads the swatch reflectance curve and ranks earlier recipes by their colour difference, graded on the ISO-C grey scale.',
  ),
  'dye-as-you-load': project(
    'Dye-As-You-Load Scheduler',
    'Starts each jet dyeing machine as soon as its fabric is loaded, instead of waiting for a full shift plan.',
    '2025-01',
    ['scheduling', 'machines'],
    'The scheduler keeps the steam demand of the plant under its boiler limit while the machines start one by one. A Convolutional Neural Network reads the fabric photos.',
  ),
  'jet-liquor-ratio': project(
    'Jet Liquor Ratio Logger',
    'Logs the water and steam each jet dyeing machine uses per kilogram of cotton.',
    '2021-08',
    ['water', 'machines', 'logging'],
    'Each machine reports its fill volume and temperature curve after every batch to the plant database.',
  ),
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('/v1/ask: a short name that is a part of a listed skill name', () => {
  it('reads the parts of a name by their kind', () => {
    expect(nameParts('Vatronic Huemap2 7.1')).toEqual(['huemap']);
    expect(nameParts('Tintora.Batch 2024.1')).toEqual(['tintora']);
    expect(nameParts('ISO 105-C06 wash fastness')).toEqual([]);
    expect(nameParts('ITU-R BS.1770')).toEqual([]);
  });

  it('answers a word before a release number with the listed skill', () => {
    const answer = ask()('Does she know Huemap?');
    expect(answer.answer).toMatch(/^Yes\. Ilse lists Vatronic Huemap2 7\.1/);
    expect(answer.answer).not.toContain('not among');
    expect(answer.answer).not.toContain('does not mention');
  });

  it('answers the first segment of a dotted name, and the same mistyped by one letter', () => {
    expect(ask()('Has she used Tintora?').answer).toContain('Tintora.Batch 2024.1');
    const typo = ask()('Is she familiar with Tintorra?');
    expect(typo.answer).toMatch(/^Yes\. Ilse lists Tintora\.Batch 2024\.1/);
  });

  it('reads the initials of a hyphenated name with function words inside it', () => {
    const answer = ask()('Has she built a DAYL scheduler?');
    expect(answer.references.some((reference) => reference.includes('dye-as-you-load'))).toBe(true);
  });

  it('keeps capitals that the word before them joins into a listed name', () => {
    expect(ask()('Does she know Shade CNN?').answer).toMatch(/^Yes\. Ilse lists ShadeCNN 3/);
  });

  it('does not read the letter of a code joined by a hyphen as a name of one letter', () => {
    const answer = ask()('Does she know C?');
    expect(answer.answer).not.toMatch(/project involves|^Yes/);
    expect(answer.references.some((reference) => reference.includes('recipe-matcher'))).toBe(false);
  });

  it('does not read an ordinary word in lower case as the product', () => {
    const answer = ask()('Does she make shade sails?');
    expect(answer.answer).not.toContain('lists Shade4');
    expect(answer.answer).not.toMatch(/^Yes/);
  });

  it('does not read a word two letters off, or a short word one letter off, as the product', () => {
    expect(ask()('Does she know Tinto?').answer).not.toContain('lists Tintora');
    expect(ask()('Does she know Huge?').answer).not.toContain('lists Huemap2');
  });
});
