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
import { tokenize } from '../text/words.ts';
import type { Mention } from '../question/mentions.ts';
import type { Word } from '../question/words.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { joinList } from '../text/english.ts';
import { owner, projectPages } from './reply.ts';
import { writtenVersions } from './versions.ts';

/** A finding of a skill check that a source states (the shape of ./unlisted.ts `CheckItem`, which imports this module). */
export interface StatedItem {
  text: string;
  positive: boolean;
  references: string[];
  stated?: boolean;
}

/** One sentence of a project's write-up that states the stems asked. */
export interface StatingSentence {
  project: number;
  text: string;
  /** The words of the sentence that name the thing asked, as it writes them ("Java 8"). */
  written?: string;
}

/** Whether a sentence writes every stem asked, in the reach of no negation. */
export function statesStems(sentence: { text: string; stems: ReadonlySet<string> }, stems: readonly string[]): boolean {
  return stems.length > 0 && stems.every((wordStem) => sentence.stems.has(wordStem)) && !negates(sentence.text, stems);
}

/** The first sentence, in the projects given (in their order), that states the stems asked; undefined when none does. */
function statingSentence(knowledge: Knowledge, projects: readonly number[], stems: readonly string[]): StatingSentence | undefined {
  for (const project of projects) {
    const info = knowledge.projects[project];
    for (const section of info?.sections ?? [])
      for (const sentence of section.sentences) if (statesStems(sentence, stems)) return { project, text: sentence.text };
  }
  return undefined;
}

/** “…” with the sentence of the write-up that states it, after the project's title: ` Scouting Database: “The database moved from MySQL 5.7 …”` */
function quotedStating(knowledge: Knowledge, found: StatingSentence): string {
  return ` ${knowledge.projects[found.project]!.view.title}: “${found.text}”`;
}

/**
 * "Has she used Java 8?" against a listed "Java 17": the sentence of a write-up that writes the name
 * asked with the version asked ("It is written in Java 8 (later Java 17) …", ./versions.ts
 * `writtenVersions`), in the reach of no negation; undefined when none does, and the listed
 * version's "No." stands.
 */
export function statedVersion(knowledge: Knowledge, name: readonly string[], version: string): StatingSentence | undefined {
  const stems = name.flatMap((word) => tokenize(word).map((token) => token.stem));
  if (!stems.length) return undefined;
  const asked = version.replace(/^v/i, '').toLowerCase();
  const found = writtenVersions(knowledge, name.join(' ')).find((item) => item.version.toLowerCase() === asked && !negates(item.sentence, stems));
  return found ? { project: found.project.index, text: found.sentence, written: found.written } : undefined;
}

/** The words of a mention as the question writes them, folded ("s1000d", "issue"). */
const mentionWords = (question: ParsedQuestion, mention: Mention): string[] => question.words.slice(mention.start, mention.end).map((word) => word.folded);

/** The finding for a version asked of a listed name (`mention`) that a write-up states, though the skills list another; undefined when none does. */
export function statedVersionOf(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, asked: string, listed: string): StatedItem | undefined {
  const stating = statedVersion(knowledge, mentionWords(question, mention), asked);
  return stating ? statedVersionItem(knowledge, stating, [listed]) : undefined;
}

/** Whether a sentence of the projects' write-ups that writes every stem asked negates them (../text/negation.ts reach). */
export function negatedInWriteups(knowledge: Knowledge, projects: readonly number[], stems: readonly string[]): boolean {
  return projects.some((index) =>
    knowledge.projects[index]!.sections.some((section) =>
      section.sentences.some((sentence) => stems.every((wordStem) => sentence.stems.has(wordStem)) && negates(sentence.text, stems)),
    ),
  );
}

/** `item` with the write-up sentence that states the stems quoted after it, when it is stated: ` Scouting Database: “…”`. */
export function withStatingSentence<T extends StatedItem>(knowledge: Knowledge, projects: readonly number[], stems: readonly string[], item: T): T {
  const stating = item.stated ? statingSentence(knowledge, projects, stems) : undefined;
  return stating ? { ...item, text: `${item.text}${quotedStating(knowledge, stating)}` } : item;
}

/**
 * The skill check's finding for a version a write-up states, though the skills list another:
 * "The write-up of Airtanker Dispatch Optimiser (2016-08) states Java 8: “…” Noémie lists Java 17 among the skills." It is
 * stated: the check leads with "Yes." when every other finding is stated too (./skills.ts).
 */
function statedVersionItem(knowledge: Knowledge, found: StatingSentence, listed: readonly string[]): StatedItem {
  const info = knowledge.projects[found.project]!;
  const title = info.view.date ? `${info.view.title} (${info.view.date})` : info.view.title;
  return {
    text: `The write-up of ${title} states ${found.written}: “${found.text}” ${owner(knowledge)} lists ${joinList(listed)} among the skills.`,
    positive: true,
    references: projectPages(knowledge, [found.project]),
    stated: true,
  };
}

/**
 * "Does he know the Fukuzono method?", "LIMS integration?": a lower-case noun right after a name the
 * question writes as a name is the kind of thing the name is (its head), which the portfolio need not
 * write; when every other finding of the check is stated, such heads are no further thing asked
 * and get no "not among the listed skills" of their own. A name asked that no source states, or a
 * head before its name ("batteries" found, "LFP" not), is still a finding of its own.
 */
export function headsOfStatedNames(question: ParsedQuestion, absent: readonly (readonly Word[])[], items: readonly StatedItem[]): boolean {
  if (!absent.length || !items.length || !items.every((item) => item.stated)) return false;
  const unwritten = new Set(absent.flat());
  return absent.every((group) => {
    const head = group.length === 1 ? group[0]! : undefined;
    const before = head ? question.words[question.words.indexOf(head) - 1] : undefined;
    return head !== undefined && !head.capitalised && !head.asName && isNounLike(head.folded) && before?.asName === true && !unwritten.has(before);
  });
}

/** Per portfolio: each word of the listed skills' names (folded) and how many skills write it, made once. */
const SKILL_WORDS = new WeakMap<Knowledge, Map<string, number>>();
function skillsWriting(knowledge: Knowledge, folded: string): number {
  let counts = SKILL_WORDS.get(knowledge);
  if (!counts) {
    counts = new Map();
    for (const entity of knowledge.entities)
      if (entity.kind === 'skill')
        for (const word of new Set(tokenize(entity.name).map((token) => token.folded))) counts.set(word, (counts.get(word) ?? 0) + 1);
    SKILL_WORDS.set(knowledge, counts);
  }
  return counts.get(folded) ?? 0;
}

/**
 * "Any experience with FDI notation?" against a listed "FDI tooth numbering (ISO 3950)": the words
 * next to a listed name's distinctive word are only a lower-case noun right after it, which the
 * question writes as a name; that noun says what kind of thing the name is, so the listed skill is
 * the thing asked, not merely the closest one. "Bluetooth classic" (an adjective) stays another thing.
 */
export function onlyHeadAfterName(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, neighbours: readonly Word[]): boolean {
  const name = question.words[mention.end - 1];
  const next = question.words[mention.end];
  return (
    next !== undefined &&
    name?.asName === true &&
    // A word of one listed name only is its distinctive part; "NASA" of "NASA Open MCT" and "NASA GMAT" names a maker, not the thing ("NASA cFS").
    skillsWriting(knowledge, name.folded) === 1 &&
    neighbours.length === 1 &&
    neighbours[0] === next &&
    !next.capitalised &&
    !next.asName &&
    /^[a-z]{3,}$/.test(next.folded) &&
    isNounLike(next.folded)
  );
}

/**
 * A folded word of a phrase asked as a pattern of its singular and plural ("records" -> "record(?:s|es)?",
 * "vote" -> "vote(?:s|es)?"), so that "cast vote records" meets a write-up's "cast vote record". Letters only;
 * a word with other characters is matched as written.
 */
export function pluralForms(folded: string): string {
  if (!/^[a-z]{3,}$/.test(folded)) return folded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `${folded.replace(/(?<=[^s])s$|(?<=[sxz]|[cs]h)es$/, '')}(?:s|es)?`;
}
