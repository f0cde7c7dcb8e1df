/**
 * "Does she do data entry?", "wedding planning", "guidance counselling": a category's one-word name
 * inside a compound whose other word the portfolio never uses (no project, skill, tag, bio or
 * fact word) is another thing than the category: it is not the category asked for, so the
 * category's skills are not listed as if they answered. General: the check is the portfolio's own
 * vocabulary, not a list of words.
 */
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from './mentions.ts';
import type { ParsedQuestion } from './parse.ts';
import { isStopLike } from './stop-words.ts';

/** Whether a category mention is one word next to a word the portfolio never uses, in a yes/no question. */
export function inForeignCompound(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, before = true): boolean {
  // Only a yes/no ("Does she do data entry?"): "What communication protocols does he know?" asks for the category.
  if (
    !question.cues.has('yesno') ||
    mention.end - mention.start !== 1 ||
    !mention.entities.every((entity) => entity.kind === 'category' || entity.kind === 'concept')
  )
    return false;
  // `before` false: only the word after ("data entry"); a modifier before ("interior design") is the not-listed answer's own case.
  const neighbours = [before ? question.words[mention.start - 1] : undefined, question.words[mention.end]];
  return neighbours.some(
    (word) =>
      word !== undefined &&
      word.folded.length > 2 &&
      /^\p{L}+$/u.test(word.folded) &&
      !isStopLike(knowledge, word.folded) &&
      !isKnownStem(knowledge, word.stem) &&
      !knowledge.factOnlyStems.has(word.stem) &&
      !question.mentions.some((other) => other !== mention && question.words.indexOf(word) >= other.start && question.words.indexOf(word) < other.end),
  );
}
