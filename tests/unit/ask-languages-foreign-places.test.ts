/**
 * A place named in the asker's language (issue #28, session 35): "Ngabe usebenze eJalimane?" (isiZulu for Germany,
 * which CLDR does not write), "A-t-elle travaillé à Salonique ?" (French for Thessaloniki). The gazetteer does not
 * know the name, and it may be a place of the work history or the owner's home written as that language writes it:
 * the answer names the work history's places with their employers, or where the owner is based, without the "No."
 * an English question about an unknown place gets. French "à" (at, in) is read apart from "a" (has) before a name,
 * and a name keeps its spelling (no English ending). Invented field: the acoustics of church bell foundries.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { translateQuestion } from '../../src/core/ask/languages/index.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const bells = createPortfolio(
  portfolioData({
    profile: {
      data: { name: 'Ottoline Vasquez-Brandt', role: 'Bell Acoustics Engineer', location: 'Thessaloniki, Greece', email: 'otto@bells.example' },
      body: 'I tune the partials of cast bronze bells with finite-element models before they are cast.',
    },
    skills: [{ category: 'acoustics', skills: [{ name: 'Modal analysis' }, { name: 'Python 3.12' }] }],
    career: {
      experience: [
        { organisation: 'Glockengiesserei Rinker', role: 'Acoustics Engineer', start: '2019-01', location: 'Sinn, Germany' },
        { organisation: 'Campane Fonderia Capanni', role: 'Modeller', start: '2014-03', end: '2018-12', location: 'Castelnovo ne Monti, Italy' },
      ],
    },
    projects: [],
  }),
);

describe('a place named in the language of the question', () => {
  const engine = askEngineOf(bells);

  it.each(['Ngabe usebenze eJalimane?', 'A-t-elle travaillé à Salonique ?'])(
    '%s -> the places of the work history with their employers, no verdict',
    (question) => {
      const answer = engine.ask(question).answer;
      expect(answer).not.toMatch(/^(?:Yes|No)\b/);
      expect(answer).toContain('Sinn, Germany (Glockengiesserei Rinker)');
      expect(answer).toContain('Castelnovo ne Monti, Italy (Campane Fonderia Capanni)');
    },
  );

  it('"Habite-t-elle à Salonique ?" -> where she is based, without a "No."', () => {
    const answer = engine.ask('Habite-t-elle à Salonique ?');
    expect(answer.answer).toMatch(/^Ottoline is based in Thessaloniki, Greece/);
    expect(answer.answer).toContain('does not write “Salonique”');
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.5);
  });

  it('keeps the "No." for a place the gazetteer knows', () => {
    expect(engine.ask('Habite-t-elle au Japon ?').answer).toMatch(/^No\. Ottoline is based in Thessaloniki/);
  });

  it('reads French "à" before a name as "in", and keeps the name as written', () => {
    expect(translateQuestion('fr', 'A-t-elle travaillé à Salonique ?').text).toBe('has she work in Salonique?');
    expect(translateQuestion('fr', 'Travaille-t-elle à distance ?').text).toBe('does she work remote?');
  });
});
