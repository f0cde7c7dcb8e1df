/**
 * Questions that are not in English. The engine answers in English only: a question in another
 * script, with Spanish marks (¿ ¡), or with several frequent words of another language
 * (../tables/foreign-words.json) that are neither English function words nor words of the
 * portfolio gets, in English, the help answer and a note that questions are answered in English.
 */
import foreignWords from '../tables/foreign-words.json' with { type: 'json' };
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import { FRAME_WORDS, FUNCTION_WORDS } from '../lexicon.ts';
import { fold } from '../text/words.ts';
import type { Word } from './words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

const FOREIGN: ReadonlySet<string> = new Set(
  Object.entries(foreignWords)
    .filter(([language]) => !language.startsWith('_'))
    .flatMap(([, words]) => words as string[])
    .filter((word) => !FUNCTION_WORDS.has(word) && !FRAME_WORDS.has(word)),
);

const OTHER_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Greek}\p{Script=Thai}\p{Script=Devanagari}]/gu;

/** Whether a question (as typed, and its words) is not in English. */
export function isForeignQuestion(knowledge: Knowledge, question: string, words: readonly Word[]): boolean {
  if (NON_ASCII.test(question)) {
    if ((question.match(OTHER_SCRIPT)?.length ?? 0) >= 2) return true;
    if (/[¿¡]/.test(question)) return true;
  }
  if (NON_ASCII.test(question) && unknownLatinLanguage(knowledge, question, words)) return true;
  // Two words of the other languages' list at least, else English (the usual case, decided cheaply).
  let listed = 0;
  for (const word of words) if (FOREIGN.has(word.folded)) listed++;
  if (listed < 2) return false;
  let foreign = 0;
  let english = 0;
  for (const word of words) {
    if (knowledge.person.words.has(word.folded)) continue;
    if (!FOREIGN.has(word.folded)) {
      if (FUNCTION_WORDS.has(word.folded) || FUNCTION_WORDS.has(word.stem)) english++;
    } else if (!knowledge.phrases.has(word.stem) && !isKnownStem(knowledge, word.stem)) foreign++;
  }
  return foreign >= 2 && foreign > english;
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * "Càite a bheil Eilidh a' fuireach?", "Missä Eilidh asuu nyt?": Latin letters in a language with
 * no table: three words or more, no English word of grammar (of two letters or more), and two
 * words at least that the portfolio does not write, one of them with a letter outside ASCII.
 */
function unknownLatinLanguage(knowledge: Knowledge, question: string, words: readonly Word[]): boolean {
  if (words.length < 3) return false;
  const accents = new Set((question.match(/[\p{L}]*[^\x00-\x7f][\p{L}]*/gu) ?? []).map((written) => fold(written).trim()));
  let unknown = 0;
  let accented = false;
  for (const word of words) {
    if (word.folded.length > 1 && (FUNCTION_WORDS.has(word.folded) || FRAME_WORDS.has(word.folded))) return false;
    if (knowledge.person.words.has(word.folded) || isKnownStem(knowledge, word.stem) || knowledge.phrases.has(word.stem)) continue;
    unknown++;
    accented ||= accents.has(word.folded);
  }
  return unknown >= 2 && accented;
}
const IDS = /\b(?:ids?|identifiers?|slugs?)\b/gi;

/**
 * Whether the question asks for ids ("list the ids of ...", "project id for ..."). "IDS" in
 * capitals is a name ("Does he know IDS?"), not the plural of "ID" (written "IDs").
 */
export function asksForIds(text: string): boolean {
  // An exec loop on the one global pattern: matchAll would clone the pattern on every call.
  IDS.lastIndex = 0;
  for (let match = IDS.exec(text); match; match = IDS.exec(text)) if (match[0] !== 'IDS') return true;
  return false;
}

/** The question without the words that ask for ids: "list the ids of the featured projects" -> "list the featured projects". */
export function withoutIdWords(text: string): string {
  return fold(text.replace(/\bIDS\b/g, '\u0000'))
    .replace(/\b(?:the\s+)?(?:project\s+)?(?:ids?|identifiers?|slugs?)\s+(?:of|for)\s+/g, ' ')
    .replace(/\b(?:ids?|identifiers?|slugs?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\u0000/g, 'IDS')
    .trim();
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(OTHER_SCRIPT, NON_ASCII, IDS);
