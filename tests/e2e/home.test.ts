// Browser smoke test: the system Chromium through playwright-core against the built server.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../../scripts/ensure-chromium.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
});
afterAll(async () => {
  await browser?.close();
});

it('the home page renders the person, projects and skills, and links to a project page', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const res = await page.goto(inject('baseUrl') + '/');
  expect(res?.status()).toBe(200);
  const profile = (await (await fetch(inject('baseUrl') + '/v1/profile')).json()).data;
  await expect.poll(() => page.locator('h1').textContent()).toBe(profile.name);
  expect(await page.getByRole('heading', { name: 'Skills' }).count()).toBe(1);
  expect(await page.locator('main a[href^="/projects/"]').count()).toBeGreaterThan(0);
  await page.locator('main .cards a').first().click();
  await page.waitForURL(/\/projects\/[a-z0-9-]+$/);
  expect(await page.locator('article h1').count()).toBe(1);
  await page.screenshot({ path: 'test-results/project.png' });
  expect(errors).toEqual([]);
});
