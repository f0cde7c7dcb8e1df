/**
 * Units of the figures a numeric verdict compares (issue #28, session 33): durations through one table
 * of time units ("more than a week" against "six days", "from 4 hours to 95 minutes" as a ratio), money
 * by its currency as Intl knows it ("more than CHF 100 million" against "CHF 95 million"), and the
 * verbs of a ratio ("more than halve", "double"). A figure in another unit than the one asked is not
 * compared: no verdict is guessed.
 */
import { NUMBER_WORD_PATTERN, NUMBER_WORDS } from './number-words.ts';

/** Seconds in one of each time unit; a month and a year are their Gregorian averages. */
const SECONDS: Readonly<Record<string, number>> = {
  second: 1,
  sec: 1,
  minute: 60,
  min: 60,
  hour: 3600,
  hr: 3600,
  day: 86_400,
  week: 604_800,
  fortnight: 1_209_600,
  month: 2_629_746,
  year: 31_556_952,
};

/** The seconds in one `word` ("weeks", "hour", "min"), or undefined when it names no time unit. */
export function secondsIn(word: string | undefined): number | undefined {
  if (!word) return undefined;
  const lower = word.toLowerCase();
  return SECONDS[lower] ?? (lower.endsWith('s') ? SECONDS[lower.slice(0, -1)] : undefined);
}

const TIME_UNIT = String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|years?)\b`;
const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?|${NUMBER_WORD_PATTERN}|an?|half an?)`;

/** "a week", "an hour" as the amount of a bound: one of a time unit (the look-ahead the bound pattern uses). */
export const ONE_TIME_UNIT = String.raw`(?:an?|half an?)(?=\s+${TIME_UNIT})`;

const amountOf = (written: string): number => {
  const lower = written.toLowerCase();
  if (lower === 'a' || lower === 'an') return 1;
  if (lower.startsWith('half')) return 0.5;
  return NUMBER_WORDS[lower] ?? Number(lower.replace(/,/g, ''));
};

/**
 * The durations a sentence writes, in seconds, in its order: "six days", "31 hours", "11 minutes 40 seconds"
 * (parts written one after another are one duration). A number that names no time unit is not one.
 */
export function durationsIn(text: string): { seconds: number; written: string }[] {
  const found: { seconds: number; written: string; end: number }[] = [];
  for (const match of text.matchAll(new RegExp(String.raw`\b${AMOUNT}[\s-]+(${TIME_UNIT.slice(0, -2)})\b`, 'gi'))) {
    const amount = amountOf(match[1]!);
    const unit = secondsIn(match[2]);
    if (!Number.isFinite(amount) || unit === undefined || /^an?$/i.test(match[1]!)) continue;
    const last = found.at(-1);
    // "11 minutes 40 seconds", "2 hours and 5 minutes": one duration.
    if (last && /^\s*(?:and\s+)?$/.test(text.slice(last.end, match.index))) {
      last.seconds += amount * unit;
      last.written = text.slice(last.end - last.written.length, match.index + match[0].length);
      last.end = match.index + match[0].length;
      continue;
    }
    found.push({ seconds: amount * unit, written: match[0], end: match.index + match[0].length });
  }
  return found.map(({ seconds, written }) => ({ seconds, written }));
}

let currencies: Set<string> | undefined;

/** Whether `code` is an ISO 4217 currency Intl knows ("CHF", "SGD"); read once, on first use. */
function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/** The currency a prefix writes ("CHF", "A$", "€"), or undefined for any other word. */
export function currencyOf(prefix: string | undefined): string | undefined {
  const token = prefix?.trim();
  if (!token) return undefined;
  if (/^[A-Z]{3}$/.test(token)) return isCurrencyCode(token) ? token : undefined;
  return /^[A-Z]{0,2}\p{Sc}$/u.test(token) ? token : undefined;
}

/** The prefix of an amount of money in a pattern: a currency code or a symbol ("A$", "₩"). */
export const MONEY_PREFIX = String.raw`((?:[A-Z]{3}\s?|[A-Z]{0,2}\p{Sc}\s?))`;

const MONEY_SCALES: Readonly<Record<string, number>> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, billion: 1e9, bn: 1e9 };

/** The value of a money scale word ("million", "k", "bn"), 1 for none. */
export const moneyScale = (word: string | undefined): number => (word ? (MONEY_SCALES[word.toLowerCase()] ?? 1) : 1);

/** The amounts of money in `currency` a sentence writes ("CHF 95 million", "A$42,000", "$50k"), in its order. */
export function moneyIn(text: string, currency: string): { value: number; written: string }[] {
  const pattern = new RegExp(String.raw`${MONEY_PREFIX}(\d[\d,]*(?:\.\d+)?)(?:\s?(k|m|bn)\b|\s+(thousand|million|billion)\b)?`, 'gu');
  const found: { value: number; written: string }[] = [];
  for (const match of text.matchAll(pattern)) {
    if (currencyOf(match[1]) !== currency) continue;
    found.push({ value: Number(match[2]!.replace(/,/g, '')) * moneyScale(match[3] ?? match[4]), written: match[0] });
  }
  return found;
}

/**
 * "Did it more than halve the time?", "Did it double the yield?", "Did it at least triple …?": the ratio of a
 * change the question bounds, or undefined. A word joined by a hyphen ("double-planting") is no verb.
 */
export function ratioVerb(text: string): { op: '>' | '>=' | '<'; value: number; written: string } | undefined {
  const match =
    /\b(?:(more than|at least|less than)\s+)?(halve|halved|halving|double|doubled|doubling|triple|tripled|tripling|quadruple|quadrupled)\b(?!-)(?!\s+(?:as|up|down|back|over|check|click|quote)\b)/i.exec(
      text,
    );
  if (!match) return undefined;
  const verb = match[2]!.toLowerCase();
  const value = verb.startsWith('hal') || verb.startsWith('doub') ? 2 : verb.startsWith('trip') ? 3 : 4;
  const op = match[1]?.toLowerCase() === 'more than' ? '>' : match[1]?.toLowerCase() === 'less than' ? '<' : '>=';
  return { op, value, written: match[0].toLowerCase() };
}
