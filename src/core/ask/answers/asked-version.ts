/**
 * A version asked against the version a listed skill is written with (issue #28, versions): "Has
 * she used JMP 17?" found "JMP Pro 18" by its first word, and "Does he know FHIR R5?" found "HL7
 * FHIR R4", and both said "Yes.". A version written right after a word of a found skill's name, in
 * any notation a name carries ("17", "R5", "v2.5.1", "6.1", "2019"), is compared with the listed
 * one: the same (or a release it contains: "2" of "2.5.1") keeps the skill; another is "No. … lists
 * JMP Pro 18, not JMP Pro 17." Skills listed without a version are not what a versioned question
 * asks about when a found one has a version.
 */
import type { Entity } from '../knowledge/entity-phrases.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { url } from '../../../catalogue/paths.ts';
import { joinList } from '../text/english.ts';
import { tokenize } from '../text/words.ts';
import { apiUrl, owner } from './reply.ts';
import type { CheckItem } from './unlisted.ts';
import { mayReplace } from './answer-shape.ts';

/** A version as written: an optional letter ("R4", "v2.5.1"), then a release number or a year. */
const NOTATION = /^([a-z]?)(\d{1,2}(?:\.\d+)*|(?:19|20)\d\d)$/i;

/** Words that make a version question a comparison ("newer than 17"), answered elsewhere. */
const COMPARING = /^(?:newer|older|later|earlier|higher|lower|above|below|before|after|recent|greater|since|least|most)$/;

interface Version {
  letter: string;
  numbers: number[];
}

function parse(text: string): Version | undefined {
  const match = NOTATION.exec(text);
  return match ? { letter: match[1]!.toLowerCase(), numbers: match[2]!.split('.').map(Number) } : undefined;
}

/** The last version a listed name writes after its first word ("18" of "JMP Pro 18", "R4" of "HL7 FHIR R4", "2.2" of "WCAG 2.2 AA"), and the name before it. */
function listedVersion(name: string): { base: string; version: Version } | undefined {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/);
  for (let i = words.length - 1; i > 0; i--) {
    const version = parse(words[i]!);
    if (version) return { base: words.slice(0, i).join(' '), version };
  }
  return undefined;
}

/** Whether the listed version is the one asked or a release of it ("2.5.1" of "2"); a letter must agree when both have one. */
function sameRelease(listed: Version, asked: Version): boolean {
  if (listed.letter && asked.letter && listed.letter !== asked.letter) return false;
  return asked.numbers.length <= listed.numbers.length && asked.numbers.every((part, i) => part === listed.numbers[i]);
}

/** The found skills and "No." items once a version asked is compared with the listed versions; as given when none is asked. */
export function comparedVersions(knowledge: Knowledge, question: ParsedQuestion, skills: readonly Entity[]): { skills: Entity[]; items: CheckItem[] } {
  const unchanged = { skills: [...skills], items: [] };
  if (!skills.length || question.words.some((word) => COMPARING.test(word.folded))) return unchanged;
  const named = new Set(skills.flatMap((skill) => tokenize(skill.name).map((token) => token.stem)));
  const at = question.words.findIndex((word, i) => {
    if (i === 0 || !NOTATION.test(word.folded)) return false;
    const before = tokenize(question.words[i - 1]!.folded);
    return before.length > 0 && before.every((token) => named.has(token.stem));
  });
  if (at < 0) return unchanged;
  const written = question.words[at]!.folded;
  const asked = parse(written)!;
  // "SCOS-2000": a number the listed name writes as one of its words is part of the name, no version.
  if (skills.some((skill) => tokenize(skill.name).some((token) => token.folded === written))) return unchanged;
  // The version is of the names that have the word before it: "ROS 2 and Rust" asks no version of Rust.
  const before = tokenize(question.words[at - 1]!.folded).map((token) => token.stem);
  const hasBefore = (skill: Entity) => before.every((stem) => tokenize(skill.name).some((token) => token.stem === stem));
  const versioned = skills.filter(hasBefore).flatMap((skill) => {
    const listed = listedVersion(skill.name);
    // A letter on one side only ("R4" against "4") still compares; different letters name different things.
    return listed && (!listed.version.letter || !asked.letter || listed.version.letter === asked.letter) ? [{ skill, ...listed }] : [];
  });
  if (!versioned.length) return unchanged;
  const same = versioned.filter((item) => sameRelease(item.version, asked));
  // Skills without the word before the version ("Rust" of "ROS 2 and Rust") are other things asked, kept.
  const others = skills.filter((skill) => !hasBefore(skill));
  if (same.length) return { skills: [...same.map((item) => item.skill), ...others], items: [] };
  const shown = asked.letter ? written.toUpperCase() : written;
  const text = `No. ${owner(knowledge)} lists ${joinList(versioned.map((item) => item.skill.name))}, not ${versioned[0]!.base} ${shown}.`;
  return { skills: others, items: [{ text, positive: true, references: [apiUrl(knowledge, url('getSkills'))] }] };
}

/** A name with its version written on ("grandMA2", "YOLOv5", "S7-1200"): the letters and the number. */
const ATTACHED = /^([a-z][a-z-]*?[a-z])-?v?(\d{1,2})$/;

/**
 * "Has she used grandMA2?" against a listed "grandMA3 1.9", "YOLOv5?" against "Ultralytics YOLOv8":
 * a name written with its version on it, that the portfolio never writes, is another version of a
 * listed name with the same letters: "No. … lists Ultralytics YOLOv8, not YOLOv5." `answer` otherwise.
 */
export function withAttachedVersion(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (!question.cues.has('yesno') || !mayReplace(answer, 'empty')) return answer;
  for (const word of question.words) {
    const asked = ATTACHED.exec(word.folded);
    if (!asked) continue;
    const listed = knowledge.categories.flatMap((category) =>
      category.skills.filter((skill) =>
        skill.split(/\s+/).some((part) => {
          const own = ATTACHED.exec(part.toLowerCase());
          return own !== null && own[1] === asked[1] && own[2] !== asked[2];
        }),
      ),
    );
    if (!listed.length) continue;
    // Written as the listed name writes it, with the number asked ("grandMA3" -> "grandMA2").
    const part = listed[0]!.split(/\s+/).find((candidate) => ATTACHED.exec(candidate.toLowerCase())?.[1] === asked[1])!;
    const text = `No. ${owner(knowledge)} lists ${joinList(listed)}, not ${part.replace(/\d+$/, asked[2]!)}.`;
    return {
      ...answer,
      _meta: { ...answer._meta, response_type: 'answer', intent: 'skill_check' },
      answer: text,
      references: [apiUrl(knowledge, url('getSkills'))],
    };
  }
  return answer;
}
