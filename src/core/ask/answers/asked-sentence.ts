/**
 * The sentence that answers a question asking for one value (issue #28, session 31, wave 2): "How
 * accurate is the classifier?" is answered by the write-up's "96.4% accuracy on held-out lots", not
 * by the first sentence that names the classifier; "When was the old system from?" by the sentence
 * with the year; "How many anthrax alerts …?" by the sentence that counts alerts.
 *
 * The candidates are the fact index's best few project sentences for the question's words (no scan
 * of the content), the words of a measure asked by an adjective added ("accurate" asks for an
 * "accuracy", "often" for a "frequency": a small table of general English measure words, no
 * field's terms). Each is scored by the question's content words it states, those of its project's
 * title and description (the project the question names or describes), and whether it states a
 * value of the kind asked (./asked-value.ts). The answer gives way when it does not answer: a lead
 * that says no project matches, a card, a skill list or a sentence without a value of the asked
 * kind, while a candidate has one and states at least as much of the question.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { isUnit } from '../text/lead-values.ts';
import { durationsIn } from '../text/figure-units.ts';
import { statesPlace } from './place-kind.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems, fold, stem } from '../text/words.ts';
import { askedValue, type Want } from './asked-value.ts';
import { measuresIn } from './value-fact.ts';
import { reply } from './reply.ts';
import { candidate as typedValue } from './typed-lead.ts';
import { mayReplace } from './answer-shape.ts';
import { citedPages } from './project-links.ts';
import { projectById } from '../knowledge/project-by-id.ts';
import { bare } from '../text/bare-token.ts';

/**
 * "How accurate …", "how often …": the nouns of the measure an adjective asks for (general
 * English, as WordNet's attributes of the adjectives: accurate → accuracy, fast → speed).
 */
const MEASURE_WORDS: Readonly<Record<string, readonly string[]>> = {
  accurate: ['accuracy', 'accurate', 'precision', 'error'],
  precise: ['precision', 'accuracy', 'error'],
  fast: ['speed', 'faster', 'time', 'within'],
  quick: ['speed', 'faster', 'time', 'within'],
  quickly: ['speed', 'faster', 'time', 'within'],
  big: ['size', 'bigger', 'large'],
  large: ['size', 'larger'],
  small: ['size', 'smaller'],
  heavy: ['weight'],
  long: ['duration', 'length', 'for'],
  often: ['frequency', 'every', 'times'],
  frequently: ['frequency', 'every', 'times'],
  reliable: ['reliability', 'uptime', 'availability'],
};

/** Adjectives whose measure may be a duration or a frequency ("how fast …" → "within 10 minutes"). */
const DURATION_MEASURES = new Set(['fast', 'quick', 'quickly', 'long', 'often', 'frequently']);

/** Words of asking, never the thing asked about. */
const ASKING = new Set(['how', 'many', 'much', 'what', 'which', 'who', 'whom', 'where', 'when', 'now']);

const NUMBER = /^(?:[−-]?\d[\d,.]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)$/i;
const YEAR = /^(?:1[89]|20)\d\d$/;
const TIME = /^(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|ms|s|h|min|mins|hrs?)$/i;
/** "October 2016", "2009": a month and year, or a year. */
const DATE = /\b(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?(?:1[89]|20)\d\d\b/g;
const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;
/**
 * A date stated relative to another ("by the end of the tenth month after the year end", "two weeks before the
 * hearing", "the first Monday of each month"): an ordinal time unit or day of the week before "after", "before" or
 * "of", or a number of time units before "after" or "before" (general English).
 */
const RELATIVE_DATE = new RegExp(
  '\\b(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|\\d+(?:st|nd|rd|th))\\s+' +
    '(?:(?:working|business|calendar)\\s+)?(?:day|week|month|quarter|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\s+(?:after|before|of|following)' +
    '|(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety)\\s+' +
    '(?:(?:working|business|calendar|full)\\s+)?(?:days|weeks|months|quarters|years|day|week|month|quarter|year)\\s+(?:after|before|following|prior\\s+to))\\b',
  'i',
);

/** Whether a sentence states a value of the kind asked for. */
export function statesKind(want: Want, text: string, withWhom = false, stems: readonly string[] = [], durations = true): boolean {
  const raw = text.split(/\s+/);
  const tokens = raw.map(bare);
  switch (want.kind) {
    case 'date':
      return tokens.some((token) => YEAR.test(token) || MONTH.test(token) || /^(?:1[89]|20)\d\d-\d\d(?:-\d\d)?$/.test(token)) || RELATIVE_DATE.test(text);
    case 'count':
      return countsAt(tokens, want.nouns, stems) !== undefined;
    case 'measure':
      // "3.8 seconds", and "a 47-minute outage", "a six-week trial" (a duration written before its noun, ../text/figure-units.ts).
      if (want.time)
        return tokens.some((token, i) => NUMBER.test(token) && !YEAR.test(token) && TIME.test(tokens[i + 1] ?? '')) || durationsIn(text).length > 0;
      // "How accurate …", "how big …" ask for no duration ("18 months" is no accuracy); "how fast", "how often" may.
      if (!durations) return tokens.some((token) => /^[−-]?\d[\d,.]*%$/.test(token)) || measuresIn(text).some((value) => !TIME.test(value.split(' ')[1] ?? ''));
      // "96.4%", "512 KB", "three 9-metre antennas" (a number and its unit in one word).
      return tokens.some((token) => /^[−-]?\d[\d,.]*%$/.test(token) || isUnit(/^\d[\d,.]*-(\p{L}+)$/u.exec(token)?.[1] ?? '')) || measuresIn(text).length > 0;
    case 'place':
      // "in Veldhoven", "at the St Bride Library", a country for "which country" (./place-kind.ts).
      return statesPlace(want.noun, text, stems);
    case 'agent':
      // "reviewed by Scientists at ILRI", "agreed with the EU Space Surveillance …" (asked "with whom"): a capitalised name after "by" or "with".
      return (withWhom ? /\b(?:by|with)\s+(?:the\s+)?\p{Lu}/u : /\bby\s+(?:the\s+)?\p{Lu}/u).test(text);
    default:
      return false;
  }
}

/**
 * The number a sentence gives for the count asked: a number followed within three words by the
 * counted noun ("59,000 charts") or by the question's other words ("6,400 got new limits" for "how
 * many charts got new limits?"); of several, the one followed by most of the question's words.
 */
function countsAt(tokens: readonly string[], nouns: readonly string[], stems: readonly string[]): { at: number; words: number } | undefined {
  let best: { at: number; words: number } | undefined;
  tokens.forEach((token, i) => {
    if (!NUMBER.test(token) || YEAR.test(token) || /%$/.test(token)) return;
    const next = tokens.slice(i + 1, i + 4).map((word) => stem(fold(word)));
    // The counted noun right after the number ("2,300 spreadsheets") weighs double: "60 brands from spreadsheets" counts brands.
    const words = next.filter((word) => nouns.includes(word) || stems.includes(word)).length + (nouns.includes(next[0] ?? '') ? 1 : 0);
    if (words && (!best || words > best.words)) best = { at: i, words };
  });
  return best;
}

/** How many of the question's words follow the sentence's best number for the count asked (0: it states none). */
function countWords(want: Want & { kind: 'count' }, text: string, stems: readonly string[]): number {
  return countsAt(text.split(/\s+/).map(bare), want.nouns, stems)?.words ?? 0;
}

/** The content stems of the question, with the measure nouns its adjectives ask for. */
function asked(knowledge: Knowledge, question: ParsedQuestion): { stems: string[]; measure: string[]; words: string[] } {
  const content = question.words.filter(
    (word) =>
      !FUNCTION_WORDS.has(word.folded) &&
      !NOUN_AUXILIARIES.has(word.folded) &&
      !ASKING.has(word.folded) &&
      !knowledge.person.words.has(word.folded) &&
      word.folded.length > 1,
  );
  const how = question.words[0]?.folded === 'how' ? question.words[1]?.folded : undefined;
  const measure = (how && MEASURE_WORDS[how]) || [];
  const stems = [...new Set(content.filter((word) => word.folded !== how).map((word) => word.stem))];
  return { stems, measure: measure.map((word) => stem(word)), words: [...question.words.map((word) => word.folded), ...measure] };
}

/** The question's stems a text states, each once. */
const covered = (stems: readonly string[], text: string) => {
  const own = contentStems(text);
  return stems.filter((wordStem) => own.has(wordStem)).length;
};

/** A capitalised word inside a sentence ("The hydropower producer Vestkraft uses it") or a passive's agent ("by the retailer's audit team"). */
const AGENT_INSIDE = /\s\p{Lu}|\bby\s+\S/u;

/** A lead that says no project matches ("None of her projects involves all of …", "No project is about …"). */
const NO_MATCH = /^(?:None of \S+ projects|No project\b)/;

/** Answers read from the projects or the skill list, which a wh-question's project sentence may replace; a career's or a card's stay. */
const REPLACEABLE = new Set(['skills', 'projects', 'project', 'count']);

/** A question that asks for a value a sentence states (not a version or a name), without injection (the pre-test of ./honest.ts). */
export function askedSentenceApplies(question: ParsedQuestion): boolean {
  const want = question.injection ? undefined : askedValue(question);
  return want !== undefined && want.kind !== 'version' && want.kind !== 'name';
}

/**
 * The project sentence that states the value asked for, in place of an answer that does not; the
 * answer itself when it states one, or when no sentence states more of the question.
 */
export function withAskedSentence(knowledge: Knowledge, question: ParsedQuestion, given: AskAnswer): AskAnswer {
  let answer = given;
  if (!askedSentenceApplies(question) || !mayReplace(answer, 'unhelped')) return answer;
  const want = askedValue(question);
  if (want?.kind === 'agent') answer = withoutOtherAgent(question, answer);
  // A private field stays refused; "how long were the rules simulated?" read as years of experience (a skill's level) asks
  // about no person, and is no private field of a project ("How long has she worked with …?" stays refused).
  const experience = want?.kind === 'measure' && want.time && question.cues.has('years') && !question.person;
  if (answer._meta.intent === 'private' && !experience) return answer;
  if (!want) return answer;
  const quoted = /“([^”]+)”/u.exec(answer.answer)?.[1];
  const noMatch =
    NO_MATCH.test(answer.answer) || (answer._meta.response_type === 'not_found' && (!answer.references.length || answer._meta.intent === 'private'));
  if (!noMatch && !REPLACEABLE.has(answer._meta.intent)) return answer;
  // A count of the career's lists ("how many papers") is no project's to correct.
  const current = citedPages(knowledge, answer)[0];
  if (!noMatch && answer._meta.intent === 'count' && !current) return answer;
  // A count is compared below: "59,000 charts" does not answer "how many charts got new limits?" as "6,400 got new limits" does.
  if (!noMatch && want.kind !== 'count' && (statesKind(want, answer.answer) || (want.kind === 'agent' && quoted && AGENT_INSIDE.test(quoted)))) return answer;
  const withWhom = question.words[0]?.folded === 'with';
  const { stems: all, measure, words } = asked(knowledge, question);
  // "Which city is the vault's assessor from?": the kind's noun ("city") is what is asked, no word a sentence shares with the question.
  const kindNoun = want.kind === 'place' ? want.noun : undefined;
  const stems = all.filter((wordStem) => wordStem !== kindNoun);
  if (stems.length < 2 && !(stems.length && measure.length)) return answer;
  const named = new Set(question.namedProjects.map((named) => knowledge.projects[named.project]?.view.id));
  // The fact index's best few, and the sentences of the project the question names: "its rating matched the field tests in
  // 91.2% of the profiles" shares no word with "How accurate is the stability model?" but is the model's only accuracy.
  const first = question.namedProjects[0] && knowledge.projects[question.namedProjects[0].project];
  const candidates = [
    ...knowledge.factIndex.best(words, 8, (hit) => hit.kind === 'project').map((hit) => ({ text: hit.text, project: hit.project, indexed: true })),
    ...(first ? projectSentences(first).map((sentence) => ({ text: sentence.text, project: first.view.id, indexed: false })) : []),
  ];
  let best: { text: string; project: string; score: number; own: number; measured: number } | undefined;
  for (const hit of candidates) {
    if (!statesKind(want, hit.text, withWhom, stems, !measure.length || DURATION_MEASURES.has(question.words[1]?.folded ?? ''))) continue;
    const info = projectById(knowledge, hit.project);
    if (!info) continue;
    const measured = measure.length && covered(measure, hit.text) ? 1 : 0;
    // A sentence of the named project that states none of the question's words answers only the measure its adjective asks.
    if (!hit.indexed && !measured && !covered(stems, hit.text) && !measure.length) continue;
    // The sentence with its project's title: "96.4% accuracy" of the Wafer Map Classifier states "wafer map classifier".
    const own = covered(stems, `${info.view.title} ${hit.text}`);
    // The project the question names or describes: its words in the title and description.
    const topic = covered(stems, `${info.view.title} ${info.view.description}`);
    const score = own + measured + covered(stems, hit.text) * 0.25 + Math.min(topic, 2) * 0.5 + (named.has(hit.project) ? 1 : 0);
    if (own + measured < 1 || own + measured + topic < 2) continue;
    if (!best || score > best.score) best = { text: hit.text.trim(), project: hit.project, score, own, measured };
  }
  if (!best || answer.answer.includes(best.text)) return answer;
  // An answer that is no denial gives way only to a sentence that states more of the question, or as much and the measure asked.
  const answered = covered(stems, `${current?.view.title ?? ''} ${quoted ?? answer.answer}`);
  const total = best.own + best.measured;
  // A project's card (no quoted sentence) states no value: a sentence of as much of the question answers instead.
  if (!noMatch && (total < answered || (total === answered && !best.measured && quoted))) return answer;
  if (!noMatch && want.kind === 'count' && countWords(want, quoted ?? answer.answer, stems) >= countWords(want, best.text, stems)) return answer;
  const info = projectById(knowledge, best.project)!;
  // The value asked, read out first ("96.4%. Wafer Map Pattern Classifier: “…”"), when the sentence's value of that kind can be told.
  const value = leadValue(question, want, best.text, stems);
  const text = `${value ? `${value}. ` : ''}${info.view.title}: “${best.text}”`;
  return reply('answer', 'project', text, [info.view.links.html, info.view.links.self], answer._meta.confidence);
}

/**
 * "Who reviewed the model?" answered "SMS." from "Scientists at ILRI … reviewed the model in 2020 before the
 * forecasts were sent to farmers by SMS": a lead that is the agent after "by" of another verb, later in a
 * sentence whose question verb is active, is no agent of the act asked; the sentence is quoted whole.
 */
function withoutOtherAgent(question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const match = /^([^“”.]{1,40})\.\s+(\p{Lu}[^“]*“([^”]+)”.*)$/su.exec(answer.answer);
  const verb = question.words[1];
  if (!match || !verb || FUNCTION_WORDS.has(verb.folded) || NOUN_AUXILIARIES.has(verb.folded)) return answer;
  const tokens = match[3]!.split(/\s+/).map((token) => fold(bare(token)));
  const lead = tokens.indexOf(fold(match[1]!.split(/\s+/)[0]!));
  // The verb as the question writes it ("reviewed"), not a noun of its stem ("an external audit by …").
  const act = tokens.indexOf(verb.folded);
  if (lead < 1 || act < 1 || lead < act || tokens[lead - 1] !== 'by') return answer;
  // "was reviewed by …": a passive question verb has its agent after "by"; that lead stays.
  if (/^(?:was|were|is|are|been|be|being)$/.test(tokens[act - 1]!)) return answer;
  return { ...answer, answer: match[2]! };
}

/** The sentence's value of the asked kind: a count as ./typed-lead.ts reads it, the measure nearest the question's words, a date asked by "when". */
function leadValue(question: ParsedQuestion, want: Want, sentence: string, stems: readonly string[]): string | undefined {
  if (want.kind === 'count') {
    const tokens = sentence.split(/\s+/).map(bare);
    const found = countsAt(tokens, want.nouns, stems);
    return found && tokens[found.at];
  }
  if (want.kind === 'measure') {
    const values = want.time ? [typedValue(question, want, '', sentence)].filter((value) => value !== undefined) : measuresOf(sentence);
    return nearest(values, sentence, stems);
  }
  // "During which week …" asks for a week, which a year does not tell.
  if (want.kind !== 'date' || !question.words.some((word) => word.folded === 'when' || word.folded === 'year')) return undefined;
  const dates = sentence.match(DATE) ?? [];
  return dates.length === 1 ? dates[0] : undefined;
}

/** The shares and the numbers with a unit of a sentence ("96.4%", "30 mm"). */
function measuresOf(sentence: string): string[] {
  const shares = sentence
    .split(/\s+/)
    .map(bare)
    .filter((token) => /^[−-]?\d[\d,.]*%$/.test(token));
  return [...shares, ...measuresIn(sentence)];
}

/** Of the values, the one written nearest a word of the question ("by more than 30 mm the axis stops" for "before the axis stops"). */
function nearest(values: readonly string[], sentence: string, stems: readonly string[]): string | undefined {
  if (values.length < 2) return values[0];
  const tokens = sentence.split(/\s+/).map((token) => stem(fold(bare(token))));
  const asked = tokens.flatMap((token, i) => (stems.includes(token) ? [i] : []));
  if (!asked.length) return undefined;
  let best: { value: string; distance: number } | undefined;
  for (const value of values) {
    const at = sentence.split(/\s+/).findIndex((token) => bare(token) === value.split(/\s+/)[0]);
    if (at < 0) continue;
    const distance = Math.min(...asked.map((i) => Math.abs(i - at)));
    if (!best || distance < best.distance) best = { value, distance };
  }
  return best?.value;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NUMBER, YEAR, TIME, MONTH, DATE, RELATIVE_DATE, NO_MATCH, AGENT_INSIDE);
