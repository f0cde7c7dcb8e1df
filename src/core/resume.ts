/**
 * The portfolio as a JSON Resume document (https://jsonresume.org/schema, draft-07 schema in
 * tests/fixtures/jsonresume/). Pure, and built only from the public views, so nothing private
 * (contact details, street address, architecture notes, skill levels and years, private rates)
 * can reach it.
 *
 * Mapping (./import.ts is its inverse):
 * - profile -> `basics` (role as `label`, the published portrait's URL as `image`, website as `url`, bio as `summary`, `location` with
 *   `city`, `region` and `countryCode`, GitHub, LinkedIn and the other profiles in `profiles`);
 * - career.yaml -> `work`, `education`, `certificates`, `publications` (talks with
 *   `type: "talk"`), `languages`;
 * - every project -> `projects` with `startDate`, `endDate`, `url` (the repository, when there
 *   is one), `keywords` (the tags) and `highlights`;
 * - every skill category -> `skills` with the skill names as `keywords` (levels are private).
 *
 * The schema allows more members than it names; the export uses that for what it cannot carry
 * otherwise, so that an import of the export gives back the content: `projects[].id`,
 * `projects[].featured`, `projects[].writeup`, `work[].projects` (project ids) and
 * `skills[].id` (the category's name in skills.yaml).
 */
import type { Portfolio } from './portfolio.ts';
import type { Urls } from './urls.ts';
import { careerView, projectDetail, publicProfile, skillNames } from './views.ts';

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
  publications: { name: string; type?: 'talk'; publisher?: string; releaseDate?: string; url?: string; summary?: string }[];
  languages: { language: string; fluency?: string }[];
  projects: {
    id: string;
    name: string;
    description: string;
    keywords: string[];
    url?: string;
    startDate?: string;
    endDate?: string;
    highlights?: string[];
    featured?: boolean;
    writeup?: string;
  }[];
  skills: { id: string; name: string; keywords: string[] }[];
  meta: { canonical: string };
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

/** The English name of a country code: `SE` -> `Sweden`. */
export function countryName(code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `Stockholm, Sweden` with `SE` -> city Stockholm, countryCode SE; `Austin, Texas, United States`
 * with `US` -> city Austin, region Texas, countryCode US. Without a country code the parts after
 * the city are the region.
 */
export function splitLocation(location: string | undefined, countryCode: string | undefined): JsonResumeLocation | undefined {
  if (!location && !countryCode) return undefined;
  const parts = (location ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const country = countryCode ? countryName(countryCode) : undefined;
  if (country && parts.length > 1 && parts.at(-1)!.toLowerCase() === country.toLowerCase()) parts.pop();
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
  const location = profile ? splitLocation(profile.location, profile.countryCode) : undefined;

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
      ...defined({ url: e.url, location: e.location }),
      startDate: e.start,
      ...defined({ endDate: e.end, summary: e.summary, highlights: nonEmpty(e.highlights), projects: nonEmpty(e.projects) }),
    })),
    education: career.education.map((e) => ({
      institution: e.institution,
      ...defined({ url: e.url, area: e.area, studyType: e.degree, startDate: e.start, endDate: e.end, score: e.score, courses: nonEmpty(e.courses) }),
    })),
    certificates: career.certificates.map((c) => ({ name: c.name, ...defined({ issuer: c.issuer, date: c.date, url: c.url }) })),
    publications: career.publications.map((p) => ({
      name: p.name,
      ...(p.kind === 'talk' ? { type: 'talk' as const } : {}),
      ...defined({ publisher: p.publisher, releaseDate: p.date, url: p.url, summary: p.summary }),
    })),
    languages: career.languages.map((l) => ({ language: l.language, ...defined({ fluency: l.fluency }) })),
    projects: portfolio.projects.map((record) => {
      const p = projectDetail(record, urls);
      return {
        id: p.id,
        name: p.title,
        description: p.description,
        keywords: p.tags,
        // The repository; a project without one has no url (its page on this site is not the
        // project's own link, and an import would take it for one).
        ...defined({ url: p.url }),
        ...defined({ startDate: p.start, endDate: p.date, highlights: nonEmpty(p.highlights) }),
        ...(p.featured ? { featured: true } : {}),
        ...(p.writeup ? { writeup: p.writeup } : {}),
      };
    }),
    skills: Object.entries(skillNames(portfolio.skills)).map(([category, names]) => ({
      id: category,
      name: skillCategoryLabel(category),
      keywords: names,
    })),
    meta: { canonical: urls.abs('/v1/resume') },
  };
}

function withUsername(url: string): { username?: string } {
  const name = username(url);
  return name ? { username: name } : {};
}
