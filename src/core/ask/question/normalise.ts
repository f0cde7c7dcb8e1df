/**
 * First stage of reading a question: folded (lowercase, no accents, contractions expanded),
 * whitespace collapsed, and the phrases of injection attempts removed.
 */
import { INJECTION_PATTERNS } from '../lexicon.ts';
import { fold } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

export interface NormalisedQuestion {
  /** The folded question without injection phrases. */
  text: string;
  /** Whether injection phrases were removed. */
  injection: boolean;
}

export function normaliseQuestion(question: string): NormalisedQuestion {
  let text = collapseWhitespace(fold(question));
  let injection = false;
  // One test of all the injection phrases first: most questions have none, and are not rewritten three times.
  if (ANY_INJECTION.test(text))
    for (const pattern of INJECTION_PATTERNS) {
      const next = text.replace(pattern, ' ');
      if (next !== text) injection = true;
      text = next;
    }
  // "… in a sentence or two", "in a few words": how long the answer should be, not what it is about.
  const unformatted = text.replace(ANSWER_LENGTH, ' ');
  if (injection || unformatted !== text) text = collapseWhitespace(unformatted);
  return { text, injection };
}

/** Every injection phrase in one pattern (a question it does not match has none of them). */
const ANY_INJECTION = new RegExp(INJECTION_PATTERNS.map((pattern) => `(?:${pattern.source})`).join('|'));

/** A phrase that asks for an answer's length ("in a sentence or two", "in one line", "in a few words"): general English. */
const ANSWER_LENGTH =
  /,?\s*\bin\s+(?:a|one|two|three|a few|few|a couple of)\s+(?:short\s+)?(?:sentences?|words?|lines?|paragraphs?)(?:\s+or\s+(?:two|three|so))?\b/g;

/** Whitespace runs as one space, trimmed; most questions need only the trim. */
function collapseWhitespace(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ANSWER_LENGTH, ANY_INJECTION);
