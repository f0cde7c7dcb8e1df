/**
 * /v1/ask reads the sentences and names of the content through the content cache
 * (contentTokens/contentStems of src/core/ask/text/words.ts), not through `tokenize` for every
 * question (issue #28, "Speed without the memo"): counted, never timed. Here, not in the unit
 * project, because it mocks a module (the unit files share one module graph).
 */
import { resolve } from 'node:path';
import { expect, it, vi } from 'vitest';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import * as words from '../../src/core/ask/text/words.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';

// Calls of `tokenize` from outside its module are counted (the content cache calls it inside).
vi.mock('../../src/core/ask/text/words.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/ask/text/words.ts')>();
  return { ...actual, tokenize: vi.fn(actual.tokenize) };
});

it('answering a fact question a second time tokenizes its own words, not the sentences of the projects', () => {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/example-portfolio'))));
  const engine = createAskEngine(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
  // Questions answered from the sentences of a project: each tokenized its candidates' texts before (59 calls for the three).
  const facts = ['what were the results of the airflow to dagster migration', 'what was the snowflake migration about', 'whats the bigquery cost monitor'];
  for (const q of facts) expect(engine.ask(q)._meta.response_type).not.toBe('not_found');
  const tokenize = vi.mocked(words.tokenize);
  tokenize.mockClear();
  for (const q of facts) engine.ask(q);
  // What is left is the question's own words (read once per question) and a label or two.
  expect(tokenize.mock.calls.length).toBeLessThanOrEqual(facts.length * 3);
  expect(tokenize.mock.calls.map(([text]) => text)).toEqual(expect.arrayContaining([expect.stringContaining('airflow')]));
});
