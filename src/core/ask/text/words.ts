/**
 * Words of a text as the engine compares them: folding (lowercase, no accents, contractions
 * expanded), tokens, a light English stemmer and compact forms. The same functions run at build
 * time (index) and per request (question), so a word is always reduced to the same stem on both
 * sides. Edit distance is in ./edit-distance.ts, Markdown to sentences in ./markdown.ts.
 */
import { releaseCompiledCode } from './patterns.ts';

/** Lowercase, without accents, with straight quotes and common contractions expanded. */
export function fold(text: string): string {
  // Most questions are plain ASCII: skip the Unicode steps, and the quote steps without a quote.
  let folded = NON_ASCII.test(text)
    ? text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(UNDECOMPOSED, (letter) => UNDECOMPOSED_ASCII[letter]!)
        .replace(/[\u2018\u2019\u201b`´]/g, "'")
    : text.toLowerCase();
  if (folded.includes('e-mail')) folded = folded.replace(/\be-mail/g, 'email');
  if (folded.includes('`')) folded = folded.replace(/`/g, "'");
  if (!folded.includes("'")) return folded;
  return folded
    .replace(/n't\b/g, ' not')
    .replace(/'(?:s|re|ve|ll|d|m)\b/g, '')
    .replace(/'/g, '');
}

const NON_ASCII = /[^\x00-\x7f]/;

// Latin letters that Unicode does not decompose into a base letter and a mark (NFKD keeps "ø" whole):
// written as their usual ASCII forms, as in CLDR's Latin-ASCII transliteration, so "Nordsjø" is one word.
const UNDECOMPOSED_ASCII: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't' };
const UNDECOMPOSED = /[øæœßđðłþıħŧ]/g;

export interface Token {
  /** The folded word as written, for example `databases` or `node.js`. */
  folded: string;
  /** Its stem (see {@link stem}). */
  stem: string;
}

// Words, keeping `node.js`, `2.2`, `c++`, `c#` in one piece; a hyphen splits words.
const WORD = /[a-z0-9]+(?:\.[a-z0-9]+)*[+#]*/g;

/** The words of a text, folded and stemmed; `stemOf` may be a memoised {@link stem}. */
export function tokenize(text: string, stemOf: (word: string) => string = stem): Token[] {
  const tokens: Token[] = [];
  eachWord(text, (word) => tokens.push({ folded: word, stem: stemOf(word) }));
  return tokens;
}

/** Calls `onWord` with each folded word of a text, without building token objects (indexing). */
export function eachWord(text: string, onWord: (word: string) => void): void {
  // An exec loop on the one global pattern: matchAll would clone the pattern on every call.
  // The position is kept here, not in the pattern, so that `onWord` may tokenize too.
  const folded = fold(text);
  for (let position = 0; ; ) {
    WORD.lastIndex = position;
    const match = WORD.exec(folded);
    if (!match) return;
    position = WORD.lastIndex;
    onWord(match[0]);
  }
}

/**
 * Whether a text has at least `least` of the distinct `stems` among its words' stems: read word by
 * word, without tokens, and decided at the first word that makes `least` (an answer the engine
 * wrote, compared with a sentence by the question's words it states).
 */
export function hasStems(text: string, stems: readonly string[], least: number): boolean {
  if (least <= 0) return true;
  const found = new Set<string>();
  eachWord(text, (word) => {
    if (found.size < least && stems.includes(stem(word))) found.add(stem(word));
  });
  return found.size >= least;
}

/** A memoised {@link stem}, for indexing large texts (not for questions: the cache would grow). */
export function stemmer(): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let cached = cache.get(word);
    if (cached === undefined) cache.set(word, (cached = stem(word)));
    return cached;
  };
}

/**
 * The tokens of a text of the content (a name, a sentence, a label), memoised: answering reads
 * the same sentences and names for question after question, and used to tokenize them each time.
 * Only for text taken from the portfolio, never for a question's text (each question is read
 * afresh, so that its cost is what `npm run bench` measures). The tokens are frozen: callers
 * share them. Bounded (two generations of {@link CONTENT_CACHE_SIZE}), so that no content, however
 * large, grows it without limit.
 */
export function contentTokens(text: string): readonly Token[] {
  return contentEntry(text).tokens;
}

/** The stems of a text of the content, memoised like {@link contentTokens}. */
export function contentStems(text: string): ReadonlySet<string> {
  const entry = contentEntry(text);
  return (entry.stems ??= new Set(entry.tokens.map((token) => token.stem)));
}

/**
 * The stems of the bases of a content text's irregular forms ("teach" of "taught"; `baseStemOf` gives a stem's, or
 * undefined), made once per text and memoised with its tokens: a sentence compared with many questions' words
 * (../answers/answering-reading.ts) looks its words' irregular forms up once, not once per word asked.
 */
export function contentBaseStems(text: string, baseStemOf: (wordStem: string) => string | undefined): ReadonlySet<string> {
  const entry = contentEntry(text);
  if (entry.bases) return entry.bases;
  contentBaseReads.count++;
  const bases = new Set<string>();
  for (const wordStem of (entry.stems ??= new Set(entry.tokens.map((token) => token.stem)))) {
    const base = baseStemOf(wordStem);
    if (base !== undefined) bases.add(base);
  }
  entry.bases = bases;
  return bases;
}

/** How many times a content text's irregular bases were looked up (the tests count them: once per text). */
export const contentBaseReads = { count: 0 };

/** Entries per generation of the content cache: a few hundred texts serve the evaluation sets; at most twice this many are kept (a few MB). */
export const CONTENT_CACHE_SIZE = 2048;

interface ContentEntry {
  tokens: readonly Token[];
  stems?: ReadonlySet<string>;
  bases?: ReadonlySet<string>;
}

let recent = new Map<string, ContentEntry>();
let older = new Map<string, ContentEntry>();
/** How many times a content text was tokenized (a cache miss); read by the tests. */
export const contentCacheMisses = { count: 0 };

/** Empties the content-token and stem caches (the server calls it when idle, with the engines); they fill again as questions come. */
export function releaseWordCaches(): void {
  recent = new Map();
  older = new Map();
  STEMS.clear();
}

function contentEntry(text: string): ContentEntry {
  let entry = recent.get(text);
  if (entry) return entry;
  entry = older.get(text);
  if (!entry) {
    contentCacheMisses.count++;
    entry = { tokens: Object.freeze(tokenize(text).map((token) => Object.freeze(token))) };
  }
  if (recent.size >= CONTENT_CACHE_SIZE) {
    older = recent;
    recent = new Map();
  }
  recent.set(text, entry);
  return entry;
}

/** Letters and digits only: `GitHub Actions` -> `githubactions`, `Node.js` -> `nodejs`. */
export function compact(text: string): string {
  return compactFolded(fold(text));
}

/** {@link compact} of text that is already folded, such as joined tokens (no second fold). */
export function compactFolded(folded: string): string {
  return folded.replace(/[^a-z0-9+#]/g, '');
}

const VOWEL = /[aeiouy]/;

/**
 * A light, deterministic English stemmer: plural, `-ing`, `-ed` and a final `e` are removed, so
 * that `databases`/`database`, `streaming`/`stream`, `featured`/`feature` share a stem. Words
 * with digits or symbols are kept as they are. Both sides of a comparison use it, so the stems
 * need not be dictionary words.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  // A word of 13 letters or more may be a slice of a whole text (V8 keeps the text alive with it): not kept.
  if (word.length >= 13) return stemOnce(word);
  // The words of questions and content repeat ("does", "projects"): each is stemmed once (bounded).
  let cached = STEMS.get(word);
  if (cached === undefined) {
    if (STEMS.size >= STEM_CACHE_SIZE) STEMS.clear();
    STEMS.set(word, (cached = stemOnce(word)));
  }
  return cached;
}

/** Stems of recent words; cleared when full, so that new words in questions cannot grow it without limit. */
const STEMS = new Map<string, string>();
const STEM_CACHE_SIZE = 8192;

function stemOnce(word: string): string {
  if (/[^a-z]/.test(word)) return word;
  let reduced = american(word);
  if (reduced.endsWith('ies') && reduced.length > 4) reduced = `${reduced.slice(0, -3)}y`;
  else if (reduced.endsWith('s') && (!/(?:ss|us|is)$/.test(reduced) || ACRONYM_PLURAL.test(reduced))) reduced = reduced.slice(0, -1);
  if (reduced.endsWith('ing') && reduced.length >= 6 && VOWEL.test(reduced.slice(0, -3))) reduced = undouble(reduced.slice(0, -3));
  else if (reduced.endsWith('ed') && reduced.length >= 5 && VOWEL.test(reduced.slice(0, -2))) reduced = undouble(reduced.slice(0, -2));
  if (reduced.endsWith('e') && reduced.length >= 4 && !reduced.endsWith('ee')) reduced = reduced.slice(0, -1);
  // "signalling"/"signaling", "controlled"/"control", "enrol"/"enroll": a final double l after two
  // syllables or more is one l, in every form alike ("install" and "installing" both "instal").
  if (reduced.endsWith('ll') && (reduced.slice(0, -2).match(/[aeiouy]+/g)?.length ?? 0) >= 2) reduced = reduced.slice(0, -1);
  return reduced;
}

/**
 * British spellings written the American way, by their regular endings only, so that both
 * spellings share a stem wherever they are compared: "modelling"/"modeling", "analogue"/"analog",
 * "virtualisation"/"virtualization", "analyse"/"analyze", "colour"/"color", "centre"/"center",
 * "licence"/"license" (and "licencing"/"licensing"), "programme"/"program". Applied to content and
 * questions alike, a word that merely looks British ("tour" is too short) is changed on both sides and
 * still matches itself.
 */
function american(word: string): string {
  if (word.length < 5) return word;
  // One test of the endings first: most words have none of them.
  const ending = BRITISH_ENDING.exec(word);
  if (!ending) return word;
  const at = ending.index;
  const [, lled, iser, our, ogue, tre, ence, mme] = ending;
  if (lled) return /[aeiouy][a-z]*[^aeiouy]$/.test(word.slice(0, at)) ? `${word.slice(0, at)}el${lled}` : word;
  if (iser) return at >= 3 ? `${word.slice(0, at)}${iser[0]}z${iser.slice(2)}` : word;
  if (our !== undefined) return at >= 3 ? `${word.slice(0, at)}or${our}` : word;
  if (ogue !== undefined) return `${word.slice(0, at)}og${ogue}`;
  if (tre) return at >= 2 ? `${word.slice(0, at)}${tre[0]}er${tre.slice(3)}` : word;
  if (ence !== undefined) return `${word.slice(0, at)}ens${ence || 'e'}`;
  if (mme !== undefined) return at >= 3 ? `${word.slice(0, at)}m${mme}` : word;
  return word;
}

/** The British endings of `american`, one alternative each (captured), anchored at the end. */
const BRITISH_ENDING =
  /ell(ing|ed|ers?)$|([iy]s(?:e|es|ed|ing|ations?|ers?))$|our(s|ed|ing|)$|ogue(s|)$|([tb]res?)$|(?<=lic|def|off|pret)enc(es|e|ing|ed|)$|mme(s|)$/;

/** "gpus", "cpus", "tpus": the plural of a three-letter acronym ending in u (not "bonus" or "status"). */
const ACRONYM_PLURAL = /^[^aeiouy]{2}us$/;

function undouble(word: string): string {
  const last = word[word.length - 1];
  return word.length > 3 && last === word[word.length - 2] && !'lsz'.includes(last!) ? word.slice(0, -1) : word;
}

// Their machine code goes when idle (patterns.ts).
releaseCompiledCode(NON_ASCII, UNDECOMPOSED, WORD, VOWEL, BRITISH_ENDING, ACRONYM_PLURAL);
