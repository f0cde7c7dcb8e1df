/**
 * First stage of reading a question: folded (lowercase, no accents, contractions expanded),
 * whitespace collapsed, and the phrases of injection attempts removed.
 */
import { INJECTION_PATTERNS } from '../lexicon.ts';
import { fold } from '../text/words.ts';

export interface NormalisedQuestion {
  /** The folded question without injection phrases. */
  text: string;
  /** Whether injection phrases were removed. */
  injection: boolean;
}

export function normaliseQuestion(question: string): NormalisedQuestion {
  let text = collapseWhitespace(fold(question));
  let injection = false;
  for (const pattern of INJECTION_PATTERNS) {
    const next = text.replace(pattern, ' ');
    if (next !== text) injection = true;
    text = next;
  }
  if (injection) text = collapseWhitespace(text);
  return { text, injection };
}

/** Whitespace runs as one space, trimmed; most questions need only the trim. */
function collapseWhitespace(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
}
