// Every page of the built sites at 320, 390, 768 and 1,280 px: nothing is wider than the viewport
// (document.documentElement.scrollWidth <= innerWidth), even with a 2,400 px screenshot in a
// write-up, a 150-character title without a break and 30 tags (tests/fixtures/stress-portfolio);
// and the text a reader sees has no sentences joined without a space, no inline code glued to a
// word, no doubled words, no raw Markdown and no backticks (tests/support/copy-check.ts; code is left out).
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { OTHER_DIST } from '../global-setup.ts';
import { CODE_MARK, CODE_SELECTOR, copyProblems, INLINE_CODE_SELECTOR } from '../support/copy-check.ts';
import { builtPages } from './stress-site.ts';
import { axeViolations, useBrowser } from './support.ts';

const WIDTHS = [320, 390, 768, 1280];

const browser = useBrowser();

interface Site {
  name: string;
  url: string;
  dir: string;
}

const sites = (): Site[] => [
  { name: 'default content', url: inject('baseUrl'), dir: 'dist' },
  { name: 'other portfolio', url: inject('otherUrl'), dir: OTHER_DIST },
  { name: 'stress content', url: inject('stressUrl'), dir: inject('stressDir') },
];

/** Every built page, with one tag page of the many (they share one template). */
function pagesOf(site: Site): string[] {
  const pages = builtPages(site.dir);
  const firstTag = pages.find((p) => p.startsWith('/projects/tags/'));
  return pages.filter((p) => !p.startsWith('/projects/tags/') || p === firstTag);
}

/** How far the page reaches past the viewport, and the deepest element that reaches furthest. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    let culprit = '';
    let right = width;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect().right;
      if (r > width + 0.5 && r >= right) {
        right = r;
        culprit = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> ${Math.round(r)} px`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprit };
  });
}

/** The text a reader sees, without code: inline code stands as CODE_MARK. */
function proseText(page: Page): Promise<string> {
  return page.evaluate(
    ([codeSelector, inlineSelector, mark]) => {
      for (const el of document.querySelectorAll(inlineSelector)) el.replaceWith(mark);
      for (const el of document.querySelectorAll(codeSelector)) el.remove();
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it (blocks on lines of their own)
      return document.body.innerText;
    },
    [CODE_SELECTOR, INLINE_CODE_SELECTOR, CODE_MARK] as const,
  );
}

describe('layout and copy of every page', () => {
  for (const which of [0, 1, 2]) {
    it(`no page is wider than its viewport, and the copy reads well (site ${which + 1} of 3)`, async () => {
      const site = sites()[which]!;
      const pages = pagesOf(site);
      expect(pages.length, `pages of ${site.name}`).toBeGreaterThan(8);
      const wide: string[] = [];
      const copy: string[] = [];
      for (const width of WIDTHS) {
        const context = await browser().newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        for (const path of pages) {
          await page.goto(site.url + path);
          await page.evaluate(() => document.fonts.ready);
          const o = await overflow(page);
          if (o.scrollWidth > o.innerWidth) wide.push(`${site.name} ${path} @${width}: ${o.scrollWidth} px wide (${o.culprit})`);
          if (width === 1280) for (const p of copyProblems(await proseText(page))) copy.push(`${site.name} ${path}: ${p.rule}: "${p.excerpt}"`);
        }
        await context.close();
      }
      expect(wide, 'pages wider than the viewport').toEqual([]);
      expect(copy, 'copy problems').toEqual([]);
    }, 300_000);
  }

  it('the stress content has what it is meant to test', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${inject('stressUrl')}/projects/wide-screenshot`);
    const img = page.locator('.writeup img');
    // Through Astro's image pipeline: optimised, sized, lazy, with a srcset.
    expect(await img.getAttribute('width')).toBe('2400');
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('srcset')).toMatch(/ 640w,/);
    await img.scrollIntoViewIfNeeded();
    const box = await img.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    // The aspect ratio is kept (2400 x 900).
    expect(Math.abs(box!.width / box!.height - 2400 / 900)).toBeLessThan(0.02);
    expect((await page.locator('h1').textContent())?.trim().length).toBe(150);
    expect(await page.locator('article ul.tags li').count()).toBeGreaterThanOrEqual(30);
    await page.close();
  });

  // A write-up image opens at full size (src/lib/full-size-images.ts): a link around it, named for
  // a screen reader, to the widest built file, which is the original's width; Tab reaches it and
  // draws the focus ring around the image.
  it('the wide screenshot is a link to its full-size file, reached by Tab with a visible focus ring', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('stressUrl')}/projects/wide-screenshot`);
    const link = page.getByRole('link', { name: 'Open the full-size image: The on-call dashboard with twelve panels of latency and error rates', exact: true });
    expect(await link.locator('img').count()).toBe(1);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/_astro\/.+\.webp$/);
    const response = await page.request.get(new URL(href!, page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    expect((await sharp(await response.body()).metadata()).width).toBe(2400);

    let reached = false;
    for (let i = 0; i < 200 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await link.evaluate((a) => a === document.activeElement);
    }
    expect(reached, 'Tab reaches the link').toBe(true);
    const ring = await link.evaluate((a) => {
      const style = getComputedStyle(a);
      const box = a.getBoundingClientRect();
      const img = a.querySelector('img')!.getBoundingClientRect();
      return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), box: [box.width, box.height], img: [img.width, img.height] };
    });
    expect(ring.outline).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // The link is the image's size: the ring hugs the image, not the whole column or a text line.
    expect(Math.abs(ring.box[0]! - ring.img[0]!)).toBeLessThan(1);
    expect(Math.abs(ring.box[1]! - ring.img[1]!)).toBeLessThan(1);
    // The write-up with its image links passes axe (the example content has no write-up image).
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
