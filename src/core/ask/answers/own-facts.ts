/**
 * The owner's own facts asked in words the content does not use (issue #28, session 31): the rhythm
 * of the week and month (./own-rhythm.ts), qualifications, talks by place or date and the order of
 * positions (./career-lookup.ts); read on the whole question first: qualifications and whether new
 * work is taken on (./new-work.ts). Time arithmetic over the listed zone is read before, with the owner's
 * facts asked in other words (../knowledge/zone-offsets.ts).
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { careerLookup, qualifiedAnswerer } from './career-lookup.ts';
import type { Urls } from '../../urls.ts';
import { newWorkAnswerer } from './new-work.ts';
import { howOftenAnswer, weekdayVerdict } from './own-rhythm.ts';
import { habitAnswer } from './own-habits.ts';

type Answerer = (knowledge: Knowledge, question: ParsedQuestion, text: string) => AskAnswer | undefined;

/** `next` of one portfolio, after these facts: they answer first when asked. */
export function withOwnFacts(portfolio: Portfolio, next: Answerer): Answerer {
  const career = careerLookup(portfolio);
  return (knowledge, question, text) =>
    howOftenAnswer(knowledge, question, text) ??
    weekdayVerdict(knowledge, question, text) ??
    career(knowledge, question, text) ??
    habitAnswer(knowledge, question, text) ??
    next(knowledge, question, text);
}

/**
 * `next` (the field paths) of one portfolio, after the facts read on the whole question, before it is
 * split at its comma or a role or sentence takes its words: a qualification, whether
 * new work is taken on.
 */
export function withWholeQuestionFacts(
  next: (question: string) => AskAnswer | undefined,
  portfolio: Portfolio,
  urls: Urls,
  today?: string,
): (question: string) => AskAnswer | undefined {
  const qualified = qualifiedAnswerer(portfolio, urls);
  const newWork = newWorkAnswerer(portfolio, urls, today);
  return (question) => qualified(question) ?? newWork(question) ?? next(question);
}
