// The Content-Security-Policy in a real browser (Debian's Chromium): no page type reports a
// violation (a blocked inline script, style or resource) in either content set, and the scripts
// the pages need still run under it: the theme boot script and toggle, and /ask answering in place.
// The Content-Security-Policy in a real browser (Debian's Chromium): no page type reports a
// violation (a blocked inline script, style or resource) in either content set, and the scripts
// the pages need still run under it: the theme boot script and toggle, and /ask answering in place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentSets, useBrowser, pageTypes, watchErrors } from './support.ts';

const browser = useBrowser();

/** Records every `securitypolicyviolation` event from the first byte (an init script runs outside the page's policy). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

describe('Content-Security-Policy in Chromium', () => {
  for (const set of contentSets()) {
    it(`no violation on any page type: ${set.name}`, async () => {
      const page = await browser().newPage();
      const violations = await watchViolations(page);
      const errors = watchErrors(page);
      const report: string[] = [];
      for (const type of pageTypes(set.portfolio)) {
        const res = await page.goto(set.url + type.path);
        expect(res?.status(), type.path).toBe(type.status);
        expect(await res?.headerValue('content-security-policy'), type.path).toContain("script-src 'self' 'sha256-");
        // The theme boot script ran (it marks the document before the first paint).
        expect(await page.evaluate(() => document.documentElement.classList.contains('js')), type.path).toBe(true);
        for (const v of await violations()) report.push(`${type.path}: ${v}`);
      }
      expect(report).toEqual([]);
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await page.close();
    });
  }

  it('the theme toggle and /ask work under the policy, with no violation', async () => {
    const [set] = contentSets();
    const page = await browser().newPage({ colorScheme: 'light' });
    const violations = await watchViolations(page);
    const errors = watchErrors(page);
    await page.goto(`${set!.url}/ask`);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByLabel('Your question').fill('Which projects use Python?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect.poll(() => page.locator('#answer section p.answer').count()).toBeGreaterThan(0);
    // Answered in place by the page's script (a reload would have lost the marker).
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
