/**
 * The public views: the one place where private fields (profile `contact`, project
 * `architecture`, skill `level` and `years`, the career's `references`) are removed. Every public surface goes through
 * these functions. Fields are copied by allow-list, so a new private field stays private.
 */
import { readingMinutes, type Portfolio, type PostRecord, type ProfileRecord, type ProjectRecord, type SkillCategory } from './portfolio.ts';
import type { Price, Service } from './schema/career.ts';
import type { CareerView, PostDetail, PostSummary, ProjectDetail, ProjectSummary, PublicProfile, PublicServices, SkillNames } from './schema/public.ts';
import type { Urls } from './urls.ts';

export function publicProfile(p: ProfileRecord): PublicProfile {
  const { name, role, pitch, location, countryCode, email, website, github, linkedin, profiles, bio, lang } = p;
  // The built portrait; else a portrait hosted elsewhere (profile.md `portraitUrl`), as it is.
  const image = p.image ?? (p.portraitUrl ? { url: p.portraitUrl, alt: `Portrait of ${name}` } : undefined);
  return {
    name,
    ...defined({ role, pitch, location, countryCode, email, website, github, linkedin }),
    ...(profiles?.length ? { profiles: profiles.map((x) => ({ ...x })) } : {}),
    ...(image ? { image: { ...image } } : {}),
    bio,
    ...defined({ lang }),
  };
}

/** Role and location as one line, for example "Data Engineer · Lisbon, Portugal" (either may be absent). */
export function profileHeadline(p: { role?: string; location?: string }, separator = ' · '): string {
  return [p.role, p.location].filter(Boolean).join(separator);
}

/** Experience, education, certificates, publications, languages, volunteering, awards and interests: all public. References are private (see `dossierView`). */
export function careerView(portfolio: Portfolio): CareerView {
  const { experience, education, certificates, publications, languages, volunteer, awards, interests } = portfolio.career;
  return structuredClone({ experience, education, certificates, publications, languages, volunteer, awards, interests });
}

/** The skill categories as people read them: display name, public level, skill names (levels and years of skills are private). */
export function skillGroups(categories: readonly SkillCategory[]): { category: string; label: string; level?: string; skills: string[] }[] {
  return categories.map((c) => ({
    category: c.category,
    label: c.label ?? skillCategoryLabel(c.category),
    ...defined({ level: c.level }),
    skills: c.skills.map((s) => s.name),
  }));
}

/**
 * How a skill group of `skillGroups` reads on a page (home, resume): the label with its level, then
 * the skills. A group whose one skill is the group itself (an imported JSON Resume skill without
 * keywords gives `Incident command: [Incident command]`) shows its level there instead, rather
 * than the name twice.
 */
export function skillGroupDisplay(g: { label: string; level?: string; skills: readonly string[] }): { level?: string; text: string } {
  const solo = g.skills.length === 1 && g.skills[0]!.trim().toLowerCase() === g.label.trim().toLowerCase();
  if (solo && g.level) return { text: g.level };
  return { ...defined({ level: g.level }), text: g.skills.join(', ') };
}

/**
 * A skill category as people read it: `ai` -> `AI`, `data_platforms` -> `Data platforms`.
 * Categories are identifiers (lowercase, `-` or `_`); short ones are taken as acronyms.
 */
export function skillCategoryLabel(category: string): string {
  const words = category.split(/[-_]+/).filter(Boolean);
  if (words.length === 1 && words[0]!.length <= 3) return words[0]!.toUpperCase();
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A price as the public sees it: a private amount becomes "on request". */
function publicPrice(price: Price): PublicServices['services'][number]['price'] {
  if (price === 'on request' || price.private) return 'on request';
  const { amount, currency, unit } = price;
  return { amount, currency, unit };
}

/** The services and availability, private amounts replaced by "on request". */
export function publicServices(portfolio: Portfolio): PublicServices {
  const { services = [], availability } = portfolio.services;
  return {
    services: services.map((s: Service) => ({
      name: s.name,
      description: s.description,
      ...(s.price ? { price: publicPrice(s.price) } : {}),
      ...(s.keywords ? { keywords: [...s.keywords] } : {}),
    })),
    ...(availability ? { availability: structuredClone(availability) } : {}),
  };
}

export function projectSummary(p: ProjectRecord, urls: Urls): ProjectSummary {
  const { id, title, description, tags, keywords, url, roles, entity, type, start, date, highlights, lang } = p;
  return {
    id,
    title,
    description,
    tags: [...tags],
    ...(keywords?.length ? { keywords: [...keywords] } : {}),
    ...defined({ url }),
    ...(roles?.length ? { roles: [...roles] } : {}),
    ...defined({ entity, type, start, date }),
    ...(highlights?.length ? { highlights: [...highlights] } : {}),
    featured: p.featured ?? false,
    links: { self: urls.projectApi(id), html: urls.projectPage(id) },
    ...defined({ lang }),
  };
}

export function projectDetail(p: ProjectRecord, urls: Urls): ProjectDetail {
  return { ...projectSummary(p, urls), writeup: p.writeup };
}

/** A published post as listed (the cover stays on the website). */
export function postSummary(p: PostRecord, urls: Urls): PostSummary {
  const { id, title, description, date, updated, tags, canonical, lang } = p;
  return {
    id,
    title,
    description,
    date,
    ...defined({ updated }),
    tags: [...(tags ?? [])],
    readingMinutes: readingMinutes(p.body),
    ...defined({ canonical }),
    links: { self: urls.postApi(id), html: urls.postPage(id) },
    ...defined({ lang }),
  };
}

export function postDetail(p: PostRecord, urls: Urls): PostDetail {
  return { ...postSummary(p, urls), body: p.body };
}

export function skillNames(categories: readonly SkillCategory[]): SkillNames {
  return Object.fromEntries(categories.map((c) => [c.category, c.skills.map((s) => s.name)]));
}

/** All public text of the portfolio, for checks that nothing private leaks. */
export function publicPortfolio(portfolio: Portfolio, urls: Urls) {
  return {
    profile: portfolio.profile ? publicProfile(portfolio.profile) : null,
    projects: portfolio.projects.map((p) => projectDetail(p, urls)),
    posts: portfolio.posts.map((p) => postDetail(p, urls)),
    skills: skillNames(portfolio.skills),
    skillGroups: skillGroups(portfolio.skills),
    career: careerView(portfolio),
    services: publicServices(portfolio),
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

/** `contact:read`: every service with its price as written, private amounts included. */
export function ratesView(portfolio: Portfolio) {
  return (portfolio.services.services ?? []).map((s) => ({ name: s.name, ...(s.price ? { price: structuredClone(s.price) } : {}) }));
}

/** `projects:read`: a project's private architecture notes (Markdown). */
export function architectureView(p: ProjectRecord) {
  return p.architecture === undefined ? undefined : { id: p.id, title: p.title, architecture: p.architecture };
}

/** `skills:read`: every skill with its private evaluation. */
export function skillEvaluations(categories: readonly SkillCategory[]) {
  return Object.fromEntries(categories.map((c) => [c.category, c.skills.map(({ name, level, years }) => ({ name, ...defined({ level, years }) }))]));
}

/** `portfolio:read`: everything public plus the evaluations, the architecture notes and the references. */
export function dossierView(portfolio: Portfolio, urls: Urls) {
  return {
    profile: portfolio.profile ? publicProfile(portfolio.profile) : null,
    projects: portfolio.projects.map((p) => ({ ...projectDetail(p, urls), ...defined({ architecture: p.architecture }) })),
    skills: skillEvaluations(portfolio.skills),
    references: structuredClone(portfolio.career.references),
  };
}

/**
 * The dates a project page shows: a span from `start` to `date` (or from `start` on, while it
 * runs), else the one date. A project that started and ended the same day (JSON Resume often gives
 * both dates) has one date, not "From Aug 24, 2016 to Aug 24, 2016".
 */
export function projectDates(p: { start?: string; date?: string }): { from: string; to?: string } | { on: string } | undefined {
  if (p.start && p.start !== p.date) return p.date ? { from: p.start, to: p.date } : { from: p.start };
  const on = p.date ?? p.start;
  return on ? { on } : undefined;
}

/**
 * The one line under the name on the home page: `pitch`, else the bio's first sentence (its
 * Markdown reduced to text: links to their words, emphasis and code marks dropped), at most 200
 * characters; undefined when neither gives one.
 */
export function profilePitch(p: { pitch?: string; bio?: string }): string | undefined {
  if (p.pitch) return p.pitch;
  const paragraph = (p.bio ?? '')
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .find((s) => s && !/^(#|!\[|```|<|[-*+] |\d+\. |>)/.test(s));
  if (!paragraph) return undefined;
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.+?[.!?](?=\s+\p{Lu}|$)/u.exec(text)?.[0] ?? text;
  return sentence.length <= 200 ? sentence : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of one HTML character reference (`&amp;`, `&#8217;`, `&#x2019;`), or undefined. */
function entityText(ref: string): string | undefined {
  const m = /^&(#x[0-9a-f]+|#\d+|[a-z]+);/i.exec(ref);
  if (!m) return undefined;
  const name = m[1]!;
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return ENTITIES[name.toLowerCase()];
}

/**
 * The rendered bio without the sentence the home page's hero already shows (`profilePitch`), so
 * the About section below it does not say it twice: the first paragraph whose text begins with
 * `lead` loses that sentence, or goes when it was all the paragraph said. The paragraph's markup
 * (links, emphasis) is kept; when the sentence ends inside an element, or no paragraph begins
 * with it, the bio is returned as it is.
 */
export function bioWithoutLead(html: string, lead: string): string {
  // The rendered text has Markdown's typographic quotes, dashes and ellipses (smartypants).
  const fold = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  const target = fold(
    lead
      .replace(/---/g, '—')
      .replace(/--/g, '–')
      .replace(/\.\.\./g, '…'),
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (!target) return html;
  for (const open of html.matchAll(/<p\b[^>]*>/gi)) {
    const start = open.index + open[0].length;
    let i = start;
    let matched = 0;
    let depth = 0;
    let mismatch = false;
    while (matched < target.length && i < html.length) {
      const c = html[i]!;
      if (c === '<') {
        const end = html.indexOf('>', i);
        if (end < 0) return html;
        const tag = html.slice(i, end + 1);
        if (/^<\/p\s*>/i.test(tag)) break;
        if (/^<\//.test(tag)) depth--;
        else if (!/\/>$|^<(br|img|wbr)\b/i.test(tag)) depth++;
        i = end + 1;
        continue;
      }
      let text = c;
      let size = 1;
      if (c === '&') {
        const ref = /^&[#a-z0-9]+;/i.exec(html.slice(i, i + 12))?.[0];
        const decoded = ref ? entityText(ref) : undefined;
        if (ref && decoded !== undefined) [text, size] = [decoded, ref.length];
      }
      if (/\s/.test(text)) {
        // Runs of white space count as one space; white space at the start is not text.
        if (matched > 0 && target[matched] === ' ') matched++;
        else if (matched > 0 && target[matched - 1] !== ' ') {
          mismatch = true;
          break;
        }
        i += size;
        continue;
      }
      if (target[matched] !== fold(text)) {
        mismatch = true;
        break;
      }
      matched++;
      i += size;
    }
    if (mismatch || matched < target.length) continue;
    // The sentence ends inside a link or emphasis: cutting there would break the markup.
    if (depth !== 0) return html;
    const rest = /^\s*/.exec(html.slice(i))![0].length + i;
    const close = /^<\/p\s*>/i.exec(html.slice(rest));
    if (close) return (html.slice(0, open.index) + html.slice(rest + close[0].length)).replace(/^\s+/, '');
    return html.slice(0, start) + html.slice(rest);
  }
  return html;
}

/** Whether a project's link is its source repository (a code forge) or a website. */
export function projectLinkKind(url: string): 'repository' | 'website' {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'website';
  }
  const forges = ['github.com', 'gitlab.com', 'codeberg.org', 'bitbucket.org', 'sr.ht', 'gitea.com', 'sourceforge.net'];
  // github.io and gitlab.io are pages sites, not repositories; git.sr.ht and hg.sr.ht are.
  return forges.some((f) => host === f || (f === 'sr.ht' && host.endsWith('.sr.ht'))) ? 'repository' : 'website';
}

/** A project's link as the agent-facing documents write it (English): `Repository: <url>` or `Website: <url>`. */
export function projectLinkLine(url: string): string {
  return `${projectLinkKind(url) === 'repository' ? 'Repository' : 'Website'}: ${url}`;
}

/**
 * Which of the resume's last sections have entries, as the selector of its heading
 * (`resume.more`): `certificates`, `certificates_languages`, …; `other` when all three do.
 */
export function resumeMoreSections(c: { certificates: readonly unknown[]; publications: readonly unknown[]; languages: readonly unknown[] }): string {
  const names = (['certificates', 'publications', 'languages'] as const).filter((k) => c[k].length > 0);
  return names.length === 3 || names.length === 0 ? 'other' : names.join('_');
}
