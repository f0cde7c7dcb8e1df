/**
 * The owner's own rating of a skill (issue #28, session 33): "What level does she give herself in risk-limiting
 * audits?", "How does he rate his own skill at X?". A level the owner gives a single skill is private (the
 * portfolio publishes only whole categories' levels), also when the skill asked is the name of a project too
 * ("Risk-Limiting Audit Pilot") or holds a category's label ("Unconstrained demand forecasting" under "Demand
 * forecasting"): the answer is "not published", never the category's level or a project's fact. A category asked
 * by its label keeps its public level (./category-level.ts). General English: the reflexive or "own" makes the
 * rating the owner's.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { Mention } from '../question/mentions.ts';
import type { AskAnswer } from '../schema.ts';
import { labelledCategories } from './category-level.ts';
import { privateAnswer } from './profile.ts';

/** Words that make a rating the owner's own ("give herself", "her own rating"). */
const SELF_WORDS: ReadonlySet<string> = new Set(['herself', 'himself', 'themself', 'themselves', 'own']);

/** "Not published" for the owner's own rating of a skill or named work; undefined for anything else. Call it for a question with the level cue. */
export function selfRatingAnswer(knowledge: Knowledge, question: ParsedQuestion, named: boolean, skillMentions: readonly Mention[]): AskAnswer | undefined {
  if (!question.words.some((word) => SELF_WORDS.has(word.folded)) || !(named || skillMentions.length)) return undefined;
  // A skill named whole ("Unconstrained demand forecasting") is the skill, whatever category label it holds.
  if (skillMentions.some((mention) => !mention.weak)) return privateAnswer(knowledge, question, 'level');
  return labelledCategories(knowledge, question).length ? undefined : privateAnswer(knowledge, question, 'level');
}
