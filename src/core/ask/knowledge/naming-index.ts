/**
 * The names of the listed skills and categories as an asked word may write them (../answers/unlisted.ts
 * `skillsNaming`, `namingItem`): made once per portfolio instead of folding every skill name per question.
 */
import type { Knowledge } from './knowledge.ts';
import { fold } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/**
 * Per portfolio, made once (not per question): per folded word written as a name in a listed skill
 * ("opentype"), the skills that write it, in the skill list's order, each with its first word so
 * written; and per folded category name without spaces, hyphens or underscores, the first category.
 */
const NAMING_INDEX = new WeakMap<
  Knowledge,
  { skills: Map<string, { name: string; category: string; written: string }[]>; categories: Map<string, Knowledge['categories'][number]> }
>();
export function namingIndex(knowledge: Knowledge) {
  let index = NAMING_INDEX.get(knowledge);
  if (!index) {
    const skills = new Map<string, { name: string; category: string; written: string }[]>();
    for (const category of knowledge.categories)
      for (const name of category.skills) {
        const seen = new Set<string>();
        for (const token of name
          .replace(/\([^)]*\)/g, ' ')
          .split(/\s+/)
          .map((written) => written.replace(/:[\d.]+$/, '').replace(/[,;]+$/, ''))) {
          if (!NAME_LIKE.test(token)) continue;
          const key = fold(token).replace(/[-\s]/g, '');
          // The first word of the name so written is the one quoted.
          if (seen.has(key)) continue;
          seen.add(key);
          skills.set(key, [...(skills.get(key) ?? []), { name, category: category.name, written: token }]);
        }
      }
    const categories = new Map<string, Knowledge['categories'][number]>();
    for (const category of knowledge.categories) {
      const key = fold(category.name).replace(/[-_\s]/g, '');
      if (!categories.has(key)) categories.set(key, category);
    }
    NAMING_INDEX.set(knowledge, (index = { skills, categories }));
  }
  return index;
}

/** A word written as a name: inner capitals ("OpenType"), all capitals ("MISRA", "C") or letters with digits. */
const NAME_LIKE = /^(?:\p{Lu}+[\p{Ll}\d]*\p{Lu}[\p{L}\d]*|\p{Lu}[\p{Lu}\d+#]*|(?=.*\d)\p{L}[\p{L}\d]*)$/u;

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NAME_LIKE);
