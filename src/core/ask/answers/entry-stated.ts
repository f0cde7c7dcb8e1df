/**
 * A word no project or bio sentence writes may be written by an entry of the career (issue #28,
 * spelling: "Has she done data visualization?" when her degree lists the course "Data visualisation";
 * both spellings share a stem). Before "No. No project mentions …", the entry that states every such
 * word answers: "Yes." with the entry as the career writes it.
 */
import type { FactKind } from '../knowledge/fact-index.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { url } from '../../../catalogue/paths.ts';
import { owners, reply } from './reply.ts';
import { mayReplace } from './answer-shape.ts';

/** The career's lists, as an answer names its source. */
const SOURCES: Partial<Record<FactKind, string>> = {
  experience: 'work history',
  education: 'education',
  certificate: 'certificates',
  publication: 'publications and talks',
  award: 'awards',
  volunteer: 'volunteering',
};

/**
 * "Yes." with the career entry that writes every word in `unwritten` (words no project or bio writes) and
 * `share` of the question's content words; undefined when none does.
 */
export function statedInEntry(knowledge: Knowledge, question: ParsedQuestion, unwritten: readonly Word[], share = 0.5): AskAnswer | undefined {
  if (!unwritten.length || !unwritten.every((word) => knowledge.entryTextStems.has(word.stem))) return undefined;
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    5,
    (hit) => SOURCES[hit.kind] !== undefined,
  );
  // The entry states what is asked: every word no project writes, and half the question's content words at least
  // ("concerts" of a first-aid entry does not answer a question about a crowd warning built for a concert).
  const content = question.words.filter((word) => word.folded.length > 2 && !isStopLike(knowledge, word.folded));
  const hit = hits.find((found) => {
    const stems = new Set(tokenize(`${found.keys} ${found.text}`).map((token) => token.stem));
    return unwritten.every((word) => stems.has(word.stem)) && content.filter((word) => stems.has(word.stem)).length >= content.length * share;
  });
  if (!hit) return undefined;
  return reply('answer', 'profile', `Yes. From ${owners(knowledge)} ${SOURCES[hit.kind]}: ${hit.text}`, [knowledge.urls.api(url('getCareer'))], 0.8);
}

/** A yes/no question without injection (the pre-test of ./honest.ts). */
export const statedEntryApplies = (question: ParsedQuestion) => question.cues.has('yesno') && !question.injection;

/**
 * A yes/no question that found nothing ("… has nothing about “flavor chemistry”") whose words no project or
 * bio sentence writes but a career entry does: that entry; undefined otherwise.
 */
export function withStatedEntry(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (!statedEntryApplies(question) || !mayReplace(answer, 'unfound')) return answer;
  const unwritten = question.words.filter(
    (word) => word.folded.length > 2 && /^[a-z]+$/.test(word.folded) && !isStopLike(knowledge, word.folded) && !isKnownStem(knowledge, word.stem),
  );
  // Every content word, two at least: one word ("children") is too little to tell an entry from a personal question.
  const content = question.words.filter((word) => word.folded.length > 2 && !isStopLike(knowledge, word.folded));
  return (content.length >= 2 && statedInEntry(knowledge, question, unwritten, 1)) || answer;
}
