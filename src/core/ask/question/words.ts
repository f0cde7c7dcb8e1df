/**
 * The words of a question: tokens of the normalised text with chat shorthands expanded ("u" ->
 * "you"), each marked when the question capitalised it ("Go" rather than "go"). Later stages
 * correct their stems and mark the words that name something.
 */
import { SHORTHANDS } from '../lexicon.ts';
import { fold, stem, tokenize } from '../text/words.ts';

export interface Word {
  /** Folded as typed (a chat shorthand expanded). */
  folded: string;
  /** Stem, after typo correction. */
  stem: string;
  /** Corrected (typo or word family). */
  corrected: boolean;
  /** Part of an entity mention. */
  inMention: boolean;
  /** Capitalised in the question ("Go" rather than "go"). */
  capitalised: boolean;
}

/** The words of `text` (the normalised question); `question` as typed tells which were capitalised. */
export function questionWords(text: string, question: string): Word[] {
  const capitals = new Set(question.match(/\b[A-Z][A-Za-z0-9.+#]*/g)?.map((word) => fold(word)) ?? []);
  // "Does she know R?": a capital inside the question is a name, not the chat shorthand "r" (are).
  const inner = new Set(question.match(/(?<=\S\s+)[A-Z]\b/g)?.map((word) => fold(word)) ?? []);
  const tokens = tokenize(text).map((token) => {
    const long = inner.has(token.folded) ? undefined : SHORTHANDS.get(token.folded);
    return long ? { folded: long, stem: stem(long) } : token;
  });
  return tokens.map((token) => ({ folded: token.folded, stem: token.stem, corrected: false, inMention: false, capitalised: capitals.has(token.folded) }));
}
