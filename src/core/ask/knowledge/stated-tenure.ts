/**
 * The length of a stay at an organisation as the bio states it ("I spent four years and eleven months as a
 * senior engineer at Limpopo Grid Services"): the last length written before the organisation's name in
 * its sentence, in the bio's own words and in months. The dates of the work history count both end months
 * (2016-04 to 2021-03 is five years); the owner's own words are the more exact statement.
 */
import { releaseCompiledCode } from '../text/patterns.ts';

/** Small numbers written as words (general English). */
const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};

const AMOUNT = `(\\d{1,2}|${Object.keys(NUMBERS).join('|')})`;
const LENGTH = new RegExp(`\\b${AMOUNT}( and a half)? years?(?:,? and ${AMOUNT} months?)?|\\b${AMOUNT} months?`, 'gi');

const amount = (text: string | undefined) => (text === undefined ? 0 : /^\d+$/.test(text) ? Number(text) : (NUMBERS[text.toLowerCase()] ?? 0));

/** The length the sentence states for the organisation whose name starts with `head`, or undefined. */
/** A word before a length that makes it approximate ("almost four years"): then the dates say the exact length (general English). */
const HEDGE = /\b(almost|nearly|just under|just over|about|around|roughly|over|more than|less than)\s+$/i;

export function statedTenure(sentence: string, head: string): { words: string; months: number; hedge?: string } | undefined {
  const at = sentence.indexOf(head);
  if (at < 0) return undefined;
  const found = [...sentence.slice(0, at).matchAll(LENGTH)].at(-1);
  if (!found) return undefined;
  // "four and a half years" is 54 months.
  const months = found[1] ? amount(found[1]) * 12 + (found[2] ? 6 : 0) + amount(found[3]) : amount(found[4]);
  const hedge = HEDGE.exec(sentence.slice(0, found.index))?.[1]?.toLowerCase();
  return months > 0 ? { words: found[0], months, ...(hedge ? { hedge } : {}) } : undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(LENGTH, HEDGE);
