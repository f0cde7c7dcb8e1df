/**
 * An award, talk, publication or certificate read out with its summary when the question's words
 * are that entry's (issue #28, class 4 of session 31): "What position did she play in the final?"
 * against the award "… Championship medal" whose summary says "Played corner-back … in the final",
 * "What did the Courts Service give her in 2016?" against the award the Courts Service gave in
 * 2016, "What was her PyCon AU talk called?" against the talk at PyCon AU. The entry is the fact
 * index's best three for the question's words (no scan); it answers only when it states nearly
 * every content word of the question and more of them than the answer found.
 */
import type { FactKind } from '../knowledge/fact-index.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { url } from '../../../catalogue/paths.ts';
import { contentStems, tokenize } from '../text/words.ts';
import { owners, reply } from './reply.ts';
import { hasYesNo, mayReplace } from './answer-shape.ts';
import { entryLinesAsked } from './entry-highlights.ts';

/** The career lists whose entries carry a summary, with the words an answer names them by. */
const LISTS: Partial<Record<FactKind, string>> = {
  award: 'awards',
  publication: 'publications and talks',
  certificate: 'certificates',
  volunteer: 'volunteering',
};

/** Words of asking and of relating an entry to its owner ("give her", "called"), never the entry's own. */
const ASKING = new Set(['how', 'what', 'which', 'who', 'whom', 'where', 'when', 'called', 'title', 'name', 'named', 'give', 'gave', 'given', 'get', 'got']);

/** A wh-question ("what", "which", "who", "when", "in which" …), not a yes/no one, without injection (a pre-test of ./honest.ts). */
export function careerEntryApplies(question: ParsedQuestion): boolean {
  const first = question.words[0]?.folded;
  return first !== undefined && /^(?:what|which|who|whom|where|when|in|at|for|on)$/.test(first) && !question.cues.has('yesno') && !question.injection;
}

/**
 * The career entry that states the question's words, in place of an answer that states fewer of
 * them; undefined when the answer is kept.
 */
export function careerEntryFact(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer | undefined {
  if (!careerEntryApplies(question)) return undefined;
  // What the portfolio does not state, a list asked for ("which technologies does she test with?") and a verdict stay.
  if (!mayReplace(answer, 'answered') || hasYesNo(answer)) return undefined;
  const content = [
    ...new Set(
      question.words
        .filter((word) => !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded) && !ASKING.has(word.folded))
        .filter((word) => !knowledge.person.words.has(word.folded) && word.folded.length > 1)
        .map((word) => word.stem),
    ),
  ];
  if (content.length < 2) return undefined;
  // The career's words, made once per portfolio: a question with words no entry has needs no search.
  const needed = Math.max(2, content.length > 3 ? content.length - 1 : content.length);
  if (content.filter((wordStem) => knowledge.entryTextStems.has(wordStem)).length < needed) return undefined;
  const own = new Set(tokenize(answer.answer).map((token) => token.stem));
  const answered = content.filter((wordStem) => own.has(wordStem)).length;
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    3,
  );
  let best: { hit: (typeof hits)[number]; covered: number } | undefined;
  for (const hit of hits) {
    const header = knowledge.factIndex.header(hit.id);
    const stems = new Set([...contentStems(hit.text), ...contentStems(header.text), ...contentStems(hit.keys)]);
    const covered = content.filter((wordStem) => stems.has(wordStem)).length;
    if (!best || covered > best.covered) best = { hit, covered };
  }
  if (!best) return undefined;
  const label = LISTS[best.hit.kind];
  // Every content word of the question (of four or more, all but one), and more than the answer states.
  if (!label || best.covered < needed || best.covered <= answered) return undefined;
  const header = knowledge.factIndex.header(best.hit.id);
  // An answer that already names the entry keeps its own words.
  if (answer.answer.includes(best.hit.name)) return undefined;
  const texts = [...new Set([header.text, best.hit.text])];
  // "In which countries has she observed elections?": the entry's highlight that names them, beside the summary found.
  texts.push(...entryLinesAsked(knowledge.factIndex, hits, best.hit, content, texts));
  return reply('answer', 'profile', `From ${owners(knowledge)} ${label}: ${texts.join(' ')}`, [knowledge.urls.api(url('getCareer'))], 0.8);
}
