/**
 * The closest thing offered by ./coverage.ts must be a thing of the kind asked (issue #28, absent
 * things answered with a near thing). "Has she built a mobile banking app?" asks for an app: a
 * project that writes no "app" is no closest thing, whatever other word it shares; "Can he install a
 * gas heater?" asks for a heater, not for the project on gas monitoring. The kind is the head of each
 * run of words the portfolio does not write: its last noun ("mobile banking app" -> "app", "weather
 * forecast" -> "forecast", "airline crew scheduling" -> "scheduling"). A project the answer cites is
 * kept as the closest thing only when it writes (in its title, tags, description or write-up) the
 * head of one of the runs; the skills, categories and entries the answer names are not projects and
 * stay. Reads the projects' postings made once per portfolio; nothing is scanned per question.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { projectLinks } from './project-links.ts';
import { url } from '../../../catalogue/paths.ts';

/** The head of a run of words: its last noun-like word (English noun compounds end in their head). */
export function headOf(run: readonly Word[]): Word | undefined {
  for (let i = run.length - 1; i >= 0; i--) if (isNounLike(run[i]!.folded)) return run[i];
  return undefined;
}

/** Whether the project at `projectIndex` writes the stem anywhere (title, tags, description, write-up or slug). */
function writes(knowledge: Knowledge, wordStem: string, projectIndex: number): boolean {
  const posting = knowledge.postings.get(wordStem);
  if (!posting) return false;
  // A posting is pairs of (project index, fields).
  for (let i = 0; i < posting.length; i += 2) if (posting[i] === projectIndex) return true;
  return false;
}

/**
 * `answer` without the projects it cites that are not of the kind asked (both their page and API
 * links); `answer` itself when every cited project is. A project is of the kind asked when it writes
 * the head of one of `runs`, or when it writes every word of the question that the portfolio does
 * write, two at least ("data privacy for farmers": a project on farmers' data, which only lacks the
 * word "privacy", is the work asked about in other words).
 */
export function withKindAsked(
  knowledge: Knowledge,
  words: readonly Word[],
  content: readonly boolean[],
  missing: readonly boolean[],
  runs: readonly (readonly Word[])[],
  answer: AskAnswer,
): AskAnswer {
  const heads = runs.map(headOf).filter((head): head is Word => !!head);
  if (!heads.length) return answer;
  const written = words.filter((_word, i) => content[i] && !missing[i]);
  const links = projectLinks(knowledge);
  const states = (word: Word, index: number) => writes(knowledge, word.stem, index) || writes(knowledge, word.folded, index);
  const references = answer.references.filter((reference) => {
    const position = links.get(reference);
    if (position === undefined) return true;
    const index = knowledge.projects[position]!.index;
    return heads.some((head) => states(head, index)) || (written.length >= 2 && written.every((word) => states(word, index)));
  });
  return references.length === answer.references.length ? answer : { ...answer, references };
}

/** A place the question names of which the portfolio writes no word ("Canada" in "elections in Canada"), by its words' positions. */
export function unwrittenPlace(words: readonly Word[], written: readonly boolean[], place: { start: number; end: number }): boolean {
  for (let i = place.start; i < place.end; i++) if (written[i] || words[i]!.inMention) return false;
  return place.end > place.start;
}

/**
 * "Yes. Yi-Chen offers Run-to-run control workshop …" for "Does she offer pest control?": a service found by
 * one word of the question; the coverage reads it like a skill check (a thing asked that no text writes is not offered).
 */
export function offeredService(knowledge: Knowledge, answer: AskAnswer): boolean {
  return /^Yes\. \S+ offers /.test(answer.answer) && answer.references.includes(knowledge.urls.api(url('getServices')));
}
