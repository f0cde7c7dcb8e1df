/**
 * The projects whose write-ups name the one topic of a list answered from titles, tags and
 * descriptions (issue #28, "projects_by_topic"): "What has she built for physios?" listed the two
 * projects whose descriptions say "physios" and left out the injury model whose write-up says the
 * physios use it; "Which projects involve radiographs?" left out the landmark detector whose
 * write-up reads radiographs. The list stays as it is (its count is the count of projects about the
 * topic); a sentence after it names up to three projects whose write-ups mention the topic too,
 * cited. Only for one topic word asked (not a skill or tag, whose list is exact; not two words or more, which a
 * write-up may write apart).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Filter, Selection } from '../selection/select-projects.ts';
import { projectList, projectPages } from './reply.ts';

/** At most this many write-up mentions are named after a list. */
const MAX_MENTIONS = 3;

/** The sentence naming the projects whose write-ups alone mention the one topic of `filter`, with their pages; undefined when there are none. */
export function writeupMentions(knowledge: Knowledge, filter: Filter, selection: Selection): { text: string; references: string[] } | undefined {
  if (filter.terms.length !== 1 || selection.tier !== 2 || filter.featured || filter.years) return undefined;
  const [term] = filter.terms;
  // A topic word, not a listed skill or tag (a list by a tag or skill is exact: "Show me his Python projects").
  if (term!.words?.length !== 1 || term!.tag) return undefined;
  const listed = new Set(selection.projects);
  const more = [...term!.levels]
    .filter(([project, level]) => level === 1 && !listed.has(project))
    .map(([project]) => project)
    .sort((a, b) => a - b);
  if (!more.length || more.length > MAX_MENTIONS) return undefined;
  const named = projectList(knowledge, more, MAX_MENTIONS);
  const verb = more.length === 1 ? 'mentions' : 'mention';
  return {
    text: ` The write-up${more.length === 1 ? '' : 's'} of ${named.text} ${verb} ${term!.label} too.`,
    references: projectPages(knowledge, named.shown),
  };
}
