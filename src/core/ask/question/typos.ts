/**
 * Typo correction of a question's words against the portfolio's own vocabulary: a stem one
 * edit away (same first letter), or the base of a word family ("detection" -> "detect").
 * Places, stop words and known stems are left as they are.
 */
import wordFamilySuffixes from '../tables/word-family-suffixes.json' with { type: 'json' };
import { isDatasetName } from '../entities.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import { editDistance } from '../text/edit-distance.ts';
import { soundOf } from '../text/sounds.ts';
import { irregularBase, irregularFormsByBase } from '../text/lemmas.ts';
import { stem } from '../text/words.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import questionWords from '../tables/question-words.json' with { type: 'json' };
import { isStopLike } from './stop-words.ts';
import type { Word } from './words.ts';

/** Corrects the stems of unknown words in place (except the positions in `skip`); whether any was corrected. */
export function correctTypos(knowledge: Knowledge, words: readonly Word[], skip: ReadonlySet<number>): boolean {
  let corrected = false;
  words.forEach((word, position) => {
    if (skip.has(position) || isStopLike(knowledge, word.folded) || isKnownStem(knowledge, word.stem) || knowledge.phrases.has(word.stem)) return;
    if (isDatasetName(word.folded)) return;
    // "Juse" (stem "jus"): a four-letter name is compared as written, with one letter changed only
    // when written as a name (a capital) or named as what is known or used ("does she know ryst").
    const named = word.capitalised || NAMING_VERBS.has(words[position - 1]?.folded ?? '');
    const short = word.folded.length === 4 && /^[a-z]+$/.test(word.folded) ? swappedName(knowledge, word.folded, named) : undefined;
    // "freeze" is an English word, not a typo of "free" (../knowledge/real-words.ts): only its own family is looked for.
    const real = knowledge.realWords.has(word.stem);
    const fixed =
      irregularStem(knowledge, word.folded, word.stem) ??
      short ??
      (real ? familyBase(knowledge, word.stem) : (correctTypo(knowledge, word.stem) ?? missingLetter(knowledge, word.folded)));
    if (fixed) {
      word.stem = fixed;
      word.corrected = true;
      corrected = true;
    }
  });
  return corrected;
}

/**
 * "Has she taught?" against a write-up that says "teaching", "Does he teach?" against one that
 * says "taught": an irregular form and its base are one word (WordNet's exception lists, see
 * ../text/lemmas.ts). Only for a word whose own stem the content lacks.
 */
function irregularStem(knowledge: Knowledge, folded: string, wordStem: string): string | undefined {
  const known = (candidate: string) => isKnownStem(knowledge, candidate) || knowledge.phrases.has(candidate);
  const base = irregularBase(folded);
  const baseStem = base === undefined ? wordStem : stem(base);
  if (base !== undefined && known(baseStem)) return baseStem;
  // The content's irregular form of the same base ("teaching" -> "taught").
  return irregularForms(knowledge)
    .get(baseStem)
    ?.find((form) => form !== wordStem);
}

/** Per portfolio: base stem -> the content's irregular forms of it, made once. */
const IRREGULAR_FORMS = new WeakMap<Knowledge, Map<string, string[]>>();

function irregularForms(knowledge: Knowledge): Map<string, string[]> {
  let forms = IRREGULAR_FORMS.get(knowledge);
  if (!forms) IRREGULAR_FORMS.set(knowledge, (forms = irregularFormsByBase(new Set([...knowledge.postings.keys(), ...knowledge.bioStems]), stem)));
  return forms;
}

/** A known stem for an unknown one: one edit away (same first letter), or of the same word family. */
function correctTypo(knowledge: Knowledge, wordStem: string): string | undefined {
  // "Rsut", "LLMV": a short name with two neighbouring letters swapped (the first kept) is that name.
  if (wordStem.length === 4 && !/[^a-z]/.test(wordStem)) return undefined;
  if (wordStem.length < 5 || /[^a-z]/.test(wordStem)) return undefined;
  const candidates = new Set<string>();
  for (const candidate of knowledge.stemsByDeletion.get(wordStem) ?? []) candidates.add(candidate);
  for (let i = 0; i < wordStem.length; i++) {
    const deletion = wordStem.slice(0, i) + wordStem.slice(i + 1);
    if (isKnownStem(knowledge, deletion) || knowledge.phrases.has(deletion)) candidates.add(deletion);
    for (const candidate of knowledge.stemsByDeletion.get(deletion) ?? []) candidates.add(candidate);
  }
  let best: string | undefined;
  let bestPreference = -1;
  for (const candidate of [...candidates].sort()) {
    if (candidate[0] !== wordStem[0] || editDistance(wordStem, candidate, 1) > 1) continue;
    // A short word with one letter changed is too often another word ("react" / "reach").
    if (wordStem.length < 7 && candidate.length === wordStem.length && !isTransposition(wordStem, candidate)) continue;
    const preference = (knowledge.postings.get(candidate)?.length ?? 0) / 2 + (knowledge.phrases.has(candidate) ? 1000 : 0);
    if (preference > bestPreference) {
      best = candidate;
      bestPreference = preference;
    }
  }
  return best ?? familyBase(knowledge, wordStem);
}

/** The content's word of the same family: "detection" -> "detect", "digitized" -> "digitiser". */
function familyBase(knowledge: Knowledge, wordStem: string): string | undefined {
  // Word family: "detection" -> "detect", "optimisation" -> "optimis".
  if (wordStem.length >= 6) {
    for (const suffix of FAMILY_SUFFIXES) {
      if (!wordStem.endsWith(suffix) || wordStem.length - suffix.length < 4) continue;
      const base = wordStem.slice(0, -suffix.length);
      for (const candidate of [base, `${base}e`, stem(`${base}e`)]) if (isKnownStem(knowledge, candidate)) return candidate;
    }
  }
  // The other way: "digitized" -> the content's "digitiser", "revived" -> "revival" (the agent or
  // act noun the content writes of that verb; not "-ation" or "-ment", whose nouns name the work in general).
  if (wordStem.length >= 5) {
    for (const suffix of AGENT_SUFFIXES) {
      const longer = stem(`${wordStem}${suffix}`);
      if (isKnownStem(knowledge, longer)) return longer;
    }
  }
  return undefined;
}

/**
 * The one name of a skill, tag or alias (a phrase of one word) that a four-letter word is with two
 * neighbouring letters swapped ("Rsut"), or with one inner letter changed ("Ryst", "Juse": the first
 * and last letters kept, as a typo on a short name usually does).
 */
function swappedName(knowledge: Knowledge, wordStem: string, named: boolean): string | undefined {
  const nameStem = (candidate: string) =>
    [candidate, stem(candidate)].find((form) => form !== wordStem && (knowledge.phrases.get(form) ?? []).some((key) => key.stems.length === 1));
  const isName = (candidate: string) => nameStem(candidate) !== undefined;
  const found = new Set<string>();
  for (let i = 1; i < wordStem.length - 1; i++) {
    const swapped = wordStem.slice(0, i) + wordStem[i + 1] + wordStem[i] + wordStem.slice(i + 2);
    if (isName(swapped)) found.add(swapped);
  }
  if (found.size) return found.size === 1 ? nameStem([...found][0]!) : undefined;
  // "how long" is not a typo of a tag "lang": a changed letter only in a word used as a name.
  if (!named) return undefined;
  for (let i = 1; i < wordStem.length - 1; i++)
    for (const letter of LETTERS) {
      const changed = wordStem.slice(0, i) + letter + wordStem.slice(i + 1);
      if (isName(changed)) found.add(changed);
    }
  return found.size === 1 ? nameStem([...found][0]!) : undefined;
}

/** Verbs before a name of what is known or used ("does she know ryst?"). */
const NAMING_VERBS: ReadonlySet<string> = new Set(['know', 'knows', 'use', 'uses', 'used', 'using', 'with']);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** "buildng" -> "build": a written word of the content with one letter missing (same first letter). */
function missingLetter(knowledge: Knowledge, folded: string): string | undefined {
  if (folded.length < 5 || /[^a-z]/.test(folded)) return undefined;
  const found = knowledge.stemsByWordDeletion.get(folded);
  return found && found[0] === folded[0] ? found : undefined;
}

/** Derivational endings: a word with one of them belongs to the family of its base (../tables/word-family-suffixes.json). */
const FAMILY_SUFFIXES: readonly string[] = wordFamilySuffixes;

/** The endings of those that make a noun of the doer or of the act from a verb ("digitiser", "revival"). */
const AGENT_SUFFIXES: readonly string[] = FAMILY_SUFFIXES.filter((suffix) => /^(?:ers?|ors?|al)$/.test(suffix));

/** Whether two words of the same length differ by two adjacent letters swapped. */
function isTransposition(typed: string, known: string): boolean {
  const mismatches: number[] = [];
  for (let i = 0; i < typed.length; i++) if (typed[i] !== known[i]) mismatches.push(i);
  return (
    mismatches.length === 2 &&
    mismatches[1] === mismatches[0]! + 1 &&
    typed[mismatches[0]!] === known[mismatches[1]!] &&
    typed[mismatches[1]!] === known[mismatches[0]!]
  );
}

const QUESTION_WORDS: readonly string[] = questionWords.words;

/** The question words a typo is corrected to (four letters or more): not the cue words, which are also content words ("users" is not "uses"). */
const QUESTION_VOCABULARY: readonly string[] = QUESTION_WORDS.filter((word) => /^[a-z]{4,}$/.test(word));

/** Stem -> the question word with that stem ("wher" -> "where"), computed once. */
const QUESTION_STEMS: ReadonlyMap<string, string> = new Map(QUESTION_VOCABULARY.map((word) => [stem(word), word]));

/**
 * "wher is she based", "wich projects": a word the content never uses, one edit (or two swapped
 * letters) from a question word with the same first letter, is that word. Runs
 * before the cues are read; names the question capitalises inside it are left alone.
 */
export function correctQuestionWords(knowledge: Knowledge, words: Word[]): void {
  // Only in a question with English words around ("Onko hän Tampereella?" is not English with typos).
  if (!words.some((word) => FUNCTION_WORDS.has(word.folded))) return;
  words.forEach((word, position) => {
    const folded = word.folded;
    if (folded.length < 4 || /[^a-z]/.test(folded) || (word.capitalised && position > 0)) return;
    // "wher": the stem of "where", which the content writes, but not a word as typed.
    const sameStem = QUESTION_STEMS.get(word.stem);
    if (sameStem && sameStem !== folded && !FUNCTION_WORDS.has(folded) && knowledge.surfaceForms.get(word.stem) !== folded) {
      word.folded = sameStem;
      word.corrected = true;
      return;
    }
    if (isStopLike(knowledge, folded) || isKnownStem(knowledge, word.stem) || knowledge.phrases.has(word.stem) || isDatasetName(folded)) return;
    const match = QUESTION_VOCABULARY.find((candidate) => candidate[0] === folded[0] && editDistance(folded, candidate, 1) === 1);
    // "Does she train dogs?": an auxiliary ("does", "would") is read from a typo only before its subject ("dose she").
    if (
      !match ||
      (AUXILIARY_WORDS.has(match) && !SUBJECTS.has(words[position + 1]?.folded ?? '') && !knowledge.person.words.has(words[position + 1]?.folded ?? ''))
    )
      return;
    word.folded = match;
    word.stem = stem(match);
    word.corrected = true;
  });
}

const AUXILIARY_WORDS: ReadonlySet<string> = new Set(['does', 'have', 'would', 'could', 'should']);
/** The auxiliaries a yes/no question opens with, before its subject. */
const OPENING_AUXILIARIES: ReadonlySet<string> = new Set(['does', 'do', 'did', 'is', 'was', 'has', 'have', 'can', 'could', 'would', 'will', 'should']);
/** The subjects an auxiliary comes before. */
const SUBJECTS: ReadonlySet<string> = new Set([...OWNER_SUBJECTS, 'you', 'i', 'we', 'they', 'it', 'there']);

/** Per portfolio: the words of the owner's name of four letters or more, made once. */
const OWNER_NAMES = new WeakMap<Knowledge, readonly string[]>();
function ownerNames(knowledge: Knowledge): readonly string[] {
  let names = OWNER_NAMES.get(knowledge);
  if (!names) OWNER_NAMES.set(knowledge, (names = [...knowledge.person.words].filter((name) => name.length >= 4 && /^[a-z]+$/.test(name))));
  return names;
}

/**
 * "Does Neeve know R?" for Niamh: the subject of the question spelt by ear is the owner's first name
 * when it sounds like it (Double Metaphone: as many sounds, each made alike: "NF" and "NM") and is written
 * with the same first letter and as many letters within one; undefined otherwise.
 */
function byEar(knowledge: Knowledge, folded: string): string | undefined {
  const first = knowledge.person.first.toLowerCase();
  if (!/^[a-z]{3,}$/.test(first) || first[0] !== folded[0] || Math.abs(first.length - folded.length) > 1) return undefined;
  const [heard, written] = [soundOf(folded), soundOf(first)];
  if (heard.length !== written.length || heard.length < 2) return undefined;
  return [...heard].every((sound, i) => soundClass(sound) === soundClass(written[i]!)) ? first : undefined;
}

/** Sounds made alike (Double Metaphone's letters): the lips (Irish "mh" is a "v"), the hissing sounds, the tongue's stops, the back, the liquids. */
const SOUND_CLASSES = ['PBFVM', 'SXZJ', 'TD0', 'KG', 'LR'];
const soundClass = (sound: string) => SOUND_CLASSES.find((letters) => letters.includes(sound)) ?? sound;

/**
 * "where is mirella based", "Daneil's email": a word one edit (a letter missing, added, changed,
 * or two swapped) from a word of the owner's name (four letters or more, same first letter) is
 * that name, unless the content uses the word itself. Runs before the cues are read.
 */
export function correctOwnerName(knowledge: Knowledge, words: Word[]): void {
  const names = ownerNames(knowledge);
  if (!names.length) return;
  words.forEach((word, position) => {
    const folded = word.folded;
    // "Kavya Ranganathan-Hot": a capitalised word right after a word of the owner's name is that name's next word, mistyped.
    const afterName = position > 0 && word.capitalised && knowledge.person.words.has(words[position - 1]!.folded);
    if (folded.length < (afterName ? 3 : 4) || /[^a-z]/.test(folded) || knowledge.person.words.has(folded) || FUNCTION_WORDS.has(folded)) return;
    if (isKnownStem(knowledge, word.stem) || knowledge.phrases.has(word.stem) || isDatasetName(folded)) return;
    // "Does Kavia know …?": a capitalised subject after the opening auxiliary may have a letter changed;
    // so may a capitalised word right before another word of the owner's name ("Luisa Carvalho" for Luíza).
    const beforeName = word.capitalised && knowledge.person.words.has(words[position + 1]?.folded ?? '');
    // "Who is Luisa?": the capitalised last word of "who is …" names a person.
    const whoIs = position === 2 && position === words.length - 1 && words[0]!.folded === 'who' && /^(?:is|was)$/.test(words[1]!.folded);
    const opening = word.capitalised && position === 1 && OPENING_AUXILIARIES.has(words[0]!.folded);
    const subject = opening || (word.capitalised && (beforeName || whoIs));
    const match =
      names.find(
        (name) =>
          name[0] === folded[0] &&
          editDistance(folded, name, 1) === 1 &&
          (name.length !== folded.length || folded.length >= 6 || subject || afterName || isTransposition(folded, name)),
      ) ?? (opening || beforeName ? byEar(knowledge, folded) : undefined);
    if (!match) return;
    word.folded = match;
    word.stem = stem(match);
    word.corrected = true;
  });
}
