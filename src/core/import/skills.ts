// JSON Resume `skills` -> skills.yaml.
import { stringify } from 'yaml';
import { skillCategoryLabel } from '../views.ts';
import { clean, type Json, objects, reportExtra, slug, str, strings } from './values.ts';

/**
 * skills.yaml: one category per skill entry, its keywords as the skills; the entry's name (when the
 * category's key does not read the same) and its public `level` make the category a map. Undefined
 * when no skill is left.
 */
export function importSkills(resume: Json, report: string[]): string | undefined {
  const skills: Record<string, { label?: string; level?: string; skills: string[] }> = {};
  const seen = new Map<string, string>();
  for (const [i, s] of objects(resume.skills).entries()) {
    const label = str(s.name);
    const given = str(s.id);
    const category = given && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(given) && given !== 'all' ? given : slug(label ?? 'skills').replace(/^all$/, 'all-skills');
    if (skills[category]) {
      report.push(`skills.${i} (${label}): the category "${category}" is already used; its skills join it`);
    } else {
      // The name as written, when the category's key does not read the same (`Web Development` -> `web-development`).
      skills[category] = clean({ label: label && label !== skillCategoryLabel(category) ? label : undefined, level: str(s.level), skills: [] });
    }
    reportExtra(`skills.${i}`, s, ['id', 'name', 'level', 'keywords'], report);
    const names = strings(s.keywords) ?? (label ? [label] : []);
    for (const skill of names) {
      const other = seen.get(skill.toLowerCase());
      if (other !== undefined) {
        report.push(`skills.${i}: "${skill}" is already in ${other}; kept there only`);
        continue;
      }
      seen.set(skill.toLowerCase(), category);
      skills[category]!.skills.push(skill);
    }
  }
  // A category without a label or level is written as a plain list; one left empty is dropped (its skills were all elsewhere).
  const skillsFile = Object.fromEntries(
    Object.entries(skills)
      .filter(([, c]) => c.skills.length)
      .map(([k, c]) => [k, c.label || c.level ? c : c.skills]),
  );
  return Object.keys(skillsFile).length ? stringify(skillsFile, { lineWidth: 0 }) : undefined;
}
