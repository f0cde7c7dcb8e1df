/**
 * The name an answer leads with, read whole and next to what is asked (issue #28, session 33, the
 * asked value in the write-up). An answer "Lead. Title: “sentence”" leads with a name of its quoted
 * sentence; that lead is checked against the sentence:
 * - a name is read whole: "IDEXX Catalyst" of "run IDEXX Catalyst One and …" is "IDEXX Catalyst One",
 *   "Human Factors Group" of "… the Human Factors Group of the Royal Aeronautical Society" runs on
 *   through "of the"; an acronym in brackets reads as the words it shortens ("the independent review
 *   board (IRB)"); and a plural asked ("in which countries …") reads the whole list the lead opens
 *   ("Australia, Chile, Peru and South Africa");
 * - a lead that stands beside no word of the question gives way to the one other name that stands
 *   right beside one (the rarest among the projects; a word of the noun asked weighs one more), with
 *   no mark between: "Which rainfall data feeds the model?" of "joins CHIRPS rainfall, MODIS land
 *   surface temperature …" leads with CHIRPS, not MODIS; "where" takes a name after in/at/from/to,
 *   "who" is left to ./typed-lead.ts (the agent stands after "by" or before the verb);
 * - a name that writes a word of the question besides the noun asked restates the question: the
 *   sentence answers without it.
 * Names are read by their letters' case, CLDR's month and weekday names (the runtime's `Intl`) are
 * dates, not names; nothing here names a field.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems, fold, stem } from '../text/words.ts';
import { phraseAfter } from './asked-value.ts';
import { bare } from '../text/bare-token.ts';

/** "Dublin Airport. Digital Task Cards: “…”": a lead of up to six words, the title and the quoted sentence. */
const LEAD = /^([^“”.]{1,80}?)\.\s+([^“:]{1,120}:\s+“([^”]+)”.*)$/su;

/** Words that open a lead of words of its own, not a value ("Yes.", "Probably …"). */
const OWN_WORDS = /^(?:Yes|No|Not|None|Probably|Likely|Most|From|Several|One|Both)(?![\p{L}\p{N}_])/u;

let dateWords: ReadonlySet<string> | undefined;
/** CLDR's English month and weekday names, long and short (the runtime's `Intl`), made at first use. */
function isDateWord(token: string): boolean {
  if (!dateWords) {
    const names = new Set<string>();
    for (const width of ['long', 'short'] as const) {
      for (let month = 0; month < 12; month++) names.add(new Intl.DateTimeFormat('en', { month: width, timeZone: 'UTC' }).format(Date.UTC(2000, month, 15)));
      for (let day = 0; day < 7; day++) names.add(new Intl.DateTimeFormat('en', { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 2 + day)));
    }
    dateWords = names;
  }
  // "Wednesdays": a weekday's plural is a date too.
  return dateWords.has(token) || (token.endsWith('s') && dateWords.has(token.slice(0, -1)));
}

/** A word of a name: capitalised, or letters with digits ("TG4"), not a month, a weekday or a function word opening the sentence. */
function nameWord(token: string, at: number, next?: string): boolean {
  const word = bare(token);
  if (!word || isDateWord(word)) return false;
  if (at === 0 && (FUNCTION_WORDS.has(word.toLowerCase()) || NOUN_AUXILIARIES.has(word.toLowerCase()))) return false;
  // The sentence's first word is capitalised whatever it is ("Once a month …"): a name only with another name word after it.
  if (at === 0 && next !== undefined && !/^\p{Lu}/u.test(bare(next))) return false;
  return /^\p{Lu}/u.test(word) || (/\p{L}/u.test(word) && /\p{N}/u.test(word) && /\p{Lu}/u.test(word));
}

/** A span of tokens [start, end) that is one name. */
interface Span {
  start: number;
  end: number;
}

/** Whether the token closes a clause or a list item: it ends with a mark. */
const closes = (token: string) => /[,;:.)!?]$/.test(token);

/**
 * The names of a sentence: runs of name words and model numbers ("Type 4189"), with a lower-case word of a name between two ("IPS
 * e.max CAD"), and "of (the)" before another name word ("Group of the Royal Aeronautical Society").
 */
function namesOf(tokens: readonly string[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!nameWord(tokens[i]!, i, tokens[i + 1] ?? '')) {
      i++;
      continue;
    }
    const start = i;
    let end = i + 1;
    // A word in brackets ("(NWI)") is a name of its own.
    while (end < tokens.length && !closes(tokens[end - 1]!) && !tokens[end]!.startsWith('(')) {
      if (nameWord(tokens[end]!, end)) end++;
      // "Type 4189": a model number after a name word (not a year).
      else if (/^\d[\d.]*[,;:.)]?$/.test(tokens[end]!) && !/^(?:1[89]|20)\d\d\b/.test(tokens[end]!)) end++;
      else if (/^\p{Ll}+\.\p{Ll}+$/u.test(bare(tokens[end]!)) && nameWord(tokens[end + 1] ?? '', end + 1)) end += 2;
      else if (tokens[end] === 'of' && nameWord(tokens[end + 1] ?? '', end + 1)) end += 2;
      else if (tokens[end] === 'of' && tokens[end + 1] === 'the' && nameWord(tokens[end + 2] ?? '', end + 2)) end += 3;
      else break;
    }
    spans.push({ start, end });
    i = end;
  }
  return spans;
}

const text = (tokens: readonly string[], span: Span) =>
  tokens
    .slice(span.start, span.end)
    .join(' ')
    .replace(/^[("“'‘]+|[),.;:!?"”'’]+$/g, '');

/** "the independent tailings review board (ITRB)": the words before an acronym in brackets whose initials spell it. */
function spelledOut(tokens: readonly string[], span: Span): string | undefined {
  const acronym = bare(tokens[span.start]!);
  if (span.end - span.start !== 1 || !/^\(/.test(tokens[span.start]!) || !/^\p{Lu}{2,6}$/u.test(acronym)) return undefined;
  const words = tokens.slice(Math.max(0, span.start - acronym.length), span.start);
  if (words.length !== acronym.length || words.some((word, i) => word[0]?.toUpperCase() !== acronym[i] || closes(word))) return undefined;
  return `${words.join(' ')} (${acronym})`;
}

/**
 * "certified by the NMEA" led by "NMEA", which another sentence of the project writes out ("the NMEA (National Marine
 * Electronics Association)", "National Marine Electronics Association (NMEA)"): the acronym with the words it shortens.
 */
function writtenOut(knowledge: Knowledge, title: string, acronym: string): string | undefined {
  if (!/^\p{Lu}{2,6}$/u.test(acronym)) return undefined;
  const info = knowledge.projects.find((project) => project.view.title === title);
  if (!info) return undefined;
  const words = String.raw`((?:\p{Lu}[\p{L}-]*\s+(?:(?:of|for|and|the)\s+)?){1,5}\p{Lu}[\p{L}-]*)`;
  const after = new RegExp(String.raw`(?<![\p{L}\p{N}])${acronym}\s+\(${words}\)`, 'u');
  const before = new RegExp(String.raw`${words}\s+\(${acronym}\)`, 'u');
  // The run whose capitalised words spell the acronym, from the first word that does ("The National …" drops "The").
  const spelling = (long: string | undefined) => {
    const parts = long?.split(/\s+/) ?? [];
    for (let start = 0; start < parts.length; start++) {
      const run = parts.slice(start);
      if (
        run
          .filter((word) => /^\p{Lu}/u.test(word))
          .map((word) => word[0])
          .join('') === acronym &&
        /^\p{Lu}/u.test(run[0]!)
      )
        return run.join(' ');
    }
    return undefined;
  };
  for (const sentence of projectSentences(info)) {
    const long = spelling(after.exec(sentence.text)?.[1]) ?? spelling(before.exec(sentence.text)?.[1]);
    if (long) return `${long} (${acronym})`;
  }
  return undefined;
}

/** "Australia, Chile, Peru and South Africa": each name's list, by a number shared by the names listed together. */
function listsOf(tokens: readonly string[], spans: readonly Span[]): number[] {
  const lists: number[] = [];
  spans.forEach((span, i) => {
    const last = spans[i - 1];
    const between = last ? tokens.slice(last.end, span.start) : [];
    const joined =
      last !== undefined &&
      ((between.length === 0 && /,$/.test(tokens[last.end - 1]!)) ||
        (between.length === 1 && /^(?:and|or)$/.test(between[0]!) && !closes(tokens[last.end - 1]!)) ||
        (between.length === 1 && /^(?:and|or)$/.test(between[0]!) && /,$/.test(tokens[last.end - 1]!)));
    lists.push(joined ? lists[i - 1]! : i);
  });
  return lists;
}

/** The weight of a word of the question (not of its project's title) right before or after the name, with no mark between; 0 for none. */
/** "Nanopb, the compact Protocol Buffers library" for "which library": a name in apposition to the noun asked is the thing it names. */
function apposedTo(tokens: readonly string[], span: Span, asked: ReadonlySet<string>): boolean {
  if (!/,$/.test(tokens[span.end - 1]!) || !/^(?:the|a|an)$/i.test(tokens[span.end] ?? '')) return false;
  for (let i = span.end + 1; i < Math.min(tokens.length, span.end + 6); i++) {
    if (asked.has(stem(fold(bare(tokens[i]!))))) return true;
    if (closes(tokens[i]!)) return false;
  }
  return false;
}

function besideAsked(
  tokens: readonly string[],
  span: Span,
  written: ReadonlySet<string>,
  title: ReadonlySet<string>,
  weight: (wordStem: string) => number,
): number {
  const asked = (token: string | undefined) => {
    if (token === undefined) return 0;
    const wordStem = stem(fold(bare(token)));
    return written.has(wordStem) && !title.has(wordStem) ? weight(wordStem) : 0;
  };
  const before = closes(tokens[span.start - 1] ?? ',') ? 0 : asked(tokens[span.start - 1]);
  const after = closes(tokens[span.end - 1]!) ? 0 : asked(tokens[span.end]);
  return Math.max(before, after);
}

/** A word's weight: its rarity among the projects (log(1 + projects / projects with it)). */
function weightOf(knowledge: Knowledge, wordStem: string): number {
  const postings = knowledge.postings.get(wordStem);
  const projects = new Set<number>();
  for (let i = 0; postings && i < postings.length; i += 2) projects.add(postings[i]!);
  return Math.log(1 + knowledge.projects.length / Math.max(1, projects.size));
}

/** The pre-test of the step (./honest.ts): a question that asks with a question word. */
export const leadNameApplies = (question: ParsedQuestion): boolean =>
  !question.injection && !question.cues.has('yesno') && question.words.slice(0, 3).some((word) => /^(?:what|which|who|whom|where|when)$/.test(word.folded));

/** `answer` with its leading name read whole and next to what is asked; `answer` itself when it leads with no name of its sentence. */
export function withLeadName(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type !== 'answer') return answer;
  const led = LEAD.exec(answer.answer);
  if (!led) return answer;
  const [, lead, rest, sentence] = led as unknown as [string, string, string, string];
  if (OWN_WORDS.test(lead) || lead.split(/\s+/).length > 6) return answer;
  // "What was the longest wait on polling day in 2023?" led by "14 October 2023": a lead of the question's own words is none.
  if (restates(question, lead)) return { ...answer, answer: rest };
  const tokens = sentence.split(/\s+/);
  const spans = namesOf(tokens);
  const at = spans.findIndex((span) => text(tokens, span).startsWith(lead) || bare(tokens[span.start]!) === lead);
  if (at < 0) return answer;
  // The question's words, with those of the noun asked ("which news site …": "site" is a word of grammar elsewhere).
  const which = question.words.findIndex((word) => word.folded === 'which' || word.folded === 'what');
  const phrase: ParsedQuestion['words'] = [];
  for (const word of which >= 0 && which < 2 ? question.words.slice(which + 1, which + 4) : []) {
    if (NOUN_AUXILIARIES.has(word.folded)) break;
    phrase.push(word);
  }
  const asked = new Set(phrase.map((word) => word.stem));
  const written = new Set(question.words.filter((word) => !FUNCTION_WORDS.has(word.folded) || phrase.includes(word)).map((word) => word.stem));
  const title = contentStems(rest.slice(0, rest.indexOf(':')));
  const lists = listsOf(tokens, spans);
  let chosen = at;
  // "Who reviewed …": the one who did it stands after "by" or before the verb, which ./typed-lead.ts reads; here it is only read whole.
  const agent = question.words.slice(0, 2).some((word) => word.folded === 'who' || word.folded === 'whom');
  if (!agent && !besideAsked(tokens, spans[at]!, written, title, () => 1) && !apposedTo(tokens, spans[at]!, asked)) {
    // Another name right beside a word of the question (not its project's title, not in the lead's list): "CHIRPS rainfall".
    const where = question.words.slice(0, 2).some((word) => word.folded === 'where');
    // Of several, the one beside the rarest word among the projects ("rainfall" beside "model").
    let best: { at: number; weight: number; tied: boolean } | undefined;
    spans.forEach((span, i) => {
      if (lists[i] === lists[at] || [...contentStems(text(tokens, span))].some((wordStem) => written.has(wordStem) || title.has(wordStem))) return;
      if (where && !/^(?:in|at|from|to)$/i.test(tokens[span.start - 1] ?? '') && !/^(?:in|at|from|to)$/i.test(tokens[span.start - 2] ?? '')) return;
      // A word of the noun asked ("which rainfall data …") weighs one more.
      const weight = besideAsked(tokens, span, written, title, (wordStem) => weightOf(knowledge, wordStem) + (asked.has(wordStem) ? 1 : 0));
      if (!weight) return;
      if (!best || weight > best.weight) best = { at: i, weight, tied: false };
      else if (weight === best.weight) best.tied = true;
    });
    if (best && !best.tied) chosen = best.at;
  }
  const plural = askedPlural(question);
  const group = spans.filter((_, i) => lists[i] === lists[chosen]);
  const span = plural ? { start: group[0]!.start, end: group.at(-1)!.end } : spans[chosen]!;
  const value = spelledOut(tokens, span) ?? writtenOut(knowledge, rest.slice(0, rest.indexOf(':')), text(tokens, span)) ?? text(tokens, span);
  // "What did the nowcast show the afternoon the fire crossed the lake?" led by "Okanagan Lake": a name that writes a word of
  // the question besides the noun asked restates the question; the sentence answers without it.
  if (restates(question, value)) return { ...answer, answer: rest };
  if (value === lead || !value) return answer;
  return { ...answer, answer: `${value}. ${rest}` };
}

/** Whether a "what"/"which" question writes a word of the name besides the words of the noun asked ("which lab …": "Boras Textile Lab"). */
function restates(question: ParsedQuestion, value: string): boolean {
  const at = question.words.findIndex((word) => word.folded === 'which' || word.folded === 'what');
  if (at < 0 || at > 1) return false;
  const asked = new Set(phraseAfter(question.words, at + 1, false).map((word) => word.stem));
  const rest = new Set(question.words.filter((word, i) => i > at && !asked.has(word.stem) && !FUNCTION_WORDS.has(word.folded)).map((word) => word.stem));
  return [...contentStems(value)].some((wordStem) => rest.has(wordStem));
}

/** "In which countries …", "which languages …": the noun after the question word is plural. */
function askedPlural(question: ParsedQuestion): boolean {
  const at = question.words.findIndex((word) => word.folded === 'which' || word.folded === 'what');
  const noun = question.words[at + 1]?.folded ?? '';
  return at >= 0 && at < 2 && noun.length > 3 && /[^s]s$/.test(noun) && !FUNCTION_WORDS.has(noun);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(LEAD, OWN_WORDS);
