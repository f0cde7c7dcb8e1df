/**
 * "What services does she offer?", "what are his rates?": a question about the owner's own field of the
 * career (services, rates, availability, time zone, spoken languages, years of experience) is the career's,
 * before a project's sentence that shares a word with it (a project titled "… Forecasting Service").
 */
import { topicOf } from '../knowledge/career-topics.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';

const OWN_FIELDS: ReadonlySet<string> = new Set(['services', 'rates', 'availability', 'timezone']);

/** The career's answer to a question about the owner's own services, rates, availability or time zone; undefined for a question naming a project. */
export function ownFieldAnswer(career: (text: string) => AskAnswer | undefined, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!question.person || question.namedProjects.some((named) => named.score >= 1)) return undefined;
  return OWN_FIELDS.has(topicOf(text) ?? '') ? career(text) : undefined;
}
