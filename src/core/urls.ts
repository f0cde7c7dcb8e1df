/**
 * Every URL the project emits is built here, from the public origin (`SITE_URL`) and Astro's
 * `base`, so that the site also works under a sub-path. Pure: the caller passes the values.
 */
export interface Urls {
  /** The origin without trailing slash, for example `https://ada.dev`. */
  readonly origin: string;
  /** The base path with leading and trailing slash, for example `/` or `/portfolio/`. */
  readonly base: string;
  /** A site-relative path for links: `path('/projects')` -> `/portfolio/projects`. */
  path(path: string): string;
  /** The absolute URL of a path: `abs('/v1/projects')` -> `https://ada.dev/v1/projects`. */
  abs(path: string): string;
  /** The human page of a project. */
  projectPage(id: string): string;
  /** The API resource of a project. */
  projectApi(id: string): string;
  /** The documentation anchor of a problem type. */
  problemType(slug: string): string;
}

/**
 * The site-relative paths of the things that have one page or resource per item, before Astro's
 * `base`: the one place these URL shapes are written (pages, sitemap, social cards, API links).
 */
export const projectPagePath = (id: string) => `/projects/${encodeURIComponent(id)}`;
export const projectApiPath = (id: string) => `/v1/projects/${encodeURIComponent(id)}`;
/** Tags may hold `+`, `#` and `.` (`c++`, `c#`, `node.js`): only `#` needs escaping in a path. */
export const tagPagePath = (tag: string) => `/projects/tags/${tag.replace(/#/g, '%23')}`;

export function createUrls(site: string, base = '/'): Urls {
  const url = new URL(site);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must be http(s): ${site}`);
  const origin = url.origin;
  const normalisedBase = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const path = (p: string) => {
    const clean = p.replace(/^\/+/, '');
    const joined = normalisedBase + clean;
    return joined.length > 1 ? joined.replace(/\/$/, '') || '/' : joined;
  };
  const abs = (p: string) => origin + path(p);
  return {
    origin,
    base: normalisedBase,
    path,
    abs,
    projectPage: (id) => abs(projectPagePath(id)),
    projectApi: (id) => abs(projectApiPath(id)),
    problemType: (slug) => `${abs('/errors')}#${slug}`,
  };
}
