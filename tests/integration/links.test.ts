/**
 * Every link the build writes names something that exists, for content whose tags need encoding
 * (`c++`, `node.js`-style dots) and whose titles hold non-ASCII text: each `href`, `src`, `action`
 * and `srcset` of every page, and each absolute URL of the site in the files agents read (llms.txt,
 * the skill, the API catalog, OpenAPI, the sitemap, the feeds, the Markdown twins, the JSON files
 * and their Link headers). A link names a file of the build, an on-demand page, or an operation of
 * the API registry; a `tag` or `category` in its query must be one the portfolio has (the
 * unencoded `?tag=c++` reads as the tag "c  " and finds nothing, which only this check sees).
 * The same checker runs over a base-path build in tests/deploy/base-path.test.ts. Then the built
 * server is asked for every one of those URLs: each answers 200, or, for an operation of the API
 * registry, the status its registry entry documents (401 for a scoped read without a credential,
 * 405 for an endpoint of another method); a tag query finds what the tag page lists.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import type { Manifest } from '../../src/server/static-files.ts';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { url as catalogueUrl } from '../../src/catalogue/paths.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { buildEnv, type LinkTarget, linkChecker, queryValues } from '../support/links.ts';

const CONTENT = resolve('tests/fixtures/dsp-portfolio');
const SITE = 'https://links.example';
const OUT = `dist-test/links-${process.pid}`;
let manifest: Manifest;
let target: LinkTarget;

beforeAll(() => {
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', OUT], {
    env: { ...buildEnv(), ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${OUT}-cache`, PORTFOLIO_CONTENT: CONTENT, SITE_URL: SITE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  manifest = JSON.parse(readFileSync(join(OUT, 'static-manifest.json'), 'utf8')) as Manifest;
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(CONTENT)));
  target = { origin: SITE, base: '', manifest, ...queryValues(portfolio) };
}, 240_000);
afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  rmSync(`${OUT}-cache`, { recursive: true, force: true });
});

describe('links of a build whose tags need encoding', () => {
  it('the fixture has such tags', () => {
    expect(target.tags.projects.has('c++')).toBe(true);
  });

  it('every href, src, action and srcset of every page names something that exists', () => {
    const check = linkChecker(target);
    const { links, problems } = check.pages(OUT);
    expect(links).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
    // The tag page of `c++` is linked.
    expect(check.seen.some((u) => /\/projects\/tags\/c(\+\+|%2B%2B)$/i.test(u))).toBe(true);
  });

  it('every absolute URL of the site in the documents agents read names something that exists', () => {
    const check = linkChecker(target);
    const { links, problems } = check.documents(OUT);
    expect(links).toBeGreaterThan(200);
    expect(problems).toEqual([]);
    // The skill's and llms.txt's examples of a tag filter are among them.
    expect(check.seen.some((u) => /[?&]tag=/.test(u))).toBe(true);
  });

  it('the checker sees an unencoded tag, a missing page and a missing operation', () => {
    const check = linkChecker(target);
    const problems: string[] = [];
    for (const raw of [`${SITE}/v1/projects?tag=c++`, '/projects/nope', '/v1/nope', '/v1/skills?category=cooking']) check.url(raw, '/', problems);
    expect(problems).toHaveLength(4);
  });

  it('every one of those URLs answers from the built server: 200, or the status its operation documents', async () => {
    const check = linkChecker(target);
    check.pages(OUT);
    check.documents(OUT);
    // A form with placeholders (auth.md's `client_id=…`) shows how to build a request; it is no link.
    const all = [...new Set(check.seen.map((u) => u.replace(/#.*$/, '')))].filter((u) => !u.includes('%E2%80%A6'));
    expect(all.length).toBeGreaterThan(150);
    const state = mkdtempSync(join(tmpdir(), 'links-state-'));
    const server = await startServer('server.mjs', { env: { PORTFOLIO_DIST: OUT, PORTFOLIO_ENV_FILE: '', STATE_DIR: state, RATE_LIMIT_API: '100000/60' } });
    try {
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      for (const link of all) {
        const u = new URL(link);
        const res = await fetch(`${server.url}${u.pathname}${u.search}`, { redirect: 'manual', headers: { accept: '*/*' } });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) continue;
        // An operation of the registry: its documented answer to an anonymous GET.
        const routes = ROUTES.filter((r) => new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(u.pathname));
        const documented =
          routes.some((r) => (r.method !== 'GET' && res.status === 405) || (!r.access.public && res.status === 401)) ||
          // The MCP endpoint takes POST; a GET is 405 in a stateless server (MCP Streamable HTTP).
          (u.pathname === catalogueUrl('mcp') && res.status === 405);
        if (!documented) problems.push(`${link}: ${res.status}`);
      }
      expect(problems).toEqual([]);
      expect(statuses.get(200)).toBeGreaterThan(150);
      // The tag `c++` as the catalogue writes it: its page, and a query that finds its projects.
      const tagged = await fetch(`${server.url}${catalogueUrl('listProjects', { query: { tag: 'c++' } })}`);
      expect(((await tagged.json()) as { count: number }).count).toBeGreaterThan(0);
      expect((await fetch(`${server.url}${catalogueUrl('tag', { params: { tag: 'c++' } })}`)).status).toBe(200);
      // A tag as written for people, with a space, and a question with `+`, `?` and non-ASCII text.
      const spaced = catalogueUrl('listProjects', { query: { tag: 'GitHub Actions' } });
      expect(spaced).toBe('/v1/projects?tag=GitHub%20Actions');
      expect(((await (await fetch(`${server.url}${spaced}`)).json()) as { count: number }).count).toBeGreaterThan(0);
      const question = 'Welche Projekte nutzen C++? (ü, 日本)';
      expect((await fetch(`${server.url}${catalogueUrl('askQuestion', { query: { q: question } })}`)).status).toBe(200);
      // The ask page quotes the question it read: the same text, not a `+` read as a space.
      const page = await fetch(`${server.url}${catalogueUrl('ask', { query: { q: question } })}`, { headers: { accept: 'text/markdown' } });
      expect(await page.text()).toContain(`> ${question}`);
      // The unencoded form reads as the tag "c  " and finds nothing: what the encoding prevents.
      const unencoded = await fetch(`${server.url}/v1/projects?tag=c++`);
      expect(((await unencoded.json()) as { count: number }).count).toBe(0);
    } finally {
      await server.stop();
      rmSync(state, { recursive: true, force: true });
    }
  });
});
