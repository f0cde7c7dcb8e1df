/**
 * Ukrainian is read as Ukrainian, not as Russian (issue #28, session 34), on a portfolio written here
 * in a field no evaluation set covers (a rug restoration studio: hand-knotted rugs and kilims): CLDR's likely
 * language of Cyrillic is Russian, so a question with Ukrainian's own letters (і, ї, є, ґ) or question
 * words ("Де", "Чи") is read with the Ukrainian table (./uk.json), its countries by CLDR's Ukrainian
 * names; the help of a question not read in full names Ukrainian; a word that sounds like the owner's
 * name is the name before a stem it starts with ("Даніель" is Daniel, not the stem of "Данія",
 * Denmark), in Russian too. Russian stays Russian. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { detectQuestionLanguage } from '../../src/core/ask/index.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const engine = askEngineOf(
  createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Daniel Hrabovsky', role: 'Rug Restorer', location: 'Gdańsk, Poland', email: 'daniel@rugs.example' },
        body: 'I restore hand-knotted rugs and kilims for museums and collectors.',
      },
      skills: [{ category: 'languages', skills: [{ name: 'Python 3.12' }, { name: 'Julia 1.10' }] }],
      career: {
        experience: [
          { organisation: 'Baltic Rug Studio', role: 'Rug restorer', start: '2018-04', location: 'Gdańsk, Poland' },
          { organisation: 'Atelier du Tapis Armor', role: 'Rug weaver', start: '2013-01', end: '2018-03', location: 'Lorient, France' },
        ],
      },
      projects: [],
    }),
  ),
);

describe('Ukrainian, told from Russian', () => {
  it.each([
    ['Де живе Даніель?', 'uk'],
    ['Чи знає вона Python?', 'uk'],
    ['Які мови програмування вона використовує?', 'uk'],
    ['Где живёт Даниэль?', 'ru'],
    ['Какие языки она знает?', 'ru'],
  ])('%s is read as %s', (question, code) => {
    expect(detectQuestionLanguage(question)).toBe(code);
  });

  it('answers where the owner lives, the name heard before a country stem', () => {
    const answer = engine.ask('Де живе Даніель?');
    expect(answer.answer).toContain('Gdańsk');
    expect(answer.answer).toContain('Read from Ukrainian');
    expect(engine.ask('Где живёт Даниэль?').answer).toContain('Gdańsk');
  });

  it('reads a country in Ukrainian (CLDR) and the verbs of work', () => {
    const answer = engine.ask('Чи працював він у Франції?');
    expect(answer.answer).toMatch(/^Yes/);
    expect(answer.answer).toContain('Atelier du Tapis Armor');
  });

  it('reads the question words of a list and of a skill', () => {
    expect(engine.ask('Які мови програмування він знає?').answer).toContain('Julia 1.10');
    expect(engine.ask('Чи знає він Python?').answer).toMatch(/^Yes/);
  });

  it('names Ukrainian in the help of a question not read in full', () => {
    expect(engine.ask('Чи відновлює він шовкові килими для музеїв?').answer).toContain('Ukrainian (Cyrillic script)');
  });
});
