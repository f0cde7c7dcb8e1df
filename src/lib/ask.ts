/**
 * The answering engine for the `/ask` page: the same per-portfolio engine as `/v1/ask`
 * (src/http/routes/ask.ts), over the same portfolio and URLs as every other page.
 */
import type { AskEngine } from '../core/ask/index.ts';
import { askEngine } from '../http/routes/ask.ts';
import { getPortfolio, urls } from './portfolio.ts';

export async function getAskEngine(): Promise<AskEngine> {
  return askEngine(await getPortfolio(), urls);
}

/** The example questions of the engine's help answer (the quoted parts), for the page. */
export async function exampleQuestions(): Promise<string[]> {
  const help = (await getAskEngine()).ask('');
  return [...help.answer.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}
