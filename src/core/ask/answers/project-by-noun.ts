/**
 * "The EBR project", "the sonar project": a name the portfolio gives a skill or a tag, written before the noun
 * "project", names the one project it is strongest in (issue #28, session 34, comparisons of two named projects):
 * "Is the DSCSA gateway newer than the EBR project?" compares two projects by their dates, not a project with a
 * skill. Only when exactly one project holds the name strongly (title, tags, description); otherwise it names none.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from '../question/mentions.ts';
import type { Word } from '../question/words.ts';
import { mentionTerm, selectProjects } from '../selection/select-projects.ts';

/** The project "the <mention> project" names, when the noun "project" follows the mention and one project holds it strongly. */
export function projectByNoun(knowledge: Knowledge, words: readonly Word[], mention: Mention): number | undefined {
  if (words[mention.end]?.folded !== 'project') return undefined;
  const selection = selectProjects(knowledge, { terms: [mentionTerm(knowledge, mention)] });
  return selection.tier === 2 && selection.projects.length === 1 ? selection.projects[0] : undefined;
}
