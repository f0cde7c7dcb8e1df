/**
 * The agent nouns a past verb may have, by general English endings: "fabricated" -> fabricator,
 * "photographed" -> photographer, "verified" -> verifier (as stems), so that "Who verified X?" finds
 * "the verifier" in a sentence.
 */
import { stem } from './words.ts';

export function agentNouns(verb: string): string[] {
  const base = verb.replace(/ed$/, '');
  const withE = verb.replace(/d$/, '');
  return [...new Set([`${base}er`, `${base}or`, `${withE}r`, `${withE.replace(/e$/, '')}or`, `${base}${base.at(-1)}er`])].map((noun) => stem(noun));
}
