/**
 * Names keep their capital through a question's translation (./index.ts): "Hat sie für Catapult
 * gearbeitet?" reads "has she worked for Catapult", which the engine takes for the name of an
 * employer (and answers "No." when the work history does not list it), where "catapult" was a
 * word it looked for among the skills. And the question word first, where a language puts it last.
 */
import { fold } from '../text/words.ts';

/** The words written with a capital ("Catapult", "LoRaWAN") -> as written, folded as `wordsOf` folds them: a name the table does not translate stays a name. */
export function writtenCase(text: string): ReadonlyMap<string, string> {
  const cased = new Map<string, string>();
  for (const word of text.replace(/['’]/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? [])
    if (/\p{Lu}/u.test(word) && /^[\p{Script=Latin}\d]+$/u.test(word)) cased.set(fold(word), word);
  return cased;
}

/** Question words that languages put after the verb ("Anaishi wapi?", "Uhlala kuphi?", "Elle habite où ?"; and "how many"); "what" and "which" also join clauses, so stay. */
const MOVABLE = new Set(['where', 'when', 'who']);
const PREPOSITIONS = new Set(['for', 'with', 'about', 'in', 'at', 'from', 'to', 'of', 'since', 'until', 'by', 'on']);

/**
 * "live where nomvula" -> "where live nomvula": a question word that comes after the first word, in
 * a question that does not start with one, is put first; the last word then (a verb read last, as
 * ./index.ts's orders expect), or undefined when nothing moved.
 */
export function questionWordFirst(out: string[]): string | undefined {
  if (/^(?:what|which|who|where|when|how|why)$/.test(out[0] ?? '')) return undefined;
  // "for who work kavya" (Italian "Per chi lavora Kavya?") keeps its order: the preposition asks with it.
  const at = out.findIndex(
    (word, i) => i > 0 && (MOVABLE.has(word) || (word === 'how' && /^(?:many|much)$/.test(out[i + 1] ?? ''))) && !PREPOSITIONS.has(out[i - 1]!),
  );
  if (at < 0) return undefined;
  // "has projects how many" (Swahili "Ana miradi mingapi?") -> "how many has projects".
  out.unshift(...out.splice(at, out[at] === 'how' ? 2 : 1));
  // "where work" (Swahili "Anafanya kazi wapi?": the subject is in the verb) -> "where does she work".
  if (out.length === 2) out.splice(1, 0, 'does', 'she');
  return out[out.length - 1];
}

/** "has worked for Bienenwerk" (Spanish "¿Ha trabajado para Bienenwerk?": no pronoun) -> "has she worked for Bienenwerk": an auxiliary first, then a verb. */
export function withSubject(out: string[], verbs: ReadonlySet<string>): string[] {
  if (/^(?:has|did|would|could|can)$/.test(out[0] ?? '') && verbs.has(out[1] ?? '')) return [out[0]!, 'she', ...out.slice(1)];
  // "where live" (Hausa "Ina take zaune?": the person is in the pronoun the table drops) -> "where does she live".
  return out.length === 2 && /^(?:where|when)$/.test(out[0]!) && verbs.has(out[1]!) ? [out[0]!, 'does', 'she', out[1]!] : out;
}

/** A class prefix written before a name's capital (isiZulu "uNomvula"), read without it; the locative ones ("eBrazil", "kwaSiemens") as "in" and "at". */
export const namePrefix = (prefix: string): string => ({ e: ' in ', kwa: ' at ' })[prefix] ?? '';

/** The languages that put the verb last and their prepositions after the noun (Turkish "İstanbul'da çalıştı mı?"). */
const VERB_FINAL: ReadonlySet<string> = new Set(['tr']);
const POSTPOSITIONS = new Set(['in', 'from', 'at']);
const AUXILIARY = /^(?:has|have|does|did|can|would|is)$/;

/**
 * "ilse İstanbul in has worked" (Turkish "Ilse İstanbul'da çalıştı mı?") -> "has ilse worked in İstanbul": in a
 * language that puts the verb last, a postposition goes before its noun, and an auxiliary and verb read last go
 * first, around the subject when the question names one. Other languages' words as they are.
 */
export function postpositionsFirst(code: string, out: string[]): string[] {
  if (!VERB_FINAL.has(code)) return out;
  for (let i = 1; i < out.length; i++)
    if (POSTPOSITIONS.has(out[i]!) && !PREPOSITIONS.has(out[i - 1]!) && !AUXILIARY.test(out[i - 1]!)) [out[i - 1], out[i]] = [out[i]!, out[i - 1]!];
  const [auxiliary, verb] = out.slice(-2);
  if (out.length < 3 || !auxiliary || !AUXILIARY.test(auxiliary) || !verb || /^(?:what|which|who|where|when|how|why)$/.test(out[0]!)) return out;
  const rest = out.slice(0, -2);
  // A first word that is no preposition is the subject ("ilse"); else the subject is in the verb (withSubject adds "she").
  const subject = PREPOSITIONS.has(rest[0]!) ? [] : rest.splice(0, 1);
  out.splice(0, out.length, auxiliary, ...subject, verb, ...rest);
  return out;
}

/** Whether a word stands where a place is named: after "in", "at" or "from", or, in a language that puts them after the noun, before one. */
export function placeSlot(code: string, before: string | undefined, after: readonly { words: string[]; english: string }[] | undefined): boolean {
  if (POSTPOSITIONS.has(before ?? '')) return true;
  return VERB_FINAL.has(code) && (after ?? []).some((phrase) => phrase.words.length === 1 && POSTPOSITIONS.has(phrase.english));
}

/**
 * "A-t-elle travaillé à Tokyo ?" -> "… au Tokyo": a word whose accent tells it from another one the folding of
 * the question's words makes it (French "à", at or in, from "a", has), before a name (a capital), as the word of
 * the table that reads it (`words`: as written -> that word).
 */
export function beforeNames(text: string, words: Readonly<Record<string, string>> | undefined): string {
  return words ? text.replace(/(?<![\p{L}\p{N}])\p{Ll}+(?=\s+\p{Lu})/gu, (word) => words[word] ?? word) : text;
}
