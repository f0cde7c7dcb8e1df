/**
 * The sentence of the project asked about that states the quantity asked (issue #28, session 34, "the value a
 * write-up states, asked in other words"): "How accurate is the survey network?" is answered by the write-up's
 * "… positions to within 2 cm", not by the description's "was up 99.94% of the time"; "How dense was the scan?"
 * by "… 18 points per square metre"; "How many inspectors use the app?" by "… used by 40 inspectors", not by a
 * sentence that only repeats the question's words.
 *
 * The kind of quantity asked is read from the question's adjective or noun of measure ("how long", "how far",
 * "how accurate", "how dense", "what depth") as the kinds of figure that answer it (../text/measure-kinds.ts:
 * CLDR's units by kind), and "how many N" as a number with N as the head of the noun run after it ("3 US
 * wholesalers", not "nine corner routines" for corners). When the answer cites one project and its sentence (or
 * card) states no value of that kind, the project's sentence that does, and states the most of the question's other
 * words, answers; one value of the kind in it leads. The words read are general English, not a field's.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { figuresIn, isNumberToken, type MeasureKind } from '../text/measure-kinds.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { rateAfter, rateAsked } from '../text/rates.ts';
import { contentStems, stem } from '../text/words.ts';
import { isFormOf } from '../text/word-forms.ts';
import { shapeOf } from './answer-shape.ts';
import { askedValue } from './asked-value.ts';
import { changedLeadApplies, withChangedLead } from './changed-lead.ts';
import { reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { bare } from '../text/bare-token.ts';

type Kinds = ReadonlySet<MeasureKind>;
const LENGTH: Kinds = new Set(['length']);
const TIME: Kinds = new Set(['time', 'rate']);
/** "How much painted wall …": an amount, not a rate or a share. */
const AMOUNT: Kinds = new Set(['length', 'area', 'volume', 'mass', 'digital', 'other']);
const SIZE: Kinds = new Set(['length', 'area', 'volume', 'mass', 'digital', 'other']);
const ERROR: Kinds = new Set(['length', 'share']);

/** The kinds of figure that answer an adjective of measure after "how" (general English). */
const ADJECTIVES: Readonly<Record<string, Kinds>> = {
  long: new Set(['time', 'length']),
  far: LENGTH,
  deep: LENGTH,
  high: new Set(['length', 'other', 'share', 'temperature']),
  tall: LENGTH,
  wide: LENGTH,
  fast: TIME,
  quick: TIME,
  quickly: TIME,
  soon: TIME,
  early: TIME,
  often: TIME,
  frequently: TIME,
  big: SIZE,
  large: SIZE,
  small: SIZE,
  heavy: new Set(['mass']),
  hot: new Set(['temperature']),
  cold: new Set(['temperature']),
  accurate: ERROR,
  precise: ERROR,
  close: ERROR,
  dense: new Set(['rate']),
};

/** The kinds of figure that answer a noun of measure after "what"/"which" (general English). */
const NOUNS: Readonly<Record<string, Kinds>> = {
  speed: TIME,
  latency: new Set(['time']),
  duration: new Set(['time']),
  length: new Set(['length', 'time']),
  depth: LENGTH,
  distance: LENGTH,
  height: LENGTH,
  width: LENGTH,
  altitude: LENGTH,
  size: SIZE,
  weight: new Set(['mass']),
  temperature: new Set(['temperature']),
  accuracy: ERROR,
  precision: ERROR,
  resolution: ERROR,
  density: new Set(['rate']),
  throughput: new Set(['rate', 'other']),
  bandwidth: new Set(['rate', 'other', 'digital']),
  capacity: SIZE,
};

/** What a question asks: the kinds of figure that answer it, or the nouns a counted number goes with. */
type Asked = { kinds: Kinds; word: string } | { count: string[]; head: string; rate?: string | undefined };

const LEADING = new Set(['in', 'at', 'on', 'by', 'to', 'for', 'from', 'with']);

/** The quantity asked, read from the question's first words; undefined for another question. */
function quantityAsked(question: ParsedQuestion): Asked | undefined {
  if (question.cues.has('yesno')) return undefined;
  const words = question.words.slice(LEADING.has(question.words[0]?.folded ?? '') ? 1 : 0).map((word) => word.folded);
  // "How dense …", "how often …": an adjective of measure, whatever ./asked-value.ts reads of it.
  if (words[0] === 'how' && words[1] !== 'many' && words[1] !== 'much' && words.filter((word) => word === 'how').length === 1) {
    const adjective = words[1]!;
    // "How long a stretch …": a length, not a time.
    if (adjective === 'long' && /^(?:an?)$/.test(words[2] ?? '')) return { kinds: LENGTH, word: adjective };
    const kinds = ADJECTIVES[adjective];
    return kinds ? { kinds, word: adjective } : undefined;
  }
  // "How many US wholesalers …", "how many customers use …", "how many hand-picked arrivals …": the plural noun after
  // "many" is the one counted ("use" is no noun of it; "US" written as a name is no pronoun), else the first.
  if (words[0] === 'how' && words[1] === 'many') {
    const at = question.words.findIndex((word) => word.folded === 'many');
    const phrase = question.words.slice(at + 1, at + 5);
    const end = phrase.findIndex((word) => !word.asName && (FUNCTION_WORDS.has(word.folded) || NOUN_AUXILIARIES.has(word.folded)));
    const nouns = phrase.slice(0, end < 0 ? undefined : end);
    const head = nouns.find((word) => /s$/.test(word.folded) && word.stem !== word.folded) ?? nouns[0];
    const rate = rateAsked(words.join(' '));
    return head && !/^project/.test(head.stem) ? { count: nouns.map((word) => word.stem), head: head.stem, rate } : undefined;
  }
  // "How much painted wall …": a quantity of any kind but a time; "how much time" a time; "how much faster" a change
  // (./change-values.ts); "how much does it cost" a price (answered elsewhere).
  if (words[0] === 'how' && words[1] === 'much') {
    const third = words[2];
    if (!third || /(?:er|less)$/.test(third) || FUNCTION_WORDS.has(third) || NOUN_AUXILIARIES.has(third)) return undefined;
    return { kinds: third === 'time' ? TIME : AMOUNT, word: 'much' };
  }
  const want = askedValue(question);
  if (want?.kind !== 'measure') return undefined;
  const noun = words.find((word) => NOUNS[word] !== undefined);
  return noun ? { kinds: NOUNS[noun]!, word: noun } : undefined;
}

/** The pre-test of the step (./honest.ts): a question that asks for a quantity of a kind, or for a count. */
export const measuredSentenceApplies = (question: ParsedQuestion): boolean => !question.injection && quantityAsked(question) !== undefined;

/**
 * The values of the kind asked a sentence states: figures of those kinds; for a count, a number whose noun run
 * (up to five words, "and" joining two) ends in the noun counted ("3 US wholesalers", "410 CFM56-7B and LEAP-1A
 * engines"), not one whose counted noun is only a modifier ("nine corner routines").
 */
function valuesIn(text: string, asked: Asked): string[] {
  if ('kinds' in asked) return figuresIn(text).flatMap((figure) => (asked.kinds.has(figure.kind) ? [figure.written] : []));
  const raw = text.split(/\s+/);
  const tokens = raw.map(bare);
  const values: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isNumberToken(tokens[i]!) || tokens[i]!.endsWith('%') || /^(?:1[89]|20)\d\d$/.test(tokens[i]!) || /[,;:]$/.test(raw[i]!)) continue;
    const scaled = SCALE.test(tokens[i + 1] ?? '');
    const head = headAfter(raw, tokens, i + (scaled ? 2 : 1));
    // "How many events per second …": of "1.2 billion events per day, peaks of 45,000 events per second", the second.
    if (asked.rate !== undefined && rateAfter(raw, i + (scaled ? 2 : 1)) !== asked.rate) continue;
    if (head === asked.head || (head === undefined && nounBefore(raw, tokens, i, asked.head)))
      values.push(scaled ? `${tokens[i]} ${tokens[i + 1]}` : tokens[i]!);
  }
  return values;
}

const SCALE = /^(?:thousand|million|billion)$/i;

/** "standing alarms from 1,140 to 86": the noun counted just before "from" or "to" and the numbers of the change. */
function nounBefore(raw: readonly string[], tokens: readonly string[], at: number, counted: string): boolean {
  for (let j = at - 1; j >= Math.max(0, at - 5); j--) {
    if (/[,;:.]$/.test(raw[j]!)) return false;
    const word = tokens[j]!.toLowerCase();
    if (word === 'from' || word === 'to' || isNumberToken(word)) continue;
    return stem(word) === counted;
  }
  return false;
}

/**
 * The stem of the noun a number counts: the last noun of the run of words after it, up to a function word ("and"
 * joins two), another number or the end of its clause ("31 new alarms in …": alarm; "nine corner routines": routine);
 * undefined when the run has no noun ("disposed of 6.2 million, freeing …").
 */
function headAfter(raw: readonly string[], tokens: readonly string[], from: number): string | undefined {
  let head: string | undefined;
  for (let j = from; j < Math.min(tokens.length, from + 8); j++) {
    const word = tokens[j]!.toLowerCase();
    // "3 US wholesalers": a word in capitals is a name, not the pronoun.
    const name = /^\p{Lu}{2,}$/u.test(tokens[j]!);
    if (word !== 'and' && ((FUNCTION_WORDS.has(word) && !name) || isNumberToken(word))) break;
    if (word !== 'and' && (isNounLike(word) || name)) head = stem(word);
    if (/[,;:.]$/.test(raw[j]!)) break;
  }
  return head;
}

/** The question's content stems besides its question words, its adjective or noun of measure and the owner's name. */
function restStems(knowledge: Knowledge, question: ParsedQuestion, asked: Asked): string[] {
  const skip = new Set(['how', 'what', "what's", 'which', 'many', 'much', 'now', 'she', 'he', 'they', 'her', 'his', 'their']);
  if ('word' in asked) skip.add(asked.word);
  const stems = question.words
    .filter((word) => word.folded.length > 1 && !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded) && !skip.has(word.folded))
    .filter((word) => !knowledge.person.words.has(word.folded))
    .map((word) => word.stem)
    .filter((wordStem) => !('count' in asked) || !asked.count.includes(wordStem));
  return [...new Set(stems)];
}

/** How many of `stems` a sentence states, in their form or one of their family ("analysed" for "analysis"). */
function stated(stems: readonly string[], own: ReadonlySet<string>): number {
  let count = 0;
  // "accurate" and "accuracy": one a form of the other, or both of one root of five letters or more, two letters at most off the shorter.
  const family = (a: string, b: string) => {
    if (isFormOf(a, b) || isFormOf(b, a)) return true;
    let common = 0;
    while (common < a.length && a[common] === b[common]) common++;
    return common >= 5 && common >= Math.min(a.length, b.length) - 2;
  };
  for (const wordStem of stems) if (own.has(wordStem) || [...own].some((other) => family(wordStem, other))) count++;
  return count;
}

/** The one project an answer cites, when it is the one the question names or the question names none. */
function citedProject(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): ProjectInfo | undefined {
  const cited = knowledge.projects.filter((info) => answer.references.includes(info.view.links.html));
  if (cited.length !== 1) return undefined;
  const named = question.namedProjects[0];
  return named && knowledge.projects[named.project] !== cited[0] ? undefined : cited[0];
}

/** The one project a question names clearly (a strong name, no close second), else undefined. */
function clearlyNamed(knowledge: Knowledge, question: ParsedQuestion): ProjectInfo | undefined {
  const [top, next] = question.namedProjects;
  if (!top || top.score < 1 || (next && top.score - next.score < 0.05)) return undefined;
  return knowledge.projects[top.project];
}

/**
 * Whether the answer leads with a value that may be the one asked: a figure of a kind asked, or a number of no kind a
 * unit tells ("two frames", the lead ./typed-lead.ts chose); not one of another kind ("41%" for "how far").
 */
function keptLead(text: string, title: string, asked: Asked): boolean {
  const at = text.indexOf(`${title}:`);
  const lead = at > 0 ? text.slice(0, at).replace(/[.\s]+$/, '') : '';
  if (!lead) return false;
  if (!('kinds' in asked)) {
    // "6.2 million. …: “… disposed of 6.2 million, freeing …”": a number whose noun the sentence leaves out is kept.
    const quoted = /“([^”]+)”/u.exec(text)?.[1] ?? '';
    const raw = quoted.split(/\s+/);
    const tokens = raw.map(bare);
    const words = lead.split(/\s+/);
    const i = tokens.findIndex((token, j) => token === words[0] && (words.length === 1 || tokens[j + 1] === words[1]));
    return i >= 0 && headAfter(raw, tokens, i + words.length) === undefined;
  }
  const figures = figuresIn(lead);
  return figures.length ? figures.some((figure) => asked.kinds.has(figure.kind)) : /\d/.test(lead) || lead.split(/\s+/).some(isNumberToken);
}

/** Answers read from a project, which a sentence of the same project may replace. */
const PROJECT_INTENTS = new Set(['project', 'projects', 'count']);

/** `answer`, or the sentence of its project that states the quantity asked when `answer` states none. */
export function withMeasuredSentence(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const asked = quantityAsked(question);
  const { intent, response_type: type } = answer._meta;
  if (!asked || type === 'help' || intent === 'private') return answer;
  // An answer read from elsewhere (a talk, the bio, "nothing about …") gives way only for the one project the question names clearly.
  const elsewhere = !PROJECT_INTENTS.has(intent) || (type !== 'answer' && type !== 'list');
  // A verdict read from elsewhere ("No. From her bio: “I do not wash mattresses …”") is a stated limit, not a value to replace.
  if (elsewhere && shapeOf(answer).verdict !== undefined) return answer;
  // "How long does the model review take?" answered from a service's own text ("in three weeks"): the value asked, not a project's.
  const services = knowledge.urls.api(url('getServices'));
  if (elsewhere && answer.references.includes(services) && valuesIn(answer.answer, asked).length) return answer;
  const info = elsewhere ? clearlyNamed(knowledge, question) : citedProject(knowledge, question, answer);
  if (!info) return answer;
  const title = info.view.title;
  const quoted = /“([^”]+)”/u.exec(answer.answer)?.[1];
  // A card states its figures in its description; its title and tags state none ("Tags: …").
  const current = elsewhere ? '' : (quoted ?? answer.answer.replace(title, '').replace(/\bTags: [^.]*\./, ''));
  // "How accurate …" answered by "up 99.94% of the time": a value of the kind asked, but not of the measure the adjective
  // names; a sentence that writes that measure ("2 cm pass-to-pass accuracy") may still answer.
  const measure = 'word' in asked && asked.word.length >= 5 ? stem(asked.word) : undefined;
  const named = (text: string) => measure !== undefined && stated([measure], contentStems(text)) > 0;
  const valued = !elsewhere && (valuesIn(current, asked).length > 0 || keptLead(answer.answer, title, asked));
  if (valued && (!measure || named(current))) return answer;
  const names = new Set([...info.titleStems, ...info.slugStems, ...(question.namedProjects[0]?.matched ?? [])]);
  // "How accurate …" against "2 cm pass-to-pass accuracy": the adjective asked, stated as its noun, tells the sentence too.
  const stems = [...restStems(knowledge, question, asked), ...('word' in asked ? [stem(asked.word)] : [])];
  // The question's words the project writes somewhere: a word it never writes ("stretch") tells none of its sentences apart.
  const written = new Set(projectSentences(info).flatMap((sentence) => [...contentStems(sentence.text)]));
  const rest = stems.filter((wordStem) => !names.has(wordStem) && stated([wordStem], written) > 0);
  let best: { text: string; values: string[]; rest: number } | undefined;
  for (const sentence of projectSentences(info)) {
    const values = valuesIn(sentence.text, asked);
    if (!values.length) continue;
    const own = contentStems(sentence.text);
    const found = { text: sentence.text.trim(), values, rest: stated(rest, own) };
    // A figure of a kind needs one of the question's other words beside it; a number whose noun is the one counted is its own evidence.
    if (rest.length && !found.rest && 'kinds' in asked) continue;
    if (valued && !named(found.text)) continue;
    // The most of the question's words; then the shorter sentence, whose value is what it says ("Sends … to 3 US wholesalers.").
    if (!best || found.rest > best.rest || (found.rest === best.rest && found.text.length < best.text.length)) best = found;
  }
  // A sentence that states fewer of the question's words than the answer's own does not answer it better; in place of
  // an answer from elsewhere, it states one of them at least.
  if (!best || (rest.length && best.rest < stated(rest, contentStems(current))) || (elsewhere && !best.rest)) return answer;
  const quote = `${title}: “${best.text}”`;
  const lead = best.values.length === 1 ? `${best.values[0]}. ` : '';
  const next = reply('answer', 'project', `${lead}${quote}`, [info.view.links.html, info.view.links.self], answer._meta.confidence);
  // "How many alarms … now?" against "from 31 to 4": the end asked leads (./changed-lead.ts).
  if (!changedLeadApplies(question)) return next;
  const plain = { ...next, answer: quote };
  const changed = withChangedLead(question, plain);
  return changed === plain ? next : changed;
}
