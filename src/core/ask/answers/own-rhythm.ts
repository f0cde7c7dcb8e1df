/**
 * The owner's rhythm asked in other words (issue #28, session 31): "How often is she on the data
 * desk?" is answered by the bio sentence that states a frequency ("about twice a month", "one week in
 * four", "two days a month", "every other week") of what is asked; "Is he in the office on Fridays?"
 * by the sentence that lists the weekdays of what is asked ("in the office on Mondays and Thursdays and
 * at home on the other days"): "Yes." when the day is listed for it, "No." when it is listed for
 * another thing or falls on "the other days". Frequencies are read in general English
 * (./frequency-verdict.ts); weekdays are CLDR's names through Intl.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Sentence } from '../knowledge/sentences.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { url } from '../../../catalogue/paths.ts';
import { apiUrl, owners, reply } from './reply.ts';
import { frequencies } from './frequency-verdict.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { eachWord, stem } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

const HOW_OFTEN = /\bhow (?:often|frequently|regularly)\b|\bhow many times (?:a|an|per|each|every) (?:day|week|month|year|quarter|season)\b/i;
/** Words of a rhythm question that name no thing done. */
const RHYTHM_WORDS =
  /^(?:how|often|frequently|regularly|many|times|time|day|days|week|weeks|night|nights|weekend|weekends|month|months|year|years|quarter|season|per|each|every)$/;
const OTHER_DAYS = /\b(?:(?:on )?the other days|the rest of the week|the remaining days|(?:on )?other days)\b/i;

/** How many questions had their weekday names tested with patterns (the tests count them). */
export const weekdayPatternChecks = { count: 0 };

/** English weekday names, Monday first (CLDR through Intl). */
let weekdayNames: string[] | undefined;
function weekdays(): string[] {
  weekdayNames ??= Array.from({ length: 7 }, (_, day) =>
    dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })
      .format(Date.UTC(2024, 0, 1 + day))
      .toLowerCase(),
  );
  return weekdayNames;
}

/** The question's words that name what is done or where: not stop words, not the owner's name, not rhythm or weekday words. */
export function asked(knowledge: Knowledge, question: ParsedQuestion): string[] {
  const days = weekdays();
  return question.words
    .filter(
      (word) =>
        !isStopLike(knowledge, word.folded) &&
        !knowledge.person.words.has(word.folded) &&
        !RHYTHM_WORDS.test(word.folded) &&
        !days.some((day) => word.folded === day || word.folded === `${day}s`),
    )
    .map((word) => word.stem);
}

const stemsOf = (text: string) => {
  const stems = new Set<string>();
  eachWord(text, (word) => stems.add(stem(word)));
  return stems;
};

/** The bio sentence sharing the most of `wanted` among those `keep` accepts (ties: the first). */
export function best(knowledge: Knowledge, wanted: readonly string[], keep: (sentence: Sentence) => boolean): Sentence | undefined {
  let found: Sentence | undefined;
  let most = 0;
  for (const sentence of knowledge.bio) {
    const shared = wanted.filter((s) => sentence.stems.has(s)).length;
    if (shared > most && keep(sentence)) [found, most] = [sentence, shared];
  }
  return found;
}

/** "How often …?": the bio sentence that states a frequency of what is asked. */
export function howOftenAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!HOW_OFTEN.test(text)) return undefined;
  const wanted = asked(knowledge, question);
  if (!wanted.length) return undefined;
  const sentence = best(knowledge, wanted, (s) => frequencies(s.text).length > 0);
  if (!sentence) return undefined;
  // The sentence whole, as a sentence may state several ("Sydney most months and Tokyo twice a year"), led by the
  // frequency of the clause that names most of what is asked ("One week in four.") when one clause does.
  const lead = frequencyOfClause(sentence.text, wanted);
  return reply('answer', 'profile', `${lead ? `${lead}. ` : ''}From ${owners(knowledge)} bio: “${sentence.text.trim()}”`, [
    apiUrl(knowledge, url('getProfile')),
  ]);
}

/** Where a clause of a frequency begins or ends: a semicolon, "and", "but" (not a comma, which lists). */
const CLAUSE_MARK = /;|\b(?:and|but)\b/gi;
/** The first number of a range before a frequency ("two or ", "2–"). */
const RANGE_BEFORE = /(?:\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:or|to)\s+|\b\d+\s*[-–]\s*)$/i;

/**
 * The frequency of the clause (between clause marks, the frequency in it) that shares most of `wanted`, when
 * exactly one does: "to Rosario once a year" of "… Hanover every two years and to Rosario once a year".
 */
function frequencyOfClause(text: string, wanted: readonly string[]): string | undefined {
  const marks = [0, ...Array.from(text.matchAll(CLAUSE_MARK), (mark) => mark.index), text.length];
  const scored = frequencies(text).map((frequency) => {
    const start = Math.max(...marks.filter((at) => at <= frequency.at));
    const end = Math.min(...marks.filter((at) => at >= frequency.at + frequency.written.length));
    const stems = stemsOf(text.slice(start, end));
    // "two or three times a year": the frequency is read from its last number; the lead keeps the range.
    const range = RANGE_BEFORE.exec(text.slice(0, frequency.at))?.[0] ?? '';
    return { written: `${range}${frequency.written}`, share: wanted.filter((s) => stems.has(s)).length };
  });
  const top = Math.max(0, ...scored.map((each) => each.share));
  const leaders = scored.filter((each) => each.share === top);
  if (!top || leaders.length !== 1) return undefined;
  const written = leaders[0]!.written;
  return written.charAt(0).toUpperCase() + written.slice(1);
}

/** The weekday runs of a sentence ("on Mondays and Thursdays"): each with its days and the clause before it. */
export function dayRuns(text: string): { days: Set<number>; clause: string; end: number; written: string }[] {
  const names = weekdays();
  const name = `(?:${names.join('|')})s?`;
  const run = new RegExp(`\\b${name}(?:(?:,\\s*|\\s+(?:and|or|to)\\s+|,\\s*(?:and|or)\\s+)${name})*`, 'gi');
  const runs: { days: Set<number>; clause: string; end: number; written: string }[] = [];
  let from = 0;
  for (const match of text.matchAll(run)) {
    const days = new Set<number>();
    const written = match[0].toLowerCase();
    names.forEach((day, i) => {
      if (new RegExp(`\\b${day}s?\\b`).test(written)) days.add(i);
    });
    // "Monday to Thursday": the days between.
    const range = new RegExp(`\\b(${names.join('|')})s? to (${names.join('|')})s?\\b`).exec(written);
    if (range) for (let i = names.indexOf(range[1]!); i <= names.indexOf(range[2]!); i++) days.add(i);
    const end = match.index + match[0].length;
    runs.push({ days, clause: text.slice(from, end), end, written: match[0] });
    from = end;
  }
  return runs;
}

/** "Is he in the office on Fridays?": the verdict of the bio sentence that lists the weekdays of what is asked. */
export function weekdayVerdict(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!question.cues.has('yesno')) return undefined;
  const names = weekdays();
  const lower = text.toLowerCase();
  // Most questions name no weekday: no pattern is made for them (each name's pattern needs the name written).
  if (!names.some((name) => lower.includes(name))) return undefined;
  weekdayPatternChecks.count++;
  const day = names.findIndex((name) => new RegExp(`\\b${name}s?\\b`).test(lower));
  if (day < 0 || names.some((name, i) => i !== day && new RegExp(`\\b${name}s?\\b`).test(lower))) return undefined;
  const wanted = asked(knowledge, question);
  if (!wanted.length) return undefined;
  const sentence = best(knowledge, wanted, (s) => dayRuns(s.text).length > 0);
  if (!sentence) return awayFromHome(knowledge, text, wanted, day);
  const runs = dayRuns(sentence.text);
  const rest = sentence.text.slice(runs[runs.length - 1]!.end);
  const share = (clause: string) => {
    const stems = stemsOf(clause);
    return wanted.filter((s) => stems.has(s)).length;
  };
  // The clause naming most of what is asked: a run of weekdays, or the "other days" after the last run.
  const scores = runs.map((r) => share(r.clause));
  const top = scores.indexOf(Math.max(...scores));
  const otherDays = OTHER_DAYS.test(rest) ? share(rest) : 0;
  const listed = runs[top]!.days.has(day);
  let yes: boolean;
  if (otherDays > scores[top]!) yes = runs.every((r) => !r.days.has(day));
  else if (scores[top]! > 0 && (listed || OTHER_DAYS.test(rest) || runs.some((r, i) => i !== top && r.days.has(day)))) yes = listed;
  // "Is he in the West Perth office on Wednesdays?" with "I am at the Spinifex office in West Perth on Mondays and Fridays": a
  // sentence that gives its only run of weekdays to what is asked lists the days of it, and another day is not one.
  else if (scores[top]! > 0 && runs.length === 1) yes = false;
  else return undefined;
  return reply('answer', 'profile', `${yes ? 'Yes' : 'No'}. From ${owners(knowledge)} bio: “${sentence.text.trim()}”`, [apiUrl(knowledge, url('getProfile'))]);
}

/** Working away from a workplace (general English): "work from home", "remote", "remotely". */
const AT_HOME = /\b(?:from home|at home|home office|remote(?:ly)?)\b/i;
/** A place asked to be in or at ("in the office", "at the lab", "on site", "in person"). */
const PLACE_ASKED = /^\s*(?:is|are|will|would)\b.*\b(?:in|at|on)\b|\b(?:go(?:es)?|come(?:s)?|commute(?:s)?) (?:in|into|to)\b/i;

/**
 * "Is she in the office on Tuesdays?" with "I am on site at the engineering building on Mondays, Wednesdays and
 * Thursdays and work from home on Tuesdays and Fridays": a place to be in that no bio sentence names, asked of a
 * weekday, is read against the one weekday sentence that splits the week between home and elsewhere: "No." on a
 * day at home, "Yes." on a day given to the other place (general English: home is no workplace to go in to).
 */
function awayFromHome(knowledge: Knowledge, text: string, wanted: readonly string[], day: number): AskAnswer | undefined {
  if (AT_HOME.test(text) || !PLACE_ASKED.test(text) || wanted.some((word) => /^(?:home|remot)/.test(word))) return undefined;
  const split = knowledge.bio.filter((sentence) => {
    const runs = dayRuns(sentence.text);
    return runs.length > 1 && runs.filter((run) => AT_HOME.test(run.clause)).length === 1;
  });
  if (split.length !== 1) return undefined;
  const sentence = split[0]!;
  const run = dayRuns(sentence.text).find((each) => each.days.has(day));
  if (!run) return undefined;
  const yes = !AT_HOME.test(run.clause);
  return reply('answer', 'profile', `${yes ? 'Yes' : 'No'}. From ${owners(knowledge)} bio: “${sentence.text.trim()}”`, [apiUrl(knowledge, url('getProfile'))]);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(RANGE_BEFORE, CLAUSE_MARK, HOW_OFTEN, RHYTHM_WORDS, OTHER_DAYS, AT_HOME, PLACE_ASKED);
