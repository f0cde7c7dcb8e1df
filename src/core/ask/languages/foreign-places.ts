/**
 * A place named in the asker's language that the gazetteer does not know ("Habite-t-elle à Salonique ?" reads
 * "does she live in Salonique?") may be the very place the owner is based in, written as that language writes
 * it: the "No." the engine gives an English question about an unknown place (the owner is based elsewhere) is
 * not earned there. The answer keeps where the owner is based and says which name it does not write. A "No."
 * about a place the gazetteer knows ("… not in Japan") stays.
 */
import { findPlaces } from '../gazetteer.ts';
import type { AskAnswer } from '../schema.ts';
import { plainLetters } from '../text/plain-letters.ts';

/** The capitalised words after the last "in" of a read question ("Salonique"), or undefined. */
const PLACE_ASKED = /\bin\s+((?:\p{Lu}[\p{L}'’-]*\s*)+)[?.!]*\s*$/u;

/** The answer without its "No." when the location it denies is a name the gazetteer does not know; the answer as is otherwise. */
export function withoutUnknownPlaceVerdict(answer: AskAnswer, read: string): AskAnswer {
  if (answer._meta.intent !== 'location' || !answer.answer.startsWith('No. ')) return answer;
  const place = PLACE_ASKED.exec(read)?.[1]?.trim();
  if (!place || findPlaces(plainLetters(place).split(' ').filter(Boolean)).length) return answer;
  return {
    ...answer,
    // The English answer's own note on a name it does not write ("… it is taken to be another place") gives way to this one.
    answer: `${answer.answer.slice(4).replace(/ The portfolio does not write “[^”]*”: it is taken to be another place\./, '')} The portfolio does not write “${place}”, which may be a place named in the language of the question.`,
    _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.5) },
  };
}
