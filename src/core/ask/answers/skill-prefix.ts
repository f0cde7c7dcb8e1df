/**
 * A short name of listed skills (issue #28, spelling and short names): "Does she know Shopify?" with
 * "Shopify Plus" and "Shopify Hydrogen 2024.7" listed, and a tag `shopify` that would otherwise
 * answer "not among the listed skills, but a project involves it". A listed skill whose name (or its
 * name without a vendor's word) begins with every word the question names is that skill.
 */
import type { Entity } from '../knowledge/entity-phrases.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { tokenize } from '../text/words.ts';

/** The listed skills whose names begin with the words of a mention that names no skill itself; empty otherwise. */
export function skillsNamedBy(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, bare: (name: string) => string): Entity[] {
  if (mention.entities.some((entity) => entity.kind === 'skill' || entity.kind === 'category' || entity.kind === 'concept')) return [];
  const asked = question.words.slice(mention.start, mention.end).map((word) => word.stem);
  if (asked.join('').length < 3) return [];
  const begins = (name: string) => {
    const stems = tokenize(name).map((token) => token.stem);
    return stems.length > asked.length && asked.every((wordStem, i) => stems[i] === wordStem);
  };
  return knowledge.entities.filter((entity) => entity.kind === 'skill' && (begins(entity.name) || begins(bare(entity.name))));
}
