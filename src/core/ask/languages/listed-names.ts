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
import { FUNCTION_WORDS } from '../lexicon.ts';

/** The owner's names as written, and the names the portfolio lists, each with its consonants. */
export interface HeardNames {
  owner: readonly string[];
  listed: readonly { name: string; sounds: readonly string[]; length: number; place: boolean }[];
}

/** What the question tables need of a portfolio's knowledge: the owner's name, skills and employers, the places of the work history and the projects' titles. */
export interface NamedContent {
  person: { full: string };
  categories: readonly { skills: readonly string[] }[];
  employers: readonly { organisation: string }[];
  /** The work history's places, lowercase ("montréal"). */
  placeCountries?: ReadonlyMap<string, string>;
  projects?: readonly { view: { title: string } }[];
  /** The words the projects write (stem -> word) and the bio's sentences, for the cognates (./cognates.ts). */
  surfaceForms?: ReadonlyMap<string, string>;
  bio?: readonly { text: string }[];
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
    // The words of the projects' titles, the portfolio's own terms a question in another script writes as they sound
    // ("リスク" -> "Risk", "랜드마크" -> "Landmark"); words of grammar never.
    for (const project of owner.projects ?? [])
      for (const word of project.view.title.split(/[\s:/-]+/)) if (!FUNCTION_WORDS.has(word.toLowerCase())) words.add(word);
    // The places of the work history ("Монреале" -> "Montréal"): few, so heard more loosely (see `heardName`).
    const places = new Set([...(owner.placeCountries?.keys() ?? [])].flatMap((place) => place.split(/[\s-]+/)));
    const listed = [...new Set([...words, ...places])]
      .filter((word) => /^\p{L}{4,}$/u.test(word))
      .map((name) => {
        const folded = fold(name);
        // An English r before a consonant or at the end is not sounded, and kana and Hangul write the word as it sounds ("landmark": 랜드마크).
        const forms = [name, folded.replace(/th/g, 's'), folded.replace(/dj/g, 'j'), folded.replace(/r(?=[^aeiouy]|$)/g, '')];
        return { name, sounds: [...new Set(forms.map(merged))].filter((sounds) => sounds.length >= 3), length: folded.length, place: places.has(name) };
      })
      .filter((entry) => entry.sounds.length && entry.sounds[0] === merged(entry.name));
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
  const near = (entry: HeardNames['listed'][number]) => latin.length <= entry.length * 1.6 + 1 && entry.length <= latin.length * 1.6 + 1;
  const found =
    names.listed.find((entry) => entry.sounds.includes(sound) && near(entry)) ??
    // A place of four consonants or more that the script writes without an inner one ("Монреаль": Montreal without its t).
    names.listed.find((entry) => entry.place && near(entry) && entry.sounds.some((sounds) => sounds.length >= 4 && withOneLess(sounds).has(sound)));
  return found ? { written: found.name } : undefined;
}

/** A word's consonants with one inner one left out, each way ("mntr" -> "mtr", "mnr"): a cluster the script writes shorter; the first and last stay. */
function withOneLess(sounds: string): Set<string> {
  const out = new Set<string>();
  for (let at = 1; at < sounds.length - 1; at++) out.add((sounds.slice(0, at) + sounds.slice(at + 1)).replace(/(.)\1+/g, '$1'));
  return out;
}
