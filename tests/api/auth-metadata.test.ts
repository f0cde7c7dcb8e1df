// Discovery documents of the authorization server: RFC 9728 protected resource metadata, RFC 8414
// authorization server metadata (with the agent_auth block) and the JWKS, on the built server.
// Items of the project's OAuth checklist (the auth reference digest): 1-22, 70, 71 (distinct kids).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import * as oauth from 'oauth4webapi';
import { describe, expect, inject, it } from 'vitest';
import { OTHER_SITE } from '../global-setup.ts';

const base = inject('baseUrl');
const otherBase = inject('otherUrl');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
/** Issuer = protected resource identifier = the SITE_URL origin, no trailing slash. */
const ISSUER = new URL(site).origin;

const PRM = '/.well-known/oauth-protected-resource';
const ASM = '/.well-known/oauth-authorization-server';
const JWKS = '/.well-known/jwks.json';
const SCOPES = ['contact:read', 'portfolio:read', 'projects:read', 'skills:read'];
/** The grants of the token endpoint (client credentials; ID-JAG by jwt-bearer or token exchange). */
const GRANTS = [
  'authorization_code',
  'client_credentials',
  'refresh_token',
  'urn:ietf:params:oauth:grant-type:jwt-bearer',
  'urn:ietf:params:oauth:grant-type:token-exchange',
].sort();
const PROTECTED = ['/v1/contact', '/v1/projects/feature-store/architecture', '/v1/skills/evaluations', '/v1/dossier'];

const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });
const json = async (path: string) => (await get(path)).json();
/** oauth4webapi talks to the issuer's URLs; the requests go to the test server. */
const options = (origin = ISSUER, target = base) => ({
  [oauth.allowInsecureRequests]: true,
  [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
    fetch(url.startsWith(origin) ? target + url.slice(origin.length) : url, init as RequestInit),
});
/** The local URL of an absolute URL the server published. */
const local = (url: string, origin = ISSUER, target = base) => {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return target + url.slice(origin.length);
};

/** A raw node:http GET, so that the Host header can be anything. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

function noEmptyMembers(doc: Record<string, unknown>) {
  for (const [k, v] of Object.entries(doc)) {
    expect(v, k).not.toBeNull();
    expect(v, k).not.toBe('');
    if (Array.isArray(v)) expect(v.length, k).toBeGreaterThan(0);
  }
}

describe('protected resource metadata (RFC 9728)', () => {
  it('is a 200 application/json object (1)', async () => {
    const res = await get(PRM);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
    const doc = await res.json();
    expect(doc).toBeTypeOf('object');
    expect(Array.isArray(doc)).toBe(false);
  });

  it('names the site origin as the resource, byte for byte (2, 7)', async () => {
    const doc = await json(PRM);
    expect(doc.resource).toBe(ISSUER);
    const url = new URL(doc.resource);
    expect(url.hash).toBe('');
    expect(url.search).toBe('');
    // An origin-level identifier: the root well-known document describes the origin.
    expect(url.pathname).toBe('/');
    expect(doc.resource.endsWith('/')).toBe(false);
  });

  it('is an https URL where SITE_URL is https (2, 12, on the second build)', async () => {
    const prm = await (await fetch(otherBase + PRM)).json();
    const as = await (await fetch(otherBase + ASM)).json();
    expect(prm.resource).toBe(OTHER_SITE);
    expect(new URL(prm.resource).protocol).toBe('https:');
    expect(prm.authorization_servers).toEqual([OTHER_SITE]);
    expect(as.issuer).toBe(OTHER_SITE);
    for (const key of ['token_endpoint', 'jwks_uri', 'revocation_endpoint', 'registration_endpoint']) {
      expect(as[key], key).toMatch(/^https:\/\/ines\.example\//);
    }
  });

  it('names the authorization server by its exact issuer (3)', async () => {
    const [prm, as] = await Promise.all([json(PRM), json(ASM)]);
    expect(Array.isArray(prm.authorization_servers)).toBe(true);
    expect(prm.authorization_servers.length).toBeGreaterThan(0);
    expect(prm.authorization_servers[0]).toBe(as.issuer);
    expect(prm.authorization_servers[0]).toBe(ISSUER);
  });

  it('supports the header method only and lists exactly the scopes the API enforces (4)', async () => {
    const doc = await json(PRM);
    expect(doc.bearer_methods_supported).toEqual(['header']);
    expect([...doc.scopes_supported].sort()).toEqual(SCOPES);
    // The scopes the protected routes actually ask for: the skills:read key opens one route and
    // gets a 403 naming the needed scope on the others.
    const enforced = new Set<string>(['skills:read']);
    for (const path of PROTECTED) {
      const res = await get(path, { headers: { authorization: `Bearer ${inject('apiKeys').skillsOnly}` } });
      if (path === '/v1/skills/evaluations') {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, path).toBe(403);
      const scope = /scope="([^"]*)"/.exec(res.headers.get('www-authenticate') ?? '')?.[1];
      for (const x of scope!.split(' ')) enforced.add(x);
    }
    expect([...enforced].sort()).toEqual(SCOPES);
  });

  it('has no null, empty-string or empty-array member (5)', async () => {
    noEmptyMembers(await json(PRM));
  });

  it('passes oauth4webapi resource discovery (6)', async () => {
    const res = await oauth.resourceDiscoveryRequest(new URL(ISSUER), options());
    const rs = await oauth.processResourceDiscoveryResponse(new URL(ISSUER), res);
    expect(rs.resource).toBe(ISSUER);
    expect(rs.authorization_servers).toEqual([ISSUER]);
  });

  it('is served at the exact path, no redirect; HEAD and OPTIONS do not fail (8)', async () => {
    for (const path of [PRM, ASM, JWKS]) {
      expect((await get(path)).status, path).toBe(200);
      const head = await get(path, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).toBe(200);
      expect(await head.text()).toBe('');
      const preflight = await get(path, { method: 'OPTIONS' });
      expect(preflight.status, `OPTIONS ${path}`).toBeLessThan(300);
      expect(preflight.status).toBeGreaterThanOrEqual(200);
    }
  });

  it('is linked from every 401 of a protected route, and that link yields the resource (9, 10, 34)', async () => {
    for (const path of PROTECTED) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      const challenge = res.headers.get('www-authenticate')!;
      expect(challenge, path).toMatch(/^Bearer /);
      // No credentials: no error parameter (RFC 6750 §3.1).
      expect(challenge, path).not.toMatch(/\berror=/);
      const url = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
      expect(url, path).toBe(`${ISSUER}${PRM}`);
      // The linked document's resource is a same-origin, segment-boundary prefix of the requested URL.
      const doc = await (await fetch(local(url!))).json();
      const requested = new URL(ISSUER + path);
      const resource = new URL(doc.resource);
      expect(resource.origin).toBe(requested.origin);
      const prefix = resource.pathname.replace(/\/$/, '');
      expect(requested.pathname === prefix || requested.pathname.startsWith(`${prefix}/`)).toBe(true);
    }
  });

  it('oauth4webapi parses the challenge of a 401 (9)', async () => {
    const err = await oauth
      .protectedResourceRequest('not-a-token', 'GET', new URL(`${ISSUER}/v1/dossier`), undefined, undefined, options())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const [challenge] = (err as oauth.WWWAuthenticateChallengeError).cause;
    expect(challenge!.scheme).toBe('bearer');
    expect(challenge!.parameters.error).toBe('invalid_token');
    expect(challenge!.parameters.resource_metadata).toBe(`${ISSUER}${PRM}`);
    // The linked document passes RFC 9728 validation for the resource.
    const rs = await oauth.processResourceDiscoveryResponse(new URL(ISSUER), await fetch(local(challenge!.parameters.resource_metadata!)));
    expect(rs.resource).toBe(ISSUER);
  });

  it('PRM, AS metadata and JWKS are readable cross-origin and cacheable (11)', async () => {
    for (const path of [PRM, ASM, JWKS]) {
      const res = await get(path);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('cache-control'), path).toMatch(/max-age=\d+/);
    }
  });
});

describe('authorization server metadata (RFC 8414)', () => {
  it('is a 200 JSON object whose issuer byte-equals the site origin (12)', async () => {
    const res = await get(ASM);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
    const doc = await res.json();
    expect(doc.issuer).toBe(ISSUER);
    const url = new URL(doc.issuer);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(doc.issuer.endsWith('/')).toBe(false);
  });

  it("passes oauth4webapi discovery with algorithm 'oauth2' (13)", async () => {
    const res = await oauth.discoveryRequest(new URL(ISSUER), { algorithm: 'oauth2', ...options() });
    expect(new URL(res.url).pathname).toBe(ASM);
    const as = await oauth.processDiscoveryResponse(new URL(ISSUER), res);
    expect(as.issuer).toBe(ISSUER);
  });

  it('lives at the inserted well-known path of the origin issuer (14)', async () => {
    // The issuer has no path: the document is at the root well-known path, and nowhere path-appended.
    expect(new URL(ISSUER).pathname).toBe('/');
    expect((await get(ASM)).status).toBe(200);
    expect((await get(`/v1${ASM}`)).status).toBe(404);
  });

  it('publishes absolute endpoints that answer on their method (15)', async () => {
    const doc = await json(ASM);
    for (const key of ['token_endpoint', 'jwks_uri', 'revocation_endpoint', 'registration_endpoint']) {
      expect(doc[key], key).toMatch(new RegExp(`^${ISSUER.replace(/[.]/g, '\\.')}/`));
    }
    expect((await fetch(local(doc.jwks_uri))).status).toBe(200);
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' };
    for (const key of ['token_endpoint', 'revocation_endpoint']) {
      const res = await fetch(local(doc[key]), form);
      expect([400, 401], key).toContain(res.status);
      expect((await res.json()).error, key).toEqual(expect.any(String));
    }
    const reg = await fetch(local(doc.registration_endpoint), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"client_name":5}' });
    expect(reg.status).toBe(400);
    expect((await reg.json()).error).toBe('invalid_client_metadata');
  });

  it('lists the grant types the token endpoint accepts, and nothing else (16, 20)', async () => {
    const doc = await json(ASM);
    expect([...doc.grant_types_supported].sort()).toEqual(GRANTS);
    if (doc.authorization_grant_profiles_supported?.includes('urn:ietf:params:oauth:grant-profile:id-jag')) {
      expect(doc.grant_types_supported).toContain('urn:ietf:params:oauth:grant-type:jwt-bearer');
    }
    // Every listed grant is known to the token endpoint (whatever else is wrong with the request),
    // and a grant not listed is unsupported_grant_type.
    const reg = await (
      await fetch(local(doc.registration_endpoint), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"client_name":"grant probe"}' })
    ).json();
    const authorization = `Basic ${Buffer.from(`${encodeURIComponent(reg.client_id)}:${encodeURIComponent(reg.client_secret)}`).toString('base64')}`;
    const tokenAt = (grant: string) =>
      fetch(local(doc.token_endpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
        body: new URLSearchParams({ grant_type: grant }),
      });
    for (const grant of doc.grant_types_supported) {
      const res = await tokenAt(grant);
      if (res.status !== 200) expect((await res.json()).error, grant).not.toBe('unsupported_grant_type');
    }
    for (const grant of ['password', 'implicit', 'urn:ietf:params:oauth:grant-type:device_code']) {
      expect((await (await tokenAt(grant)).json()).error, grant).toBe('unsupported_grant_type');
    }
  });

  it('lists the client authentication methods of the token and revocation endpoints (17)', async () => {
    const doc = await json(ASM);
    // `none`: public clients of the authorization code flow (PKCE), which MCP hosts are.
    expect([...doc.token_endpoint_auth_methods_supported].sort()).toEqual(['client_secret_basic', 'client_secret_post', 'none']);
    expect([...doc.revocation_endpoint_auth_methods_supported].sort()).toEqual(['client_secret_basic', 'client_secret_post', 'none']);
  });

  it('has the authorization endpoint of the code flow: response type code, PKCE S256 only, iss in the response (18, RFC 9207)', async () => {
    const doc = await json(ASM);
    expect(doc.authorization_endpoint).toBe(`${ISSUER}/v1/auth/authorize`);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.authorization_response_iss_parameter_supported).toBe(true);
  });

  it('lists at least the scopes of the protected resource (19)', async () => {
    const [prm, as] = await Promise.all([json(PRM), json(ASM)]);
    for (const s of prm.scopes_supported) expect(as.scopes_supported).toContain(s);
    // The site (API and MCP) and the MCP endpoint alone (RFC 8707 resources).
    expect(as.protected_resources).toEqual([ISSUER, `${ISSUER}/mcp`]);
  });

  it('has no null or empty-string member and no PRM-only member', async () => {
    const doc = await json(ASM);
    for (const [k, v] of Object.entries(doc)) {
      expect(v, k).not.toBeNull();
      expect(v, k).not.toBe('');
    }
    for (const k of ['resource', 'authorization_servers', 'bearer_methods_supported']) expect(doc).not.toHaveProperty(k);
  });

  it('carries an agent_auth block whose endpoints are absolute and route', async () => {
    const { agent_auth: block } = await json(ASM);
    expect(block).toMatchObject({ identity_endpoint: `${ISSUER}/v1/auth/identity`, claim_endpoint: `${ISSUER}/v1/auth/claim` });
    expect(block.identity_types_supported).toEqual(expect.arrayContaining([expect.any(String)]));
    for (const key of ['skill', 'identity_endpoint', 'claim_endpoint', 'events_endpoint']) {
      if (key in block) expect(block[key], key).toMatch(new RegExp(`^${ISSUER.replace(/[.]/g, '\\.')}/`));
    }
    const claim = await fetch(local(block.claim_endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"scopes":["skills:read"]}',
    });
    expect(claim.status).toBe(401);
    expect((await claim.json()).error).toBe('invalid_client');
    if (block.skill) {
      const skill = await fetch(local(block.skill));
      expect(skill.status).toBe(200);
      expect(skill.headers.get('content-type')).toMatch(/^text\/markdown/);
      const text = await skill.text();
      expect(text).toContain(`${ISSUER}${PRM}`);
      expect(text).toContain(`${ISSUER}${ASM}`);
    }
    if (block.events_endpoint) {
      const events = await fetch(local(block.events_endpoint), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
      expect(events.status).toBe(400);
    }
  });

  it('/.well-known/openid-configuration is a 404, not a half OIDC document (21)', async () => {
    const res = await get('/.well-known/openid-configuration');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('ignores X-Forwarded-* when building URLs, and answers no foreign Host (22)', async () => {
    const evil = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' };
    expect((await rawGet(ASM, { ...evil, host: 'evil.example' })).status).toBe(421);
    for (const path of [ASM, PRM]) {
      const res = await rawGet(path, evil);
      expect(res.status, path).toBe(200);
      expect(res.body, path).not.toContain('evil');
      expect(res.body).toBe(await (await get(path)).text());
    }
    const challenge = (await rawGet('/v1/contact', evil)).headers['www-authenticate'];
    expect(challenge).toContain(`resource_metadata="${ISSUER}${PRM}"`);
  });
});

describe('JWKS', () => {
  it('is a public JWK set of signing keys with distinct kids (70, 71)', async () => {
    const res = await get(JWKS);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/(json|jwk-set\+json)(;|$)/);
    const { keys, ...rest } = await res.json();
    expect(rest).toEqual({});
    expect(keys.length).toBeGreaterThan(0);
    const kids = keys.map((k: { kid: string }) => k.kid);
    expect(new Set(kids).size).toBe(kids.length);
    for (const key of keys) {
      expect(key.kid).toEqual(expect.any(String));
      expect(key.kid.length).toBeGreaterThan(0);
      if ('use' in key) expect(key.use).toBe('sig');
      if ('alg' in key) expect(key.alg).toBe('RS256');
      expect(key.kty).toBe('RSA');
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']) expect(key, secret).not.toHaveProperty(secret);
    }
  });
});
