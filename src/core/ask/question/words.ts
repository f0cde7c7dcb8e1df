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
  /** Read as the common English word where the content has a name of the same letters ("son" against "SON", ./common-word.ts). */
  common?: boolean;
  /** Capitalised in the question ("Go" rather than "go"). */
  capitalised: boolean;
  /** Written as a name: in capitals ("CAN"), or capitalised inside a sentence rather than as its first word ("Can she"). */
  asName: boolean;
}

/** The words of `text` (the normalised question); `question` as typed tells which were capitalised. */
export function questionWords(text: string, question: string): Word[] {
  // Each reading of capitals below needs a capital letter: a question in lower case (about half) has none to read.
  if (!/\p{Lu}/u.test(question)) return wordsOf(text, NO_CAPITALS, NO_CAPITALS, NO_PLURALS, NO_CAPITALS);
  const mixed = innerCapitals(question);
  // "Tiriwā", "Émile": a name's letters beyond ASCII belong to it (folded, as the content's are).
  const capitals = new Set(
    [...(question.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}\p{N}.+#]*/gu) ?? []), ...mixed].map((word) => fold(word.replace(/^([A-Z]{2,})(?:es|s)$/, '$1'))),
  );
  // "Does she know R?": a capital inside the question is a name, not the chat shorthand "r" (are).
  // "R 3.6?": a capital letter before a version number is a name too, first word or not.
  const inner = new Set(question.match(/(?<=\S\s+)[A-Z]\b|\b[A-Z](?=\s+v?\d)/g)?.map((word) => fold(word)) ?? []);
  // "RTOSes", "GPUs": capitals with a plural ending written in lower case are the acronym, in the singular.
  const acronymPlurals = new Map((question.match(/\b[A-Z]{2,}(?:es|s)\b/g) ?? []).map((word) => [fold(word), fold(word.replace(/(?:es|s)$/, ''))]));
  // "Does she know CAN?" against "Can she repair …?": capitals, or a capital that does not open a sentence.
  const names = new Set(
    [...(question.match(/\b[A-Z][A-Z0-9]+\b|(?<![.!?:;]\s*|^\s*|[¿¡"“(]\s*)(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}\p{N}]*/gu) ?? []), ...mixed].map((word) =>
      fold(word),
    ),
  );
  return wordsOf(text, capitals, inner, acronymPlurals, names);
}

/** "vMix", "cFS", "gRPC": a word of letters that starts in small letters and has a capital inside is written as a name, first word or not ("grandMA2", with its version, is read as before). */
const innerCapitals = (question: string): string[] => question.match(/(?<![\p{L}\p{N}])\p{Ll}+\p{Lu}[\p{L}\p{M}]*(?![\p{L}\p{M}\p{N}])/gu) ?? [];

const NO_CAPITALS: ReadonlySet<string> = new Set();
const NO_PLURALS: ReadonlyMap<string, string> = new Map();

/** The words of the normalised text, with what the question's capitals tell of each. */
function wordsOf(
  text: string,
  capitals: ReadonlySet<string>,
  inner: ReadonlySet<string>,
  acronymPlurals: ReadonlyMap<string, string>,
  names: ReadonlySet<string>,
): Word[] {
  const tokens = tokenize(text).map((token) => {
    const singular = acronymPlurals.get(token.folded);
    if (singular) return { folded: singular, stem: stem(singular) };
    const long = inner.has(token.folded) ? undefined : SHORTHANDS.get(token.folded);
    return long ? { folded: long, stem: stem(long) } : token;
  });
  return tokens.map((token) => ({
    folded: token.folded,
    stem: token.stem,
    corrected: false,
    inMention: false,
    capitalised: capitals.has(token.folded),
    asName: names.has(token.folded),
  }));
}
