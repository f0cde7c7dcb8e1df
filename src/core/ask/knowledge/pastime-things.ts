/**
 * The things an interest is about, from WordNet 3.1 at build time (issue #28, session 33): "Cello" is a
 * musical instrument, the keyword "Tomatoes" of "Gardening" a vegetable, "Fiddle" a violin. ./broader.ts
 * reads an interest as an act (a kind of sport or game); an interest named by a thing ("Cello", "Orchids"),
 * or a keyword that names one, is no act, so "Does she play a musical instrument?" or "Does she grow
 * vegetables?" found nothing over the list. Stored in the ask index (interest -> [the thing as written,
 * its own other names and its kinds …] per thing), so that the answer names the listed thing and the kind
 * it is of. Field-neutral: WordNet decides, nothing here names a field.
 *
 * Precision before recall: only a noun's most frequent sense that is a made thing, a food or a living
 * thing (WordNet's "artifact", "food", "organism"; never a person, a place or a group: "Lotte Giants" are
 * no giants), its own other names, and its hypernyms up to three steps, without WordNet's abstract tops.
 */
import { fold, senses, synsetAt, type WordNet as Net, wordnet } from './wordnet-data.ts';
import { TOO_BROAD, TOO_GENERAL } from './wordnet-tops.ts';

/** Hypernym steps above a thing's sense ("cello" -> "bowed stringed instrument" -> "stringed instrument" -> "musical instrument"). */
const DEPTH = 3;

/** More noun senses than this make a word of one word above the nearest kind too ambiguous to name what a thing is ("instrument": six). */
const AMBIGUOUS = 3;

/** The kinds of thing an interest may be about: a made thing, a food, a living thing. */
const THINGS: ReadonlySet<string> = new Set(['artifact', 'food', 'organism']);
/** What a thing's sense must not be: a person (a team's nickname), a place, a group. */
const NOT_THINGS: ReadonlySet<string> = new Set(['person', 'location', 'group', 'social group']);

const up = (net: Net, offset: string) =>
  synsetAt(net, 'n', offset)
    .pointers.filter((pointer) => pointer.symbol === '@' || pointer.symbol === '@i')
    .map((pointer) => pointer.offset);

/** Every hypernym's lemmas above a sense (as far as WordNet goes), to tell what kind of thing it is. */
function lemmasAbove(net: Net, offset: string): Set<string> {
  const lemmas = new Set<string>();
  const seen = new Set<string>();
  let frontier = [offset];
  for (let depth = 0; depth < 16 && frontier.length; depth++) {
    frontier = frontier.flatMap((at) => up(net, at)).filter((at) => !seen.has(at));
    for (const at of frontier) {
      seen.add(at);
      for (const lemma of synsetAt(net, 'n', at).lemmas) lemmas.add(fold(lemma));
    }
  }
  return lemmas;
}

/** The folded lemma of a written phrase WordNet knows: the whole phrase, else its last word (the head), each also without a plural "s". */
function lemmaOf(net: Net, written: string): string | undefined {
  const folded = written
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, ' ')
    .replace(/[^a-z -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const head = folded.split(' ').at(-1) ?? '';
  // A proper name ("Lotte Giants", "Sajik Stadium") is no thing of its head's kind: the head alone only of a phrase in lower case after its first word.
  const named = written.trim().split(/\s+/).length > 1 && /^\p{Lu}/u.test(written.trim().split(/\s+/).at(-1)!);
  const forms = [folded, folded.replace(/ /g, '_'), ...(named ? [] : [head, head.replace(/es$/, ''), head.replace(/s$/, '')])];
  return forms.find((form) => form.length > 2 && senses(net, 'n', form).length);
}

/** [the thing as written, its other names and its kinds …], or undefined when the phrase names no thing WordNet knows. */
function thingOf(net: Net, written: string, isName: boolean): string[] | undefined {
  const lemma = lemmaOf(net, written);
  if (!lemma) return undefined;
  const first = senses(net, 'n', lemma)[0];
  if (!first) return undefined;
  // An interest's name with a sense that is an act ("Chess", "Cricket") is read as the act (./broader.ts), not as a thing.
  if (isName && senses(net, 'n', lemma).some((offset) => lemmasAbove(net, offset).has('act'))) return undefined;
  const above = lemmasAbove(net, first);
  if (![...THINGS].some((kind) => above.has(kind)) || [...NOT_THINGS].some((kind) => above.has(kind))) return undefined;
  // The thing's own names ("violin" of "Fiddle"), and of each kind above it its first name only ("musical instrument", not
  // its "instrument", which a telescope is too); a name of one word three steps up, or two steps up with many senses, is too
  // general to be asked ("binoculars" are an "instrument", not one to play).
  const words = new Set<string>(synsetAt(net, 'n', first).lemmas.map(fold));
  let frontier = [first];
  for (let depth = 1; depth <= DEPTH && frontier.length; depth++) {
    frontier = frontier.flatMap((at) => up(net, at));
    for (const at of frontier) {
      const [name, ...others] = synsetAt(net, 'n', at).lemmas.map(fold);
      if (name!.includes(' ') || (depth < DEPTH && (depth === 1 || senses(net, 'n', name!).length <= AMBIGUOUS))) words.add(name!);
      // "Does she play any instrument?" with "Jazz piano": a kind named by two words ("musical instrument") is that kind by its
      // other names too, the word its head alone is ("instrument" of that one sense; a telescope's "instrument" is another).
      if (name!.includes(' ')) for (const other of others) if (name!.endsWith(` ${other}`)) words.add(other);
    }
  }
  const head = written.toLowerCase().split(/\s+/).at(-1) ?? '';
  const kinds = [...words].filter(
    (word) => word !== lemma && word !== head && !TOO_BROAD.has(word) && !TOO_GENERAL.has(word) && !THINGS.has(word) && /^[a-z][a-z -]*$/.test(word),
  );
  return kinds.length ? [written, ...kinds.sort()] : undefined;
}

/**
 * Folded interest name -> for each thing its name or keywords name: [the thing as written, its other names and
 * kinds …]; an interest with none is left out. Empty where WordNet cannot be read. Deterministic.
 */
export function pastimeThingsOf(interests: readonly { name: string; keywords?: readonly string[] }[]): Record<string, string[][]> {
  const net = interests.length ? wordnet() : null;
  if (!net) return {};
  const result: Record<string, string[][]> = {};
  for (const interest of [...interests].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const things = [interest.name, ...(interest.keywords ?? [])].map((written, i) => thingOf(net, written, i === 0)).filter((thing) => thing !== undefined);
    if (things.length) result[interest.name.toLowerCase()] = things;
  }
  return result;
}
