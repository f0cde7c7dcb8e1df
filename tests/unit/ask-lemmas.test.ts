/**
 * /v1/ask matches an irregular form of a word to the content's form of the same word (issue #28,
 * class 7): "taught" and "teaching", "sew" and "sewn". The forms come
 * from WordNet's exception lists (wink-lexicon), not from a list written for one field. Tested on
 * a portfolio written here in a field no evaluation set covers (a bookbinder and conservator).
 * Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { irregularBase } from '../../src/core/ask/text/lemmas.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf } from '../support/ask-engine.ts';

function bindery() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Ilse Vandamme', role: 'Bookbinder and Paper Conservator', location: 'Ghent, Belgium', email: 'ilse@vandamme-bindery.example' },
        body: 'I repair and rebind old books for libraries and archives in Flanders.',
      },
      projects: [
        {
          id: 'guild-workshops',
          data: {
            title: 'Evening Classes in Coptic Stitching',
            description: 'Teaching coptic stitching to twelve apprentices of the Ghent guild over one winter.',
            date: '2024-02',
            tags: ['classes', 'coptic'],
          },
          body: 'Each apprentice made three blank books.',
        },
        {
          id: 'psalter-repair',
          data: {
            title: 'Psalter Repair',
            description: 'Rebinding a fifteenth-century psalter for the abbey library.',
            date: '2023-06',
            tags: ['conservation', 'vellum'],
          },
          body: 'Its quires were sewn again on the original oak boards after the vellum leaves were humidified.',
        },
        {
          id: 'marbled-endpapers',
          data: {
            title: 'Marbled Endpapers',
            description: 'A series of marbled endpapers in the Turkish style for a private press.',
            date: '2022-09',
            tags: ['marbling', 'paper'],
          },
          body: 'Four hundred sheets, each pulled by hand from a carrageenan size.',
        },
      ],
      skills: [
        { category: 'binding', skills: [{ name: 'Coptic stitching' }, { name: 'Leather paring' }] },
        { category: 'conservation', skills: [{ name: 'Vellum humidification' }] },
      ],
    }),
  );
  return askEngineOf(portfolio);
}

describe('ask: irregular word forms', () => {
  const engine = bindery();

  it('reads an irregular past form in the question as the base the content writes ("taught" -> "teaching")', () => {
    const answer = engine.ask('Has she taught?');
    expect(answer.references).toContain('https://example.test/projects/guild-workshops');
    expect(answer.answer).toContain('Evening Classes in Coptic Stitching');
  });

  it('reads a regular form in the question as the irregular form the content writes ("sewing" -> "sewn")', () => {
    const answer = engine.ask('Has she done any sewing?');
    expect(answer.references).toContain('https://example.test/projects/psalter-repair');
  });

  it('takes the forms from WordNet exception lists and leaves regular words alone', () => {
    expect(irregularBase('taught')).toBe('teach');
    expect(irregularBase('bound')).toBe('bind');
    expect(irregularBase('criteria')).toBe('criterion');
    expect(irregularBase('binding')).toBeUndefined();
    expect(irregularBase('node.js')).toBeUndefined();
  });
});
