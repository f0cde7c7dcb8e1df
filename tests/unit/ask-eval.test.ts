/**
 * The /v1/ask evaluation sets (tests/fixtures/ask-eval/): the default content and a second
 * portfolio from another content directory must both score at least the threshold reached,
 * which shows the answering is not tuned to the default content's words. `npm run eval:ask`
 * prints the same scores per question type.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFailures, EVAL_TYPES, evaluate, type EvalCase } from '../../src/core/ask/evaluate.ts';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';

/** The share of questions answered fully correctly, reached on both sets; lower it only with a reason. */
const THRESHOLD = 1;

const SETS = [
  { name: 'default', content: 'tests/fixtures/example-portfolio', cases: 'tests/fixtures/ask-eval/default.json', min: 60 },
  { name: 'other', content: 'tests/fixtures/other-portfolio', cases: 'tests/fixtures/ask-eval/other.json', min: 25 },
];

function run(set: (typeof SETS)[number]) {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve(set.content))));
  const index = JSON.parse(JSON.stringify(buildAskIndex(portfolio)));
  const engine = createAskEngine(portfolio, createUrls('https://example.test'), index);
  const cases = JSON.parse(readFileSync(resolve(set.cases), 'utf8')) as EvalCase[];
  return { cases, report: evaluate(engine, cases) };
}

describe('ask evaluation sets', () => {
  const results = SETS.map((set) => ({ set, ...run(set) }));

  for (const { set, cases, report } of results) {
    it(`${set.name}: is a well-formed set covering every question type`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(set.min);
      for (const c of cases) {
        expect(EVAL_TYPES, c.q).toContain(c.type);
        for (const key of ['must', 'must_not', 'refs_must', 'refs_must_not'] as const) expect(Array.isArray(c[key]), `${c.q}: ${key}`).toBe(true);
      }
      for (const type of EVAL_TYPES)
        expect(
          cases.some((c) => c.type === type),
          type,
        ).toBe(true);
    });

    it(`${set.name}: scores at least ${THRESHOLD}`, () => {
      expect(report.share, `${set.name} scored ${report.correct}/${report.total}:\n${describeFailures(report)}`).toBeGreaterThanOrEqual(THRESHOLD);
    });
  }

  it('scores the same range on both portfolios', () => {
    const [a, b] = results.map((r) => r.report.share);
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(0.05);
  });
});
