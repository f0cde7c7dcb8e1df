// The consent page of the authorization endpoint in the system Chromium, on a build served at its
// own origin: axe finds nothing (both themes, the error page too), it works with JavaScript off
// (the whole allow step), it is usable with the keyboard alone, and it looks like the site
// (screenshots in both themes at 390 and 1280 px against committed baselines). Framing it is
// refused by the browser.
import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnOrigin, startOwnOrigin } from '../support/own-origin.ts';
import { axeViolations, compareWithBaseline, launch, watchErrors } from './support.ts';

const CALLBACK = 'http://127.0.0.1:43118/callback';
let origin: OwnOrigin;
let browser: Browser;
let clientId: string;

beforeAll(async () => {
  [origin, browser] = await Promise.all([startOwnOrigin({ AUTO_GRANT_SCOPES: 'skills:read' }), launch()]);
  const res = await fetch(`${origin.url}/v1/auth/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Recruiting Assistant',
      redirect_uris: [CALLBACK],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
    }),
  });
  clientId = (await res.json()).client_id;
});
afterAll(async () => {
  await browser?.close();
  await origin?.stop();
});

/** An authorization URL of the registered client: skills:read (granted at once here) and contact:read (the owner's). */
function authorizationUrl(state = 'st') {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${origin.url}/v1/auth/authorize`);
  for (const [k, v] of Object.entries({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    scope: 'skills:read contact:read',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }))
    url.searchParams.set(k, v);
  return url.href;
}

/** Catches the redirect to the client where the host would receive it. */
async function catchCallback(page: Page) {
  const seen: { url?: URL } = {};
  await page.route(`${CALLBACK}**`, (route) => {
    seen.url = new URL(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' });
  });
  return seen;
}

describe('the consent page', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations (${colorScheme} theme), and says who asks for what`, async () => {
      // bypassCSP: the page's CSP (default-src 'none') would refuse the injected axe script.
      const context = await browser.newContext({ colorScheme, bypassCSP: true });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(authorizationUrl());
      expect(await axeViolations(page)).toEqual([]);
      const main = (await page.locator('main').textContent())!;
      expect(main).toContain('Recruiting Assistant');
      expect(main).toContain('not verified');
      expect(main).toContain('Read skill evaluations (level and years).');
      expect(main).toContain('Read private contact details.');
      expect(main).toMatch(/After the owner approves/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the error page (an unknown client) has no axe violations and sends nobody anywhere', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const res = await page.goto(`${origin.url}/v1/auth/authorize?client_id=agt_nobody&response_type=code`);
    expect(res!.status()).toBe(400);
    expect(page.url()).toContain('/v1/auth/authorize');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: allow, with a note for the owner, and the code comes back', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const seen = await catchCallback(page);
    await page.goto(authorizationUrl('nojs'));
    await page.getByLabel('Who you are').fill('Ana Costa, Northwind');
    await page.getByLabel('Why you ask').fill('A data platform role');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => seen.url, { timeout: 10_000 }).toBeDefined();
    expect(seen.url!.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(seen.url!.searchParams.get('state')).toBe('nojs');
    expect(seen.url!.searchParams.get('iss')).toBe(origin.url);
    expect(origin.agents('list')).toMatch(/who "Ana Costa, Northwind" {2}why "A data platform role"/);
    await context.close();
  });

  it('is usable with the keyboard alone: Tab reaches the fields and the buttons, Enter decides', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = await catchCallback(page);
    await page.goto(authorizationUrl('kbd'));
    const focused = async () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent?.trim() ?? '');
    const order: string[] = [];
    for (let i = 0; i < 12 && !order.includes('decision'); i++) {
      await page.keyboard.press('Tab');
      order.push(await focused());
      if (order.at(-1) === 'who') await page.keyboard.type('Keyboard user');
    }
    expect(order).toEqual(expect.arrayContaining(['who', 'why', 'decision']));
    // The focused button is Allow (the first decision); the focus ring shows.
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement).value)).toBe('allow');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => seen.url, { timeout: 10_000 }).toBeDefined();
    expect(seen.url!.searchParams.get('code')).toBeTruthy();
    await context.close();
  });

  it('cannot be framed by another page (frame-ancestors none, X-Frame-Options DENY)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<iframe src="${authorizationUrl()}" width="600" height="400"></iframe>`);
    await page.waitForTimeout(1000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // The framed document is blocked: nothing of the consent page is in it.
    const text = frame ? await frame.evaluate(() => document.body?.textContent ?? '').catch(() => '') : '';
    expect(text).not.toContain('Recruiting Assistant');
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      it(`looks like the site at ${width} px, ${colorScheme} theme`, async () => {
        const context = await browser.newContext({ colorScheme, viewport: { width, height: width < 600 ? 844 : 900 } });
        const page = await context.newPage();
        await page.goto(authorizationUrl());
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // The site's stylesheet applies (its header and panels), not the browser's defaults.
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).borderBottomStyle)).not.toBe('none');
        compareWithBaseline(`consent-${width}-${colorScheme}`, await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
        await context.close();
      });
    }
  }
});
