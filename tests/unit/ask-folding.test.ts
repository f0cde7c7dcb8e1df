/**
 * Words with Latin letters that Unicode does not decompose (ø, æ, œ, ß, đ, ł, þ …) are one word,
 * folded to their usual ASCII form (CLDR's Latin-ASCII transliteration), on both sides: a name in
 * the content written with them and a question written with or without them meet. Before, NFKD kept
 * "ø" whole and the word pattern split "Grønland" into "gr" and "nland". Portfolio invented here (a
 * fjord ferry timetabler). Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { fold, tokenize } from '../../src/core/ask/text/words.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf } from '../support/ask-engine.ts';

describe('folding letters that do not decompose', () => {
  it('writes them as ASCII and keeps the word whole', () => {
    expect(fold('Grønland Ærø Straße Łódź Þingvellir')).toBe('gronland aero strasse lodz thingvellir');
    expect(tokenize('Færgeleje Ørsted').map((token) => token.folded)).toEqual(['faergeleje', 'orsted']);
  });

  it('lets a question with or without the letters find a name a write-up writes with them', () => {
    const engine = askEngineOf(
      createPortfolio(
        portfolioData({
          profile: {
            data: { name: 'Sigrún Holt', role: 'Ferry Timetable Engineer', location: 'Tórshavn, Faroe Islands', email: 'sigrun@holt.example' },
            body: 'I write the timetables and booking rules of small car ferries.',
          },
          projects: [
            {
              id: 'harbour-slots',
              data: { title: 'Harbour Slot Planner', description: 'Plans berth slots for 14 ferries.', date: '2024-02', tags: ['timetables'] },
              body: 'The planner was certified by Sjóvinnubankin Prøvestasjon in 2024.',
            },
          ],
          skills: [{ category: 'systems', skills: [{ name: 'Python 3.12' }] }],
        }),
      ),
    );
    for (const question of ['Has she worked with Provestasjon?', 'Has she worked with Prøvestasjon?']) {
      const answer = engine.ask(question);
      expect(answer.answer, question).toContain('mentioned in the write-up of Harbour Slot Planner');
      expect(answer.answer, question).not.toMatch(/no project mentions|pr vestasjon/);
    }
  });
});
