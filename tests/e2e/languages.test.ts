// The language picker in a real browser: reached with Tab, followed with Enter, it opens the same
// page in the other language (with and without JavaScript), and the German page is in German.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support.ts';

const browser = useBrowser();

const base = () => inject('baseUrl');

describe('language picker', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`Tab reaches it and Enter opens the same page in the other language (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await browser().newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${base()}/projects/feature-store`);
      // Tab through the page until the focus is on the picker's German link.
      let found = false;
      for (let i = 0; i < 40 && !found; i++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate(() => document.activeElement?.matches('.lang-picker a[hreflang="de"]') ?? false);
      }
      expect(found, 'the German link of the picker takes the focus').toBe(true);
      const name = await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'));
      expect(name).toBe('Language');
      await Promise.all([page.waitForURL(/\/de\/projects\/feature-store$/), page.keyboard.press('Enter')]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.locator('.lang-picker a[aria-current="true"]').textContent()).toBe('Deutsch');
      // Untranslated: the notice, and the project's text marked as English.
      await expect(page.locator('[data-fallback-notice]').textContent()).resolves.toContain('noch nicht auf Deutsch übersetzt');
      expect(await page.locator('article').getAttribute('lang')).toBe('en');
      // And back to English on the same page.
      await Promise.all([page.waitForURL(/\/projects\/feature-store$/), page.locator('.lang-picker a[hreflang="en"]').click()]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await context.close();
    });
  }
});
