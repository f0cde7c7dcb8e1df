/**
 * The portfolio as a JSON Resume document (https://jsonresume.org/schema, draft-07 schema in
 * tests/fixtures/jsonresume/). Pure, and built only from the public views, so nothing private
 * (contact details, street address, architecture notes, skill levels and years, private rates)
 * can reach it.
 *
 * Mapping (./import.ts is its inverse):
 * - profile -> `basics` (role as `label`, the published portrait's URL as `image`, website as `url`, bio as `summary`, `location` with
 *   `city`, `region` and `countryCode`, GitHub, LinkedIn and the other profiles in `profiles`);
 * - career.yaml -> `work` (with the organisation's `description`), `education`, `certificates`,
 *   `publications` (talks with `type: "talk"`), `languages`, `volunteer`, `awards`,
 *   `interests`; the `references` are private (third-party personal data) and never exported;
 * - every published post (drafts never reach the model) -> `publications`, after the career's,
 *   with `type: "post"` and its `id`: the title as `name`, the description as `summary`, the date
 *   as `releaseDate`, the post's page as `url` and the site's host as `publisher` (a cross-posted
 *   post: its `canonical` URL and that URL's host). An import skips them (./import/career.ts):
 *   posts stay in `posts/`, they never become career publications;
 * - every project -> `projects` with `startDate`, `endDate`, `url` (the repository, when there
 *   is one), `keywords` (the tags as written for people: `keywords` when given, else the tags),
 *   `highlights`, `roles`, `entity` and `type`;
 * - every skill category -> `skills` with its display name, its public `level` and the skill
 *   names as `keywords` (the levels and years of single skills are private).
 *
 * The schema allows more members than it names; the export uses that for what it cannot carry
 * otherwise, so that an import of the export gives back the content: `projects[].id`,
 * `projects[].featured`, `projects[].writeup`, `work[].projects` (project ids) and
 * `skills[].id` (the category's name in skills.yaml).
 */
import type { Portfolio, PostRecord } from './portfolio.ts';
import type { Urls } from './urls.ts';
import { careerView, projectDetail, publicProfile, skillGroups } from './views.ts';
import { url } from '../catalogue/paths.ts';
import { displayNames } from './i18n/intl-cache.ts';

/** The schema the document declares in `$schema` (the conventional JSON Resume URL). */
export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface JsonResumeProfile {
  network: string;
  username?: string;
  url: string;
}

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface JsonResume {
  $schema: string;
  basics?: {
    name: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url: string;
    summary: string;
    location?: JsonResumeLocation;
    profiles: JsonResumeProfile[];
  };
  work: {
    name: string;
    position: string;
    url?: string;
    description?: string;
    location?: string;
    startDate: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    projects?: string[];
  }[];
  education: {
    institution: string;
    url?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
  }[];
  certificates: { name: string; issuer?: string; date?: string; url?: string }[];
  publications: { name: string; type?: 'talk' | 'post'; id?: string; publisher?: string; releaseDate?: string; url?: string; summary?: string }[];
  languages: { language: string; fluency?: string }[];
  volunteer: {
    organization: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  awards: { title: string; date?: string; awarder?: string; summary?: string }[];
  interests: { name: string; keywords?: string[] }[];
  projects: {
    id: string;
    name: string;
    description: string;
    keywords: string[];
    url?: string;
    roles?: string[];
    entity?: string;
    type?: string;
    startDate?: string;
    endDate?: string;
    highlights?: string[];
    featured?: boolean;
    writeup?: string;
  }[];
  skills: { id: string; name: string; level?: string; keywords: string[] }[];
  meta: { canonical: string };
}

/** The name of a country code in a language (English by default): `SE` -> `Sweden`; (`DE`, `de`) -> `Deutschland`. */
export function countryName(code: string, lang = 'en'): string | undefined {
  try {
    const name = displayNames(lang, { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `Stockholm, Sweden` with `SE` -> city Stockholm, countryCode SE; `Austin, Texas, United States`
 * with `US` -> city Austin, region Texas, countryCode US. Without a country code the parts after
 * the city are the region. The country is recognised in English and in `lang`, the language the
 * location is written in (`Leipzig, Deutschland` with `DE` in German).
 */
export function splitLocation(location: string | undefined, countryCode: string | undefined, lang = 'en'): JsonResumeLocation | undefined {
  if (!location && !countryCode) return undefined;
  const parts = (location ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = countryCode ? [countryName(countryCode), countryName(countryCode, lang)].filter((n) => n !== undefined) : [];
  if (parts.length > 1 && names.some((n) => parts.at(-1)!.toLowerCase() === n.toLowerCase())) parts.pop();
  const [city, ...region] = parts;
  return { ...(city ? { city } : {}), ...(region.length ? { region: region.join(', ') } : {}), ...(countryCode ? { countryCode } : {}) };
}

/** The last path segment of a profile URL: `https://github.com/ada/` -> `ada`. */
function username(url: string): string | undefined {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return segments.at(-1);
}

const defined = <T extends Record<string, unknown>>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
const nonEmpty = <T>(list: readonly T[] | undefined): T[] | undefined => (list?.length ? [...list] : undefined);

export function toJsonResume(portfolio: Portfolio, urls: Urls): JsonResume {
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const profiles: JsonResumeProfile[] = [];
  if (profile?.github) profiles.push({ network: 'GitHub', ...withUsername(profile.github), url: profile.github });
  if (profile?.linkedin) profiles.push({ network: 'LinkedIn', ...withUsername(profile.linkedin), url: profile.linkedin });
  for (const p of profile?.profiles ?? []) profiles.push({ ...p });
  const career = careerView(portfolio);
  const location = profile ? splitLocation(profile.location, profile.countryCode, profile.lang ?? portfolio.lang) : undefined;

  return {
    $schema: JSON_RESUME_SCHEMA,
    ...(profile
      ? {
          basics: {
            name: profile.name,
            ...defined({ label: profile.role, image: profile.image?.url, email: profile.email }),
            url: profile.website ?? urls.abs('/'),
            summary: profile.bio.trim(),
            ...(location ? { location } : {}),
            profiles,
          },
        }
      : {}),
    work: career.experience.map((e) => ({
      name: e.organisation,
      position: e.role,
      ...defined({ url: e.url, description: e.description, location: e.location }),
      startDate: e.start,
      ...defined({ endDate: e.end, summary: e.summary, highlights: nonEmpty(e.highlights), projects: nonEmpty(e.projects) }),
    })),
    education: career.education.map((e) => ({
      institution: e.institution,
      ...defined({ url: e.url, area: e.area, studyType: e.degree, startDate: e.start, endDate: e.end, score: e.score, courses: nonEmpty(e.courses) }),
    })),
    certificates: career.certificates.map((c) => ({ name: c.name, ...defined({ issuer: c.issuer, date: c.date, url: c.url }) })),
    publications: [
      ...career.publications.map((p) => ({
        name: p.name,
        ...(p.kind === 'talk' ? { type: 'talk' as const } : {}),
        ...defined({ publisher: p.publisher, releaseDate: p.date, url: p.url, summary: p.summary }),
      })),
      ...portfolio.posts.map((p) => postPublication(p, urls)),
    ],
    languages: career.languages.map((l) => ({ language: l.language, ...defined({ fluency: l.fluency }) })),
    volunteer: career.volunteer.map((v) => ({
      organization: v.organisation,
      ...defined({ position: v.role, url: v.url, startDate: v.start, endDate: v.end, summary: v.summary, highlights: nonEmpty(v.highlights) }),
    })),
    awards: career.awards.map((a) => ({ title: a.title, ...defined({ date: a.date, awarder: a.awarder, summary: a.summary }) })),
    interests: career.interests.map((i) => ({ name: i.name, ...defined({ keywords: nonEmpty(i.keywords) }) })),
    projects: portfolio.projects.map((record) => {
      const p = projectDetail(record, urls);
      return {
        id: p.id,
        name: p.title,
        description: p.description,
        keywords: p.keywords ?? p.tags,
        // The repository; a project without one has no url (its page on this site is not the
        // project's own link, and an import would take it for one).
        ...defined({ url: p.url, roles: nonEmpty(p.roles), entity: p.entity, type: p.type }),
        ...defined({ startDate: p.start, endDate: p.date, highlights: nonEmpty(p.highlights) }),
        ...(p.featured ? { featured: true } : {}),
        ...(p.writeup ? { writeup: p.writeup } : {}),
      };
    }),
    skills: skillGroups(portfolio.skills).map((g) => ({ id: g.category, name: g.label, ...defined({ level: g.level }), keywords: g.skills })),
    meta: { canonical: urls.resource(url('getResume')) },
  };
}

/** A published post as a JSON Resume publication (`type: "post"`, which an import skips). */
export function postPublication(post: PostRecord, urls: Urls): JsonResume['publications'][number] {
  const url = post.canonical ?? urls.postPage(post.id);
  return { name: post.title, type: 'post', id: post.id, publisher: new URL(url).host, releaseDate: post.date, url, summary: post.description };
}

function withUsername(url: string): { username?: string } {
  const name = username(url);
  return name ? { username: name } : {};
}
