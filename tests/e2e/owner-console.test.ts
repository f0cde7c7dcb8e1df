// The owner console (/owner) on a build served at its own origin (http://localhost:<port>: a
// WebAuthn RP ID cannot be an IP address), in the system Chromium with a CDP virtual
// authenticator: 404 before enrolment; enrolment through the one-time link of `npm run agents --
// enrol` (an expired or reused link refused); sign-out and passkey sign-in; a pending claim
// approved in the console from the webhook's single-use link (the scope arrives with the next
// refresh; the link does not work twice), another denied (the scope never comes); and every page
// and action refusing a missing or foreign session, a cross-site POST and a replayed form; the
// insights of a scripted mix of requests (and no client address anywhere in the state); the
// messages (listed in pages with the unread marked, shown as text, marked read and unread,
// archived, deleted after a confirmation, each action logged and refused without the console's
// checks); axe on every page; a second passkey added and the first removed.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteMessageStore } from '../../src/messages/store.ts';
import { openOwnerOperations } from '../../src/owner/store.ts';
import { type OwnOrigin, startOwnOrigin } from '../support/own-origin.ts';
import { axeViolations, launch, watchErrors } from './support.ts';

const CALLBACK = 'http://127.0.0.1:43119/callback';
let origin: OwnOrigin;
let site: string;
let browser: Browser;
let hooks: Server;
const webhookBodies: { decide: { console?: string }; claim?: { id: string }; message?: { id: string }; manage?: { console?: string } }[] = [];

beforeAll(async () => {
  hooks = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      webhookBodies.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hooks.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
  [origin, browser] = await Promise.all([
    // TRUST_PROXY: the insights test sends X-Forwarded-For, so that the server sees a client address to (not) store.
    startOwnOrigin(
      {
        OWNER_WEBHOOK_URL: hookUrl,
        OWNER_WEBHOOK_SECRET: 'x'.repeat(40),
        AUTO_GRANT_SCOPES: 'skills:read',
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MESSAGES: '1000/60',
      },
      {},
      { host: 'localhost' },
    ),
    launch(),
  ]);
  site = origin.url.replace('127.0.0.1', 'localhost');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await origin?.stop();
  hooks?.close();
});

/** A context whose page has a virtual platform authenticator (user verification succeeds). */
async function withAuthenticator(credentials: unknown[] = []) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
  return { context, page, cdp, authenticatorId };
}

/** The link `npm run agents -- enrol` prints (its origin is SITE_URL's, which the command's environment here lacks). */
const enrolLink = () => {
  const link = new URL(/(http\S+\/owner\/enrol\?token=\S+)/.exec(origin.agents('enrol'))![1]!);
  return `${site}${link.pathname}${link.search}`;
};
const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === '__Host-owner-session');

let owner: { context: BrowserContext; page: Page; cdp: CDPSession; authenticatorId: string };

describe('before enrolment', () => {
  it('the console does not exist (404), except the enrolment link', async () => {
    for (const path of ['/owner', '/owner/signin', '/owner/claims/clm_x', '/owner/passkeys']) {
      expect((await fetch(`${origin.url}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    }
  });

  it('an expired or unknown enrolment link is refused', async () => {
    const secret = randomBytes(32).toString('base64url');
    const ops = openOwnerOperations(origin.stateDir);
    ops.insertSecret(secret, { kind: 'enrol', subject: 'owner', expires_at: Math.floor(Date.now() / 1000) - 1 });
    ops.close();
    const expired = await fetch(`${origin.url}/owner/enrol?token=${secret}`);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('expired');
    expect((await fetch(`${origin.url}/owner/enrol?token=${randomBytes(32).toString('base64url')}`)).status).toBe(403);
  });
});

describe('passkeys in Chromium', () => {
  it('enrols the first passkey through the one-time link, with a __Host- session cookie', async () => {
    owner = await withAuthenticator();
    const errors = watchErrors(owner.page);
    const link = enrolLink();
    await owner.page.goto(link);
    await owner.page.getByRole('button', { name: 'Create a passkey' }).click();
    await owner.page.waitForURL(`${site}/owner`);
    expect(await owner.page.locator('h1').textContent()).toBe('Claims');
    const cookie = (await sessionCookie(owner.context))!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(1800);
    expect(errors).toEqual([]);
    // The same link again: used.
    const again = await owner.page.goto(link);
    expect(again!.status()).toBe(403);
    expect(await owner.page.locator('main').textContent()).toContain('used');
  });

  it('signs out, and signs in again with the passkey', async () => {
    await owner.page.goto(`${site}/owner`);
    await owner.page.getByRole('button', { name: 'Sign out' }).click();
    await owner.page.waitForURL(/\/owner\/signin/);
    expect((await owner.page.goto(`${site}/owner/passkeys`))!.url()).toContain('/owner/signin?next=%2Fowner%2Fpasskeys');
    await owner.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await owner.page.waitForURL(`${site}/owner/passkeys`);
    expect(await owner.page.locator('main').textContent()).toContain('Passkey 1');
    const activity = await owner.page.goto(`${site}/owner/activity`);
    const text = await activity!.text();
    for (const action of ['passkey enrolled (link)', 'signed out', 'signed in']) expect(text).toContain(action);
  });
});

/** Registers a public client and runs the consent flow for skills:read (at once) and contact:read (the owner's). */
async function pendingClaim(who: string) {
  const reg = await fetch(`${origin.url}/v1/auth/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: `Agent of ${who}`,
      redirect_uris: [CALLBACK],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
    }),
  });
  const clientId = (await reg.json()).client_id as string;
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${origin.url}/v1/auth/authorize`);
  const params = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    scope: 'skills:read contact:read',
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const consent = await fetch(url, { redirect: 'manual' });
  const html = await consent.text();
  const request = /name="request" value="([^"]+)"/.exec(html)![1]!;
  const decided = await fetch(`${origin.url}/v1/auth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: consent.headers.get('set-cookie')!.split(';')[0]!, origin: site },
    body: new URLSearchParams({ request, decision: 'allow', who, why: 'hiring' }),
  });
  const code = new URL(decided.headers.get('location')!).searchParams.get('code')!;
  const tokens = await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: clientId, code_verifier: verifier });
  const claimId = / (clm_\S+)/.exec(
    ` ${origin
      .agents('list')
      .split('\n')
      .find((l) => l.includes(clientId))}`,
  )![1]!;
  return { clientId, refresh: tokens.refresh_token as string, claimId };
}

async function token(form: Record<string, string>) {
  const res = await fetch(`${origin.url}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

async function webhookFor(claimId: string) {
  for (let i = 0; i < 50 && !webhookBodies.some((b) => b.claim?.id === claimId); i++) await new Promise((r) => setTimeout(r, 100));
  return webhookBodies.find((b) => b.claim?.id === claimId)!;
}

describe('approvals', () => {
  it('the webhook link opens the claim after sign-in; approved there, the scope comes with the next refresh; the link works once', async () => {
    const claim = await pendingClaim('Jane');
    const link = (await webhookFor(claim.claimId)).decide.console!;
    expect(link).toMatch(new RegExp(`/owner/claims/${claim.claimId}\\?link=[\\w-]{43}$`));
    // A phone that is not signed in: the link leads to the sign-in, then to the claim.
    const credentials = (await owner.cdp.send('WebAuthn.getCredentials', { authenticatorId: owner.authenticatorId })).credentials;
    const phone = await withAuthenticator(credentials);
    await phone.page.goto(link.replace('127.0.0.1', 'localhost'));
    await phone.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await phone.page.waitForURL(/\/owner\/claims\//);
    const main = (await phone.page.locator('main').textContent())!;
    expect(main).toContain('Agent of Jane');
    expect(main).toContain('Jane');
    expect(main).toContain(claim.clientId);
    await phone.page.getByRole('button', { name: 'Approve' }).click();
    await phone.page.waitForURL(new RegExp(`/owner/claims/${claim.claimId}$`));
    expect(await phone.page.locator('main').textContent()).toContain('approved');
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: claim.refresh, client_id: claim.clientId });
    expect(refreshed.scope.split(' ').sort()).toEqual(['contact:read', 'skills:read']);
    // The link again, signed in: refused.
    expect((await phone.page.goto(link.replace('127.0.0.1', 'localhost')))!.status()).toBe(403);
    await phone.context.close();
  });

  it('a claim denied in the console never gives the scope', async () => {
    const claim = await pendingClaim('Mallory');
    await owner.page.goto(`${site}/owner/claims/${claim.claimId}`);
    await owner.page.getByRole('button', { name: 'Deny' }).click();
    await owner.page.waitForURL(new RegExp(`/owner/claims/${claim.claimId}$`));
    expect(await owner.page.locator('main').textContent()).toContain('denied');
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: claim.refresh, client_id: claim.clientId });
    expect(refreshed.scope).toBe('skills:read');
  });
});

describe('refusals', () => {
  /** A signed-in session cookie and a fresh form token of the claim page. */
  async function formOf(claimId: string) {
    const cookie = `__Host-owner-session=${(await sessionCookie(owner.context))!.value}`;
    const page = await fetch(`${origin.url}/owner/claims/${claimId}`, { headers: { cookie } });
    const html = await page.text();
    return { cookie, form: /name="form" value="([\w-]+)"/.exec(html)![1]! };
  }
  const post = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${origin.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
    });

  it('pages without a session, or with a foreign one, go to the sign-in and show nothing', async () => {
    for (const cookie of [undefined, `__Host-owner-session=${randomBytes(32).toString('base64url')}`]) {
      for (const path of [
        '/owner',
        '/owner/passkeys',
        '/owner/activity',
        '/owner/insights',
        '/owner/insights.csv',
        '/owner/insights.json',
        '/owner/claims/clm_x',
        '/owner/messages',
        '/owner/messages/msg_x',
        '/owner/messages/msg_x/delete',
      ]) {
        const res = await fetch(`${origin.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        expect(res.status, path).toBe(303);
        expect(res.headers.get('location')).toMatch(/^\/owner\/signin\?next=/);
      }
    }
  });

  it('actions refuse a missing or foreign session, a cross-site POST and a replayed form; the page says noindex', async () => {
    const claim = await pendingClaim('Eve');
    const { cookie, form } = await formOf(claim.claimId);
    const path = `/owner/claims/${claim.claimId}`;
    const body = { form, decision: 'approve' };
    const foreign = `__Host-owner-session=${randomBytes(32).toString('base64url')}`;
    expect((await post(path, body, { origin: site })).status).toBe(401);
    expect((await post(path, body, { origin: site, cookie: foreign })).status).toBe(401);
    expect((await post(path, body, { origin: 'https://evil.example', cookie })).status).toBe(403);
    expect((await post(path, body, { cookie })).status).toBe(403);
    expect((await post(path, { decision: 'approve' }, { origin: site, cookie })).status).toBe(403);
    for (const p of ['/owner/signout', '/owner/passkeys/remove']) {
      expect((await post(p, { form }, { origin: 'https://evil.example', cookie })).status).toBe(403);
      expect((await post(p, { form }, { origin: site })).status).toBe(401);
      expect((await post(p, { form }, { origin: site, cookie: foreign })).status).toBe(401);
    }
    // The one good submission, then its replay.
    expect((await post(path, { form, decision: 'deny' }, { origin: site, cookie })).status).toBe(303);
    const replay = await post(path, { form, decision: 'approve' }, { origin: site, cookie });
    expect(replay.status).toBe(403);
    expect(origin.agents('list')).toMatch(new RegExp(`${claim.claimId}\\s+denied`));
    const page = await fetch(`${origin.url}/owner`, { headers: { cookie } });
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('the passkey endpoints refuse a cross-site request, a missing ceremony, and adding a passkey without a session', async () => {
    const json = (path: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${origin.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await json('/owner/webauthn/login/options', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await json('/owner/webauthn/register/options', {}, { origin: site })).status).toBe(401);
    const verify = await json(
      '/owner/webauthn/login/verify',
      { credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'x' } } },
      { origin: site },
    );
    expect(verify.status).toBe(401);
    expect((await verify.json()).code).toBe('OWNER_PASSKEY_REFUSED');
  });
});

describe('insights', () => {
  const ADDRESS = '203.0.113.77';
  const signedIn = async () => ({ cookie: `__Host-owner-session=${(await sessionCookie(owner.context))!.value}` });
  type Row = { day: string; metric: string; key: string; count: number };
  async function totals() {
    const res = await fetch(`${origin.url}/owner/insights.json`, { headers: await signedIn() });
    expect(res.status).toBe(200);
    const sum = new Map<string, number>();
    for (const r of (await res.json()).rows as Row[]) sum.set(`${r.metric}|${r.key}`, (sum.get(`${r.metric}|${r.key}`) ?? 0) + r.count);
    return sum;
  }
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin.url}${path}`, { headers: { 'x-forwarded-for': ADDRESS, ...headers } });

  it('count a scripted mix of requests by kind of client, questions (and the unanswered ones) and tools; store no address', async () => {
    const claim = await pendingClaim('Insight');
    const access = (await token({ grant_type: 'refresh_token', refresh_token: claim.refresh, client_id: claim.clientId })).access_token as string;
    const before = await totals();
    for (let i = 0; i < 3; i++) expect((await get('/', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).status).toBe(200);
    // An asset a page loads is not a request of its own.
    expect((await get('/favicon.svg', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' })).status).toBe(200);
    expect((await get('/v1/projects')).status).toBe(200);
    const answered = 'Which databases does she know?';
    const unanswered = 'What is her favourite colour?';
    for (const q of [answered, `  ${answered.toUpperCase()} `, unanswered]) {
      const res = await get(`/v1/ask?q=${encodeURIComponent(q)}`);
      const meta = (await res.json())._meta;
      if (q === unanswered) expect(meta.response_type === 'not_found' || meta.confidence < 0.5).toBe(true);
      else expect(meta.response_type !== 'not_found' && meta.confidence >= 0.5).toBe(true);
    }
    expect((await get('/v1/skills?category=ai', { authorization: `Bearer ${access}` })).status).toBe(200);
    await fetch(`${origin.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-forwarded-for': ADDRESS },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_skills', arguments: {} } }),
    });
    const after = await totals();
    const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    expect(delta('requests|browser')).toBe(3);
    expect(delta('requests|anonymous agent')).toBe(5);
    expect(delta('requests|known agent')).toBe(1);
    expect(delta(`agent|${claim.clientId}`)).toBe(1);
    expect(delta(`ask|${answered.toLowerCase()}`)).toBe(2);
    expect(delta(`ask|${unanswered.toLowerCase()}`)).toBe(1);
    expect(delta(`ask-unanswered|${unanswered.toLowerCase()}`)).toBe(1);
    expect(delta(`ask-unanswered|${answered.toLowerCase()}`)).toBe(0);
    expect(delta('tool|get_skills')).toBe(1);
    expect(after.get('claims|pending')).toBeGreaterThanOrEqual(1);
    // Nothing in the state directory holds the client address the server saw.
    for (const file of readdirSync(origin.stateDir)) {
      expect(readFileSync(join(origin.stateDir, file)).toString('latin1').includes(ADDRESS), `${ADDRESS} in ${file}`).toBe(false);
    }
  });

  it('are shown in the console and exported as CSV', async () => {
    await owner.page.goto(`${site}/owner/insights`);
    const main = (await owner.page.locator('main').textContent())!;
    expect(main).toContain('what is her favourite colour?');
    expect(main).toContain('get_skills');
    const csv = await fetch(`${origin.url}/owner/insights.csv`, { headers: await signedIn() });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\r\n')[0]).toBe('day,metric,key,count');
  });
});

describe('messages', () => {
  const cookieOf = async () => `__Host-owner-session=${(await sessionCookie(owner.context))!.value}`;
  async function send(body: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await fetch(`${origin.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    return (await res.json()).id as string;
  }
  const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)> Call me: https://evil.example/login';
  let anonymous: string;
  let verified: string;
  let verifiedClient: string;

  it('are listed newest first with the unread marked and in pages; the sender’s address only on the message’s page', async () => {
    // 21 older messages (straight into the store), then two through the API: one anonymous, one from an authenticated client.
    const store = openSqliteMessageStore(origin.stateDir);
    const t = Math.floor(Date.now() / 1000) - 86_400;
    for (let n = 1; n <= 21; n++) {
      await store.insertMessage({
        id: `msg_old${String(n).padStart(2, '0')}`,
        received_at: t + n,
        channel: 'form',
        sender: { verified: false },
        name: `Old sender ${n}`,
        message: `old message ${n}`,
        status: 'new',
        webhook: 'off',
        email: 'off',
      });
    }
    await store.close();
    anonymous = await send({ message: HOSTILE, name: 'Sam <b>bold</b>', contact: 'sam.sender@example.com' });
    const claim = await pendingClaim('Messenger');
    verifiedClient = claim.clientId;
    const access = (await token({ grant_type: 'refresh_token', refresh_token: claim.refresh, client_id: claim.clientId })).access_token as string;
    verified = await send({ message: 'An agent writes.', name: 'Recruiter bot' }, { authorization: `Bearer ${access}` });

    const { page } = owner;
    await page.goto(`${site}/owner/messages`);
    expect(await page.locator('h1').textContent()).toBe('Messages');
    const rows = await page.locator('main ul.messages > li').allTextContents();
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatch(/^Unread: Recruiter bot, agent .*verified: authenticated OAuth client/s);
    expect(rows[0]).toContain(verifiedClient);
    expect(rows[1]).toMatch(/^Unread: Sam <b>bold<\/b>, unverified sender/s);
    expect(rows[19]).toContain('Old sender 4,');
    expect(await page.locator('main').textContent()).toContain('23 messages, 23 unread');
    expect(await page.content()).not.toContain('sam.sender@example.com');
    await page.getByRole('link', { name: 'Older' }).click();
    await page.waitForURL(/page=2/);
    expect(await page.locator('main ul.messages > li').allTextContents()).toEqual([
      expect.stringContaining('Old sender 3,'),
      expect.stringContaining('Old sender 2,'),
      expect.stringContaining('Old sender 1,'),
    ]);
    // Marked read from the second page: back on the second page.
    await page.locator('main ul.messages > li', { hasText: 'Old sender 1,' }).getByRole('button', { name: 'Mark read' }).click();
    await page.waitForURL(`${site}/owner/messages?page=2`);
    expect(await page.locator('main ul.messages > li', { hasText: 'Old sender 1,' }).textContent()).not.toMatch(/^Unread:/);
    expect(await page.locator('main').textContent()).toContain('23 messages, 22 unread');
  });

  it('a message is shown as text (no markup, no link made of it) with the answer by mail; opening it marks it read', async () => {
    const { page } = owner;
    const errors = watchErrors(page);
    // The webhook about it links to it in the console.
    for (let i = 0; i < 50 && !webhookBodies.some((b) => b.message?.id === anonymous); i++) await new Promise((r) => setTimeout(r, 100));
    expect(webhookBodies.find((b) => b.message?.id === anonymous)!.manage!.console).toBe(`${site}/owner/messages/${anonymous}`);
    await page.goto(`${site}/owner/messages`);
    await page.getByRole('link', { name: 'Unread: Sam <b>bold</b>' }).click();
    await page.waitForURL(new RegExp(`/owner/messages/${anonymous}$`));
    expect(await page.locator('main pre').textContent()).toBe(HOSTILE);
    expect(await page.locator('main script, main img, main b, main a[href^="https://evil"]').count()).toBe(0);
    const main = (await page.locator('main').textContent())!;
    expect(main).toContain('unverified sender');
    expect(main).toContain('sam.sender@example.com');
    const mailto = (await page.getByRole('link', { name: 'Answer by mail' }).getAttribute('href'))!;
    expect(mailto).toMatch(/^mailto:sam\.sender@example\.com\?subject=Re%3A%20your%20message%20to%20/);
    expect(decodeURIComponent(new URL(mailto).searchParams.get('body') ?? '')).toContain(`> ${HOSTILE}`);
    expect(errors).toEqual([]);
    await page.goto(`${site}/owner/messages/${verified}`);
    expect(await page.locator('main').textContent()).toContain(`agent ${verifiedClient} (verified: authenticated OAuth client)`);
    expect(await page.getByRole('link', { name: 'Answer by mail' }).count()).toBe(0);
    await page.goto(`${site}/owner/messages`);
    expect(await page.locator('main').textContent()).toContain('23 messages, 20 unread');
    expect(await page.getByRole('link', { name: 'Sam <b>bold</b>', exact: true }).count()).toBe(1);
  });

  it('marks unread and read, archives, deletes after a confirmation (gone from the store); every action is logged', async () => {
    const { page } = owner;
    await page.goto(`${site}/owner/messages/${anonymous}`);
    await page.getByRole('button', { name: 'Mark unread' }).click();
    await page.waitForURL(`${site}/owner/messages`);
    const row = page.locator('main ul.messages > li', { hasText: 'Sam <b>bold</b>' });
    expect(await row.textContent()).toMatch(/^Unread:/);
    await row.getByRole('button', { name: 'Mark read' }).click();
    await page.waitForURL(`${site}/owner/messages`);
    expect(await page.locator('main ul.messages > li', { hasText: 'Sam <b>bold</b>' }).textContent()).not.toMatch(/^Unread:/);
    await page.goto(`${site}/owner/messages/${anonymous}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.waitForURL(`${site}/owner/messages`);
    expect(await page.locator('main').textContent()).not.toContain('Sam <b>bold</b>');
    await page.getByRole('link', { name: 'Archived messages' }).click();
    await page.getByRole('link', { name: 'Sam <b>bold</b>' }).click();
    await page.getByRole('link', { name: 'Delete…' }).click();
    await page.waitForURL(new RegExp(`/owner/messages/${anonymous}/delete$`));
    expect(await page.locator('h1').textContent()).toBe('Delete this message for good?');
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL(`${site}/owner/messages`);
    const store = openSqliteMessageStore(origin.stateDir);
    expect(await store.getMessage(anonymous)).toBeUndefined();
    await store.close();
    expect((await page.goto(`${site}/owner/messages/${anonymous}`))!.status()).toBe(404);
    const activity = await (await page.goto(`${site}/owner/activity`))!.text();
    for (const entry of ['message read', 'message marked unread', 'message marked read', 'message archived', 'message deleted']) {
      expect(activity).toContain(`${entry}</td><td>${anonymous}`);
    }
  });

  it('its actions refuse a missing or foreign session, a cross-site POST and a replayed form', async () => {
    const cookie = await cookieOf();
    const html = await (await fetch(`${origin.url}/owner/messages/${verified}`, { headers: { cookie } })).text();
    const form = /name="form" value="([\w-]+)"/.exec(html)![1]!;
    const foreign = `__Host-owner-session=${randomBytes(32).toString('base64url')}`;
    const post = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
      fetch(`${origin.url}/owner/messages/${verified}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body),
      });
    for (const [path, fields] of [
      ['/read', { read: 'no' }],
      ['/archive', {}],
      ['/delete', {}],
    ] as const) {
      expect((await post(path, { form, ...fields }, { origin: site })).status, path).toBe(401);
      expect((await post(path, { form, ...fields }, { origin: site, cookie: foreign })).status, path).toBe(401);
      expect((await post(path, { form, ...fields }, { origin: 'https://evil.example', cookie })).status, path).toBe(403);
      expect((await post(path, { form, ...fields }, { cookie })).status, path).toBe(403);
      expect((await post(path, fields, { origin: site, cookie })).status, path).toBe(403);
    }
    const store = openSqliteMessageStore(origin.stateDir);
    expect(await store.getMessage(verified)).toMatchObject({ status: 'new', read_at: expect.any(Number) });
    // The one good submission, then its replay.
    expect((await post('/archive', { form }, { origin: site, cookie })).status).toBe(303);
    expect((await post('/delete', { form }, { origin: site, cookie })).status).toBe(403);
    expect(await store.getMessage(verified)).toMatchObject({ status: 'archived' });
    await store.close();
  });
});

describe('accessibility', () => {
  it('the console pages have no axe violations', async () => {
    const { claimId } = await pendingClaim('Axe');
    for (const path of [
      '/owner',
      '/owner/passkeys',
      '/owner/activity',
      '/owner/insights',
      `/owner/claims/${claimId}`,
      '/owner/messages',
      '/owner/messages?box=archived',
      '/owner/messages/msg_old01',
      '/owner/messages/msg_old01/delete',
    ]) {
      await owner.page.goto(`${site}${path}`);
      expect(await axeViolations(owner.page), path).toEqual([]);
    }
  });
});

describe('more passkeys', () => {
  it('adds a passkey from another device, removes the first (its sessions end), and keeps the last one', async () => {
    const { page, cdp } = owner;
    // The first device goes away; a new one (a new virtual authenticator) joins in the same browser session.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: owner.authenticatorId });
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${site}/owner/passkeys`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main li').length === 2);
    expect(await page.locator('main li').allTextContents()).toEqual([expect.stringContaining('Passkey 1'), expect.stringContaining('Passkey 2')]);
    // Removing Passkey 1 ends the sessions it signed in, this one included.
    await page.locator('main li', { hasText: 'Passkey 1' }).getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(/\/owner\/signin/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Back where the owner was.
    await page.waitForURL(`${site}/owner/passkeys`);
    expect(await page.locator('main li').allTextContents()).toEqual([expect.stringContaining('Passkey 2')]);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    // The last one cannot be removed, even by a hand-made form.
    const cookie = `__Host-owner-session=${(await sessionCookie(owner.context))!.value}`;
    const html = await (await fetch(`${origin.url}/owner/passkeys`, { headers: { cookie } })).text();
    const form = /name="form" value="([\w-]+)"/.exec(html)![1]!;
    const ops = openOwnerOperations(origin.stateDir);
    const [last] = ops.listPasskeys();
    ops.close();
    const res = await fetch(`${origin.url}/owner/passkeys/remove`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: site },
      body: new URLSearchParams({ form, id: last!.id }),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('last passkey');
  });
});
