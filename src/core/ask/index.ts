/**
 * `/v1/ask`: answers questions about the portfolio from its public content only, with the
 * sources used, deterministically and without any model or network call.
 *
 * Build time: `buildAskIndex(portfolio)` -> JSON. Start-up: `createAskEngine(portfolio, urls,
 * index)`, once per process. Per request: `engine.ask(question)`.
 */
export { ASK_ENVELOPE_VERSION, ASK_MAX_QUERY_LENGTH, AskAnswer } from './schema.ts';
export { buildAskIndex, type AskIndexData } from './index-data.ts';
export { createAskEngine, type AskEngine, type AskEngineOptions } from './engine.ts';
export { ANSWER_LANGUAGES, detectQuestionLanguage, QUESTION_LANGUAGES } from './languages/index.ts';
