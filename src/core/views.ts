/**
 * The public views: the one place where private fields (profile `contact`, project
 * `architecture`, skill `level` and `years`) are removed. Every public surface goes through
 * these functions. Fields are copied by allow-list, so a new private field stays private.
 */
import type { Portfolio, ProfileRecord, ProjectRecord, SkillCategory } from './portfolio.ts';
import type { ProjectDetail, ProjectSummary, PublicProfile, SkillNames } from './schema/public.ts';
import type { Urls } from './urls.ts';

export function publicProfile(p: ProfileRecord): PublicProfile {
  const { name, role, location, email, website, github, linkedin, bio } = p;
  return { name, role, location, email, ...defined({ website, github, linkedin }), bio };
}

export function projectSummary(p: ProjectRecord, urls: Urls): ProjectSummary {
  const { id, title, description, tags, url, date } = p;
  return {
    id,
    title,
    description,
    tags: [...tags],
    ...defined({ url, date }),
    featured: p.featured ?? false,
    links: { self: urls.projectApi(id), html: urls.projectPage(id) },
  };
}

export function projectDetail(p: ProjectRecord, urls: Urls): ProjectDetail {
  return { ...projectSummary(p, urls), writeup: p.writeup };
}

export function skillNames(categories: readonly SkillCategory[]): SkillNames {
  return Object.fromEntries(categories.map((c) => [c.category, c.skills.map((s) => s.name)]));
}

/** All public text of the portfolio, for checks that nothing private leaks. */
export function publicPortfolio(portfolio: Portfolio, urls: Urls) {
  return {
    profile: portfolio.profile ? publicProfile(portfolio.profile) : null,
    projects: portfolio.projects.map((p) => projectDetail(p, urls)),
    skills: skillNames(portfolio.skills),
  };
}

function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// ---- Scoped views: private data, only for a principal holding the named scope ------------------

/** `contact:read`: the private contact block. */
export function contactView(p: ProfileRecord) {
  return { ...(p.contact ?? {}) };
}

/** `projects:read`: a project's private architecture notes (Markdown). */
export function architectureView(p: ProjectRecord) {
  return p.architecture === undefined ? undefined : { id: p.id, title: p.title, architecture: p.architecture };
}

/** `skills:read`: every skill with its private evaluation. */
export function skillEvaluations(categories: readonly SkillCategory[]) {
  return Object.fromEntries(categories.map((c) => [c.category, c.skills.map(({ name, level, years }) => ({ name, ...defined({ level, years }) }))]));
}

/** `portfolio:read`: everything public plus the evaluations and the architecture notes. */
export function dossierView(portfolio: Portfolio, urls: Urls) {
  return {
    profile: portfolio.profile ? publicProfile(portfolio.profile) : null,
    projects: portfolio.projects.map((p) => ({ ...projectDetail(p, urls), ...defined({ architecture: p.architecture }) })),
    skills: skillEvaluations(portfolio.skills),
  };
}
