/**
 * The portfolio as a JSON Resume document (https://jsonresume.org/schema, draft-07 schema in
 * ../shared/schemas/jsonresume/). Pure, and built only from the public views, so nothing
 * private (contact details, architecture notes, skill levels and years) can reach it.
 *
 * Mapping: the profile becomes `basics` (with `profiles` for GitHub and LinkedIn), every
 * project becomes a `projects` entry whose `keywords` are its tags, every skill category a
 * `skills` entry whose `keywords` are the skill names. JSON Resume's own `skills[].level` is
 * left out on purpose: the content's levels are private.
 */
import type { Portfolio } from './portfolio.ts';
import type { Urls } from './urls.ts';
import { projectSummary, publicProfile, skillNames } from './views.ts';

/** The schema the document declares in `$schema` (the conventional JSON Resume URL). */
export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface JsonResumeProfile {
  network: string;
  username?: string;
  url: string;
}

export interface JsonResume {
  $schema: string;
  basics?: {
    name: string;
    label: string;
    email: string;
    url: string;
    summary: string;
    location: { city: string; region?: string };
    profiles: JsonResumeProfile[];
  };
  projects: {
    name: string;
    description: string;
    keywords: string[];
    url: string;
    endDate?: string;
  }[];
  skills: { name: string; keywords: string[] }[];
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

/** The last path segment of a profile URL: `https://github.com/ada/` -> `ada`. */
function username(url: string): string | undefined {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return segments.at(-1);
}

export function toJsonResume(portfolio: Portfolio, urls: Urls): JsonResume {
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const [city, ...region] = (profile?.location ?? '').split(',').map((s) => s.trim());
  const profiles: JsonResumeProfile[] = [];
  if (profile?.github) profiles.push({ network: 'GitHub', ...withUsername(profile.github), url: profile.github });
  if (profile?.linkedin) profiles.push({ network: 'LinkedIn', ...withUsername(profile.linkedin), url: profile.linkedin });

  return {
    $schema: JSON_RESUME_SCHEMA,
    ...(profile
      ? {
          basics: {
            name: profile.name,
            label: profile.role,
            email: profile.email,
            url: profile.website ?? urls.abs('/'),
            summary: profile.bio.trim(),
            location: { city: city ?? profile.location, ...(region.length ? { region: region.join(', ') } : {}) },
            profiles,
          },
        }
      : {}),
    projects: portfolio.projects.map((record) => {
      const p = projectSummary(record, urls);
      return {
        name: p.title,
        description: p.description,
        keywords: p.tags,
        // The repository when there is one, else the project's page on this site.
        url: p.url ?? p.links.html,
        // The content's date is when the project was done or last shipped.
        ...(p.date ? { endDate: p.date } : {}),
      };
    }),
    skills: Object.entries(skillNames(portfolio.skills)).map(([category, names]) => ({
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
