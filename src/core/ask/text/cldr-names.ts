/**
 * Names of a kind that CLDR lists (issue #28, session 33, the asked value in the write-up): "In which
 * languages was the audio ballot recorded?" is answered by the sentence that names languages ("in
 * English, Greek, Italian, Vietnamese …"), not by "Audio in 6 languages."; "which countries" by the one
 * that names countries. The English names come from the runtime's CLDR data (`Intl.DisplayNames` over
 * every two-letter code), made at first use and kept per kind until the server empties the text caches when idle
 * (./release.ts); nothing here names a field.
 */
import { stem } from './words.ts';

type CldrKind = 'language' | 'region';

/** The nouns that ask for names of a CLDR kind (general English), by their stems. */
const KINDS: ReadonlyMap<string, CldrKind> = new Map([
  [stem('language'), 'language'],
  [stem('languages'), 'language'],
  [stem('country'), 'region'],
  [stem('countries'), 'region'],
]);

const made = new Map<CldrKind, ReadonlySet<string>>();

/** The English names of a kind, from every two-letter code CLDR names. */
function namesOf(kind: CldrKind): ReadonlySet<string> {
  const known = made.get(kind);
  if (known) return known;
  const display = new Intl.DisplayNames('en', { type: kind, fallback: 'none' });
  const names = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const first of letters) {
    for (const second of letters) {
      const code = kind === 'region' ? `${first}${second}`.toUpperCase() : `${first}${second}`;
      try {
        const name = display.of(code);
        if (name && name !== code && !/\s|\(/.test(name)) names.add(name);
      } catch {
        // Not a code CLDR accepts.
      }
    }
  }
  made.set(kind, names);
  return names;
}

/** The CLDR kind of names a noun asks for ("languages": language names), or undefined. */
export const cldrKindOf = (nounStem: string): CldrKind | undefined => KINDS.get(nounStem);

/** How many names of the kind a text writes ("in English, Greek and Italian": 3). */
export function cldrNamesIn(text: string, kind: CldrKind): number {
  const names = namesOf(kind);
  let count = 0;
  for (const token of text.split(/[\s,;:.()]+/)) if (token && names.has(token)) count++;
  return count;
}

/** Empties the names made (the server does when idle, ./release.ts); the next question makes them again. */
export function releaseCldrNames(): void {
  made.clear();
}

/** How many kinds of names are held now (the tests read it). */
export const cldrKindsHeld = (): number => made.size;
