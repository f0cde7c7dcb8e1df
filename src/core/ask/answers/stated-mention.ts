/**
 * The sentence of a write-up that states a thing asked (issue #28, earned verdicts): "Has she used
 * MySQL?" against "The database moved from MySQL 5.7 to PostgreSQL 13 in 2020 without a minute of
 * downtime." A "Yes." resting on a write-up's mention quotes the sentence that states it, so that
 * the asker sees what the portfolio says (and the form it writes, "MySQL 5.7"), not only that a
 * project mentions it.
 *
 * A sentence states the thing when it writes every stem asked and no negation reaches them
 * (../text/negation.ts: "without a minute of downtime" after the name does not negate it).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { negates } from '../text/negation.ts';

/** One sentence of a project's write-up that states the stems asked. */
export interface StatingSentence {
  project: number;
  text: string;
}

/** Whether a sentence writes every stem asked, in the reach of no negation. */
export function statesStems(sentence: { text: string; stems: ReadonlySet<string> }, stems: readonly string[]): boolean {
  return stems.length > 0 && stems.every((wordStem) => sentence.stems.has(wordStem)) && !negates(sentence.text, stems);
}

/** The first sentence, in the projects given (in their order), that states the stems asked; undefined when none does. */
export function statingSentence(knowledge: Knowledge, projects: readonly number[], stems: readonly string[]): StatingSentence | undefined {
  for (const project of projects) {
    const info = knowledge.projects[project];
    for (const section of info?.sections ?? [])
      for (const sentence of section.sentences) if (statesStems(sentence, stems)) return { project, text: sentence.text };
  }
  return undefined;
}

/** “…” with the sentence of the write-up that states it, after the project's title: ` Scouting Database: “The database moved from MySQL 5.7 …”` */
export function quotedStating(knowledge: Knowledge, found: StatingSentence): string {
  return ` ${knowledge.projects[found.project]!.view.title}: “${found.text}”`;
}
