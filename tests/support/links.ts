/**
 * A link checker over a build (tests/integration/links.test.ts, tests/deploy/base-path.test.ts):
 * every link of every page and every absolute URL of the site in the files agents read names a
 * file of the build, an on-demand page, MCP, or an operation of the API registry, under the base
 * path; a `tag` or `category` in a query must be one the portfolio has.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { url as catalogueUrl } from '../../src/catalogue/paths.ts';
import { hasApiRoute } from '../../src/http/router.ts';
import { MCP_PATH, SERVER_CARD_ALIAS_PATH, SERVER_CARD_PATH } from '../../src/mcp/identity.ts';
import type { Portfolio } from '../../src/core/portfolio.ts';
import type { Manifest } from '../../src/server/static-files.ts';

export interface LinkTarget {
  /** The site's origin (`https://ada.dev`). */
  origin: string;
  /** The base path (`/portfolio`), or ''. */
  base: string;
  manifest: Manifest;
  /** The tags of the projects and of the posts, and the skill categories: the values a `tag` or `category` query may take. */
  tags: { projects: ReadonlySet<string>; posts: ReadonlySet<string> };
  categories: ReadonlySet<string>;
  /** Paths outside the base that the server answers (the OAuth metadata at the origin's root). */
  outside?: { has(path: string): boolean };
  /** Absolute URLs that are identifiers, not links (the OAuth issuer). */
  identifiers?: ReadonlySet<string>;
}

/** The query values a portfolio answers: its projects' and posts' tags, its skill categories. */
export function queryValues(portfolio: Portfolio): Pick<LinkTarget, 'tags' | 'categories'> {
  return {
    tags: { projects: new Set(portfolio.tags.map((t) => t.tag)), posts: new Set(portfolio.posts.flatMap((p) => p.tags ?? [])) },
    categories: new Set(portfolio.categories),
  };
}

/** The test process's environment without Vite's variables (BASE_URL would override the build's base). */
export function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete env[name];
  return env;
}

/** The documents agents read, by their file's ending or name (pages are checked apart). */
const DOCUMENT = /\.(json|txt|md|xml)$|\/api-catalog$|\/llms(-full)?\.txt$/;

export function linkChecker(t: LinkTarget) {
  const seen: string[] = [];
  const patternOf = (p: string) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\*\\\*|\\\*/g, '.+')}$`);
  const pages = (t.manifest.pages ?? []).map(patternOf);

  /** What a path under the base names: a file of the build, an on-demand page, MCP, or an operation. */
  const answered = (inner: string) =>
    inner in t.manifest.routes ||
    pages.some((p) => p.test(inner)) ||
    [MCP_PATH, SERVER_CARD_PATH, SERVER_CARD_ALIAS_PATH].includes(inner) ||
    hasApiRoute(inner) ||
    inner === catalogueUrl('getApiIndex');

  /** Checks one link found on `from`; appends what is wrong to `problems`. */
  const url = (raw: string, from: string, problems: string[]) => {
    if (/^(mailto:|tel:|data:|javascript:|#)/.test(raw) || raw.includes('{')) return;
    if (t.identifiers?.has(raw)) return;
    const u = new URL(raw.replaceAll('&amp;', '&'), new URL(from, t.origin));
    if (u.origin !== t.origin) return;
    seen.push(u.href);
    if (t.outside?.has(u.pathname)) return;
    if (t.base && u.pathname !== t.base && !u.pathname.startsWith(`${t.base}/`)) {
      problems.push(`${from}: ${raw} does not carry ${t.base}`);
      return;
    }
    const inner = u.pathname.slice(t.base.length) || '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(inner);
    } catch {
      problems.push(`${from}: ${raw} has a broken %-encoding`);
      return;
    }
    if (!answered(decoded) && !answered(inner)) problems.push(`${from}: ${raw} names nothing`);
    const known = {
      tag: decoded.endsWith('/v1/posts') ? t.tags.posts : t.tags.projects,
      category: t.categories,
    };
    for (const name of ['tag', 'category'] as const) {
      const value = u.searchParams.get(name);
      if (value !== null && value !== 'all' && !known[name].has(value))
        problems.push(`${from}: ${raw} asks for the ${name} ${JSON.stringify(value)}, which the portfolio has not there`);
    }
  };

  return {
    url,
    /** Every URL the checker looked at (same origin), for the tests' own expectations. */
    seen,
    /** Every href, src, action and srcset of every HTML page of the build in `dist`. */
    pages(dist: string) {
      const problems: string[] = [];
      let links = 0;
      for (const [route, { file }] of Object.entries(t.manifest.routes)) {
        if (!file.endsWith('.html')) continue;
        const html = readFileSync(join(dist, 'client', file), 'utf8');
        const page = `${t.base}${route === '/' ? '/' : route}`;
        for (const m of html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)) {
          links++;
          url(m[1]!, page, problems);
        }
        for (const m of html.matchAll(/\ssrcset="([^"]*)"/g))
          for (const part of m[1]!.split(',')) {
            links++;
            url(part.trim().split(/\s+/)[0]!, page, problems);
          }
      }
      return { links, problems };
    },
    /** Every absolute URL of the site in the build's documents, and the site-relative targets of their Link headers. */
    documents(dist: string) {
      const problems: string[] = [];
      let links = 0;
      const absolute = new RegExp(`${t.origin.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}[^\\s"'<>)\\\\\`\\]]*`, 'g');
      for (const [route, { file, headers }] of Object.entries(t.manifest.routes)) {
        const texts = [headers.link ?? ''];
        if (DOCUMENT.test(file) || DOCUMENT.test(route)) texts.push(readFileSync(join(dist, 'client', file), 'utf8'));
        for (const text of texts)
          for (const m of text.matchAll(absolute)) {
            links++;
            url(m[0].replace(/[.,;:]+$/, ''), route, problems);
          }
        for (const m of (headers.link ?? '').matchAll(/<(\/[^>]*)>/g)) {
          links++;
          url(m[1]!, route, problems);
        }
      }
      return { links, problems };
    },
  };
}
