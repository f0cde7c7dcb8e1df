/**
 * The English word order the engine's cues expect, for a question read word by word from another language
 * (./index.ts): the auxiliary before the subject, the verb after it ("where work she" -> "where does she work").
 */
import { FUNCTION_WORDS } from '../lexicon.ts';

export const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'could', 'does', 'do', 'did', 'will', 'would']);
export const QUESTION_WORDS = new Set(['what', 'where', 'which', 'who', 'how', 'when', 'why']);
export const SUBJECTS = new Set(['she', 'he', 'you', 'they', 'we', 'i']);

/** The English verbs a table may read last. */
export const ENGLISH_VERBS: ReadonlySet<string> = new Set(
  'work worked written built done made used use taught given known studied live lived build do'.split(' '),
);

/** "has she in Germany worked" -> "has she worked in Germany": the verb read last (from the table) moved after the auxiliary and its subject. */
export function verbAfterSubject(out: string[], finalVerb: string | undefined): string[] {
  const [auxiliary, subject] = out;
  if (!finalVerb || !ENGLISH_VERBS.has(finalVerb) || out.length < 4 || !auxiliary || !AUXILIARIES.has(auxiliary) || !subject) return out;
  return [auxiliary, subject, finalVerb, ...out.slice(2, -1)];
}

/**
 * English word order for the engine's cues: "where work she" -> "where does she work", "know she"
 * -> "does she know", "where she live" -> "where does she live", "she know" -> "does she know".
 */
export function englishOrder(words: string[]): string[] {
  const [a, b, c, d] = words;
  const verb = (word: string | undefined) => word !== undefined && !AUXILIARIES.has(word) && !QUESTION_WORDS.has(word) && !SUBJECTS.has(word);
  // "how much charge she" / "how much she charge" -> "how much does she charge".
  if (a === 'how' && (b === 'much' || b === 'many' || b === 'long') && verb(c) && d && SUBJECTS.has(d)) return [a, b, 'does', d, c!, ...words.slice(4)];
  if (a === 'how' && (b === 'much' || b === 'many' || b === 'long') && c && SUBJECTS.has(c) && verb(d)) return [a, b, 'does', ...words.slice(2)];
  if (a && QUESTION_WORDS.has(a) && verb(b) && c && SUBJECTS.has(c)) return [a, 'does', c, b!, ...words.slice(3)];
  if (a && QUESTION_WORDS.has(a) && b && SUBJECTS.has(b) && verb(c)) return [a, 'does', b, ...words.slice(2)];
  if (verb(a) && b && SUBJECTS.has(b)) return ['does', b, a!, ...words.slice(2)];
  if (a && SUBJECTS.has(a) && verb(b)) return ['does', ...words];
  // "matteo has worked in Italy" (a question in the order of a statement) -> "has matteo worked in Italy".
  if (a && b && c && AUXILIARIES.has(b) && !AUXILIARIES.has(a) && !QUESTION_WORDS.has(a) && !FUNCTION_WORDS.has(a)) return [b, a, ...words.slice(2)];
  if (a && SUBJECTS.has(a) && b && AUXILIARIES.has(b) && c) return [b, a, ...words.slice(2)];
  // "does aroha worked" (Polish "czy" before a past tense) -> "has aroha worked".
  if (a === 'does' && b && c?.endsWith('ed')) return ['has', ...words.slice(1)];
  return words;
}

/** "how much does cost", "how much cost the", "how much does cost she", with "per day" or "per hour" after it or nothing. */
const PRICE_WITHOUT_SUBJECT = /^how much (?:does |do )?(?:the |it |this |that )?costs?(?: (?:the|it|this|that))?(?: (she|he|they))?((?: per [a-z]+)?)$/;

/**
 * A price asked without a subject, as languages that leave it out ask it ("Quanto costa?", "¿Cuánto cuesta?") or with
 * a pronoun the table does not read as one ("Was kostet das?", "Combien coûte-t-elle ?"), in the English order that
 * asks a price: "how much does it cost" ("how much does she charge" when the owner is the subject); other words as they are.
 */
export function pricedWithSubject(words: string[]): string[] {
  const asked = PRICE_WITHOUT_SUBJECT.exec(words.join(' '));
  if (!asked) return words;
  const [, subject, per] = asked;
  return [...(subject ? ['how', 'much', 'does', subject, 'charge'] : ['how', 'much', 'does', 'it', 'cost']), ...(per ? per.trim().split(' ') : [])];
}
