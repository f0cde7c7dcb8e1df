/**
 * An identifier of the owner's own asked for ("What's her CPF number?", "What is his national ID?", "What's her
 * CEP?"): a number, an ID or a code that is hers, or an acronym asked as hers, which no public field holds (issue
 * #28: a private detail answered with another fact). The answer says it is not listed and that such details are
 * not published, with no verdict and no reference, never a project that mentions the same acronym ("CPF and CNPJ
 * numbers" of a payment gateway's write-up).
 *
 * Read from the question's structure: the owner's possessive ("her", "his", "Luíza's") before a last noun phrase
 * whose head is a noun of identification (WordNet's "number": a string of numerals used for identification; "ID",
 * "identifier", "code") or an acronym written in capitals. Which country's acronym it is cannot be known from
 * maintained data, and need not be: whatever it stands for, the portfolio does not list it as the owner's. An
 * answer about projects or skills, or one that found nothing, is replaced; an answer about the owner (her links,
 * a contact detail) only when a noun of identification is asked and the answer does not write it.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { owners, reply } from './reply.ts';
import { fold, tokenize } from '../text/words.ts';
import { shapeOf } from './answer-shape.ts';
import { capitalise } from '../text/english.ts';

/** The owner's possessive, then a noun phrase of up to three words that ends the question. */
const POSSESSED =
  /(?:^|\s)(her|his|their|(?!(?:what|that|it|who|where|when|how|there|here|which)['’]s)[\p{L}-]+['’]s)\s+((?:[\p{L}\p{N}-]+\s+){0,2}[\p{L}\p{N}-]+)\s*[?.!]*\s*$/iu;

/** Nouns of identification (general English; WordNet's sense of "number" used for identification). */
const IDENTIFICATION = /^(?:numbers?|ids?|identifiers?|identification|codes?)$/i;

/** Intents of answers about the projects and the skills, which say nothing of the owner's own identifiers. */
const ABOUT_WORK: ReadonlySet<string> = new Set(['skill_check', 'skills', 'projects', 'project', 'unknown']);

/** Whether an answer writes every word of the phrase before its head ("social security" of "social security number"). */
function statesPhrase(answer: string, words: readonly string[]): boolean {
  const own = new Set(tokenize(answer).map((token) => token.stem));
  return words.length > 0 && words.every((word) => own.has(tokenize(word)[0]?.stem ?? word));
}

/** Asking for the value itself ("what is", "which", "tell me", "give me"): not a request that ends on "their terms say no". */
const ASKS_VALUE = /\b(?:what|whats|which|tell|give|send|share|show|print|reveal)\b/i;

/** A pre-test from the question alone: it asks for something of someone's, by a possessive. */
export const ownIdentifierApplies = (question: ParsedQuestion, text: string) => question.person && ASKS_VALUE.test(text) && POSSESSED.test(text);

/** The answer that an owner's identifier is not listed, when the question asks for one and `answer` is about other things; else undefined. */
export function ownIdentifierAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string, answer: AskAnswer): AskAnswer | undefined {
  const shape = shapeOf(answer);
  if (shape.help || shape.private) return undefined;
  const match = POSSESSED.exec(text);
  if (!match) return undefined;
  const [, possessor, phrase] = match as unknown as [string, string, string];
  // The owner's: a pronoun, or the owner's own name ("Luíza's").
  const name = fold(possessor.replace(/['’]s$/u, ''));
  if (!/^(?:her|his|their)$/.test(name) && !knowledge.person.words.has(name)) return undefined;
  const words = phrase.split(/\s+/);
  const head = words[words.length - 1]!;
  const acronym = /^\p{Lu}{2,6}$/u.test(head) && words.length === 1;
  const identification = IDENTIFICATION.test(head);
  if (!identification && !acronym) return undefined;
  // An answer about the owner stands when it states what is asked ("her ORCID iD" among the public links); an
  // acronym alone may be a field of hers the answer gives, so only an answer about other things gives way to it.
  if (!ABOUT_WORK.has(answer._meta.intent) && (!identification || statesPhrase(answer.answer, words.slice(0, -1)))) return undefined;
  // "her phone number", "his postcode": the contact block's own readers answer those.
  if (question.injection) return undefined;
  return reply(
    'not_found',
    'private',
    `${capitalise(owners(knowledge))} ${phrase} is not listed in the portfolio: identity numbers and other personal identifiers are not published.`,
    [],
    0.9,
  );
}
