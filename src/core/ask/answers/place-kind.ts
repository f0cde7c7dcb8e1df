/**
 * Whether a sentence names a place of the kind a question asks (issue #28, session 35, write-up facts):
 * "Which country received the most documents?" is answered by "… in 23 countries; Belgium, where …, was the
 * largest receiving country.", not by "… looks up receivers in the SML". The places are the gazetteer's
 * (../gazetteer.ts) and CLDR's country names (../text/cldr-names.ts), general knowledge, no field's.
 */
import { findPlaces } from '../gazetteer.ts';
import { cldrKindOf, cldrNamesIn } from '../text/cldr-names.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems } from '../text/words.ts';

/** "in Veldhoven", "at the St Bride Library": a capitalised name after a preposition of place; "in October" is a date. */
const PLACE_AFTER = /\b(?:in|at|from|to)\s+(?:the\s+)?\p{Lu}/u;
const MONTH_AFTER = /\b(?:in|at|from|to)\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/gu;

/**
 * Whether a sentence names a place of the kind asked: "Which country …" a country (CLDR's names, the gazetteer's), not "in
 * the SML"; any other place a name after a preposition of place ("in Veldhoven", not "in October"), or a place the
 * gazetteer knows wherever the sentence writes it ("… in 23 countries; Belgium, where …"), not one the question writes.
 */
export function statesPlace(noun: string | undefined, text: string, stems: readonly string[]): boolean {
  // Capitalised words only: "us" and "in" are words before they are countries.
  const words = text.split(/[^\p{L}\p{M}\p{N}'’-]+/u).map((word) => (/^\p{Lu}/u.test(word) ? word.toLowerCase() : ''));
  const known = findPlaces(words)
    .map((found) => found.place)
    .filter((place) => ![...contentStems(place.name)].every((wordStem) => stems.includes(wordStem)));
  if (noun && cldrKindOf(noun) === 'region') return cldrNamesIn(text, 'region') > 0 || known.some((place) => place.kind === 'country');
  return PLACE_AFTER.test(text.replace(MONTH_AFTER, '')) || known.length > 0;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(PLACE_AFTER, MONTH_AFTER);
