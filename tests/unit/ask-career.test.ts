/**
 * /v1/ask on the career, services, rates and availability (issue #16): the questions of
 * tests/fixtures/ask-eval/career.json on the example portfolio and on a second content set
 * (an imported JSON Resume with services), answered by the whole engine with references to the
 * API resources used; private rates never appear; skill-years questions stay the engine's.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { careerAnswerer } from '../../src/core/ask/knowledge/career.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';

interface Case {
  q: string;
  must: string[];
  must_not: string[];
  response_type?: string;
  refs: string[];
}
const { sets } = JSON.parse(readFileSync(resolve('tests/fixtures/ask-eval/career.json'), 'utf8')) as {
  sets: Record<string, { content: string; today: string; cases: Case[] }>;
};
const urls = createUrls('https://example.test');

for (const [name, set] of Object.entries(sets)) {
  describe(`career questions: ${name}`, () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve(set.content))));
    const engine = createAskEngine(portfolio, urls, JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
    // The years depend on the day; the fixture names it, the engine uses the process's day.
    const career = careerAnswerer(portfolio, urls, set.today);

    it('has at least ten cases', () => expect(set.cases.length).toBeGreaterThanOrEqual(10));

    for (const c of set.cases) {
      it(c.q, () => {
        const fromCareer = career(c.q);
        const answer = fromCareer ?? engine.ask(c.q);
        if (fromCareer) expect(engine.ask(c.q)._meta.intent, 'the engine hands the question to the career knowledge').toBe(fromCareer._meta.intent);
        const text = answer.answer.toLowerCase();
        for (const m of c.must) expect(text, `must contain "${m}"`).toContain(m.toLowerCase());
        for (const m of c.must_not) expect(text, `must not contain "${m}"`).not.toContain(m.toLowerCase());
        if (c.response_type) expect(answer._meta.response_type).toBe(c.response_type);
        for (const ref of c.refs) expect(answer.references).toContain(urls.abs(ref));
      });
    }
  });
}

describe('a portfolio without a career or services', () => {
  it('leaves the question to the engine, which says it is not stated, with no references', () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/other-portfolio'))));
    const career = careerAnswerer(portfolio, urls, '2026-11-23');
    const engine = createAskEngine(portfolio, urls, buildAskIndex(portfolio));
    for (const q of ['what is her day rate?', 'is she available for new work?', 'what did she study?']) {
      expect(career(q), q).toBeUndefined();
      const a = engine.ask(q);
      expect(a._meta.response_type, `${q}: ${a.answer}`).toBe('not_found');
      expect(a.references, q).toEqual([]);
    }
  });
});
