/**
 * A spoken language's level asked in words (issue #28, session 35): "Is she fluent in Welsh?", "Is English her first
 * language?", "Is her French good enough for client meetings?" against the levels the career's languages list gives,
 * read on the CEFR's scale (a code, or the CEFR's and the usual scales' names). Fluent and good enough from C1, native
 * only where the list says so, B1/B2 with their CEFR descriptor and no verdict for "good enough". Invented field:
 * court stenography.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { levelRank } from '../../src/core/ask/answers/spoken-level.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const stenographer = createPortfolio(
  portfolioData({
    profile: {
      data: { name: 'Eluned Prys-Okafor', role: 'Court Stenography Software Engineer', location: 'Cardiff, United Kingdom', email: 'eluned@steno.example' },
      body: 'I build the realtime translation software that turns stenotype chords into court transcripts.',
    },
    skills: [{ category: 'stenography', skills: [{ name: 'Stenotype theory' }, { name: 'Rust 1.80' }] }],
    career: {
      languages: [
        { language: 'English', fluency: 'Native' },
        { language: 'Welsh', fluency: 'Intermediate (B1)' },
        { language: 'French', fluency: 'Professional working (B2)' },
        { language: 'Spanish', fluency: 'Full professional' },
      ],
    },
    projects: [],
  }),
);

describe('a spoken language level asked in words', () => {
  const engine = askEngineOf(stenographer);
  const ask = (question: string) => engine.ask(question).answer;

  it('"fluent" is C1 or above: "No." for B1, "Yes." for a native language or a full professional level', () => {
    expect(ask('Is she fluent in Welsh?')).toMatch(/^No\. Eluned's Welsh: Intermediate \(B1\).*CEFR B1/);
    expect(ask('Does she speak Spanish fluently?')).toMatch(/^Yes\. Eluned's Spanish: Full professional/);
    expect(ask('Is she fluent in English?')).toMatch(/^Yes\. Eluned's English: Native/);
  });

  it('"native", "mother tongue", "first language" only where the list says native', () => {
    expect(ask('Is English her first language?')).toMatch(/^Yes\. Eluned's English: Native/);
    expect(ask('Is Welsh her mother tongue?')).toMatch(/^No\. Eluned's Welsh/);
    expect(ask('Is she a native Spanish speaker?')).toMatch(/^No\. Eluned's Spanish/);
  });

  it('"good enough" for B2 gives the level with its CEFR descriptor and no verdict', () => {
    const answer = ask('Is her French good enough for client meetings?');
    expect(answer).toMatch(/^Eluned's French: Professional working \(B2\)/);
    expect(answer).toContain('CEFR B2: can interact with a degree of fluency and spontaneity');
  });

  it('reads a listed level as the CEFR does', () => {
    expect(levelRank('Fluent (C1)')).toBe(5);
    expect(levelRank('Basic')).toBe(2);
    expect(levelRank('Conversational')).toBe(3);
    expect(levelRank('Bilingual')).toBe(7);
    expect(levelRank('Some')).toBeUndefined();
  });
});
