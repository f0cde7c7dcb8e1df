/**
 * The rate a figure is stated at, and the rate a question asks for (issue #28, session 34, "a rate asked leads with
 * the figure of that rate"): "1.2 billion events per day, peaks of 45,000 events per second" states two figures of
 * events at two rates; "How many events per second …?" is answered by the second, and "more than 1 million events
 * per second" is compared with it, never with the per-day figure. "one SMS per customer" counts messages, not
 * customers: a number with "per"/"each"/"every" between it and a noun is no count of that noun.
 *
 * A rate is "per X" (any noun), or "a"/"an"/"each"/"every" before a unit of time (general English; "a pipeline"
 * is no rate). The words are general English, not a field's.
 */
import { stem } from './words.ts';

/** Units of time an article or "each"/"every" makes a rate of ("45 calls a day", "twice every week"). */
const TIME_UNIT = /^(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|quarters?|years?|shifts?)$/;
/** Words that make the noun after them the denominator of a rate. */
const PER = /^(?:per|each|every)$/;

const bare = (token: string) => token.replace(/^[("“'‘]+|[),.;:!?"”'’]+$/g, '').toLowerCase();

/** The stem of the rate's denominator at `at` ("per second", "a day", "each shift"), else undefined. */
function rateAt(tokens: readonly string[], at: number): string | undefined {
  const word = tokens[at];
  const next = tokens[at + 1];
  if (!word || !next) return undefined;
  if (word === 'per' && /^\p{L}/u.test(next)) return stem(next);
  if ((word === 'a' || word === 'an' || word === 'each' || word === 'every') && TIME_UNIT.test(next)) return stem(next);
  return undefined;
}

/**
 * The rate of the figure whose number ends at token `from` - 1 of `raw` (the sentence split on spaces): the first
 * "per X" or "a <unit of time>" within the next five words, before the end of its clause; undefined for none.
 */
export function rateAfter(raw: readonly string[], from: number): string | undefined {
  const tokens = raw.map(bare);
  for (let j = from; j < Math.min(raw.length - 1, from + 5); j++) {
    const rate = rateAt(tokens, j);
    if (rate) return rate;
    if (/[,;:.]$/.test(raw[j]!) || /^\d/.test(tokens[j]!)) return undefined;
  }
  return undefined;
}

/** The rate a question asks for or bounds ("How many events per second …", "… 500 parcels an hour?"), else undefined. */
export function rateAsked(text: string): string | undefined {
  const tokens = text.split(/\s+/).map(bare);
  for (let j = 0; j < tokens.length - 1; j++) {
    // "a day" after a number or a plural noun only ("handle 40 tickets a day"; not "in a day's work" at the start).
    const rate = rateAt(tokens, j);
    if (rate && (tokens[j] === 'per' || /s$|^\d/.test(tokens[j - 1] ?? ''))) return rate;
  }
  return undefined;
}

/** Whether a word between a number and a noun makes the noun a rate's denominator ("one SMS per customer"). */
export const perBetween = (tokens: readonly string[], from: number, to: number): boolean =>
  tokens.slice(from, to).some((token) => PER.test(token.toLowerCase()));
