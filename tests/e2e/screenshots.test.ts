// Screenshots of every page type (home, a project, the resume, the posts index and a post in full; the
// projects index, a tag page, skills, services, /ask, /api, /errors, the 404 page and the privacy note
// by their top: 1688 px on a phone, 900 px at 1280 px) at 390 px and 1280 px in both
// colour schemes and in every theme of site.yaml (tests/e2e/theme-sites.ts), compared with the committed baselines in tests/e2e/baselines/ (pixelmatch, with a
// tolerance for anti-aliasing); the actual image and a diff go to test-results/screenshots/ when
// they differ. `UPDATE_SCREENSHOTS=1 npm run test:e2e` rewrites the baselines after an intended
// change of the design. Also the resume printed to PDF on A4 and Letter; the print stylesheet
// hides the navigation and writes links out.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../src/core/site/themes.ts';
import { compareWithBaseline, contentSets, launch, pageTypes, SCREENSHOT_DIR as DIR, themedSets } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The part of a long page compared (see below): the first two screens on a phone, the first one at 1280 px, about as much content. */
const COMPARED_HEIGHT = { 390: 2 * 844, 1280: 900 } as const;

describe.each(themedSets())('screenshots, $theme theme', (set) => {
  // The default theme keeps the baselines' plain names; the others are prefixed with their name.
  const prefix = set.theme === DEFAULT_THEME ? '' : `${set.theme}-`;
  const byType = new Map(pageTypes(set.portfolio).map((p) => [p.name, p]));
  const at = (name: string) => byType.get(name)!.path;
  // `whole`: the full page is compared. The other page types (indexes, references, the 404 page)
  // are compared by their top (COMPARED_HEIGHT), which shows their header, heading, lead and the
  // first of their cards, tables or sections; below that they repeat the same parts, and the five
  // whole types cover the footer. Every page is checked for sideways overflow over its full height.
  const pages: { name: string; path: string; whole?: boolean }[] = [
    { name: 'home', path: '/', whole: true },
    { name: 'project', path: at('project'), whole: true },
    { name: 'resume', path: '/resume', whole: true },
    { name: 'posts', path: '/posts', whole: true },
    { name: 'post', path: `/posts/${set.portfolio.posts[0]!.id}`, whole: true },
    // The second language (the theme sites have one language): the German home page.
    ...(set.theme === DEFAULT_THEME ? [{ name: 'de-home', path: '/de', whole: true }] : []),
    { name: 'projects', path: at('projects') },
    { name: 'tag', path: at('tag') },
    { name: 'skills', path: at('skills') },
    { name: 'services', path: at('services') },
    { name: 'ask', path: at('ask') },
    { name: 'api', path: at('api') },
    { name: 'errors', path: at('errors') },
    { name: 'not-found', path: at('not-found') },
    { name: 'privacy', path: '/privacy' },
  ];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280] as const) {
      const height = width < 600 ? 844 : 900;
      for (const p of pages) {
        it(`${p.name} at ${width} px, ${colorScheme} scheme`, async () => {
          const context = await browser.newContext({ colorScheme, viewport: { width, height } });
          const page = await context.newPage();
          await page.goto(set.url + p.path);
          // The page is drawn in the theme that site.yaml chose.
          expect(await page.evaluate(() => document.documentElement.dataset.design)).toBe(set.theme);
          // The bundled fonts are in (font-display: swap would otherwise show the fallback).
          await page.evaluate(() => document.fonts.ready);
          // The images the page loads at once (not lazy ones below the fold) are loaded and decoded:
          // on a loaded machine a cover could otherwise be captured blank.
          await page.evaluate(() =>
            Promise.all(
              [...document.images]
                .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
                .map((img) => img.decode().catch(() => undefined)),
            ),
          );
          // Nothing overflows sideways at this width.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${p.path} @${width}`).toBeLessThanOrEqual(width);
          // The test sites' ports change from run to run, and /api and /errors write the site's
          // address out: it is drawn as one fixed address, so the same page gives the same pixels.
          await page.evaluate(() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              n.nodeValue = n.nodeValue?.replace(/https?:\/\/(?:127\.0\.0\.1|localhost):\d+/g, 'https://maya.example') ?? null;
            }
          });
          // No caret, no transitions: the same page gives the same pixels.
          const full = await page.evaluate(() => document.documentElement.scrollHeight);
          const clip = p.whole ? undefined : { x: 0, y: 0, width, height: Math.min(full, COMPARED_HEIGHT[width]) };
          const png = await page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide' });
          compareWithBaseline(`${prefix}${p.name}-${width}-${colorScheme}`, png);
          await context.close();
        });
      }
    }
  }
});

// Both content sets: the second has volunteering, awards and interests (JSON Resume sections).
describe.each(contentSets().map((set, i) => ({ set, slug: i === 0 ? '' : '-other' })))('print ($set.name)', ({ set, slug }) => {
  it('the printed resume has no navigation, shows link targets as text and is light even in the dark theme', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${set.url}/resume`);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer', '.resume-actions', '.skip']) {
      expect(await page.locator(selector).isVisible(), selector).toBe(false);
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    // Every link's target can be read on paper: as its text, or written after it.
    const unreadable = await page.locator('main a').evaluateAll((links) =>
      links
        .filter((a) => {
          if (!a.checkVisibility()) return false;
          const href = a.getAttribute('href') ?? '';
          const text = a.textContent ?? '';
          const after = getComputedStyle(a, '::after').content;
          const visibleTarget =
            text.includes(href.replace(/^(mailto:|https?:\/\/(www\.)?)/, '').replace(/\/$/, '')) || (after !== 'none' && after !== 'normal');
          return !visibleTarget;
        })
        .map((a) => a.outerHTML),
    );
    expect(unreadable).toEqual([]);
    // The printed resume carries the work history and education (issue #16).
    if (set.portfolio.experience.length) expect(await page.locator('#experience + .entry, #experience ~ .entry').count()).toBe(set.portfolio.experience.length);
    if (set.portfolio.career.education.length) expect(await page.locator('#education ~ .entry').count()).toBe(set.portfolio.career.education.length);
    if (set.portfolio.career.volunteer.length) expect(await page.locator('#volunteer ~ .entry').count()).toBe(set.portfolio.career.volunteer.length);
    for (const a of set.portfolio.career.awards) expect(await page.getByText(a.title, { exact: false }).first().isVisible(), a.title).toBe(true);
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ path: `${DIR}/resume${slug}-${format.toLowerCase()}.pdf`, format, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // A resume of this size fits on a few pages, not dozens.
      const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
      expect(pageCount, format).toBeGreaterThan(0);
      expect(pageCount, format).toBeLessThanOrEqual(6);
    }
    await context.close();
  });

  it('at the printable width of A4 and Letter nothing is cut off', async () => {
    // A4 is 210 mm wide and Letter 216 mm; with 15 mm margins about 680 CSS px remain.
    const context = await browser.newContext({ viewport: { width: 680, height: 1000 } });
    const page = await context.newPage();
    await page.emulateMedia({ media: 'print' });
    for (const path of ['/resume', `/projects/${set.portfolio.projects[0]!.id}`]) {
      await page.goto(set.url + path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(680);
    }
    await context.close();
  });
});
