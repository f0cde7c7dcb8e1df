/**
 * The items of the owner's stated limits and wishes (./boundaries.ts): a list's parts as the stems
 * of their content words, a word the sentence writes in capitals ("RAN" of "RAN automation") kept as
 * the name it is, never dropped as the common word of its letters ("ran").
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { GENERIC_NOUNS } from '../lexicon.ts';
import { isStopLike } from '../question/stop-words.ts';
import { fold, tokenize } from '../text/words.ts';

/** The items of a list ("a, b and c"), each as the stems of its content words; a wish's item ends before its relative clause ("… that survives an audit"). */
export function itemsOf(knowledge: Knowledge, list: string, words: LimitWords, wish = false, capitals?: ReadonlySet<string>): Set<string>[] {
  const items: Set<string>[] = [];
  for (const part of list.split(/[,;:]|\bor\b|\band\b|\boder\b|\bund\b/)) {
    const stems = contentStems(knowledge, wish ? part.split(/\b(?:that|which|who)\b/)[0]! : part, words, capitals);
    if (stems.size) items.push(stems);
  }
  return items;
}

/** The words a text writes in capitals ("RAN"), folded: names, never the common word of their letters ("ran"). */
export const capitalsOf = (text: string): Set<string> => new Set((text.match(/\b[A-Z]{2,}\b/g) ?? []).map(fold));

export function contentStems(knowledge: Knowledge, text: string, words: LimitWords, capitals: ReadonlySet<string> = capitalsOf(text)): Set<string> {
  return new Set(
    tokenize(text)
      .filter(
        (token) =>
          capitals.has(token.folded) ||
          (!isStopLike(knowledge, token.folded) && !words.stop.has(token.folded) && !GENERIC_NOUNS.has(token.folded) && token.folded.length > 1),
      )
      .filter((token) => !words.negations.has(token.folded) && !words.verbs.has(token.stem))
      .map((token) => token.stem),
  );
}

export interface LimitWords {
  negations: ReadonlySet<string>;
  verbs: ReadonlySet<string>;
  /** Function words of the content's language ("für"). */
  stop: ReadonlySet<string>;
}
