/**
 * Text primitives of the answering engine: folding, tokens, a light English stemmer, edit
 * distance and Markdown-to-sentences. The same functions run at build time (index) and per
 * request (query), so a word is always reduced to the same stem on both sides.
 */

/** Lowercase, without accents, with straight quotes and common contractions expanded. */
export function fold(text: string): string {
  // Most questions are plain ASCII: skip the Unicode steps, and the quote steps without a quote.
  let t = NON_ASCII.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\u2018\u2019\u201b`´]/g, "'") : text.toLowerCase();
  if (t.includes('e-mail')) t = t.replace(/\be-mail/g, 'email');
  if (t.includes('`')) t = t.replace(/`/g, "'");
  if (!t.includes("'")) return t;
  return t
    .replace(/n't\b/g, ' not')
    .replace(/'(?:s|re|ve|ll|d|m)\b/g, '')
    .replace(/'/g, '');
}

const NON_ASCII = /[^\x00-\x7f]/;

export interface Token {
  /** The folded word as written, for example `databases` or `node.js`. */
  raw: string;
  /** Its stem (see {@link stem}). */
  stem: string;
}

// Words, keeping `node.js`, `2.2`, `c++`, `c#` in one piece; a hyphen splits words.
const WORD = /[a-z0-9]+(?:\.[a-z0-9]+)*[+#]*/g;

/** The words of a text, folded and stemmed; `stemOf` may be a memoised {@link stem}. */
export function tokenize(text: string, stemOf: (word: string) => string = stem): Token[] {
  const out: Token[] = [];
  eachWord(text, (word) => out.push({ raw: word, stem: stemOf(word) }));
  return out;
}

/** Calls `fn` with each folded word of a text, without building token objects (indexing). */
export function eachWord(text: string, fn: (word: string) => void): void {
  // An exec loop on the one global pattern: matchAll would clone the pattern on every call.
  // The position is kept here, not in the pattern, so that `fn` may tokenize too.
  const folded = fold(text);
  for (let at = 0; ; ) {
    WORD.lastIndex = at;
    const m = WORD.exec(folded);
    if (!m) return;
    at = WORD.lastIndex;
    fn(m[0]);
  }
}

/** A memoised {@link stem}, for indexing large texts (not for questions: the cache would grow). */
export function stemmer(): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let s = cache.get(word);
    if (s === undefined) cache.set(word, (s = stem(word)));
    return s;
  };
}

/** The stems of a text. */
export function stems(text: string): string[] {
  return tokenize(text).map((t) => t.stem);
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
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 5 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length >= 4 && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  const last = w[w.length - 1];
  return w.length > 3 && last === w[w.length - 2] && !'lsz'.includes(last!) ? w.slice(0, -1) : w;
}

/**
 * Optimal string alignment distance (edits, with adjacent transpositions), or `max + 1` as
 * soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]! > max ? max + 1 : prev[n]!;
}

/** Markdown to plain text: no code fences, links reduced to their text, no emphasis marks. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_]{1,3}([^*_]+)[*_]{1,3}/g, '$1');
}

export interface Section {
  /** The heading of the section (empty before the first heading). */
  heading: string;
  /** Its sentences and list items, in order, as plain text. */
  sentences: string[];
}

/** A Markdown document as sections of sentences (list items count as sentences). */
export function sections(markdown: string): Section[] {
  const out: Section[] = [{ heading: '', sentences: [] }];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out[out.length - 1]!.sentences.push(...splitSentences(paragraph.join(' ')));
    paragraph = [];
  };
  for (const line of plainText(markdown).split(/\r?\n/)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      out.push({ heading: heading[1]!.trim(), sentences: [] });
    } else if (item) {
      flush();
      paragraph.push(item[1]!.trim());
      flush();
    } else if (!line.trim()) flush();
    else paragraph.push(line.trim());
  }
  flush();
  return out.filter((s) => s.heading || s.sentences.length);
}

/** Sentences of a paragraph; a full stop followed by a space and a capital or digit ends one. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=["(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `a`, `a and b`, `a, b and c`. */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** `1 project`, `2 projects`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
