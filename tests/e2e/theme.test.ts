// Light and dark themes: the system setting by default, a toggle that persists, and no flash of
// the wrong theme when a page loads with a stored choice.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_THEME, THEME_COLOURS } from '../../src/core/site/themes.ts';
import { useBrowser, watchErrors } from './support.ts';

/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
// The page backgrounds of the default theme (the example content has no site.yaml).
const LIGHT_BG = rgb(THEME_COLOURS[DEFAULT_THEME].light[0]!);
const DARK_BG = rgb(THEME_COLOURS[DEFAULT_THEME].dark[0]!);

const browser = useBrowser();

/**
 * Records, before any page script of ours runs after the head, the theme the document has when
 * <body> is inserted and the background of the first rendered frame (the first animation frame
 * comes right before the first paint, after the render-blocking stylesheet has loaded).
 */
const FIRST_FRAME_PROBE = () => {
  const w = window as unknown as { __firstFrame?: { themeAtBody?: string | null; background?: string } };
  w.__firstFrame = {};
  new MutationObserver((_, observer) => {
    if (document.body) {
      w.__firstFrame!.themeAtBody = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  requestAnimationFrame(() => {
    w.__firstFrame!.background = getComputedStyle(document.body).backgroundColor;
  });
};

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { __firstFrame: { background?: string } }).__firstFrame.background)
    .then(() => page.evaluate(() => (window as unknown as { __firstFrame: { themeAtBody: string | null; background: string } }).__firstFrame));

describe('theme', () => {
  for (const system of ['light', 'dark'] as const) {
    it(`follows the system setting (${system}) until the visitor chooses`, async () => {
      const page = await (await browser().newContext({ colorScheme: system })).newPage();
      await page.goto(`${inject('baseUrl')}/`);
      expect(await background(page)).toBe(system === 'dark' ? DARK_BG : LIGHT_BG);
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      expect(await toggle.getAttribute('aria-pressed')).toBe(String(system === 'dark'));
      await page.context().close();
    });
  }

  for (const system of ['light', 'dark'] as const) {
    it(`the toggle switches the theme, and the choice persists without a flash (system ${system})`, async () => {
      const context = await browser().newContext({ colorScheme: system });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${inject('baseUrl')}/`);
      const chosen = system === 'dark' ? 'light' : 'dark';
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      await toggle.click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(chosen);
      expect(await toggle.getAttribute('aria-pressed')).toBe(String(chosen === 'dark'));
      expect(await background(page)).toBe(chosen === 'dark' ? DARK_BG : LIGHT_BG);

      // Another page of the site, loaded fresh: the stored theme is there from the first frame.
      await context.addInitScript(FIRST_FRAME_PROBE);
      for (const path of ['/projects', '/']) {
        await page.goto(inject('baseUrl') + path);
        const frame = await firstFrame(page);
        expect(frame.themeAtBody, path).toBe(chosen);
        expect(frame.background, path).toBe(chosen === 'dark' ? DARK_BG : LIGHT_BG);
        expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe(String(chosen === 'dark'));
      }
      // Toggling back stores the other choice.
      await page.getByRole('button', { name: 'Dark theme' }).click();
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(system);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the toggle is shown from the first frame: no layout shift when scripts run', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The fonts in the cache first: this test is about the toggle's script; a face that arrives after
    // the first paint on a loaded machine is Lighthouse's CLS check (tests/e2e/lighthouse.test.ts).
    await page.goto(`${inject('baseUrl')}/`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${inject('baseUrl')}/`);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts), `width ${width}`).toBe(0);
    }
    await context.close();
  });
});
