// A static-only host (GitHub Pages) plus, optionally, a Node server elsewhere: STATIC_ONLY=true,
// with and without API_ORIGIN, under a base path. Without an API server every link of every page
// names a file of the published folder (what a plain file host serves) and the dynamic features
// (the /ask page, filtered queries, WebMCP tools) are left out; with one, they point to it, and the
// Node server there answers them across origins.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/server/static-files.ts';
import { freePort } from '../support/ports.ts';
import { startReference } from './reference.ts';

const SITE = 'https://user.github.io/portfolio/';
const ORIGIN = 'https://user.github.io';
const BASE = '/portfolio';

/** The test process's environment without Vite's variables (BASE_URL would override the build's base). */
function buildEnv() {
  const env = { ...process.env };
  for (const name of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'API_ORIGIN'])
    delete env[name];
  return env;
}

function build(env: Record<string, string>): string {
  mkdirSync('dist-test', { recursive: true });
  const dist = mkdtempSync(join('dist-test', 'static-only-'));
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', dist], {
    env: { ...buildEnv(), ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${dist}-cache`, SITE_URL: SITE, STATIC_ONLY: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dist;
}

function remove(dist: string | undefined) {
  if (!dist) return;
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-cache`, { recursive: true, force: true });
}

/** The HTML pages of a build: URL under the base and text. */
function pages(dist: string): [string, string][] {
  const manifest = JSON.parse(readFileSync(join(dist, 'static-manifest.json'), 'utf8')) as Manifest;
  return Object.entries(manifest.routes)
    .filter(([, { file }]) => file.endsWith('.html'))
    .map(([url, { file }]) => [`${BASE}${url === '/' ? '/' : url}`, readFileSync(join(dist, 'client', file), 'utf8')]);
}

/** Every href, src, action and srcset URL of a page. */
function links(html: string): string[] {
  const out = [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => m[1]!);
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const part of m[1]!.split(',')) out.push(part.trim().split(/\s+/)[0]!);
  return out.filter((raw) => !/^(mailto:|tel:|data:|javascript:|#)/.test(raw)).map((raw) => raw.replaceAll('&amp;', '&'));
}

/** What a plain file host serves for a path under the base: the file, or the file with `.html` (GitHub Pages does both). */
function servedFile(dist: string, pathname: string): boolean {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return false;
  const inner = decodeURIComponent(pathname.slice(BASE.length)) || '/';
  const root = join(dist, 'client');
  if (inner === '/') return existsSync(join(root, 'index.html'));
  return existsSync(join(root, inner)) && !inner.endsWith('/') ? true : existsSync(join(root, `${inner}.html`));
}

describe('STATIC_ONLY=true without an API server', () => {
  let dist: string;
  beforeAll(() => {
    dist = build({});
  }, 240_000);
  afterAll(() => remove(dist));

  it('links only files that a plain file host serves, on every page', () => {
    const problems: string[] = [];
    let count = 0;
    for (const [page, html] of pages(dist)) {
      for (const raw of links(html)) {
        const url = new URL(raw, new URL(page, ORIGIN));
        if (url.origin !== ORIGIN) continue;
        count++;
        if (url.search) problems.push(`${page}: ${raw} has a query, which a file host ignores`);
        else if (!servedFile(dist, url.pathname)) problems.push(`${page}: ${raw} names no file`);
      }
    }
    expect(count).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('writes .nojekyll, so that GitHub Pages publishes the _astro folder', () => {
    expect(existsSync(join(dist, 'client/.nojekyll'))).toBe(true);
    expect(existsSync(join(dist, 'client/_astro'))).toBe(true);
  });

  it('leaves the dynamic features out and says so', () => {
    for (const [page, html] of pages(dist)) {
      expect(html, page).not.toMatch(/href="[^"]*\/ask"/);
      expect(html, page).not.toContain('id="webmcp-tools"');
      expect(html, page).not.toMatch(/<form/);
    }
    const tagPage = pages(dist).find(([page]) => page.startsWith(`${BASE}/projects/tags/`))!;
    expect(tagPage[1]).toContain('this host serves files only');
    expect(tagPage[1]).toContain(`href="${BASE}/v1/projects.json"`);
    const home = pages(dist).find(([page]) => page === `${BASE}/`)![1];
    expect(home).toContain(`href="${BASE}/v1/profile.json"`);
    // The sitemap names only pages the file host serves (no on-demand /ask).
    const locs = [...readFileSync(join(dist, 'client/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(servedFile(dist, loc), loc).toBe(true);
  });
});

describe('STATIC_ONLY=true with API_ORIGIN', () => {
  let dist: string;
  let api: Awaited<ReturnType<typeof startReference>>;
  let apiOrigin: string;
  beforeAll(async () => {
    const port = await freePort();
    apiOrigin = `http://127.0.0.1:${port}`;
    dist = build({ API_ORIGIN: apiOrigin });
    // The same build on a Node host: what the pages' dynamic links point to.
    api = await startReference({ PORTFOLIO_DIST: resolve(dist), PORT: String(port) });
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
    remove(dist);
  });

  it('points the /ask link, the filtered queries, the WebMCP tools and OpenAPI at the API server', () => {
    const all = pages(dist);
    const home = all.find(([page]) => page === `${BASE}/`)![1];
    expect(home).toContain(`href="${apiOrigin}${BASE}/ask"`);
    expect(home).toContain(`href="${apiOrigin}${BASE}/v1/profile"`);
    const tools = JSON.parse(/<script type="application\/json" id="webmcp-tools">(.*?)<\/script>/s.exec(home)![1]!) as { url: string }[];
    expect(tools.length).toBeGreaterThan(3);
    for (const tool of tools) expect(tool.url.startsWith(`${apiOrigin}${BASE}/v1`), tool.url).toBe(true);
    const tagPage = all.find(([page]) => page.startsWith(`${BASE}/projects/tags/`))![1];
    expect(tagPage).toMatch(new RegExp(`href="${apiOrigin}${BASE}/v1/projects\\?tag=`));
    const openapi = JSON.parse(readFileSync(join(dist, 'client/openapi.json'), 'utf8')) as { servers: { url: string }[] };
    expect(openapi.servers.map((s) => s.url)).toEqual([`${apiOrigin}${BASE}/v1`]);
    // Every other same-site link still names a file of the published folder.
    const problems: string[] = [];
    for (const [page, html] of all) {
      for (const raw of links(html)) {
        const url = new URL(raw, new URL(page, ORIGIN));
        if (url.origin === ORIGIN && (url.search || !servedFile(dist, url.pathname))) problems.push(`${page}: ${raw}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the API server answers what the pages link, across origins', async () => {
    const tagPage = pages(dist).find(([page]) => page.startsWith(`${BASE}/projects/tags/`))![1];
    const query = new RegExp(`href="(${apiOrigin}${BASE}/v1/projects\\?tag=[^"]+)"`).exec(tagPage)![1]!.replaceAll('&amp;', '&');
    const filtered = await fetch(query, { headers: { origin: ORIGIN } });
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await filtered.json()) as { count: number }).count).toBeGreaterThan(0);
    const ask = await fetch(`${apiOrigin}${BASE}/ask?q=${encodeURIComponent('what does she do')}`);
    expect(ask.status).toBe(200);
    const preflight = await fetch(`${apiOrigin}${BASE}/v1/ask`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});
