/**
 * Copy checks on the visible text of a page (issue #26): sentences joined without a space
 * ("plain words.Summaries"), doubled words ("the the"), and Markdown or backticks that reached the
 * reader as characters (`**`, `](`, a line starting with `#`). The text is what a reader sees
 * (the page's innerText, with <code>, <pre>, <kbd>, <samp>, <script> and <style> left out), so
 * code may contain anything; inline code stands as CODE_MARK, so that code glued to a word
 * ("sent as<code>application/json</code>") is found too. Pure: tests/e2e/layout.test.ts feeds it the pages of the built sites.
 */

export interface CopyProblem {
  rule: 'joined sentences' | 'doubled word' | 'raw markdown' | 'backtick' | 'code joined to a word';
  /** The offending text with a little context. */
  excerpt: string;
}

/** Words that end with a full stop without ending a sentence. */
const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|nr|dr|mr|mrs|ms|st|inc|ltd|co|jr|sr)\.$/i;

/** A token that names something rather than holding two sentences: a URL, an address, a path. */
const NAME = /[/@\\:]/;

function excerpt(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 30), index + length + 30)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `words.Next`: a lowercase letter or `)`, then `.`, `!` or `?`, then a capitalised word (`Next`,
 * `A`; not `JSON` or `PropName`, which are names: `index.HTML`, `Astro.ImageProps`).
 */
function joinedSentences(text: string): CopyProblem[] {
  const out: CopyProblem[] = [];
  for (const m of text.matchAll(/[a-z)][.!?][A-Z][a-z]*(?![\p{L}\p{N}])/gu)) {
    const start = text.lastIndexOf(' ', m.index) + 1;
    const endSpace = text.slice(m.index).search(/\s/);
    const token = text.slice(start, endSpace < 0 ? undefined : m.index + endSpace);
    const before = text.slice(start, m.index + 2);
    if (ABBREVIATIONS.test(before) || NAME.test(token)) continue;
    out.push({ rule: 'joined sentences', excerpt: excerpt(text, m.index, 3) });
  }
  return out;
}

/** `the the`: the same word twice in a row (letters only, so "1 1" or "— —" pass). */
function doubledWords(text: string): CopyProblem[] {
  const out: CopyProblem[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}'’-])(\p{L}+)[ \t]+\1(?![\p{L}\p{N}'’-])/giu)) {
    out.push({ rule: 'doubled word', excerpt: excerpt(text, m.index, m[0].length) });
  }
  return out;
}

/** Markdown that was not rendered: `**bold**`, `[text](url)`, `# Heading` at the start of a line; any backtick. */
function rawMarkdown(text: string): CopyProblem[] {
  const out: CopyProblem[] = [];
  for (const m of text.matchAll(/\*\*|\]\(|^[ \t]*#{1,6}[ \t]/gm)) {
    out.push({ rule: 'raw markdown', excerpt: excerpt(text, m.index, m[0].length) });
  }
  for (const m of text.matchAll(/`/g)) out.push({ rule: 'backtick', excerpt: excerpt(text, m.index, 1) });
  return out;
}

/** What stands for a piece of inline code in the text (an invisible separator, U+2063). */
export const CODE_MARK = '\u2063';

/** `as<code>x</code>`, `<code>x</code>is`: inline code with no space between it and a word. */
function codeJoined(text: string): CopyProblem[] {
  const out: CopyProblem[] = [];
  for (const m of text.matchAll(new RegExp(`\\p{L}${CODE_MARK}|${CODE_MARK}\\p{L}`, 'gu'))) {
    out.push({ rule: 'code joined to a word', excerpt: excerpt(text, m.index, m[0].length).replaceAll(CODE_MARK, '<code>') });
  }
  return out;
}

/** Every copy problem in a page's visible text. */
export function copyProblems(text: string): CopyProblem[] {
  return [...joinedSentences(text), ...doubledWords(text), ...rawMarkdown(text), ...codeJoined(text)];
}

/** Inline code, which the checks see as CODE_MARK. */
export const INLINE_CODE_SELECTOR = ':not(pre) > code, kbd, samp';

/** The elements whose text is code, not prose (left out of the checks). */
export const CODE_SELECTOR = 'code, pre, kbd, samp, script, style, template, noscript';
