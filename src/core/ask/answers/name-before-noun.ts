/**
 * "Which brand of load cells does it use?", "which switches did the precinct get?" (issue #28,
 * class 2): the name a sentence of the project writes right before the (plural) noun asked, past up to
 * three lower-case words ("a Broadweigh wireless load cell", "on Cisco IE 3400 switches"). The
 * project is the one the question names, else the one its words describe; a name at the start of
 * a sentence, or one that only repeats the question, the title or a tag ("RFID tags" of a project
 * tagged rfid), is no answer.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { stem } from '../text/words.ts';
import { reply } from './reply.ts';
import { projectByContent } from './sentences.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** Nouns that ask for the name of a kind of thing: "which brand of …" (general English). */
const KIND_NOUNS: ReadonlySet<string> = new Set(['brand', 'make', 'maker', 'manufacturer', 'vendor', 'supplier', 'model']);

/** A word of a name: capitalised, or with a digit ("IE", "3400", "D8+"). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{N}&'’.+-]*|[\p{L}-]*\p{N}[\p{L}\p{N}.+-]*)$/u;

/** A count before the words of the thing (general English): "four", "12", "dozens". */
const COUNT = /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozens?|hundreds?|several|many|few)$/i;

/** Nouns of the owner's own lists, which the career answers (general English). */
const LIST_NOUNS = /^(?:awards?|prizes?|certificat\w*|degrees?|languages?|interests?|hobbies|services?|skills?|publications?|talks?|papers?)$/;

/**
 * The stems of the thing asked, its head last: "which brand of load cells does …" (a kind noun, then
 * the thing), or "which switches did …" (a plural noun right before the auxiliary); undefined for any
 * other question, for a noun of the owner's lists and for a skill category the question mentions.
 */
function askedThing(question: ParsedQuestion): string[] | undefined {
  const words = question.words;
  if (words[0]?.folded !== 'which' && words[0]?.folded !== 'what') return undefined;
  const kind = KIND_NOUNS.has(words[1]?.folded ?? '') && words[2]?.folded === 'of';
  const from = kind ? 3 : 1;
  const end = words.findIndex((word, i) => i >= from && (NOUN_AUXILIARIES.has(word.folded) || FUNCTION_WORDS.has(word.folded)));
  if (end <= from || !NOUN_AUXILIARIES.has(words[end]!.folded)) return undefined;
  const head = words[end - 1]!;
  if (!kind && (!/s$/.test(head.folded) || head.stem === head.folded || LIST_NOUNS.test(head.folded))) return undefined;
  if (question.mentions.some((mention) => mention.entities.some((entity) => entity.kind === 'category'))) return undefined;
  return words.slice(from, end).map((word) => word.stem);
}

/** The name written before the noun `head` in a sentence's tokens, or undefined. */
function nameBefore(raw: readonly string[], head: string): string | undefined {
  for (let i = 1; i < raw.length; i++) {
    if (stem(raw[i]!.replace(/[^\p{L}\p{N}-]+$/u, '').toLowerCase()) !== head) continue;
    let j = i - 1;
    // "wireless load": up to three lower-case words between the name and the noun.
    while (j > 0 && i - j <= 3 && /^[\p{Ll}-]+$/u.test(raw[j]!) && !FUNCTION_WORDS.has(raw[j]!)) j--;
    const name: string[] = [];
    while (j > 0 && NAME_WORD.test(raw[j]!) && !/[,;:.]$/.test(raw[j]!)) name.unshift(raw[j--]!);
    // "four Welsh venues": a word after a count describes the things counted, it names none of them.
    if (name.length && /\p{Lu}/u.test(name[0]!) && !COUNT.test(raw[j] ?? '')) return apposed(raw, j + 1, (token) => NAME_WORD.test(token)) ?? name.join(' ');
  }
  return undefined;
}

const bare = (token: string) => token.replace(/^[("“]+|[),.;:!?"”]+$/g, '');

/**
 * "built on phase4, the open-source AS4 library": the name a noun phrase stands in apposition to (before a comma, then
 * "the", "a" or "an" and lower-case words up to the phrase at `start`), which is the thing the noun names; the name
 * inside the phrase ("AS4") only describes it. `isName` tells a word of a name.
 */
export function apposed(raw: readonly string[], start: number, isName: (token: string) => boolean): string | undefined {
  let at = start - 1;
  while (at > 1 && /^[\p{Ll}-]+$/u.test(raw[at]!) && !/^(?:the|a|an)$/.test(raw[at]!)) at--;
  if (!/^(?:the|a|an)$/i.test(raw[at] ?? '') || !/,$/.test(raw[at - 1] ?? '')) return undefined;
  const name: string[] = [];
  for (let i = at - 1; i >= 1 && isName(bare(raw[i]!)) && (i === at - 1 || !/[,.;:]$/.test(raw[i]!)); i--) name.unshift(bare(raw[i]!));
  return name.length && name.some((word) => /\p{L}/u.test(word)) && !FUNCTION_WORDS.has(name[0]!.toLowerCase()) ? name.join(' ') : undefined;
}

/** The name of the thing a "which …" question asks for, from the project's sentence that writes it before the noun. */
export function nameBeforeNoun(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const thing = askedThing(question);
  if (!thing) return undefined;
  const [top, next] = question.namedProjects;
  const named = top && top.score >= 1 && (!next || top.score - next.score >= 0.05) ? knowledge.projects[top.project] : undefined;
  const info = named ?? (question.namedProjects.length ? undefined : projectByContent(knowledge, question)?.info);
  if (!info) return undefined;
  const written = new Set([
    ...question.words.flatMap((word) => word.folded.split(/[^\p{L}\p{N}]+/u)),
    ...`${info.view.title} ${info.view.tags.join(' ')}`.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ]);
  for (const sentence of projectSentences(info)) {
    const name = nameBefore(sentence.text.split(/\s+/), thing.at(-1)!);
    if (!name || name.split(/[^\p{L}\p{N}]+/u).every((part) => !part || written.has(part.toLowerCase()))) continue;
    return reply('answer', 'project', `${name}. ${info.view.title}: “${sentence.text.trim()}”`, [info.view.links.html, info.view.links.self], 0.8);
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NAME_WORD, COUNT, LIST_NOUNS);
