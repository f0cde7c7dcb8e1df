// /v1/ask: natural-language questions about the portfolio (the engine is src/core/ask).
import { z } from 'zod';
import type { AskEngine, AskIndexData } from '../../core/ask/index.ts';
import { ASK_MAX_QUERY_LENGTH, AskAnswer } from '../../core/ask/schema.ts';
import type { Portfolio } from '../../core/portfolio.ts';
import { releasablePerPair } from '../../core/keyed.ts';
import type { Urls } from '../../core/urls.ts';
import { op, route, type ApiRoute } from '../route.ts';
import { loadAskModule, loadedAskModule, releaseAskModule } from './ask-engine-module.ts';

/** Largest accepted POST body (bytes); a larger one is a 413. */
export const ASK_MAX_BODY_BYTES = 4 * 1024;

/**
 * One engine per portfolio and URLs (its answers name them): the index comes from the build (or is
 * built here, in development). The engine reads and answers in the portfolio's language (a German
 * portfolio answers German questions in German; docs/languages.md).
 */
const engines = releasablePerPair((_p: Portfolio, _u: Urls) => ({ engine: undefined as AskEngine | undefined }));

/**
 * Drops every engine made so far and empties the engine's text caches (content tokens, stems,
 * sentences; module-wide, bounded) (the server calls it when idle, src/server/idle-memory.ts): an
 * engine's tables are a few MB of heap, and the next question makes its engine again from the
 * index already in memory (about 80 ms for the example content, once). In the server build the
 * engine's module goes too (./ask-engine-module.ts: its word tables, patterns and code, about
 * 4 MB), and the next question loads it again first (0.1 to 0.3 s).
 */
export function releaseAskEngines(): void {
  engines.release();
  loadedAskModule()?.releaseTextCaches();
  releaseAskModule();
}

/**
 * After the idle collection: the engine's patterns get fresh data (src/core/ask/text/patterns.ts),
 * where its module stays loaded (development); in the server build the module is gone by then.
 */
export function recompileAskPatterns(): void {
  loadedAskModule()?.recompilePatterns();
}

export function askEngine(portfolio: Portfolio, urls: Urls, index?: AskIndexData): AskEngine {
  const slot = engines.get(portfolio, urls);
  if (!slot.engine) {
    const { buildAskIndex, createAskEngine } = loadAskModule();
    slot.engine = createAskEngine(portfolio, urls, index ?? buildAskIndex(portfolio), { language: portfolio.lang });
  }
  return slot.engine;
}

const Question = z.string().max(ASK_MAX_QUERY_LENGTH, { error: `at most ${ASK_MAX_QUERY_LENGTH} characters` });

const DESCRIPTION =
  'Answers a question about the portfolio (in English; German, French, Spanish, Portuguese, Dutch, Nordic, Italian and Polish questions are read too), from its public content only: deterministic, no language model, no network. ' +
  'The answer names the facts and `references` lists the URLs used (the page of each cited project, the API resources). ' +
  '`_meta.response_type` is `answer`, `list`, `not_found` (the portfolio does not say: no references) or `help`; ' +
  '`_meta.intent` is the kind of question recognised and `_meta.confidence` how sure the engine is (0 to 1). ' +
  `Questions are at most ${ASK_MAX_QUERY_LENGTH} characters. Private data (contact details, architecture notes, skill evaluations) is never part of an answer.`;

export const ASK_ROUTES: ApiRoute[] = [
  route({
    ...op('askQuestion'),
    description: `${DESCRIPTION} Without \`q\`, or with a blank one, the answer is help with example questions.`,
    tags: ['ask'],
    // Memoised like the filtered lists (the router's bounded cache of serialised answers): agents
    // ask the same questions again and again, and the answer depends only on the content and the
    // question. A question not seen recently is answered by the engine (tens of microseconds).
    pure: true,
    query: () =>
      z.object({
        q: Question.optional().meta({ description: 'The question.', example: 'Which databases does she know?', allowEmpty: true }),
      }),
    response: AskAnswer,
    problems: ['bad-request'],
    handle: ({ portfolio, urls, query, askIndex }) => askEngine(portfolio, urls, askIndex).ask((query as { q?: string }).q ?? ''),
  }),
  route({
    ...op('askQuestionPost'),
    description: `${DESCRIPTION} The body is JSON \`{"query": "…"}\` of at most ${ASK_MAX_BODY_BYTES} bytes.`,
    tags: ['ask'],
    cacheControl: 'no-store',
    pure: true,
    body: {
      kind: 'json',
      schema: z.strictObject({ query: Question.describe('The question.') }).meta({ id: 'AskRequest' }),
      maxBytes: ASK_MAX_BODY_BYTES,
      example: { query: 'Show me the dbt projects' },
    },
    response: AskAnswer,
    problems: ['bad-request'],
    handle: ({ portfolio, urls, body, askIndex }) => askEngine(portfolio, urls, askIndex).ask((body as { query: string }).query),
  }),
];
