/**
 * The name a sentence writes right after the noun a "which"/"what" question asks for (issue #28, session 36,
 * write-up facts): "What's the partner bank in Mexico?" of a project whose description says only "through a
 * partner bank in Mexico City" is answered by its write-up's "… by the partner bank Banco Jacarandá in Mexico
 * City", with the name as the lead. The reverse of ./name-before-noun.ts ("a Broadweigh load cell"): here the noun
 * phrase asked stands before the name, as a title before a proper name does ("the vendor Acme Hives", "the lab
 * Nordic Pollen Analysis"). Only an answer that quotes one project's sentence without a lead is read again, in that
 * project's sentences; a name the question or the project's title writes is no answer. English structure only.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { fold, stem } from '../text/words.ts';
import { citedPages } from './project-links.ts';
import { bare } from '../text/bare-token.ts';

/** A word of a name: capitalised, or with a digit and a capital ("TG4"). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}\p{N}&'’.+-]*|[\p{L}-]*\p{N}[\p{L}\p{N}.+-]*\p{Lu}[\p{L}\p{N}.+-]*)$/u;

/** Lower-case words that join the words of one name ("Banco Atlântico do Tejo", "Board of Agriculture"). */
const JOINERS = /^(?:of|and|for|de|da|do|dos|das|del|della|di|du|des|la|le|van|von|der|den|y|e)$/;

/** Words before the noun phrase asked: the question word, a form of "be", an article or a possessive. */
const LEADING = new Set(['what', 'which', 's', 'is', 'are', 'was', 'were', 'the', 'a', 'an', 'her', 'his', 'its', 'their', 'she', 'he', 'they']);

/** Prepositions, which end the noun phrase asked ("the laboratory behind the labels"; general English). */
const PREPOSITIONS = new Set([
  'in',
  'at',
  'on',
  'for',
  'from',
  'with',
  'behind',
  'of',
  'by',
  'to',
  'under',
  'over',
  'near',
  'about',
  'into',
  'after',
  'before',
  'during',
  'through',
  'against',
  'within',
  'without',
  'between',
  'among',
  'beside',
  'across',
  'around',
  'per',
  'via',
]);

/** The stems of the noun phrase a "which"/"what" question asks for ("partner bank"), or undefined. */
function askedPhrase(question: ParsedQuestion): string[] | undefined {
  const words = question.words;
  if (words[0]?.folded !== 'what' && words[0]?.folded !== 'which') return undefined;
  let at = 1;
  while (at < words.length && LEADING.has(words[at]!.folded)) at++;
  const phrase: string[] = [];
  const ends = (folded: string) => FUNCTION_WORDS.has(folded) || NOUN_AUXILIARIES.has(folded) || PREPOSITIONS.has(folded);
  for (; at < words.length && !ends(words[at]!.folded); at++) phrase.push(words[at]!.stem);
  // "Which bank piloted the translator?": the noun before the verb.
  if (phrase.length > 1 && /ed$/.test(words[at - 1]!.folded)) phrase.pop();
  return phrase.length ? phrase : undefined;
}

/** Whether the question asks which thing a noun phrase names (the pre-test of the step). */
export const nounThenNameApplies = (question: ParsedQuestion) => askedPhrase(question) !== undefined;

/** The name right after the phrase's words in a sentence ("the partner bank Banco Jacarandá in …"), or undefined. */
export function nameAfterPhrase(text: string, phrase: readonly string[]): string | undefined {
  const raw = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i + phrase.length < raw.length; i++) {
    if (!phrase.every((wordStem, k) => /^[\p{Ll}-]+$/u.test(raw[i + k]!) && stem(fold(raw[i + k]!)) === wordStem)) continue;
    if (/[,;:.]$/.test(raw[i + phrase.length - 1]!)) continue;
    const name: string[] = [];
    for (let j = i + phrase.length; j < raw.length; j++) {
      const token = raw[j]!;
      if (!NAME_WORD.test(bare(token))) {
        // A joiner between two name words belongs to the name.
        if (name.length && JOINERS.test(token) && NAME_WORD.test(bare(raw[j + 1] ?? ''))) {
          name.push(token);
          continue;
        }
        break;
      }
      name.push(bare(token));
      if (/[,;:.]$/.test(token)) break;
    }
    if (name.length) return name.join(' ');
  }
  return undefined;
}

/** The answer led by the name the cited project writes after the noun phrase asked, when it quotes a sentence without a lead; unchanged otherwise. */
export function withNounThenName(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type !== 'answer') return answer;
  const phrase = askedPhrase(question);
  const pages = citedPages(knowledge, answer);
  if (!phrase || pages.length !== 1) return answer;
  const info = pages[0]!;
  const title = info.view.title;
  // Only "Title: “sentence”" with no lead before it.
  if (!answer.answer.startsWith(`${title}: “`)) return answer;
  const written = new Set([...question.words.map((word) => word.folded), ...title.toLowerCase().split(/[^\p{L}\p{N}]+/u)]);
  const quotedText = answer.answer.slice(title.length + 3, answer.answer.indexOf('”'));
  const sentences = projectSentences(info).map((sentence) => sentence.text.trim());
  for (const text of [quotedText, ...sentences.filter((text) => text !== quotedText.trim())]) {
    const name = nameAfterPhrase(text, phrase);
    if (!name || name.split(/[^\p{L}\p{N}]+/u).every((part) => !part || written.has(part.toLowerCase()))) continue;
    return { ...answer, answer: `${name}. ${title}: “${text}”` };
  }
  return answer;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NAME_WORD, JOINERS);
