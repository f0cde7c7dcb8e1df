/**
 * What an answer is, for the steps after the rules (./honest.ts), read once per answer (issue #28,
 * speed without the memo): its kind from `_meta` (help, private, not found, answer, list) and its
 * verdict, the word it leads with ("Yes", "No", "Probably", "Not", "Most likely"). The steps asked
 * these of every answer with their own guard lists (`intent === 'private' || response_type === 'help'`,
 * `/^(?:Yes|No|Probably)\b/`, …); `mayReplace` is the one rule of which answer a kind of step may replace.
 *
 * The verdict is read from the answer's first word once per answer object and kept beside it (the
 * last answer read), not added to `_meta`: `_meta` is the public envelope of
 * `/v1/ask` (../schema.ts, a strict object), and the answers stay byte for byte the same.
 */
import type { AskAnswer } from '../schema.ts';

/** The word an answer leads with, when it is a verdict. */
export type Verdict = 'Yes' | 'No' | 'Probably' | 'Not' | 'Most likely';

export interface AnswerShape {
  /** The help answer (a blank or a request for help). */
  help: boolean;
  /** A refused private detail (`intent: private`), whatever its type. */
  private: boolean;
  /** `response_type` of `_meta`. */
  type: AskAnswer['_meta']['response_type'];
  verdict: Verdict | undefined;
}

/**
 * The kinds of step after the rules, by what they may replace:
 * - `open`: any answer but help and a private refusal (a better project, a refusal of a private kind, the world's future);
 * - `need`: an open answer without a verdict of its own ("Yes", "No", "Probably" stand): the project a described need points to;
 * - `unfound`: an answer that found nothing (`not_found`), not a private refusal: an entry that states it;
 * - `empty`: any answer that found nothing (`not_found`), a private refusal too: another version of a listed name asked;
 * - `found`: an answer or a list, not a private refusal: whether the portfolio covers it, a word in another sense;
 * - `answered`: an answer (not a list), not a private refusal: the verdict its evidence earns;
 * - `listed`: a list: a "Yes." for a listed name asked;
 * - `affirmed`: an answer led by "Yes": whether its quoted sentence earns it;
 * - `refused`: an answer that refuses a detail (private, or "The portfolio does not state …"): the work asked about;
 * - `unhelped`: any answer but help;
 * - `any`: every answer.
 */
export type StepKind = 'open' | 'need' | 'unfound' | 'empty' | 'found' | 'answered' | 'listed' | 'affirmed' | 'refused' | 'unhelped' | 'any';

// A verdict word ends at a letter of any script, not at JavaScript's ASCII \b: an owner named Noémie is no "No".
const VERDICT = /^(Yes|No|Probably|Not|Most likely)(?![\p{L}\p{N}_])/u;

/**
 * The last answer read and its shape: the steps ask about the same answer until one replaces it, so one
 * slot is enough (a map keyed by every answer cost more than the readings it saved). It holds one answer
 * at most, until the next is read.
 */
let last: { answer: AskAnswer; shape: AnswerShape } | undefined;

/** The shape of `answer`, read once while it is the answer the steps look at. */
export function shapeOf(answer: AskAnswer): AnswerShape {
  if (last?.answer === answer) return last.shape;
  const { response_type: type, intent } = answer._meta;
  const shape: AnswerShape = { help: type === 'help', private: intent === 'private', type, verdict: VERDICT.exec(answer.answer)?.[1] as Verdict | undefined };
  last = { answer, shape };
  return shape;
}

/** Whether a step of `kind` may replace `answer`. */
export function mayReplace(answer: AskAnswer, kind: StepKind): boolean {
  if (kind === 'any') return true;
  const shape = shapeOf(answer);
  switch (kind) {
    case 'open':
      return !shape.help && !shape.private;
    case 'need':
      return !shape.help && !shape.private && !standsAsVerdict(answer);
    case 'unfound':
      return shape.type === 'not_found' && !shape.private;
    case 'empty':
      return shape.type === 'not_found';
    case 'found':
      return (shape.type === 'answer' || shape.type === 'list') && !shape.private;
    case 'answered':
      return shape.type === 'answer' && !shape.private;
    case 'listed':
      return shape.type === 'list';
    case 'affirmed':
      return shape.verdict === 'Yes';
    case 'refused':
      return shape.type === 'not_found' && (shape.private || (answer._meta.intent === 'profile' && answer.answer.startsWith('The portfolio does not state ')));
    case 'unhelped':
      return !shape.help;
  }
}

/** Whether `answer` leads with "Yes", "No" or "Probably" (a verdict found elsewhere, which stands). */
export const standsAsVerdict = (answer: AskAnswer) => {
  const { verdict } = shapeOf(answer);
  return verdict === 'Yes' || verdict === 'No' || verdict === 'Probably';
};

/** Whether `answer` leads with a verdict other than `other` ("Yes", "No", "Probably", "Not" but not "Most likely"). */
export const hasVerdictOtherThan = (answer: AskAnswer, other: Verdict) => {
  const { verdict } = shapeOf(answer);
  return verdict !== undefined && verdict !== other;
};

/** Whether `answer` leads with "Yes" or "No". */
export const hasYesNo = (answer: AskAnswer) => {
  const { verdict } = shapeOf(answer);
  return verdict === 'Yes' || verdict === 'No';
};
