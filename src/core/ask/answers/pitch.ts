/**
 * "What's her tagline?", "What's his one-line pitch?": the profile's `pitch`, the one sentence under
 * the name on the home page (else the bio's first sentence, as the home page does). The words are
 * the general English names of such a line, not any field's vocabulary; a question about a named
 * project ("the pitch of the Atlas project") is left to the project answers.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { capitalise } from '../text/english.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** The names of the line itself; "Describe her in one sentence" asks who she is, not for this line. */
const PITCH = /\b(?:(?:elevator |one[- ]line |one[- ]sentence )?pitch|tag ?line|strap ?line|one[- ]liner|slogan|motto|mission statement)\b/i;

/** The pitch answer's first test (../rule-table.ts): the question names a pitch and no project. */
export const pitchApplies = (question: ParsedQuestion, text: string) => PITCH.test(text) && !question.namedProjects.length;

/** The pitch answer, or undefined when the question does not ask for the owner's one line. */
export function pitchAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!PITCH.test(text) || question.namedProjects.length || !knowledge.profile) return undefined;
  const stated = knowledge.profile.pitch;
  const line = stated ?? knowledge.bio[0]?.text;
  if (!line) return undefined;
  const source = stated ? 'one-line pitch' : 'one line (the first sentence of the bio, as no pitch is set)';
  return reply('answer', 'profile', `${capitalise(owners(knowledge))} ${source}: “${line}”`, [apiUrl(knowledge, url('getProfile'))], confidenceOf(question));
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(PITCH);
