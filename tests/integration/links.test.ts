/**
 * Every link the build writes names something that exists, for content whose tags need encoding
 * (`c++`, `node.js`-style dots) and whose titles hold non-ASCII text: each `href`, `src`, `action`
 * and `srcset` of every page, and each absolute URL of the site in the files agents read (llms.txt,
 * the skill, the API catalog, OpenAPI, the sitemap, the feeds, the Markdown twins, the JSON files
 * and their Link headers). A link names a file of the build, an on-demand page, or an operation of
 * the API registry; a `tag` or `category` in its query must be one the portfolio has (the
 * unencoded `?tag=c++` reads as the tag "c  " and finds nothing, which only this check sees).
 * The same checker runs over a base-path build in tests/deploy/base-path.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import type { Manifest } from '../../src/server/static-files.ts';
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
});
