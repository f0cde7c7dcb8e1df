/**
 * "Has he done bin packing?", "Has he built crew rosters?", "Has he done lights-out ops?" (issue
 * #28, "projects_by_topic" and "jargon"): the head of the need is a project's own topic (its tag,
 * or words of its title: "packing", "rosters", "lights-out"), and only a word that qualifies it is
 * written nowhere ("bin", "crew", "ops"). The "No. No project of … mentions “bin”; one involves
 * packing: …" (../choose.ts) then denies what the project shows; the project answers with "Yes, most
 * likely:" and says which word no project writes. A word asked that no project writes where the
 * projects found do not carry the rest as their own topic ("a VR application", where "application"
 * is no tag or title word), or where the unwritten word is not right before that topic (the head
 * "acidification" of "ocean acidification", a verb), keeps the "No.". Field-neutral: nothing here
 * names a field.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { fold, tokenize } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { citedPages } from './project-links.ts';

/** The "No." of ../choose.ts over words no project writes, and what it found for the rest. */
const UNWRITTEN_NO = /^No\. No project of (\S+) mentions “([^”]+)”; (.+)$/s;

/** What it found: "One of X's projects involves Y: P (date). …", "2 of X's projects involve Y: …", or one project's card "P (date): …". */
const INVOLVES = /^(?:One|\d+) of \S+ projects involves? (.+?): /s;

/** Prepositions before where or how the work was done ("from GPS", "for commercials"). */
const SETTING = new Set(['for', 'from', 'with', 'in', 'on', 'at', 'by', 'using', 'via', 'through']);

/** At most this many words asked may be unwritten: more is a different need. */
const MAX_UNWRITTEN = 2;

/** The engine's answer, or the project whose own topic is the head of the need when only a qualifying word is unwritten. */
export function withUnwrittenModifier(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const no = UNWRITTEN_NO.exec(answer.answer);
  if (!no || question.injection || answer._meta.response_type !== 'answer') return answer;
  const [, owner, unwritten, rest] = no as unknown as [string, string, string, string];
  if (unwritten.split(' ').length > MAX_UNWRITTEN) return answer;
  const cited = citedPages(knowledge, answer);
  if (!cited.length || cited.length > 2) return answer;
  const involves = INVOLVES.exec(rest);
  // The topic found: the words after "involves", or (one project's card) the words of its title.
  const topic = involves ? involves[1]!.split(/,\s*|\s+and\s+/) : undefined;
  // The head of the need is asked after every unwritten word ("bin packing", "crew rosters"); an unwritten
  // head qualified by a written word ("ocean acidification", "timetable ergonomics") is the need itself.
  // Words after a preposition ("from GPS", "for commercials") say where or how, not what.
  const asked = new Set(unwritten.split(' '));
  const qualifying = question.words.map((word, i) => asked.has(word.folded) && !SETTING.has(question.words[i - 1]?.folded ?? ''));
  const last = qualifying.lastIndexOf(true);
  const own = cited.every((info) => {
    const tags = new Set(info.view.tags.map((tag) => fold(tag).replace(/-/g, ' ')));
    const title = new Set(tokenize(info.view.title).map((token) => token.stem));
    const topicStems = new Set((topic ?? []).flatMap((name) => tokenize(name).map((token) => token.stem)));
    const tagStems = new Set(info.view.tags.flatMap((tag) => tokenize(tag.replace(/-/g, ' ')).map((token) => token.stem)));
    if (topic && !topic.every((name) => tags.has(fold(name)) || tokenize(name).every((token) => title.has(token.stem)))) return false;
    // The word right after the last unwritten one is the topic's ("bin packing", "gym lockers"), or, when every
    // unwritten word says where or how ("from GPS"), the question asks the topic somewhere. One project's card
    // counts by its tags only ("sauna heater controller" is no "controller" of a dosing controller's title).
    const topical = (word: (typeof question.words)[number]) => !asked.has(word.folded) && (topic ? topicStems.has(word.stem) : tagStems.has(word.stem));
    if (last >= 0) return question.words[last + 1] !== undefined && topical(question.words[last + 1]!);
    return question.words.some(topical);
  });
  if (!own) return answer;
  const lead = question.cues.has('yesno') ? 'Yes, most likely: ' : 'Most likely: ';
  const words = unwritten
    .split(' ')
    .map((word) => `“${word}”`)
    .join(' and ');
  return {
    ...answer,
    _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.6) },
    answer: `${lead}${rest.trim()} (None of ${owner} projects writes ${words}.)`,
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(UNWRITTEN_NO, INVOLVES);
