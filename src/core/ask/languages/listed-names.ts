/**
 * Names written in another script told by their sound (issue #28): the owner's name ("باراكا" ->
 * "Baraka", ./sounded-names.ts) and the one-word names the portfolio lists, its skills and the
 * words of its employers' names ("بايثون" -> "Python", "Джанго" -> "Django"), so a question in
 * Arabic, Cyrillic, Devanagari, kana or Hangul asks about the name as the portfolio writes it.
 * A listed name is matched more strictly than the owner's: three consonants at least, the same
 * once the sounds that scripts write alike are merged (p as b: Arabic has no p; th as t or s; dj as j).
 * The listed names are made once per portfolio (a WeakMap on its knowledge), not per question.
 */
import type { ReadPiece } from './script-order.ts';
import { consonants, latinSound, soundedName } from './sounded-names.ts';
import { fold } from '../text/words.ts';

/** The owner's names as written, and the names the portfolio lists, each with its consonants. */
export interface HeardNames {
  owner: readonly string[];
  listed: readonly { name: string; sounds: readonly string[]; length: number }[];
}

/** What the question tables need of a portfolio's knowledge: the owner's name, skills and employers. */
export interface NamedContent {
  person: { full: string };
  categories: readonly { skills: readonly string[] }[];
  employers: readonly { organisation: string }[];
}

const HEARD = new WeakMap<NamedContent, HeardNames>();

/** The names of a portfolio a word in another script may sound like; a plain owner's name (tests, no portfolio) lists none. */
export function heardNames(owner: string | NamedContent): HeardNames {
  if (typeof owner === 'string') return { owner: owner.split(/\s+/).filter(Boolean), listed: [] };
  let names = HEARD.get(owner);
  if (!names) {
    const words = new Set<string>();
    // "Python 3.12" -> "Python"; "Shamba Vet Systems" -> each word of four letters or more.
    for (const category of owner.categories) for (const skill of category.skills) words.add(skill.split(/\s+/)[0]!);
    for (const employer of owner.employers) for (const word of employer.organisation.split(/\s+/)) words.add(word);
    const listed = [...words]
      .filter((word) => /^\p{L}{4,}$/u.test(word))
      .map((name) => ({
        name,
        sounds: [...new Set([merged(name), merged(fold(name).replace(/th/g, 's')), merged(fold(name).replace(/dj/g, 'j'))])],
        length: fold(name).length,
      }))
      .filter((entry) => entry.sounds[0]!.length >= 3);
    HEARD.set(owner, (names = { owner: owner.person.full.split(/\s+/).filter(Boolean), listed }));
  }
  return names;
}

/** Consonants with p read as b (Arabic writes p as b). */
const merged = (latin: string) => consonants(latin).replace(/p/g, 'b');

/** The owner's name (a subject) or a listed name (an object) that a word sounds like, or undefined. */
export function heardName(word: string, names: HeardNames): ReadPiece | undefined {
  const owner = soundedName(word, names.owner);
  if (owner) return { written: owner, name: true };
  if (!names.listed.length) return undefined;
  const latin = latinSound(word);
  if (latin.length < 3 || !/^[a-z]+$/.test(latin)) return undefined;
  const sound = merged(latin);
  const found = names.listed.find((entry) => entry.sounds.includes(sound) && latin.length <= entry.length * 1.6 + 1 && entry.length <= latin.length * 1.6 + 1);
  return found ? { written: found.name } : undefined;
}
