/**
 * A project of the knowledge by its id (issue #28, speed without the memo): a table made once per portfolio (released
 * with its knowledge), not a walk over every project for each sentence a reader finds (12 hits x 1,000 projects). The
 * first project of an id, as a search of the list finds it.
 */
import type { Knowledge } from './knowledge.ts';
import type { ProjectInfo } from './project-index.ts';

const BY_ID = new WeakMap<Knowledge, Map<string, ProjectInfo>>();

/** How many tables of the projects by id were made (the tests count them). */
export const projectTables = { count: 0 };

export function projectById(knowledge: Knowledge, id: string): ProjectInfo | undefined {
  let byId = BY_ID.get(knowledge);
  if (!byId) {
    projectTables.count++;
    byId = new Map();
    for (const info of knowledge.projects) if (!byId.has(info.view.id)) byId.set(info.view.id, info);
    BY_ID.set(knowledge, byId);
  }
  return byId.get(id);
}
