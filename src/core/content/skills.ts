/**
 * `skills.yaml`: categories of skills, each skill in one category; a translation's label-only
 * category takes its skills from the default language's file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SkillsFile } from '../schema/content.ts';
import { parseYaml, readText } from './files.ts';
import { describeIssues } from './problems.ts';
import type { SourceSkillCategory } from './source.ts';

/**
 * `skills.yaml` of a folder (absent: a warning when `warnings` is given): each skill in one category.
 * `original` (a translation's file): the default language's categories, whose skills and level a
 * category written as a label alone (`databases: { label: Datenbanken }`) takes.
 */
export function loadSkills(
  dir: string,
  rel: (p: string) => string,
  problems: string[],
  warnings?: string[],
  original?: SourceSkillCategory[],
): SourceSkillCategory[] {
  const skills: SourceSkillCategory[] = [];
  const skillsPath = ['skills.yaml', 'skills.yml'].map((n) => join(dir, n)).find((p) => existsSync(p));
  if (skillsPath) {
    const text = readText(skillsPath, rel, problems);
    if (text !== null) {
      const written = parseYaml(text, rel(skillsPath), problems);
      const data = original ? withOriginalSkills(written, original, rel(skillsPath), problems) : written;
      if (data !== undefined) {
        const parsed = SkillsFile.safeParse(data ?? {});
        if (parsed.success) {
          for (const [category, entry] of Object.entries(parsed.data)) skills.push({ category, ...entry });
        } else problems.push(...describeIssues(rel(skillsPath), parsed.error));
      }
    }
  } else {
    warnings?.push(`${rel(join(dir, 'skills.yaml'))} not found: the portfolio has no skills`);
  }

  // A skill listed under two categories is most likely a copy-paste slip: name both.
  const categoryOf = new Map<string, string>();
  for (const { category, skills: list } of skills) {
    for (const skill of list) {
      const key = skill.name.toLowerCase();
      const other = categoryOf.get(key);
      if (other !== undefined)
        problems.push(`${rel(skillsPath!)}: skill "${skill.name}" is listed in two categories, \`${other}\` and \`${category}\`: keep it in one`);
      else categoryOf.set(key, category);
    }
  }
  return skills;
}

/**
 * A translated skills.yaml with its label-only categories completed from the default language's
 * category of the same name (its skills, and its level unless the translation gives one); a
 * label-only category the default file does not have is a problem, named here.
 */
function withOriginalSkills(written: unknown, original: SourceSkillCategory[], file: string, problems: string[]): unknown {
  if (!written || typeof written !== 'object' || Array.isArray(written)) return written;
  const byName = new Map(original.map((c) => [c.category, c]));
  const out: Record<string, unknown> = {};
  for (const [category, entry] of Object.entries(written)) {
    const labelOnly = entry !== null && typeof entry === 'object' && !Array.isArray(entry) && !('skills' in entry);
    const from = byName.get(category);
    if (labelOnly && !from) {
      problems.push(
        `${file}: category \`${category}\` has no skills and the default language's skills.yaml has no category of that name to take them from: list its skills, or use a category name of the default file`,
      );
      return undefined;
    }
    out[category] = labelOnly && from ? { ...(from.level ? { level: from.level } : {}), ...entry, skills: from.skills } : entry;
  }
  return out;
}
