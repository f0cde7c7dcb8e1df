/**
 * A quantity that a project's sentence states, over an entry that only shares its words (issue #28,
 * session 30, values read out): "How many lawyers use the clause library?" answered by a talk titled
 * "Clause libraries lawyers actually use", "How many senders does the ST 2110 facility have?" by the
 * price of a review of such facilities. An answer from a career, profile or service entry that has
 * no quantity of the shape asked (../answers/quantity-shapes.ts) gives way to the project sentence
 * that the fact index ranks among the first and that has that shape and two of the question's words.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { QUESTION_WORDS, quantityShapes } from './quantity-shapes.ts';
import { reply } from './reply.ts';
import { askedFor } from './sentences.ts';
import { projectById } from '../knowledge/project-by-id.ts';

/** `answer`, or the project sentence with the quantity asked when `answer` (from an entry) states none. */
export function withProjectQuantity(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (answer._meta.intent === 'private' || askedFor(question) !== 'quantity') return answer;
  const shapes = quantityShapes(question);
  if (!shapes.length || shapes.some((shape) => shape(answer.answer))) return answer;
  const content = new Set(
    question.words
      .filter(
        (word) => word.folded.length > 2 && !FUNCTION_WORDS.has(word.folded) && !QUESTION_WORDS.has(word.folded) && !knowledge.person.words.has(word.folded),
      )
      .map((word) => word.stem),
  );
  if (content.size < 2) return answer;
  // The best 8 only (the fact index's top-n search, not a hit made of every match).
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    8,
    (hit) => hit.kind === 'project',
  );
  for (const hit of hits) {
    if (!shapes[0]!(hit.text)) continue;
    const stems = new Set(tokenize(hit.text).map((token) => token.stem));
    if ([...content].filter((wordStem) => stems.has(wordStem)).length < 2) continue;
    const info = projectById(knowledge, hit.project);
    if (!info) continue;
    return reply('answer', 'project', `${info.view.title}: “${hit.text.trim()}”`, [info.view.links.html, info.view.links.self], 0.8);
  }
  return answer;
}
