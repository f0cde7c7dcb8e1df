/**
 * The project words of one family, per portfolio (issue #28, "english"): a question's "ripe" meets a
 * write-up's "ripeness", "regulator" meets "regulation", "publishing" meets "publication", by the
 * derivational endings of general English (../text/word-forms.ts `isFormOf`). The project index's
 * stems are grouped once by their first four letters (made on first use, held per knowledge and
 * released with it), so that a question word is compared with the few stems that share its start,
 * never with every stem of the content.
 */
import { isFormOf } from '../text/word-forms.ts';
import type { Knowledge } from './knowledge.ts';

/** The letters a family shares at least (`isFormOf` compares stems of four letters or more). */
const PREFIX = 4;

const GROUPS = new WeakMap<Knowledge, ReadonlyMap<string, readonly string[]>>();

/** How many times the groups of a portfolio were made (the tests count them). */
export const familyBuilds = { count: 0 };

function groups(knowledge: Knowledge): ReadonlyMap<string, readonly string[]> {
  let made = GROUPS.get(knowledge);
  if (!made) {
    familyBuilds.count++;
    const byPrefix = new Map<string, string[]>();
    for (const wordStem of knowledge.postings.keys()) {
      if (wordStem.length < PREFIX) continue;
      const prefix = wordStem.slice(0, PREFIX);
      const group = byPrefix.get(prefix);
      if (group) group.push(wordStem);
      else byPrefix.set(prefix, [wordStem]);
    }
    GROUPS.set(knowledge, (made = byPrefix));
  }
  return made;
}

/** The letters a base shared by two derived words has at least ("optimiz" of "optimization" and "optimizer"; "organ" of "organic" and "organism" is too short to tell). */
const SIBLING_BASE = 6;

/** Whether `wordStem` is `base` or derived from it by an ending of general English. */
const fromBase = (base: string, wordStem: string) => wordStem === base || isFormOf(base, wordStem);

/**
 * Whether two stems are words derived from one base, neither from the other: "optimization" and
 * "optimizer" (from "optimiz"), "digitization" and "digitizer", "calibration" and "calibrator". A base
 * ending in "o" is left out (`isFormOf` reads any ending after one).
 */
export function isSiblingForm(one: string, other: string): boolean {
  if (one === other) return false;
  let shared = 0;
  while (shared < one.length && shared < other.length && one[shared] === other[shared]) shared++;
  for (let length = shared; length >= SIBLING_BASE; length--) {
    const base = one.slice(0, length);
    if (!base.endsWith('o') && fromBase(base, one) && fromBase(base, other)) return true;
  }
  return false;
}

/**
 * The stems the projects write that are `wordStem` derived ("ripe" -> "ripeness"), that it derives
 * from, or that share its base ("optimization" -> "optimizer"), not itself.
 */
export function familyStems(knowledge: Knowledge, wordStem: string): string[] {
  if (wordStem.length < PREFIX) return [];
  const group = groups(knowledge).get(wordStem.slice(0, PREFIX)) ?? [];
  return group.filter(
    (other) =>
      other !== wordStem && ((other.length > wordStem.length ? isFormOf(wordStem, other) : isFormOf(other, wordStem)) || isSiblingForm(wordStem, other)),
  );
}
