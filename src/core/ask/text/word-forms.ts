/**
 * Whether one word is a form of another, by their stems (../text/words.ts): the same stem, or the
 * longer one the shorter with a derivational ending of general English ("broadcast" -> "broadcaster",
 * "manag" -> "management", "regulat" -> "regulation"), or a combining form in -o that opens a compound
 * ("crypto" of "cryptocurrency", "micro" of "microcontroller", "photo" of "photography"). A word that
 * merely starts with another is not a form of it: "databas" is not "data", "testimony" not "test",
 * "partner" not "part" (too short).
 */
import { releaseCompiledCode } from './patterns.ts';

/** Endings that derive a word from another (after the stemmer removed the plural, -ing, -ed and a final e, which the ending may keep: "manag" -> "management"; and the -is of a Greek singular whose plural in -es the stemmer cut: "diagnos" -> "diagnosis"). */
const DERIVED =
  /^e?(?:is|er|ers|or|ors|al|ally|ic|ical|ist|ism|ive|ion|ions|ation|ations|ity|ly|ment|ments|ness|ery|ary|ory|ant|ent|ance|ence|able|ible|ful|ous|ure|age)$/;

/** Whether `longer` (a stem) is `shorter` (a stem of four letters or more) or a word derived from it. */
export function isFormOf(shorter: string, longer: string): boolean {
  if (shorter === longer) return true;
  if (shorter.length < 4 || longer.length <= shorter.length || !longer.startsWith(shorter)) return false;
  return DERIVED.test(longer.slice(shorter.length)) || shorter.endsWith('o');
}

// Its machine code goes when idle (./patterns.ts).
releaseCompiledCode(DERIVED);
