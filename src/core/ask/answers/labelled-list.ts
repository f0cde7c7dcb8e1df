/**
 * A skill category asked for by its label in other words (issue #28, categories): "What equipment
 * automation standards does she know?" against `factory_automation`, labelled "Equipment
 * automation: SECS/GEM", and "Which integration engines does he use?" against `integration`,
 * labelled "Integration engines and servers", were answered with a project that shares a word. A
 * "which/what <kind> does she know/use" question (a skill verb) whose kind shares two words at least with a
 * category's label, two thirds of the label's or of the kind's content words, gets that category's
 * skills, as "What are her <category> skills?" does.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { apiUrl, confidenceOf, owner, reply } from './reply.ts';
import { categoryText } from './skills.ts';

/** Words that end the kind asked ("which X does she …", "what X has he …"). */
const AUXILIARY = /^(?:does|do|did|has|have|had|is|are|was|were|can|could|would|will)$/;

/** "Which … does she know?": asked as skills ("does she know", "has he used"), not as places or things of the work ("which ground stations does he travel to?") (the pre-test of ./honest.ts). */
export function labelledApplies(question: ParsedQuestion): boolean {
  const first = question.words[0]?.folded;
  return (first === 'which' || first === 'what') && question.cues.has('skillVerb');
}

/** `answer`, or the list of the category whose label the kind asked writes. */
export function withLabelledCategory(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (!labelledApplies(question)) return answer;
  const [, ...rest] = question.words;
  const end = rest.findIndex((word) => AUXILIARY.test(word.folded));
  if (end < 2) return answer;
  const kind = rest.slice(0, end).flatMap((word) => tokenize(word.folded).filter((token) => !FUNCTION_WORDS.has(token.folded)));
  if (kind.length < 2) return answer;
  const asked = new Set(kind.map((token) => token.stem));
  let best: { name: string; shared: number } | undefined;
  for (const entity of knowledge.entities) {
    if (entity.kind !== 'category') continue;
    const label = entity.phrases.reduce((longest, phrase) => (phrase.length > longest.length ? phrase : longest), [] as string[]);
    const words = [...new Set(label.filter((wordStem) => !FUNCTION_WORDS.has(wordStem)))];
    const shared = words.filter((wordStem) => asked.has(wordStem)).length;
    if (shared < 2 || (shared * 3 < words.length * 2 && shared * 3 < kind.length * 2)) continue;
    if (!best || shared > best.shared) best = { name: entity.name, shared };
  }
  const category = best && knowledge.categories.find((listed) => listed.name === best.name);
  if (!category || (answer._meta.intent === 'skills' && answer.answer.includes(` under ${category.name}:`))) return answer;
  const references = [apiUrl(knowledge, url('getSkills', { query: { category: category.name } }))];
  return reply('list', 'skills', categoryText(owner(knowledge), category), references, confidenceOf(question, 0.9));
}
