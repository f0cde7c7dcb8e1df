/**
 * "How long has she worked in railway signalling?": the bio's own sentence that states the length
 * of the owner's present work ("For fourteen years I have built …", "I've worked on X for over 10
 * years"), quoted next to the years the work history adds up to. Only a first-person sentence in
 * the present perfect counts, so "Before that I spent five years at …" (a past position) does not.
 */
import { releaseCompiledCode } from '../text/patterns.ts';
const SPAN = /\b(?:for|over)\s+(?:over\s+|more than\s+|nearly\s+|almost\s+|about\s+|some\s+)?(?:\d+|[a-z]+(?:-[a-z]+)?)\s+years\b/i;
// "I qualified in 2012 and have written software for courts … for twelve years": the owner's "have" after an "and" too.
const PRESENT_PERFECT = /\bI(?:\s+have|'ve|\s[^.;]*?\band\s+have)\s+(?:\w+\s+)?(?:been|worked|built|written|made|designed|done|led|run|developed|\w+ed)\b/i;

/** The first bio sentence that states how many years the owner has done the present work, or undefined. */
export function bioYearsSentence(bio: string): string | undefined {
  const sentences = bio.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z“"])/);
  return sentences.find((sentence) => SPAN.test(sentence) && PRESENT_PERFECT.test(sentence))?.trim();
}

/** "thirteen years", "over 10 years": the span a years sentence states, without its "for". */
export function bioYearsSpan(sentence: string): string | undefined {
  return SPAN.exec(sentence)?.[0].replace(/^for\s+/i, '');
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(SPAN, PRESENT_PERFECT);
