/**
 * "When was the rebar generator patented?", "When did she start the light monitor?" (issue #28,
 * classes 2 and 6: a date asked is answered with the date): about one clearly named project, the
 * sentence of its text that states a date (a year or a month and year) and shares most of the
 * question's other words ("The method was granted US Patent 11,965,204 in April 2024."); else the
 * project's own dates (`date`, and `start` when the question asks when it started).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { reply } from './reply.ts';
import { formatDate } from '../../i18n/format.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems } from '../text/words.ts';

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** A date a sentence states: "April 2024", "in 2015", "since 2019" (a year after a name, "Revit 2025", is a version). */
const DATE = new RegExp(`\\b(?:(?:${MONTHS})\\s+(?:19|20)\\d\\d|(?<=\\b(?:in|since|from|until|by|during|early|late|mid)\\s)(?:19|20)\\d\\d)\\b`);

/** Words of a start ("when did she start X?", "when did X begin?"), general English. */
const START = /^(?:start|started|begin|began|begun|launch|launched|kick|kicked)$/;

export function dateFact(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  if (question.words[0]?.folded !== 'when') return undefined;
  const named = question.namedProjects;
  if (!named.length || named[0]!.score < 1 || (named[1] && named[0]!.score - named[1].score < 0.05)) return undefined;
  const info = knowledge.projects[named[0]!.project]!;
  const title = new Set([...info.titleStems, ...info.slugStems, ...named[0]!.matched]);
  const rest = question.words
    .filter((word) => word.folded !== 'when' && !title.has(word.stem) && (!isStopLike(knowledge, word.folded) || word.folded.length > 3))
    .map((word) => word.stem);
  const refs = [info.view.links.html, info.view.links.self];
  const asksStart = question.words.some((word) => START.test(word.folded));
  let best: { text: string; date: string; shared: number } | undefined;
  for (const sentence of projectSentences(info)) {
    const date = eventDate(sentence.text, rest, asksStart);
    if (!date) continue;
    const shared = rest.filter((wordStem) => sentence.stems.has(wordStem)).length;
    if (shared && (!best || shared > best.shared)) best = { text: sentence.text, date, shared };
  }
  if (best) return reply('answer', 'project', `${best.date}. ${info.view.title}: “${best.text.trim()}”`, refs, 0.9);
  const view = info.view as typeof info.view & { start?: string };
  // A project's dates are ISO ("2023-02"): an answer to "when" says them as people do ("February 2023"), with the ISO form after.
  const said = (date: string) => formatDate('en', date, 'long');
  if (asksStart && view.start)
    return reply(
      'answer',
      'project',
      `${said(view.start)}. ${info.view.title} started in ${said(view.start)} (${view.start})${view.date ? ` and is dated ${said(view.date)}` : ''}.`,
      refs,
      0.9,
    );
  if (!view.date) return undefined;
  const started = view.start ? `; started ${said(view.start)}` : '';
  return reply('answer', 'project', `${said(view.date)}. ${info.view.title} is dated ${said(view.date)} (${view.date}${started}).`, refs, 0.8);
}

/** Every date a sentence states, for ./date-facts.ts's choice of the one asked. */
const DATES = new RegExp(DATE.source, 'g');

/** Words that mark the start of what a date is told of ("from July 2030", "since 2019", "starting in May"), general English. */
const START_MARK = /\b(?:from|since|starting|beginning|start|started|begin|began|begun|launch|launched|kicked off)\s+(?:in\s+|on\s+)?$/i;

/**
 * The date of a sentence that the question's event is told with (issue #28, session 35): "When will the reporting start?"
 * against "… adopted in March 2025, will require … reporting … from July 2030" is the date the sentence says something starts
 * from; else the date written nearest a word of the question ("the eleventh in May 2024"), the first when none is near.
 * A question about a start that the sentence gives no start date for has none here (the project's own start answers).
 */
function eventDate(text: string, rest: readonly string[], asksStart: boolean): string | undefined {
  const dates = [...text.matchAll(DATES)];
  if (asksStart) return dates.find((match) => START_MARK.test(text.slice(Math.max(0, match.index - 30), match.index)))?.[0];
  if (dates.length < 2) return dates[0]?.[0];
  const words = text.split(/\s+/);
  const asked = words.flatMap((word, i) => ([...contentStems(word)].some((wordStem) => rest.includes(wordStem)) ? [i] : []));
  if (!asked.length) return dates[0]![0];
  const at = (index: number) => text.slice(0, index).split(/\s+/).length - 1;
  let best: { date: string; distance: number } | undefined;
  for (const match of dates) {
    const distance = Math.min(...asked.map((i) => Math.abs(i - at(match.index))));
    if (!best || distance < best.distance) best = { date: match[0], distance };
  }
  return best!.date;
}

/** "since March 2024", "since 2019": the date after "since". */
const SINCE = new RegExp(`\\bsince\\s+((?:(?:${MONTHS})\\s+)?(?:19|20)\\d\\d)\\b`);

/**
 * "Since when has nobody been woken up for a false alarm?" when no bio sentence says it: the one
 * project sentence that has every content word asked and a date after "since" ("… woken up for a
 * false alarm since March 2024."), with its project; undefined when none or several do.
 */
export function sinceInProjects(knowledge: Knowledge, content: readonly ParsedQuestion['words'][number][]): AskAnswer | undefined {
  const found = knowledge.projects.flatMap((info) =>
    projectSentences(info)
      .filter((sentence) => SINCE.test(sentence.text) && content.every((word) => sentence.stems.has(word.stem)))
      .map((sentence) => ({ info, sentence })),
  );
  if (found.length !== 1) return undefined;
  const { info, sentence } = found[0]!;
  const date = SINCE.exec(sentence.text)![1]!;
  return reply('answer', 'project', `Since ${date}. ${info.view.title}: “${sentence.text.trim()}”`, [info.view.links.html, info.view.links.self], 0.8);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(DATE, DATES, START, START_MARK, SINCE);
