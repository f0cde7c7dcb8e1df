/**
 * Verdicts over a stated figure (issue #28, class 3 of session 30): "Did the scheduler save more
 * than 20% of the water?", "Is it used on over 1,000 farms?", "Did it cut the time by more than
 * half?", "Is its 2024 acreage more than six times its 2021 acreage?". The question names one
 * project and a bound; the project's sentence that states a figure of the same kind (a share, a
 * ratio, a count of the noun asked) and most of the question's other words decides "Yes" or "No",
 * with the figure and the sentence. A change the sentence states ("from 95 to 31 seconds", "410,000,
 * up from 60,000") gives the share or the ratio of the change. A project that states no such figure
 * is said to state none: no verdict is guessed.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import type { Sentence } from '../knowledge/sentences.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { isUnit, wholeValue } from '../text/lead-values.ts';
import { stem } from '../text/words.ts';
import { changeAsked } from './change-values.ts';
import { countIn } from './count-facts.ts';
import { rateAsked } from '../text/rates.ts';
import { partOfWhole } from './share-of-whole.ts';
import { confidenceOf, reply } from './reply.ts';
import { NUMBER_WORD_PATTERN, NUMBER_WORDS } from '../text/number-words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { currencyOf, MONEY_PREFIX, moneyIn, moneyScale, ONE_TIME_UNIT, ratioVerb, secondsIn } from '../text/figure-units.ts';
import { changeIn, durationFigure, labelBefore, labelledFigure } from './stated-figures.ts';
import { countComparison } from './count-compare.ts';
import { projectById } from '../knowledge/project-by-id.ts';

type Op = '>' | '>=' | '<' | '<=';

interface Bound {
  op: Op;
  value: number;
  /** '%' for a share, 'times' for a ratio, 'time' for a duration (value in seconds), 'money' (with `currency`), else the stem of the noun counted ("farm"), or '' for none. */
  unit: string;
  /** The currency of a bound on money ("CHF", "A$"). */
  currency?: string;
  /** "an AUC above 0.85": the noun written before a bound that has no unit, whose figure the sentence states after it ("AUC of 0.81"). */
  label?: string;
  /** The bound as the question writes it ("more than 20%"). */
  written: string;
  /** Whether it bounds a change ("cut it by more than 20%", "save more than a week"), not the level reached ("go above 95%"). */
  by: boolean;
  /** Whether it bounds how far one figure was off another ("off by more than a minute"). */
  off?: boolean;
  /** Whether the noun after the number is a unit of measure ("under 200 ms"). */
  measure: boolean;
  /** The rate the bound is at ("more than 1 million events per second": second), compared with a figure of that rate only. */
  rate?: string;
  /** Of a change the sentence states, the value the question asks for ("… now?", "… when it started?"); the value after when unset. */
  asked?: 'before' | 'after';
}

/** Fractions of a whole, read as shares of a change ("by more than half"). */
const FRACTIONS: Record<string, number> = { half: 50, 'a half': 50, 'a third': 100 / 3, 'a quarter': 25, 'two thirds': 200 / 3, 'three quarters': 75 };

const OPS: [RegExp, Op][] = [
  [/^(?:at least|no less than|no fewer than|not less than)$/, '>='],
  [/^(?:at most|no more than|not more than|up to|within)$/, '<='],
  [/^(?:more than|greater than|higher than|over|above|exceed|exceeds|exceeded|beyond)$/, '>'],
  [/^(?:less than|fewer than|lower than|under|below)$/, '<'],
];

const BOUND = new RegExp(
  String.raw`\b(at least|no less than|no fewer than|not less than|at most|no more than|not more than|up to|within|more than|greater than|higher than|over|above|exceed(?:s|ed)?|beyond|less than|fewer than|lower than|under|below)\s+${MONEY_PREFIX}?` +
    String.raw`(\d[\d,]*(?:\.\d+)?|${ONE_TIME_UNIT}|${NUMBER_WORD_PATTERN}|a half|half|a third|a quarter|two thirds|three quarters)` +
    String.raw`(?:\s*(thousand|million|billion|k\b|bn\b))?(?:\s*(%|percent\b|per cent\b|times\b|-fold\b|x\b))?(?:\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?([a-z][a-z-]+))?`,
  'iu',
);

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** "more than halve the time", "double the yield": a bound on the ratio of a change (../text/figure-units.ts). */
function ratioBound(text: string): Bound | undefined {
  const verb = ratioVerb(text);
  return verb && { op: verb.op, value: verb.value, unit: 'times', by: true, measure: false, written: verb.written };
}

/** The bound a yes/no question sets, or undefined. */
export function boundOf(text: string): Bound | undefined {
  const match = BOUND.exec(text);
  if (!match) return ratioBound(text);
  const [, opWords, prefix, amount, scale, mark, noun] = match;
  const currency = currencyOf(prefix);
  // "more than the 2020 figure": a word before the number that is no currency is no bound.
  if (prefix && !currency) return undefined;
  const before = text.slice(0, match.index);
  // "save more than a week", "gain over 2 hours", "add more than a year": a verb of an amount gained, added or lost bounds the change.
  const by =
    /\bby\s+$/i.test(before) ||
    /\b(?:sav(?:e|es|ed|ing)|gain(?:s|ed)?|shav(?:e|es|ed)|lose|loses|lost|add(?:s|ed)?|extend(?:s|ed)?|lengthen(?:s|ed)?|shorten(?:s|ed)?)\s+(?:\w+\s+)?$/i.test(
      before,
    );
  const off = /\b(?:off|out|wrong|differ|miss(?:ed)?)\s+by\s+$/i.test(before);
  const op = OPS.find(([pattern]) => pattern.test(opWords!.toLowerCase()))![1];
  const lower = amount!.toLowerCase();
  const fraction = FRACTIONS[lower];
  const one = /^(?:an?|half an?)$/.test(lower) ? (lower.startsWith('half') ? 0.5 : 1) : undefined;
  let value = fraction ?? one ?? NUMBER_WORDS[lower] ?? Number(amount!.replace(/,/g, ''));
  if (scale) value *= currency ? moneyScale(scale) : (SCALES[scale.toLowerCase()] ?? (scale.toLowerCase() === 'k' ? 1e3 : 1e9));
  if (!Number.isFinite(value)) return undefined;
  // "exceeds 1 million" is written "more than 1 million" in the verdict ("No: 45,000, not more than …", never "not exceeds").
  const shown = /^exceed/i.test(opWords!) ? 'more than' : opWords!.toLowerCase();
  const written = `${shown} ${prefix ?? ''}${amount}${scale ? `${/^[kb]/i.test(scale) ? '' : ' '}${scale}` : ''}`;
  // "within 10% of the loss" bounds an error; "within a week", "within 5 km" ask about the owner's time or place.
  if (/^within$/i.test(opWords!) && !(mark && /%|per/.test(mark))) return undefined;
  if (currency && !mark) return { op, value, unit: 'money', currency, by, measure: true, written };
  // "more than a week", "under 3 hours": a duration, compared in seconds.
  const seconds = mark ? undefined : secondsIn(noun);
  if (seconds !== undefined) return { op, value: value * seconds, unit: 'time', by, off, measure: true, written: `${written} ${noun}` };
  if (one !== undefined) return undefined;
  const label = !noun && !mark ? labelBefore(text.slice(0, match.index)) : undefined;
  const unit =
    fraction !== undefined || (mark && /%|per/.test(mark))
      ? '%'
      : mark && /times|fold|x/.test(mark)
        ? 'times'
        : noun && POINTS.test(noun)
          ? 'points'
          : noun && !FUNCTION_WORDS.has(noun.toLowerCase())
            ? stem(noun.toLowerCase())
            : '';
  const marked = mark ? (mark === '%' || mark === '-fold' ? mark : ` ${mark}`) : '';
  const counted = unit && unit !== '%' && unit !== 'times' ? ` ${unit === 'points' ? 'points' : noun}` : '';
  const measure = !!noun && unit !== 'points' && isUnit(noun);
  const rate = rateAsked(text.slice(match.index));
  return {
    op,
    value,
    unit,
    by,
    measure,
    written: `${shown} ${amount}${scale ? ` ${scale}` : ''}${marked}${counted}`,
    ...(label && !unit ? { label } : {}),
    ...(rate ? { rate } : {}),
  };
}

const parse = (written: string) => Number(written.replace(/,/g, ''));

/** "by more than 5 points", "5 percentage points": a difference of two shares. */
const POINTS = /^(?:points?|percentage|pp)$/i;

/** "from 72% to 97%": a change of a share, its two values in percent; undefined for another change. */
function shareChange(text: string): { before: number; after: number; written: string } | undefined {
  const match = /\bfrom\s+(\d[\d,]*(?:\.\d+)?)\s*%\s+to\s+(\d[\d,]*(?:\.\d+)?)\s*%/i.exec(text);
  // A sentence with other shares besides ("18% of requests …; false positives fell from 11% to 2.5%") is read as before.
  if (!match || (text.match(/\d\s*%/g) ?? []).length > 2) return undefined;
  return { before: parse(match[1]!), after: parse(match[2]!), written: match[0] };
}

const round = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

/** The figure of the bound's kind that a sentence states, as a number and as written; undefined when none. */
function figureIn(text: string, bound: Bound, content: ReadonlySet<string> = new Set()): { value: number; written: string } | undefined {
  // "rose from 61% to 72%": the level reached is the value after the change ("did it go above 70%?"); a
  // bound on the change ("cut it by more than 20%") compares the change, in points or as a share of the value before.
  const shares = bound.unit === '%' || bound.unit === 'points' ? shareChange(text) : undefined;
  if (shares && bound.unit === 'points') {
    const value = Math.abs(shares.after - shares.before);
    return { value, written: `${shares.written} (${round(value)} points)` };
  }
  if (shares && !bound.by) return { value: bound.asked === 'before' ? shares.before : shares.after, written: shares.written };
  if (shares && shares.before > 0) {
    const value = (Math.abs(shares.after - shares.before) / shares.before) * 100;
    return { value, written: `${shares.written} (${round(value)}% of the value before)` };
  }
  if (bound.unit === 'points') {
    // "improved the loss ratio by 7 percentage points".
    const points = /(\d[\d,]*(?:\.\d+)?)\s*(?:percentage points?|points?|pp)\b/i.exec(text);
    return points ? { value: parse(points[1]!), written: points[0] } : undefined;
  }
  if (bound.unit === 'time') return durationFigure(text, bound);
  if (bound.unit === 'money') return moneyIn(text, bound.currency!)[0];
  if (!bound.unit) return bound.label ? labelledFigure(text, bound.label) : undefined;
  if (bound.unit === '%') {
    // "sampled 1,318 of 184,000 ballots" beside "a 5% risk limit": the part of the whole asked (./share-of-whole.ts).
    const part = partOfWhole(text, content);
    if (part) return part;
    const share = shareOfNoun(text, content);
    if (share) return { value: parse(share[1]!), written: share[0] };
    const change = changeIn(text);
    if (change && change.before > 0) {
      const value = (Math.abs(change.after - change.before) / change.before) * 100;
      return { value, written: `${change.written} (${round(value)}%)` };
    }
    return undefined;
  }
  if (bound.unit === 'times') {
    const times = /(\d[\d,]*(?:\.\d+)?|\b(?:two|three|four|five|six|seven|eight|nine|ten))[\s-]*(?:times|fold|x)\b/i.exec(text);
    if (times) return { value: NUMBER_WORDS[times[1]!.toLowerCase()] ?? parse(times[1]!), written: times[0] };
    const change = changeIn(text);
    if (change && change.before > 0 && change.after > 0) {
      const value = Math.max(change.after, change.before) / Math.min(change.after, change.before);
      return { value, written: `${change.written} (${round(value)} times)` };
    }
    return undefined;
  }
  if (bound.unit) {
    // "cut from 19 minutes to 11 minutes" against "under 15 minutes now?": the side of the change asked, the level reached unless "before".
    const side = bound.by ? undefined : changeSide(text, bound);
    if (side) return side;
    const counted = countIn(text, bound.unit, 3, bound.rate);
    const value = counted ? parseCount(counted) : undefined;
    // "180 ms": a measure keeps its unit.
    return counted && value !== undefined ? { value, written: bound.measure ? wholeValue(counted, text) : counted } : undefined;
  }
  return undefined;
}

/**
 * "RevPAR rose 6.2% …, and ADR up 5.1%" for "did ADR go up by more than 10%?": of the sentence's shares, the one
 * nearest a word of the question (within four words before it or two after), else the first.
 */
function shareOfNoun(text: string, content: ReadonlySet<string>): RegExpExecArray | undefined {
  const shares = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/gi)];
  if (shares.length < 2 || !content.size) return shares[0];
  let best: { share: RegExpExecArray; distance: number } | undefined;
  for (const share of shares) {
    const before = text
      .slice(0, share.index)
      .split(/[\s-]+/)
      .filter(Boolean)
      .slice(-4)
      .reverse();
    const after = text
      .slice(share.index + share[0].length)
      .split(/[\s-]+/)
      .filter(Boolean)
      .slice(0, 2);
    const near = (tokens: string[]) => tokens.findIndex((token) => content.has(stem(token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase())));
    const distances = [near(before), near(after)].filter((distance) => distance >= 0);
    const distance = distances.length ? Math.min(...distances) : Number.POSITIVE_INFINITY;
    if (distance < (best?.distance ?? Number.POSITIVE_INFINITY)) best = { share, distance };
  }
  return best?.share ?? shares[0];
}

/** The value before or after a change of the bound's noun or unit ("from 19 minutes to 11 minutes"), with its unit; undefined for none. */
function changeSide(text: string, bound: Bound): { value: number; written: string } | undefined {
  const fromTo = /\bfrom\s+(\d[\d,]*(?:\.\d+)?)(?:\s+([a-z]+))?\s+to\s+(\d[\d,]*(?:\.\d+)?)(?:\s+([a-z]+))?/i.exec(text);
  if (!fromTo) return undefined;
  const [, before, beforeUnit, after, afterUnit] = fromTo;
  // The change is of the thing bounded: its unit or noun is written after a value ("from 19 minutes to 11 minutes", "from 9 to 23 pits").
  const unitOf = (word: string | undefined) => (word && stem(word.toLowerCase()) === bound.unit ? word : undefined);
  const unit = unitOf(afterUnit) ?? unitOf(beforeUnit);
  if (!unit) return undefined;
  const chosen = bound.asked === 'before' ? before! : after!;
  return { value: parse(chosen), written: `${chosen} ${unit}` };
}

function parseCount(written: string): number | undefined {
  const [amount, scale] = written.split(/\s+/);
  const value = NUMBER_WORDS[amount!.toLowerCase()] ?? parse(amount!.replace(/%$/, ''));
  return Number.isFinite(value) ? value * (scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1) : undefined;
}

function holds(value: number, bound: Bound): boolean {
  if (bound.op === '>') return value > bound.value;
  if (bound.op === '>=') return value >= bound.value;
  if (bound.op === '<') return value < bound.value;
  return value <= bound.value;
}

/**
 * "Yes"/"No" for a yes/no question that bounds a figure of one named project, from the sentence
 * that states it; the project's "no such figure" when none does; undefined for any other question.
 */
export function thresholdVerdict(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!question.cues.has('yesno')) return undefined;
  const read = boundOf(text);
  // "Does it have more vets than animal health assistants?": two stated counts compared (./count-compare.ts).
  if (!read) return countComparison(knowledge, question, text);
  const asked = changeAsked(question);
  const bound = asked ? { ...read, asked } : read;
  const best = question.namedProjects[0];
  if (best && question.namedProjects.some((other) => other.project !== best.project && other.score >= best.score)) return undefined;
  const content = contentOf(question, best?.matched);
  if (!best) return searched(knowledge, question, bound, content);
  const info = knowledge.projects[best.project]!;
  const sentences = projectSentences(info);
  const found = chooseFigure(sentences, bound, content);
  if (found) return verdictOf(question, info, bound, found);
  // A bound on a count of a noun the project never names is not this project's figure at all.
  if (bound.unit && !['%', 'times', 'points', 'time', 'money'].includes(bound.unit) && !sentences.some((sentence) => sentence.stems.has(bound.unit)))
    return undefined;
  const refs = [info.view.links.html, info.view.links.self];
  return reply('answer', 'project', `${info.view.title} states no figure to compare with “${bound.written}”: ${info.view.description.trim()}`, refs, 0.5);
}

/** The question's own words: not grammar, not the project's name; years count ("its 2021 acreage"). */
function contentOf(question: ParsedQuestion, named: ReadonlySet<string> | undefined): Set<string> {
  return new Set(
    question.words
      .filter((word) => !FUNCTION_WORDS.has(word.folded) && !named?.has(word.stem) && /^(?:[a-z]{3,}|(?:19|20)\d\d)$/.test(word.folded))
      .filter((word) => !/^(?:more|less|fewer|greater|higher|lower|over|above|under|below|least|most|than|times|half|third|quarter|percent)$/.test(word.folded))
      .map((word) => word.stem),
  );
}

/** The pre-test of the figure step of ./honest.ts: a yes/no question that bounds a figure ("more than 95% of the defects"). */
export const figureBoundApplies = (question: ParsedQuestion, text: string): boolean =>
  question.cues.has('yesno') && (/\d/.test(text) || /\b(?:an?|halve|double|triple)\b/i.test(text)) && !!boundOf(text)?.unit;

/**
 * "Did the borescope model find more than 95% of the defects?" answered by a skill check, a price list or a
 * card because no project is named by its whole title: the project sentence the fact index ranks among its
 * few best that states a figure of the bound's kind and shares two of the question's words, the project's
 * title counted with it ("Borescope Image Library"), gives the verdict. A verdict on a figure already given stays.
 */
export function withFigureVerdict(knowledge: Knowledge, question: ParsedQuestion, text: string, answer: AskAnswer): AskAnswer {
  if (/^(?:Yes|No): /.test(answer.answer)) return answer;
  const read = boundOf(text);
  if (!read?.unit) return answer;
  const asked = changeAsked(question);
  const bound = asked ? { ...read, asked } : read;
  const content = contentOf(question, undefined);
  if (content.size < 2) return answer;
  // The projects of the fact index's few best hits, in their order; in each, the sentence with a figure of the bound's kind.
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    5,
    (hit) => hit.kind === 'project',
  );
  for (const id of new Set(hits.map((hit) => hit.project))) {
    const info = projectById(knowledge, id);
    if (!info) continue;
    // A word of the project's title counts as the sentence's ("the borescope model" of Borescope Image Library).
    const title = new Set(info.view.title.split(/[^\p{L}\p{N}]+/u).map((word) => stem(word.toLowerCase())));
    const found = chooseFigure(projectSentences(info), bound, content);
    const shared = found ? found.shared + [...content].filter((word) => title.has(word) && !found.sentence.stems.has(word)).length : 0;
    if (found && shared >= 2) return verdictOf(question, info, bound, { ...found, shared });
  }
  return answer;
}

type Found = { sentence: Sentence; figure: { value: number; written: string }; shared: number };

function verdictOf(question: ParsedQuestion, info: ProjectInfo, bound: Bound, found: Found): AskAnswer {
  const yes = holds(found.figure.value, bound);
  const verdict = `${yes ? 'Yes' : 'No'}: ${found.figure.written}, ${yes ? '' : 'not '}${bound.written}.`;
  const refs = [info.view.links.html, info.view.links.self];
  return reply(
    'answer',
    'project',
    `${verdict} ${info.view.title}: “${found.sentence.text.trim()}”`,
    refs,
    confidenceOf(question, found.shared >= 2 ? 0.9 : 0.7),
  );
}

/**
 * "Did the routing engine save more than 5% of fuel?" naming no project by its title: the project
 * sentence the fact index ranks first among the few best that has a figure of the bound's kind and
 * two of the question's words at least.
 */
function searched(knowledge: Knowledge, question: ParsedQuestion, bound: Bound, content: ReadonlySet<string>): AskAnswer | undefined {
  if (content.size < 2) return undefined;
  // The best 5 only (the fact index's top-n search, not a hit made of every match).
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    5,
    (hit) => hit.kind === 'project',
  );
  for (const hit of hits) {
    const info = projectById(knowledge, hit.project);
    const sentence = info && projectSentences(info).find((candidate) => candidate.text.trim() === hit.text.trim());
    if (!info || !sentence) continue;
    const found = chooseFigure([sentence], bound, content);
    if (found && found.shared >= 2) return verdictOf(question, info, bound, found);
  }
  return undefined;
}

/** The sentence with a figure of the bound's kind that shares most of the question's words (the first of equals). */
function chooseFigure(sentences: readonly Sentence[], bound: Bound, content: ReadonlySet<string>): Found | undefined {
  let best: Found | undefined;
  for (const sentence of sentences) {
    const figure = figureIn(sentence.text, bound, content);
    if (!figure) continue;
    const shared = [...content].filter((wordStem) => sentence.stems.has(wordStem)).length;
    if (!best || shared > best.shared) best = { sentence, figure, shared };
  }
  if (best && (best.shared > 0 || !content.size)) return best;
  // "Was the latency under 200 ms?" against "180 ms from the vest to the screen": the project's one figure in the unit asked.
  const inUnit = bound.measure ? sentences.filter((sentence) => figureIn(sentence.text, bound)) : [];
  return inUnit.length === 1 ? { sentence: inUnit[0]!, figure: figureIn(inUnit[0]!.text, bound)!, shared: 0 } : undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(BOUND);
