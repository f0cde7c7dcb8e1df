/**
 * The lead of a change asked at one end (issue #28, session 32, write-up facts): "How long does the
 * nightly run take now?" answered from "the nightly run went from 3 hours 40 minutes to 22 minutes"
 * leads with "22 minutes", not with the first value of the sentence; "How fast was it at first?"
 * with the value after "from". Which end is asked is read by ./change-values.ts (general English
 * words of time order: "now", "after", "before", "at first"); the values are the quoted sentence's own.
 */
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems } from '../text/words.ts';
import { askedValue } from './asked-value.ts';
import { changeAsked } from './change-values.ts';

/** "from 3 hours 40 minutes to 22 minutes", "from 88% to 96%": the two ends, each a number with up to three words after it. */
const FROM_TO = /\bfrom\s+(\d[\d,.]*%?(?:\s+(?:[a-z]+|\d[\d,.]*)){0,3}?)\s+to\s+(\d[\d,.]*%?(?:\s+[a-z]+)?)/iu;

/** "3 hours. Title: “…”": a lead and the quoted sentence. */
const LEAD = /^([^“”]{1,40}?)\.\s+(\p{Lu}[^“]*“([^”]+)”.*)$/su;

/** `answer` with its lead set to the end of the quoted change that the question asks for, when it leads with the other end. */
/** The pre-test of the step (./honest.ts): the question asks for one end of a change ("… now?", "… at first?"). */
export const changedLeadApplies = (question: ParsedQuestion): boolean => changeAsked(question) !== undefined;

export function withChangedLead(question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const asked = changeAsked(question);
  if (!asked || answer._meta.response_type !== 'answer') return answer;
  const led = LEAD.exec(answer.answer);
  // A project's sentence quoted without a lead, for a question that asks for one value (a measure, a count): the end asked leads.
  const bare = led ? undefined : QUOTED.exec(answer.answer);
  const kind = bare && askedValue(question)?.kind;
  const sentence = led?.[3] ?? (kind === 'measure' || kind === 'count' ? bare?.[2] : undefined);
  const change = sentence !== undefined ? FROM_TO.exec(sentence) : null;
  if (!change) return answer;
  // Without a lead, the change must be of the thing asked: a word of the question within the six words before "from" ("the
  // nightly run went from …"); "after a six-week trial …, and the time to close a card fell from 26 minutes …" changes no trial.
  if (!led && !ofAsked(question, sentence!.slice(0, change.index))) return answer;
  const [, before, after] = change as unknown as [string, string, string];
  const wrong = asked === 'after' ? before : after;
  const right = asked === 'after' ? after : before;
  const lead = led?.[1];
  if (lead !== undefined && (!wrong.startsWith(lead) || right.startsWith(lead))) return answer;
  return { ...answer, answer: `${right.replace(/[.,;:]+$/, '')}. ${led?.[2] ?? answer.answer}` };
}

/** Whether a word of the question (not a word of grammar) is among the last six words of `text`. */
function ofAsked(question: ParsedQuestion, text: string): boolean {
  const last = new Set(
    text
      .split(/\s+/)
      .slice(-6)
      .flatMap((token) => [...contentStems(token)]),
  );
  return question.words.some((word) => !FUNCTION_WORDS.has(word.folded) && word.folded.length > 2 && last.has(word.stem));
}

/** "Title: “…”": a project's quoted sentence. */
const QUOTED = /^(\p{Lu}[^“.]*:\s+“([^”]+)”)/u;

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(FROM_TO, LEAD, QUOTED);
