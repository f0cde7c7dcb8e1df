/**
 * A content folder in several languages: the folder itself holds the default language
 * (site.yaml `language`, default `en`); `content/<lang>/` holds the translations of each other
 * language site.yaml lists (`languages`), mirroring the layout: profile.md, projects/<id>.md,
 * posts/<id>.md, skills.yaml, career.yaml, services.yaml, every file optional.
 *
 * A translated Markdown file translates an entry of the default language (same id): its front
 * matter overrides the words (titles, descriptions, alt texts), its body the text; the facts
 * (ids, dates, tags, links, image files) are never translated and come from the default file, so
 * that writing them in a translation is an error. A translated YAML file replaces the default
 * one whole. What a language does not translate falls back to the default language, and
 * `fallbacks` records it. Every problem of every language is reported at once.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { CareerFile, ServicesFile } from '../schema/career.ts';
import { PostFrontMatter, ProfileFrontMatter, ProjectFrontMatter } from '../schema/content.ts';
import { DEFAULT_LANGUAGE, siteLanguages } from '../schema/site.ts';
import { type Fallbacks, NO_FALLBACKS } from '../portfolio.ts';
import { careerProjectProblems, checkImages } from './checks.ts';
import { readMarkdown, readYamlFile } from './files.ts';
import { collectPortfolioSource } from './load.ts';
import { ContentError, describeIssues, relToCwd } from './problems.ts';
import { loadSkills } from './skills.ts';
import type { PortfolioSource, SourceProfile } from './source.ts';

export interface LanguageSource extends PortfolioSource {
  /** The BCP 47 tag of the language. */
  lang: string;
  /** Nothing for the default language. */
  fallbacks: Fallbacks;
}

export interface SiteContent {
  defaultLanguage: string;
  /** Every language, the default first, in site.yaml's order. */
  languages: string[];
  /** One complete source per language (translations with the default's entries where they fall back). */
  sources: Map<string, LanguageSource>;
}

/**
 * The fields of each kind of Markdown file that are facts, the same in every language: a
 * translation that writes one is refused (`cover.src`, `portrait.src`: the image file; its `alt` is translated).
 */
export const UNTRANSLATED_FIELDS = {
  profile: ['countryCode', 'email', 'website', 'github', 'linkedin', 'profiles', 'portraitUrl', 'contact', 'portrait.src'],
  project: ['tags', 'keywords', 'url', 'start', 'date', 'featured', 'cover.src'],
  post: ['date', 'updated', 'tags', 'draft', 'canonical', 'cover.src'],
} as const;

/** The files and folders a language folder may hold (images and other files next to them are left alone). */
const LANGUAGE_FOLDER_ENTRIES = ['profile.md', 'projects', 'posts', 'skills.yaml', 'skills.yml', 'career.yaml', 'career.yml', 'services.yaml', 'services.yml'];

/** Reads and validates the content folder and every language's translations; throws ContentError with every problem. */
export function loadSiteContent(dir: string): SiteContent {
  const problems: string[] = [];
  const warnings: string[] = [];
  const { projectIds, ...base } = collectPortfolioSource(dir, problems, warnings);
  const { defaultLanguage, languages } = siteLanguages(base.site);
  const sources = new Map<string, LanguageSource>([[defaultLanguage, { ...base, lang: defaultLanguage, fallbacks: NO_FALLBACKS }]]);
  for (const lang of languages.slice(1)) sources.set(lang, loadTranslation(dir, lang, base, projectIds, problems));
  if (problems.length) throw new ContentError(relToCwd(dir), problems);
  return { defaultLanguage, languages: [...languages], sources };
}

function loadTranslation(dir: string, lang: string, base: PortfolioSource, projectIds: Map<string, string>, problems: string[]): LanguageSource {
  const folder = join(dir, lang);
  const rel = relToCwd;
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    const warning = `${rel(folder)}/ not found: every page in "${lang}" shows the default language's content`;
    return { ...base, warnings: [...base.warnings, warning], lang, fallbacks: allFallbacks(base) };
  }
  problems.push(...unexpectedFiles(folder, rel));
  const profile = translateProfile(folder, base.profile, problems);
  // The cross-field checks of the originals (keywords and tags, dates, covers) hold: those fields are never translated.
  const projects = translateFolder(folder, 'projects', ProjectFrontMatter, UNTRANSLATED_FIELDS.project, base.projects, problems);
  const posts = translateFolder(folder, 'posts', PostFrontMatter, UNTRANSLATED_FIELDS.post, base.posts, problems);
  const skills =
    existsSync(join(folder, 'skills.yaml')) || existsSync(join(folder, 'skills.yml')) ? loadSkills(folder, rel, problems, undefined, base.skills) : undefined;
  const careerFile = readYamlFile(folder, 'career', CareerFile, rel, problems);
  if (careerFile) problems.push(...careerProjectProblems(folder, careerFile.raw, projectIds, rel));
  const services = readYamlFile(folder, 'services', ServicesFile, rel, problems);
  return {
    ...base,
    profile: profile ?? base.profile,
    projects: projects.entries,
    posts: posts.entries,
    skills: skills ?? base.skills,
    career: careerFile?.data ?? base.career,
    services: services?.data ?? base.services,
    lang,
    fallbacks: {
      language: base.site.language ?? DEFAULT_LANGUAGE,
      profile: Boolean(base.profile) && !profile,
      projects: projects.fallbacks,
      posts: posts.fallbacks,
      skills: !skills,
      career: !careerFile,
      services: !services,
    },
  };
}

/** A language without a folder: everything from the default language. */
function allFallbacks(base: PortfolioSource): Fallbacks {
  return {
    language: base.site.language ?? DEFAULT_LANGUAGE,
    profile: Boolean(base.profile),
    projects: base.projects.map((p) => p.id),
    posts: base.posts.map((p) => p.id),
    skills: true,
    career: true,
    services: true,
  };
}

/** A Markdown or YAML file at the top of a language folder that is none of the translatable files (a typo, or site.yaml). */
function unexpectedFiles(folder: string, rel: (p: string) => string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.(md|markdown|mdx|ya?ml)$/i.test(e.name) && !LANGUAGE_FOLDER_ENTRIES.includes(e.name))
    .map((e) =>
      e.name === 'site.yaml' || e.name === 'site.yml'
        ? `${rel(join(folder, e.name))}: site.yaml holds the design of every language: keep one, in the content folder itself`
        : `${rel(join(folder, e.name))}: not a file a translation can hold (expected ${LANGUAGE_FOLDER_ENTRIES.join(', ')})`,
    );
}

function translateProfile(folder: string, original: SourceProfile | null, problems: string[]): SourceProfile | undefined {
  const filePath = join(folder, 'profile.md');
  if (!existsSync(filePath)) return undefined;
  const rel = relToCwd;
  if (!original) {
    problems.push(`${rel(filePath)}: translates a profile the default language does not have: write profile.md in the content folder first`);
    return undefined;
  }
  const entry = translateEntry(filePath, ProfileFrontMatter, UNTRANSLATED_FIELDS.profile, original, problems);
  return entry && { ...entry, filePath };
}

interface Entry<T> {
  data: T;
  body: string;
}

/**
 * One translated Markdown file over its original: the untranslated fields refused, the rest laid
 * over the original's front matter and validated whole; an empty body keeps the original's.
 */
function translateEntry<S extends z.ZodType>(
  filePath: string,
  schema: S,
  untranslated: readonly string[],
  original: Entry<z.infer<S>>,
  problems: string[],
): Entry<z.infer<S>> | undefined {
  const rel = relToCwd;
  const doc = readMarkdown(filePath, rel, problems);
  if (!doc) return undefined;
  const written = doc.frontMatter as Record<string, unknown>;
  const facts = untranslated.filter((field) => fieldOf(written, field) !== undefined);
  for (const field of facts) problems.push(`${rel(filePath)}: field \`${field}\` is not translated: it comes from the default language's file, remove it here`);
  problems.push(...checkImages(filePath, doc.body, rel));
  const parsed = schema.safeParse(overlay(original.data as Record<string, unknown>, written));
  if (!parsed.success) {
    problems.push(...describeIssues(rel(filePath), parsed.error));
    return undefined;
  }
  if (facts.length) return undefined;
  return { data: parsed.data, body: doc.body || original.body };
}

/** `a.b` of a map as written. */
function fieldOf(map: Record<string, unknown>, path: string): unknown {
  const [head, tail] = path.split('.') as [string, string | undefined];
  const value = map[head];
  if (tail === undefined) return value;
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[tail] : undefined;
}

/** The translation's fields over the original's; a map (a cover, a portrait) is laid over field by field. */
function overlay(original: Record<string, unknown>, written: Record<string, unknown>): Record<string, unknown> {
  const out = { ...original };
  for (const [key, value] of Object.entries(written)) {
    const under = original[key];
    const isMap = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    out[key] = isMap(value) && isMap(under) ? { ...(under as object), ...(value as object) } : value;
  }
  return out;
}

/**
 * `projects/` or `posts/` of a language folder: each file translates the default language's entry
 * with its id (a file without one is refused); the entries it does not translate fall back.
 */
function translateFolder<S extends z.ZodType, E extends { id: string; data: z.infer<S>; body: string; filePath: string }>(
  folder: string,
  name: 'projects' | 'posts',
  schema: S,
  untranslated: readonly string[],
  originals: E[],
  problems: string[],
): { entries: E[]; fallbacks: string[] } {
  const rel = relToCwd;
  const path = join(folder, name);
  const byId = new Map(originals.map((e) => [e.id, e]));
  const translated = new Map<string, E>();
  const files = existsSync(path)
    ? readdirSync(path, { withFileTypes: true }).filter((e) => e.isFile() && /\.(md|markdown)$/i.test(e.name) && !e.name.startsWith('.'))
    : [];
  for (const file of files.map((e) => e.name).sort()) {
    const filePath = join(path, file);
    const id = file.replace(/\.(md|markdown)$/i, '');
    const original = byId.get(id);
    // An original that is there but invalid has its own problems: its translation waits for it.
    if (!original && ['md', 'markdown'].some((ext) => existsSync(join(folder, '..', name, `${id}.${ext}`)))) continue;
    if (!original) {
      problems.push(
        `${rel(filePath)}: translates ${name === 'projects' ? 'a project' : 'a post'} "${id}" the default language does not have (expected ${name}/${id}.md in the content folder)`,
      );
      continue;
    }
    const entry = translateEntry(filePath, schema, untranslated, original, problems);
    if (entry) translated.set(id, { ...original, ...entry, filePath });
  }
  return {
    entries: originals.map((e) => translated.get(e.id) ?? e),
    fallbacks: originals.filter((e) => !translated.has(e.id) && !(e.data as { draft?: boolean }).draft).map((e) => e.id),
  };
}
