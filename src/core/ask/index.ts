/**
 * `/v1/ask`: answers questions about the portfolio from its public content only, with the
 * sources used, deterministically and without any model or network call.
 *
 * Build time: `buildAskIndex(portfolio)` -> JSON. Start-up: `createAskEngine(portfolio, urls,
 * index, { language })`, once per process and content language (`language`: the content's, default
 * English). Per request: `engine.ask(question)`; `detectQuestionLanguage(question)` tells which
 * question table (./languages/) reads a question, for a server that holds one engine per language.
 */
export { ASK_ENVELOPE_VERSION, ASK_MAX_QUERY_LENGTH, AskAnswer } from './schema.ts';
export { buildAskIndex, type AskIndexData } from './index-data.ts';
export { createAskEngine, type AskEngine, type AskEngineOptions } from './engine.ts';
export { detectQuestionLanguage } from './languages/index.ts';
export { releaseTextCaches } from './text/release.ts';
export { recompilePatterns } from './text/patterns.ts';
