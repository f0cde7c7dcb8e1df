// Shared by the browser tests: the system Chromium through playwright-core, the content sets the
// built servers serve (read with the project's own loader, as the ground truth), the page types
// of the site, and axe-core.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromiumPath } from '../../scripts/ensure-system-packages.mjs';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData, type Portfolio } from '../../src/core/portfolio.ts';
import { DEFAULT_THEME, THEMES, type ThemeName } from '../../src/core/site/themes.ts';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');
const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The system Chromium; `webmcp` turns on the WebMCP API (`document.modelContext`). */
export function launch({ webmcp = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(webmcp ? ['--enable-features=WebMCP'] : [])],
  });
}

/** One Chromium for the test file, launched before its tests and closed after; the function gives it inside a test. */
export function useBrowser(options: { webmcp?: boolean } = {}, timeout = 300_000): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(options);
  }, timeout);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running (useBrowser() launches it in beforeAll)');
    return browser;
  };
}

export interface ContentSet {
  name: string;
  url: string;
  portfolio: Portfolio;
}

function portfolioOf(dir: string): Portfolio {
  return createPortfolio(portfolioData(loadPortfolioSource(dir)));
}

/** The two built sites: the default content and tests/fixtures/other-portfolio. */
export function contentSets(): ContentSet[] {
  return [
    { name: 'default content', url: inject('baseUrl'), portfolio: portfolioOf('tests/fixtures/example-portfolio') },
    { name: 'other portfolio', url: inject('otherUrl'), portfolio: portfolioOf('tests/fixtures/other-portfolio') },
  ];
}

/** The example content in every theme (site.yaml): `editorial`, the default, is the `baseUrl` build. */
export function themedSets(): (ContentSet & { theme: ThemeName })[] {
  const portfolio = portfolioOf('tests/fixtures/example-portfolio');
  const urls = inject('themeUrls');
  return THEMES.map((theme) => ({ theme, name: `example, ${theme}`, url: theme === DEFAULT_THEME ? inject('baseUrl') : urls[theme]!, portfolio }));
}

export interface PageType {
  /** A short name for messages and file names. */
  name: string;
  path: string;
  status: number;
}

/** One page of every type (the first project and the most used tag). */
export function pageTypes(portfolio: Portfolio): PageType[] {
  const project = portfolio.projects[0]!;
  const tag = portfolio.tags[0]!.tag;
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'projects', path: '/projects', status: 200 },
    { name: 'project', path: `/projects/${project.id}`, status: 200 },
    { name: 'tag', path: `/projects/tags/${tag}`, status: 200 },
    { name: 'skills', path: '/skills', status: 200 },
    { name: 'resume', path: '/resume', status: 200 },
    { name: 'services', path: '/services', status: 200 },
    { name: 'ask', path: '/ask', status: 200 },
    { name: 'ask-answer', path: `/ask?q=${encodeURIComponent(`Which projects use ${tag}?`)}`, status: 200 },
    { name: 'api', path: '/api', status: 200 },
    { name: 'errors', path: '/errors', status: 200 },
    { name: 'not-found', path: '/no/such/page', status: 404 },
  ];
}

/** The posts' page types (index and one post), where the content has published posts. */
export function postPageTypes(portfolio: Portfolio): PageType[] {
  const post = portfolio.posts[0];
  if (!post) return [];
  return [
    { name: 'posts', path: '/posts', status: 200 },
    { name: 'post', path: `/posts/${post.id}`, status: 200 },
  ];
}

/**
 * The example's pages in its second language (German, /de/): home, a translated project, one
 * that falls back to English (with the notice), a post, /ask, the privacy note and the 404 page.
 * The other content set has one language.
 */
export function languagePageTypes(set: ContentSet): PageType[] {
  if (set.name !== 'default content') return [];
  const fallback = set.portfolio.projects.find((p) => p.id !== 'airflow-to-dagster' && p.id !== 'dbt-contract-guard')!;
  return [
    { name: 'de-home', path: '/de', status: 200 },
    { name: 'de-project', path: '/de/projects/airflow-to-dagster', status: 200 },
    { name: 'de-fallback', path: `/de/projects/${fallback.id}`, status: 200 },
    { name: 'de-post', path: `/de/posts/${set.portfolio.posts[0]!.id}`, status: 200 },
    { name: 'de-ask', path: '/de/ask', status: 200 },
    { name: 'de-privacy', path: '/de/privacy', status: 200 },
    { name: 'de-not-found', path: '/de/gibt/es/nicht', status: 404 },
  ];
}

/** Collects uncaught page errors and console errors, for an `expect(errors).toEqual([])`. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core (every rule it runs by default, best practices included) on the loaded page. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern (a <script> tag, as addScriptTag adds, would be refused: no inline script but the site's).
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

export const SCREENSHOT_DIR = 'test-results/screenshots';
const BASELINES = 'tests/e2e/baselines';
/** Per-pixel colour distance below which two pixels count as equal (pixelmatch's scale, 0 to 1). */
const PIXEL_THRESHOLD = 0.1;
/** At most this share of the pixels may differ (text rendering jitter, a changed date). */
const MAX_DIFF_RATIO = 0.005;

/**
 * Compares a screenshot with its baseline in tests/e2e/baselines/ (pixelmatch, with a tolerance
 * for anti-aliasing); the actual image and a diff go to test-results/screenshots/ when they
 * differ. `UPDATE_SCREENSHOTS=1` rewrites the baselines after an intended change of the design.
 */
export function compareWithBaseline(name: string, png: Buffer) {
  const baseline = `${BASELINES}/${name}.png`;
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(baseline)) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baseline, png);
    if (process.env.UPDATE_SCREENSHOTS !== '1') throw new Error(`no baseline for ${name}: written to ${baseline}; review and commit it`);
    return;
  }
  const expected = PNG.sync.read(readFileSync(baseline));
  const actual = PNG.sync.read(png);
  expect(`${actual.width}x${actual.height}`, `${name}: size`).toBe(`${expected.width}x${expected.height}`);
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (expected.width * expected.height);
  if (ratio > MAX_DIFF_RATIO) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(`${SCREENSHOT_DIR}/${name}-actual.png`, png);
    writeFileSync(`${SCREENSHOT_DIR}/${name}-diff.png`, PNG.sync.write(diff));
  }
  expect(ratio, `${name}: ${differing} pixels differ from ${baseline} (see ${SCREENSHOT_DIR}/${name}-diff.png)`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
}
