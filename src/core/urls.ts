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
    projectPage: (id) => abs(`/projects/${encodeURIComponent(id)}`),
    projectApi: (id) => abs(`/v1/projects/${encodeURIComponent(id)}`),
    problemType: (slug) => `${abs('/errors')}#${slug}`,
  };
}
