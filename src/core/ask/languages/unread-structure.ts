/**
 * A question in another script whose structure was read but whose thing was not (issue #28): "她懂铁路信号吗？"
 * reads "does she know?", "大阪ではどの会社で働いていましたか？" reads "which company did she work in in?",
 * "Какие форматы обмена она знает?" reads "which does she know?". The unread words are usually a term of the
 * field written in the asker's language, which no table holds. Rather than the help, the answer is what the
 * read words ask for as a whole, with a note naming the words that were not read: a skill asked about gets
 * every listed skill by category (the asker finds the term there), a place or employer asked about gets the
 * work history. Never a verdict: "Yes."/"No." would answer the unread thing.
 * Only for a question whose read words ask one of these and that names none of the portfolio's terms
 * (a heard term or a name in Latin letters is answered as asked, ./unread.ts).
 */
import type { AskAnswer } from '../schema.ts';
import type { ReadQuestion } from './index.ts';

/** "does she know?", "can she use?", "which does she know?", "what does he master?": a skill asked, the thing not read. */
const SKILL_ASKED =
  /^(?:(?:does|do|did|can|could|is|are) (?:she|he|they|you|i)\b|(?:which|what)\b(?:.*\b(?:does|do|can) (?:she|he|they|you)\b)?).*\b(?:know|knows|use|uses|master|masters|understand|understands)\b[^a-z]*$/;

/** "has she worked in?", "did he work at?", "which company did she work in?", "where did she work?": the work history asked. */
const CAREER_ASKED =
  /^(?:(?:has|have|did|does|do) (?:she|he|they|you)\b.*\bwork(?:ed)? (?:in|at)\b[^a-z]*$|(?:which|what) (?:company|companies|employer|employers|firm|firms)\b.*\bwork(?:ed)?\b|where\b.*\bwork(?:ed)?\b)/;

/** The English questions whose answers stand for the whole of what was asked. */
export const STRUCTURE_QUESTIONS = { skills: 'What are her skill categories?', career: 'Where has she worked?' } as const;

/** What the read words of a question read in part ask about as a whole, or undefined. */
export function askedWhole(read: string): keyof typeof STRUCTURE_QUESTIONS | undefined {
  const text = read.toLowerCase().trim();
  if (CAREER_ASKED.test(text)) return 'career';
  if (SKILL_ASKED.test(text)) return 'skills';
  return undefined;
}

/**
 * The answer to what a question read in part asks as a whole (every skill, the work history), with a note
 * naming the words that were not read; undefined when it was read in full, names a term of the portfolio or a
 * name in Latin letters, or its read words ask for something else. `ask` answers an English question.
 */
export function wholeForUnread(read: ReadQuestion, text: string, ask: (question: string) => AskAnswer, note: string): AskAnswer | undefined {
  if (!read.partial || read.heard?.length || /\p{Script=Latin}/u.test(text)) return undefined;
  const kind = askedWhole(read.partial);
  if (!kind) return undefined;
  const answer = ask(STRUCTURE_QUESTIONS[kind]);
  if (answer._meta.response_type !== 'answer' && answer._meta.response_type !== 'list') return undefined;
  const unread = read.unread?.length ? ` (${read.unread.map((word) => `“${word}”`).join(', ')})` : '';
  const what = kind === 'skills' ? 'a skill' : 'a place or employer of the work history';
  const whole = kind === 'skills' ? 'every listed skill, by category' : 'the whole work history';
  return {
    ...answer,
    answer: `The question asks about ${what}, but the words naming it could not be read${unread}, so this is ${whole}: ${answer.answer.replace(/^(?:Yes|No)\.\s+/, '')} ${note}`,
    _meta: { ...answer._meta, confidence: Math.round(answer._meta.confidence * 50) / 100 },
  };
}
