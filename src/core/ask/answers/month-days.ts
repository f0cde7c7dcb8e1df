/**
 * "Can I start on the 22nd of the month?" with the note "no new work in the last ten days of a month",
 * "Will she answer my email on the 3rd of June?" with "away the first week of each month" (issue #28, the
 * owner's facts asked in other words): days of every month that the availability's note closes, and the day
 * of a month the question asks. A clause of the note that names the first or last days or week of a month
 * ("the last ten days of a month", "the first week of each month", "the 1st to the 5th of every month") and
 * says no to it ("no new work", "away", "not available") closes those days; a day asked inside them is a
 * "No." quoting the clause. A clause that closes new work only decides a question about new work.
 * General English only (ordinals, numbers, weeks; the months the caller reads through Intl); the facts are the content's.
 */
import { NUMBER_WORDS } from '../text/number-words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

interface Window {
  /** Days counted from the month's start (1 = the 1st), or from its end (1 = the last day). */
  from: number;
  to: number;
  fromEnd: boolean;
  clause: string;
  /** The clause closes only new work ("no new work"), not every contact ("away"). */
  newWorkOnly: boolean;
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: 1, final: 1 };
const number = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
/** "the last ten days of a month", "the first week of each month", "the final 5 days of the month". */
const SPAN = /\b(first|last|final|second|third|fourth)\s+(?:(\d{1,2}|[a-z]+)\s+)?(days?|weeks?)\s+of\s+(?:a|each|every|the|any)\s+month\b/i;
/** "the 1st to the 5th of every month", "from the 25th to the end of each month". */
const DAYS_RANGE = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:to|until|till|-|–)\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)?|end)\s+of\s+(?:a|each|every|the|any)\s+month\b/i;
/** What says no to those days: a negation, or being away. */
const CLOSES = /(?<![\p{L}\p{N}])(?:no|not|never|none|away|unavailable|off|offline|closed)(?![\p{L}\p{N}])/iu;
const NEW_WORK = /\bnew\b|\bstart|\bbegin/i;

/** The windows of days the note closes in every month. */
export function closedDays(note: string): Window[] {
  const windows: Window[] = [];
  for (const clause of note.split(/[;.]\s*|,\s*(?:and|but)\s+/)) {
    if (!CLOSES.test(clause)) continue;
    const newWorkOnly = NEW_WORK.test(clause) && !/\baway|unavailable|offline\b/i.test(clause);
    const span = SPAN.exec(clause);
    if (span) {
      const count = span[2] ? number(span[2]) : 1;
      if (!Number.isFinite(count) || count < 1 || count > 31) continue;
      const days = /^week/i.test(span[3]!) ? count * 7 : count;
      const fromEnd = /^(?:last|final)$/i.test(span[1]!);
      // "the second week": days 8-14; "the first ten days": 1-10; "the last week": the last 7.
      const start = fromEnd ? 1 : (ORDINALS[span[1]!.toLowerCase()]! - 1) * days + 1;
      windows.push({ from: start, to: start + days - 1, fromEnd, clause: clause.trim(), newWorkOnly });
      continue;
    }
    const range = DAYS_RANGE.exec(clause);
    if (range) {
      const from = Number(range[1]);
      const to = range[2] === 'end' ? 31 : Number.parseInt(range[2]!, 10);
      if (from >= 1 && to >= from && to <= 31) windows.push({ from, to, fromEnd: false, clause: clause.trim(), newWorkOnly });
    }
  }
  return windows;
}

/** "on the 22nd", "the 3rd of June", "June 3", "in the first week of the month": the day or days asked. */
const DAY_ASKED =
  /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b|\b(\d{1,2})(?:st|nd|rd|th)?\s+of\s+(?:the\s+month|[A-Z][a-z]+)\b|\b[A-Z][a-z]+\s+(\d{1,2})(?:st|nd|rd|th)?\b/;
const WEEK_ASKED = /\b(first|second|third|fourth|last)\s+week\s+of\s+(?:a|each|every|the|any|[A-Z][a-z]+)\b/i;

/** The days of a month a question asks: [from, to, fromEnd]; undefined when it asks none. */
function daysAsked(question: string, monthsIn: (text: string) => number[]): { from: number; to: number; fromEnd: boolean } | undefined {
  const week = WEEK_ASKED.exec(question);
  if (week) {
    const fromEnd = week[1]!.toLowerCase() === 'last';
    const start = fromEnd ? 1 : (ORDINALS[week[1]!.toLowerCase()]! - 1) * 7 + 1;
    return { from: start, to: start + 6, fromEnd };
  }
  const day = DAY_ASKED.exec(question);
  const value = Number(day?.[1] ?? day?.[2] ?? day?.[3]);
  // "June 3" needs a month's name: "Release 3" is no day.
  if (day?.[3] && !monthsIn(day[0]).length) return undefined;
  if (day?.[2] && !/the\s+month/i.test(day[0]) && !monthsIn(day[0]).length) return undefined;
  return value >= 1 && value <= 31 ? { from: value, to: value, fromEnd: false } : undefined;
}

/** Days from the start of a month of `length` days. */
const absolute = (window: { from: number; to: number; fromEnd: boolean }, length: number) =>
  window.fromEnd ? [length - window.to + 1, length - window.from + 1] : [window.from, window.to];

/**
 * The clause that closes the day asked, in every month it can be (28 to 31 days, or the month named); undefined
 * when no clause closes it in all of them, or the clause closes only new work and the question asks for none.
 */
export function closedDayClause(note: string, question: string, forWork: boolean, monthsIn: (text: string) => number[]): string | undefined {
  const asked = daysAsked(question, monthsIn);
  if (!asked) return undefined;
  const named = monthsIn(question);
  const lengths = named.length === 1 ? [new Date(Date.UTC(2025, named[0]!, 0)).getUTCDate()] : [28, 29, 30, 31];
  for (const window of closedDays(note)) {
    if (window.newWorkOnly && !forWork) continue;
    const inside = lengths.every((length) => {
      const [from, to] = absolute(window, length);
      const [askedFrom, askedTo] = absolute(asked, length);
      return askedFrom! >= from! && askedTo! <= to!;
    });
    if (inside) return window.clause;
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(SPAN, DAYS_RANGE, CLOSES, NEW_WORK, DAY_ASKED, WEEK_ASKED);
