/** Markdown to plain text, sections and sentences (write-ups and the bio are quoted by sentence). */

/** Markdown to plain text: no code fences, links reduced to their text, no emphasis marks. */
function plainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\*{1,3}([^*]+)\*{1,3}/g, '$1')
      // "_include and _revinclude" (code names) is no emphasis: an underscore marks one only outside a word.
      .replace(/(?<![\p{L}\p{N}_])_{1,3}([^_\s][^_]*?)_{1,3}(?![\p{L}\p{N}_])/gu, '$1')
  );
}

export interface Section {
  /** The heading of the section (empty before the first heading). */
  heading: string;
  /** Its sentences and list items, in order, as plain text. */
  sentences: string[];
}

/** A Markdown document as sections of sentences (list items count as sentences). */
export function sections(markdown: string): Section[] {
  const found: Section[] = [{ heading: '', sentences: [] }];
  let paragraph: string[] = [];
  // A list item's indented lines continue it ("- Breach notification: … up to 60 days to\n  individuals …").
  let inItem = false;
  const flush = () => {
    if (paragraph.length) found[found.length - 1]!.sentences.push(...splitSentences(paragraph.join(' ')));
    paragraph = [];
    inItem = false;
  };
  for (const line of plainText(markdown).split(/\r?\n/)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = listItem(line, paragraph.length > 0 && !inItem);
    if (heading) {
      flush();
      found.push({ heading: heading[1]!.trim(), sentences: [] });
    } else if (item !== undefined) {
      flush();
      paragraph.push(item.trim());
      inItem = true;
    } else if (!line.trim()) flush();
    else if (inItem && !/^\s/.test(line)) {
      flush();
      paragraph.push(line.trim());
    } else paragraph.push(line.trim());
  }
  flush();
  return found.filter((section) => section.heading || section.sentences.length);
}

/**
 * The text of a list item the line starts, as CommonMark reads it (spec 0.31, "List items"): a
 * bullet, or an ordered marker of at most nine digits. Inside a paragraph's running text, only a
 * bullet or "1." starts a list; a wrapped line that begins "2019. I moved …" continues the sentence.
 */
function listItem(line: string, inParagraph: boolean): string | undefined {
  const item = /^\s*(?:[-*+]|(\d{1,9})[.)])\s+(.*)$/.exec(line);
  if (!item) return undefined;
  if (inParagraph && item[1] !== undefined && Number(item[1]) !== 1) return undefined;
  return item[2];
}

/**
 * Sentences of a paragraph; a full stop followed by a space and a capital or digit ends one.
 * Memoised: the engine splits the same descriptions for question after question (only content is
 * split, never a question). Bounded like the content tokens (../text/words.ts): two generations of
 * {@link SENTENCE_CACHE_SIZE} texts. Each call gets its own array.
 */
export function splitSentences(text: string): string[] {
  let sentences = recentSentences.get(text);
  if (!sentences) {
    sentences = olderSentences.get(text);
    if (!sentences) {
      sentenceCacheMisses.count++;
      sentences = split(text);
    }
    if (recentSentences.size >= SENTENCE_CACHE_SIZE) {
      olderSentences = recentSentences;
      recentSentences = new Map();
    }
    recentSentences.set(text, sentences);
  }
  return [...sentences];
}

/** Texts per generation of the sentence cache. */
export const SENTENCE_CACHE_SIZE = 1024;
/** How many times a text was split (a cache miss); read by the tests. */
export const sentenceCacheMisses = { count: 0 };
let recentSentences = new Map<string, readonly string[]>();
let olderSentences = new Map<string, readonly string[]>();

/** Empties the sentence cache (the server calls it when idle, with the engines). */
export function releaseSentenceCache(): void {
  recentSentences = new Map();
  olderSentences = new Map();
}

function split(text: string): string[] {
  return (
    text
      .replace(/\s+/g, ' ')
      // A full stop after a title or a common abbreviation ("Dr. Amara Lindqvist", "e.g. NVDA") does not end the sentence.
      .split(/(?<=[.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Mt|Jr|Sr|vs|e\.g|i\.e|cf|ca|approx|Fig)\.)\s+(?=["(]?[A-Z0-9])/)
      .map((sentence) => sentence.trim())
      .filter(Boolean)
  );
}
