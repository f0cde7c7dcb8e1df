/**
 * The checks the schemas cannot make, because they look at other files or across fields: images
 * and covers that must exist next to the Markdown file, keywords that match the tags, a post's
 * dates, project ids career.yaml names, and language folders site.yaml does not list.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type PostFrontMatter, type ProjectFrontMatter, tagOf } from '../schema/content.ts';
import { canonicalTag, type SiteFile, siteLanguages } from '../schema/site.ts';

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;

/**
 * The images of a write-up: each needs alt text (what it shows, for people who cannot see it),
 * and a relative one must exist next to the file (Astro optimises it; a missing one would be
 * published as an image without a source).
 */
export function checkImages(filePath: string, body: string, rel: (p: string) => string = (p) => p, root = dirname(filePath)): string[] {
  const problems: string[] = [];
  for (const [, alt, src] of body.matchAll(MARKDOWN_IMAGE)) {
    const where = `${rel(filePath)}: image \`${src}\``;
    if (!alt!.trim()) problems.push(`${where} has no alt text: write what it shows, ![a diagram of …](${src})`);
    if (/^[a-z][a-z0-9+.-]*:/i.test(src!) || src!.startsWith('//')) continue;
    if (src!.startsWith('/')) {
      // Nothing serves the content folder at the site's root: the image would be published broken.
      const suggested = relative(dirname(filePath), join(root, src!)).split('\\').join('/');
      problems.push(
        `${where} is an absolute path, which the site does not serve: write it relative to this file, such as ${suggested.startsWith('.') ? suggested : `./${suggested}`}`,
      );
      continue;
    }
    const target = resolve(dirname(filePath), decodeURI(src!.split(/[?#]/)[0]!));
    if (!existsSync(target) || !statSync(target).isFile()) problems.push(`${where} not found (expected the file ${rel(target)})`);
  }
  return problems;
}

/** What the schema cannot see: `updated` before `date`, a cover that is not there. */
export function postProblems(filePath: string, data: PostFrontMatter, rel: (p: string) => string): string[] {
  const problems: string[] = [];
  if (data.updated && data.updated < data.date)
    problems.push(`${rel(filePath)}: field \`updated\`: ${data.updated} is before the post's \`date\` ${data.date}`);
  problems.push(...coverProblems(filePath, data.cover, rel));
  return problems;
}

/** A cover (of a post or a project) names a file next to the Markdown file that must exist. */
export function coverProblems(filePath: string, cover: { src: string } | undefined, rel: (p: string) => string): string[] {
  if (!cover || existsSync(resolve(dirname(filePath), cover.src))) return [];
  return [`${rel(filePath)}: field \`cover.src\`: ${cover.src} not found (expected the file ${rel(resolve(dirname(filePath), cover.src))})`];
}

/** `keywords` are the tags as written for people: one per tag, in order, each with the tag at its place as its tag form. */
export function keywordProblems(file: string, data: ProjectFrontMatter): string[] {
  const { keywords, tags } = data;
  if (!keywords) return [];
  if (keywords.length !== tags.length) return [`${file}: field \`keywords\`: expected one keyword per tag (${tags.length}), found ${keywords.length}`];
  return keywords.flatMap((k, i) =>
    tagOf(k) === tags[i] ? [] : [`${file}: field \`keywords.${i}\`: "${k}" is written for the tag "${tagOf(k)}", but the tag at its place is "${tags[i]}"`],
  );
}

/** The project ids career.yaml names that no project has (checked on the file as written, so that it is reported with the field problems, in one pass). */
export function careerProjectProblems(dir: string, raw: unknown, projectIds: Map<string, string>, rel: (p: string) => string): string[] {
  const problems: string[] = [];
  for (const [i, job] of experienceEntries(raw)) {
    for (const id of job.projects) {
      if (!projectIds.has(id)) {
        problems.push(
          `${rel(join(dir, 'career.yaml'))}: field \`experience.${i}.projects\`: no project has the id "${id}" (expected the name of a file in projects/ without .md)`,
        );
      }
    }
  }
  return problems;
}

/** The `experience` entries of career.yaml as written, with the project ids each names (strings only). */
function experienceEntries(raw: unknown): [number, { projects: string[] }][] {
  const list = raw && typeof raw === 'object' ? (raw as { experience?: unknown }).experience : undefined;
  if (!Array.isArray(list)) return [];
  return list.map((job, i) => {
    const projects = job && typeof job === 'object' ? (job as { projects?: unknown }).projects : undefined;
    return [i, { projects: Array.isArray(projects) ? projects.filter((p): p is string => typeof p === 'string') : [] }];
  });
}

/** A folder of the content folder named like a language (`fr`, `pt-BR`) that site.yaml does not list: its translations would be ignored. */
export function unlistedLanguageFolders(dir: string, site: SiteFile, rel: (p: string) => string): string[] {
  const listed = new Set(siteLanguages(site).languages);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !listed.has(e.name) && isLanguageName(e.name))
    .map((e) => {
      const tag = canonicalTag(e.name)!;
      const fix = listed.has(tag)
        ? `rename it to ${tag}/, as site.yaml writes the language`
        : `add "${tag}" to \`languages\` in site.yaml (languages: [${[...(site.languages ?? []), tag].join(', ')}]) or rename the folder`;
      return `${rel(join(dir, e.name))}/: a folder named like the language "${tag}", which site.yaml does not list: ${fix}`;
    });
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** Whether a folder name is a language tag whose language Intl knows (`de`, `pt-BR`; not `img` or `projects`). */
export function isLanguageName(name: string): boolean {
  const tag = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(name) ? canonicalTag(name) : undefined;
  if (!tag) return false;
  const language = tag.split('-')[0]!;
  return languageNames.of(language) !== undefined;
}
