/**
 * The price of a thing the question names in words no table reads (issue #28, session 34): on a
 * portfolio written here in a field no evaluation set covers (the restoration of hand-knotted rugs
 * and kilims), "Сколько стоит реставрация ковра?" reads only "how much does cost?" and a Portuguese or
 * French price question leaves its nouns unread: the answer is every public rate with a note, not
 * the help. A question whose read words ask no price keeps the help; a portfolio without rates keeps
 * it too; an English question is not touched. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { asksPrice } from '../../src/core/ask/languages/unread-price.ts';
import { askEngineOf } from '../support/ask-engine.ts';

function rugPortfolio(withServices: boolean) {
  return createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Ilse Vandermeer-Okoro', role: 'Rug Conservator', location: 'Ghent, Belgium', email: 'ilse@rugs.example' },
        body: 'I restore and document hand-knotted rugs and kilims for museums and collectors.',
      },
      skills: [{ category: 'conservation', skills: [{ name: 'Warp and weft repair' }, { name: 'Python 3.12' }] }],
      career: { experience: [{ organisation: 'Atelier Kilim', role: 'Conservator', start: '2018-04', location: 'Ghent, Belgium' }] },
      ...(withServices
        ? {
            services: {
              services: [
                {
                  name: 'Rug condition survey',
                  description: 'A written survey of a rug, knot by knot.',
                  price: { amount: 2300, currency: 'EUR', unit: 'project' },
                },
                {
                  name: 'Hand-knotting workshop',
                  description: 'A day of knotting on a loom for a team.',
                  price: { amount: 900, currency: 'EUR', unit: 'day' },
                },
              ],
            },
          }
        : {}),
      projects: [],
    }),
  );
}

describe('a price asked of words no table reads', () => {
  const engine = askEngineOf(rugPortfolio(true));

  it.each(['Сколько стоит реставрация ковра?', 'Quanto custa um levantamento dos tapetes?', "Combien coûte l'inventaire des tapis ?"])(
    '%s -> every public rate, with the note',
    (question) => {
      const answer = engine.ask(question);
      expect(answer._meta.response_type).toBe('answer');
      expect(answer.answer).toContain('€2,300');
      expect(answer.answer).toContain('€900');
      expect(answer.answer).toContain('Not every word of the question could be read');
    },
  );

  it('a question whose read words ask no price keeps the help', () => {
    expect(engine.ask('Где лежит этот ковёр?')._meta.response_type).toBe('help');
  });

  it('a portfolio without rates keeps the help', () => {
    expect(askEngineOf(rugPortfolio(false)).ask('Сколько стоит реставрация ковра?')._meta.response_type).toBe('help');
  });

  it('tells a price question by its read words', () => {
    expect(asksPrice('how much does cost?')).toBe(true);
    expect(asksPrice('how much does cost a giornata of digitalizzation?')).toBe(true);
    expect(asksPrice('what is the price of tapetes?')).toBe(true);
    expect(asksPrice('how much time does it take?')).toBe(false);
    expect(asksPrice('how many rugs has she restored?')).toBe(false);
    expect(asksPrice('where does she work?')).toBe(false);
  });
});
