// Identity assertions (ID-JAG) by both grants, security events, and their negative cases
// (auth.md checklist 41-58, 104-112), against a server that trusts two test identity providers:
// one with its keys inline, one with a remote JWKS served here.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { AUTO_GRANT } from '../support/grants.ts';

const ISSUER = JSON.parse((await import('node:fs')).readFileSync('dist/server/portfolio.json', 'utf8')).site as string;
const IDP = 'https://idp.example';
const IDP_REMOTE = 'https://remote-idp.example';
const UNTRUSTED = 'https://evil.example';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ID_JAG = 'urn:ietf:params:oauth:token-type:id-jag';
const SESSION_REVOKED = 'https://schemas.openid.net/secevent/caep/event-type/session-revoked';

interface Key {
  privateKey: CryptoKey;
  jwk: JWK;
}
async function key(kid: string, alg = 'RS256'): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

const state = mkdtempSync(join(tmpdir(), 'idjag-'));
let idp: Key;
let remote: Key;
let remoteKeys: JWK[] = [];
let jwksServer: Server;
let server: Awaited<ReturnType<typeof startServer>>;
let client: { id: string; secret: string; basic: string };
const now = () => Math.floor(Date.now() / 1000);

async function start() {
  server = await startServer('server.mjs', {
    env: { ...AUTO_GRANT, STATE_DIR: state, TRUSTED_ISSUERS_FILE: join(state, 'issuers.json'), RATE_LIMIT_AUTH: '100000/60', RATE_LIMIT_API: '100000/60' },
  });
}

beforeAll(async () => {
  idp = await key('idp-1');
  remote = await key('remote-1', 'ES256');
  remoteKeys = [remote.jwk];
  jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: remoteKeys })));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksUri = `http://127.0.0.1:${(jwksServer.address() as { port: number }).port}/jwks.json`;
  writeFileSync(
    join(state, 'issuers.json'),
    JSON.stringify([
      { issuer: IDP, jwks: { keys: [idp.jwk] } },
      { issuer: IDP_REMOTE, jwks_uri: jwksUri },
    ]),
  );
  await start();
  const reg = await (
    await post('/v1/auth/identity', JSON.stringify({ client_name: 'assistant', assertion_type: ID_JAG }), { 'content-type': 'application/json' })
  ).json();
  client = { id: reg.client_id, secret: reg.client_secret, basic: `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}` };
  const claim = await post('/v1/auth/claim', JSON.stringify({ scopes: ['projects:read', 'skills:read'] }), {
    'content-type': 'application/json',
    authorization: client.basic,
  });
  expect(claim.status).toBe(201);
});
afterAll(async () => {
  await server?.stop();
  jwksServer?.close();
  rmSync(state, { recursive: true, force: true });
});

function post(path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }) {
  return fetch(server.url + path, { method: 'POST', headers, body });
}

function assertion(claims: Record<string, unknown> = {}, opts: { key?: Key; typ?: string; alg?: string } = {}) {
  const k = opts.key ?? idp;
  const t = now();
  const payload = {
    iss: IDP,
    sub: 'user-1',
    aud: ISSUER,
    client_id: client.id,
    jti: randomUUID(),
    iat: t,
    exp: t + 300,
    scope: 'projects:read skills:read',
    ...claims,
  };
  for (const [name, value] of Object.entries(payload)) if (value === undefined) delete (payload as Record<string, unknown>)[name];
  return new SignJWT(payload)
    .setProtectedHeader({ alg: opts.alg ?? (k.jwk.alg as string), typ: opts.typ ?? 'oauth-id-jag+jwt', kid: k.jwk.kid })
    .sign(k.privateKey);
}

const redeem = (jwt: string, extra = '', auth = true) =>
  post('/v1/auth/token', `grant_type=${encodeURIComponent(JWT_BEARER)}&assertion=${jwt}${extra}`, {
    'content-type': 'application/x-www-form-urlencoded',
    ...(auth ? { authorization: client.basic } : {}),
  });
const exchange = (body: string) =>
  post('/v1/auth/token', `grant_type=${encodeURIComponent(TOKEN_EXCHANGE)}&${body}`, {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: client.basic,
  });

async function expectError(res: Response, status: number, error: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(body.error).toBe(error);
}

describe('ID-JAG redemption', () => {
  it('jwt-bearer: a valid assertion gives a token for the person, scoped by the assertion', async () => {
    const res = await redeem(await assertion({ scope: 'projects:read' }));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'projects:read' });
    expect(body).not.toHaveProperty('refresh_token');
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.sub).toContain(encodeURIComponent(IDP));
    expect(claims.sub).toContain('user-1');
    expect((await fetch(`${server.url}/v1/projects/feature-store/architecture`, { headers: { authorization: `Bearer ${body.access_token}` } })).status).toBe(
      200,
    );
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers: { authorization: `Bearer ${body.access_token}` } })).status).toBe(403);
  });

  it('token exchange: the same assertion type by RFC 8693', async () => {
    const res = await exchange(`subject_token=${await assertion()}&subject_token_type=${encodeURIComponent(ID_JAG)}`);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      scope: 'projects:read skills:read',
    });
  });

  it('aud as a one-element array is accepted; a remote JWKS issuer works', async () => {
    expect((await redeem(await assertion({ aud: [ISSUER] }))).status).toBe(200);
    expect((await redeem(await assertion({ iss: IDP_REMOTE }, { key: remote }))).status).toBe(200);
  });

  it('a new key of a remote issuer is fetched once on an unknown kid', async () => {
    const next = await key('remote-2', 'ES256');
    remoteKeys = [remote.jwk, next.jwk];
    await new Promise((r) => setTimeout(r, 5200)); // the key set is refetched at most every 5 s
    expect((await redeem(await assertion({ iss: IDP_REMOTE }, { key: next }))).status).toBe(200);
  });

  it('oauth4webapi redeems it with its generic grant request', async () => {
    const as = { issuer: ISSUER, token_endpoint: `${server.url}/v1/auth/token` };
    const c = { client_id: client.id };
    const res = await oauth.genericTokenEndpointRequest(
      as,
      c,
      oauth.ClientSecretBasic(client.secret),
      JWT_BEARER,
      new URLSearchParams({ assertion: await assertion() }),
      {
        [oauth.allowInsecureRequests]: true,
      },
    );
    const tokens = await oauth.processGenericTokenEndpointResponse(as, c, res);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.scope).toBe('projects:read skills:read');
  });

  it('without client authentication: 401 invalid_client', async () => {
    await expectError(await redeem(await assertion(), '', false), 401, 'invalid_client');
  });

  it('a client not registered for assertions: unauthorized_client', async () => {
    const reg = await (await post('/v1/auth/identity', JSON.stringify({ client_name: 'plain' }), { 'content-type': 'application/json' })).json();
    const res = await post('/v1/auth/token', `grant_type=${encodeURIComponent(JWT_BEARER)}&assertion=${await assertion({ client_id: reg.client_id })}`, {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}`,
    });
    await expectError(res, 400, 'unauthorized_client');
  });

  const other = async () => key('idp-1'); // same kid, another key: a forged signature
  const cases: [string, () => Promise<string>][] = [
    ['typ JWT', () => assertion({}, { typ: 'JWT' })],
    ['aud of another server', () => assertion({ aud: 'https://other.example' })],
    ['aud with two elements', () => assertion({ aud: [ISSUER, 'https://other.example'] })],
    ['client_id of another client', () => assertion({ client_id: 'agt_someone_else' })],
    ['an untrusted issuer', () => assertion({ iss: UNTRUSTED })],
    ['a bad signature', async () => assertion({}, { key: await other() })],
    ['expired', () => assertion({ iat: now() - 900, exp: now() - 600 })],
    ['iat in the future', () => assertion({ iat: now() + 600, exp: now() + 900 })],
    ['a cnf claim (DPoP not supported)', () => assertion({ cnf: { jkt: 'abc' } })],
    ...(['iss', 'sub', 'aud', 'client_id', 'jti', 'exp', 'iat'] as const).map((claim): [string, () => Promise<string>] => [
      `no ${claim}`,
      () => assertion({ [claim]: undefined }),
    ]),
    [
      'alg none',
      async () =>
        `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'oauth-id-jag+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify({ iss: IDP, sub: 'u', aud: ISSUER, client_id: client.id, jti: randomUUID(), iat: now(), exp: now() + 60 })).toString('base64url')}.`,
    ],
    [
      'HS256',
      () =>
        new SignJWT({ iss: IDP, sub: 'u', aud: ISSUER, client_id: client.id, jti: randomUUID(), iat: now(), exp: now() + 60 })
          .setProtectedHeader({ alg: 'HS256', typ: 'oauth-id-jag+jwt' })
          .sign(new TextEncoder().encode('s'.repeat(32))),
    ],
  ];
  it.each(cases)('%s: invalid_grant (jwt-bearer), invalid_request (token exchange)', async (_, make) => {
    await expectError(await redeem(await make()), 400, 'invalid_grant');
    await expectError(await exchange(`subject_token=${await make()}&subject_token_type=${encodeURIComponent(ID_JAG)}`), 400, 'invalid_request');
  });

  it('a resource that is not this server: invalid_target', async () => {
    await expectError(await redeem(await assertion({ resource: 'https://other.example' })), 400, 'invalid_target');
    expect((await redeem(await assertion({ resource: [ISSUER] }))).status).toBe(200);
  });

  it('a scope outside the assertion is not granted; nothing in common is invalid_scope', async () => {
    const res = await redeem(await assertion({ scope: 'skills:read' }), '&scope=skills%3Aread%20projects%3Aread');
    expect((await res.json()).scope).toBe('skills:read');
    await expectError(await redeem(await assertion({ scope: 'contact:read' })), 400, 'invalid_scope');
  });

  it.each([
    ['an array', ['contact:read']],
    ['a number', 42],
    ['an object', { 'contact:read': true }],
    ['a string with a character outside scope tokens', 'projects:read "skills:read'],
  ])('a scope claim that is %s: invalid_grant (never every scope of the client)', async (_label, scope) => {
    await expectError(await redeem(await assertion({ scope })), 400, 'invalid_grant');
  });

  it('an assertion is accepted once, also after a restart', async () => {
    const jwt = await assertion();
    expect((await redeem(jwt)).status).toBe(200);
    await expectError(await redeem(jwt), 400, 'invalid_grant');
    const again = await assertion();
    expect((await redeem(again)).status).toBe(200);
    await server.stop();
    await start();
    await expectError(await redeem(again), 400, 'invalid_grant');
  });

  it('token exchange parameter rules', async () => {
    await expectError(await exchange(`subject_token_type=${encodeURIComponent(ID_JAG)}`), 400, 'invalid_request');
    await expectError(await exchange(`subject_token=${await assertion()}`), 400, 'invalid_request');
    await expectError(
      await exchange(`subject_token=${await assertion()}&subject_token_type=${encodeURIComponent(ID_JAG)}&actor_token=x`),
      400,
      'invalid_request',
    );
  });

  it('an assertion is not an access token', async () => {
    const res = await fetch(`${server.url}/v1/skills/evaluations`, { headers: { authorization: `Bearer ${await assertion()}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
  });
});

describe('security events', () => {
  const set = (claims: Record<string, unknown> = {}, opts: { key?: Key; typ?: string } = {}) => {
    const k = opts.key ?? idp;
    return new SignJWT({
      iss: IDP,
      aud: ISSUER,
      iat: now(),
      jti: randomUUID(),
      events: { [SESSION_REVOKED]: { subject: { format: 'iss_sub', iss: IDP, sub: 'user-2' } } },
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', typ: opts.typ ?? 'secevent+jwt', kid: k.jwk.kid })
      .sign(k.privateKey);
  };
  const deliver = async (jwt: string) => post('/v1/auth/events', jwt, { 'content-type': 'application/secevent+jwt' });
  async function expectSetError(res: Response, err: string) {
    expect(res.status).toBe(400);
    expect((await res.json()).err).toBe(err);
  }

  it('session-revoked cuts the person off at once, durably; other people keep their tokens', async () => {
    const token = async (sub: string) => (await (await redeem(await assertion({ sub }))).json()).access_token as string;
    const mine = await token('user-2');
    const theirs = await token('user-3');
    const call = (t: string) => fetch(`${server.url}/v1/projects/feature-store/architecture`, { headers: { authorization: `Bearer ${t}` } });
    expect((await call(mine)).status).toBe(200);
    const res = await deliver(await set());
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    expect((await call(mine)).status).toBe(401);
    expect((await call(theirs)).status).toBe(200);
    await server.stop();
    await start();
    expect((await call(mine)).status).toBe(401);
  });

  it('an assertion issued before the event is refused after it, also after a restart; a later one works', async () => {
    const sub = `user-${randomUUID()}`;
    const before = await assertion({ sub, iat: now() - 5 });
    const revoke = await set({ events: { [SESSION_REVOKED]: { subject: { format: 'iss_sub', iss: IDP, sub } } } });
    expect((await deliver(revoke)).status).toBe(202);
    await expectError(await redeem(before), 400, 'invalid_grant');
    await server.stop();
    await start();
    await expectError(await redeem(await assertion({ sub, iat: now() - 5 })), 400, 'invalid_grant');
    // Issued after the event (one second later, the clock's resolution): accepted.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await redeem(await assertion({ sub }))).status).toBe(200);
  });

  it('replay, wrong audience, untrusted issuer and bad signature each get their error', async () => {
    const jwt = await set();
    expect((await deliver(jwt)).status).toBe(202);
    await expectSetError(await deliver(jwt), 'invalid_request');
    await expectSetError(await deliver(await set({ aud: 'https://other.example' })), 'invalid_audience');
    await expectSetError(await deliver(await set({ iss: UNTRUSTED })), 'invalid_issuer');
    await expectSetError(await deliver(await set({}, { key: await key('idp-1') })), 'invalid_key');
    await expectSetError(await deliver(await set({}, { typ: 'JWT' })), 'invalid_request');
    await expectSetError(await post('/v1/auth/events', await set(), { 'content-type': 'application/json' }), 'invalid_request');
  });

  it('an event issued more than a day ago is refused and changes nothing; the replay store keeps an id for that day only', async () => {
    const sub = `user-${randomUUID()}`;
    const token = (await (await redeem(await assertion({ sub }))).json()).access_token as string;
    const old = await set({ iat: now() - 86_400 - 120, events: { [SESSION_REVOKED]: { subject: { format: 'iss_sub', iss: IDP, sub } } } });
    await expectSetError(await deliver(old), 'invalid_request');
    expect((await fetch(`${server.url}/v1/projects/feature-store/architecture`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const jti = randomUUID();
    const iat = now() - 3600;
    expect((await deliver(await set({ jti, iat, events: { 'https://example.com/unknown-event': {} } }))).status).toBe(202);
    const db = new DatabaseSync(join(state, 'auth.sqlite'), { readOnly: true });
    try {
      const row = db.prepare('SELECT expires_at FROM used_assertions WHERE jti = ?').get(jti) as { expires_at: number };
      expect(row.expires_at).toBe(iat + 86_400 + 60);
    } finally {
      db.close();
    }
  });

  it('unknown events are ignored with 202', async () => {
    expect((await deliver(await set({ events: { 'https://example.com/unknown-event': {} } }))).status).toBe(202);
  });

  it('a security event token is not an access token', async () => {
    expect((await fetch(`${server.url}/v1/dossier`, { headers: { authorization: `Bearer ${await set()}` } })).status).toBe(401);
  });
});

describe('metadata', () => {
  it('advertises both grants, the ID-JAG profile and the agent_auth endpoints', async () => {
    const as = await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json();
    expect(as.grant_types_supported).toEqual(expect.arrayContaining(['client_credentials', JWT_BEARER, TOKEN_EXCHANGE]));
    expect(as.authorization_grant_profiles_supported).toEqual(['urn:ietf:params:oauth:grant-profile:id-jag']);
    expect(as.agent_auth).toMatchObject({
      skill: `${ISSUER}/auth.md`,
      events_endpoint: `${ISSUER}/v1/auth/events`,
      identity_types_supported: ['anonymous', 'identity_assertion', 'service_auth'],
      identity_assertion: { assertion_types_supported: [ID_JAG] },
    });
    const md = await fetch(`${server.url}/auth.md`);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await md.text();
    expect(text.split('\n')[0]).toMatch(/^# .*auth\.md/);
    expect(text).toContain(`${ISSUER}/.well-known/oauth-protected-resource`);
  });
});
