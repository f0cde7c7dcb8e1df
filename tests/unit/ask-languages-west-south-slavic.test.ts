/**
 * Czech, Slovak, Croatian and Serbian (in Latin letters) questions (issue #28, session 35): until now none had a
 * table, so "Gdje radi Ottilie?" answered "nothing about “gdje radi”". Each pair of close neighbours has two
 * tables whose markers are the words they write apart (kde bydlí / kde býva, gdje / gde), and Polish keeps its own
 * questions. Countries are read in their inflected forms from CLDR ("v Německu", "u Njemačkoj"); a country and its
 * language sharing a stem ("Njemačka", "njemački") read as the country. Invented field: voicing pipe organs.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { detectQuestionLanguage } from '../../src/core/ask/languages/index.ts';
import { inflectedRegion } from '../../src/core/ask/languages/regions.ts';
import { fold } from '../../src/core/ask/text/words.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const organs = createPortfolio(
  portfolioData({
    profile: {
      data: { name: 'Ottilie Marangoni-Holt', role: 'Organ Voicing Engineer', location: 'Leeds, United Kingdom', email: 'ottilie@pipes.example' },
      body: 'I measure and voice the pipes of church organs with software that listens to every note.',
    },
    skills: [{ category: 'acoustics', skills: [{ name: 'Pipe scaling' }, { name: 'Rust 1.80' }] }],
    career: {
      experience: [
        { organisation: 'Windlade Orgelbau', role: 'Voicer', start: '2016-05', end: '2020-12', location: 'Bonn, Germany' },
        { organisation: 'Pennine Pipes', role: 'Lead Engineer', start: '2021-01', location: 'Leeds, United Kingdom' },
      ],
    },
    services: {
      services: [{ name: 'Voicing survey', description: 'A survey of every rank of an organ.', price: { amount: 85, currency: 'GBP', unit: 'hour' } }],
    },
    projects: [],
  }),
);

describe('Czech, Slovak, Croatian and Serbian questions', () => {
  const engine = askEngineOf(organs);

  it.each([
    ['Kde bydlí Ottilie?', 'cs'],
    ['Kde býva Ottilie?', 'sk'],
    ['Kto je Ottilie?', 'sk'],
    ['Gdje radi Ottilie?', 'hr'],
    ['Gde radi Ottilie?', 'sr'],
    ['Gdzie pracuje Ottilie?', 'pl'],
  ])('%s is read as %s', (question, code) => {
    expect(detectQuestionLanguage(question)).toBe(code);
  });

  it.each(['Kde pracuje Ottilie?', 'Gdje radi Ottilie?', 'Gde radi Ottilie?'])('%s -> where she works now', (question) => {
    expect(engine.ask(question).answer).toMatch(/^Ottilie currently works as Lead Engineer at Pennine Pipes/);
  });

  it.each(['Pracovala v Německu?', 'Pracovala v Nemecku?', 'Je li radila u Njemačkoj?'])('%s -> yes, with the employer there', (question) => {
    expect(engine.ask(question).answer).toMatch(/^Yes\. Ottilie worked as Voicer at Windlade Orgelbau in Bonn, Germany/);
  });

  it.each(['Kolik si účtuje za hodinu?', 'Koliko košta?', 'Zná Rust?'])('%s is answered, not the help', (question) => {
    const answer = engine.ask(question);
    expect(answer._meta.response_type).not.toBe('help');
    expect(answer.answer).toMatch(/£85|Rust 1\.80/);
  });

  it('reads a country in its inflected form, the country before its language', () => {
    const split = (text: string) => fold(text).match(/[a-z0-9]+/g) ?? [];
    expect(inflectedRegion('hr', 'njemackoj', split)).toBe('Germany');
    expect(inflectedRegion('cs', 'nemecku', split)).toBe('Germany');
    expect(inflectedRegion('pl', 'niemczech', split)).toBe('Germany');
    expect(inflectedRegion('pl', 'niemiecku', split)).toBe('German');
  });
});
