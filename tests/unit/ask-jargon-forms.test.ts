/**
 * A term the question writes another way than the content (issue #28, jargon), and a common word
 * that is also a name in the content, on a portfolio written here in a field no evaluation set
 * covers (software for beekeepers): "HWs" for the "hive weight" the content writes again and again
 * and once as a name, "FPS" for the "frames per second" it writes once, "colony advisor" for its
 * "colony adviser", "Is she keen?" about the person, not about a tool called "Keen Scale", and "Does
 * she program in Go?" about a language of programming, not the board game of her interests.
 */
import { describe, expect, it } from 'vitest';
import { expandAcronyms, spelledOutIn } from '../../src/core/ask/knowledge/acronyms.ts';
import { pairSpellings } from '../../src/core/ask/knowledge/pair-spellings.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-jargon-forms');

const PROFILE = `---
name: Oda Lindqvist
role: Apiary Software Engineer
location: Uppsala, Sweden
email: oda@hivewares.example
---
I build software for beekeepers: scales under the hives, cameras at the entrance and the records a
colony adviser keeps. I am not a certified colony adviser myself: I write the software, not the advice.
`;

const SKILLS = `hardware:
  skills: [Keen Scale 3, ESP32]
software:
  skills: [Python 3.12, SQLite 3]
`;

const PROJECTS = {
  'hive-weight-logger': project(
    'Hive Weight Logger',
    'Logs the hive weight of 120 colonies every ten minutes, so that a beekeeper sees the nectar flow start.',
    '2025-05',
    ['scales', 'python'],
    'The hive weight falls at dawn when foragers leave. A drop in hive weight of more than 2 kg in a day means a swarm; the hive weight curve shows the nectar flow.',
  ),
  'entrance-camera': project(
    'Entrance Camera Counter',
    'Counts bees at the hive entrance at 30 frames per second on a small board and flags robbing.',
    '2024-03',
    ['cameras', 'counting'],
    'The counter checked against hand counts three times a season. It checked against them again after each firmware update, and checked against the weather log.',
  ),
};

const CAREER = `interests:
  - { name: Go, keywords: [Board game, Uppsala Go club] }
`;

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });

describe('/v1/ask: acronyms the content writes out (issue #28, jargon)', () => {
  it('reads two initials as the run the content writes far more often than any other, and also as a name', () => {
    const text = `Hive Weight Logger. ${PROJECTS['hive-weight-logger']} honey wax`;
    expect(spelledOutIn(text, 'hw')).toBe('hive weight');
    // Three times, but never as a name: two letters are too many runs' initials.
    expect(spelledOutIn('it checked against a, it checked against b, it checked against c', 'ca')).toBeUndefined();
  });

  it('reads three initials as a run with one naming preposition inside when no plain run has them', () => {
    expect(spelledOutIn('counts bees at 30 frames per second', 'fps')).toBe('frames per second');
    // An article, "to" or "by" inside, or a word twice, makes no name.
    expect(spelledOutIn('it updates the chart weekly', 'utc')).toBeUndefined();
    expect(spelledOutIn('a channel by channel plan', 'cbc')).toBeUndefined();
  });

  it('takes a plural in a lower-case "s" as the plural of the acronym, and leaves money alone', () => {
    const table = new Map([['hw', 'hive weight']]);
    // The content lists "HWS" as another name: "HWs" is still the plural of HW.
    expect(expandAcronyms('Has she logged HWs?', table, (folded) => folded === 'hws')).toBe('Has she logged hive weights?');
    expect(expandAcronyms('Is her rate above HW$200?', table, () => false)).toBe('Is her rate above HW$200?');
  });

  it('answers a question with the plural acronym from the project that writes it out', () => {
    const a = ask()('Has she logged HWs?');
    expect(a.answer).toMatch(/^Yes/);
    expect(a.references).toContain('https://example.test/projects/hive-weight-logger');
  });
});

describe('/v1/ask: a spelling the content writes beside the same word (issue #28, jargon)', () => {
  const respell = pairSpellings(() => PROFILE.toLowerCase());

  it('reads the British or American form the content writes next to the same word', () => {
    expect(respell('Is she a colony advisor?')).toBe('Is she a colony adviser?');
  });

  it('leaves two English words apart, and a word with no neighbour the content writes', () => {
    // "patient" is another word than "patent" (WordNet), though one letter apart.
    expect(pairSpellings(() => 'a patient record')('Does she hold a patent record?')).toBe('Does she hold a patent record?');
    expect(respell('Is she an advisor?')).toBe('Is she an advisor?');
  });

  it('answers with the sentence that writes the other spelling', () => {
    expect(ask()('Is she a certified colony advisor?').answer).toMatch(/^No\b.*not a certified colony adviser/);
  });
});

describe('/v1/ask: an adjective about the person is no name (issue #28, jargon)', () => {
  it('does not answer "Is she keen?" with the tool called "Keen Scale"', () => {
    const a = ask()('Is she keen?');
    expect(a.answer).not.toContain('Keen Scale');
    expect(a.answer).not.toMatch(/^Yes/);
  });

  it('still answers the tool by its casing or a word of skills', () => {
    expect(ask()('Does she know Keen Scale?').answer).toMatch(/^Yes.*Keen Scale 3/);
    expect(ask()('Does she use keen?').answer).toMatch(/Keen Scale 3/);
  });

  it('reads a name that is an English word, in lower case after "to" and before a particle, as the verb', () => {
    const answer = askContent(tempDir(), { profile: PROFILE, skills: 'software:\n  skills: [Go 1.22, Python 3.12]\n', projects: PROJECTS })(
      'Can she write us a letter saying the hives are fine to go back into?',
    ).answer;
    expect(answer).not.toContain('Go 1.22');
  });

  it('answers "Does she program in Go?" as a skill question, not with the board game she plays', () => {
    expect(ask()('Does she program in Go?').answer).toMatch(/^No\. “go” is not among Oda's listed skills; it is one of Oda's interests/);
  });
});
