// Keyboard: on every page type, Tab reaches every link and control in document order, each with a
// visible focus indicator, and the skip link moves focus to the main content.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentSets, useBrowser, pageTypes } from './support.ts';

const browser = useBrowser();

const FOCUSABLE =
  'a[href], details > summary:first-of-type, button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A stable description of every visible focusable element, in document order. */
function focusables(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()}#${[...document.querySelectorAll('*')].indexOf(el)}`;
    return [...document.querySelectorAll(selector)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // The skip link is positioned off screen until it gets focus: it still counts.
        return (r.width > 0 && r.height > 0 && style.visibility !== 'hidden') || el.classList.contains('skip');
      })
      .map(describe);
  }, FOCUSABLE);
}

interface Focused {
  id: string | null;
  outline: string;
  outlineWidth: number;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { id: null, outline: 'none', outlineWidth: 0 };
    const style = getComputedStyle(el);
    return {
      id: `${el.tagName.toLowerCase()}#${[...document.querySelectorAll('*')].indexOf(el)}`,
      outline: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
    };
  });
}

describe('keyboard navigation', () => {
  const set = contentSets()[0]!;
  for (const type of pageTypes(set.portfolio)) {
    it(`Tab reaches every control on the ${type.name} page, with a visible focus ring`, async () => {
      const page = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await page.goto(set.url + type.path);
      const expected = await focusables(page);
      expect(expected.length).toBeGreaterThan(5);
      const reached: string[] = [];
      for (let i = 0; i < expected.length * 2 + 10; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (f.id === null || reached.includes(f.id)) break;
        reached.push(f.id);
        expect(f.outline, `focus ring on ${f.id}`).not.toBe('none');
        expect(f.outlineWidth, `focus ring on ${f.id}`).toBeGreaterThanOrEqual(2);
      }
      expect(reached).toEqual(expected);
      await page.context().close();
    });
  }

  it('the skip link is the first stop and moves focus to the main content', async () => {
    const page = await (await browser().newContext()).newPage();
    await page.goto(`${set.url}/projects`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await page.locator('.skip').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab continues inside the main content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.context().close();
  });

  it('the theme toggle works from the keyboard', async () => {
    const page = await (await browser().newContext({ colorScheme: 'light' })).newPage();
    await page.goto(`${set.url}/`);
    await page.getByRole('button', { name: 'Dark theme' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.context().close();
  });
});
