/**
 * The owner's own evaluation of one listed skill (issue #28, private fields asked in other words). A
 * skill's `level` and `years` are the one private evaluation of skills.yaml (docs/content.md, "Private
 * fields"): a level of the schema's scale (`SkillLevel`: beginner … expert) and a number of years the
 * owner gives the skill. "What level does she give herself in risk-limiting audits?", "How does she rate
 * her own skill at demand forecasting?", "How many years has she spent on the shutdown systems, by her
 * own rating?" ask for that evaluation of one skill the portfolio lists: the answer says that it is not
 * published, never a project that shares the skill's words, the skill check or the public level of the
 * category the skill is in. What marks the question: the owner's own evaluation ("herself", "her own",
 * "by his own …"), a word of the field (the field's names `level` and `years`, a level of the scale, or
 * rating it), and a listed skill named (a mention of a skill, not of a category, whose level is public).
 *
 * `selfRatingAnswer` (choose.ts) answers a question with the level cue, also when the skill asked is a project's name too;
 * `selfRatedSkill` (private-kinds.ts) names the skill for the private-kinds reader, with years and ratings too.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { Mention } from '../question/mentions.ts';
import type { AskAnswer } from '../schema.ts';
import { labelledCategories } from './category-level.ts';
import { privateAnswer } from './profile.ts';
import { SkillLevel } from '../../schema/content.ts';
import { joinList } from '../text/english.ts';

/** The owner as the one who evaluates: "herself", "her own", "by his own rating". */
const OWN = /\b(?:herself|himself|themselves|themself|(?:her|his|their) own)\b/;

/** The private evaluation's field names (`level`, `years`, asked as "how long") and the levels of its scale, read from the schema; and rating one. */
const FIELD = new RegExp(`\\b(?:levels?|years?|how long|${SkillLevel.options.join('|')}|rat(?:e|es|ed|ing|ings)|grades?|scores?)\\b`);

/** The listed skill whose own evaluation the question asks for, as listed; undefined when it asks for none. */
export function selfRatedSkill(question: ParsedQuestion, plain: string): string | undefined {
  if (!OWN.test(plain) || !FIELD.test(plain)) return undefined;
  const skills = question.mentions.flatMap((mention) => mention.entities.filter((entity) => entity.kind === 'skill'));
  const names = [...new Set(skills.map((entity) => entity.name))];
  return names.length ? joinList(names) : undefined;
}

/** Words that make a rating the owner's own ("give herself", "her own rating"). */
const SELF_WORDS: ReadonlySet<string> = new Set(['herself', 'himself', 'themself', 'themselves', 'own']);

/** "Not published" for the owner's own rating of a skill or named work; undefined for anything else. Call it for a question with the level cue. */
export function selfRatingAnswer(knowledge: Knowledge, question: ParsedQuestion, named: boolean, skillMentions: readonly Mention[]): AskAnswer | undefined {
  if (!question.words.some((word) => SELF_WORDS.has(word.folded)) || !(named || skillMentions.length)) return undefined;
  // A skill named whole ("Unconstrained demand forecasting") is the skill, whatever category label it holds.
  if (skillMentions.some((mention) => !mention.weak)) return privateAnswer(knowledge, question, 'level');
  return labelledCategories(knowledge, question).length ? undefined : privateAnswer(knowledge, question, 'level');
}
