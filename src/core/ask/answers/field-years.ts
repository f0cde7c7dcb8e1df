/**
 * "How long has she worked in sports analytics?", "How long has she been writing software for the legal sector?" (issue #28,
 * the owner's facts): a present-perfect "how long" about the owner's own field, whose words the bio's opening writes, is
 * answered by the bio's sentence that states the years of that work ("For thirteen years I have built …",
 * ../knowledge/bio-years.ts), its span first. The words asked are read in the sentence that states the years and the bio's
 * first sentence ("I am a sports performance analytics engineer"): most of them written there, or the question is left to
 * the other rules (a field the bio does not name is not the bio's years; "how long … at <employer>" is the tenure's, whose
 * rule comes first). Field-neutral: no word list.
 */
import { url } from '../../../catalogue/paths.ts';
import { bioYearsSentence, bioYearsSpan } from '../knowledge/bio-years.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { capitalise } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { stem } from '../text/words.ts';
import { apiUrl, owners, reply } from './reply.ts';

/** "How long has she worked …", "how many years has he been building …": the owner's work up to now. */
const HOW_LONG_DONE = /^\s*(?:for\s+)?how\s+(?:long|many\s+years)\s+(?:has|have)\s+(\S+)\s+(?:been\s+)?(\w+)\b/i;

/** The rule's pre-test (../rules.ts): a present-perfect "how long" question. */
export const fieldYearsApplies = (text: string) => HOW_LONG_DONE.test(text);

export function fieldYearsAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  const match = HOW_LONG_DONE.exec(text);
  // "How many years has she worked in Edinburgh?": a place asks the positions there (the tenure's), not the field's years.
  if (!match || !knowledge.bio.length || question.places.length) return undefined;
  const sentence = bioYearsSentence(knowledge.bio.map((each) => each.text).join(' '));
  const span = sentence && bioYearsSpan(sentence);
  if (!sentence || !span) return undefined;
  const verb = match[2]!.toLowerCase();
  // The words after the verb that name the field: not stop words, not the owner's name, not the verb.
  const start = question.words.findIndex((word) => word.folded === verb);
  const asked = question.words
    .slice(start + 1)
    .filter((word) => word.folded.length > 1 && !isStopLike(knowledge, word.folded) && !knowledge.person.words.has(word.folded))
    .map((word) => word.stem);
  if (!asked.length) return undefined;
  const written = new Set<string>();
  for (const text of [knowledge.bio[0]!.text, sentence]) for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) written.add(stem(word));
  const found = asked.filter((word) => written.has(word)).length;
  if (!found || found * 2 < asked.length) return undefined;
  return reply('answer', 'profile', `${capitalise(span)}. From ${owners(knowledge)} bio: “${sentence}”`, [apiUrl(knowledge, url('getProfile'))]);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(HOW_LONG_DONE);
