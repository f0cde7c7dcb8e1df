/**
 * The sentence of a project that states a value of the kind asked (issue #28, session 35, write-up facts):
 * "In which city was the safety assessment done?" is answered by the project's sentence that names a
 * place, not by the one that shares most words and names none; "Who ran the trial with her?" by the one
 * that names who. The kinds are ./asked-value.ts's (a date, a place, an agent, a duration), read as
 * ./answering-reading.ts reads them; the candidates are those ./sentences.ts ranked, best first.
 */
import type { FactHit } from '../knowledge/fact-index.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { statesAsked } from './answering-reading.ts';
import { askedValue } from './asked-value.ts';

/** The kinds of value a name states, which a sentence shows it holds or not. */
const NAMED_KINDS = new Set(['date', 'place', 'agent']);

/** Words of asking, never the thing asked about. */
const ASKING = new Set(['what', 'which', 'who', 'whom', 'where', 'when', 'how']);

/**
 * Of the candidates (best first), the first that states a value of the kind asked, when the best states none;
 * undefined when the best states one, when no kind is asked, or when none states one.
 */
export function ofKindAsked(question: ParsedQuestion, candidates: readonly FactHit[]): FactHit | undefined {
  const want = askedValue(question);
  // A duration ("what was the median clearance time …?") is a value a sentence shows it holds or not, as a name is.
  const timed = want?.kind === 'measure' && want.time;
  if (!want || !(NAMED_KINDS.has(want.kind) || timed) || candidates.length < 2) return undefined;
  const words = question.words;
  // "Which city …": the kind's noun (a stem) is what is asked, no word a sentence shares with the question.
  const kindNoun = want.kind === 'place' ? want.noun : undefined;
  const stems = words
    .filter((word) => !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded) && !ASKING.has(word.folded) && word.stem !== kindNoun)
    .map((word) => word.stem);
  // "Who accepted …", "who was it evaluated by": the verbs asked (the word after "who", the past participles).
  const verbs = words.filter((word, i) => (i === 1 && words[0]?.folded === 'who') || /ed$/.test(word.folded)).map((word) => word.stem);
  // "Who ran the trial with her?", "with whom …": one who took part, named after "with".
  const withWhom = words.some((word) => word.folded === 'with');
  const states = (hit: FactHit) => statesAsked(want, hit.text, withWhom, stems, verbs);
  // Only the best candidate's project: without a project named, the best sentence tells which one the question is about.
  const best = candidates[0]!;
  return states(best) ? undefined : candidates.find((hit) => hit.project === best.project && states(hit));
}

/** The first of a project's sentences with the strictest shape that any of them has, as a hit. */
export function shapedSentence(info: ProjectInfo, shapes: readonly ((text: string) => boolean)[]): FactHit | undefined {
  const sentences = projectSentences(info);
  const found = shapes.map((shape) => sentences.find((sentence) => shape(sentence.text))).find(Boolean);
  if (!found) return undefined;
  const view = info.view;
  return { id: 0, score: 0, terms: [], queryTerms: [], match: {}, kind: 'project', name: view.title, keys: '', text: found.text, project: view.id };
}
