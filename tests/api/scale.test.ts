/**
 * Beyond one process (issue #14), with the built server as deployed (`server.mjs`):
 * - three instances on one Redis (Debian's redis-server) behind Debian's nginx as a round-robin
 *   load balancer: one client's flow spread over the three, immediate revocation everywhere, one
 *   rate-limit quota, single-use identity assertions, kill -9 of an instance and of Redis during
 *   bursts (nothing acknowledged lost, 503 problems while Redis is down, recovery without restart);
 * - WORKERS=2 on SQLite: one key set, revocation seen by both workers, one quota.
 * Each request opens its own connection, so that round robin (nginx's, or node:cluster's) spreads them.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type CryptoKey, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { AUTO_GRANT } from '../support/grants.ts';
import { type Nginx, startNginx } from '../support/nginx.ts';
import { type RedisServer, startRedis } from '../support/redis.ts';

const ISSUER = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')).site as string;
const IDP = 'https://idp.example';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ID_JAG = 'urn:ietf:params:oauth:token-type:id-jag';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the reply's fields one by one
  json: () => any;
}

/** One request on its own connection (no keep-alive: every request is balanced anew). */
function send(base: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method: opts.method ?? 'GET', headers: { connection: 'close', ...opts.headers }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (s) => (body += s));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, json: () => JSON.parse(body) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
const json = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(base, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const form = (base: string, path: string, body: string, headers: Record<string, string> = {}) =>
  send(base, path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

interface Client {
  id: string;
  secret: string;
  auth: string;
}
async function register(base: string, name: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Client> {
  const res = await json(base, '/v1/auth/identity', { client_name: name, ...extra }, headers);
  expect(res.status, res.body).toBe(201);
  const { client_id, client_secret } = res.json();
  return { id: client_id, secret: client_secret, auth: basic(client_id, client_secret) };
}
async function token(base: string, client: Client, headers: Record<string, string> = {}): Promise<string> {
  const res = await form(base, '/v1/auth/token', 'grant_type=client_credentials', { authorization: client.auth, ...headers });
  expect(res.status, res.body).toBe(200);
  return res.json().access_token;
}
const scoped = (base: string, bearer: string, headers: Record<string, string> = {}) =>
  send(base, '/v1/skills/evaluations', { headers: { authorization: `Bearer ${bearer}`, ...headers } });

describe('three instances on Redis behind nginx', () => {
  let redis: RedisServer;
  let nginx: Nginx;
  const instances: Awaited<ReturnType<typeof startServer>>[] = [];
  const state = mkdtempSync(join(tmpdir(), 'scale-'));
  let idp: { privateKey: CryptoKey; jwk: JWK };
  const env = () => ({
    ...AUTO_GRANT,
    STATE_URL: redis.url,
    STATE_PREFIX: `lb${process.pid}:`,
    STATE_DIR: join(state, 'unused'),
    TRUST_PROXY: 'loopback',
    TRUSTED_ISSUERS_FILE: join(state, 'issuers.json'),
    RATE_LIMIT_AUTH: '100000/60',
    RATE_LIMIT_API: '40/60',
  });
  const urls = () => instances.map((i) => i.url);

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    idp = { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid: 'idp-1', alg: 'RS256', use: 'sig' } };
    writeFileSync(join(state, 'issuers.json'), JSON.stringify([{ issuer: IDP, jwks: { keys: [idp.jwk] } }]));
    redis = await startRedis();
    for (let i = 0; i < 3; i++) instances.push(await startServer('server.mjs', { env: env() }));
    const upstreams = urls()
      .map((u) => `server ${new URL(u).host};`)
      .join(' ');
    nginx = await startNginx(
      (port) => `upstream portfolio { ${upstreams} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portfolio;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
    }
  }`,
    );
  }, 180_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await redis?.stop();
    rmSync(state, { recursive: true, force: true });
  });

  it('register through one, claim and get a token through another, call a scoped route through the third; revoke through the first: refused at once through all', async () => {
    const [a, b, c] = urls() as [string, string, string];
    const client = await register(a, 'spread over three');
    const claim = await json(b, '/v1/auth/claim', { scopes: ['skills:read'] }, { authorization: client.auth });
    expect(claim.status, claim.body).toBe(201);
    const bearer = await token(b, client);
    expect((await scoped(c, bearer)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await scoped(nginx.url, bearer)).status).toBe(200);
    const revoked = await form(a, '/v1/auth/revoke', `token=${bearer}`, { authorization: client.auth });
    expect(revoked.status).toBe(200);
    for (const base of [a, b, c, nginx.url, nginx.url, nginx.url]) {
      const res = await scoped(base, bearer);
      expect(res.status, base).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/invalid_token/);
    }
  });

  it("the owner's command works on the shared state: a claim made through one instance, approved with `npm run agents`, is usable through the others", async () => {
    const [a, b, c] = urls() as [string, string, string];
    const client = await register(a, 'needs the owner');
    const claim = await json(b, '/v1/auth/claim', { scopes: ['contact:read'] }, { authorization: client.auth });
    expect(claim.status, claim.body).toBe(201);
    const claim_id = claim.json().id as string;
    const agents = (...args: string[]) =>
      execFileSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, ...env() }, encoding: 'utf8' });
    expect(agents('list')).toContain(claim_id);
    expect(agents('approve', claim_id)).toMatch(/approved: granted \[contact:read\]/);
    const bearer = await token(c, client);
    expect((await send(a, '/v1/contact', { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
  });

  it('one rate-limit quota across the three: the 200s of a burst through the balancer equal the quota', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const statuses = [];
    for (let i = 0; i < 60; i++) statuses.push((await send(nginx.url, '/v1/projects?featured=true', { headers })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // Through each instance directly too: the same quota is used up.
    for (const base of urls()) expect((await send(base, '/v1/projects?featured=true', { headers })).status).toBe(429);
  });

  it('an identity assertion redeemed concurrently through all three succeeds exactly once', async () => {
    const client = await register(urls()[0]!, 'assistant', { assertion_type: ID_JAG });
    expect((await json(urls()[1]!, '/v1/auth/claim', { scopes: ['skills:read'] }, { authorization: client.auth })).status).toBe(201);
    const t = Math.floor(Date.now() / 1000);
    const jwt = await new SignJWT({ iss: IDP, sub: 'user-1', aud: ISSUER, client_id: client.id, jti: randomUUID(), iat: t, exp: t + 300, scope: 'skills:read' })
      .setProtectedHeader({ alg: 'RS256', typ: 'oauth-id-jag+jwt', kid: 'idp-1' })
      .sign(idp.privateKey);
    const body = `grant_type=${encodeURIComponent(JWT_BEARER)}&assertion=${jwt}`;
    const results = await Promise.all([...urls(), ...urls(), ...urls()].map((base) => form(base, '/v1/auth/token', body, { authorization: client.auth })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) expect(r.json().error).toBe('invalid_grant');
  });

  it('kill -9 of an instance during a burst of registrations and revocations: every acknowledged write is there through the others', async () => {
    const [a, b] = urls() as [string, string, string];
    // Tokens to revoke during the burst.
    const owner = await register(a, 'token owner');
    expect((await json(a, '/v1/auth/claim', { scopes: ['skills:read'] }, { authorization: owner.auth })).status).toBe(201);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => token(b, owner)));
    const victim = instances[2]!;
    const registered: Client[] = [];
    const revokedTokens: string[] = [];
    const burst = Array.from({ length: 60 }, async (_, i) => {
      if (i === 20) process.kill(victim.child.pid!, 'SIGKILL');
      const base = urls()[i % 3]!;
      try {
        if (i % 3 === 1 && tokens.length) {
          const t = tokens.pop()!;
          const res = await form(base, '/v1/auth/revoke', `token=${t}`, { authorization: owner.auth });
          if (res.status === 200) revokedTokens.push(t);
        } else {
          const res = await json(base, '/v1/auth/identity', { client_name: `burst ${i}` });
          if (res.status === 201) {
            const { client_id, client_secret } = res.json();
            registered.push({ id: client_id, secret: client_secret, auth: basic(client_id, client_secret) });
          }
        }
      } catch {
        // The connection to the killed instance broke: nothing was acknowledged.
      }
    });
    await Promise.all(burst);
    expect(registered.length).toBeGreaterThan(10);
    expect(revokedTokens.length).toBeGreaterThan(3);
    // Restart the killed instance on a new port (nginx keeps balancing over the other two meanwhile).
    instances[2] = await startServer('server.mjs', { env: env() });
    for (const client of registered) {
      const res = await json(urls()[registered.indexOf(client) % 3]!, '/v1/auth/claim', { scopes: ['skills:read'] }, { authorization: client.auth });
      expect(res.status, client.id).toBe(201);
    }
    for (const t of revokedTokens) expect((await scoped(urls()[revokedTokens.indexOf(t) % 3]!, t, { 'x-forwarded-for': '192.0.2.44' })).status).toBe(401);
  }, 60_000);

  it('Redis stopped during a burst: 503 problems with Retry-After, nothing acknowledged lost, public documents still served, recovery without restart', async () => {
    const acknowledged: Client[] = [];
    const statuses: number[] = [];
    const burst = Array.from({ length: 60 }, async (_, i) => {
      if (i === 15) await redis.kill();
      const res = await json(urls()[i % 3]!, '/v1/auth/identity', { client_name: `outage ${i}` });
      statuses.push(res.status);
      if (res.status === 201) {
        const { client_id, client_secret } = res.json();
        acknowledged.push({ id: client_id, secret: client_secret, auth: basic(client_id, client_secret) });
      } else {
        expect(res.status, res.body).toBe(503);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json()).toMatchObject({ status: 503, code: 'STATE_UNAVAILABLE' });
      }
    });
    await Promise.all(burst);
    expect(statuses).toContain(503);
    // Redis down: what needs no state keeps working (a file, a filtered list counted in memory meanwhile).
    const down = await send(urls()[0]!, '/v1/auth/identity', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"client_name":"x"}' });
    expect(down.status).toBe(503);
    expect((await send(urls()[1]!, '/v1/projects')).status).toBe(200);
    expect((await send(urls()[2]!, '/v1/projects?featured=true', { headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(200);
    await redis.restart();
    // Recovery by itself: every instance registers again within seconds, no restart.
    for (const base of urls()) {
      await expect.poll(async () => (await json(base, '/v1/auth/identity', { client_name: 'after' })).status, { timeout: 15_000, interval: 250 }).toBe(201);
    }
    for (const client of acknowledged) {
      expect((await json(urls()[0]!, '/v1/auth/claim', { scopes: ['skills:read'] }, { authorization: client.auth })).status, client.id).toBe(201);
    }
  }, 60_000);
});

describe('WORKERS=2 on SQLite', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const state = mkdtempSync(join(tmpdir(), 'workers-'));

  beforeAll(async () => {
    server = await startServer('server.mjs', {
      env: { ...AUTO_GRANT, WORKERS: '2', STATE_DIR: join(state, 'state'), TRUST_PROXY: 'loopback', RATE_LIMIT_AUTH: '100000/60', RATE_LIMIT_API: '40/60' },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  });

  it('runs two worker processes under one primary, and stops them with it', () => {
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.child.pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    expect(children).toHaveLength(2);
  });

  it('one key set and immediate revocation across the workers', async () => {
    const client = await register(server.url, 'two workers');
    expect((await json(server.url, '/v1/auth/claim', { scopes: ['skills:read'] }, { authorization: client.auth })).status).toBe(201);
    // Tokens signed by either worker verify on either (one key in the shared store).
    const bearers = await Promise.all(Array.from({ length: 4 }, () => token(server.url, client)));
    expect(new Set(bearers.map((b) => JSON.parse(Buffer.from(b.split('.')[0]!, 'base64url').toString()).kid)).size).toBe(1);
    for (const bearer of bearers) for (let i = 0; i < 2; i++) expect((await scoped(server.url, bearer)).status).toBe(200);
    expect((await form(server.url, '/v1/auth/revoke', `token=${bearers[0]}`, { authorization: client.auth })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await scoped(server.url, bearers[0]!)).status).toBe(401);
    expect((await scoped(server.url, bearers[1]!)).status).toBe(200);
  });

  it('one rate-limit quota across the workers (counted by the primary)', async () => {
    const statuses = [];
    const headers = { 'x-forwarded-for': '203.0.113.8' };
    for (let i = 0; i < 60; i++) statuses.push((await send(server.url, '/v1/projects?featured=true', { headers })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
  });
});
