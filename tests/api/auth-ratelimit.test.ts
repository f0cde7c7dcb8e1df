// Rate limits (RATE_LIMIT_AUTH / RATE_LIMIT_API as "<n>/<seconds>"), per client and per IP, on the
// auth endpoints and the dynamic data endpoints: RateLimit and RateLimit-Policy fields
// (draft-ietf-httpapi-ratelimit-headers), 429 with Retry-After over the quota (RFC 6749 JSON,
// temporarily_unavailable, on the OAuth endpoints, which oauth4webapi reports; problem details on the API),
// and other clients unaffected. The servers here are our own, with small quotas; with
// TRUST_PROXY=loopback (the test client is the trusted proxy) each test speaks from its own addresses (X-Forwarded-For).
// Items of the project's OAuth checklist (the auth reference digest): 75, 89-95.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { snapshotBuild } from '../support/build-copy.ts';
import { AUTO_GRANT } from '../support/grants.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
interface Client {
  client_id: string;
  client_secret: string;
}
const QUOTA = 5;
const WINDOW = 60;
const FORM = 'application/x-www-form-urlencoded';
const apiKeys = { a: randomBytes(24).toString('base64url'), b: randomBytes(24).toString('base64url'), c: randomBytes(24).toString('base64url') };
const sha = (k: string) => createHash('sha256').update(k).digest('hex');

let server: Server;
let dir: string;
let build: string;
let ipCounter = 0;
/** A client address no other request used. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  build = snapshotBuild();
  dir = mkdtempSync(join(tmpdir(), 'auth-ratelimit-'));
  server = await startServer('server.mjs', {
    env: {
      ...AUTO_GRANT,
      PORTFOLIO_DIST: build,
      STATE_DIR: dir,
      RATE_LIMIT_AUTH: `${QUOTA}/${WINDOW}`,
      RATE_LIMIT_API: `${QUOTA}/${WINDOW}`,
      TRUST_PROXY: 'loopback',
      AGENT_API_KEYS: JSON.stringify([
        { name: 'a', sha256: sha(apiKeys.a), scopes: ['portfolio:read', 'skills:read'] },
        { name: 'b', sha256: sha(apiKeys.b), scopes: ['portfolio:read', 'skills:read'] },
        { name: 'c', sha256: sha(apiKeys.c), scopes: ['portfolio:read'] },
      ]),
    },
  });
});
afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (build) rmSync(build, { recursive: true, force: true });
});

/** oauth4webapi's escaping of Basic credentials. */
const formEncode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[-_.!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
const basicRaw = (c: Client) => `Basic ${Buffer.from(`${c.client_id}:${c.client_secret}`).toString('base64')}`;
const basicEscaped = (c: Client) => `Basic ${Buffer.from(`${formEncode(c.client_id)}:${formEncode(c.client_secret)}`).toString('base64')}`;

const register = (ip: string) =>
  fetch(`${server.url}/v1/auth/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: '{"client_name":"rate test"}',
  });
/** A client registered and given skills:read, each step from its own address (its claim uses one point of its quota). */
async function newClient(): Promise<Client> {
  const res = await register(freshIp());
  expect(res.status).toBe(201);
  const c = (await res.json()) as Client;
  const claim = await fetch(`${server.url}/v1/auth/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basicRaw(c), 'x-forwarded-for': freshIp() },
    body: '{"scopes":["skills:read"]}',
  });
  expect(claim.status).toBe(201);
  return c;
}
const tokenRequest = (ip: string, headers: Record<string, string>, body = 'grant_type=client_credentials') =>
  fetch(`${server.url}/v1/auth/token`, { method: 'POST', headers: { 'content-type': FORM, 'x-forwarded-for': ip, ...headers }, body });
const apiRequest = (ip: string, path: string, authorization?: string) =>
  fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': ip, ...(authorization ? { authorization } : {}) } });

/** Sends until a 429 (at most QUOTA + 2 requests); the statuses before it and the 429 response. */
async function burst(send: () => Promise<Response>) {
  const statuses: number[] = [];
  const responses: Response[] = [];
  for (let i = 0; i < QUOTA + 2; i++) {
    const res = await send();
    if (res.status === 429) return { statuses, limited: res, responses };
    statuses.push(res.status);
    responses.push(res);
    await res.body?.cancel();
  }
  return { statuses, limited: undefined, responses };
}

/** A Structured Field List of Items `"name";key=int;…` (RFC 9651, the subset these fields use). */
function sfList(value: string | null): { name: string; params: Record<string, number> }[] {
  expect(value).toBeTruthy();
  return value!.split(/\s*,\s*/).map((item) => {
    const m = /^"([\x20\x21\x23-\x5B\x5D-\x7E]*)"((?:;[a-z*][a-z0-9_.*-]*=\d{1,15})*)$/.exec(item);
    expect(m, `not an SF item: ${item}`).toBeTruthy();
    const params = Object.fromEntries([...m![2]!.matchAll(/;([a-z*][a-z0-9_.*-]*)=(\d+)/g)].map(([, k, v]) => [k!, Number(v)]));
    return { name: m![1]!, params };
  });
}
function expectRateFields(res: Response, policy: 'auth' | 'api') {
  const [p] = sfList(res.headers.get('ratelimit-policy'));
  expect(p).toEqual({ name: policy, params: { q: QUOTA, w: WINDOW } });
  const [r] = sfList(res.headers.get('ratelimit'));
  expect(r!.name).toBe(policy);
  expect(r!.params.r).toBeGreaterThanOrEqual(0);
  expect(r!.params.r).toBeLessThanOrEqual(QUOTA);
  expect(r!.params.t).toBeGreaterThanOrEqual(0);
  expect(r!.params.t).toBeLessThanOrEqual(WINDOW);
  for (const legacy of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    expect(res.headers.get(legacy), legacy).toBeNull();
  }
  return r!.params;
}
async function expect429(res: Response | undefined, policy: 'auth' | 'api') {
  expect(res, 'no 429 within the burst').toBeDefined();
  expect(res!.status).toBe(429);
  const retryAfter = res!.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW);
  const { r, t } = expectRateFields(res!, policy);
  expect(r).toBe(0);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(t!);
  // The OAuth endpoints answer RFC 6749 JSON (what OAuth clients parse), the API problem details.
  expect(res!.headers.get('content-type')).toMatch(policy === 'auth' ? /^application\/json(;|$)/ : /^application\/problem\+json(;|$)/);
  const body = await res!.json();
  expect(body).toMatchObject({ status: 429, title: expect.any(String), type: expect.stringMatching(/^https?:\/\/\S+$/) });
  if (policy === 'auth') expect(body).toMatchObject({ error: 'temporarily_unavailable', error_description: expect.stringMatching(/retry in \d+ seconds/) });
  for (const name of Object.keys(body)) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]{2,}$/);
}

describe('RateLimit fields', () => {
  it('every auth endpoint answer carries RateLimit-Policy and RateLimit, counting down (90, 91, 93)', async () => {
    const ip = freshIp();
    const first = await register(ip);
    expect(first.status).toBe(201);
    const c = (await first.json()) as Client;
    const remaining = [expectRateFields(first, 'auth').r];
    const claim = await fetch(`${server.url}/v1/auth/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicRaw(c), 'x-forwarded-for': ip },
      body: '{"scopes":["skills:read"]}',
    });
    remaining.push(expectRateFields(claim, 'auth').r);
    const t = await tokenRequest(ip, { authorization: basicRaw(c) });
    expect(t.status).toBe(200);
    remaining.push(expectRateFields(t, 'auth').r);
    const { access_token } = await t.json();
    const revoke = await fetch(`${server.url}/v1/auth/revoke`, {
      method: 'POST',
      headers: { 'content-type': FORM, authorization: basicRaw(c), 'x-forwarded-for': ip },
      body: new URLSearchParams({ token: access_token }),
    });
    expect(revoke.status).toBe(200);
    remaining.push(expectRateFields(revoke, 'auth').r);
    expect(remaining).toEqual([QUOTA - 1, QUOTA - 2, QUOTA - 3, QUOTA - 4]);
  });

  it('error answers of the auth endpoints carry them too (90, 91)', async () => {
    const res = await tokenRequest(freshIp(), { authorization: basicRaw({ client_id: 'agt_nobody', client_secret: 'x' }) });
    expect(res.status).toBe(401);
    expectRateFields(res, 'auth');
  });

  it('dynamic data endpoints carry the api policy (90, 91)', async () => {
    for (const [path, auth] of [
      ['/v1/projects?tag=etl', undefined],
      ['/v1/dossier', `Bearer ${apiKeys.c}`],
    ] as const) {
      const res = await apiRequest(freshIp(), path, auth);
      expect(res.status, path).toBe(200);
      expect(expectRateFields(res, 'api').r).toBe(QUOTA - 1);
    }
  });
});

describe('auth endpoints over the quota', () => {
  it('a burst of token requests gets 429 with Retry-After and r=0; another client elsewhere is unaffected (89, 91, 92, 94, 95)', async () => {
    const [a, b] = [await newClient(), await newClient()];
    const ip = freshIp();
    const { statuses, limited } = await burst(() => tokenRequest(ip, { authorization: basicRaw(a) }));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.length).toBeLessThanOrEqual(QUOTA);
    expect(statuses.every((s) => s === 200)).toBe(true);
    await expect429(limited, 'auth');
    const other = await tokenRequest(freshIp(), { authorization: basicRaw(b) });
    expect(other.status).toBe(200);
    expectRateFields(other, 'auth');
  });

  it('the limit follows the client to another address (95: per client)', async () => {
    const a = await newClient();
    const { limited } = await burst(() => tokenRequest(freshIp(), { authorization: basicRaw(a) }));
    await expect429(limited, 'auth');
    await expect429(await tokenRequest(freshIp(), { authorization: basicRaw(a) }), 'auth');
    const post = new URLSearchParams({ grant_type: 'client_credentials', client_id: a.client_id, client_secret: a.client_secret });
    await expect429(await tokenRequest(freshIp(), {}, post.toString()), 'auth');
  });

  it('the limit holds for an address whatever client it presents (95: per IP)', async () => {
    const clients = await Promise.all(Array.from({ length: QUOTA + 2 }, () => newClient()));
    const ip = freshIp();
    let i = 0;
    const { statuses, limited } = await burst(() => tokenRequest(ip, { authorization: basicRaw(clients[i++]!) }));
    expect(statuses).toEqual(Array(QUOTA).fill(200));
    await expect429(limited, 'auth');
    // Unknown clients and no authentication at all count against the address too.
    await expect429(await tokenRequest(ip, {}), 'auth');
  });

  it('a client cannot widen its quota by escaping its id differently (95: per client)', async () => {
    const a = await newClient();
    const post = () => new URLSearchParams({ grant_type: 'client_credentials', client_id: a.client_id, client_secret: a.client_secret }).toString();
    const forms = [
      () => tokenRequest(freshIp(), { authorization: basicRaw(a) }),
      () => tokenRequest(freshIp(), { authorization: basicEscaped(a) }),
      () => tokenRequest(freshIp(), {}, post()),
    ];
    // The same client, each request from a new address, rotating three spellings of its id.
    let i = 0;
    const { statuses, limited } = await burst(() => forms[i++ % forms.length]!());
    expect(statuses.length, `one client got ${statuses.length} answers within a quota of ${QUOTA} (its claim used one)`).toBeLessThan(QUOTA);
    await expect429(limited, 'auth');
  });

  it("a client id alone counts nothing: wrong secrets from many addresses do not use up that client's quota", async () => {
    const victim = await newClient();
    const wrong = { ...victim, client_secret: `${victim.client_secret}x` };
    const post = new URLSearchParams({ grant_type: 'client_credentials', client_id: victim.client_id, client_secret: 'guess' });
    // Twice the quota of failed attempts naming the victim, each from a new address, both methods.
    for (let i = 0; i < QUOTA * 2; i++) {
      const res = i % 2 ? await tokenRequest(freshIp(), { authorization: basicRaw(wrong) }) : await tokenRequest(freshIp(), {}, post.toString());
      expect(res.status).toBe(401);
      await res.body?.cancel();
    }
    const ok = await tokenRequest(freshIp(), { authorization: basicRaw(victim) });
    expect(ok.status).toBe(200);
  });

  it('oauth4webapi reports the 429 of the token endpoint as the OAuth error temporarily_unavailable (not "not JSON")', async () => {
    const a = await newClient();
    const as: oauth.AuthorizationServer = { issuer: server.url, token_endpoint: `${server.url}/v1/auth/token` };
    const client: oauth.Client = { client_id: a.client_id };
    const ip = freshIp();
    const request = () =>
      oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(a.client_secret), new URLSearchParams(), {
        [oauth.allowInsecureRequests]: true,
        headers: { 'x-forwarded-for': ip },
      });
    let error: unknown;
    for (let i = 0; i < QUOTA + 2 && !error; i++) {
      error = await oauth.processClientCredentialsResponse(as, client, await request()).then(
        () => undefined,
        (err: unknown) => err,
      );
    }
    expect(error).toBeInstanceOf(oauth.ResponseBodyError);
    const e = error as oauth.ResponseBodyError;
    expect(e.status).toBe(429);
    expect(e.error).toBe('temporarily_unavailable');
    expect(e.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('registration is limited per address; another address can still register (95)', async () => {
    const ip = freshIp();
    const { statuses, limited } = await burst(() => register(ip));
    expect(statuses).toEqual(Array(QUOTA).fill(201));
    await expect429(limited, 'auth');
    expect((await register(freshIp())).status).toBe(201);
  });

  it('malformed requests count against the quota and carry the fields too (90, 95)', async () => {
    const ip = freshIp();
    const bad = [
      () => fetch(`${server.url}/v1/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: '{}' }),
      () => fetch(`${server.url}/v1/auth/identity`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: '{' }),
    ];
    let i = 0;
    const { statuses, limited, responses } = await burst(() => bad[i++ % bad.length]!());
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect(statuses.length, `${statuses.length} malformed requests from one address passed a quota of ${QUOTA}`).toBeLessThanOrEqual(QUOTA);
    await expect429(limited, 'auth');
    for (const res of responses) expectRateFields(res, 'auth');
  });
});

describe('the client address behind the trusted proxy (proxy-addr)', () => {
  it('is the rightmost untrusted X-Forwarded-For entry: rotating the entries to its left does not escape the quota', async () => {
    const real = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < QUOTA + 3; i++) {
      // The client writes whatever it likes on the left; the proxy (the loopback hop) appends the real address.
      const res = await register(`198.51.100.${i + 1}, ${real}`);
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('IPv6 addresses of one /64 share one quota; another /64 has its own', async () => {
    const prefix = `2001:db8:${(++ipCounter).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 0; i < QUOTA + 2; i++) {
      const res = await register(`${prefix}::${(i + 1).toString(16)}`);
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.slice(0, QUOTA).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(QUOTA).every((s) => s === 429)).toBe(true);
    const other = await register(`2001:db8:${(++ipCounter).toString(16)}:2::1`);
    expect(other.status).toBe(201);
  });
});

describe('data endpoints over the quota', () => {
  it('per credential: a key over its quota gets 429, another key elsewhere does not (89, 94)', async () => {
    const ip = freshIp();
    const { statuses, limited } = await burst(() => apiRequest(ip, '/v1/dossier', `Bearer ${apiKeys.a}`));
    expect(statuses).toEqual(Array(QUOTA).fill(200));
    await expect429(limited, 'api');
    // The same key from another address is still limited; another key is not.
    await expect429(await apiRequest(freshIp(), '/v1/skills/evaluations', `Bearer ${apiKeys.a}`), 'api');
    expect((await apiRequest(freshIp(), '/v1/dossier', `Bearer ${apiKeys.b}`)).status).toBe(200);
  });

  it('per client: a fresh token of the same client does not bring a fresh quota (95)', async () => {
    const a = await newClient();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await tokenRequest(freshIp(), { authorization: basicRaw(a) });
      expect(res.status).toBe(200);
      tokens.push((await res.json()).access_token);
    }
    const { limited } = await burst(() => apiRequest(freshIp(), '/v1/skills/evaluations', `Bearer ${tokens[0]}`));
    await expect429(limited, 'api');
    // The same client, its other token, from yet another address.
    await expect429(await apiRequest(freshIp(), '/v1/skills/evaluations', `Bearer ${tokens[1]}`), 'api');
  });

  it('per address: anonymous dynamic reads get 429 over the quota; another address does not (89, 94)', async () => {
    const ip = freshIp();
    const { statuses, limited } = await burst(() => apiRequest(ip, '/v1/projects?tag=etl'));
    expect(statuses).toEqual(Array(QUOTA).fill(200));
    await expect429(limited, 'api');
    expect((await apiRequest(freshIp(), '/v1/projects?tag=etl')).status).toBe(200);
  });

  it('invalid tokens count too: guessing does not get past the quota', async () => {
    const ip = freshIp();
    const { statuses, limited } = await burst(() => apiRequest(ip, '/v1/dossier', `Bearer ${randomBytes(24).toString('base64url')}`));
    expect(statuses).toEqual(Array(QUOTA).fill(401));
    await expect429(limited, 'api');
  });
});

describe('Retry-After, on a server with a short window and no trusted proxy', () => {
  let small: Server;
  let smallDir: string;
  beforeAll(async () => {
    smallDir = mkdtempSync(join(tmpdir(), 'auth-ratelimit-small-'));
    small = await startServer('server.mjs', { env: { ...AUTO_GRANT, PORTFOLIO_DIST: build, STATE_DIR: smallDir, RATE_LIMIT_AUTH: '2/2' } });
  });
  afterAll(async () => {
    await small?.stop();
    if (smallDir) rmSync(smallDir, { recursive: true, force: true });
  });

  it('X-Forwarded-For is ignored without TRUST_PROXY; after Retry-After seconds requests pass again (89, 92)', async () => {
    const reg = (ip: string) =>
      fetch(`${small.url}/v1/auth/identity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: '{"client_name":"x"}',
      });
    expect((await reg('10.1.1.1')).status).toBe(201);
    expect((await reg('10.1.1.2')).status).toBe(201);
    const limited = await reg('10.1.1.3');
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, wait * 1000 + 250));
    expect((await reg('10.1.1.4')).status).toBe(201);
  });
});
