/**
 * The owner's own facts asked in words the content does not use (issue #28, session 31): the rhythm
 * of the week and month (./own-rhythm.ts), qualifications, talks by place or date and the order of
 * positions (./career-lookup.ts). Time arithmetic over the listed zone (../knowledge/clock-time.ts)
 * reads the whole question first, in ../parts.ts.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { careerLookup } from './career-lookup.ts';
import { howOftenAnswer, weekdayVerdict } from './own-rhythm.ts';

type Answerer = (knowledge: Knowledge, question: ParsedQuestion, text: string) => AskAnswer | undefined;

/** `next` of one portfolio, after these facts: they answer first when asked. */
export function withOwnFacts(portfolio: Portfolio, next: Answerer): Answerer {
  const career = careerLookup(portfolio);
  return (knowledge, question, text) =>
    howOftenAnswer(knowledge, question, text) ??
    weekdayVerdict(knowledge, question, text) ??
    career(knowledge, question, text) ??
    next(knowledge, question, text);
}
