/**
 * What kind of value a question asks for (issue #28, session 31), from its question words: "where"
 * a place, "who" a person or an organisation, "when" or "which year" a date, "how many N" the
 * number of N, "how long", "how far", "at what rate" a measure, "which version" a name with its
 * version, "which X" a name of kind X. The nouns read here are general English, not a field's.
 */
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { analysisReads, UNREAD } from '../question/analysis.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { changeAsked } from './change-values.ts';

/** What a question asks for. */
export type Want =
  | { kind: 'agent' | 'date' | 'version' }
  /** "Which country …": the noun of the place asked, when the question writes one. */
  | { kind: 'place'; noun?: string }
  | { kind: 'count'; nouns: string[]; named: boolean }
  | { kind: 'measure'; time: boolean }
  | { kind: 'name'; noun: string };

/** Nouns that name a version of a thing (general English). */
const VERSION_NOUNS = new Set(['version', 'release', 'update', 'edition', 'build', 'revision']);
/** Nouns that name a time (general English). */
const DATE_NOUNS = new Set([
  'year',
  'month',
  'date',
  'day',
  'night',
  'morning',
  'evening',
  'weekend',
  'season',
  'week',
  'weekday',
  'decade',
  'quarter',
  'semester',
  'term',
]);
/** Nouns that name a measure (general English). */
const MEASURE_NOUNS = new Set([
  'rate',
  'speed',
  'frequency',
  'latency',
  'resolution',
  'accuracy',
  'precision',
  'temperature',
  'density',
  'pressure',
  'capacity',
  'weight',
  'length',
  'depth',
  'distance',
  'duration',
  'throughput',
  'bandwidth',
  'voltage',
  'power',
  'height',
  'width',
  'altitude',
]);
/** Nouns that name a place (general English). */
const PLACE_NOUNS = new Set([
  'city',
  'town',
  'country',
  'place',
  'site',
  'location',
  'venue',
  'region',
  'village',
  'municipality',
  'state',
  'province',
  'county',
  'port',
  'district',
  'suburb',
  'area',
  'island',
  'continent',
  'capital',
  'harbour',
  'harbor',
]);
/** "How long", "how far", "how deep": adjectives of a measure; "long", "time" ask for a duration first. */
const MEASURE_ADJECTIVES = new Set([
  'much',
  'long',
  'far',
  'deep',
  'fast',
  'big',
  'large',
  'high',
  'heavy',
  'wide',
  'tall',
  'quick',
  'quickly',
  'short',
  'small',
  'low',
  'close',
  'accurate',
  'precise',
]);

const LEADING = new Set(['in', 'at', 'on', 'by', 'from', 'for', 'to', 'with', 'under', 'through', 'during', 'since', 'until']);

/** The noun phrase after the question word, up to an auxiliary or a function word. */
export function phraseAfter(words: ParsedQuestion['words'], at: number, nouns = true): ParsedQuestion['words'] {
  const phrase: ParsedQuestion['words'] = [];
  for (const word of words.slice(at)) {
    // "Which association reviewed the …": the phrase ends at a verb ("reviewed"), as at an auxiliary.
    if (NOUN_AUXILIARIES.has(word.folded) || FUNCTION_WORDS.has(word.folded) || (nouns && phrase.length && !isNounLike(word.folded))) break;
    phrase.push(word);
  }
  return phrase;
}

/** What the question asks for, from its question words; undefined for a question that asks for no single value. Read once per question (../question/analysis.ts). */
export function askedValue(question: ParsedQuestion): Want | undefined {
  const { analysis } = question;
  if (analysis.want === UNREAD) {
    analysisReads.want++;
    analysis.want = readAskedValue(question);
  }
  return analysis.want as Want | undefined;
}

function readAskedValue(question: ParsedQuestion): Want | undefined {
  const all = question.words;
  const start = LEADING.has(all[0]?.folded ?? '') ? 1 : 0;
  const words = all.slice(start);
  const [first, second, third] = words.map((word) => word.folded);
  if (first === 'where') return { kind: 'place' };
  if (first === 'who' || first === 'whom') return { kind: 'agent' };
  if (first === 'when') return { kind: 'date' };
  // "How many X …, and how many Y?" asks for two values: each part is read on its own.
  if (words.filter((word) => word.folded === 'how').length > 1) return undefined;
  // "How many … did it end up with?", "… at first?": the value before or after a change, read by ./change-values.ts.
  if (first === 'how' && second === 'many' && changeAsked(question)) return undefined;
  if (first === 'how' && second === 'many') {
    const phrase = phraseAfter(words, 2);
    const nouns = phrase.map((word) => word.stem);
    // "How many DSARs …": a name, which the sentence may spell out ("data subject access requests").
    return nouns.length && !/^project/.test(nouns[0]!) ? { kind: 'count', nouns, named: phrase.some((word) => word.asName || word.capitalised) } : undefined;
  }
  if (first === 'how' && second && MEASURE_ADJECTIVES.has(second)) {
    // "How much does it cost?" is a price (answered elsewhere); "how much time", "how long" a duration.
    // "How much storage …", "how much shorter …"; not "how much does it cost?" (a price, answered elsewhere).
    const comparative = words.slice(2).some((word) => /(?:er|less)$/.test(word.folded) && !FUNCTION_WORDS.has(word.folded));
    if (second === 'much' && !comparative && (!third || NOUN_AUXILIARIES.has(third) || FUNCTION_WORDS.has(third) || !isNounLike(third))) return undefined;
    return { kind: 'measure', time: second === 'long' || third === 'time' };
  }
  if ((first === 'which' || first === 'what') && words.length > 2) {
    // "What is the peak read rate of …?": the noun phrase after "is the".
    const at = /^(?:is|was|are|were)$/.test(second ?? '') && /^(?:the|its|their)$/.test(third ?? '') ? 3 : 1;
    const loose = phraseAfter(words, at, false);
    if (at === 3 && loose.some((word) => MEASURE_NOUNS.has(word.folded))) return { kind: 'measure', time: false };
    // "What was the median clearance time …?": a time with a word before it is a duration ("what time" alone is a clock's).
    if (at === 3 && loose.length > 1 && loose.at(-1)!.folded === 'time') return { kind: 'measure', time: true };
    if (at === 3) return undefined;
    const phrase = phraseAfter(words, 1);
    const head = phrase.at(-1)?.stem;
    if (!head) return undefined;
    // "Which ESXi update fixed …", "which Linux version …" ("update" is a verb as often as a noun).
    if (phraseAfter(words, 1, false).some((word) => VERSION_NOUNS.has(word.folded) || VERSION_NOUNS.has(word.stem))) return { kind: 'version' };
    const last = phrase.at(-1)!.folded;
    if (DATE_NOUNS.has(head) || DATE_NOUNS.has(last)) return { kind: 'date' };
    // "At what rate do the meters record?", "what peak speed …": a noun of measure asks for a number with its unit.
    if (MEASURE_NOUNS.has(last)) return { kind: 'measure', time: false };
    if (last === 'time' && phrase.length > 1) return { kind: 'measure', time: true };
    if (PLACE_NOUNS.has(head) || PLACE_NOUNS.has(last)) return { kind: 'place', noun: head };
    return { kind: 'name', noun: head };
  }
  return undefined;
}
