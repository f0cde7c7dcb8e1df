/**
 * The value an answer leads with is of the kind the question asks for (issue #28, session 31):
 * "Where was it tested?" leads with a place, not "October."; "Who accepted it?" with a person or
 * an organisation, not a listed tool; "How many chargers …?" with the number of chargers, not
 * the 240 vans of the same sentence; "Which Linux version …?" with "Linux 6.5.3", not "Linux.".
 *
 * The question is typed by its question words (where, who, when, how many N, how much/long/far,
 * which X) and the lead by what the sentence and the portfolio say of it (a date by CLDR's month
 * and weekday names or a year, a place by the gazetteer, a tool by the skill list, a number by
 * the noun or unit after it). A lead of another kind gives way to a value of the asked kind in the
 * quoted sentence; when the sentence has none, the sentence is quoted whole, without a lead.
 * Nothing here names a field: the words read are English question words and general nouns.
 */
import { findPlaces } from '../gazetteer.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { isUnit, wholeValue } from '../text/lead-values.ts';
import { askedValue, phraseAfter, type Want } from './asked-value.ts';
import { careerEntryApplies, careerEntryFact } from './career-entry-fact.ts';
import { changeAsked } from './change-values.ts';
import { measuresIn, valueFact } from './value-fact.ts';
import { NUMBER_WORD_PATTERN } from '../text/number-words.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { perBetween, rateAfter, rateAsked } from '../text/rates.ts';
import { fold, stem } from '../text/words.ts';
import { durationsIn } from '../text/figure-units.ts';
import { bare } from '../text/bare-token.ts';

let monthOrDay: RegExp | undefined;
/** CLDR's English month and weekday names, long and short (the runtime's `Intl`), made at first use. */
function dateWord(): RegExp {
  if (monthOrDay) return monthOrDay;
  const names: string[] = [];
  for (const width of ['long', 'short'] as const) {
    for (let month = 0; month < 12; month++) names.push(new Intl.DateTimeFormat('en', { month: width, timeZone: 'UTC' }).format(Date.UTC(2000, month, 15)));
    for (let day = 0; day < 7; day++) names.push(new Intl.DateTimeFormat('en', { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 2 + day)));
  }
  monthOrDay = new RegExp(`^(?:${names.join('|')})\\.?$`, 'i');
  return monthOrDay;
}

const YEAR = /^(?:1[89]|20)\d\d$/;
const NUMBER = /^(?:[−-]?\d[\d,.]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|dozens|hundreds|thousands|millions)$/i;
const VAGUE = /^(?:dozens|hundreds|thousands|millions)$/i;

type Kind = 'date' | 'number' | 'place' | 'tool' | 'possessive' | 'name';

/** What a lead value is, read from itself, the sentence it was taken from and the portfolio. */
function kindOf(knowledge: Knowledge, value: string): Kind {
  const tokens = value.split(/\s+/);
  if (/['’]s$/.test(value) && !NUMBER.test(tokens[0]!)) return 'possessive';
  // "Tuesdays and Fridays", "Mondays, Wednesdays and Fridays": a run of weekdays (plural, joined) is a date too.
  const dated = tokens.map(bare).filter((token) => !/^(?:and|or|to)$/i.test(token));
  const dateToken = (token: string) => dateWord().test(token) || dateWord().test(token.replace(/s$/, '')) || YEAR.test(token) || /^\d{1,2}$/.test(token);
  if (dated.length && dated.every(dateToken) && dated.some((token) => !/^\d{1,2}$/.test(token))) return 'date';
  if (NUMBER.test(tokens[0]!)) return 'number';
  const folded = tokens.map((token) => fold(token));
  const places = findPlaces(folded);
  if (places.length === 1 && places[0]!.start === 0 && places[0]!.end === folded.length) return 'place';
  if (knowledge.placeCountries.has(fold(value))) return 'place';
  if (isListedTool(knowledge, value)) return 'tool';
  return 'name';
}

/** A lead that is a listed skill's name or its first words ("FFmpeg" of "FFmpeg 6"): a tool, not a person or a place. */
function isListedTool(knowledge: Knowledge, value: string): boolean {
  const folded = fold(value);
  return knowledge.categories.some((category) =>
    category.skills.some((skill) => {
      const name = fold(skill);
      return name === folded || name.startsWith(`${folded} `);
    }),
  );
}

/** Where the lead value stands in the sentence: the word before it (as written, with its marks) and up to three words after it. */
function after(sentence: string, value: string): { before: string | undefined; by: boolean; next: string[]; changed: boolean } | undefined {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  const first = value.split(/\s+/)[0]!.replace(/['’]s$/, '');
  const at = tokens.findIndex((token) => token === first || token.replace(/['’]s$/, '') === first);
  if (at < 0) return undefined;
  const length = value.split(/\s+/).length;
  // "certified by the NMEA": the agent of a passive verb.
  const by = /^by$/i.test(tokens[at - 1] ?? '') || (/^the$/i.test(tokens[at - 1] ?? '') && /^by$/i.test(tokens[at - 2] ?? ''));
  // "from 1,840 to 212": a value of a change.
  const changed = /^to$/i.test(tokens[at - 1] ?? '') && /^from$/i.test(tokens[at - 3] ?? '');
  return { before: raw[at - 1], by, next: tokens.slice(at + length, at + length + 3).map((token) => token.toLowerCase()), changed };
}

/** The rate of the figure `value` in the sentence ("per day" of "1.2 billion events per day"), else undefined. */
function rateOf(sentence: string, value: string): string | undefined {
  const raw = sentence.split(/\s+/);
  const words = value.split(/\s+/);
  const at = raw.findIndex((token, j) => bare(token) === words[0] && words.every((word, k) => bare(raw[j + k] ?? '') === word));
  return at < 0 ? undefined : rateAfter(raw, at + words.length);
}

/** Whether the lead is a value of the kind asked for (false: it is not; the sentence then answers). */
function fits(knowledge: Knowledge, question: ParsedQuestion, want: Want, value: string, sentence: string): boolean {
  const kind = kindOf(knowledge, value);
  // A name the question writes itself answers nothing ("Linux." for "which Linux version").
  const written = new Set(question.words.map((word) => word.folded));
  const repeats = value.split(/[^\p{L}\p{N}]+/u).every((part) => !part || written.has(fold(part)));
  switch (want.kind) {
    case 'place':
      // "stores the links in Elasticsearch 8" answers "where are they stored?" too.
      return (kind === 'place' || kind === 'name' || kind === 'tool') && !repeats;
    case 'agent':
      return !repeats && (kind === 'name' || kind === 'possessive' || (!!after(sentence, value)?.by && kind !== 'date' && kind !== 'number'));
    case 'date':
      return kind === 'date' || (kind === 'number' && YEAR.test(value));
    case 'version':
      return /\d/.test(value);
    case 'count': {
      // A sentence that never names what is counted cannot tell ("430 requests" for "how many DSARs").
      const stems = sentence.split(/\s+/).map((token) => stem(fold(bare(token))));
      const place = after(sentence, value);
      // … unless the number counts another thing ("38 academies" for "how many matches").
      if (!want.nouns.some((noun) => stems.includes(noun)))
        return want.named || !(kind === 'number' && place && /^\p{Ll}+s$/u.test(place.next[0] ?? '') && isNounLike(place.next[0]!) && !isUnit(place.next[0]!));
      if (kind !== 'number' || YEAR.test(value)) return false;
      if (!place) return true;
      // "How many events per second …" led by "1.2 billion" of "1.2 billion events per day": a figure of another rate.
      const rate = rateAsked(question.words.map((word) => word.folded).join(' '));
      if (rate !== undefined && rateOf(sentence, value) !== rate) return false;
      // "from 9% to 2%" of the trucks counted, "18% fewer elements": a share of the counted noun.
      if (place.changed) return true;
      // "scanned 310 sheets and georeferenced 295" for "how many sheets did it georeference?": the number of the question's verb.
      const before = place.before ?? '';
      const verb = /^\p{Ll}+$/u.test(before) && !isNounLike(before) ? stem(before) : undefined;
      // … but "audited 2,600 fonts on 140 workstations" for "how many workstations": a number with a noun of its own counts that noun.
      const own = place.next[0];
      const counts = !own || want.nouns.includes(stem(own)) || !/^\p{Ll}+$/u.test(own) || !isNounLike(own) || isUnit(own);
      if (verb && counts && question.words.some((word) => word.stem === verb && !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded)))
        return true;
      if (/%$/.test(value) && !want.nouns.some((noun) => COMPARATIVES.has(noun))) return false;
      // "3,100 crates" for "how many crates": the counted noun within three words after the number.
      return place.next.some((token) => want.nouns.includes(stem(token))) && !VAGUE.test(value.split(/\s+/)[0]!);
    }
    case 'measure': {
      if (kind !== 'number' || YEAR.test(value)) return false;
      const place = after(sentence, value);
      // "ETABS 22 analysis models": a number right after a capitalised name is the name's version, not a measure.
      const named = place?.before && /^\p{Lu}[\p{L}-]*$/u.test(place.before) && !/^(?:In|On|At|By|About|Over|Under|Around|From|To)$/.test(place.before);
      if (named && !isUnit(place.next[0] ?? '') && !/^(?:times|x|fold|per|percent)$/.test(place.next[0] ?? '')) return false;
      if (!want.time) return true;
      // "went from 3 hours 40 minutes to 22 minutes" for "how long does it take now?": the lead is the side of the change asked.
      const side = timeSide(question, sentence);
      if (
        side &&
        !side.startsWith(value) &&
        TIME_CHANGE.exec(sentence)!
          .slice(1)
          .some((span) => span.startsWith(value))
      )
        return false;
      return DURATION.test(`${value} ${place?.next.join(' ') ?? ''}`);
    }
    case 'name':
      // "Which association …?": a name of the sentence that has the noun asked is the answer, not its short form ("ATP").
      if (kind !== 'number' && !value.split(/\s+/).some((word) => stem(fold(word)) === want.noun) && nameWithNoun(sentence, want.noun)) return false;
      // "Which universities …?" is not answered by a country, a date or a possessor ("the Engine's handling").
      return kind !== 'date' && kind !== 'place' && kind !== 'possessive' && !(kind === 'number' && YEAR.test(value)) && !repeats;
  }
}

/** Comparatives of a count ("how many fewer trips"), whose answer may be a share. */
const COMPARATIVES = new Set(['fewer', 'more', 'less']);

/** A duration: a number and a unit of time (general English and SI). */
const DURATION =
  /^\S+\s+(?:ns|µs|us|ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?|nights?|weeks?|months?|years?|nanoseconds?|microseconds?|milliseconds?)\b/i;

const TIME_UNIT = '(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|ms|s|h|min)';
const NUM = String.raw`(?:\d[\d,.]*|${NUMBER_WORD_PATTERN})`;
/** A duration of one unit or two ("22 minutes", "3 hours 40 minutes", "2 hours and 5 minutes"). */
const SPAN = String.raw`${NUM}\s+${TIME_UNIT}(?:,?\s+(?:and\s+)?${NUM}\s+${TIME_UNIT})?`;
/** "from three days to two hours", "from 3 hours 40 minutes to 22 minutes": the values before and after a change of a duration. */
const TIME_CHANGE = new RegExp(String.raw`\bfrom\s+(${SPAN})\s+to\s+(${SPAN})\b`, 'i');
const TIME_VALUE = new RegExp(String.raw`\b(${NUM}\s+${TIME_UNIT})\b`, 'i');

/** Of a change of a duration the sentence states, the side the question asks for: before for "at first", "before …", else the value after. */
function timeSide(question: ParsedQuestion, sentence: string): string | undefined {
  const change = TIME_CHANGE.exec(sentence);
  if (!change) return undefined;
  // The change is of the thing asked: a word of the question within the six words before "from" ("the nightly run went from …").
  const before = new Set(
    sentence
      .slice(0, change.index)
      .split(/\s+/)
      .slice(-6)
      .map((token) => stem(fold(bare(token)))),
  );
  if (!question.words.some((word) => !FUNCTION_WORDS.has(word.folded) && word.folded.length > 2 && before.has(word.stem))) return undefined;
  return changeAsked(question) === 'before' ? change[1] : change[2];
}

/**
 * "How long was the trial …?" of "… in March 2024 after a six-week trial on A320 C-checks, and … fell from 26 minutes to 9
 * minutes": the duration written before the noun whose time the question asks is that noun's ("a six-week trial"), not the
 * first duration of the sentence; "a 24-hour flood" is no time of "the flood simulation".
 */
function durationOfAsked(question: ParsedQuestion, sentence: string): string | undefined {
  // The thing whose time is asked: the head of the noun phrase after "how long was (the)" ("the Exeter flood simulation").
  const words = question.words;
  const how = words.findIndex((word) => word.folded === 'how');
  if (how < 0 || !NOUN_AUXILIARIES.has(words[how + 2]?.folded ?? '')) return undefined;
  const start = how + 3 + (/^(?:the|a|an|its|their|her|his)$/.test(words[how + 3]?.folded ?? '') ? 1 : 0);
  const head = phraseAfter(words, start).at(-1)?.stem;
  if (!head) return undefined;
  for (const match of sentence.matchAll(DURATION_BEFORE_NOUN)) {
    if (durationsIn(match[2]!).length && stem(fold(match[3]!)) === head) return `${match[1] ? `${match[1]} ` : ''}${match[2]} ${match[3]}`;
  }
  return undefined;
}

/** "a six-week trial", "the 47-minute outage": an article, a duration joined by a hyphen, and its noun. */
const DURATION_BEFORE_NOUN = /(?:\b(a|an|the)\s+)?\b([\p{L}\p{N}.,]+-(?:second|minute|hour|day|night|week|month|year))\s+([\p{L}-]+)/giu;

/** A value of the kind asked for in the sentence, or undefined when it states none that can be told. */
export function candidate(question: ParsedQuestion, want: Want, lead: string, sentence: string): string | undefined {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  switch (want.kind) {
    case 'count': {
      const rate = rateAsked(question.words.map((word) => word.folded).join(' '));
      // "48,000 clashes" after "thousands of raw clashes": a number in digits or words, within three words before the noun.
      for (let i = 1; i < tokens.length; i++) {
        if (!want.nouns.includes(stem(fold(tokens[i]!)))) continue;
        for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
          if (!NUMBER.test(tokens[j]!) || VAGUE.test(tokens[j]!) || /%$/.test(tokens[j]!) || YEAR.test(tokens[j]!)) continue;
          // "one SMS per customer" counts no customers; "1.2 billion events per day" is no count per second asked.
          if (perBetween(tokens, j + 1, i) || (rate !== undefined && rateAfter(raw, i + 1) !== rate)) break;
          // "Python 3 scripts": a number after a capitalised word is part of a name.
          if (j > 0 && /^\d/.test(tokens[j]!) && /^\p{Lu}[\p{L}\p{N}-]*$/u.test(raw[j - 1]!)) break;
          return wholeValue(tokens[j]!, sentence);
        }
      }
      return undefined;
    }
    case 'measure': {
      if (want.time) return durationOfAsked(question, sentence) ?? timeSide(question, sentence) ?? TIME_VALUE.exec(sentence)?.[1];
      // "shortened the average line-haul by 96 km": a number with a unit, not a year, nor a measure that
      // names a kind of thing ("11 kV feeder"); of a change ("62 TB … to 7.8 TB"), the value the question asks for.
      const found = measuresIn(sentence);
      return changeAsked(question) === 'after' ? found.at(-1) : found[0];
    }
    case 'version': {
      // "fixed in Linux 6.5.3", "in ESXi 8.0 Update 2b": the lead's name (or the question's) with the version after it.
      const written = new Set(question.words.map((word) => word.folded));
      let found: string | undefined;
      for (let i = 1; i < tokens.length; i++) {
        if (!/^v?\d[\w.-]*$/.test(tokens[i]!) || YEAR.test(tokens[i]!)) continue;
        let j = i;
        while (j > 0 && /^\p{Lu}|^\p{L}+\p{Lu}/u.test(tokens[j - 1]!) && (written.has(fold(tokens[j - 1]!)) || lead.includes(tokens[j - 1]!))) j--;
        if (j === i) continue;
        let end = i + 1;
        // "8.0 Update 2b": a version word and its number belong to it.
        if (/^(?:Update|Release|SP|Service|Pack|Edition|Build|Patch)$/.test(tokens[end] ?? '') && /\d/.test(tokens[end + 1] ?? '')) end += 2;
        found = tokens.slice(j, end).join(' ');
        i = end - 1;
      }
      return found;
    }
    case 'name':
      return nameWithNoun(sentence, want.noun);
    default:
      return undefined;
  }
}

/** "The Portuguese Textile and Clothing Association (ATP)": a name of two words or more in the sentence that has the noun asked. */
function nameWithNoun(sentence: string, noun: string): string | undefined {
  const match = /(?:\p{Lu}[\p{L}\p{M}\p{N}&'’.-]*\s+(?:(?:and|of|for|de)\s+)?)+\p{Lu}[\p{L}\p{M}\p{N}&'’.-]*/gu;
  for (const name of sentence.match(match) ?? []) {
    const words = name.replace(/^(?:The|A|An)\s+/, '').split(/\s+/);
    // "the Universal Shaping Engine's handling": a possessor names another thing.
    if (words.length > 1 && !/['’]s$/.test(name) && words.some((word) => stem(fold(bare(word))) === noun)) return bare(words.join(' '));
  }
  return undefined;
}

/** "How long does the report take now?" answered by a sentence that changes a duration, without a lead: the side of the change asked leads. */
function withChangedTime(question: ParsedQuestion, want: Want | undefined, answer: AskAnswer): AskAnswer {
  if (want?.kind !== 'measure' || !want.time) return answer;
  const sentence = /^[^“”]{1,120}:\s+“([^”]+)”/u.exec(answer.answer)?.[1];
  const side = sentence && (durationOfAsked(question, sentence) ?? timeSide(question, sentence));
  return side ? { ...answer, answer: `${side}. ${answer.answer}` } : answer;
}

/** "Rotterdam. Initial Allocation Planner: “…”": the lead and the first quoted sentence; undefined for another shape. */
function leadOf(answer: string): { lead: string; rest: string; sentence: string } | undefined {
  const match = /^([^“”".]{1,60}(?:\.\d[^“”".\s]*)*)\.\s+(\S.*)$/su.exec(answer);
  if (!match) return undefined;
  const [, lead, rest] = match;
  if (lead!.split(/\s+/).length > 4 || /^(?:Yes|No|Not|None|Probably|Likely)(?![\p{L}\p{N}_])/u.test(lead!)) return undefined;
  const sentence = /“([^”]+)”/u.exec(rest!)?.[1];
  return sentence?.includes(lead!.split(/\s+/)[0]!) ? { lead: lead!, rest: rest!, sentence } : undefined;
}

/** A question that asks for a kind of value, or a wh-question a career entry may answer (the pre-test of ./honest.ts). */
export const typedLeadApplies = (question: ParsedQuestion) => askedValue(question) !== undefined || careerEntryApplies(question);

/**
 * The answer with its lead checked against the kind of value asked for: kept when it fits, else
 * replaced by the sentence's value of that kind, else left out (the quoted sentence answers).
 */
export function withTypedLead(knowledge: Knowledge, question: ParsedQuestion, given: AskAnswer): AskAnswer {
  const want = askedValue(question);
  // A project's sentence that states the value asked for wins over a price list, a disclaimer or a card (./value-fact.ts).
  const fact = want && valueFact(knowledge, question, want.kind, want.kind === 'count' ? want.nouns : [], given);
  if (fact) {
    const sentence = /“([^”]+)”/u.exec(fact.answer)?.[1] ?? '';
    const found = candidate(question, want, '', sentence);
    return found ? { ...fact, answer: `${found}. ${fact.answer}` } : fact;
  }
  // An award, talk or certificate whose entry states the question's words, read out with its summary (./career-entry-fact.ts).
  const entry = careerEntryFact(knowledge, question, given);
  if (entry) return entry;
  const answer = given;
  if (answer._meta.response_type !== 'answer') return answer;
  const shape = leadOf(answer.answer);
  if (!shape) return withChangedTime(question, want, answer);
  if (want?.kind === 'version' && /\d/.test(shape.lead)) {
    // "Hub 4.2.1." of "fixed in Telemetry Hub 4.2.1": the version with the whole name the question writes.
    const whole = candidate(question, want, shape.lead, shape.sentence);
    if (whole && whole !== shape.lead && whole.endsWith(shape.lead)) return { ...answer, answer: `${whole}. ${shape.rest}` };
  }
  if (!want || fits(knowledge, question, want, shape.lead, shape.sentence)) {
    // "German Aerospace Center's ground segment group": the organisation, without the possessive.
    if (want?.kind !== 'agent' || !/['’]s$/.test(shape.lead)) return answer;
    return { ...answer, answer: `${shape.lead.replace(/['’]s$/, '')}. ${shape.rest}` };
  }
  const found = candidate(question, want, shape.lead, shape.sentence);
  const text = found ? `${found}. ${shape.rest}` : shape.rest;
  return { ...answer, answer: text };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(YEAR, NUMBER, VAGUE, DURATION, TIME_CHANGE, TIME_VALUE, DURATION_BEFORE_NOUN);
