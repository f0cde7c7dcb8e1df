/**
 * The words that reach a word of the owner's stated limits (issue #28, a refused request told in
 * other words): what WordNet 3.1 relates to the limit's word (its synonyms, kinds two steps down,
 * its broader word, its family by derivation; "army" for "military", "gun" for "weapons") and the
 * words whose first definition names it at its head, or that head its own definition ("bookmaker: a
 * gambler who accepts and pays off bets" for "betting"). Read at build time through
 * ./bridges.ts (the same reading that bridges everyday words to the projects' words), stored in the
 * ask index as one flat string, "stem limitStem ~limitStem ^limitStem …" per line ("~": by a definition
 * only; "^": a kind of what the limit names, ./limit-kinds.ts),
 * so that the server never reads WordNet. Field-neutral: WordNet decides which words meet a limit.
 */
import { FUNCTION_WORDS } from '../lexicon.ts';
import { tokenize } from '../text/words.ts';
import { bridgesOf, flatTable } from './bridges.ts';

/** Build time: `words` (folded word of a limit -> its stem) -> the flat table of the words that reach them. */
export function limitReachOf(
  words: ReadonlyMap<string, string>,
  stemOf: (word: string) => string,
  kinds: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): string {
  const inverted = new Map<string, Set<string>>();
  // The kinds of what a limit names (./limit-kinds.ts), marked "^": a kind of the limit's thing, the surest reach.
  for (const [kindStem, targets] of kinds) {
    if (FUNCTION_WORDS.has(kindStem)) continue;
    inverted.set(kindStem, new Set([...targets].map((target) => `^${target}`)));
  }
  for (const [word, bridges] of Object.entries(bridgesOf(words.keys(), stemOf))) {
    const target = words.get(word)!;
    for (const [list, mark] of [
      [bridges.related, ''],
      [bridges.defined, '~'],
    ] as const) {
      for (const lemma of list) {
        // One word only: a lemma of several words ("air_force") is no single word of a question.
        if (!/^[a-z]{3,}$/.test(lemma)) continue;
        const [token] = tokenize(lemma);
        if (!token || token.stem === target || FUNCTION_WORDS.has(token.folded)) continue;
        const set = inverted.get(token.stem) ?? new Set<string>();
        if (!set.has(target) && !set.has(`^${target}`)) set.add(`${mark}${target}`);
        inverted.set(token.stem, set);
      }
    }
  }
  return flatTable(inverted);
}

/** One limit stem a word reaches: by a definition only, or as a kind of the limit's thing (./limit-kinds.ts). */
export interface LimitReach {
  stem: string;
  defined: boolean;
  kind?: true;
}

/** Run time: the flat table read into stem -> [limit stem, by a definition only, as a kind]. */
export function readLimitReach(table: string): Map<string, LimitReach[]> {
  const map = new Map<string, LimitReach[]>();
  for (const line of table.split('\n')) {
    const [key, ...targets] = line.split(' ');
    if (!key || !targets.length) continue;
    map.set(
      key,
      targets.map(
        (target): LimitReach =>
          target.startsWith('~')
            ? { stem: target.slice(1), defined: true }
            : target.startsWith('^')
              ? { stem: target.slice(1), defined: false, kind: true }
              : { stem: target, defined: false },
      ),
    );
  }
  return map;
}
