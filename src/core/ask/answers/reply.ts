/**
 * Writing answers: the envelope, and the phrases every answer shares (the owner's name, lists
 * of projects with the references they cite, the "not in this portfolio" answer).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ProjectInfo } from '../knowledge/project-index.ts';
import { LEVEL_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { Word } from '../question/words.ts';
import { ASK_ENVELOPE_VERSION, type AskAnswer, type AskIntent, type AskResponseType } from '../schema.ts';
import { capitalise, joinList } from '../text/english.ts';

/** How many projects an answer names; the rest are counted ("and 4 more"). */
export const MAX_NAMED = 10;

/** How many projects a short list names (in a skill check or a comparison). */
export const MAX_NAMED_SHORT = 5;

/** The answer envelope; `not_found` and `help` answers cite no references. */
export function reply(type: AskResponseType, intent: AskIntent, answer: string, references: string[] = [], confidence = 1): AskAnswer {
  return {
    _meta: { response_type: type, version: ASK_ENVELOPE_VERSION, intent, confidence: round(confidence) },
    answer,
    references: type === 'not_found' || type === 'help' ? [] : [...new Set(references)],
  };
}

function round(value: number): number {
  return Math.max(0, Math.min(1, Math.round(value * 100) / 100));
}

/** The confidence of an answer: `base`, lowered when a word of the question was corrected. */
export const confidenceOf = (question: ParsedQuestion, base = 1) => base * (question.corrected ? 0.8 : 1);

/** The owner's first name, as a sentence's subject. */
export function owner(knowledge: Knowledge): string {
  return knowledge.person.first || 'The portfolio owner';
}

/** The owner's first name as a possessive ("Maya's"). */
export function owners(knowledge: Knowledge): string {
  return knowledge.person.first ? `${knowledge.person.first}'s` : "the portfolio owner's";
}

function projectName(info: ProjectInfo, withDate = true): string {
  const view = info.view;
  return withDate && view.date ? `${view.title} (${view.date})` : view.title;
}

/** "A (2024), B and 3 more". */
export function projectList(knowledge: Knowledge, list: number[], max = MAX_NAMED, withDate = true): { text: string; shown: number[] } {
  const shown = list.slice(0, max);
  const names = shown.map((index) => projectName(knowledge.projects[index]!, withDate));
  if (list.length > max) names.push(`${list.length - max} more`);
  return { text: joinList(names), shown };
}

/** The page URLs of projects (by index). */
export function projectPages(knowledge: Knowledge, list: number[]): string[] {
  return list.map((index) => knowledge.projects[index]!.view.links.html);
}

/** The absolute URL of an API path. */
export const apiUrl = (knowledge: Knowledge, path: string) => knowledge.urls.api(path);

/** Words of the question, safe to repeat: letters only, no level words, at most six. */
export function safeEcho(words: Word[]): string {
  return words
    .map((word) => word.folded)
    .filter((word) => /^[a-z][a-z+#.]*$/.test(word) && !LEVEL_WORDS.includes(word))
    .slice(0, 6)
    .join(' ');
}

/** "The portfolio has nothing about …": the answer when nothing matches. */
export function notFound(knowledge: Knowledge, question: ParsedQuestion, what?: string): AskAnswer {
  const words = what ?? safeEcho(question.words.filter((word) => !isStopLike(knowledge, word.folded)));
  const subject = words ? `about “${words}”` : 'to answer that';
  return reply(
    'not_found',
    'unknown',
    `${capitalise(owners(knowledge))} portfolio has nothing ${subject}. It covers ${owners(knowledge)} profile, skills and projects only; ask "help" for examples.`,
    [],
    confidenceOf(question, 0.9),
  );
}
