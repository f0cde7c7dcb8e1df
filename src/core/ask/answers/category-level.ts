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
import { joinList } from '../text/english.ts';
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

export function categoryLevelAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const entities = question.mentions.flatMap((mention) => mention.entities);
  const categories = [...new Set(entities.filter((entity) => entity.kind === 'category').map((entity) => entity.name))];
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
