// The OAuth endpoints over raw HTTP: registration (RFC 7591 shape), scope claims with the owner's
// decision, the token endpoint (RFC 6749 client_credentials) and revocation (RFC 7009).
// Items of the project's OAuth checklist (the auth reference digest): 23, 25-32, 59-64, 96-98, 100-103 (24 partly; see auth-flow).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { type RegisteredClient, registerClient } from '../support/oauth-client.ts';

const base = inject('baseUrl');
const stateDir = inject('stateDir');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const ISSUER = new URL(site).origin;
const ID_JAG = 'urn:ietf:params:oauth:token-type:id-jag';
const FORM = 'application/x-www-form-urlencoded';

type Client = RegisteredClient;

/** RFC 6749 §2.3.1: form-urlencode, escaping also - _ . ! ~ * ' ( ) as strict clients do. */
const formEncode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[-_.!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
/** Every byte percent-escaped: still the same value once form-decoded. */
const escapeAll = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
const basicRaw = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const basic = (c: Pick<Client, 'client_id' | 'client_secret'>) => basicRaw(formEncode(c.client_id), formEncode(c.client_secret));

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', redirect: 'manual', headers: { 'content-type': FORM, ...headers }, body });
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const register = (metadata: Record<string, unknown> = {}): Promise<Client> => registerClient(base, { client_name: 'token endpoint test agent', ...metadata });
async function claim(c: Client, scopes: string[]) {
  const res = await postJson('/v1/auth/claim', { scopes }, { authorization: basic(c) });
  expect(res.status).toBe(201);
  return res.json();
}
async function readClaim(c: Client, id: string) {
  return fetch(`${base}/v1/auth/claim/${id}`, { headers: { authorization: basic(c) } });
}
/** A registered client that has claimed the three scopes granted at once. */
async function readyClient(metadata: Record<string, unknown> = {}) {
  const c = await register(metadata);
  await claim(c, ['portfolio:read', 'projects:read', 'skills:read']);
  return c;
}
async function token(c: Client, params: Record<string, string> = {}) {
  const res = await post('/v1/auth/token', new URLSearchParams({ grant_type: 'client_credentials', ...params }).toString(), { authorization: basic(c) });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; scope: string; expires_in: number; token_type: string };
}
const api = (path: string, accessToken: string) => fetch(base + path, { headers: { authorization: `Bearer ${accessToken}` } });
/** The owner's command (npm run agents), on the main server's store. */
const agents = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, STATE_DIR: stateDir }, encoding: 'utf8' });

/**
 * An RFC 6749 §5.2 error: JSON (never problem+json), a string `error`, an ASCII
 * `error_description` without `"` or `\`, no-store, and the problem members alongside.
 */
/** Every OAuth error `type` seen, checked at the end against the anchors of the error page. */
const seenTypes = new Set<string>();
async function expectOAuthError(res: Response, status: number, error: string | string[]) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
  expect(res.headers.get('cache-control')).toContain('no-store');
  const body = JSON.parse(text);
  if (Array.isArray(error)) expect(error, text).toContain(body.error);
  else expect(body.error, text).toBe(error);
  if (body.error_description !== undefined) expect(body.error_description).toMatch(/^[\x20\x21\x23-\x5B\x5D-\x7E]*$/);
  expect(body).toMatchObject({ status, title: expect.any(String), type: expect.stringMatching(/^https?:\/\//) });
  seenTypes.add(body.type);
  return body;
}

describe('registration (RFC 7591)', () => {
  it('answers 201 application/json, no-store, with the credentials and every registered value (96, 97, 98)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await postJson('/v1/auth/identity', { client_name: 'Recruiter agent' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await res.json();
    expect(body.client_id).toMatch(/^\S+$/);
    expect(body.client_secret).toMatch(/^\S{32,}$/);
    expect(body.client_secret_expires_at).toBe(0);
    expect(body.client_id_issued_at).toBeGreaterThanOrEqual(before - 5);
    expect(body).toMatchObject({
      client_name: 'Recruiter agent',
      redirect_uris: [],
      grant_types: ['client_credentials'],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
    });
  });

  it('echoes the values it was given: redirect URIs, auth method, assertion type (98, 103)', async () => {
    const redirect_uris = ['https://agent.example/cb', 'http://127.0.0.1:8080/cb', 'http://localhost/cb'];
    const body = await register({
      redirect_uris,
      token_endpoint_auth_method: 'client_secret_post',
      assertion_type: ID_JAG,
      grant_types: ['client_credentials'],
    });
    expect(body).toMatchObject({
      redirect_uris,
      token_endpoint_auth_method: 'client_secret_post',
      assertion_type: ID_JAG,
      grant_types: ['client_credentials'],
    });
  });

  it('gives every agent its own id and secret', async () => {
    const [a, b] = await Promise.all([register(), register()]);
    expect(a.client_id).not.toBe(b.client_id);
    expect(a.client_secret).not.toBe(b.client_secret);
  });

  it('ignores unknown metadata members (101)', async () => {
    const body = await register({ software_id: 'x', logo_uri: 'https://agent.example/logo.png', x_vendor: { a: 1 }, scope: 'contact:read' });
    expect(body).not.toHaveProperty('x_vendor');
  });

  it.each([
    ['http on a non-loopback host', ['http://agent.example/cb']],
    ['a fragment', ['https://agent.example/cb#frag']],
    ['a relative URI', ['/cb']],
    ['whitespace', ['https://agent.example/cb ']],
    ['a line break inside', ['https://agent.example/c\nb']],
    ['an IPv4 address in another notation', ['http://2130706433/cb']],
    ['a shortened IPv4 address', ['http://127.1/cb']],
    ['an IPv6 loopback not in canonical form', ['http://[0:0::1]/cb']],
    ['port 0', ['http://127.0.0.1:0/cb']],
    ['user information', ['https://user:pass@agent.example/cb']],
    ['an upper-case host', ['https://Agent.example/cb']],
    ['the default port written', ['https://agent.example:443/cb']],
    ['a dot segment', ['https://agent.example/a/../cb']],
    ['no path (canonical: a slash)', ['https://agent.example']],
    ['http on another loopback address', ['http://127.0.0.2/cb']],
  ])('refuses a redirect URI with %s: 400 invalid_redirect_uri (100)', async (_, redirect_uris) => {
    await expectOAuthError(await postJson('/v1/auth/identity', { client_name: 'x', redirect_uris }), 400, 'invalid_redirect_uri');
  });

  it.each([
    ['client_name of the wrong type', { client_name: 5 }],
    ['redirect_uris not an array', { client_name: 'x', redirect_uris: 'https://agent.example/cb' }],
    ['an unsupported assertion_type', { client_name: 'x', assertion_type: 'urn:ietf:params:oauth:token-type:saml2' }],
    ['an unsupported grant type', { client_name: 'x', grant_types: ['password'] }],
    ['refresh_token without authorization_code', { client_name: 'x', grant_types: ['client_credentials', 'refresh_token'] }],
    ['a public client with client_credentials', { client_name: 'x', token_endpoint_auth_method: 'none', grant_types: ['client_credentials'] }],
    ['response_types without the code grant', { client_name: 'x', response_types: ['code'] }],
    ['an unsupported auth method', { client_name: 'x', token_endpoint_auth_method: 'private_key_jwt' }],
    ['a JSON array', []],
    ['JSON null', null],
  ])('refuses %s: 400 invalid_client_metadata (101, 103)', async (_, body) => {
    await expectOAuthError(await postJson('/v1/auth/identity', body), 400, 'invalid_client_metadata');
  });

  it('refuses malformed JSON: 400 invalid_client_metadata (101)', async () => {
    await expectOAuthError(await postJson('/v1/auth/identity', '{"client_name": "x",'), 400, 'invalid_client_metadata');
  });

  it('refuses a body that is not JSON with a 400 OAuth error', async () => {
    for (const type of ['text/plain', FORM]) {
      const res = await fetch(`${base}/v1/auth/identity`, { method: 'POST', headers: { 'content-type': type }, body: 'client_name=x' });
      await expectOAuthError(res, 400, ['invalid_request', 'invalid_client_metadata']);
    }
  });

  it('returned credentials work at once; the secret is stored only hashed and never shown again (102)', async () => {
    const c = await register();
    const res = await post('/v1/auth/token', 'grant_type=client_credentials', { authorization: basic(c) });
    expect(res.status).toBe(200);
    const created = await claim(c, ['skills:read']);
    const again = await (await readClaim(c, created.id)).text();
    expect(again).not.toContain(c.client_secret);
    for (const name of readdirSync(stateDir)) {
      const bytes = readFileSync(join(stateDir, name));
      expect(bytes.includes(c.client_secret), `${name} holds the secret`).toBe(false);
      expect(bytes.includes(Buffer.from(c.client_secret, 'base64url')), `${name} holds the secret's bytes`).toBe(false);
    }
  });
});

describe('private by default (a server without AUTO_GRANT_SCOPES)', () => {
  // The origin server of the test setup runs with the default configuration.
  const other = inject('originUrl');
  it('a self-registered client claiming every scope gets none at once: all pending, no token opens a private view', async () => {
    const reg = await fetch(`${other}/v1/auth/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"client_name":"stranger"}',
    });
    expect(reg.status).toBe(201);
    const c = (await reg.json()) as Client;
    const res = await fetch(`${other}/v1/auth/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic(c) },
      body: JSON.stringify({ scopes: ['portfolio:read', 'projects:read', 'skills:read', 'contact:read'] }),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'pending', granted: [] });
    expect(body.message).toMatch(/owner/);
    const metadata = await (await fetch(`${other}/.well-known/oauth-authorization-server`)).json();
    expect(metadata.agent_auth.auto_granted_scopes).toEqual([]);
    expect([...metadata.agent_auth.scopes_requiring_owner_approval].sort()).toEqual(['contact:read', 'portfolio:read', 'projects:read', 'skills:read']);
    const authMd = await (await fetch(`${other}/auth.md`)).text();
    expect(authMd).toMatch(/by default none is granted/);
    expect([...body.pending].sort()).toEqual(['contact:read', 'portfolio:read', 'projects:read', 'skills:read']);
    const tokenRes = await fetch(`${other}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(c) },
      body: 'grant_type=client_credentials',
    });
    const granted = await tokenRes.json();
    expect(granted.scope ?? '').toBe('');
    for (const path of ['/v1/skills/evaluations', '/v1/dossier', '/v1/contact']) {
      const read = await fetch(`${other}${path}`, { headers: { authorization: `Bearer ${granted.access_token}` } });
      expect(read.status, path).toBe(403);
    }
  });
});

describe('scope claims', () => {
  it("with the owner's opt-in (AUTO_GRANT_SCOPES), grants portfolio, projects and skills at once (201, no-store)", async () => {
    const c = await register();
    const res = await postJson('/v1/auth/claim', { scopes: ['skills:read', 'projects:read', 'portfolio:read'] }, { authorization: basic(c) });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ client_id: c.client_id, status: 'granted', pending: [] });
    expect([...body.granted].sort()).toEqual(['portfolio:read', 'projects:read', 'skills:read']);
    expect(body.id).toEqual(expect.any(String));
    const read = await readClaim(c, body.id);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toContain('no-store');
    expect(await read.json()).toEqual(body);
  });

  it('contact:read waits for the owner; approved, it is usable; the claim status follows', async () => {
    const c = await register();
    const created = await claim(c, ['contact:read', 'skills:read']);
    expect(created).toMatchObject({ status: 'pending', granted: ['skills:read'], pending: ['contact:read'] });
    expect((await (await readClaim(c, created.id)).json()).status).toBe('pending');
    await expectOAuthError(
      await post('/v1/auth/token', 'grant_type=client_credentials&scope=contact%3Aread', { authorization: basic(c) }),
      400,
      'invalid_scope',
    );
    expect((await token(c)).scope).toBe('skills:read');

    agents('approve', created.id);
    const approved = await (await readClaim(c, created.id)).json();
    expect(approved.status).toBe('approved');
    expect(approved.granted).toContain('contact:read');
    expect(approved.pending).toEqual([]);
    expect(approved.decided_at).toEqual(expect.any(Number));
    const t = await token(c, { scope: 'contact:read' });
    expect(t.scope).toBe('contact:read');
    expect((await api('/v1/contact', t.access_token)).status).toBe(200);
  });

  it('asking for granted and pending scopes at once (as MCP clients ask for the whole scopes_supported): a token for the granted ones, named in scope', async () => {
    const c = await register();
    await claim(c, ['contact:read', 'skills:read']);
    const t = await token(c, { scope: 'portfolio:read projects:read skills:read contact:read' });
    expect(t.scope).toBe('skills:read');
    expect(decodeJwt(t.access_token).scope).toBe('skills:read');
    expect((await api('/v1/skills/evaluations', t.access_token)).status).toBe(200);
    // The pending scope is not in it: its refusal names the owner's pending approval.
    const refused = await api('/v1/contact', t.access_token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toMatch(/waits for the owner's approval/);
    // An unknown scope beside granted ones is still refused.
    await expectOAuthError(
      await post('/v1/auth/token', 'grant_type=client_credentials&scope=skills%3Aread+admin', { authorization: basic(c) }),
      400,
      'invalid_scope',
    );
  });

  it('a denied claim grants nothing more', async () => {
    const c = await register();
    const created = await claim(c, ['contact:read']);
    agents('deny', created.id);
    const denied = await (await readClaim(c, created.id)).json();
    expect(denied).toMatchObject({ status: 'denied', granted: [], pending: [] });
    await expectOAuthError(
      await post('/v1/auth/token', 'grant_type=client_credentials&scope=contact%3Aread', { authorization: basic(c) }),
      400,
      'invalid_scope',
    );
  });

  it('needs the client authenticated with HTTP Basic: 401 invalid_client otherwise', async () => {
    const c = await register();
    for (const authorization of [undefined, basicRaw(c.client_id, 'wrong'), basicRaw('agt_nobody', c.client_secret)]) {
      const res = await postJson('/v1/auth/claim', { scopes: ['skills:read'] }, authorization ? { authorization } : {});
      await expectOAuthError(res, 401, 'invalid_client');
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="/);
    }
  });

  it('refuses unknown scopes (invalid_scope) and malformed requests (invalid_request)', async () => {
    const c = await register();
    await expectOAuthError(await postJson('/v1/auth/claim', { scopes: ['admin'] }, { authorization: basic(c) }), 400, 'invalid_scope');
    await expectOAuthError(await postJson('/v1/auth/claim', { scopes: [] }, { authorization: basic(c) }), 400, 'invalid_request');
    await expectOAuthError(await postJson('/v1/auth/claim', { scopes: 'skills:read' }, { authorization: basic(c) }), 400, 'invalid_request');
    await expectOAuthError(await postJson('/v1/auth/claim', '{', { authorization: basic(c) }), 400, 'invalid_request');
  });

  it("one client cannot read another's claim, and an unknown claim is a 404", async () => {
    const [a, b] = await Promise.all([register(), register()]);
    const created = await claim(a, ['skills:read']);
    expect((await readClaim(b, created.id)).status).toBe(404);
    expect((await readClaim(a, 'clm_nope')).status).toBe(404);
    expect((await fetch(`${base}/v1/auth/claim/${created.id}`)).status).toBe(401);
  });
});

describe('token endpoint (RFC 6749 client_credentials)', () => {
  it('issues a bearer JWT with client_secret_basic: 200, no-store, Pragma no-cache, 86400 s, no refresh token (23)', async () => {
    const c = await readyClient();
    const res = await post('/v1/auth/token', 'grant_type=client_credentials', { authorization: basic(c) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    const body = await res.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.token_type.toLowerCase()).toBe('bearer');
    expect(body.expires_in).toBe(86400);
    expect(body.scope).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('refresh_token');
    const claims = decodeJwt(body.access_token);
    expect(claims.exp! - claims.iat!).toBe(86400);
  });

  it('without scope, grants the documented default: every scope granted to the client (28)', async () => {
    const c = await readyClient();
    expect((await token(c)).scope).toBe('portfolio:read projects:read skills:read');
  });

  it('with scope, grants exactly what was asked within the granted scopes (28)', async () => {
    const c = await readyClient();
    const t = await token(c, { scope: 'skills:read projects:read' });
    expect(t.scope.split(' ').sort()).toEqual(['projects:read', 'skills:read']);
    expect(decodeJwt(t.access_token).scope).toBe(t.scope);
  });

  it('refuses an unknown scope or one not granted: 400 invalid_scope (28)', async () => {
    const c = await readyClient();
    for (const scope of ['admin', 'contact:read', 'skills:read admin', 'skills:read "x"']) {
      const res = await post('/v1/auth/token', new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(), { authorization: basic(c) });
      await expectOAuthError(res, 400, 'invalid_scope');
    }
  });

  it('accepts client_secret_post (25)', async () => {
    const c = await readyClient();
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret, scope: 'skills:read' });
    const res = await post('/v1/auth/token', body.toString());
    expect(res.status).toBe(200);
    expect((await res.json()).scope).toBe('skills:read');
  });

  it('refuses two authentication methods at once: 400 invalid_request (25)', async () => {
    const c = await readyClient();
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret });
    await expectOAuthError(await post('/v1/auth/token', body.toString(), { authorization: basic(c) }), 400, 'invalid_request');
  });

  it('refuses a wrong secret or an unknown client: 401 invalid_client with a Basic challenge (26)', async () => {
    const c = await readyClient();
    const cases: Record<string, string>[] = [
      { authorization: basicRaw(c.client_id, `${c.client_secret}x`) },
      { authorization: basicRaw('agt_unknown', c.client_secret) },
      { authorization: basicRaw(c.client_id, '') },
      { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` },
      {},
    ];
    for (const headers of cases) {
      const res = await post('/v1/auth/token', 'grant_type=client_credentials', headers);
      await expectOAuthError(res, 401, 'invalid_client');
      expect(res.headers.get('www-authenticate')).toBe(`Basic realm="${ISSUER}"`);
    }
    const wrongPost = new URLSearchParams({ grant_type: 'client_credentials', client_id: c.client_id, client_secret: 'wrong' });
    await expectOAuthError(await post('/v1/auth/token', wrongPost.toString()), 401, 'invalid_client');
    const idOnly = new URLSearchParams({ grant_type: 'client_credentials', client_id: c.client_id });
    await expectOAuthError(await post('/v1/auth/token', idOnly.toString()), 401, 'invalid_client');
  });

  it('form-decodes Basic credentials: escaped id and secret are the same credentials (24)', async () => {
    const c = await readyClient();
    // oauth4webapi style (- _ . ~ escaped), and every byte escaped.
    for (const authorization of [basic(c), basicRaw(escapeAll(c.client_id), escapeAll(c.client_secret)), basicRaw(c.client_id, c.client_secret)]) {
      const res = await post('/v1/auth/token', 'grant_type=client_credentials&scope=skills%3Aread', { authorization });
      expect(res.status, authorization).toBe(200);
    }
  });

  it('a secret with - _ . ~ that is wrong is a 401, however it is escaped (24)', async () => {
    const c = await readyClient();
    for (const wrong of [`${c.client_secret}.~`, `${c.client_secret.slice(0, -2)}.~`, '-_.~', `~${c.client_secret}`]) {
      for (const authorization of [
        basic({ client_id: c.client_id, client_secret: wrong }),
        basicRaw(c.client_id, wrong),
        basicRaw(escapeAll(c.client_id), escapeAll(wrong)),
      ]) {
        await expectOAuthError(await post('/v1/auth/token', 'grant_type=client_credentials', { authorization }), 401, 'invalid_client');
      }
    }
    // A bad escape is refused as bad credentials, not a 500.
    await expectOAuthError(
      await post('/v1/auth/token', 'grant_type=client_credentials', { authorization: basicRaw(c.client_id, '%E0%A4%A') }),
      401,
      'invalid_client',
    );
  });

  it.each(['authorization_code', 'refresh_token'])('refuses %s to a client registered for client_credentials only: 400 unauthorized_client', async (grant) => {
    const c = await readyClient();
    const res = await post('/v1/auth/token', new URLSearchParams({ grant_type: grant, code: 'x', refresh_token: 'x', code_verifier: 'x' }).toString(), {
      authorization: basic(c),
    });
    await expectOAuthError(res, 400, 'unauthorized_client');
  });

  it.each(['password', 'implicit', 'urn:ietf:params:oauth:grant-type:saml2-bearer', 'urn:ietf:params:oauth:grant-type:device_code', 'client_credentials '])(
    'refuses grant_type %j: 400 unsupported_grant_type (16, 27)',
    async (grant) => {
      const c = await readyClient();
      const res = await post('/v1/auth/token', new URLSearchParams({ grant_type: grant, code: 'x', refresh_token: 'x', assertion: 'x.y.z' }).toString(), {
        authorization: basic(c),
      });
      await expectOAuthError(res, 400, 'unsupported_grant_type');
    },
  );

  it.each(['urn:ietf:params:oauth:grant-type:jwt-bearer', 'urn:ietf:params:oauth:grant-type:token-exchange'])(
    'refuses %s to a client not registered for identity assertions: 400 unauthorized_client',
    async (grant) => {
      const c = await readyClient();
      const res = await post('/v1/auth/token', new URLSearchParams({ grant_type: grant, assertion: 'x.y.z', subject_token: 'x.y.z' }).toString(), {
        authorization: basic(c),
      });
      await expectOAuthError(res, 400, 'unauthorized_client');
    },
  );

  it('refuses a missing grant_type: 400 invalid_request (27)', async () => {
    const c = await readyClient();
    await expectOAuthError(await post('/v1/auth/token', 'scope=skills%3Aread', { authorization: basic(c) }), 400, 'invalid_request');
    await expectOAuthError(await post('/v1/auth/token', '', { authorization: basic(c) }), 400, 'invalid_request');
  });

  it.each([
    ['grant_type', 'grant_type=client_credentials&grant_type=client_credentials'],
    ['scope', 'grant_type=client_credentials&scope=skills%3Aread&scope=projects%3Aread'],
    ['client_id', 'grant_type=client_credentials&client_id=a&client_id=b&client_secret=x'],
  ])('refuses a repeated %s: 400 invalid_request (29)', async (_, body) => {
    const c = await readyClient();
    const headers: Record<string, string> = body.includes('client_id') ? {} : { authorization: basic(c) };
    await expectOAuthError(await post('/v1/auth/token', body, headers), 400, 'invalid_request');
  });

  it('accepts a repeated resource parameter naming this server (29)', async () => {
    const c = await readyClient();
    const body = new URLSearchParams([
      ['grant_type', 'client_credentials'],
      ['resource', ISSUER],
      ['resource', ISSUER],
    ]);
    expect((await post('/v1/auth/token', body.toString(), { authorization: basic(c) })).status).toBe(200);
  });

  it('refuses a resource that is not this server: 400 invalid_target (RFC 8707)', async () => {
    const c = await readyClient();
    const foreign = new URLSearchParams({ grant_type: 'client_credentials', resource: 'https://other.example' });
    await expectOAuthError(await post('/v1/auth/token', foreign.toString(), { authorization: basic(c) }), 400, 'invalid_target');
  });

  it('refuses a foreign resource given as a second resource value: 400 invalid_target (RFC 8707, 29)', async () => {
    const c = await readyClient();
    const mixed = new URLSearchParams([
      ['grant_type', 'client_credentials'],
      ['resource', ISSUER],
      ['resource', 'https://other.example'],
    ]);
    await expectOAuthError(await post('/v1/auth/token', mixed.toString(), { authorization: basic(c) }), 400, 'invalid_target');
  });

  it('refuses bodies that are not form-encoded: 400 invalid_request (30)', async () => {
    const c = await readyClient();
    const cases: [string | undefined, string][] = [
      ['application/json', JSON.stringify({ grant_type: 'client_credentials' })],
      ['text/plain', 'grant_type=client_credentials'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nclient_credentials\r\n--x--\r\n'],
      [undefined, 'grant_type=client_credentials'],
    ];
    for (const [type, body] of cases) {
      const headers: Record<string, string> = { authorization: basic(c) };
      if (type) headers['content-type'] = type;
      const res = await fetch(`${base}/v1/auth/token`, { method: 'POST', headers, body: type ? body : new Blob([body]) });
      await expectOAuthError(res, 400, 'invalid_request');
    }
  });

  it('accepts a form body with a charset parameter (30)', async () => {
    const c = await readyClient();
    const res = await post('/v1/auth/token', 'grant_type=client_credentials', { authorization: basic(c), 'content-type': `${FORM};charset=UTF-8` });
    expect(res.status).toBe(200);
  });

  it('GET on the token endpoint is a 405, never 200 (31)', async () => {
    const res = await fetch(`${base}/v1/auth/token?grant_type=client_credentials`);
    expect([400, 405]).toContain(res.status);
    expect(res.headers.get('allow') ?? '').toContain('POST');
  });

  it('credentials in the query string are not accepted', async () => {
    const c = await readyClient();
    const query = new URLSearchParams({ grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret });
    await expectOAuthError(await post(`/v1/auth/token?${query}`, ''), 400, 'invalid_request');
    await expectOAuthError(await post(`/v1/auth/token?${query}`, 'grant_type=client_credentials'), 401, 'invalid_client');
  });
});

describe('revocation (RFC 7009)', () => {
  const ROUTES = ['/v1/dossier', '/v1/skills/evaluations', '/v1/projects/feature-store/architecture', '/v1/profile', '/v1/projects?tag=etl'];

  it('revokes an own token: 200, then refused at once on every route (59)', async () => {
    const c = await readyClient();
    const t = await token(c);
    for (const path of ROUTES) expect((await api(path, t.access_token)).status, path).toBe(200);
    const res = await post('/v1/auth/revoke', new URLSearchParams({ token: t.access_token, token_type_hint: 'access_token' }).toString(), {
      authorization: basic(c),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    expect(['', '{}']).toContain(text);
    for (const path of ROUTES) {
      const after = await api(path, t.access_token);
      expect(after.status, path).toBe(401);
      expect(after.headers.get('www-authenticate'), path).toMatch(/^Bearer .*error="invalid_token"/);
    }
    // The client itself is fine: a new token works.
    expect((await api('/v1/dossier', (await token(c)).access_token)).status).toBe(200);
  });

  it('revokes with client_secret_post, and searches past a wrong hint (17, 59)', async () => {
    const c = await readyClient();
    const t = await token(c);
    const body = new URLSearchParams({ token: t.access_token, token_type_hint: 'refresh_token', client_id: c.client_id, client_secret: c.client_secret });
    expect((await post('/v1/auth/revoke', body.toString())).status).toBe(200);
    expect((await api('/v1/dossier', t.access_token)).status).toBe(401);
  });

  it('answers 200 for an unknown or garbage token (60)', async () => {
    const c = await readyClient();
    const t = await token(c);
    const [h, p] = t.access_token.split('.');
    for (const garbage of ['garbage', 'a.b.c', `${h}.${p}.AAAA`, 'x'.repeat(2000)]) {
      const res = await post('/v1/auth/revoke', new URLSearchParams({ token: garbage }).toString(), { authorization: basic(c) });
      expect(res.status, garbage.slice(0, 20)).toBe(200);
    }
    // Revoking a forged copy did not revoke the real token.
    expect((await api('/v1/dossier', t.access_token)).status).toBe(200);
  });

  it('answers 200 for an already revoked token (61)', async () => {
    const c = await readyClient();
    const t = await token(c);
    for (let i = 0; i < 2; i++) {
      expect((await post('/v1/auth/revoke', new URLSearchParams({ token: t.access_token }).toString(), { authorization: basic(c) })).status).toBe(200);
    }
  });

  it('refuses a missing token (400 invalid_request) and bad client credentials (401 invalid_client) (62)', async () => {
    const c = await readyClient();
    const t = await token(c);
    await expectOAuthError(await post('/v1/auth/revoke', '', { authorization: basic(c) }), 400, 'invalid_request');
    await expectOAuthError(await post('/v1/auth/revoke', 'token_type_hint=access_token', { authorization: basic(c) }), 400, 'invalid_request');
    const bad = await post('/v1/auth/revoke', new URLSearchParams({ token: t.access_token }).toString(), { authorization: basicRaw(c.client_id, 'wrong') });
    await expectOAuthError(bad, 401, 'invalid_client');
    await expectOAuthError(await post('/v1/auth/revoke', new URLSearchParams({ token: t.access_token }).toString()), 401, 'invalid_client');
    expect((await api('/v1/dossier', t.access_token)).status).toBe(200);
  });

  it("does not let client B revoke client A's token: 400 invalid_request, token untouched (63)", async () => {
    const [a, b] = await Promise.all([readyClient(), readyClient()]);
    const t = await token(a);
    await expectOAuthError(
      await post('/v1/auth/revoke', new URLSearchParams({ token: t.access_token }).toString(), { authorization: basic(b) }),
      400,
      'invalid_request',
    );
    expect((await api('/v1/dossier', t.access_token)).status).toBe(200);
  });

  it('refuses an unsupported token type hint: 400 unsupported_token_type (64)', async () => {
    const c = await readyClient();
    const t = await token(c);
    const body = new URLSearchParams({ token: t.access_token, token_type_hint: 'id_token' });
    await expectOAuthError(await post('/v1/auth/revoke', body.toString(), { authorization: basic(c) }), 400, 'unsupported_token_type');
  });

  it('refuses a body that is not form-encoded, and repeated parameters: 400 invalid_request', async () => {
    const c = await readyClient();
    const t = await token(c);
    await expectOAuthError(await postJson('/v1/auth/revoke', { token: t.access_token }, { authorization: basic(c) }), 400, 'invalid_request');
    await expectOAuthError(await post('/v1/auth/revoke', `token=${t.access_token}&token=other`, { authorization: basic(c) }), 400, 'invalid_request');
    expect((await api('/v1/dossier', t.access_token)).status).toBe(200);
  });
});

describe('OAuth error types', () => {
  // Runs last in this file: the types of every OAuth error answered above.
  it('each problem type URL of an OAuth error points at an anchor of the error page', async () => {
    expect(seenTypes.size).toBeGreaterThan(5);
    const page = await (await fetch(`${base}/errors`)).text();
    for (const type of seenTypes) {
      const url = new URL(type);
      expect(url.origin + url.pathname).toBe(`${ISSUER}/errors`);
      expect(page, type).toContain(`id="${url.hash.slice(1)}"`);
    }
  });
});

describe('no cross-origin use of the state-changing agent endpoints', () => {
  it.each(['/v1/auth/identity', '/v1/auth/claim', '/v1/auth/events'])('%s: no CORS on the preflight or the answer', async (path) => {
    const preflight = await fetch(`${base}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the token endpoint stays readable cross-origin (browser-based OAuth clients)', async () => {
    const answer = await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      headers: { origin: 'https://app.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
