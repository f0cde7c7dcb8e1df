/**
 * The verdict a yes/no question's evidence earns (issue #28): "Is she into jazz?" answered by the
 * bio's sentence "… play jazz piano in a trio …", or "Does the item player support colour overlays?"
 * by the project whose write-up says so, leads with "Yes." when the answer's own evidence (its
 * quoted sentences, entries and project text) states every content word of the question, by stem,
 * spelling ("color"/"colour") or WordNet synonym, and no sentence that states them is negated.
 * Otherwise the answer is kept as it is: no verdict is better than one the evidence does not earn.
 * Questions whose words make a claim that mere mention cannot prove are left alone: numbers and
 * comparisons ("more than", "cheaper"), quantifiers ("all year round", "only", "every"), times
 * ("in January"), places (where the owner is now), choices ("or"), and answers that already judge or only offer the closest thing.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { compact, compactFolded, stem, tokenize } from '../text/words.ts';
import { editDistance } from '../text/edit-distance.ts';
import { owners } from './reply.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { mayReplace } from './answer-shape.ts';

/** The first word of a yes/no question (an auxiliary before its subject). */
const AUXILIARIES: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'do', 'does', 'did', 'has', 'have', 'had', 'can', 'could', 'will', 'would']);

/** Words of a claim that a sentence mentioning the thing does not prove. */
export const CLAIM_WORDS: ReadonlySet<string> = new Set([
  'than',
  'more',
  'less',
  'fewer',
  'most',
  'least',
  'only',
  'all',
  'every',
  'each',
  'always',
  'whole',
  'entire',
  'both',
  'either',
  'before',
  'after',
  'since',
  'until',
  'during',
  'still',
  'yet',
  'already',
  'again',
  'often',
  'year',
  'round',
  'same',
  'instead',
]);

/** "Is she in …", "is he at …": a copula before a preposition of place asks where the owner is now. */
const COPULAS: ReadonlySet<string> = new Set(['is', 'are']);
const LOCATIVE: ReadonlySet<string> = new Set(['in', 'at', 'near', 'from', 'based', 'living', 'still', 'back', 'currently', 'now']);

/** "Is she in …?", "is he at …?": where the owner is now. */
export function asksWhereNow(words: readonly Word[]): boolean {
  return COPULAS.has(words[0]?.folded ?? '') && LOCATIVE.has(words[2]?.folded ?? '');
}

/** A subject pronoun: the word after it is the question's verb. */
const SUBJECTS: ReadonlySet<string> = new Set(['she', 'he', 'they', 'you']);

/** Negations: a sentence with one does not affirm what it mentions. */
const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'nor',
  'neither',
  'none',
  'nothing',
  'without',
  'cannot',
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'isnt',
  'arent',
  'wasnt',
  'hasnt',
  'havent',
]);

/** An answer that already judges, or that offers only the closest thing or says nothing matches. */
const JUDGED = /^(?:Yes|No|Not|Probably|None|Nothing)(?![\p{L}\p{N}_])/u;
const UNEARNED =
  /\bnot among\b|\bclosest\b|\bno projects?\b|\bnone of\b|\bdoes not (?:mention|state|publish)\b|\bnothing\b|\bnot (?:listed|published|stated)\b/i;

/**
 * The month names and weekdays of English (CLDR through Intl): a time asked ("in January") is a claim
 * mention does not prove, and a sentence bound to a time ("Available from March 2027", "at the office
 * on Mondays") affirms only at that time, which this verdict does not compare.
 */
let timeWords: ReadonlySet<string> | undefined;
/** Made at the first question that needs them (formatters shared through ../../i18n/intl-cache.ts), not when the module loads. */
const isTimeWord = (folded: string) =>
  (timeWords ??= new Set([
    ...Array.from({ length: 12 }, (_, month) =>
      dateTimeFormat('en', { month: 'long', timeZone: 'UTC' })
        .format(Date.UTC(2024, month, 15))
        .toLowerCase(),
    ),
    ...Array.from({ length: 7 }, (_, day) =>
      dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })
        .format(Date.UTC(2024, 0, 1 + day))
        .toLowerCase(),
    ),
  ])).has(folded);
/** A weekday in the plural ("Mondays"). */
export const timeWord = (folded: string) => isTimeWord(folded) || isTimeWord(folded.replace(/s$/, ''));

/** `answer` led by "Yes." when its evidence states every content word of the yes/no question; else `answer`. */
export function withEvidenceVerdict(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>>,
): AskAnswer {
  // The question's own words first (most questions are no yes/no question opened by an auxiliary), then the answer's text.
  if (!verdictApplies(question) || !mayReplace(answer, 'answered')) return answer;
  const words = question.words;
  if (JUDGED.test(answer.answer) || UNEARNED.test(answer.answer)) return answer;
  // One question, told in one sentence: a need told with its context is read elsewhere (./problems.ts).
  if (/[.!?;:]\s+\S/.test(text.trim()) || /\d/.test(text)) return answer;
  // "Is she in London?": a place asked is where the owner is now, which a sentence naming the place in the past does not say.
  if (question.places.length || asksWhereNow(words)) return answer;
  if (words.some((word) => CLAIM_WORDS.has(word.folded) || isTimeWord(word.folded))) return answer;
  const content = words.slice(1).filter((word) => isContent(knowledge, word));
  // "Does she like city governments?": after an auxiliary and a subject pronoun comes the verb asked,
  // which the evidence must state too, whatever its other uses ("like" is also a preposition).
  const verb = !COPULAS.has(words[0]!.folded) && SUBJECTS.has(words[1]?.folded ?? '') ? words[2] : undefined;
  if (verb && !content.includes(verb) && verb.folded.length > 2) content.push(verb);
  if (!content.length) return answer;
  const sentences = answer.answer.split(/(?<=[.!?”])\s+(?=[“A-Z])/u).map((sentence) => ({ sentence, tokens: tokenize(sentence) }));
  const affirming = content.map((word) => sentences.filter(({ sentence, tokens }) => states(word, sentence, tokens, synonyms)));
  if (affirming.some((found) => !found.length)) return answer;
  // Every word is stated; each by a sentence without a negation or a time it is bound to.
  const plain = ({ tokens }: { tokens: ReturnType<typeof tokenize> }) => !tokens.some((token) => NEGATIONS.has(token.folded) || timeWord(token.folded));
  if (!affirming.every((found) => found.some(plain))) return answer;
  return { ...answer, answer: `Yes. ${answer.answer}` };
}

/** A yes/no question opened by an auxiliary ("Is she …", "Does he …"), not a choice, without injection (the pre-test of ./honest.ts). */
export function verdictApplies(question: ParsedQuestion): boolean {
  return !question.injection && AUXILIARIES.has(question.words[0]?.folded ?? '') && question.cues.has('yesno') && !question.cues.has('or');
}

/** A word that names what the question asks about: not a function word, the owner's name or the asking's own words. */
function isContent(knowledge: Knowledge, word: Word): boolean {
  if (word.folded.length < 3 && !word.asName) return false;
  return !FUNCTION_WORDS.has(word.folded) && !knowledge.person.words.has(word.folded) && !ASKING.has(word.folded);
}

/** The subject and the asking's own words ("she", "any", "ever"), beside the function words. */
const ASKING: ReadonlySet<string> = new Set(['she', 'he', 'they', 'her', 'his', 'their', 'him', 'them', 'any', 'ever', 'really', 'actually']);

/** Whether a sentence of the answer states a word of the question: its stem, or a WordNet synonym's; a name written as a name. */
function states(word: Word, sentence: string, tokens: ReturnType<typeof tokenize>, synonyms: Readonly<Record<string, readonly string[]>>): boolean {
  const found = tokens.some((token) => token.stem === word.stem || token.stem === stem(word.folded));
  // "Does she know Spring?": a name asked is not stated by the common word ("spring flow peaks").
  if (found && word.asName) return new RegExp(`(?<![\\p{L}\\p{N}])${escapeWord(word.folded)}`, 'iu').test(sentence) && writtenAsName(word.folded, sentence);
  if (found) return true;
  const others = synonyms[word.folded] ?? [];
  return others.some((other) => {
    const otherStems = tokenize(other).map((token) => token.stem);
    return otherStems.length === 1 && tokens.some((token) => token.stem === otherStems[0]);
  });
}

/** Whether a sentence writes the word with a capital somewhere ("Spring Boot", "SPRING"). */
function writtenAsName(folded: string, sentence: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escapeWord(folded)})`, 'giu');
  for (const match of sentence.matchAll(pattern)) if (/\p{Lu}/u.test(match[1]![0]!)) return true;
  return false;
}

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Per portfolio: each listed skill's name without its version, letters and digits only ("TimescaleDB 2.15" -> "timescaledb"), made once. */
const LISTED_NAMES = new WeakMap<Knowledge, readonly { name: string; compact: string }[]>();
function listedNames(knowledge: Knowledge): readonly { name: string; compact: string }[] {
  let names = LISTED_NAMES.get(knowledge);
  if (!names) {
    const skills = knowledge.entities.filter((entity) => entity.kind === 'skill');
    names = skills
      .map((skill) => ({ name: skill.name, compact: compact(skill.name.replace(/\s+v?\d[\d.x]*$/i, '')) }))
      .filter((entry) => entry.compact.length >= 4);
    LISTED_NAMES.set(knowledge, names);
  }
  return names;
}

/**
 * "Does she know Timescle DB?" answered by the list of a category ("5 are databases: … TimescaleDB
 * 2.15 …"): a yes/no question about one thing, answered with a list, leads with "Yes." when a listed
 * skill's name is the question's words written together ("timescledb"), exactly or, for a name of
 * eight letters or more, within one typing slip; the list follows. Undefined otherwise.
 */
export function withListedNameVerdict(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (!verdictApplies(question) || !mayReplace(answer, 'listed')) return answer;
  const words = question.words;
  const content = words.slice(1).filter((word) => isContent(knowledge, word) && !CLAIM_WORDS.has(word.folded));
  if (!content.length || content.length > 3) return answer;
  // The asked words as one name, and each word alone ("timescle db" -> "timescledb").
  const joined = compactFolded(content.map((word) => word.folded).join(''));
  const found = listedNames(knowledge).find(
    (entry) => entry.compact === joined || (joined.length >= 8 && entry.compact.length >= 8 && editDistance(joined, entry.compact, 1) <= 1),
  );
  if (!found || !answer.answer.includes(found.name)) return answer;
  return { ...answer, _meta: { ...answer._meta, response_type: 'answer' }, answer: `Yes. ${owners(knowledge)} skills list ${found.name}. ${answer.answer}` };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(JUDGED, UNEARNED);
