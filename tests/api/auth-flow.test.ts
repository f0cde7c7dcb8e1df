// End to end with a strict OAuth client, oauth4webapi: RFC 8414 discovery (algorithm 'oauth2'),
// RFC 9728 resource discovery (well-known and from a 401 challenge), registration (RFC 7591),
// the claim, the client-credentials grant with client_secret_basic and client_secret_post, a call
// to each protected route, validateJwtAccessToken, revocation, and refusal afterwards. The
// issuer is the build's SITE_URL; a custom fetch sends its requests to the test server.
// Client ids and secrets with - _ . ~ (and worse): registered ones are random base64url, so they
// hold - and _ at best; a client with . and ~ (and : + space %) is put in the store directly.
// Items of the project's OAuth checklist (the auth reference digest): 6, 9, 13, 24, 33, 59, 65, 99, 102.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openSqliteOperations } from '../../src/auth/sqlite-store.ts';

const base = inject('baseUrl');
const stateDir = inject('stateDir');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const ISSUER = new URL(site).origin;
const ALL = ['contact:read', 'portfolio:read', 'projects:read', 'skills:read'];
const ROUTES: [string, string][] = [
  ['/v1/contact', 'contact:read'],
  ['/v1/projects/feature-store/architecture', 'projects:read'],
  ['/v1/skills/evaluations', 'skills:read'],
  ['/v1/dossier', 'portfolio:read'],
];

/** Authorization headers oauth4webapi sent, to show which escaping was exercised. */
const sent: { url: string; authorization?: string; body?: string }[] = [];
const options = {
  [oauth.allowInsecureRequests]: true,
  [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => {
    const headers = new Headers(init.headers);
    sent.push({ url, authorization: headers.get('authorization') ?? undefined, body: typeof init.body === 'string' ? init.body : init.body?.toString() });
    return fetch(url.startsWith(ISSUER) ? base + url.slice(ISSUER.length) : url, init as RequestInit);
  },
};

/** oauth4webapi's Basic escaping (RFC 6749 §2.3.1 plus - _ . ! ~ * ' ( )), for the claim endpoint. */
const formEncode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[-_.!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${formEncode(id)}:${formEncode(secret)}`).toString('base64')}`;

async function claimScopes(id: string, secret: string, scopes: string[]) {
  const res = await fetch(`${base}/v1/auth/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basic(id, secret) },
    body: JSON.stringify({ scopes }),
  });
  expect(res.status).toBe(201);
  const claim = await res.json();
  if (claim.status === 'pending') {
    execFileSync(process.execPath, ['scripts/agents.mjs', 'approve', claim.id], { env: { ...process.env, STATE_DIR: stateDir } });
  }
  const read = await (await fetch(`${base}/v1/auth/claim/${claim.id}`, { headers: { authorization: basic(id, secret) } })).json();
  expect([...read.granted].sort()).toEqual([...scopes].sort());
  return read;
}

let as: oauth.AuthorizationServer;

/** The challenge oauth4webapi raises for a 401/403 with WWW-Authenticate. */
async function challengeOf(request: Promise<unknown>): Promise<oauth.WWWAuthenticateChallengeError> {
  const err = await request.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
  return err as oauth.WWWAuthenticateChallengeError;
}

beforeAll(async () => {
  const res = await oauth.discoveryRequest(new URL(ISSUER), { algorithm: 'oauth2', ...options });
  as = await oauth.processDiscoveryResponse(new URL(ISSUER), res);
});

describe('discovery with oauth4webapi', () => {
  it('finds the authorization server by RFC 8414 and checks its issuer exactly (13)', () => {
    expect(as.issuer).toBe(ISSUER);
    expect(as.token_endpoint).toBe(`${ISSUER}/v1/auth/token`);
    expect(as.registration_endpoint).toBe(`${ISSUER}/v1/auth/identity`);
    expect(as.revocation_endpoint).toBe(`${ISSUER}/v1/auth/revoke`);
    expect(as.jwks_uri).toBe(`${ISSUER}/.well-known/jwks.json`);
  });

  it('finds the protected resource by RFC 9728, pointing at this issuer (6)', async () => {
    const rs = await oauth.processResourceDiscoveryResponse(new URL(ISSUER), await oauth.resourceDiscoveryRequest(new URL(ISSUER), options));
    expect(rs.resource).toBe(ISSUER);
    expect(rs.authorization_servers![0]).toBe(as.issuer);
  });

  it('finds the same resource metadata from the challenge of a 401 (9)', async () => {
    const err = await challengeOf(oauth.protectedResourceRequest('x', 'GET', new URL(`${ISSUER}/v1/dossier`), undefined, undefined, options));
    const url = err.cause[0]!.parameters.resource_metadata!;
    const rs = await oauth.processResourceDiscoveryResponse(
      new URL(ISSUER),
      await options[oauth.customFetch](url, { method: 'GET', headers: {}, redirect: 'manual', body: undefined }),
    );
    expect(rs.authorization_servers).toEqual([as.issuer]);
  });
});

describe('a registered agent, end to end with oauth4webapi', () => {
  let client: oauth.Client & { client_secret: string };

  it('registers (RFC 7591) and gets an id and secret that need escaping in Basic credentials (99, 24)', async () => {
    // Registered credentials are random base64url; retry until both hold characters that
    // oauth4webapi escapes (- and _), so that the server must form-decode them.
    for (let i = 0; i < 80 && !client; i++) {
      const res = await oauth.dynamicClientRegistrationRequest(
        as,
        { client_name: 'oauth4webapi agent', grant_types: ['client_credentials'], token_endpoint_auth_method: 'client_secret_basic', redirect_uris: [] },
        options,
      );
      const registered = (await oauth.processDynamicClientRegistrationResponse(res)) as oauth.Client & { client_secret: string };
      expect(registered.client_id).toEqual(expect.any(String));
      expect(registered.client_secret_expires_at).toBe(0);
      if (/-/.test(registered.client_id) && /_/.test(registered.client_id) && /[-_]/.test(registered.client_secret)) client = registered;
    }
    expect(client, 'no registration gave an id with - and _ in 80 tries').toBeDefined();
    expect(client).toMatchObject({ grant_types: ['client_credentials'], token_endpoint_auth_method: 'client_secret_basic', client_name: 'oauth4webapi agent' });
  });

  let accessToken: string;

  it('claims the four scopes, the owner approves contact:read', async () => {
    await claimScopes(client.client_id, client.client_secret, ALL);
  });

  it('gets a token with client_secret_basic, its id and secret escaped by oauth4webapi (24, 102)', async () => {
    sent.length = 0;
    const res = await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(client.client_secret), { scope: ALL.join(' ') }, options);
    const result = await oauth.processClientCredentialsResponse(as, client, res);
    expect(result.token_type).toBe('bearer');
    expect(result.expires_in).toBe(86400);
    expect(result.scope!.split(' ').sort()).toEqual(ALL);
    expect(result).not.toHaveProperty('refresh_token');
    accessToken = result.access_token;
    // The request really carried escaped credentials.
    const user = Buffer.from(sent[0]!.authorization!.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')[0]!;
    expect(user).toContain('%5F');
    expect(user).toContain('%2D');
  });

  it('calls each protected route with the token (200)', async () => {
    for (const [path] of ROUTES) {
      const res = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(ISSUER + path), undefined, undefined, options);
      expect(res.status, path).toBe(200);
      expect((await res.json()).status).toBe('success');
    }
  });

  it('the token passes validateJwtAccessToken for the resource (33, 66, 67)', async () => {
    const request = new Request(`${ISSUER}/v1/dossier`, { headers: { authorization: `Bearer ${accessToken}` } });
    const claims = await oauth.validateJwtAccessToken(as, request, ISSUER, options);
    expect(claims).toMatchObject({ iss: ISSUER, aud: ISSUER, client_id: client.client_id, sub: client.client_id });
    expect((claims.scope as string).split(' ').sort()).toEqual(ALL);
    // And not for another audience.
    await expect(oauth.validateJwtAccessToken(as, request.clone(), 'https://other.example', options)).rejects.toThrow();
  });

  it('gets a narrower token with client_secret_post', async () => {
    const res = await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretPost(client.client_secret), { scope: 'skills:read' }, options);
    const result = await oauth.processClientCredentialsResponse(as, client, res);
    expect(result.scope).toBe('skills:read');
    const denied = await challengeOf(
      oauth.protectedResourceRequest(result.access_token, 'GET', new URL(`${ISSUER}/v1/dossier`), undefined, undefined, options),
    );
    expect(denied.cause[0]!.parameters).toMatchObject({ error: 'insufficient_scope', scope: 'portfolio:read' });
  });

  it('a refused grant is a ResponseBodyError oauth4webapi can read (invalid_scope, invalid_client)', async () => {
    const tooMuch = await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretPost(client.client_secret), { scope: 'admin' }, options);
    const err = await oauth.processClientCredentialsResponse(as, client, tooMuch).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(oauth.ResponseBodyError);
    expect((err as oauth.ResponseBodyError).error).toBe('invalid_scope');
    const wrong = await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretPost(`${client.client_secret}.~`), {}, options);
    const err2 = await oauth.processClientCredentialsResponse(as, client, wrong).catch((e: unknown) => e);
    // A 401 with WWW-Authenticate: Basic is surfaced as a challenge; the body is still RFC 6749 JSON.
    expect(err2).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    expect(await (err2 as oauth.WWWAuthenticateChallengeError).response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('revokes the token (RFC 7009 via oauth4webapi), which every route then refuses (59, 65)', async () => {
    const res = await oauth.revocationRequest(as, client, oauth.ClientSecretBasic(client.client_secret), accessToken, options);
    await expect(oauth.processRevocationResponse(res)).resolves.toBeUndefined();
    for (const [path] of [...ROUTES, ['/v1/profile']]) {
      const err = await challengeOf(oauth.protectedResourceRequest(accessToken, 'GET', new URL(ISSUER + path!), undefined, undefined, options));
      expect(err.cause[0]!.scheme).toBe('bearer');
      expect(err.cause[0]!.parameters.error).toBe('invalid_token');
    }
    // Revoking again, or a token that is not one, is still a 200 for oauth4webapi.
    for (const t of [accessToken, 'not-a-token']) {
      await expect(
        oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.ClientSecretPost(client.client_secret), t, options)),
      ).resolves.toBeUndefined();
    }
  });
});

describe('a client id and secret with - _ . ~ : + space %', () => {
  const suffix = randomBytes(6).toString('hex');
  const client: oauth.Client = { client_id: `agt-flow_x.y~z:${suffix}`, token_endpoint_auth_method: 'client_secret_basic' };
  const secret = `s-_.~:+ %2F/!*'()${suffix}`;

  beforeAll(() => {
    // Put straight into the store of the main server (what registration would write).
    const store = openSqliteOperations(stateDir);
    try {
      store.insertClient({
        client_id: client.client_id,
        secret_hash: createHash('sha256').update(secret).digest('hex'),
        client_name: 'escaping test client',
        redirect_uris: [],
        grant_types: ['client_credentials'],
        token_endpoint_auth_method: 'client_secret_basic',
        client_id_issued_at: Math.floor(Date.now() / 1000),
      });
    } finally {
      store.close();
    }
  });

  it('claims with hand-built escaped Basic credentials', async () => {
    await claimScopes(client.client_id, secret, ['skills:read', 'portfolio:read']);
  });

  it('gets tokens through oauth4webapi with client_secret_basic and client_secret_post (24)', async () => {
    for (const auth of [oauth.ClientSecretBasic(secret), oauth.ClientSecretPost(secret)]) {
      sent.length = 0;
      const res = await oauth.clientCredentialsGrantRequest(as, client, auth, { scope: 'skills:read' }, options);
      const result = await oauth.processClientCredentialsResponse(as, client, res);
      expect(result.scope).toBe('skills:read');
      const rs = await oauth.protectedResourceRequest(result.access_token, 'GET', new URL(`${ISSUER}/v1/skills/evaluations`), undefined, undefined, options);
      expect(rs.status).toBe(200);
      const claims = await oauth.validateJwtAccessToken(
        as,
        new Request(`${ISSUER}/v1`, { headers: { authorization: `Bearer ${result.access_token}` } }),
        ISSUER,
        options,
      );
      expect(claims.client_id).toBe(client.client_id);
    }
  });

  it('the Basic credentials oauth4webapi sends escape . and ~, and the server decodes them (24)', async () => {
    sent.length = 0;
    await oauth.processClientCredentialsResponse(
      as,
      client,
      await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(secret), {}, options),
    );
    const [user, password] = Buffer.from(sent[0]!.authorization!.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    for (const escaped of ['%2D', '%5F', '%2E', '%7E', '%3A']) expect(user).toContain(escaped);
    for (const escaped of ['%2D', '%5F', '%2E', '%7E', '%3A', '+', '%25']) expect(password).toContain(escaped);
  });

  it('a wrong secret differing only in . or ~ is refused', async () => {
    for (const wrong of [secret.replace('.', '~'), secret.replace('~', '.'), secret.replace('+', ' '), secret.replace(' ', '+')]) {
      expect(wrong).not.toBe(secret);
      const res = await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(wrong), {}, options);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toBe('invalid_client');
    }
  });

  it('revokes its token through oauth4webapi', async () => {
    const { access_token } = await oauth.processClientCredentialsResponse(
      as,
      client,
      await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(secret), {}, options),
    );
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.ClientSecretBasic(secret), access_token, options));
    const res = await fetch(`${base}/v1/dossier`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(401);
  });
});
