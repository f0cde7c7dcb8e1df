/**
 * The price of a thing the question names in words no table reads (issue #28, session 34): on a
 * portfolio written here in a field no evaluation set covers (the conservation of stained-glass
 * windows), "Сколько стоит реставрация витража?" reads only "how much does cost?" and a Portuguese or
 * French price question leaves its nouns unread: the answer is every public rate with a note, not
 * the help. A question whose read words ask no price keeps the help; a portfolio without rates keeps
 * it too; an English question is not touched. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { asksPrice } from '../../src/core/ask/languages/unread-price.ts';
import { askEngineOf } from '../support/ask-engine.ts';

function glassPortfolio(withServices: boolean) {
  return createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Ilse Vandermeer-Okoro', role: 'Stained Glass Conservator', location: 'Ghent, Belgium', email: 'ilse@glass.example' },
        body: 'I restore and document the stained-glass windows of churches and town halls.',
      },
      skills: [{ category: 'conservation', skills: [{ name: 'Lead came repair' }, { name: 'Python 3.12' }] }],
      career: { experience: [{ organisation: 'Atelier Lumen', role: 'Conservator', start: '2018-04', location: 'Ghent, Belgium' }] },
      ...(withServices
        ? {
            services: {
              services: [
                {
                  name: 'Window condition survey',
                  description: 'A written survey of a window, panel by panel.',
                  price: { amount: 2300, currency: 'EUR', unit: 'project' },
                },
                {
                  name: 'Glass painting workshop',
                  description: 'A day of painting on glass for a team.',
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
  const engine = askEngineOf(glassPortfolio(true));

  it.each(['Сколько стоит реставрация витража?', 'Quanto custa um levantamento dos vitrais?', "Combien coûte l'inventaire des vitraux ?"])(
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
    expect(engine.ask('Где находится витраж собора?')._meta.response_type).toBe('help');
  });

  it('a portfolio without rates keeps the help', () => {
    expect(askEngineOf(glassPortfolio(false)).ask('Сколько стоит реставрация витража?')._meta.response_type).toBe('help');
  });

  it('tells a price question by its read words', () => {
    expect(asksPrice('how much does cost?')).toBe(true);
    expect(asksPrice('how much does cost a giornata of digitalizzation?')).toBe(true);
    expect(asksPrice('what is the price of vitrais?')).toBe(true);
    expect(asksPrice('how much time does it take?')).toBe(false);
    expect(asksPrice('how many windows has she restored?')).toBe(false);
    expect(asksPrice('where does she work?')).toBe(false);
  });
});
