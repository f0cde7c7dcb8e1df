/**
 * A content word of a question in another language that is the portfolio's own word spelt the way
 * that language spells it (issue #28): "tabaco" is the bio's "tobacco", Dutch "borescoop" the
 * project's "borescope". Words borrowed between the European languages keep their consonants and
 * change their vowels and doubled letters, so a word the question's table does not read is
 * compared by its consonants (c/k, ph/f, v/b … as one: `keyOf`) with
 * the words the portfolio writes (its projects and bio), and read as the portfolio's word when
 * exactly one has the same consonants (and the same first vowel) and, with fewer than five
 * consonants, nearly the same spelling. A compound of a
 * language that writes them as one word is read by its head when the head is such a word
 * ("borescoopbeelden" -> "borescope beelden"). The portfolio's words are indexed once per
 * portfolio (a WeakMap on its knowledge), on its first question in another language.
 */
import { fold } from '../text/words.ts';

/** What the cognates need of a portfolio's knowledge: the words its projects and bio write. */
export interface WrittenWords {
  surfaceForms: ReadonlyMap<string, string>;
  bio: readonly { text: string }[];
  /** The places of the profile and the work history, lowercase ("lisbon"): "Lisbona" is Lisbon. */
  placeCountries?: ReadonlyMap<string, string>;
}

/** Key (first letter and consonants) -> the portfolio's words (folded) with it. */
type CognateIndex = ReadonlyMap<string, readonly string[]>;

const INDEXES = new WeakMap<WrittenWords, { index: CognateIndex; words: ReadonlySet<string> }>();

/** Words of five letters or more: shorter ones share their consonants with too many others. */
const SHORTEST = 5;

function indexOf(content: WrittenWords): { index: CognateIndex; words: ReadonlySet<string> } {
  let found = INDEXES.get(content);
  if (!found) {
    const words = new Set<string>();
    for (const word of content.surfaceForms.values()) words.add(fold(word));
    for (const sentence of content.bio) for (const word of fold(sentence.text).match(/[a-z]+/g) ?? []) words.add(word);
    for (const place of content.placeCountries?.keys() ?? []) for (const word of fold(place).match(/[a-z]+/g) ?? []) words.add(word);
    const index = new Map<string, string[]>();
    for (const word of words) {
      if (word.length < SHORTEST || !/^[a-z]+$/.test(word)) continue;
      const key = keyOf(word);
      if (key) index.set(key, [...(index.get(key) ?? []), word]);
    }
    INDEXES.set(content, (found = { index, words }));
  }
  return found;
}

/**
 * The consonants (three at least), after the first vowel when the word starts with one ("photogrammetry",
 * "fotogrametría": "ftgrmtr"), or undefined. As the European languages spell them: ph as f, c/k/q/x as k, v as b,
 * z as s, h silent, doubled letters once; l and r stay apart (they do not trade them).
 */
function keyOf(word: string): string | undefined {
  const sounds = word
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ph/g, 'f')
    .replace(/qu?|c|x/g, 'k')
    .replace(/h/g, '')
    .replace(/[vw]/g, 'b')
    .replace(/z/g, 's')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
  return sounds.length >= 3 ? `${/^[aeiouy]/.test(word) ? word[0] : ''}${sounds}` : undefined;
}

/**
 * The portfolio's word that a question's word in another language is spelt from ("tabaco" ->
 * "tobacco"), or undefined: the word is not the portfolio's own already, and exactly one word of
 * the portfolio has its key, nearly its length and, for a short key, nearly its spelling.
 */
export function cognateOf(word: string, content: WrittenWords | undefined): string | undefined {
  if (!content || word.length < SHORTEST || !/^[a-z]+$/.test(word)) return undefined;
  const { index, words } = indexOf(content);
  if (words.has(word)) return undefined;
  const key = keyOf(word);
  // Five consonants or more in the same order are telling enough; fewer must be spelt nearly alike too.
  const telling = (key?.replace(/^[aeiouy]/, '').length ?? 0) >= 5;
  const near = (key ? (index.get(key) ?? []) : []).filter(
    (candidate) => Math.abs(candidate.length - word.length) <= 3 && (telling || editDistance(candidate, word) <= Math.max(2, Math.floor(word.length / 3))),
  );
  return near.length === 1 ? near[0] : undefined;
}

/** "borescoopbeelden" -> ["borescope", "beelden"]: a compound whose head (five letters or more, the rest four or more) is a cognate; undefined otherwise. */
export function cognateHead(word: string, content: WrittenWords | undefined): [string, string] | undefined {
  if (!content || word.length < SHORTEST + 4) return undefined;
  // A compound the portfolio writes itself (content in the question's language: "Datenbanken") stays whole.
  if (indexOf(content).words.has(word)) return undefined;
  const { words } = indexOf(content);
  for (let end = word.length - 4; end >= SHORTEST; end--) {
    const head = word.slice(0, end);
    // Two words the portfolio writes, joined as the language joins a compound ("Screenreader", "Screenreadern": screen reader).
    const rest = [word.slice(end), word.slice(end).replace(/(?:en|n|s|e)$/, '')].find((part) => words.has(part));
    if (rest && words.has(head)) return [head, rest];
    // A head spelt as the portfolio spells it is no sign ("daten" of "Datenbanken" in German content); one spelt otherwise is.
    const found = cognateOf(head, content);
    if (found) return [found, word.slice(end)];
  }
  return undefined;
}

/** Levenshtein distance of two short words. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The portfolio's word that a content word of the question is spelt from, as read (`read`: with an
 * English ending) or as written ("tabaco" -> "tobacco"; a name with its capital, "Milano" -> "Milan"), or, for a language that writes compounds as
 * one word (`tail` given: the English of a word of its table), a compound's head ("borescoopbeelden"
 * -> "borescope" and the rest as the table reads it): `full` when every part was read.
 */
export function ownWord(
  read: string,
  word: string,
  content: WrittenWords | undefined,
  tail?: (word: string) => string | undefined,
): { words: string[]; full: boolean } | undefined {
  const whole = cognateOf(read, content) ?? (read === word ? undefined : cognateOf(word, content));
  // A name written with its capital ("Milano") is the portfolio's name with one ("Milan").
  if (whole) return { words: [/^\p{Lu}/u.test(read) ? whole[0]!.toUpperCase() + whole.slice(1) : whole], full: true };
  const compound = tail ? cognateHead(word, content) : undefined;
  if (!compound) return undefined;
  const english = tail?.(compound[1]);
  const own = english === undefined && indexOf(content!).words.has(compound[1]);
  return { words: [compound[0], ...(english ?? compound[1]).split(' ').filter(Boolean)], full: english !== undefined || own };
}
