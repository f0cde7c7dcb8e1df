/**
 * The absolute URLs of the site's paths, from the public origin (`SITE_URL`) and Astro's `base`, so
 * that the site also works under a sub-path. Pure: the caller passes the values. The paths
 * themselves come from the catalogue (`url()`, src/catalogue/paths.ts); tests/support/links.ts
 * checks that every link of a build names something.
 */
import { languagePath, queryString } from '../catalogue/encode.ts';
import { isLocalisedOperation, isLocalisedPath, url } from '../catalogue/paths.ts';

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
  /** The human page of a post. */
  postPage(id: string): string;
  /** The API resource of a post. */
  postApi(id: string): string;
  /** The documentation anchor of a problem type. */
  problemType(slug: string): string;
  /**
   * The origin of the Node server, which answers what files cannot (API queries, `/v1/ask`, the
   * auth endpoints, MCP, on-demand pages): the site's own origin, or API_ORIGIN for a static-only
   * site with an API server elsewhere. It is the OAuth issuer and the audience of its tokens.
   */
  readonly server: string;
  /** False for a static-only site without API_ORIGIN: nothing answers the dynamic paths, and the documents leave them out. */
  readonly dynamic: boolean;
  /** The absolute URL of a path the Node server answers: `api('/mcp')` -> `https://api.ada.dev/portfolio/mcp`. */
  api(path: string): string;
  /** An API resource the build also writes as a file: its URL at the server, or the `.json` file when there is none. */
  resource(path: string): string;
}

/** The URLs of one language of the site's (docs/languages.md), by base URLs. */
const inLanguage = new WeakMap<Urls, Map<string, Urls>>();

/**
 * The URLs as an answer in a language other than the default one names them: the pages every
 * language has (`abs('/services')`, projects, posts) under `/<lang>/`, the operations that answer
 * in the language asked for (`api('/v1/profile')`: `localised` in the catalogue) with `?lang=`
 * (where a server answers queries; a file is the default language's). Everything else is the same.
 */
export function languageUrls(urls: Urls, lang: string): Urls {
  let byLang = inLanguage.get(urls);
  if (!byLang) inLanguage.set(urls, (byLang = new Map()));
  let out = byLang.get(lang);
  if (!out) {
    // The pages of a language live under its tag in lower case (`/pt-br/projects`).
    const query = urls.dynamic ? queryString({ lang }) : '';
    out = {
      ...urls,
      abs: (path) => urls.abs(isLocalisedPath(path) ? languagePath(lang, path) : path),
      api: (path) => (query && isLocalisedOperation(path) ? urls.api(path) + (path.includes('?') ? `&${query.slice(1)}` : query) : urls.api(path)),
      projectPage: (id) => urls.abs(url('project', { params: { id }, lang })),
      postPage: (id) => urls.abs(url('post', { params: { id }, lang })),
      projectApi: (id) => urls.projectApi(id) + query,
      postApi: (id) => urls.postApi(id) + query,
    };
    byLang.set(lang, out);
  }
  return out;
}

/**
 * The site-relative paths of the things that have one page or resource per item, before Astro's
 * `base`: shorthands of the catalogue's `url()` (src/catalogue/paths.ts), where the shapes are written.
 */
export const projectPagePath = (id: string) => url('project', { params: { id } });
export const projectApiPath = (id: string) => url('getProject', { params: { id } });
export const postPagePath = (id: string) => url('post', { params: { id } });
export const postApiPath = (id: string) => url('getPost', { params: { id } });
/** The posts index: page 1 at `/posts`, then `/posts/2`, `/posts/3`... */
export const postsIndexPath = (page: number) => (page <= 1 ? url('posts') : url('postsPage', { params: { page } }));
/**
 * The 404 pages: `/404` (the default language) and `/<lang>/404` of each other language, each
 * served with status 404 for the unknown paths under its folder (`notFoundPrefix`), never as a page
 * of its own. `notFoundPrefix('/404')` is `''`, `notFoundPrefix('/de/404')` is `/de`; undefined for
 * any other path (`/projects/404` is a project).
 */
export function notFoundPrefix(path: string): string | undefined {
  // A language's folder is its tag in lower case (`/de`, `/pt-br`): never `/projects` or `/posts`.
  return /^((?:\/[a-z]{2,3}(?:-[a-z0-9]{1,8})*)?)\/404$/.exec(path)?.[1];
}

/** The 404 page's prefix for an unknown path: its first folder (`/de/nope` -> `/de`) where `prefixes` has it, else `''`. */
export function notFoundPrefixOf(path: string, prefixes: { has(prefix: string): boolean }): string {
  const folder = /^\/[^/]+(?=\/)/.exec(path)?.[0];
  return folder !== undefined && prefixes.has(folder) ? folder : '';
}

/** Tags hold lowercase letters, digits, `+` and `.` (`c++`, `node.js`: `tagOf` in schema/content.ts), which a path segment takes as they are. */
export const tagPagePath = (tag: string) => url('tag', { params: { tag } });

/**
 * `server`: the origin of the Node server when it is not the site's (API_ORIGIN), or null for a
 * static-only site without one; by default the site's own origin.
 */
export function createUrls(site: string, base = '/', server?: string | null): Urls {
  const siteUrl = new URL(site);
  if (siteUrl.protocol !== 'http:' && siteUrl.protocol !== 'https:') throw new Error(`SITE_URL must be http(s): ${site}`);
  const origin = siteUrl.origin;
  const normalisedBase = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const path = (p: string) => {
    const clean = p.replace(/^\/+/, '');
    const joined = normalisedBase + clean;
    return joined.length > 1 ? joined.replace(/\/$/, '') || '/' : joined;
  };
  const abs = (p: string) => origin + path(p);
  const serverOrigin = server ? new URL(server).origin : origin;
  const api = (p: string) => serverOrigin + path(p);
  return {
    origin,
    base: normalisedBase,
    path,
    abs,
    projectPage: (id) => abs(projectPagePath(id)),
    projectApi: (id) => (server === null ? `${abs(projectApiPath(id))}.json` : api(projectApiPath(id))),
    postPage: (id) => abs(postPagePath(id)),
    postApi: (id) => (server === null ? `${abs(postApiPath(id))}.json` : api(postApiPath(id))),
    problemType: (slug) => `${abs(url('errors'))}#${slug}`,
    server: serverOrigin,
    dynamic: server !== null,
    api,
    resource: (p) => (server === null ? `${abs(p)}.json` : api(p)),
  };
}
