/**
 * The shape of the quantity a question asks for ("how many X", "how long", "how much did it
 * save", "what is the maximum"), as tests of a sentence that could state it.
 */
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { contentStems, contentTokens } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** Words that ask for a bound of a quantity (general English). */
export const BOUND_WORDS: ReadonlySet<string> = new Set(['maximum', 'max', 'minimum', 'min', 'limit', 'ceiling', 'cap']);

/** A bound stated in a sentence: "at most 500", "up to 64", "no more than 3", "a limit of 10", "capped at 2 MB" (general English). */
export const BOUND =
  /\b(?:at\s+(?:most|least)|up\s+to|no\s+(?:more|fewer|less)\s+than|(?:maximum|minimum|max|min|limit|cap|ceiling)\s+(?:of|is|was)|(?:capped|limited)\s+(?:at|to)|never\s+(?:more|fewer|less)\s+than)\s+\S*\d/i;

/** Question words and pronouns: never a content word of the thing asked. */
export const QUESTION_WORDS = new Set([
  'how',
  'much',
  'many',
  'long',
  'fast',
  'big',
  'large',
  'which',
  'what',
  'who',
  'whom',
  'where',
  'when',
  'she',
  'he',
  'they',
  'her',
  'his',
  'their',
  'him',
  'them',
]);

/** A number written with digits or as a word. */
const NUMBER_WORD =
  /^(?:\d[\d,.]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozens?|hundreds|thousands|millions)$/;

/** A duration: a number and a unit of time (general English and SI). */
const DURATION =
  /\d[\d,.]*\s*(?:-\s*)?(?:ns|µs|us|ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|nanoseconds?|microseconds?|milliseconds?)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i;

/** A frequency, with or without a number: "every week", "each night", "twice a year", "3 times a day", "nightly" (general English). */
export const FREQUENCY =
  /\b(?:every|each)\s+(?:\d+\s+|other\s+)?(?:second|minute|hour|day|night|morning|evening|week|weekend|month|quarter|season|year|\w+day)s?\b|\b(?:once|twice|\S+\s+times)\s+(?:a|an|per|every)\s+\w+|\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\b/i;

/** Verbs of a question about an amount of money, as typed ("save", "saved", "costs"). */
const MONEY_VERBS =
  /^(?:sav(?:e|ed|es|ing)|costs?|cost(?:ed|ing)|earn\w*|pa(?:y|ys|id|ying)|spen[dt]\w*|trad(?:e|es|ed|ing)|rais\w*|sell\w*|sold|charg\w*|budget\w*|fund\w*|invest\w*|revenues?|worth)$/;

/** Words of a question about a change of a measure (general English). */
const CHANGE_WORDS =
  /^(?:reduc\w*|cut|cuts|drop\w*|fall|falls|fell|fallen|improv\w*|increas\w*|decreas\w*|grow|grew|grown|rise|rose|risen|shr[iau]nk\w*|lower\w*|rais\w*|faster|slower|smaller|bigger|better|speed\w*|sav(?:e|ed)|shorten\w*)$/;

/** A change stated in numbers: "from 95 to 22 minutes", a percentage, "9 times", "2.3x". */
const CHANGE =
  /\bfrom\s+(?:\S*\d\S*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|a)\s+(?:\S+\s+)?to\s+(?:\S*\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|an?\b)|\d(?:[\d,.]*)\s?%|\b\d+(?:\.\d+)?\s?(?:x|times)\b/i;

/** The words after the question word up to the first auxiliary ("what contrast ratio does …" -> contrast, ratio). */
export function nounPhrase(words: readonly string[]): string[] {
  const end = words.findIndex((word, i) => i > 0 && /^(?:does|do|did|is|are|was|were|has|have|had|will|can|of)$/.test(word));
  return words.slice(1, end < 0 ? 2 : end);
}

/** Nouns of a share (general English). */
const SHARE_NOUNS = new Set(['share', 'percentage', 'percent', 'proportion', 'fraction']);

/** A share stated: a percentage, "21 of the 24", "one in five", "half", "a third". */
const SHARE =
  /\d\s?%|\bper ?cent\b|\b\d[\d,]*\s+(?:of|in|out of)\s+(?:the\s+)?\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|in|out of)\s+(?:the\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\d)|\b(?:half|a third|a quarter|two thirds|three quarters)\b/i;

/** A ratio stated: "4.5:1", "3 to 1". */
const RATIO = /\b\d+(?:\.\d+)?\s?:\s?\d+\b|\b\d+(?:\.\d+)?\s+to\s+1\b/;

/**
 * A speed or a rate: a number with a unit per time ("4 m/s", "60 km/h", "2,500 a minute", "25 frames per
 * second", "6 revolutions per minute") or a unit of a rate ("25 fps", "48 kHz", "1,500 rpm", "30 knots").
 */
const RATE =
  /\d[\d,.]*\s*(?:[\p{L}µ°]+\/(?:s|sec|min|h|hr|d|day)\b|(?:[\p{L}-]+\s+){0,2}(?:per|a|an|each|every)\s+(?:second|minute|hour|day|night|week|month|year)\b|(?:fps|hz|khz|mhz|ghz|rpm|mph|kph|knots?|bps|kbps|mbps|gbps)\b)/iu;

/** Nouns of a speed or a rate (general English). */
const RATE_NOUNS: ReadonlySet<string> = new Set(['speed', 'speeds', 'rate', 'rates', 'velocity', 'throughput', 'pace', 'frequency', 'bitrate']);

/** A size of data: a number with a unit of bytes ("7.8 TB", "512 MiB", "3 gigabytes"). */
const DATA_SIZE = /\d[\d,.]*\s*(?:[kmgtpe]i?b|bytes?|(?:kilo|mega|giga|tera|peta)bytes?)\b/i;

/** Nouns of an amount of stored data (general English). */
const DATA_NOUNS: ReadonlySet<string> = new Set(['storage', 'space', 'disk', 'memory', 'ram']);

/** A change stated in a word: "halved", "doubled". */
const CHANGE_WORD = /\b(?:halved|doubled|tripled|quadrupled)\b/i;

/** An amount of money: a currency sign or code, or a number before a currency's name (general English). */
const MONEY =
  /[$€£¥₹]\s?\d|\b(?:USD|EUR|GBP|CHF|JPY|CNY|INR|SGD|AUD|CAD|NZD|SEK|NOK|DKK|PLN|CZK|HKD|BRL|ZAR)\s?\d|\d[\d,.]*\s*(?:k|m|bn|thousand|million|billion)?\s*(?:US |Singapore |Australian |Canadian |Hong Kong )?(?:dollars?|euros?|pounds?|francs?|yen|yuan|rupees?|kron[aeo]r?|zloty|USD|EUR|GBP|CHF|JPY|SGD|SEK|NOK|DKK)\b/i;

/** Whether the quantity asked has a unit of its own (a length of time, a speed or rate, a size of data), which no other number states. */
export function asksUnit(question: ParsedQuestion): boolean {
  const words = question.words.map((word) => word.folded);
  const at = words.indexOf('how');
  // Not "how fast" or "how quickly": a speed is a duration ("in 400 ms") or a rate ("95 MB/s"), which the sentence's words decide.
  if (at >= 0) return words[at + 1] === 'long' || (words[at + 1] === 'much' && DATA_NOUNS.has(words[at + 2] ?? ''));
  return ['what', 'which'].includes(words[0] === 'at' ? words[1]! : words[0]!) && words.slice(1, 5).some((word) => RATE_NOUNS.has(word));
}

/**
 * The tests of a sentence that has the shape of the quantity a question asks for, strictest
 * first: "how many <nouns>" a number before the last noun ("VaR exceptions"), then before the
 * first; "how often" a frequency, then a duration; "how long", "how fast", "how quickly" a duration.
 */
export function quantityShapes(question: ParsedQuestion): ((text: string) => boolean)[] {
  const words = question.words.map((word) => word.folded);
  const at = words.indexOf('how');
  const kind = words[at + 1];
  // "What is the maximum page size?": a sentence that states a bound ("at most 500 resources a page").
  if (at < 0 && words[0] === 'what' && words.some((word) => BOUND_WORDS.has(word))) return [(text) => BOUND.test(text)];
  // "What share of plays …?": a share ("31%", "21 of the 24", "half"); "what ratio?": a ratio ("4.5:1").
  const phrase = words[0] === 'what' ? nounPhrase(words) : [];
  if (at < 0 && phrase.some((word) => SHARE_NOUNS.has(word))) return [(text) => SHARE.test(text)];
  if (at < 0 && phrase.includes('ratio')) return [(text) => RATIO.test(text)];
  // "What's the top speed of the winches?", "at what frame rate does it run?": a number per time or a unit of a rate;
  // a rate may also be a share ("an error rate of 1.2%"), which the sentence's words then decide.
  if (at < 0 && ['what', 'which'].includes(words[0] === 'at' ? words[1]! : words[0]!) && words.slice(1, 5).some((word) => RATE_NOUNS.has(word)))
    return words.slice(1, 5).some((word) => word === 'rate' || word === 'rates')
      ? [(text) => RATE.test(text) || SHARE.test(text)]
      : [(text) => RATE.test(text)];
  if (at < 0) return [];
  // "How accurate were the models?": a share ("21 of the 24 within 10%") or a tolerance ("within 2 mm").
  if (kind === 'accurate' || kind === 'precise' || kind === 'reliable') return [(text) => SHARE.test(text), (text) => /\bwithin\s+\S*\d/i.test(text)];
  // "How often is the graph rebuilt?": a frequency ("every week", "twice a year", "nightly") first.
  if (kind === 'often') return [(text) => FREQUENCY.test(text), (text) => DURATION.test(text)];
  if (kind === 'long' || kind === 'fast' || kind === 'quickly' || kind === 'soon') return [(text) => DURATION.test(text)];
  // "How much storage did the history take?": a size of data ("7.8 TB").
  if (kind === 'much' && DATA_NOUNS.has(words[at + 2] ?? '')) return [(text) => DATA_SIZE.test(text)];
  // "How much time did the sync save?": a change of a duration ("from three days to two hours"), then a duration.
  if (kind === 'much' && words[at + 2] === 'time') return [(text) => CHANGE.test(text) && DURATION.test(text), (text) => DURATION.test(text)];
  // "How much did it save (cost, earn)?": an amount of money.
  if (kind === 'much' && question.words.some((word) => MONEY_VERBS.test(word.folded))) return [(text) => MONEY.test(text)];
  // "How much did the build time drop?", "how much faster?": a change ("from 95 to 22 minutes", "31%", "9 times").
  if (kind === 'much' || kind === 'far')
    return question.words.some((word) => CHANGE_WORDS.test(word.folded)) ? [(text) => CHANGE.test(text), (text) => CHANGE_WORD.test(text)] : [];
  if (kind !== 'many') return [];
  const nouns: ParsedQuestion['words'] = [];
  for (const word of question.words.slice(at + 2)) {
    if (FUNCTION_WORDS.has(word.folded) || QUESTION_WORDS.has(word.folded)) break;
    nouns.push(word);
  }
  const counted = (noun: ParsedQuestion['words'][number]) => (text: string) => {
    // A sentence without the noun's stem counts nothing (its stems are made once with its tokens).
    if (!contentStems(text).has(noun.stem)) return false;
    const tokens = contentTokens(text);
    // "3,800 scanned signalling plans" counts plans, not signals: an -ing form of the noun asked is a modifier.
    const counts = (token: { stem: string; folded: string }) => token.stem === noun.stem && (noun.folded.includes('ing') || !token.folded.endsWith('ing'));
    return tokens.some((token, i) => counts(token) && tokens.slice(Math.max(0, i - 3), i).some((before) => NUMBER_WORD.test(before.folded)));
  };
  // "How many years of dbt?" is the owner's experience, which no project sentence states.
  if (nouns[0]?.stem === 'year') return [];
  return [...new Set([nouns.at(-1), nouns[0]])].filter((noun) => noun !== undefined).map(counted);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(BOUND, NUMBER_WORD, DURATION, RATE, DATA_SIZE, FREQUENCY, MONEY_VERBS, CHANGE_WORDS, CHANGE, SHARE, RATIO, CHANGE_WORD, MONEY);
