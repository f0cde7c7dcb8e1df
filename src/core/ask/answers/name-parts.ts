/**
 * A short name that is a part of a listed skill's name (issue #28, skill checks on a part of a name):
 * "Does he know Slide?" with "Rocscience Slide2 9.0" listed, "Is she familiar with YOLO?" with
 * "Ultralytics YOLOv8", "Deswik?" (or "Deswick?") with "Deswik.Sched 2024.2". Which parts of a name
 * stand for the whole is decided by the kind of part, read from the portfolio's own skill names
 * (no list of products):
 * - a word with a release number written onto it ("yolov8", "slide2", "python3"): the word before it;
 * - a dotted product name ("deswik.sched"): its first segment, a word of letters;
 * - either of these mistyped by one letter, when both are five letters or longer ("deswick").
 * A letter inside a code ("ITU-R", "R128") is no part of this kind: a part has three letters at least.
 * The question must write the word as a name (in capitals, or capitalised inside the sentence), so an
 * ordinary word ("a slide deck") never reads as a product. The parts are indexed once per portfolio.
 */
import type { Entity } from '../knowledge/entity-phrases.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { Word } from '../question/words.ts';
import { editDistance } from '../text/edit-distance.ts';
import { eachWord } from '../text/words.ts';

/** Part of a skill's name -> the listed skills it stands for. */
type PartIndex = ReadonlyMap<string, readonly Entity[]>;

const indexes = new WeakMap<Knowledge, PartIndex>();

// "yolov8", "slide2", "python3", "gtk4": letters, then a release number (with an optional "v"); not "s1000d", "f9p".
const VERSIONED = /^([a-z]{3,}?)v?\d+(?:\.\d+)*$/;
// "deswik.sched", "node.js": a first segment of letters before a dot.
const DOTTED = /^([a-z]{3,})\.[a-z0-9]/;

/** The parts of a name's words that stand for the name ("Rocscience Slide2 9.0" -> "slide"). */
export function nameParts(name: string): string[] {
  const parts: string[] = [];
  eachWord(name, (word) => {
    const part = VERSIONED.exec(word)?.[1] ?? DOTTED.exec(word)?.[1];
    if (part && part !== word) parts.push(part);
  });
  return parts;
}

function partIndex(knowledge: Knowledge): PartIndex {
  const cached = indexes.get(knowledge);
  if (cached) return cached;
  const index = new Map<string, Entity[]>();
  // A part that is a whole word of some listed name is that name's word, not a short name ("Slide" with "Slide" listed too).
  const whole = new Set<string>();
  for (const entity of knowledge.entities) if (entity.kind === 'skill') eachWord(entity.name, (word) => whole.add(word));
  for (const entity of knowledge.entities) {
    if (entity.kind !== 'skill') continue;
    for (const part of nameParts(entity.name)) {
      if (whole.has(part)) continue;
      const skills = index.get(part) ?? [];
      if (!skills.includes(entity)) skills.push(entity);
      index.set(part, skills);
    }
  }
  indexes.set(knowledge, index);
  return index;
}

/** The listed skills a word written as a name stands for as a part of their names; empty otherwise. */
export function skillsByPart(knowledge: Knowledge, word: Word): readonly Entity[] {
  if (!word.asName) return [];
  const index = partIndex(knowledge);
  if (!index.size) return [];
  const exact = index.get(word.folded) ?? index.get(word.stem);
  if (exact) return exact;
  // "Deswick" for "Deswik": one letter off, on names long enough for one letter not to make another name.
  if (word.folded.length < 5) return [];
  const near = [...index.keys()].filter((part) => part.length >= 5 && editDistance(word.folded, part, 1) <= 1);
  return near.length === 1 ? index.get(near[0]!)! : [];
}

/**
 * The listed skills a mention names that are not yet in `skills` (`named`, ./skill-prefix.ts), else, for "Slide?" read as a
 * mention of one word (a tag, a project's word), those its word stands for by a part.
 */
export function orByPart(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, skills: readonly Entity[], named: readonly Entity[]): Entity[] {
  const found = named.filter((skill) => !skills.includes(skill));
  if (found.length || mention.end - mention.start !== 1) return found;
  return skillsByPart(knowledge, question.words[mention.start]!).filter((skill) => !skills.includes(skill));
}

/** Adds to `skills` the listed skills the question's words outside a mention stand for by a part of their names; the stems of those words. */
export function addSkillsByPart(knowledge: Knowledge, words: readonly Word[], skills: Entity[]): string[] {
  const stems: string[] = [];
  for (const word of words) {
    const found = word.inMention ? [] : skillsByPart(knowledge, word);
    if (found.length) stems.push(word.stem);
    for (const skill of found) if (!skills.includes(skill)) skills.push(skill);
  }
  return stems;
}

/**
 * "Does she know R?" against "ITU-R BS.1770" and "EBU R128": a name of one letter is a project's thing only where the
 * project writes it as a word of its own (a tag, or the letter alone in its text), not as the letter of a code joined
 * to another by a hyphen or digits. Reads the selected projects only, for a one-letter name only.
 */
export function letterWritten<T extends { projects: number[] }>(knowledge: Knowledge, selection: T, label: string): T {
  if (!/^[a-z]$/i.test(label) || !selection.projects.length) return selection;
  const alone = new RegExp(`(?<![\\p{L}\\p{N}\\-.])${label}(?![\\p{L}\\p{N}\\-+#])`, 'iu');
  const writes = (index: number) => {
    const info = knowledge.projects[index]!;
    if (info.view.tags.some((tag) => tag.toLowerCase() === label.toLowerCase())) return true;
    const texts = [info.view.title, info.view.description, ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text))];
    return texts.some((text) => alone.test(text));
  };
  return { ...selection, projects: selection.projects.filter(writes) };
}
