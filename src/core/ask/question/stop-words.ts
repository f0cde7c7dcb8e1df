/**
 * Words that are never a question's topic: function, frame, modifier, person and cue words,
 * numbers, and the owner's name.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FRAME_WORDS, FUNCTION_WORDS, MODIFIER_WORDS, PERSON_WORDS } from '../lexicon.ts';
import { stem } from '../text/words.ts';
import { CUE_WORDS } from './cues.ts';
import { FIELD_VERBS, NO_OBJECT } from './field-words.ts';
import type { Word } from './words.ts';

/** Function, frame, modifier, person and cue words in one set (one lookup per word). */
const STOP_WORDS: ReadonlySet<string> = new Set([...FUNCTION_WORDS, ...FRAME_WORDS, ...MODIFIER_WORDS, ...PERSON_WORDS, ...CUE_WORDS]);

/** Whether a folded word is a function, frame, modifier, person or cue word, a number, or part of the owner's name. */
export function isStopLike(knowledge: Knowledge, folded: string): boolean {
  if (STOP_WORDS.has(folded) || knowledge.person.words.has(folded)) return true;
  const first = folded.charCodeAt(0);
  if (first >= 48 && first <= 57) return true;
  // The stem differs from the word only for words ending in s, e, d or g (plural, -ed, -ing, final e).
  const last = folded[folded.length - 1];
  return (last === 's' || last === 'e' || last === 'd' || last === 'g') && FUNCTION_WORDS.has(stem(folded));
}

/**
 * "What AUC did the model reach?", "What recall did it reach at launch?": a verb of the owner's fields
 * without an object frames the value asked, not its topic (./field-words.ts).
 */
export function strandedFieldVerb(words: readonly Word[], word: Word): boolean {
  if (!FIELD_VERBS.has(word.folded)) return false;
  const next = words[words.indexOf(word) + 1];
  return !next || NO_OBJECT.has(next.folded);
}
