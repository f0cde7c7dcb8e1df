/**
 * The named things a question can mention: skills, skill categories, common category concepts
 * the content lacks ("languages" in a portfolio without that category), and tags, each with
 * every surface form it may be written in (aliases such as postgres/PostgreSQL, k8s/Kubernetes).
 * Derived from the public views only, identically at build time and at engine creation.
 */
import type { SkillNames } from '../schema/public.ts';
import genericNameWords from './tables/generic-name-words.json' with { type: 'json' };
import { ALIAS_GROUPS, CATEGORY_CONCEPTS, FRAME_WORDS, FUNCTION_WORDS, MODIFIER_WORDS, VENDOR_PREFIXES } from './lexicon.ts';
import { fold, stem, tokenize } from './text/words.ts';

export type EntityKind = 'skill' | 'category' | 'concept' | 'tag';

export interface EntitySource {
  kind: EntityKind;
  /** The skill, category or tag as written in the content, or the concept id. */
  name: string;
  /** For a skill: its category. */
  category?: string;
  /** For a category or a concept: the concept id (see CATEGORY_CONCEPTS). */
  concept?: string;
  /** Folded forms that name the entity fully ("postgresql", "postgres"). */
  forms: string[];
  /** Folded single words that name it when nothing more precise matches ("airflow" alone is full; "llm" for "LLM evaluation"). */
  weakForms: string[];
}

/** Words too general to stand for a skill of several words on their own. */
const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(genericNameWords);

/** Every form of every alias group (spaced) -> its group. */
const aliasIndex = new Map<string, readonly string[]>();
for (const group of ALIAS_GROUPS) for (const form of group) aliasIndex.set(spaced(form), group);

/** Folded, hyphens and slashes as spaces: the canonical way to compare two names. */
function spaced(name: string): string {
  return fold(name)
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function withAliases(forms: Iterable<string>): string[] {
  const spacedForms = new Set<string>();
  for (const form of forms) {
    const spacedForm = spaced(form);
    if (!spacedForm) continue;
    spacedForms.add(spacedForm);
    for (const alias of aliasIndex.get(spacedForm) ?? []) spacedForms.add(spaced(alias));
  }
  return [...spacedForms];
}

function skillForms(name: string): { forms: string[]; weak: string[] } {
  const base = fold(name).trim();
  const variants = new Set([base]);
  const withoutParens = base
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (withoutParens) variants.add(withoutParens);
  for (const match of base.matchAll(/\(([^)]*)\)/g)) if (match[1]!.trim()) variants.add(match[1]!.trim());
  for (const variant of [...variants]) {
    const words = variant.split(/\s+/);
    while (words.length > 1 && VENDOR_PREFIXES.has(words[0]!)) words.shift();
    variants.add(words.join(' '));
  }
  const forms = withAliases(variants);
  const weak = new Set<string>();
  for (const variant of variants) {
    const words = tokenize(variant).map((token) => token.folded);
    if (words.length < 2) continue;
    for (const word of words) {
      if (word.length < 2 || /^\d/.test(word) || GENERIC_NAME_WORDS.has(word) || FUNCTION_WORDS.has(word) || FRAME_WORDS.has(word)) continue;
      if (MODIFIER_WORDS.has(word) || VENDOR_PREFIXES.has(word)) continue;
      weak.add(word);
    }
  }
  return { forms, weak: [...weak].filter((word) => !forms.includes(word)) };
}

/** The concept a category name stands for, if any ("databases" -> databases, "tooling" -> tools). */
function conceptOf(category: string): string | undefined {
  const stems = new Set(tokenize(category.replace(/[-_]/g, ' ')).map((token) => token.stem));
  const whole = spaced(category);
  for (const concept of CATEGORY_CONCEPTS) {
    for (const word of concept.words) {
      if (spaced(word) === whole) return concept.id;
      if (!word.includes(' ') && stems.has(stem(word))) return concept.id;
    }
  }
  return undefined;
}

/** Every entity of a portfolio, in a stable order: skills, categories, concepts, tags. */
export function entitySources(skills: SkillNames, tags: readonly string[]): EntitySource[] {
  const sources: EntitySource[] = [];
  for (const [category, names] of Object.entries(skills)) {
    for (const name of names) {
      const { forms, weak } = skillForms(name);
      sources.push({ kind: 'skill', name, category, forms, weakForms: weak });
    }
  }
  const covered = new Set<string>();
  for (const category of Object.keys(skills)) {
    const concept = conceptOf(category);
    const words = [category, category.replace(/[-_]/g, ' ')];
    if (concept) {
      covered.add(concept);
      words.push(...CATEGORY_CONCEPTS.find((known) => known.id === concept)!.words);
    }
    sources.push({ kind: 'category', name: category, ...(concept ? { concept } : {}), forms: withAliases(words), weakForms: [] });
  }
  for (const concept of CATEGORY_CONCEPTS) {
    if (covered.has(concept.id)) continue;
    sources.push({ kind: 'concept', name: concept.id, concept: concept.id, forms: withAliases(concept.words), weakForms: [] });
  }
  for (const tag of tags) sources.push({ kind: 'tag', name: tag, forms: withAliases([tag]), weakForms: [] });
  return sources;
}
