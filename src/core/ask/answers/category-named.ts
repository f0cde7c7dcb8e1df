/**
 * A skill category asked for by its name with the word for a list of skills (issue #28,
 * "skills_category"): "List her remote sensing skills." against the category `remote-sensing`,
 * "What's in her alerts category?" against `alerts`, "What's in her reactor physics toolkit?"
 * against the category labelled "Reactor physics and flux mapping". The answer went to a career
 * entry that writes the same words ("Senior Remote Sensing Developer") or to the projects that
 * write them. A question that is no yes/no question, names no project, writes a word for the list
 * itself ("skills", "category", "toolkit") and names exactly one category (by its name, label or a
 * topic its label lists, not by one word of a longer name) gets that category's skills. Field-neutral:
 * the category is the content's own; the list words are general English.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { apiUrl, confidenceOf, owner, reply } from './reply.ts';
import { categoryText } from './skills.ts';

/** Words that ask for a list of skills as such. */
const LIST_WORDS: ReadonlySet<string> = new Set(['skills', 'skill', 'skillset', 'category', 'categories', 'toolkit', 'toolbox']);

/** The pre-test (./honest.ts): a question, not a yes/no one, that writes a word for a list of skills and names no project. */
export function categoryNamedApplies(question: ParsedQuestion): boolean {
  return (
    !question.injection &&
    !question.cues.has('yesno') &&
    !question.namedProjects.length &&
    question.words.some((word) => LIST_WORDS.has(word.folded)) &&
    question.mentions.some((mention) => !mention.weak && mention.entities.some((entity) => entity.kind === 'category'))
  );
}

/** `answer`, or the list of the one category the question names. */
export function withCategoryNamed(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const names = new Set(
    question.mentions.flatMap((mention) => (mention.weak ? [] : mention.entities.filter((entity) => entity.kind === 'category').map((entity) => entity.name))),
  );
  if (names.size !== 1) return answer;
  // A skill named too ("Which of her data skills is PostgreSQL?") is asked about, not the list.
  if (
    question.mentions.some(
      (mention) => mention.entities.some((entity) => entity.kind === 'skill') && !mention.entities.some((entity) => entity.kind === 'category'),
    )
  )
    return answer;
  const [name] = names;
  const category = knowledge.categories.find((listed) => listed.name === name);
  if (!category || (answer._meta.intent === 'skills' && answer.answer.includes(` under ${category.name}:`))) return answer;
  const references = [apiUrl(knowledge, url('getSkills', { query: { category: category.name } }))];
  return reply('list', 'skills', categoryText(owner(knowledge), category), references, confidenceOf(question, 0.9));
}
