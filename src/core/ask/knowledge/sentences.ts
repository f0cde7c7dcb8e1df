/** A sentence of a write-up or of the bio with the set of its stems: what answers quote. */
import { eachWord } from '../text/words.ts';

export interface Sentence {
  text: string;
  stems: Set<string>;
}

/** A sentence and its stems; `stemOf` may be a memoised stem (see ../text/words.ts `stemmer`). */
export function toSentence(text: string, stemOf: (word: string) => string): Sentence {
  const stems = new Set<string>();
  eachWord(text, (word) => stems.add(stemOf(word)));
  return { text, stems };
}
