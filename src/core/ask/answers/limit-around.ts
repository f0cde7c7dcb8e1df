/**
 * A request to go around what a stated limit says the owner will not help anyone go around (issue
 * #28, session 36): "A client in an embargoed country needs its payments to slip past the OFAC list
 * check. Would she help?" against "I do not build ways around sanctions screening". The limit's
 * clause names what its act goes around (./limit-thing-act.ts, read by ./limit-earned.ts); a request
 * put to the owner (./limit-concepts.ts `asksOwnerFor`) that writes a word of going around, past or
 * out of a thing and meets that thing, as written or in other words ("check" for "screening",
 * WordNet, ../knowledge/limit-reach.ts), gets "No." with the limit. Asking for the thing itself
 * ("Would she build sanctions screening?") meets nothing here and is no refusal (./limit-earned.ts).
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { asksOwnerFor } from './limit-concepts.ts';
import { clausesOf, limitMeets } from './limit-earned.ts';
import { goesAround } from './limit-thing-act.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';

/** "No." with the limit sentence whose thing gone around the request asks to go around; undefined otherwise. */
export function aroundAnswer(knowledge: Knowledge, sentences: readonly string[], question: ParsedQuestion): AskAnswer | undefined {
  const words = question.words;
  if (!goesAround(words) || !asksOwnerFor(knowledge, question)) return undefined;
  const { meets } = limitMeets(knowledge);
  const asked = words.filter((word) => word.folded.length > 2 && !FUNCTION_WORDS.has(word.folded) && !knowledge.person.words.has(word.folded));
  const found = [...new Set(sentences)].find((sentence) =>
    clausesOf(knowledge, sentence).some((clause) =>
      clause.narrows.some((narrow) => narrow.marker === 'around' && narrow.at.some((at) => asked.some((word) => meets(word, clause.tokens[at]!)))),
    ),
  );
  if (!found) return undefined;
  return reply('answer', 'profile', `No. From ${owners(knowledge)} bio: “${found}”`, [apiUrl(knowledge, url('getProfile'))], confidenceOf(question, 0.8));
}
