/**
 * A word of the question that is also the name of one of the owner's own fields ("level",
 * "phone", "reach") asks for that field only when it is asked of the owner (issue #28): "What
 * level is she at?", "her phone number", "How can I reach her?". The same word that modifies
 * another noun of the question or tells a project's fact asks for that fact instead: "What
 * carbon monoxide level must a level stay under?", "DAC levels for tritium", "How many people
 * voted by phone?", "What AUC did the model reach?". One rule for the three cues, read from
 * English grammar around the word (the owner's words, determiners, prepositions); nothing here
 * names a field. A cue set by a phrase of its own ("skill level", "call her") is kept.
 */
import { FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import type { Cue } from './cues.ts';
import type { Word } from './words.ts';

/** Words that make what follows the owner's: "her level", "your phone". */
const OWNER_POSSESSIVES = new Set(['her', 'his', 'their', 'your', 'my']);
/** Words naming the owner as a person asked about or reached. */
const OWNER_OBJECTS = new Set(['her', 'him', 'them', 'you', 'herself', 'himself', 'themselves', 'out']);
/** The nouns of a skill's own level: "level of experience", "rating of her skills". */
const SKILL_NOUNS = new Set(['skill', 'skills', 'experience', 'expertise', 'proficiency', 'seniority', 'knowledge', 'competence', 'fluency', 'mastery']);
/** A thing, not a measure of the owner: "a level", "each level", "the levels of the mine". */
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'each', 'every', 'one', 'any']);
/** Prepositions that make a phone the means of something done: "voted by phone", "paid from a phone". */
const MEANS = new Set(['by', 'from', 'with', 'via', 'over', 'on', 'through', 'using', 'to', 'into']);
/** Words after "phone" that ask for its number. */
const NUMBER_WORDS = new Set(['number', 'numbers', 'no', 'nr', 'line']);
/** The words of each cue that this rule reads; other words of the cue (or phrases) keep it. */
const FIELD_WORDS: Readonly<Record<'level' | 'phone' | 'contact', ReadonlySet<string>>> = {
  level: new Set(['level', 'levels', 'rating', 'rated']),
  phone: new Set(['phone', 'telephone']),
  contact: new Set(['reach', 'reached', 'reaches']),
};

/** Words after a verb that leave it without an object: "reach at start-up", "reach in 2024". */
export const NO_OBJECT: ReadonlySet<string> = new Set([
  'at',
  'in',
  'on',
  'by',
  'after',
  'before',
  'during',
  'within',
  'for',
  'over',
  'under',
  'when',
  'while',
  'last',
  'this',
]);

/** The verbs among them: "reach". */
export const FIELD_VERBS: ReadonlySet<string> = FIELD_WORDS.contact;

function ownerWord(word: Word | undefined, ownerNames: ReadonlySet<string>): boolean {
  if (!word) return false;
  const bare = word.folded.replace(/['’]s$/, '');
  return ownerNames.has(bare);
}

/** Whether the field word at `i` is asked of the owner (see the module comment). */
function askedOfOwner(cue: keyof typeof FIELD_WORDS, words: readonly Word[], i: number, ownerNames: ReadonlySet<string>): boolean {
  const before = words.slice(Math.max(0, i - 3), i);
  const after = words.slice(i + 1, i + 5);
  // "her level", "Tobias's phone", "your skill level".
  if (before.some((word) => OWNER_POSSESSIVES.has(word.folded) || (ownerWord(word, ownerNames) && /['’]s$/.test(word.folded)))) return true;
  if (cue === 'contact') {
    // "reach her", "reach out to him", "reach Tobias"; "can she be reached", "is he reached".
    if (after.some((word) => OWNER_OBJECTS.has(word.folded) || ownerWord(word, ownerNames))) return true;
    const subject = words.slice(Math.max(0, i - 3), i);
    return words[i - 1]?.folded === 'be' && subject.some((word) => PERSON_WORDS.has(word.folded) || ownerWord(word, ownerNames));
  }
  if (cue === 'phone') {
    if (NUMBER_WORDS.has(words[i + 1]?.folded ?? '')) return true;
    // "phone her": the verb with the owner as its object.
    if (OWNER_OBJECTS.has(words[i + 1]?.folded ?? '') || ownerWord(words[i + 1], ownerNames)) return true;
    // "voted by phone", "paid from a phone": the means of a fact of the work.
    const previous = DETERMINERS.has(words[i - 1]?.folded ?? '') ? words[i - 2] : words[i - 1];
    return !MEANS.has(previous?.folded ?? '');
  }
  // level: "level of experience", "the level of her German".
  if (after[0]?.folded === 'of' && after.slice(1, 3).some((word) => SKILL_NOUNS.has(word.folded) || OWNER_POSSESSIVES.has(word.folded))) return true;
  const previous = words[i - 1];
  if (!previous) return true;
  // "a level", "each level": a thing of the question.
  if (DETERMINERS.has(previous.folded)) return false;
  // "carbon monoxide level", "DAC levels", "rated D": another noun's level; a skill named before it ("her Python level") is the owner's.
  if (
    !FUNCTION_WORDS.has(previous.folded) &&
    !PERSON_WORDS.has(previous.folded) &&
    !previous.inMention &&
    !SKILL_NOUNS.has(previous.folded) &&
    !ownerWord(previous, ownerNames)
  )
    return false;
  // "rated D", "was rated": a rating given to a thing of the question, not by or of the owner.
  if ((words[i]!.folded === 'rated' || words[i]!.folded === 'rating') && !words.some((word) => PERSON_WORDS.has(word.folded) || ownerWord(word, ownerNames)))
    return false;
  return true;
}

/**
 * Drops the cues `level`, `phone` and `contact` when every word that set them belongs to another
 * thing of the question. `cueOf`: the cues a single word sets (./cues.ts); `phraseCue`: whether a
 * phrase of the cue other than the bare word matched. `ownerNames`: the owner's name words.
 */
export function dropFieldWordsOfOtherThings(
  cues: Set<Cue>,
  words: readonly Word[],
  cueOf: (folded: string) => readonly Cue[],
  phraseCue: (cue: Cue) => boolean,
  ownerNames: ReadonlySet<string>,
  projectNamed: boolean,
): void {
  for (const cue of ['level', 'phone', 'contact'] as const) {
    if (!cues.has(cue)) continue;
    const carriers = words.flatMap((word, i) => (cueOf(word.folded).includes(cue) ? [i] : []));
    if (!carriers.length || carriers.some((i) => !FIELD_WORDS[cue].has(words[i]!.folded))) continue;
    if (phraseCue(cue)) continue;
    // "What pH did the ledgers reach?" with a project named: the contact block is never chosen for a named project
    // (../choose.ts), and the cue leaves the value after a change to the project-fact readers (../answers/project-facts.ts).
    if (cue === 'contact' && projectNamed && carriers.every((i) => !words[i + 1] || NO_OBJECT.has(words[i + 1]!.folded))) continue;
    if (carriers.every((i) => !askedOfOwner(cue, words, i, ownerNames))) cues.delete(cue);
  }
}

/**
 * Whether a personal attribute's words ("car" of the driving licence, "vote" of political views)
 * are asked of a person: the question speaks of someone (`person`: she, he, you, the owner's name),
 * and a single word of the attribute does not name the kind of another noun ("staged car crashes").
 * `typed`: the question's stems; `phrases`: the attribute's phrases as stems; `ownerNames`: the owner's name words. "How many readers
 * voted by phone?" asks the readers' votes, not the owner's politics.
 */
export function attributeAskedOfPerson(
  words: readonly Word[],
  typed: readonly string[],
  phrases: readonly (readonly string[])[],
  person: boolean,
  ownerNames: ReadonlySet<string>,
): boolean {
  if (!person) return false;
  for (const phrase of phrases)
    for (let i = 0; i + phrase.length <= typed.length; i++) {
      if (!phrase.every((part, j) => typed[i + j] === part)) continue;
      if (phrase.length > 1) return true;
      // "her master's thesis": the owner's own.
      if (words.slice(Math.max(0, i - 2), i).some((word) => OWNER_POSSESSIVES.has(word.folded))) return true;
      const next = words[i + 1];
      // "What does Redline Labs pay him?": the owner is the object.
      if (next && (OWNER_OBJECTS.has(next.folded) || ownerWord(next, ownerNames))) return true;
      const modifies =
        next !== undefined && !FUNCTION_WORDS.has(next.folded) && !PERSON_WORDS.has(next.folded) && isNounLike(next.folded) && isNounLike(words[i]!.folded);
      // "readers vote", "delivery car": the word of another noun before it (not a name: "Ghent University").
      const previous = words[i - 1];
      const ofAnother =
        previous !== undefined &&
        !FUNCTION_WORDS.has(previous.folded) &&
        !PERSON_WORDS.has(previous.folded) &&
        !ownerWord(previous, ownerNames) &&
        !previous.capitalised &&
        isNounLike(previous.folded) &&
        !/\d/.test(previous.folded);
      if (!modifies && !ofAnother) return true;
    }
  return false;
}
