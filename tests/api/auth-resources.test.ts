// The protected resources and bearer authentication (RFC 6750, RFC 9068, RFC 9457): the four
// scoped routes, API keys, public routes with credentials, and every kind of bad token: forged,
// expired, alg none, HS256, wrong aud/iss/typ, another server's key, a foreign server's token,
// query-string tokens. Tokens with a valid signature but wrong claims are made on a server of
// our own started with a SIGNING_KEY we hold.
// Items of the project's OAuth checklist (the auth reference digest): 34-40, 66-69, 72-79.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, exportPKCS8, generateKeyPair, importPKCS8, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { snapshotBuild } from '../support/build-copy.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';
import { AUTO_GRANT } from '../support/grants.ts';
import { basicAuth, type RegisteredClient as Client, registerClient } from '../support/oauth-client.ts';

const base = inject('baseUrl');
const otherBase = inject('otherUrl');
const stateDir = inject('stateDir');
const keys = inject('apiKeys');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const ISSUER = new URL(site).origin;
const PRM_URL = `${ISSUER}/.well-known/oauth-protected-resource`;
const FORM = 'application/x-www-form-urlencoded';
const source = loadPortfolioSource(EXAMPLE_CONTENT);
const withArchitecture = source.projects.find((p) => p.data.architecture)!.id;
const withoutArchitecture = source.projects.find((p) => !p.data.architecture)!.id;

/** The scoped routes and the scope each needs. */
const PROTECTED: [string, string][] = [
  ['/v1/contact', 'contact:read'],
  [`/v1/projects/${withArchitecture}/architecture`, 'projects:read'],
  ['/v1/skills/evaluations', 'skills:read'],
  ['/v1/dossier', 'portfolio:read'],
];

const b64url = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const basic = basicAuth;
const now = () => Math.floor(Date.now() / 1000);

const register = (at: string): Promise<Client> => registerClient(at, { client_name: 'resource test agent' });
async function claim(at: string, c: Client, scopes: string[]): Promise<{ id: string }> {
  const res = await fetch(`${at}/v1/auth/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basic(c) },
    body: JSON.stringify({ scopes }),
  });
  expect(res.status).toBe(201);
  return res.json();
}
async function token(at: string, c: Client, scope?: string): Promise<{ access_token: string; scope: string }> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
  const res = await fetch(`${at}/v1/auth/token`, { method: 'POST', headers: { 'content-type': FORM, authorization: basic(c) }, body });
  expect(res.status).toBe(200);
  return res.json();
}
const call = (path: string, authorization?: string, at = base) => fetch(at + path, { headers: authorization ? { authorization } : {} });

/** RFC 9457 problem details, with the checks of items 75, 76, 78 and 79. */
async function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json(;|$)/);
  const body = await res.json();
  expect(body.status).toBe(status);
  expect(body.title).toEqual(expect.any(String));
  expect(() => new URL(body.type)).not.toThrow();
  for (const name of Object.keys(body)) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]{2,}$/);
  expect(JSON.stringify(body)).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|\/work\//);
  return body;
}
/** A 401 invalid_token: challenge with error and resource_metadata, problem body with error.code. */
async function expectInvalidToken(res: Response) {
  const challenge = res.headers.get('www-authenticate') ?? '';
  expect(challenge).toMatch(/^Bearer /);
  expect(challenge).toContain('error="invalid_token"');
  expect(challenge).toContain(`resource_metadata="${PRM_URL}"`);
  const body = await expectProblem(res, 401);
  expect(body.error).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
  return body;
}

let client: Client;
/** A token with all four scopes (contact:read approved by the owner). */
let full: { access_token: string; scope: string };
let skillsOnly: { access_token: string; scope: string };

beforeAll(async () => {
  client = await register(base);
  const c = await claim(base, client, ['contact:read', 'portfolio:read', 'projects:read', 'skills:read']);
  execFileSync(process.execPath, ['scripts/agents.mjs', 'approve', c.id], { env: { ...process.env, STATE_DIR: stateDir } });
  full = await token(base, client);
  skillsOnly = await token(base, client, 'skills:read');
});

describe('protected routes', () => {
  it.each(PROTECTED)('%s without credentials: 401 problem details, Bearer challenge without error (34, 75, 77)', async (path, scope) => {
    const res = await call(path);
    const challenge = res.headers.get('www-authenticate')!;
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain(`resource_metadata="${PRM_URL}"`);
    expect(challenge).not.toMatch(/\berror=/);
    const scopeParam = /scope="([^"]*)"/.exec(challenge)?.[1];
    if (scopeParam !== undefined) expect(scopeParam).toBe(scope);
    const body = await expectProblem(res, 401);
    expect(body.error).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
  });

  it.each(PROTECTED)('%s with a token holding its scope: 200, private, not cached by shared caches', async (path) => {
    const res = await call(path, `Bearer ${full.access_token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
    expect((await res.json()).status).toBe('success');
  });

  it.each(PROTECTED.filter(([, s]) => s !== 'skills:read'))('%s with a token lacking %s: 403 insufficient_scope (38, 77)', async (path, scope) => {
    const res = await call(path, `Bearer ${skillsOnly.access_token}`);
    const challenge = res.headers.get('www-authenticate')!;
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain('error="insufficient_scope"');
    expect(challenge).toContain(`scope="${scope}"`);
    expect(challenge).toContain(`resource_metadata="${PRM_URL}"`);
    const body = await expectProblem(res, 403);
    expect(body.error).toMatchObject({ code: 'insufficient_scope' });
  });

  it('the architecture route is a 404 where a project has none, or for an unknown project (75)', async () => {
    const none = await call(`/v1/projects/${withoutArchitecture}/architecture`, `Bearer ${full.access_token}`);
    expect((await expectProblem(none, 404)).detail).toEqual(expect.any(String));
    await expectProblem(await call('/v1/projects/no-such-project/architecture', `Bearer ${full.access_token}`), 404);
    const ok = await (await call(`/v1/projects/${withArchitecture}/architecture`, `Bearer ${full.access_token}`)).json();
    expect(ok.data).toMatchObject({ id: withArchitecture, architecture: expect.any(String) });
  });

  it('accepts the scheme in any case (39)', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      expect((await call('/v1/dossier', `${scheme} ${full.access_token}`)).status, scheme).toBe(200);
    }
  });

  it('refuses a token in the query string (40)', async () => {
    for (const path of ['/v1/dossier', '/v1/skills/evaluations']) {
      const res = await fetch(`${base}${path}?access_token=${full.access_token}`);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
    }
  });

  it('refuses a garbage token: 401 invalid_token (35)', async () => {
    for (const t of ['garbage', 'a.b.c', 'eyJhbGciOiJSUzI1NiJ9.e30.', full.access_token.slice(0, -10)]) {
      await expectInvalidToken(await call('/v1/dossier', `Bearer ${t}`));
    }
  });

  it('refuses a malformed Authorization header (two tokens, no token): 400 invalid_request', async () => {
    for (const header of [`Bearer ${full.access_token}, Bearer ${full.access_token}`, 'Bearer', `Bearer ${full.access_token} extra`]) {
      const res = await call('/v1/dossier', header);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_request"/);
      await expectProblem(res, 400);
    }
  });
});

describe('public routes with credentials', () => {
  const PUBLIC = ['/v1/profile', '/v1/projects', '/v1/projects?tag=etl', `/v1/projects/${withArchitecture}`, '/v1/skills'];

  it.each(PUBLIC)('%s: anonymous read without credentials, 200 with a valid token, 401 with an invalid one', async (path) => {
    expect((await call(path)).status).toBe(200);
    expect((await call(path, `Bearer ${skillsOnly.access_token}`)).status).toBe(200);
    expect((await call(path, `Bearer ${keys.skillsOnly}`)).status).toBe(200);
    await expectInvalidToken(await call(path, 'Bearer not-a-valid-token'));
  });

  it('a public route never shows private data, even to a token holding every scope', async () => {
    const text = await (await call(`/v1/projects/${withArchitecture}`, `Bearer ${full.access_token}`)).text();
    expect(text).not.toContain('"architecture"');
  });
});

describe('API keys (pre-shared, configured as SHA-256 hashes)', () => {
  it('a key with every scope reads every protected route', async () => {
    for (const [path] of PROTECTED) expect((await call(path, `Bearer ${keys.all}`)).status, path).toBe(200);
  });

  it('a key is limited to its own scopes', async () => {
    expect((await call('/v1/skills/evaluations', `Bearer ${keys.skillsOnly}`)).status).toBe(200);
    for (const [path, scope] of PROTECTED.filter(([, s]) => s !== 'skills:read')) {
      const res = await call(path, `Bearer ${keys.skillsOnly}`);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('www-authenticate')).toContain(`scope="${scope}"`);
    }
  });

  it('an unknown key, or a near miss, is a 401 invalid_token', async () => {
    for (const k of [`${keys.all}x`, keys.all.slice(1), keys.all.toUpperCase(), 'a'.repeat(32)]) {
      await expectInvalidToken(await call('/v1/contact', `Bearer ${k}`));
    }
  });

  it('the key itself is not stored in the state directory', () => {
    for (const name of readdirSync(stateDir)) {
      const bytes = readFileSync(join(stateDir, name));
      for (const k of [keys.all, keys.skillsOnly]) expect(bytes.includes(k), name).toBe(false);
    }
  });
});

describe('access tokens (RFC 9068)', () => {
  it('have typ at+jwt, RS256, a kid found in the JWKS, and no crit (66, 74)', async () => {
    const header = decodeProtectedHeader(full.access_token);
    expect(header.typ).toBe('at+jwt');
    expect(header.alg).toBe('RS256');
    expect(header).not.toHaveProperty('crit');
    const { keys: jwks } = await (await fetch(`${base}/.well-known/jwks.json`)).json();
    expect(jwks.filter((k: { kid: string }) => k.kid === header.kid)).toHaveLength(1);
  });

  it('carry iss, aud, sub, client_id, jti, iat, exp and scope (67, 68, 69)', async () => {
    const claims = decodeJwt(full.access_token);
    expect(claims.iss).toBe(ISSUER);
    expect(claims.aud).toBe(ISSUER);
    expect(claims.client_id).toBe(client.client_id);
    expect(claims.sub).toBe(client.client_id);
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.iat).toBeLessThan(claims.exp!);
    expect(Math.abs(claims.iat! - now())).toBeLessThan(120);
    expect(claims.scope).toBe(full.scope);
    expect((claims.scope as string).split(' ').sort()).toEqual(['contact:read', 'portfolio:read', 'projects:read', 'skills:read']);
    expect(decodeJwt(skillsOnly.access_token).scope).toBe('skills:read');
  });

  it('have a unique jti per token (67)', async () => {
    const jtis = new Set<unknown>();
    for (let i = 0; i < 5; i++) jtis.add(decodeJwt((await token(base, client, 'skills:read')).access_token).jti);
    expect(jtis.size).toBe(5);
  });
});

describe('forged and foreign tokens on the main server', () => {
  let kid: string;
  let payload: JWTPayload;
  beforeAll(async () => {
    kid = decodeProtectedHeader(full.access_token).kid!;
    payload = { ...decodeJwt(full.access_token), jti: crypto.randomUUID(), iat: now(), exp: now() + 600 };
  });
  const sign = async (key: Parameters<SignJWT['sign']>[0], header: Record<string, unknown>, claims: JWTPayload = payload) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid, ...header } as never).sign(key);

  it("refuses a token signed with another key under the server's kid, an unknown kid, or no kid (72)", async () => {
    const { privateKey } = await generateKeyPair('RS256');
    for (const header of [{ kid }, { kid: 'unknown-kid' }, { kid: undefined }]) {
      await expectInvalidToken(await call('/v1/dossier', `Bearer ${await sign(privateKey, header)}`));
    }
  });

  it('refuses alg none', async () => {
    const [h] = full.access_token.split('.');
    const none = `${b64url({ alg: 'none', typ: 'at+jwt', kid })}.${b64url(payload)}.`;
    const noneKeepingKid = `${b64url({ ...JSON.parse(Buffer.from(h!, 'base64url').toString()), alg: 'none' })}.${b64url(payload)}.`;
    for (const t of [none, noneKeepingKid]) await expectInvalidToken(await call('/v1/dossier', `Bearer ${t}`));
  });

  it('refuses HS256, also keyed with the public key (algorithm confusion)', async () => {
    const { keys: jwks } = await (await fetch(`${base}/.well-known/jwks.json`)).json();
    const jwk = jwks.find((k: { kid: string }) => k.kid === kid);
    for (const secret of [JSON.stringify(jwk), jwk.n, 'secret']) {
      const t = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid }).sign(new TextEncoder().encode(secret));
      await expectInvalidToken(await call('/v1/dossier', `Bearer ${t}`));
    }
  });

  it('refuses a real token whose payload or signature was altered', async () => {
    const [h, , s] = skillsOnly.access_token.split('.');
    const escalated = `${h}.${b64url({ ...decodeJwt(skillsOnly.access_token), scope: 'contact:read portfolio:read projects:read skills:read' })}.${s}`;
    await expectInvalidToken(await call('/v1/contact', `Bearer ${escalated}`));
    const flipped = skillsOnly.access_token.slice(0, -4) + (skillsOnly.access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expectInvalidToken(await call('/v1/skills/evaluations', `Bearer ${flipped}`));
  });

  it("refuses a token of another server (the second build's issuer and key)", async () => {
    const c = await register(otherBase);
    await claim(otherBase, c, ['portfolio:read', 'skills:read']);
    const foreign = await token(otherBase, c);
    expect((await call('/v1/dossier', `Bearer ${foreign.access_token}`, otherBase)).status).toBe(200);
    await expectInvalidToken(await call('/v1/dossier', `Bearer ${foreign.access_token}`));
    await expectInvalidToken(await call('/v1/profile', `Bearer ${foreign.access_token}`));
  });
});

describe('tokens with a valid signature but wrong claims (own server with a known SIGNING_KEY)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;
  let build: string;
  let key: CryptoKey;
  let kid: string;
  let own: Client;
  let good: JWTPayload;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const pem = await exportPKCS8(pair.privateKey);
    key = await importPKCS8(pem, 'RS256');
    build = snapshotBuild();
    dir = mkdtempSync(join(tmpdir(), 'auth-resources-'));
    server = await startServer('server.mjs', { env: { ...AUTO_GRANT, PORTFOLIO_DIST: build, STATE_DIR: dir, SIGNING_KEY: pem } });
    const { keys: jwks } = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
    expect(jwks).toHaveLength(1);
    kid = jwks[0].kid;
    own = await register(server.url);
    await claim(server.url, own, ['portfolio:read', 'skills:read']);
    const issued = await token(server.url, own);
    expect(decodeProtectedHeader(issued.access_token).kid).toBe(kid);
    good = { iss: ISSUER, aud: ISSUER, sub: own.client_id, client_id: own.client_id, scope: 'portfolio:read skills:read' };
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (build) rmSync(build, { recursive: true, force: true });
  });

  const forge = (claims: JWTPayload, header: Record<string, unknown> = {}, times = { iat: now(), exp: now() + 600 }) =>
    new SignJWT({ jti: crypto.randomUUID(), ...times, ...claims }).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid, ...header } as never).sign(key);
  const onOwn = (t: string, path = '/v1/dossier') => call(path, `Bearer ${t}`, server.url);

  it('control: a well-formed token signed with the key is accepted', async () => {
    expect((await onOwn(await forge(good))).status).toBe(200);
  });

  it('refuses an expired token (36)', async () => {
    await expectInvalidToken(await onOwn(await forge(good, {}, { iat: now() - 7200, exp: now() - 300 })));
  });

  it('refuses a token not yet valid (nbf in the future)', async () => {
    await expectInvalidToken(await onOwn(await forge({ ...good, nbf: now() + 3600 })));
  });

  it('refuses a wrong audience (37)', async () => {
    for (const aud of ['https://other.example', `${ISSUER}/v1`, ['https://other.example'], own.client_id]) {
      await expectInvalidToken(await onOwn(await forge({ ...good, aud })));
    }
  });

  it('refuses a wrong issuer, compared byte for byte (37)', async () => {
    for (const iss of ['https://evil.example', `${ISSUER}/`, ISSUER.toUpperCase(), `${server.url}`]) {
      await expectInvalidToken(await onOwn(await forge({ ...good, iss })));
    }
  });

  it('refuses a typ other than at+jwt, and an ID token signed with the same key (37, 73)', async () => {
    for (const typ of ['JWT', 'id_token+jwt', 'oauth-id-jag+jwt', 'secevent+jwt', undefined]) {
      await expectInvalidToken(await onOwn(await forge(good, { typ })));
    }
    const idToken = await forge({ iss: ISSUER, aud: own.client_id, sub: own.client_id, nonce: 'n', auth_time: now() }, { typ: 'JWT' });
    await expectInvalidToken(await onOwn(idToken));
  });

  it('refuses a token with a crit header (74)', async () => {
    // b64 is the one extension jose signs with; a critical header of any kind is refused.
    await expectInvalidToken(await onOwn(await forge(good, { crit: ['b64'], b64: true })));
  });

  it('refuses a token missing a required claim (67)', async () => {
    for (const missing of ['client_id', 'sub', 'jti', 'iat', 'exp', 'iss', 'aud']) {
      const claims: JWTPayload = { jti: crypto.randomUUID(), iat: now(), exp: now() + 600, ...good };
      delete claims[missing];
      const t = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid }).sign(key);
      await expectInvalidToken(await onOwn(t));
    }
  });

  it('refuses a token for a client that does not exist', async () => {
    await expectInvalidToken(await onOwn(await forge({ ...good, client_id: 'agt_nobody', sub: 'agt_nobody' })));
  });

  it("the main server refuses this server's tokens: same issuer, another key (72)", async () => {
    await expectInvalidToken(await call('/v1/dossier', `Bearer ${await forge(good)}`));
    await expectInvalidToken(await call('/v1/dossier', `Bearer ${(await token(server.url, own)).access_token}`));
  });
});
