/**
 * The answering engine for the `/ask` page, built once per process from the same portfolio
 * and URLs as every other page (src/core/ask: `buildAskIndex` + `createAskEngine`).
 */
import { buildAskIndex, createAskEngine, type AskEngine } from '../core/ask/index.ts';
import { getPortfolio, urls } from './portfolio.ts';

let engine: Promise<AskEngine> | undefined;

export function getAskEngine(): Promise<AskEngine> {
  return (engine ??= getPortfolio().then((portfolio) => createAskEngine(portfolio, urls, buildAskIndex(portfolio))));
}

/** The example questions of the engine's help answer (the quoted parts), for the page. */
export async function exampleQuestions(): Promise<string[]> {
  const help = (await getAskEngine()).ask('');
  return [...help.answer.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}
