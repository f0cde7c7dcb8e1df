/**
 * "What level is his BIM?", "how good is she at structural analysis?": the public level of a skill
 * category (skills.yaml `level` of a category), which the portfolio publishes, unlike the level and
 * years of a single skill. A category asked by name gets its level; a skill asked gets "single
 * skills have no public level" and the level of the category that lists it. Undefined when no
 * category asked (or holding the skill asked) has a public level.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { isStopLike } from '../question/stop-words.ts';
import { joinList } from '../text/english.ts';
import { tokenize } from '../text/words.ts';
import { apiUrl, owner, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';

/** The public level of each category that has one, by the category's name: its label and level. */
function categoryLevels(knowledge: Knowledge, names: readonly string[]): Map<string, { label: string; level: string }> {
  const levels = new Map<string, { label: string; level: string }>();
  for (const name of names) {
    const key = name.replace(/[-_]+/g, ' ');
    const hit = knowledge.factIndex.best(key.split(' '), 1, (candidate) => candidate.kind === 'category' && candidate.keys.split('; ').at(-1) === key)[0];
    const level = hit && /^.*: (.+) \(the public level of the category as a whole\)\.$/.exec(hit.text)?.[1];
    if (hit && level) levels.set(name, { label: hit.name, level });
  }
  return levels;
}

/**
 * The categories with a public level whose label the question writes in other words than the
 * category's name ("clinic practice management" of the label "Clinic practice management" of
 * `practice`, "weather routing and optimisation"): two thirds of the label's content words, two at
 * least (or its one word), are the question's. A level is never a project's: this comes first.
 */
export function labelledCategories(knowledge: Knowledge, question: ParsedQuestion): string[] {
  const content = question.words.filter((word) => !isStopLike(knowledge, word.folded));
  if (!content.length) return [];
  const stems = new Set(content.flatMap((word) => [word.stem, ...tokenize(word.folded).map((token) => token.stem)]));
  const hits = knowledge.factIndex.best(
    content.map((word) => word.folded),
    3,
    (candidate) => candidate.kind === 'category',
  );
  return hits.flatMap((hit) => {
    const words = tokenize(hit.name).filter((token) => !isStopLike(knowledge, token.folded));
    const shared = words.filter((token) => stems.has(token.stem)).length;
    const enough = words.length === 1 ? shared === 1 : shared >= 2 && shared * 3 >= words.length * 2;
    return enough ? [hit.keys.split('; ').at(-1)!] : [];
  });
}

export function categoryLevelAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const entities = question.mentions.flatMap((mention) => mention.entities);
  const labelled = labelledCategories(knowledge, question);
  const categories = labelled.length ? labelled : [...new Set(entities.filter((entity) => entity.kind === 'category').map((entity) => entity.name))];
  const skills = entities.filter((entity) => entity.kind === 'skill');
  const asked = categories.length ? categories : [...new Set(skills.flatMap((entity) => (entity.category ? [entity.category] : [])))];
  const levels = categoryLevels(knowledge, asked);
  if (!levels.size) return undefined;
  const stated = joinList([...levels.values()].map(({ label, level }) => `${label}: ${level}`));
  const ref = [apiUrl(knowledge, url('getSkills'))];
  if (categories.length)
    return reply('answer', 'profile', `From ${owners(knowledge)} skill categories: ${stated} (the public level of the category as a whole).`, ref);
  const named = joinList(skills.map((entity) => entity.name));
  return reply(
    'answer',
    'profile',
    `The portfolio publishes no level for a single skill such as ${named}, only for whole categories: ${owner(knowledge)} rates ${stated} (the category that lists it).`,
    ref,
    0.8,
  );
}
