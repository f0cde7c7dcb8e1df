// JSON Resume `projects` -> projects/<id>.md.
import { ProjectId, tagOf } from '../schema/content.ts';
import { clean, date, frontMatterFile, type Json, link, objects, reportExtra, slug, str, strings } from './values.ts';

/** Tags are the keywords' tag form; the keywords as written stay beside them when they differ. */
function projectTags(p: Json, i: number, title: string, report: string[]) {
  const tags: string[] = [];
  const keywords: string[] = [];
  for (const k of strings(p.keywords) ?? []) {
    const tag = tagOf(k);
    if (!tag) report.push(`projects.${i}.keywords (${title}): "${k}" has no letters or digits for a tag, not carried over`);
    else if (tags.includes(tag)) report.push(`projects.${i}.keywords (${title}): "${k}" is the same tag as "${keywords[tags.indexOf(tag)]}"; kept once`);
    else if (tags.length === 30) report.push(`projects.${i}.keywords (${title}): "${k}" not carried over (at most 30 tags)`);
    else {
      tags.push(tag);
      keywords.push(k);
    }
  }
  if (!tags.length) {
    tags.push('project');
    report.push(`projects.${i} (${title}): no keywords; tagged "project"`);
  }
  return { tags, keywords };
}

/** One project file's front matter and write-up. */
function projectFile(p: Json, i: number, title: string, report: string[]): string {
  const { tags, keywords } = projectTags(p, i, title, report);
  reportExtra(
    `projects.${i}`,
    p,
    ['id', 'name', 'description', 'highlights', 'keywords', 'startDate', 'endDate', 'url', 'roles', 'entity', 'type', 'featured', 'writeup'],
    report,
  );
  const description = str(p.description) ?? title;
  if (!str(p.description)) report.push(`projects.${i} (${title}): no description; the name is used`);
  const front = clean({
    title,
    description,
    tags,
    keywords: keywords.some((k, n) => k !== tags[n]) ? keywords : undefined,
    url: link(p.url, `projects.${i}.url`, report),
    roles: strings(p.roles),
    entity: str(p.entity),
    type: str(p.type),
    start: date(p.startDate),
    date: date(p.endDate),
    highlights: strings(p.highlights),
    featured: p.featured === true ? true : undefined,
  });
  return frontMatterFile(front, typeof p.writeup === 'string' ? p.writeup : '');
}

/**
 * projects/<id>.md for every project with a name: the id is the export's `id` when there is one,
 * else the name in lowercase words, made unique. Returns the files and the ids used.
 */
export function importProjects(resume: Json, report: string[]) {
  const files: Record<string, string> = {};
  const used = new Set<string>();
  for (const [i, p] of objects(resume.projects).entries()) {
    const title = str(p.name);
    if (!title) {
      report.push(`projects.${i}: no name, not carried over`);
      continue;
    }
    const given = str(p.id);
    let id = given && ProjectId.safeParse(given).success ? given : slug(title);
    for (let n = 2; used.has(id); n++) id = `${slug(title, 55)}-${n}`;
    used.add(id);
    files[`projects/${id}.md`] = projectFile(p, i, title, report);
  }
  return { files, used };
}
