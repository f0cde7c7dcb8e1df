// A site served under a folder (a GitHub Pages project site): SITE_URL=https://user.github.io/portfolio/.
// The build is made here; a link checker walks every page, and every discovery document is read:
// each link and each absolute URL carries the base path and names something the deployment
// answers (a file of the build, or a path of the Node server).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originMetadataPaths } from '../../src/auth/metadata.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import type { Manifest } from '../../src/server/static-files.ts';
import { nginxServer } from '../../src/deploy/nginx.ts';
import { hasNginxModule, type Nginx, startNginx } from '../support/nginx.ts';
import { buildEnv, linkChecker, queryValues } from '../support/links.ts';
import { startReference } from './reference.ts';

const SITE = 'https://user.github.io/portfolio/';
const ORIGIN = 'https://user.github.io';
const BASE = '/portfolio';
/** The OAuth metadata at the root of the origin (RFC 8414, RFC 9728), which the Node server answers outside the folder. */
const ORIGIN_METADATA = originMetadataPaths(createUrls(SITE, BASE));
let dist: string;
let manifest: Manifest;
/** The default content, which this build is made of. */
const portfolio = createPortfolio(portfolioData(loadPortfolioSource(process.env.PORTFOLIO_CONTENT || 'tests/fixtures/example-portfolio')));

beforeAll(() => {
  mkdirSync('dist-test', { recursive: true });
  dist = mkdtempSync(join('dist-test', 'base-path-'));
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', dist], {
    env: { ...buildEnv(), ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${dist}-cache`, SITE_URL: SITE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  manifest = JSON.parse(readFileSync(join(dist, 'static-manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-cache`, { recursive: true, force: true });
});

/** The shared link checker (tests/support/links.ts), for this build: the OAuth metadata at the origin's root is answered outside the folder, and the bare origin is the OAuth issuer and audience (an identifier, not a link). */
const checker = () =>
  linkChecker({
    origin: ORIGIN,
    base: BASE,
    manifest,
    ...queryValues(portfolio),
    outside: ORIGIN_METADATA,
    identifiers: new Set([ORIGIN]),
  });

describe(`a build for ${SITE}`, () => {
  it('checks every link of every page (href, src, action, srcset)', () => {
    const { links, problems } = checker().pages(dist);
    expect(links).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('writes every absolute URL of the discovery documents and headers under the base path', () => {
    const { links, problems } = checker().documents(dist);
    expect(links).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('states the base in the OpenAPI servers, the API catalog and the sitemap', () => {
    const openapi = JSON.parse(readFileSync(join(dist, 'client/openapi.json'), 'utf8')) as { servers: { url: string }[] };
    expect(openapi.servers.map((s) => s.url)).toEqual([`${ORIGIN}${BASE}/v1`]);
    const sitemap = readFileSync(join(dist, 'client/sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}${BASE}`), loc).toBe(true);
    const catalog = readFileSync(join(dist, 'client/.well-known/api-catalog'), 'utf8');
    expect(catalog).toContain(`"anchor": "${ORIGIN}${BASE}/v1"`);
  });

  it('gives the Markdown twins a canonical link under the base', () => {
    expect(manifest.routes['/projects.md']!.headers.link).toBe(`<${ORIGIN}${BASE}/projects>; rel="canonical"`);
  });
});

describe(`the Node server of a build for ${SITE}`, () => {
  let server: Awaited<ReturnType<typeof startReference>>;
  beforeAll(async () => {
    server = await startReference({ PORTFOLIO_DIST: resolve(dist) });
  }, 60_000);
  afterAll(() => server?.stop());
  const get = (path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init });

  it('serves the pages, files, API, MCP and on-demand pages under the folder', async () => {
    for (const path of [
      BASE,
      `${BASE}/projects`,
      `${BASE}/openapi.json`,
      `${BASE}/v1/projects`,
      `${BASE}/llms.txt`,
      `${BASE}/.well-known/mcp/server-card.json`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
    }
    const filtered = await get(
      `${BASE}/v1/projects?tag=${encodeURIComponent(
        Object.keys(manifest.routes)
          .find((r) => r.startsWith('/projects/tags/'))!
          .split('/')
          .pop()!,
      )}`,
    );
    expect(filtered.status).toBe(200);
    expect(((await filtered.json()) as { count: number }).count).toBeGreaterThan(0);
    const ask = await get(`${BASE}/v1/ask?q=${encodeURIComponent('what does she do')}`);
    expect(ask.status).toBe(200);
    const refs = ((await ask.json()) as { references: string[] }).references;
    for (const ref of refs) expect(ref.startsWith(`${ORIGIN}${BASE}/`)).toBe(true);
    const page = await get(`${BASE}/ask?q=${encodeURIComponent('what does she do')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    const mcp = await get(`${BASE}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(200);
  });

  it('answers the OAuth metadata of its origin at the root, where stock clients look (RFC 8414, RFC 9728)', async () => {
    expect([...ORIGIN_METADATA.keys()]).toEqual([
      '/.well-known/oauth-authorization-server',
      '/.well-known/oauth-protected-resource',
      `/.well-known/oauth-protected-resource${BASE}/mcp`,
    ]);
    const as = (await (await get('/.well-known/oauth-authorization-server')).json()) as { issuer: string; token_endpoint: string };
    expect(as).toMatchObject({ issuer: ORIGIN, token_endpoint: `${ORIGIN}${BASE}/v1/auth/token` });
    const prm = (await (await get('/.well-known/oauth-protected-resource')).json()) as { resource: string };
    expect(prm.resource).toBe(ORIGIN);
    const mcpPrm = (await (await get(`/.well-known/oauth-protected-resource${BASE}/mcp`)).json()) as { resource: string };
    expect(mcpPrm.resource).toBe(`${ORIGIN}${BASE}/mcp`);
    // The 401 of the API names the root document.
    const refused = await get(`${BASE}/v1/dossier`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(`resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource"`);
  });

  it('redirects the root to the folder and answers nothing else outside it', async () => {
    const root = await get('/');
    expect(root.status).toBe(308);
    expect(root.headers.get('location')).toBe(BASE);
    for (const path of [
      '/projects',
      '/v1/projects',
      '/openapi.json',
      '/portfolioX/projects',
      '/.well-known/jwks.json',
      '/.well-known/oauth-protected-resource/mcp',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
    // A non-canonical path is redirected to its canonical form, folder kept.
    const slash = await get(`${BASE}/projects/`);
    expect(slash.status).toBe(308);
    expect(slash.headers.get('location')).toBe(`${BASE}/projects`);
  });
});

describe(`Debian's nginx with the generated configuration of a build for ${SITE}`, () => {
  let server: Awaited<ReturnType<typeof startReference>>;
  let nginx: Nginx;
  beforeAll(async () => {
    server = await startReference({ PORTFOLIO_DIST: resolve(dist), TRUST_PROXY: '127.0.0.1' });
    const upstream = new URL(server.url).host;
    const brotli = hasNginxModule('brotli_static');
    nginx = await startNginx((port) =>
      nginxServer(manifest, { dist: realpathSync(dist), upstream, listen: `127.0.0.1:${port}`, serverName: '_', brotli, base: '/portfolio/' }),
    );
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
  });

  it('answers as the Node server does, inside and outside the folder, serving the files itself', async () => {
    const paths = [
      BASE,
      `${BASE}/projects`,
      `${BASE}/projects.md`,
      `${BASE}/openapi.json`,
      `${BASE}/v1/projects`,
      `${BASE}/llms.txt`,
      `${BASE}/nothing-here`,
      // nginx matches the decoded path; Node redirects a needless escape to the canonical path.
      `${BASE}/pro%6Aects`,
      `${BASE}/v1/pro%6Aects`,
      '/',
      '/projects',
      '/v1/projects',
      '/.well-known/oauth-authorization-server',
      `/.well-known/oauth-protected-resource${BASE}/mcp`,
    ];
    for (const path of paths) {
      const [direct, front] = await Promise.all([fetch(server.url + path, { redirect: 'manual' }), fetch(nginx.url + path, { redirect: 'manual' })]);
      expect(front.status, path).toBe(direct.status);
      expect(front.headers.get('content-type'), path).toBe(direct.headers.get('content-type'));
      expect(front.headers.get('location'), path).toBe(direct.headers.get('location'));
    }
    // A file under the folder is nginx's own answer (its ETag is time-size, Node's a content hash).
    for (const path of [BASE, `${BASE}/projects`, `${BASE}/v1/projects`]) {
      const res = await fetch(nginx.url + path);
      expect(res.headers.get('etag'), path).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    }
  });
});

describe('SITE_URL validation', () => {
  it('accepts a base path and refuses what cannot be one', async () => {
    const { siteUrl } = await import('../../integrations/site-url.mjs');
    expect(siteUrl('https://user.github.io/portfolio/')).toEqual({ site: 'https://user.github.io', base: '/portfolio' });
    expect(siteUrl('https://ada.dev')).toEqual({ site: 'https://ada.dev', base: '/' });
    expect(() => siteUrl('https://x.dev/a b/')).toThrow(/plain folder names/);
    expect(() => siteUrl('https://x.dev/a?b=1')).toThrow();
  });
});
