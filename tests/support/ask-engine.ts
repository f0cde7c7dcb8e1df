/**
 * The /v1/ask engine of a portfolio as the server has it, for the ask tests: the index built
 * (as the build does), passed through JSON (as between the build and the server), and the engine
 * started on https://example.test. `post` writes a post entry of `portfolioData`.
 */
import { type AskEngine, buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import type { Portfolio } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';

export function askEngineOf(portfolio: Portfolio): AskEngine {
  return createAskEngine(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
}

export const post = (id: string, date: string, title: string, description: string, body: string, tags: string[], draft = false) => ({
  id,
  data: { title, description, date, tags, ...(draft ? { draft } : {}) },
  body,
});
