/**
 * A term a write-up writes as a name answers "Yes." to the skill question that asks it (issue #28, jargon),
 * also when the name is not written in the usual way: a capital inside a word that starts in small letters
 * ("eCPRI"-like names), or letters and digits joined in one identifier (a message type such as "pain.009").
 * On a portfolio written here in a field no evaluation set covers (the software of commercial beekeeping).
 * The same term written as a common word, in small letters with no digit, stays without a verdict. An acronym
 * asked is the hyphenated name whose initials leave out an article inside ("SIL" for "software-in-the-loop"),
 * and the answer writes the term as the project does; a noun the question reader takes as a function word
 * ("information") is one of an acronym's letters ("AIS" for "apiary information system").
 */
import { describe, expect, it } from 'vitest';
import { expandAcronyms, spelledOutIn } from '../../src/core/ask/knowledge/acronyms.ts';
import { askContent, projectMarkdown } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-writeup-name-forms');

const PROFILE = `---
name: Maren Oyelaran-Holt
role: Apiary Systems Developer
location: Hobart, Australia
email: maren@hivework.example
---
I write the software that commercial beekeepers use to keep track of their hives, queens and honey harvests.
`;

const SKILLS = `languages:
  - Python 3.12
  - Go 1.22
hives:
  - Hive scale telemetry
  - Varroa mite counting
`;

const PROJECTS = {
  'hive-scales': projectMarkdown(
    'Hive Scale Network',
    'Weighs 1,200 hives every hour and tells the beekeeper when a hive gains or loses weight too fast.',
    '2024-03',
    ['telemetry', 'go'],
    'The scales report over hLink radios to a gateway in each apiary, which forwards the weights every hour.',
  ),
  'queen-register': projectMarkdown(
    'Queen Register',
    'Keeps the lineage of 9,000 queens for a breeding cooperative and exports it to the national register.',
    '2023-06',
    ['breeding', 'python'],
    'Each export is a qrx.017 file that the national apiary information system reads overnight; the cooperative breeds queens for gentle colonies.',
  ),
  'mite-counter': projectMarkdown(
    'Varroa Mite Counter',
    'Counts varroa mites on sticky boards from phone photos, so that a beekeeper knows when to treat a hive.',
    '2022-09',
    ['varroa', 'python'],
    'The counter reads a photo of the board and counts the mites in two seconds. Each release is tested on a software-in-the-loop bench of 40 simulated boards.',
  ),
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a name a write-up writes in an unusual form (issue #28, jargon)', () => {
  it('answers "Yes." for a name with a capital inside a word that starts in small letters', () => {
    const answer = ask()('Does she know hLink?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('Hive Scale Network');
    expect(answer.references).toContain('https://example.test/projects/hive-scales');
  });

  it('answers "Yes." for an identifier of letters and digits', () => {
    const answer = ask()('Has she worked with a qrx.017?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('Queen Register');
  });

  it('reads an acronym as a hyphenated name whose initials leave out an article inside ("software-in-the-loop" for SIL)', () => {
    const answer = ask()('Has she done SIL testing?');
    expect(answer.answer).toMatch(/^Yes\. Varroa Mite Counter/);
    expect(answer.answer).toContain('“software-in-the-loop”');
    expect(spelledOutIn('A state-of-the-art hive scale.', 'sota')).toBe('state-of-the-art');
    expect(spelledOutIn('A state-of-the-art hive scale.', 'stoa')).toBeUndefined();
  });

  it('reads an acronym whose letters include a noun the question reader takes as a function word ("information")', () => {
    const answer = ask()('Has she done AIS integration?');
    expect(answer.answer).toMatch(/^Yes\b.*Queen Register/);
    expect(spelledOutIn('the national apiary information system', 'ais')).toBe('apiary information system');
  });

  it('leaves capitals joined by a hyphen to other capitals as one name ("QRX-HB"), not an acronym of the content', () => {
    const spelled = (letters: string) => (letters === 'hb' ? 'hive breeding' : undefined);
    expect(expandAcronyms('Has she used QRX-HB?', new Map(), () => false, spelled)).toBe('Has she used QRX-HB?');
    expect(expandAcronyms('Has she done HB work?', new Map(), () => false, spelled)).toBe('Has she done hive breeding work?');
    expect(expandAcronyms('Has she done HB-based work?', new Map(), () => false, spelled)).toBe('Has she done hive breeding-based work?');
  });

  it('gives no verdict for a common word a write-up happens to write', () => {
    expect(ask()('Does she know gentle?').answer).not.toMatch(/^Yes\. /);
  });
});
