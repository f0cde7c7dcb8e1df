/**
 * The core model: the validated portfolio and its queries. Pure TypeScript, no Astro import,
 * so that it is testable without a build. Every surface (pages, API, later ask/MCP) reads the
 * portfolio through this module; private fields stay here and leave only through ./views.ts.
 */
import type { CareerFile, Experience, ServicesFile } from './schema/career.ts';
import { DEFAULT_LANGUAGE } from './schema/site.ts';
import { tagOf, type PostFrontMatter, type ProfileFrontMatter, type ProjectFrontMatter, type Skill } from './schema/content.ts';

/** An image of the content as the build published it: its absolute URL, alt text and size (./images.ts). */
export interface PublishedImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The full profile, private contact block included. `portrait` is the source as profile.md names
 * it (never published); `image` is the portrait as the build published it (./images.ts).
 */
export type ProfileRecord = ProfileFrontMatter & { /** Markdown. */ bio: string; image?: PublishedImage } & InLanguage;
/** `lang`: the language of an entry shown in another language's portfolio (a fallback to the default language); absent otherwise. */
export interface InLanguage {
  lang?: string;
}
/** The full project, private architecture notes included. */
export type ProjectRecord = ProjectFrontMatter & { id: string /** Markdown. */; writeup: string } & InLanguage;
/** A published post (drafts never become one: see `portfolioData`). `cover` is the source as the post names it. */
export type PostRecord = Omit<PostFrontMatter, 'draft'> & { id: string /** Markdown. */; body: string } & InLanguage;
export interface SkillCategory {
  category: string;
  /** The category's display name, when skills.yaml gives one (else derived from `category`). */
  label?: string;
  /** A public level for the whole category, in the owner's words (JSON Resume `skills[].level`). */
  level?: string;
  skills: Skill[];
}

/** What a language does not translate and shows in the default language (nothing for the default language). */
export interface Fallbacks {
  /** The language the fallbacks are written in: the default one (absent when nothing falls back). */
  language?: string;
  profile: boolean;
  /** The ids of the projects shown in the default language. */
  projects: string[];
  /** The ids of the published posts shown in the default language. */
  posts: string[];
  skills: boolean;
  career: boolean;
  services: boolean;
}

export const NO_FALLBACKS: Fallbacks = Object.freeze({ profile: false, projects: [], posts: [], skills: false, career: false, services: false });

export interface PortfolioData {
  /** The BCP 47 tag of the content's language (absent: `en`). */
  lang?: string;
  /** What this language takes from the default language (absent: nothing). */
  fallbacks?: Fallbacks;
  profile: ProfileRecord | null;
  projects: ProjectRecord[];
  /** Published posts only (absent: none). */
  posts?: PostRecord[];
  skills: SkillCategory[];
  /** `career.yaml` (every section optional). */
  career?: CareerFile;
  /** `services.yaml` (private prices included). */
  services?: ServicesFile;
}

export interface Portfolio {
  /** The BCP 47 tag of the language the content is written in. */
  readonly lang: string;
  /** What this language does not translate and shows in the default language. */
  readonly fallbacks: Fallbacks;
  /** Whether an entry is written in `lang`: false when it falls back to the default language. */
  translated(kind: 'project' | 'post', id: string): boolean;
  readonly profile: ProfileRecord | null;
  /** Every project, newest first (undated last), then by title. */
  readonly projects: readonly ProjectRecord[];
  /** Every published post, newest first, then by title. */
  readonly posts: readonly PostRecord[];
  readonly skills: readonly SkillCategory[];
  /** Positions, current ones first, then by end date and start date, newest first. */
  readonly experience: readonly Experience[];
  /** Education, certificates, publications and talks, volunteering, awards (newest first), spoken languages, interests, and the private references. */
  readonly career: Required<CareerFile>;
  /** `services.yaml`, private prices included. */
  readonly services: ServicesFile;
  /** The skill categories in content order: the `category` enumeration without `all`. */
  readonly categories: readonly string[];
  /** Every tag with its project count, most used first, then alphabetical. */
  readonly tags: readonly { tag: string; count: number }[];
  /** Every tag of projects or posts with both counts, alphabetical: one tag page each. */
  readonly tagPages: readonly { tag: string; projects: number; posts: number }[];
  project(id: string): ProjectRecord | undefined;
  post(id: string): PostRecord | undefined;
  /** The posts with a tag, matched like `projectsWithTag`; every post without one. */
  postsWithTag(tag: string | undefined): PostRecord[];
  /** The projects with a tag, matched as written or by its tag form (`Chrome Extension` finds `chrome-extension`). */
  projectsWithTag(tag: string | undefined): ProjectRecord[];
  /** `undefined` or `all`: every category; otherwise the one category (or undefined). */
  skillsIn(category: string | undefined): SkillCategory[] | undefined;
}

/** Sort key for a partial date: "2024" < "2024-03" < "2024-03-09". */
export function compareProjects(a: ProjectRecord, b: ProjectRecord): number {
  if (a.date !== b.date) {
    if (!a.date) return 1;
    if (!b.date) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return a.title.localeCompare(b.title, 'en') || a.id.localeCompare(b.id);
}

/** Newest first (by `date`, then by title and id). */
export function comparePosts(a: PostRecord, b: PostRecord): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.title.localeCompare(b.title, 'en') || a.id.localeCompare(b.id);
}

/** Minutes to read a Markdown text at 220 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 220));
}

/** Newest first: current positions (no end) first, then by end, then by start (dates as written). */
export function compareExperience(a: { start?: string; end?: string }, b: { start?: string; end?: string }): number {
  const end = (x: { end?: string }) => x.end ?? '9999';
  if (end(a) !== end(b)) return end(a) < end(b) ? 1 : -1;
  return (b.start ?? '').localeCompare(a.start ?? '');
}

const byDateDesc = <T extends { date?: string }>(list: readonly T[] | undefined): T[] =>
  [...(list ?? [])].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));

/** The entries of a portfolio in another language that fall back, marked with the language they are written in. */
function markFallbacks(data: PortfolioData): PortfolioData {
  const f = data.fallbacks;
  if (!f?.language) return data;
  const from = new Set([...f.projects.map((id) => `project:${id}`), ...f.posts.map((id) => `post:${id}`)]);
  const mark = <T extends { id: string }>(kind: string, e: T): T => (from.has(`${kind}:${e.id}`) ? { ...e, lang: f.language } : e);
  return {
    ...data,
    profile: data.profile && f.profile ? { ...data.profile, lang: f.language } : data.profile,
    projects: data.projects.map((p) => mark('project', p)),
    posts: data.posts?.map((p) => mark('post', p)),
  };
}

export function createPortfolio(source: PortfolioData): Portfolio {
  const data = markFallbacks(source);
  const projects = [...data.projects].sort(compareProjects);
  const byId = new Map(projects.map((p) => [p.id, p]));
  const byTag = new Map<string, ProjectRecord[]>();
  for (const p of projects) for (const t of p.tags) byTag.set(t, [...(byTag.get(t) ?? []), p]);
  const tags = [...byTag].map(([tag, list]) => ({ tag, count: list.length })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  const posts = [...(data.posts ?? [])].sort(comparePosts);
  const postById = new Map(posts.map((p) => [p.id, p]));
  const postsByTag = new Map<string, PostRecord[]>();
  for (const p of posts) for (const t of p.tags ?? []) postsByTag.set(t, [...(postsByTag.get(t) ?? []), p]);
  const tagPages = [...new Set([...byTag.keys(), ...postsByTag.keys()])]
    .sort()
    .map((tag) => ({ tag, projects: byTag.get(tag)?.length ?? 0, posts: postsByTag.get(tag)?.length ?? 0 }));
  const skills = data.skills;
  const categories = skills.map((s) => s.category);

  const career = data.career ?? {};
  const fallbacks = data.fallbacks ?? NO_FALLBACKS;
  const untranslated = { project: new Set(fallbacks.projects), post: new Set(fallbacks.posts) };
  return {
    lang: data.lang ?? DEFAULT_LANGUAGE,
    fallbacks,
    translated: (kind, id) => !untranslated[kind].has(id),
    profile: data.profile,
    projects,
    posts,
    skills,
    experience: [...(career.experience ?? [])].sort(compareExperience),
    career: {
      experience: [...(career.experience ?? [])].sort(compareExperience),
      education: [...(career.education ?? [])].sort((a, b) => compareExperience(a, b)),
      certificates: byDateDesc(career.certificates),
      publications: byDateDesc(career.publications),
      languages: [...(career.languages ?? [])],
      volunteer: [...(career.volunteer ?? [])].sort(compareExperience),
      awards: byDateDesc(career.awards),
      interests: [...(career.interests ?? [])],
      references: [...(career.references ?? [])],
    },
    services: data.services ?? {},
    categories,
    tags,
    tagPages,
    project: (id) => byId.get(id),
    post: (id) => postById.get(id),
    postsWithTag: (tag) => (tag === undefined ? [...posts] : [...(postsByTag.get(tag) ?? postsByTag.get(tagOf(tag)) ?? [])]),
    // A tag as written for people (`GitHub Actions`, `ETL`) finds the projects of its tag form.
    projectsWithTag: (tag) => (tag === undefined ? [...projects] : [...(byTag.get(tag) ?? byTag.get(tagOf(tag)) ?? [])]),
    skillsIn: (category) => {
      if (category === undefined || category === 'all') return [...skills];
      const one = skills.find((s) => s.category === category);
      return one ? [one] : undefined;
    },
  };
}

/** The portfolio data from a validated content directory (see ./content/load.ts and ./content/languages.ts). */
export function portfolioData(source: {
  lang?: string;
  fallbacks?: Fallbacks;
  profile: { data: ProfileFrontMatter; body: string } | null;
  projects: { id: string; data: ProjectFrontMatter; body: string }[];
  posts?: { id: string; data: PostFrontMatter; body: string }[];
  skills: SkillCategory[];
  career?: CareerFile;
  services?: ServicesFile;
}): PortfolioData {
  return {
    ...(source.lang ? { lang: source.lang } : {}),
    ...(source.fallbacks && source.fallbacks !== NO_FALLBACKS ? { fallbacks: source.fallbacks } : {}),
    profile: source.profile ? { ...source.profile.data, bio: source.profile.body } : null,
    projects: source.projects.map((p) => ({ ...p.data, id: p.id, writeup: p.body })),
    // Drafts stop here: nothing downstream (pages, API, feeds, sitemap, llms.txt, MCP) ever sees one.
    posts: (source.posts ?? []).filter((p) => !p.data.draft).map(({ id, data: { draft: _, ...data }, body }) => ({ ...data, id, body })),
    skills: source.skills.map((s) => ({ category: s.category, ...defined({ label: s.label, level: s.level }), skills: s.skills })),
    career: source.career ?? {},
    services: source.services ?? {},
  };
}

function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
