/**
 * "Is she available right now?", "can he start in January?", "is she available full time?" (issue #28,
 * the owner's facts asked in other words): a yes/no about when or how much new work can start, decided
 * by the public availability's fields, which the answer then quotes:
 * - a time asked ("now", "at the moment", a month with or without a year, read through Intl's month
 *   names) before the availability's `from` month is "No." with that month; on or after it "Yes.",
 *   unless the note closes that month to new work ("no new projects start between June and
 *   September"): then "No." with the note;
 * - a working week asked ("full time", "five days a week") longer than `daysPerWeek` is "No." with the
 *   days offered, "Yes." when it fits.
 * General English only (times, months, a week's days); the facts are the content's.
 */
import { availabilityText, monthLabel } from '../../career.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import type { AskAnswer } from '../schema.ts';
import { reply } from './reply.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { literal } from '../text/literal.ts';
import { shapeOf } from './answer-shape.ts';
import { closedDayClause } from './month-days.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

const YES_NO = /^\s*(?:is|are|does|do|can|could|would|will|might|may)\b/i;
/** What new work asks of the owner: to be free, to start, to be hired or booked (general English). */
const FOR_WORK =
  /\b(?:available|availability|free|start(?:s|ing)?|begin(?:s|ning)?|hire|hired|book|booked|take (?:on|us|me)|work (?:with|for) (?:us|me)|join)\b/i;
const NOW = /\b(?:right now|now|currently|at the moment|at present|presently|immediately|today|straight away|right away)\b/i;
/** A working week asked: "full time", "five days a week", "every weekday". */
const FULL_TIME = /\bfull[- ]?time\b|\bevery (?:week)?day\b|\ball week\b/i;
const DAYS_ASKED = /\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven)\s+days?\s+(?:a|per|each|every)\s+week\b/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
/** Whether an answer opens with "Yes" or "No", a whole word ("Noémie" is none; ./answer-shape.ts reads it once). */
const yesOrNo = (answer: AskAnswer) => {
  const { verdict } = shapeOf(answer);
  return verdict === 'Yes' || verdict === 'No';
};
/** A negation that closes a stretch of months to new work in the note ("no new projects", "never", "not"). */
/** Short month forms that are no other English word ("mar" and "may" are). */
const SHORT_MONTH = /^(?:jan|feb|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;
const CLOSED = /(?<![\p{L}\p{N}])(?:no|not|never|nothing|none)(?![\p{L}\p{N}])/iu;

/** The English month names, read from Intl (January = 1). */
let months: readonly string[] | undefined;
function monthNames(): readonly string[] {
  months ??= Array.from({ length: 12 }, (_, i) =>
    dateTimeFormat('en', { month: 'long', timeZone: 'UTC' })
      .format(Date.UTC(2000, i, 1))
      .toLowerCase(),
  );
  return months;
}

/** The months a text names, in order (1-12), by full name or a short form ("Sept", "Jan"); "May" only after a preposition. */
export function monthsIn(text: string): number[] {
  const names = monthNames();
  const found: number[] = [];
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  words.forEach((word, i) => {
    if (word === 'may' && !/^(?:in|from|until|till|to|by|since|of|before|after|between|and|through)$/.test(words[i - 1] ?? '')) return;
    const exact = names.indexOf(word);
    if (exact >= 0) found.push(exact + 1);
    else if (SHORT_MONTH.test(word)) found.push(names.findIndex((name) => name.startsWith(word)) + 1);
  });
  return found;
}

/** "2027-03" as a comparable number of months. */
const monthNumber = (yearMonth: string) => Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7) || '1') - 1;

/** The month a question asks about, as "YYYY-MM": the named month in the named year, or its next coming from today. */
function askedMonth(question: string, today: string): string | undefined {
  if (NOW.test(question)) return today.slice(0, 7);
  const named = monthsIn(question);
  if (named.length !== 1) return undefined;
  const month = named[0]!;
  const year = /\b(20\d\d)\b/.exec(question)?.[1];
  const thisYear = Number(today.slice(0, 4));
  const chosen = year ? Number(year) : month >= Number(today.slice(5, 7)) ? thisYear : thisYear + 1;
  return `${chosen}-${String(month).padStart(2, '0')}`;
}

/** The clause of the note that closes `month` (1-12) to new work: a negation and a stretch of months that holds it. */
function closingClause(note: string, month: number): string | undefined {
  for (const clause of note.split(/[;.]\s*/)) {
    if (!CLOSED.test(clause)) continue;
    const named = monthsIn(clause);
    if (named.length !== 2) continue;
    const [from, to] = named as [number, number];
    const inside = from <= to ? month >= from && month <= to : month >= from || month <= to;
    if (inside) return clause.trim();
  }
  return undefined;
}

/** How many times a verdict wrote the availability in words (the tests count it: once per answerer, not per question). */
export const availabilityTexts = { count: 0 };

/** The answerer of one portfolio: a verdict on when or how much work can start, or undefined. */
export function availabilityVerdict(portfolio: Portfolio, urls: Urls, today = new Date().toISOString().slice(0, 10)) {
  const availability = publicServices(portfolio).availability;
  const name = ownerFirstName(portfolio);
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  // The owner is the one asked about ("Is she available …?", "Can we start with him …?", "Can Niamh start …?"), not a roster
  // or a forecast ("Does the roster cover seven days a week?", "Can the survey start today?").
  const first = portfolio.profile?.name.split(/\s+/)[0];
  const subject = new RegExp(`(?<![\\p{L}\\p{N}])(?:she|he|they|you|her|him|them${first ? `|${literal(first)}` : ''})(?![\\p{L}\\p{N}])`, 'iu');
  // The availability in words depends on the portfolio and the day only: made at the first verdict that quotes it, not per question.
  let written: string | undefined;
  const text = () => {
    if (written === undefined) {
      availabilityTexts.count++;
      written = availabilityText(availability!, today);
    }
    return written;
  };
  return (question: string): AskAnswer | undefined => {
    if (!availability || !YES_NO.test(question) || !subject.test(question)) return undefined;
    const days = weekAsked(question);
    if (days !== undefined && availability.daysPerWeek !== undefined) {
      const offered = availability.daysPerWeek;
      const unit = offered === 1 ? 'day' : 'days';
      if (days > offered) return reply('answer', 'profile', `No. ${name} is available ${offered} ${unit} a week, not ${days}: ${text()}`, refs, 0.9);
      if (!FOR_WORK.test(question) && !/\bon[- ]?site\b/i.test(question)) return undefined;
      return reply('answer', 'profile', `Yes. ${name} is available ${offered} ${unit} a week: ${text()}`, refs, 0.9);
    }
    // "Can I start on the 22nd?", "will she answer on the 3rd of June?": days of every month the note closes (./month-days.ts).
    const closedDay = availability.note ? closedDayClause(availability.note, question, FOR_WORK.test(question), monthsIn) : undefined;
    if (closedDay) return reply('answer', 'profile', `No. The availability's note closes those days of the month (“${closedDay}”): ${text()}`, refs, 0.9);
    if (!FOR_WORK.test(question)) return undefined;
    const asked = askedMonth(question, today);
    if (!asked) return undefined;
    if (availability.from && monthNumber(asked) < monthNumber(availability.from))
      return reply('answer', 'profile', `No. ${name} is available from ${monthLabel(availability.from)}: ${text()}`, refs, 0.9);
    const closed = availability.note ? closingClause(availability.note, Number(asked.slice(5, 7))) : undefined;
    if (closed) return reply('answer', 'profile', `No. The availability's note closes that month to new work (“${closed}”): ${text()}`, refs, 0.9);
    return reply('answer', 'profile', `Yes. ${text()}`, refs, 0.8);
  };
}

/** The days of a week a question asks for: 5 for "full time", the number of "four days a week"; undefined when none. */
function weekAsked(question: string): number | undefined {
  if (FULL_TIME.test(question)) return 5;
  const days = DAYS_ASKED.exec(question)?.[1];
  if (!days) return undefined;
  return NUMBER_WORDS[days.toLowerCase()] ?? Number(days);
}

/**
 * The ways of working (./workplace.ts) with this module's verdict on when and how much: a "No." from
 * either leads; else the verdict on the time or the week asked, else the way of working's.
 */
export function withStartVerdict(
  works: (question: string) => AskAnswer | undefined,
  verdict: (question: string) => AskAnswer | undefined,
): (question: string) => AskAnswer | undefined {
  return (question) => {
    const mode = works(question);
    if (mode && shapeOf(mode).verdict === 'No') return mode;
    return verdict(question) ?? mode;
  };
}

/**
 * "Does she work remotely?": the availability's verdict leads; a sentence found by the rest of the
 * engine (the bio's "remote or hybrid") follows it with its reference. An answer from the owner's
 * facts that already has a verdict is kept; a verdict read elsewhere gives way to the availability's.
 */
export function withWorkplace(answer: AskAnswer, works: AskAnswer | undefined): AskAnswer {
  if (!works) return answer;
  const own = answer._meta.response_type === 'answer' && answer._meta.intent === 'profile';
  // Not \\b, which is ASCII-only: "Noémie: …" opens with no verdict. A verdict read elsewhere ("No. No project mentions
  // “remotely”", a skill's "Yes.") gives way to the availability's own "Yes." or "No.", not to its "Partly".
  if (yesOrNo(answer) && (own || !yesOrNo(works))) return answer;
  if (!own) return works;
  const [verdict, ...rest] = works.answer.split(/(?<=^(?:Yes|No)\.) /);
  // The availability the answer already quotes is not repeated: the verdict's reason leads it.
  const body = rest.join(' ');
  // A verdict with no reason ("Yes. Available from …") quotes nothing the answer does not already say.
  const colon = body.indexOf(': ');
  const quoted = answer.answer.includes(body.slice(colon + 2, colon + 60));
  const lead = colon > 0 ? `${verdict} ${body.slice(0, colon)}.` : verdict;
  const text = quoted ? `${lead} ${answer.answer}` : `${verdict} ${answer.answer} ${body}`;
  return reply('answer', 'profile', text.trim(), [...answer.references, ...works.references], answer._meta.confidence);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(YES_NO, FOR_WORK, NOW, FULL_TIME, DAYS_ASKED, SHORT_MONTH, CLOSED);
