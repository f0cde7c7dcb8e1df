// The authorization code grant with PKCE, end to end with the strict client oauth4webapi against
// the built server: RFC 8414 discovery, RFC 7591 registration of a public and a confidential
// client, the authorization request, the consent form (posted as a browser posts it, with its
// cookie), the RFC 9207 `iss` and the state in the response, the code exchange, refresh tokens
// with rotation, the owner's approval arriving with the next refresh, revocation. Every negative
// case has its own test with the RFC's error code: wrong verifier, reused code (which revokes the
// tokens issued from it), mismatched redirect URI, expired code, reused refresh token (which
// revokes the grant), unknown resource; and the error page (never a redirect) for an unknown
// client or an unregistered redirect URI. The browser side (axe, keyboard, no JavaScript,
// screenshots) is tests/e2e/consent.test.ts.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openSqliteOperations } from '../../src/auth/sqlite-store.ts';

const base = inject('baseUrl');
const stateDir = inject('stateDir');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const ISSUER = new URL(site).origin;
const MCP = `${ISSUER}/mcp`;
const AUTHORIZE = '/v1/auth/authorize';
const REDIRECT = 'http://127.0.0.1:8123/callback';
// AUTO_GRANT_SCOPES of the test server (tests/support/grants.ts) grants these at once; contact:read waits for the owner.
const AUTO = ['portfolio:read', 'projects:read', 'skills:read'];

/** oauth4webapi talks to ISSUER (the build's SITE_URL); the requests go to the test server. */
const local = (url: string) => (url.startsWith(ISSUER) ? base + url.slice(ISSUER.length) : url);
const options = {
  [oauth.allowInsecureRequests]: true,
  [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => fetch(local(url), init as RequestInit),
};

let as: oauth.AuthorizationServer;
beforeAll(async () => {
  as = await oauth.processDiscoveryResponse(new URL(ISSUER), await oauth.discoveryRequest(new URL(ISSUER), { ...options, algorithm: 'oauth2' }));
});

async function registerClient(metadata: Record<string, unknown> = {}): Promise<oauth.Client> {
  const res = await oauth.dynamicClientRegistrationRequest(
    as,
    {
      client_name: 'Code flow host',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
      ...metadata,
    },
    options,
  );
  return (await oauth.processDynamicClientRegistrationResponse(res)) as oauth.Client;
}

const pkce = async () => {
  const verifier = oauth.generateRandomCodeVerifier();
  return { verifier, challenge: await oauth.calculatePKCECodeChallenge(verifier) };
};

function authorizationUrl(client: oauth.Client, params: Record<string, string | undefined>): string {
  const url = new URL(as.authorization_endpoint!);
  const all: Record<string, string | undefined> = { client_id: client.client_id, response_type: 'code', redirect_uri: REDIRECT, ...params };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

/** The consent page of an authorization URL: its signed request and the cookie it set. */
async function openConsent(url: string) {
  const res = await fetch(local(url), { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  const request = /name="request" value="([^"]+)"/.exec(html)![1]!;
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { html, request, cookie, headers: res.headers };
}

/** Posts the consent form as the browser does; answers the redirect's Location. */
async function decide(
  page: { request: string; cookie: string },
  decision: 'allow' | 'deny',
  note: Record<string, string> = {},
  extra: Record<string, string> = {},
) {
  const res = await fetch(`${base}${AUTHORIZE}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: page.cookie, origin: ISSUER, ...extra },
    body: new URLSearchParams({ request: page.request, decision, ...note }),
  });
  return res;
}

/** The whole front channel: authorization request, consent, the callback URL. */
async function authorize(client: oauth.Client, params: Record<string, string | undefined>, note: Record<string, string> = {}) {
  const page = await openConsent(authorizationUrl(client, params));
  const res = await decide(page, 'allow', note);
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

async function codeFor(client: oauth.Client, scope: string, extra: Record<string, string> = {}) {
  const { verifier, challenge } = await pkce();
  const state = oauth.generateRandomState();
  const callback = await authorize(client, { code_challenge: challenge, code_challenge_method: 'S256', state, scope, ...extra });
  const params = oauth.validateAuthResponse(as, client, callback, state);
  return { params, verifier, callback };
}

async function exchange(client: oauth.Client, params: URLSearchParams, verifier: string, extra: Record<string, string> = {}, auth = oauth.None()) {
  const res = await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, verifier, { ...options, additionalParameters: extra });
  return oauth.processAuthorizationCodeResponse(as, client, res);
}

/** The RFC 6749 error of a processed token response. */
async function oauthError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof oauth.ResponseBodyError) return err.error;
    // A 401 invalid_client comes with a WWW-Authenticate challenge, which oauth4webapi reports first.
    if (err instanceof oauth.WWWAuthenticateChallengeError) return (await err.response.json()).error;
    throw err;
  }
  throw new Error('expected an OAuth error');
}

const approve = (claimId: string) =>
  execFileSync(process.execPath, ['scripts/agents.mjs', 'approve', claimId], { env: { ...process.env, STATE_DIR: stateDir } });
const agents = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, STATE_DIR: stateDir }, encoding: 'utf8' });
const api = (path: string, token: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('the happy path (oauth4webapi, public client)', () => {
  it('registers a public client, consents, exchanges the code, and uses the token; contact:read waits for the owner and arrives with the next refresh', async () => {
    const client = await registerClient();
    expect(client).not.toHaveProperty('client_secret');
    expect(client.token_endpoint_auth_method).toBe('none');
    const { params, verifier, callback } = await codeFor(client, 'skills:read contact:read', {});
    // RFC 9207: the response names the issuer.
    expect(callback.searchParams.get('iss')).toBe(ISSUER);
    const tokens = await exchange(client, params, verifier);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('skills:read');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(200);
    expect((await api('/v1/contact', tokens.access_token)).status).toBe(403);

    // The owner sees the claim: who asked, why, since when.
    const claimLine = agents('list')
      .split('\n')
      .find((l) => l.includes(client.client_id))!;
    expect(claimLine).toMatch(/pending/);
    expect(claimLine).toMatch(/since \d{4}-\d\d-\d\dT/);
    approve(claimLine.split(/\s+/)[0]!);

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options),
    );
    expect(refreshed.scope!.split(' ').sort()).toEqual(['contact:read', 'skills:read']);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await api('/v1/contact', refreshed.access_token)).status).toBe(200);
  });

  it('stores who the person is and why they ask on the claim, shown by npm run agents -- list', async () => {
    const client = await registerClient({ client_name: 'Note host' });
    const { challenge } = await pkce();
    await authorize(
      client,
      { code_challenge: challenge, code_challenge_method: 'S256', scope: 'contact:read' },
      { who: 'Jane Roe, Acme hiring', why: 'Staff engineer role' },
    );
    const line = agents('list')
      .split('\n')
      .filter((l) => l.includes(client.client_id))
      .pop()!;
    expect(line).toContain('who "Jane Roe, Acme hiring"');
    expect(line).toContain('why "Staff engineer role"');
  });

  it('a confidential client authenticates with its secret at the token endpoint', async () => {
    const client = await registerClient({ token_endpoint_auth_method: 'client_secret_basic' });
    expect(client.client_secret).toEqual(expect.any(String));
    const { params, verifier } = await codeFor(client, 'projects:read');
    const tokens = await exchange(client, params, verifier, {}, oauth.ClientSecretBasic(client.client_secret as string));
    expect(tokens.scope).toBe('projects:read');
    // Without its secret it is refused.
    const again = await codeFor(client, 'projects:read');
    expect(await oauthError(exchange(client, again.params, again.verifier))).toBe('invalid_client');
  });

  it('the token validates as an RFC 9068 access token for the site', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read');
    const tokens = await exchange(client, params, verifier);
    const claims = await oauth.validateJwtAccessToken(
      as,
      new Request(`${ISSUER}/v1/skills/evaluations`, { headers: { authorization: `Bearer ${tokens.access_token}` } }),
      ISSUER,
      options,
    );
    expect(claims).toMatchObject({ iss: ISSUER, aud: ISSUER, client_id: client.client_id, scope: 'skills:read' });
  });
});

/** The refresh of a grant. */
const refreshOf = async (client: oauth.Client, refreshToken: string) =>
  oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, options));
/** The claim lines of a client in `npm run agents -- list`. */
const linesOf = (clientId: string) =>
  agents('list')
    .split('\n')
    .filter((l) => l.includes(clientId));

describe("the owner's approval covers one grant (a public client's id is no secret)", () => {
  it('a stranger who knows the client_id runs the flow on their own port with no note: no private scope; the approved person keeps theirs', async () => {
    const client = await registerClient({ client_name: 'Shared public agent' });
    // Jane asks, and the owner approves her claim.
    const jane = await codeFor(client, 'skills:read contact:read', {});
    const janeTokens = await exchange(client, jane.params, jane.verifier);
    const [line] = linesOf(client.client_id);
    expect(line).toMatch(/pending\s+client \S+ "Shared public agent"\s+covers grant grt_/);
    approve(line!.split(/\s+/)[0]!);
    const janeRefreshed = await refreshOf(client, janeTokens.refresh_token!);
    expect(janeRefreshed.scope!.split(' ').sort()).toEqual(['contact:read', 'skills:read']);
    expect((await api('/v1/contact', janeRefreshed.access_token)).status).toBe(200);

    // A stranger: same client_id, another loopback port, nothing written at the consent page.
    const strangerRedirect = 'http://127.0.0.1:9555/callback';
    const { verifier, challenge } = await pkce();
    const page = await openConsent(
      authorizationUrl(client, { redirect_uri: strangerRedirect, code_challenge: challenge, code_challenge_method: 'S256', scope: 'contact:read skills:read' }),
    );
    // The consent page does not offer contact:read as already granted.
    expect(page.html).toContain('After the owner approves');
    const callback = new URL((await decide(page, 'allow', { who: '', why: '' })).headers.get('location')!);
    const params = oauth.validateAuthResponse(as, client, callback, oauth.skipStateCheck);
    const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, strangerRedirect, verifier, options);
    const stranger = await oauth.processAuthorizationCodeResponse(as, client, res);
    expect(stranger.scope).toBe('skills:read');
    const denied = await api('/v1/contact', stranger.access_token);
    expect(denied.status).toBe(403);
    expect(denied.headers.get('www-authenticate')).toMatch(/insufficient_scope/);
    // Refreshing does not bring it either: the stranger's claim waits for the owner.
    const strangerRefreshed = await refreshOf(client, stranger.refresh_token!);
    expect(strangerRefreshed.scope).toBe('skills:read');
    expect((await api('/v1/contact', strangerRefreshed.access_token)).status).toBe(403);

    // Jane's grant keeps carrying the approved scope, refresh after refresh.
    const janeAgain = await refreshOf(client, janeRefreshed.refresh_token!);
    expect(janeAgain.scope!.split(' ').sort()).toEqual(['contact:read', 'skills:read']);
    expect((await api('/v1/contact', janeAgain.access_token)).status).toBe(200);
  });

  it('"trust this client for everyone" (approve --trust-client) covers every grant, and list and the consent page say so', async () => {
    const client = await registerClient({ client_name: 'Trusted public agent' });
    const first = await codeFor(client, 'contact:read', {});
    await exchange(client, first.params, first.verifier);
    const claimId = linesOf(client.client_id)[0]!.split(/\s+/)[0]!;
    expect(agents('approve', claimId, '--trust-client')).toContain('covers client (every token)');
    expect(linesOf(client.client_id)[0]).toMatch(/approved\s+client \S+ "Trusted public agent"\s+covers client \(every token\)/);
    // Anybody's new authorization now gets it at once, and the consent page says whose grant it is.
    const { challenge } = await pkce();
    const page = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', scope: 'contact:read' }));
    expect(page.html).toContain('granted by the owner to this agent for everyone who uses it');
    const other = await codeFor(client, 'contact:read', {});
    const tokens = await exchange(client, other.params, other.verifier);
    expect(tokens.scope).toBe('contact:read');
    expect((await api('/v1/contact', tokens.access_token)).status).toBe(200);
  });

  it('--trust-client goes with approve only', () => {
    expect(() => agents('deny', 'clm_x', '--trust-client')).toThrow(/usage/);
  });
});

describe('the consent form', () => {
  it('is single use: posting it again makes no second code, claim or owner notification', async () => {
    const client = await registerClient({ client_name: 'Replay host' });
    const { challenge } = await pkce();
    const page = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', scope: 'contact:read' }));
    const first = await decide(page, 'allow', { who: 'Mallory', why: 'spam' });
    expect(first.status).toBe(303);
    expect(new URL(first.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const again = await decide(page, 'allow', { who: 'Mallory', why: 'spam' });
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
    expect(await again.text()).toContain('already sent');
    expect(
      agents('list')
        .split('\n')
        .filter((l) => l.includes(client.client_id)),
    ).toHaveLength(1);
  });

  it('a line break in "why" is kept as one line, not refused', async () => {
    const client = await registerClient({ client_name: 'Multiline host' });
    const { challenge } = await pkce();
    const page = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', scope: 'contact:read' }));
    const res = await decide(page, 'allow', { who: 'Jane\r\nRoe', why: 'Staff engineer role.\r\nRemote, Berlin.\nStarts in May.' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const line = agents('list')
      .split('\n')
      .find((l) => l.includes(client.client_id))!;
    expect(line).toContain('who "Jane Roe"  why "Staff engineer role. Remote, Berlin. Starts in May."');
  });
});

describe('RFC 8707 resource: the site origin or the MCP endpoint', () => {
  it('a token for the MCP endpoint has it as audience: MCP accepts it, the API does not', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read', { resource: MCP });
    const tokens = await exchange(client, params, verifier);
    expect(decodeJwt(tokens.access_token).aud).toBe(MCP);
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(401);
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_skill_evaluations', arguments: {} } }),
    });
    expect(mcp.status, await mcp.clone().text()).toBe(200);
    expect((await mcp.json()).result.isError).not.toBe(true);
  });

  it('a token for the site (resource = origin, with or without the slash) is accepted by both', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read', { resource: `${ISSUER}/` });
    const tokens = await exchange(client, params, verifier);
    expect(decodeJwt(tokens.access_token).aud).toBe(ISSUER);
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(200);
  });

  it('an unknown resource at the authorization endpoint: redirect with invalid_target', async () => {
    const client = await registerClient();
    const { challenge } = await pkce();
    const res = await fetch(
      local(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', state: 's1', resource: 'https://evil.example/' })),
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(() => oauth.validateAuthResponse(as, client, location, 's1')).toThrow(oauth.AuthorizationResponseError);
    expect(location.searchParams.get('error')).toBe('invalid_target');
    expect(location.searchParams.get('iss')).toBe(ISSUER);
  });

  it('an unknown resource at the token endpoint: 400 invalid_target', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read');
    expect(await oauthError(exchange(client, params, verifier, { resource: 'https://evil.example' }))).toBe('invalid_target');
  });

  it('the client-credentials grant accepts the MCP endpoint as resource too', async () => {
    const reg = await (
      await fetch(`${base}/v1/auth/identity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_name: 'cc' }) })
    ).json();
    const res = await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource: MCP }),
    });
    expect(res.status).toBe(200);
    expect(decodeJwt((await res.json()).access_token).aud).toBe(MCP);
  });
});

describe('negative cases at the token endpoint (RFC 6749 §5.2)', () => {
  it('a wrong code_verifier: invalid_grant', async () => {
    const client = await registerClient();
    const { params } = await codeFor(client, 'skills:read');
    expect(await oauthError(exchange(client, params, oauth.generateRandomCodeVerifier()))).toBe('invalid_grant');
  });

  it('a reused code: invalid_grant, and the tokens issued from it are revoked', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read');
    const tokens = await exchange(client, params, verifier);
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(200);
    expect(await oauthError(exchange(client, params, verifier))).toBe('invalid_grant');
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(401);
    const refresh = oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options);
    expect(await oauthError(refresh.then((r) => oauth.processRefreshTokenResponse(as, client, r)))).toBe('invalid_grant');
  });

  it('a mismatched redirect_uri: invalid_grant', async () => {
    const client = await registerClient({ redirect_uris: [REDIRECT, 'https://host.example/cb'] });
    const { params, verifier } = await codeFor(client, 'skills:read');
    const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, 'https://host.example/cb', verifier, options);
    expect(await oauthError(oauth.processAuthorizationCodeResponse(as, client, res))).toBe('invalid_grant');
  });

  it('an expired code: invalid_grant', async () => {
    const client = await registerClient();
    const { verifier, challenge } = await pkce();
    // A code whose minute has passed, in the server's store.
    const code = randomBytes(32).toString('base64url');
    const store = openSqliteOperations(stateDir);
    try {
      const now = Math.floor(Date.now() / 1000);
      const grantId = `grt_${randomBytes(8).toString('hex')}`;
      store.insertGrant({ id: grantId, client_id: client.client_id, created_at: now - 120 });
      store.insertAuthorizationCode({
        code_hash: createHash('sha256').update(code).digest('hex'),
        client_id: client.client_id,
        redirect_uri: REDIRECT,
        code_challenge: challenge,
        scopes: ['skills:read'],
        resource: ISSUER,
        grant_id: grantId,
        expires_at: now - 60,
      });
    } finally {
      store.close();
    }
    const params = oauth.validateAuthResponse(as, client, new URL(`${REDIRECT}?code=${code}&iss=${encodeURIComponent(ISSUER)}`), oauth.skipStateCheck);
    expect(await oauthError(exchange(client, params, verifier))).toBe('invalid_grant');
  });

  it('a code of another client: invalid_grant', async () => {
    const [a, b] = [await registerClient(), await registerClient()];
    const { params, verifier } = await codeFor(a, 'skills:read');
    expect(await oauthError(exchange(b, params, verifier))).toBe('invalid_grant');
  });

  it('a reused refresh token: invalid_grant, and the whole grant is revoked', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read');
    const first = await exchange(client, params, verifier);
    const refresh = (token: string) =>
      oauth.refreshTokenGrantRequest(as, client, oauth.None(), token, options).then((r) => oauth.processRefreshTokenResponse(as, client, r));
    const second = await refresh(first.refresh_token!);
    expect((await api('/v1/skills/evaluations', second.access_token)).status).toBe(200);
    expect(await oauthError(refresh(first.refresh_token!))).toBe('invalid_grant');
    // The thief's reuse cost the legitimate holder too: everything of the grant is refused.
    expect((await api('/v1/skills/evaluations', second.access_token)).status).toBe(401);
    expect(await oauthError(refresh(second.refresh_token!))).toBe('invalid_grant');
  });

  it('a refresh asking for more than was authorized: invalid_scope', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read');
    const tokens = await exchange(client, params, verifier);
    const res = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, {
      ...options,
      additionalParameters: { scope: 'contact:read' },
    });
    expect(await oauthError(oauth.processRefreshTokenResponse(as, client, res))).toBe('invalid_scope');
  });
});

describe('revocation', () => {
  it('revoking the refresh token revokes the grant: its access tokens and refresh tokens are refused (RFC 7009)', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read');
    const tokens = await exchange(client, params, verifier);
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), tokens.refresh_token!, options));
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(401);
    const res = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options);
    expect(await oauthError(oauth.processRefreshTokenResponse(as, client, res))).toBe('invalid_grant');
  });

  it("the owner's revocation of the client cuts its refresh tokens off", async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, 'skills:read');
    const tokens = await exchange(client, params, verifier);
    agents('revoke', client.client_id);
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(401);
    const res = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options);
    expect(await oauthError(oauth.processRefreshTokenResponse(as, client, res))).toBe('invalid_client');
  });
});

describe('the authorization endpoint: errors (RFC 6749 §4.1.2.1), never an open redirect', () => {
  const front = async (client: oauth.Client | { client_id: string }, params: Record<string, string | undefined>) =>
    fetch(local(authorizationUrl(client as oauth.Client, params)), { redirect: 'manual' });

  it('an unknown client: an error page, no redirect', async () => {
    const res = await front({ client_id: 'agt_unknown' }, { code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('invalid_client');
  });

  it.each([
    ['an unregistered redirect URI', 'https://evil.example/cb'],
    ['another path on the registered host', 'http://127.0.0.1:8123/other'],
    ['a registered URI with a query added', `${REDIRECT}?x=1`],
  ])('%s: an error page, no redirect', async (_, redirect) => {
    const client = await registerClient();
    const res = await front(client, { redirect_uri: redirect, code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('a loopback redirect URI matches on any port (RFC 8252 §7.3)', async () => {
    const client = await registerClient({ redirect_uris: ['http://127.0.0.1/callback'] });
    const { challenge } = await pkce();
    const res = await front(client, { code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: 'http://127.0.0.1:49152/callback' });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no PKCE', { code_challenge: undefined }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
    ['an unknown scope', { scope: 'admin:all' }, 'invalid_scope'],
    // The same malformed scope is invalid_scope at the token endpoint too (RFC 6749 §4.1.2.1, §5.2).
    ['a malformed scope', { scope: 'skills:read "x"' }, 'invalid_scope'],
  ])('%s: redirected with %s, the state and iss', async (_, params, error) => {
    const client = await registerClient();
    const { challenge } = await pkce();
    const res = await front(client, { code_challenge: challenge, code_challenge_method: 'S256', state: 'st4te', ...params });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ error, state: 'st4te', iss: ISSUER });
  });

  it('the person denies: redirected with access_denied', async () => {
    const client = await registerClient();
    const { challenge } = await pkce();
    const page = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', state: 'd1', scope: 'contact:read' }));
    const res = await decide(page, 'deny');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(() => oauth.validateAuthResponse(as, client, location, 'd1')).toThrow(oauth.AuthorizationResponseError);
    expect(location.searchParams.get('error')).toBe('access_denied');
  });

  it('the consent form without its cookie, or from another origin, is refused (CSRF)', async () => {
    const client = await registerClient();
    const { challenge } = await pkce();
    const page = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256' }));
    const name = page.cookie.split('=')[0]!;
    expect((await decide({ ...page, cookie: `${name}=forged` }, 'allow')).status).toBe(403);
    expect((await decide({ ...page, cookie: '' }, 'allow')).status).toBe(403);
    expect((await decide(page, 'allow', {}, { origin: 'https://evil.example' })).status).toBe(403);
    const tampered = `${page.request.slice(0, -4)}AAAA`;
    expect((await decide({ ...page, request: tampered }, 'allow')).status).toBe(400);
    // The genuine post still works.
    expect((await decide(page, 'allow')).status).toBe(303);
  });

  it('two consent pages open at once each keep their own cookie', async () => {
    const client = await registerClient();
    const { challenge } = await pkce();
    const first = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', state: 'a' }));
    const second = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', state: 'b' }));
    const both = `${first.cookie}; ${second.cookie}`;
    expect((await decide({ ...first, cookie: both }, 'allow')).status).toBe(303);
    expect((await decide({ ...second, cookie: both }, 'allow')).status).toBe(303);
  });

  it('the consent page may not be framed, cached or indexed', async () => {
    const client = await registerClient();
    const { challenge } = await pkce();
    const { headers, html } = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256', scope: 'contact:read' }));
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(headers.get('set-cookie')).toMatch(/SameSite=Strict/);
    expect(html).toContain('not verified');
    expect(html).toContain('Read private contact details.');
  });

  it('the registered name is shown escaped (no markup from a client)', async () => {
    const client = await registerClient({ client_name: '<img src=x onerror=alert(1)>' });
    const { challenge } = await pkce();
    const { html } = await openConsent(authorizationUrl(client, { code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('registration of code-flow clients (RFC 7591)', () => {
  it('a public client needs a redirect URI: invalid_redirect_uri', async () => {
    const res = await fetch(`${base}/v1/auth/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'x', token_endpoint_auth_method: 'none', grant_types: ['authorization_code'] }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_redirect_uri');
  });

  it('answers response_types code for the code grant', async () => {
    const client = await registerClient();
    expect(client.response_types).toEqual(['code']);
    expect(client.grant_types).toEqual(['authorization_code', 'refresh_token']);
  });
});

describe('AUTO_GRANT_SCOPES: scopes granted at once at consent', () => {
  it('the auto-granted scopes arrive in the first token', async () => {
    const client = await registerClient();
    const { params, verifier } = await codeFor(client, AUTO.join(' '));
    const tokens = await exchange(client, params, verifier);
    expect(tokens.scope!.split(' ').sort()).toEqual([...AUTO].sort());
  });
});
