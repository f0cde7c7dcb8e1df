/**
 * Entity recognition: the skills, categories, concepts and tags a question names, by their
 * phrases (longest first), by their compact forms ("type script", "githubactions"), and, for
 * words still unknown, by a fuzzy search of their names (two-edit typos).
 */
import { OWNER_SUBJECTS } from '../lexicon.ts';
import ambiguousNames from '../tables/ambiguous-names.json' with { type: 'json' };
import { isDatasetName } from '../entities.ts';
import type { Entity, PhraseKey } from '../knowledge/entity-phrases.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import { editDistance } from '../text/edit-distance.ts';
import { senses, wordnet } from '../knowledge/wordnet-data.ts';
import { soundOf } from '../text/sounds.ts';
import { compactFolded } from '../text/words.ts';
import { isCommonWordHere } from './common-word.ts';
import { CUE_WORDS, type Cue } from './cues.ts';
import { isStopLike } from './stop-words.ts';
import type { Word } from './words.ts';

/** Words `start` to `end` (exclusive) of the question name these entities. */
export interface Mention {
  entities: Entity[];
  start: number;
  end: number;
  /** Named by one word of a longer name only ("llm" for "LLM evaluation"). */
  weak: boolean;
  /** Found through a corrected typo. */
  corrected: boolean;
}

/** Words that name a thing in general English too: they count only in a technical question. */
const AMBIGUOUS_NAMES: ReadonlySet<string> = new Set(ambiguousNames);

/** Cues of a technical question, in which an ambiguous name ("go", "rust") is a technology. */
const TECHNICAL_CUES: readonly Cue[] = [
  'skillVerb',
  'skillNoun',
  'projectNoun',
  'projectVerb',
  'workNoun',
  'compare',
  'count',
  'yesno',
  'level',
  'years',
  'recent',
  'featured',
];

/** The mentions of a question's words, in word order; marks the words found by fuzzy search as corrected. */
export function findMentions(knowledge: Knowledge, words: Word[], cues: ReadonlySet<Cue>): Mention[] {
  const technical = TECHNICAL_CUES.some((cue) => cues.has(cue));
  const naming = NAMING_CUES.some((cue) => cues.has(cue));
  // Words read as the common English word, not a name (./common-word.ts): no typo of a name either.
  const common = new Set<number>();
  const mentions: Mention[] = [];
  const wordCount = words.length;
  let start = 0;
  while (start < wordCount) {
    let best: { span: number; entities: Entity[]; weak: boolean; corrected: boolean } | undefined;
    for (const key of knowledge.phrases.get(words[start]!.stem) ?? []) {
      const span = key.stems.length;
      if (start + span > wordCount || (best && (span < best.span || (span === best.span && key.weak && !best.weak)))) continue;
      let matches = true;
      for (let j = 1; j < span; j++) if (words[start + j]!.stem !== key.stems[j]) matches = false;
      if (!matches) continue;
      if (span === 1 && AMBIGUOUS_NAMES.has(words[start]!.folded) && !words[start]!.capitalised && !technical) continue;
      if (span === 1 && isGrammarWord(words[start]!)) continue;
      if (span === 1 && isPhrasalVerb(words, start)) continue;
      if (span === 1 && key.weak && cueWordOfOtherForm(words[start]!.folded, key.entity)) continue;
      if (span === 1 && isCommonWordHere(knowledge, words, start, key, naming)) {
        common.add(start);
        words[start]!.common = true;
        continue;
      }
      if (best && best.span === span && best.weak === key.weak) {
        if (!best.entities.includes(key.entity)) best.entities.push(key.entity);
      } else {
        best = { span, entities: [key.entity], weak: key.weak, corrected: words.slice(start, start + span).some((word) => word.corrected) };
      }
    }
    // Written together or apart: "type script", "githubactions": the longest run of up to three
    // words whose compact form names something (a run that is no form's prefix cannot grow into one).
    let run = '';
    let together: { span: number; all: PhraseKey[] } | undefined;
    for (let span = 1; span <= Math.min(3, wordCount - start); span++) {
      run += compactFolded(words[start + span - 1]!.folded);
      if (!knowledge.compactPrefixes.has(run)) break;
      const all = knowledge.compacts.get(run)?.filter((key) => span > 1 || !isCommonWordHere(knowledge, words, start, key, naming));
      if (all?.length) together = { span, all };
    }
    if (
      together &&
      !(best && best.span >= together.span) &&
      !(together.span === 1 && AMBIGUOUS_NAMES.has(words[start]!.folded) && !words[start]!.capitalised && !technical) &&
      !(together.span === 1 && isGrammarWord(words[start]!)) &&
      !(together.span === 1 && isPhrasalVerb(words, start)) &&
      // "Is she smart?": the person's adjective, set apart by ./parse.ts, is no compact name either.
      !(together.span === 1 && isOfThePerson(words[start]!))
    ) {
      const keys = together.all.some((key) => !key.weak) ? together.all.filter((key) => !key.weak) : together.all;
      best = { span: together.span, entities: [...new Set(keys.map((key) => key.entity))], weak: keys.every((key) => key.weak), corrected: false };
    }
    if (best && best.span === 1 && /[a-z]{3}ed$/.test(words[start]!.folded)) {
      const folded = words[start]!.folded;
      const named = best.entities.filter((entity) => !isParticipleOfCategory(folded, entity));
      best = named.length ? { ...best, entities: named } : undefined;
    }
    if (best) {
      mentions.push({ entities: best.entities, start, end: start + best.span, weak: best.weak, corrected: best.corrected });
      start += best.span;
    } else start++;
  }
  // Fuzzy names (Fuse.js) for words still unknown: two-edit typos of skills, categories and tags.
  const covered = new Set<number>();
  for (const mention of mentions) for (let j = mention.start; j < mention.end; j++) covered.add(j);
  let budget = 3;
  words.forEach((word, position) => {
    if (
      covered.has(position) ||
      common.has(position) ||
      budget <= 0 ||
      isOfThePerson(word) ||
      word.folded.length < 5 ||
      /[^a-z]/.test(word.folded) ||
      isStopLike(knowledge, word.folded) ||
      isKnownStem(knowledge, word.stem) ||
      isDatasetName(word.folded) ||
      // "planets" is an English word, not a typo of the tag "plants" (../knowledge/real-words.ts).
      knowledge.realWords.has(word.stem)
    )
      return;
    budget--;
    const entity = fuzzyName(knowledge, word.folded);
    if (entity) {
      mentions.push({ entities: [entity], start: position, end: position + 1, weak: false, corrected: true });
      word.corrected = true;
    }
  });
  return withoutVerbCategories(knowledge, words, withoutFinalCueVerb(knowledge, words, mentions)).sort((a, b) => a.start - b.start);
}

/**
 * "Is she smart?", "Is she a good fit?": a question that asks what the person is, with a word in
 * lower case that English uses as an adjective (WordNet), is about the person, not about a name the
 * content writes in capitals ("SMART 7", a tool called "Fit"); the name needs its own casing, or a
 * word of skills or work beside it ("Does she use smart?").
 */
export function saysWhatThePersonIs(knowledge: Knowledge, words: readonly Word[], at: number, cues: ReadonlySet<Cue>): boolean {
  const word = words[at]!;
  if (word.capitalised || word.asName || !COPULAS.has(words[0]!.folded) || !OWNER_SUBJECTS.has(words[1]?.folded ?? '')) return false;
  if (NAMING_CUES.some((cue) => cues.has(cue))) return false;
  // How the content writes the name ("SMART", "Fit"), and whether English has the word as an adjective.
  const written = knowledge.casing.get(word.folded);
  return written !== undefined && written !== word.folded && isAdjective(word.folded);
}

/** Marks a stem as the person's adjective (../question/parse.ts), never one of the content's stems. */
export const OF_THE_PERSON = '\u{2020}';

/** Whether a word was read as the person's adjective ("smart" of "Is she smart?"). */
export const isOfThePerson = (word: Word): boolean => word.stem.endsWith(OF_THE_PERSON);

const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'isn', 'wasn']);
const NAMING_CUES: readonly Cue[] = ['skillVerb', 'skillNoun', 'projectNoun', 'projectVerb', 'workNoun'];

/** Whether WordNet lists the word as an adjective; without WordNet, never. */
function isAdjective(folded: string): boolean {
  const net = wordnet();
  return net !== null && senses(net, 'a', folded).length > 0;
}

/**
 * "… fine to go back into?": a name that is also an English word (../tables/ambiguous-names.json),
 * in lower case after "to" and before a particle, is a verb ("go back", "spark off"), not the name
 * ("Go 1.23"), whatever else the question asks.
 */
function isPhrasalVerb(words: readonly Word[], at: number): boolean {
  const word = words[at]!;
  return AMBIGUOUS_NAMES.has(word.folded) && !word.capitalised && !word.asName && words[at - 1]?.folded === 'to' && PARTICLES.has(words[at + 1]?.folded ?? '');
}

/** The particles of English phrasal verbs (general English). */
const PARTICLES: ReadonlySet<string> = new Set([
  'back',
  'ahead',
  'away',
  'home',
  'forward',
  'down',
  'off',
  'out',
  'up',
  'into',
  'over',
  'through',
  'around',
  'along',
]);

const AUXILIARIES: ReadonlySet<string> = new Set(['do', 'does', 'did', 'can', 'could', 'would', 'will']);

/**
 * Closed-class English words (articles, auxiliaries and modals, pronouns, prepositions, conjunctions,
 * question words): general English, never a portfolio's word list.
 */
const GRAMMAR_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor of in on at to for from by with as than so if not no yes all any some each every ' +
    'is are was were be been am do does did done have has had can could would should will shall may might must ' +
    'i me my we us our you your she he her his him they them their it its this that these those there here ' +
    'what which who whom whose where when why how'
  ).split(' '),
);

/**
 * "Can she repair my outboard motor?", "What can I ask you?": a grammar word names no tag, skill or
 * category (the tag `can` of a CAN bus project) unless the question writes it as a name: in
 * capitals ("CAN") or capitalised inside a sentence ("Does she know Go?"); "I" is always capitalised.
 */
function isGrammarWord(word: Word): boolean {
  return GRAMMAR_WORDS.has(word.folded) && (!word.asName || word.folded === 'i');
}

/**
 * "Which languages does he code in?": the word after "does he" is the question's verb; a category
 * it shares a stem with (`codes`) is not what is asked when something else is named.
 */
function withoutVerbCategories(knowledge: Knowledge, words: readonly Word[], mentions: Mention[]): Mention[] {
  if (mentions.length < 2) return mentions;
  const verb = (mention: Mention) =>
    mention.end - mention.start === 1 &&
    mention.entities.every((entity) => entity.kind === 'category' || entity.kind === 'concept') &&
    AUXILIARIES.has(words[mention.start - 2]?.folded ?? '') &&
    (OWNER_SUBJECTS.has(words[mention.start - 1]?.folded ?? '') || knowledge.person.words.has(words[mention.start - 1]?.folded ?? ''));
  const kept = mentions.filter((mention) => !verb(mention));
  return kept.length ? kept : mentions;
}

/**
 * "Where does Ana live?", "where does she live": a cue word (`live` of the location cue, `use`) as the
 * question's last word, right after an auxiliary and the owner ("does Ana"), is the question's
 * verb, not a name of the portfolio ("Live Production" of a diploma).
 */
function withoutFinalCueVerb(knowledge: Knowledge, words: readonly Word[], mentions: Mention[]): Mention[] {
  const last = finalCueVerb(knowledge, words);
  return last === undefined ? mentions : mentions.filter((mention) => !(mention.start === last && mention.end === last + 1));
}

/** The position of a question's last word when it is a cue word read as the verb of the owner ("where does Ana live"), or undefined. */
export function finalCueVerb(knowledge: Knowledge, words: readonly Word[]): number | undefined {
  const last = words.length - 1;
  const subject = words[last - 1]?.folded ?? '';
  return last >= 2 &&
    CUE_WORDS.has(words[last]!.folded) &&
    AUXILIARIES.has(words[last - 2]!.folded) &&
    (OWNER_SUBJECTS.has(subject) || knowledge.person.words.has(subject))
    ? last
    : undefined;
}

/**
 * "Is she skilled in payroll?", "has he tested …": a word with a participle ending ("-ed") that
 * only shares its stem with a category's or concept's name (a noun: "skills", "testing") says how
 * the question is asked, not what about; "embedded" named as such stays, and so does a tag
 * ("audited" of the tag `audit` names the audits).
 */
function isParticipleOfCategory(folded: string, entity: Entity): boolean {
  return (
    (entity.kind === 'category' || entity.kind === 'concept') &&
    !entity.name.toLowerCase().includes(folded) &&
    !(entity.concept?.words ?? []).some((word) => word.includes(folded))
  );
}

/** A skill, category or tag for a word with up to two typos (one below eight letters), or one that sounds like it. */
function fuzzyName(knowledge: Knowledge, folded: string): Entity | undefined {
  const max = folded.length >= 8 ? 2 : 1;
  const fuse = knowledge.fuzzySearchers.get(folded[0]!);
  // Fuse's best five are searched only when some name word that stands for an entity is within the edits allowed
  // (most unknown words are no typo of a name: "weather", "stockholm").
  if (fuse && nearEntityWord(knowledge, folded, max))
    for (const result of fuse.search(folded, { limit: 5 })) {
      const word = result.item;
      if (editDistance(folded, word, max) > max) continue;
      const entities = knowledge.wordEntities.get(word);
      if (entities?.length) return entities[0];
    }
  return soundAlike(knowledge, folded);
}

/** How many times `fuzzyName` searched with Fuse (the tests check that a word near no name is not searched). */
export const fuzzySearches = { count: 0 };

/** Whether a name word that stands for an entity, with the same first letter, is at most `max` edits from a word. */
function nearEntityWord(knowledge: Knowledge, folded: string, max: number): boolean {
  for (const word of entityWordsByLetter(knowledge).get(folded[0]!) ?? [])
    if (Math.abs(word.length - folded.length) <= max && editDistance(folded, word, max) <= max) {
      fuzzySearches.count++;
      return true;
    }
  return false;
}

/** Per portfolio: first letter -> the name words that stand for an entity (those `fuzzyName` may give), made once. */
const ENTITY_WORDS = new WeakMap<Knowledge, Map<string, string[]>>();

function entityWordsByLetter(knowledge: Knowledge): Map<string, string[]> {
  let byLetter = ENTITY_WORDS.get(knowledge);
  if (!byLetter) {
    byLetter = new Map();
    for (const [word, entities] of knowledge.wordEntities) if (word && entities.length) byLetter.set(word[0]!, [...(byLetter.get(word[0]!) ?? []), word]);
    ENTITY_WORDS.set(knowledge, byLetter);
  }
  return byLetter;
}

/**
 * "Playwrite" for "Playwright": the one name word with the same first letter and the same sound
 * (Double Metaphone, ../text/sounds.ts, a code of three letters at least), three edits away at most.
 */
function soundAlike(knowledge: Knowledge, folded: string): Entity | undefined {
  const code = soundOf(folded);
  if (code.length < 3) return undefined;
  const words =
    soundIndex(knowledge)
      .get(`${folded[0]}${code}`)
      ?.filter((word) => editDistance(folded, word, 3) <= 3) ?? [];
  return words.length === 1 ? knowledge.wordEntities.get(words[0]!)?.[0] : undefined;
}

/** Per portfolio: first letter and sound -> the name words (four letters or more), made once. */
const SOUND_INDEX = new WeakMap<Knowledge, Map<string, string[]>>();

function soundIndex(knowledge: Knowledge): Map<string, string[]> {
  let index = SOUND_INDEX.get(knowledge);
  if (!index) {
    index = new Map();
    for (const word of [...knowledge.wordEntities.keys()].sort()) {
      if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
      const key = `${word[0]}${soundOf(word)}`;
      index.set(key, [...(index.get(key) ?? []), word]);
    }
    SOUND_INDEX.set(knowledge, index);
  }
  return index;
}

/**
 * "What are her featured projects?" with a skill "Graph features": a word that cues the question's kind
 * ("featured") is no single-word mention of a longer name that writes another form of it ("features").
 */
function cueWordOfOtherForm(folded: string, entity: Entity): boolean {
  return (
    CUE_WORDS.has(folded) &&
    !entity.name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .includes(folded)
  );
}
