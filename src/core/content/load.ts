/**
 * Reads and validates a content directory (profile.md, projects/*.md, posts/*.md, skills.yaml,
 * career.yaml, services.yaml, site.yaml) of the default language; ./languages.ts adds the
 * translations. The work is shared out: ./files.ts reads and parses a file, ./folders.ts the
 * Markdown folders, ./skills.ts skills.yaml, ./checks.ts what the schemas cannot see,
 * ./problems.ts words the problems.
 *
 * Every problem in every file is collected before failing, and each message names the file,
 * the field and what was expected, so that an author fixes everything in one pass. A file
 * that fails is never dropped silently: the whole load fails.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CareerFile, ServicesFile } from '../schema/career.ts';
import { ProfileFrontMatter } from '../schema/content.ts';
import { SiteFile } from '../schema/site.ts';
import { careerProjectProblems, checkImages, unlistedLanguageFolders } from './checks.ts';
import { readMarkdown, readYamlFile } from './files.ts';
import { loadPosts, loadProjects } from './folders.ts';
import { ContentError, describeIssues, relToCwd } from './problems.ts';
import { loadSkills } from './skills.ts';
import type { PortfolioSource, SourceProfile, SourceProject } from './source.ts';

export { ContentError } from './problems.ts';
export type { PortfolioSource } from './source.ts';

/** Resolves the content directory from `PORTFOLIO_CONTENT` (default `content/`). */
export function contentDir(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  const configured = env.PORTFOLIO_CONTENT?.trim();
  return resolve(cwd, configured ? configured : 'content');
}

/**
 * The content of the default language: the content folder itself. Its translations
 * (`content/<lang>/`) are read by loadSiteContent (./languages.ts).
 */
export function loadPortfolioSource(dir: string): PortfolioSource {
  const problems: string[] = [];
  const { projectIds: _, ...source } = collectPortfolioSource(dir, problems, []);
  if (problems.length) throw new ContentError(relToCwd(dir), problems);
  return source;
}

/** The default language's content, every problem added to `problems` (the caller throws). */
export function collectPortfolioSource(dir: string, problems: string[], warnings: string[]): PortfolioSource & { projectIds: Map<string, string> } {
  const rel = relToCwd;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ContentError(dir, [
      `${rel(dir)}: content directory not found (set PORTFOLIO_CONTENT to a directory holding profile.md, projects/ and skills.yaml)`,
    ]);
  }

  const profile = loadProfile(dir, problems, warnings);
  const projectFolder = loadProjects(dir, rel, problems);
  const projects: SourceProject[] = projectFolder?.entries ?? [];
  const seen = projectFolder?.ids ?? new Map<string, string>();
  if (!projectFolder) warnings.push(`${rel(join(dir, 'projects'))}/ not found: the portfolio has no projects`);

  const posts = loadPosts(dir, rel, problems);

  const skills = loadSkills(dir, rel, problems, warnings);

  // career.yaml and services.yaml (optional)
  const careerFile = readYamlFile(dir, 'career', CareerFile, rel, problems);
  const career = careerFile?.data ?? {};
  problems.push(...careerProjectProblems(dir, careerFile?.raw, seen, rel));
  const services = readYamlFile(dir, 'services', ServicesFile, rel, problems)?.data ?? {};
  const site = readYamlFile(dir, 'site', SiteFile, rel, problems)?.data ?? {};
  problems.push(...unlistedLanguageFolders(dir, site, rel));

  if (!problems.length && !profile && !projects.length && !skills.length) {
    problems.push(`${rel(dir)}: no profile.md, projects/*.md or skills.yaml found: is PORTFOLIO_CONTENT right?`);
  }
  return { dir, profile, projects, posts, skills, career, services, site, warnings, projectIds: seen };
}

/** `profile.md` (optional: a warning when absent), its portrait checked next to it. */
function loadProfile(dir: string, problems: string[], warnings: string[]): SourceProfile | null {
  const rel = relToCwd;
  const profilePath = join(dir, 'profile.md');
  if (!existsSync(profilePath)) {
    warnings.push(`${rel(profilePath)} not found: /v1/profile will answer 404 and the pages show no name`);
    return null;
  }
  const doc = readMarkdown(profilePath, rel, problems);
  if (!doc) return null;
  const parsed = ProfileFrontMatter.safeParse(doc.frontMatter);
  problems.push(...checkImages(profilePath, doc.body, rel, dir));
  const portrait = parsed.data?.portrait?.src;
  if (portrait && !existsSync(resolve(dir, portrait)))
    problems.push(`${rel(profilePath)}: field \`portrait.src\`: ${portrait} not found (expected the file ${rel(resolve(dir, portrait))})`);
  if (parsed.success) return { data: parsed.data, body: doc.body, filePath: profilePath };
  problems.push(...describeIssues(rel(profilePath), parsed.error));
  return null;
}
