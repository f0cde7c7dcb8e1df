/**
 * The kinds of pastime an interest is by WordNet's definitions (issue #28, session 33): "Does she do any
 * water sports?" with "Dragon boat racing", "Whitewater canoeing" or "Waka ama (Outrigger canoe paddling)"
 * listed. WordNet has "water sport" ("sports that involve bodies of water") as a kind of sport, but no
 * pastime of these as its kind: only the definitions link them ("boat: a small vessel for travel on
 * water"; "whitewater: frothy water as in rapids"). Read at build time from WordNet 3.1 and stored in
 * the ask index (interest -> the compound kinds), like ./broader.ts and ./pastime-things.ts.
 * Field-neutral: WordNet decides, nothing here names a field.
 *
 * Guards, precision before recall (a phrase with a proper name in it, "Lake Simcoe", is not read):
 * - the kind asked is a WordNet compound of two words, a modifier and a head ("water sport"), that is a
 *   direct kind (hyponym) of the head's first sense;
 * - the interest is of the head: a broader word of the interest (./broader.ts), a hypernym or the topic
 *   domain of the first sense of a word of its name or keywords ("canoe": to travel by canoe, a sport);
 * - the whole modifier ("water") is a word of a definition: of the first sense of a word or two-word
 *   phrase of the name or keywords, or of its hypernyms up to three steps ("outrigger canoe" -> "canoe"
 *   -> "small boat" -> "boat"). Only those senses, never a word's other senses nor the words a
 *   definition uses, so "Chess" is no "contact sport" and "Ski touring" (skis glide over snow, snow is
 *   water) no "water sport".
 */
import { stem } from '../text/words.ts';
import { fold, senses, synsetAt, type Pos, type WordNet as Net, wordnet } from './wordnet-data.ts';

/** Hypernym steps above a name word's first sense whose definitions are read. */
const DEPTH = 3;

/** The first senses (part of speech, offset) of a name's words and two-word phrases: a noun's, or the verb's of a word in "-ing". */
function firstSenses(net: Net, written: string): { pos: Pos; offset: string }[] {
  // A proper name ("Gravel rides around Lake Simcoe", "North Thompson River"): its words' definitions are not the pastime's.
  if (/\s\p{Lu}/u.test(written.trim())) return [];
  const words = written
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word.length > 2);
  // A two-word phrase WordNet knows ("ice hockey", "outrigger canoe") is read whole, not by its words (ice is water).
  const pairs = words
    .slice(0, -1)
    .map((word, i) => `${word}_${words[i + 1]}`)
    .filter((pair) => senses(net, 'n', pair).length);
  const paired = new Set(pairs.flatMap((pair) => pair.split('_')));
  const phrases = [...pairs, ...words.filter((word) => !paired.has(word))];
  const found: { pos: Pos; offset: string }[] = [];
  for (const phrase of phrases) {
    // A word in "-ing" is read as its verb ("running": to move fast on foot), not as a noun's first sense (a play in American football).
    const base = /ing$/.test(phrase) ? [phrase.replace(/ing$/, ''), phrase.replace(/ing$/, 'e'), phrase.replace(/(\w)\1ing$/, '$1')] : [];
    const verb = base.map((form) => senses(net, 'v', form)[0]).find((offset) => offset !== undefined);
    const noun = verb ? undefined : (senses(net, 'n', phrase)[0] ?? senses(net, 'n', phrase.replace(/s$/, ''))[0]);
    if (verb) found.push({ pos: 'v', offset: verb });
    if (noun) found.push({ pos: 'n', offset: noun });
  }
  return found;
}

/** The stems of the definitions of a sense and its hypernyms up to {@link DEPTH}, and the lemmas of those hypernyms and of its topic domains. */
function reading(net: Net, pos: Pos, offset: string): { glossStems: Set<string>; reached: Set<string> } {
  const glossStems = new Set<string>();
  const reached = new Set<string>();
  let frontier = [offset];
  const seen = new Set(frontier);
  for (let depth = 0; depth <= DEPTH && frontier.length; depth++) {
    const next: string[] = [];
    for (const at of frontier) {
      const synset = synsetAt(net, pos, at);
      // The definition only, not its examples ("…; "canoe along the canal"").
      for (const word of (synset.gloss.split(';')[0] ?? '').toLowerCase().match(/[a-z]+/g) ?? []) glossStems.add(stem(word));
      if (depth > 0) for (const lemma of synset.lemmas) reached.add(fold(lemma));
      for (const pointer of synset.pointers) {
        if ((pointer.symbol === '@' || pointer.symbol === '@i') && !seen.has(pointer.offset)) {
          seen.add(pointer.offset);
          next.push(pointer.offset);
        }
        if (pointer.symbol === ';c' && pointer.pos === 'n') for (const lemma of synsetAt(net, 'n', pointer.offset).lemmas) reached.add(fold(lemma));
      }
    }
    frontier = next;
  }
  return { glossStems, reached };
}

/** The two-word kinds "<modifier> <head>" WordNet lists directly under the head's first noun sense ("sport" -> "water sport", "contact sport"). */
function compoundKinds(net: Net, head: string): { lemma: string; modifier: string }[] {
  const first = senses(net, 'n', head)[0];
  if (!first) return [];
  return synsetAt(net, 'n', first)
    .pointers.filter((pointer) => pointer.symbol === '~')
    .flatMap((pointer) => synsetAt(net, 'n', pointer.offset).lemmas.map(fold))
    .filter((lemma) => lemma.split(' ').length === 2 && lemma.endsWith(` ${head}`))
    .map((lemma) => ({ lemma, modifier: lemma.split(' ')[0]! }));
}

/** Heads a pastime's compound kind may have: WordNet's words for a pastime of which kinds are asked ("water sports", "board games"). */
const HEADS = ['sport', 'game'] as const;

/**
 * Folded interest name -> the compound kinds it is by WordNet's definitions ("dragon boat racing" -> ["water sport"]);
 * an interest with none is left out. `broader` are the interests' broader words (./broader.ts). Empty where WordNet
 * cannot be read. Deterministic.
 */
export function pastimeGlossKindsOf(
  interests: readonly { name: string; keywords?: readonly string[] }[],
  broader: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const net = interests.length ? wordnet() : null;
  if (!net) return {};
  const result: Record<string, string[]> = {};
  for (const interest of [...interests].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const name = interest.name.toLowerCase();
    const readings = [interest.name, ...(interest.keywords ?? [])]
      .flatMap((written) => firstSenses(net, written))
      .map(({ pos, offset }) => reading(net, pos, offset));
    const reached = new Set([...(broader[name] ?? []), ...readings.flatMap((each) => [...each.reached])]);
    const kinds = HEADS.filter((head) => reached.has(head))
      .flatMap((head) => compoundKinds(net, head))
      .filter(({ modifier }) => readings.some((each) => each.glossStems.has(stem(modifier))))
      .map(({ lemma }) => lemma);
    if (kinds.length) result[name] = [...new Set(kinds)].sort();
  }
  return result;
}
