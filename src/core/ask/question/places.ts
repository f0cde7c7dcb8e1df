/** The places a question names ("is she based in the US?"), found in the gazetteer before typo correction. */
import { findPlaces, type PlaceMention } from '../gazetteer.ts';
import type { Word } from './words.ts';

/** The places among the words; "us" and "la" count only when the question says "the US", "US" or "LA". */
export function findQuestionPlaces(words: readonly Word[], question: string): PlaceMention[] {
  return findPlaces(words.map((word) => word.folded)).filter(({ place, start }) => {
    // "us" is a pronoun unless written "the US" or "USA".
    const first = words[start]!.folded;
    return (
      !(first === 'us' && words[start - 1]?.folded !== 'the' && !writesWord(question, 'US')) &&
      !(place.kind === 'city' && first === 'la' && !writesWord(question, 'LA'))
    );
  });
}

/** Whether the question as typed contains the word, with this case. */
function writesWord(question: string, word: string): boolean {
  return new RegExp(`\\b${word}\\b`).test(question);
}
