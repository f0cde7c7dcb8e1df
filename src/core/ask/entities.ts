/**
 * The named things a question can mention: skills, skill categories, common category concepts
 * the content lacks ("languages" in a portfolio without that category), and tags, each with
 * every surface form it may be written in (aliases such as postgres/PostgreSQL, k8s/Kubernetes).
 * Derived from the public views only, identically at build time and at engine creation.
 */
import type { SkillNames } from '../schema/public.ts';
import { ALIAS_GROUPS, CATEGORY_CONCEPTS, FRAME_WORDS, FUNCTION_WORDS, MODIFIER_WORDS, VENDOR_PREFIXES } from './lexicon.ts';
import { fold, stem, tokenize } from './text.ts';

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
const GENERIC = new Set(
  `web data cloud app apps service services system systems platform engineering development design learning
  model models science management analytics native actions tools tool studio code server framework library
  test testing github linkedin email website language languages database databases`.split(/\s+/),
);

const aliasIndex = new Map<string, readonly string[]>();
for (const group of ALIAS_GROUPS) for (const form of group) aliasIndex.set(spaced(form), group);

/** Folded, hyphens and slashes as spaces: the canonical way to compare two names. */
function spaced(s: string): string {
  return fold(s).replace(/[-_/]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function withAliases(forms: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const f of forms) {
    const s = spaced(f);
    if (!s) continue;
    out.add(s);
    for (const a of aliasIndex.get(s) ?? []) out.add(spaced(a));
  }
  return [...out];
}

function skillForms(name: string): { forms: string[]; weak: string[] } {
  const base = fold(name).trim();
  const variants = new Set([base]);
  const withoutParens = base.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  if (withoutParens) variants.add(withoutParens);
  for (const m of base.matchAll(/\(([^)]*)\)/g)) if (m[1]!.trim()) variants.add(m[1]!.trim());
  for (const v of [...variants]) {
    const words = v.split(/\s+/);
    while (words.length > 1 && VENDOR_PREFIXES.has(words[0]!)) words.shift();
    variants.add(words.join(' '));
  }
  const forms = withAliases(variants);
  const weak = new Set<string>();
  for (const v of variants) {
    const words = tokenize(v).map((t) => t.raw);
    if (words.length < 2) continue;
    for (const w of words) {
      if (w.length < 2 || /^\d/.test(w) || GENERIC.has(w) || FUNCTION_WORDS.has(w) || FRAME_WORDS.has(w)) continue;
      if (MODIFIER_WORDS.has(w) || VENDOR_PREFIXES.has(w)) continue;
      weak.add(w);
    }
  }
  return { forms, weak: [...weak].filter((w) => !forms.includes(w)) };
}

/** The concept a category name stands for, if any ("databases" -> databases, "tooling" -> tools). */
export function conceptOf(category: string): string | undefined {
  const stems = new Set(tokenize(category.replace(/[-_]/g, ' ')).map((t) => t.stem));
  const whole = spaced(category);
  for (const c of CATEGORY_CONCEPTS) {
    for (const w of c.words) {
      if (spaced(w) === whole) return c.id;
      if (!w.includes(' ') && stems.has(stem(w))) return c.id;
    }
  }
  return undefined;
}

/** Every entity of a portfolio, in a stable order: skills, categories, concepts, tags. */
export function entitySources(skills: SkillNames, tags: readonly string[]): EntitySource[] {
  const out: EntitySource[] = [];
  for (const [category, names] of Object.entries(skills)) {
    for (const name of names) {
      const { forms, weak } = skillForms(name);
      out.push({ kind: 'skill', name, category, forms, weakForms: weak });
    }
  }
  const covered = new Set<string>();
  for (const category of Object.keys(skills)) {
    const concept = conceptOf(category);
    const words = [category, category.replace(/[-_]/g, ' ')];
    if (concept) {
      covered.add(concept);
      words.push(...CATEGORY_CONCEPTS.find((c) => c.id === concept)!.words);
    }
    out.push({ kind: 'category', name: category, ...(concept ? { concept } : {}), forms: withAliases(words), weakForms: [] });
  }
  for (const c of CATEGORY_CONCEPTS) {
    if (covered.has(c.id)) continue;
    out.push({ kind: 'concept', name: c.id, concept: c.id, forms: withAliases(c.words), weakForms: [] });
  }
  for (const tag of tags) out.push({ kind: 'tag', name: tag, forms: withAliases([tag]), weakForms: [] });
  return out;
}
