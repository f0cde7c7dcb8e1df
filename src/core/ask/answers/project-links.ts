/**
 * Per portfolio: each project's page and API link and the project's position, made once (2,000 links
 * at 1,000 projects) instead of a walk over every project for each answer whose links are read
 * (issue #28, speed without the memo). Released with the knowledge it is keyed by.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ProjectInfo } from '../knowledge/project-index.ts';
import type { AskAnswer } from '../schema.ts';

const LINKS = new WeakMap<Knowledge, ReadonlyMap<string, number>>();

/** How many times the links of a portfolio were gathered (the tests count them). */
export const projectLinkBuilds = { count: 0 };

/** The projects' links of `knowledge`, each to the project's position in `knowledge.projects`. */
export function projectLinks(knowledge: Knowledge): ReadonlyMap<string, number> {
  let links = LINKS.get(knowledge);
  if (!links) {
    projectLinkBuilds.count++;
    const made = new Map<string, number>();
    knowledge.projects.forEach((info, position) => {
      if (!made.has(info.view.links.html)) made.set(info.view.links.html, position);
      if (!made.has(info.view.links.self)) made.set(info.view.links.self, position);
    });
    LINKS.set(knowledge, (links = made));
  }
  return links;
}

/** The projects an answer cites (its page or API link), by `index`, in the projects' order. */
export function citedProjects(knowledge: Knowledge, answer: AskAnswer): number[] {
  const links = projectLinks(knowledge);
  const positions = new Set<number>();
  for (const reference of answer.references) {
    const position = links.get(reference);
    if (position !== undefined) positions.add(position);
  }
  return [...positions].sort((a, b) => a - b).map((position) => knowledge.projects[position]!.index);
}

/** The projects whose page an answer cites (not their API link alone), in the projects' order. */
export function citedPages(knowledge: Knowledge, answer: AskAnswer): ProjectInfo[] {
  const links = projectLinks(knowledge);
  const positions: number[] = [];
  for (const reference of answer.references) {
    const position = links.get(reference);
    if (position !== undefined && knowledge.projects[position]!.view.links.html === reference && !positions.includes(position)) positions.push(position);
  }
  return positions.sort((a, b) => a - b).map((position) => knowledge.projects[position]!);
}
