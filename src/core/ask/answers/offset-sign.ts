/**
 * The sign the content writes before a negative UTC offset. The engine writes "UTC−3" with a minus
 * sign (U+2212); a portfolio that writes "UTC-3" with the keyboard's hyphen-minus gets its offsets back in
 * its own form, so that an agent that searches the answer for the content's "UTC-3" finds it.
 */
import type { AskAnswer } from '../schema.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';

const HYPHEN_OFFSET = /\b(?:UTC|GMT)-\d/;
const MINUS_OFFSET = /\b(?:UTC|GMT)\u2212\d/;

/** Whether the content writes its negative offsets with a hyphen-minus only ("UTC-3"), never with U+2212. */
export function writesHyphenOffsets(knowledge: Knowledge): boolean {
  const texts = [...knowledge.bio.map((sentence) => sentence.text), ...knowledge.facts.map((fact) => fact.text)];
  return texts.some((text) => HYPHEN_OFFSET.test(text)) && !texts.some((text) => MINUS_OFFSET.test(text));
}

/** The answer with "UTC−3" written "UTC-3" when the content writes it so (`hyphen`); else as it is. */
export function inContentOffsetSign(answer: AskAnswer, hyphen: boolean): AskAnswer {
  if (!hyphen || !/(?:UTC|GMT)\u2212/.test(answer.answer)) return answer;
  return { ...answer, answer: answer.answer.replace(/\b(UTC|GMT)\u2212(?=\d)/g, '$1-') };
}
