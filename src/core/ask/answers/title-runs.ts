/**
 * A project named by a run of its title's words (issue #28, session 30): "the Clause Library" of
 * "Clause Library and Playbook", when a skill ("Clause libraries") shares the words and the scoring
 * of named projects (../question/named-projects.ts) leaves the title's other words uncovered. Two
 * content words at least, written in a row in exactly one project's title, name that project.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FRAME_WORDS, FUNCTION_WORDS } from '../lexicon.ts';
import type { Word } from '../question/words.ts';

/** The project whose title alone writes the words (two content words or more, in a row), or undefined. */
export function projectByTitleRun(knowledge: Knowledge, words: readonly Word[]): number | undefined {
  const content = words.filter((word) => !FUNCTION_WORDS.has(word.folded));
  // "the Clause Library built": the side's words as written, else without the verbs of work ("built").
  for (const run of [content, content.filter((word) => !FRAME_WORDS.has(word.folded))]) {
    if (run.length < 2) continue;
    const found = onlyTitleWith(knowledge, ` ${run.map((word) => word.stem).join(' ')} `);
    if (found !== undefined) return found;
  }
  return undefined;
}

function onlyTitleWith(knowledge: Knowledge, run: string): number | undefined {
  let found: number | undefined;
  for (const info of knowledge.projects) {
    if (!` ${info.titleStems.join(' ')} `.includes(run)) continue;
    if (found !== undefined) return undefined;
    found = info.index;
  }
  return found;
}
