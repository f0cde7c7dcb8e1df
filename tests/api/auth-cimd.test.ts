// Client ID Metadata Documents end to end, with the strict client oauth4webapi using the document
// URL as its client_id (no registration), against a built server started here with a test CA in
// NODE_EXTRA_CA_CERTS (verification on) and the tests-only CIMD_ALLOW_PRIVATE_HOSTS=localhost, so
// that it may fetch from the local https document server. One consent, then the wait: the token
// holds the scopes granted at once; a protected call (API and MCP) answers 403 insufficient_scope
// naming the owner's pending approval; after the approval, the next refresh carries the scope.
// The refusals (mismatched client_id, a redirect URI not in the document, a redirecting URL) are
// error pages, never redirects; the shared test server, without the allow-list, refuses the
// loopback document host.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { openSqliteOperations } from '../../src/auth/sqlite-store.ts';
import { AUTO_GRANT } from '../support/grants.ts';
import { clientDocument, createTestCa, type DocumentHandler, json, startDocumentServer, type TestCa } from '../support/test-ca.ts';

const sharedBase = inject('baseUrl');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const ISSUER = new URL(site).origin;
const REDIRECT = 'http://127.0.0.1:8123/callback';
const AUTHORIZE = '/v1/auth/authorize';

let ca: TestCa;
let docs: Awaited<ReturnType<typeof startDocumentServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let state: string;
const routes = new Map<string, DocumentHandler>();
let docOrigin: string;
let base: string;

const local = (url: string) => (url.startsWith(ISSUER) ? base + url.slice(ISSUER.length) : url);
const options = {
  [oauth.allowInsecureRequests]: true,
  [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => fetch(local(url), init as RequestInit),
};
let as: oauth.AuthorizationServer;

const document = (path: string, extra: Record<string, unknown> = {}) =>
  clientDocument(`${docOrigin}${path}`, {
    client_name: 'Metadata Host',
    client_uri: 'https://host.example/',
    logo_uri: 'https://cdn.host.example/logo.svg',
    redirect_uris: [REDIRECT],
    ...extra,
  });
const serve = (path: string, handler: DocumentHandler) => {
  routes.set(path, handler);
  return `${docOrigin}${path}`;
};

beforeAll(async () => {
  ca = createTestCa();
  docs = await startDocumentServer(ca, routes);
  docOrigin = `https://localhost:${docs.port}`;
  state = mkdtempSync(join(tmpdir(), 'cimd-state-'));
  server = await startServer('server.mjs', {
    env: {
      ...AUTO_GRANT,
      STATE_DIR: state,
      NODE_EXTRA_CA_CERTS: ca.caFile,
      CIMD_ALLOW_PRIVATE_HOSTS: 'localhost',
      RATE_LIMIT_AUTH: '100000/60',
      RATE_LIMIT_API: '100000/60',
    },
  });
  base = server.url;
  as = await oauth.processDiscoveryResponse(new URL(ISSUER), await oauth.discoveryRequest(new URL(ISSUER), { ...options, algorithm: 'oauth2' }));
});
afterAll(async () => {
  await server?.stop();
  await docs?.close();
  ca?.remove();
  if (state) rmSync(state, { recursive: true, force: true });
});

function authorizationUrl(clientId: string, params: Record<string, string>, redirect = REDIRECT): string {
  const url = new URL(as.authorization_endpoint!);
  for (const [k, v] of Object.entries({ client_id: clientId, response_type: 'code', redirect_uri: redirect, ...params })) url.searchParams.set(k, v);
  return url.href;
}

/** The front channel as a browser walks it: the consent page, Allow, the callback URL. */
async function consent(clientId: string, scope: string, challenge: string, state: string) {
  const res = await fetch(local(authorizationUrl(clientId, { scope, code_challenge: challenge, code_challenge_method: 'S256', state })), {
    redirect: 'manual',
  });
  const html = await res.text();
  expect(res.status, html).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(html)![1]!;
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const decided = await fetch(`${base}${AUTHORIZE}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: ISSUER },
    body: new URLSearchParams({ request, decision: 'allow', who: 'Jane', why: 'hiring' }),
  });
  expect(decided.status).toBe(303);
  return { html, callback: new URL(decided.headers.get('location')!) };
}

/** The error page of an authorization request (never a redirect). */
async function errorPage(origin: string, clientId: string, redirect = REDIRECT) {
  const res = await fetch(
    `${origin}${AUTHORIZE}?${new URL(authorizationUrl(clientId, { code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' }, redirect)).searchParams}`,
    {
      redirect: 'manual',
    },
  );
  expect(res.headers.get('location')).toBeNull();
  return { status: res.status, html: await res.text() };
}

const agents = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, STATE_DIR: state }, encoding: 'utf8' });

describe('Client ID Metadata Documents', () => {
  it('are announced in the authorization server metadata', () => {
    expect((as as Record<string, unknown>).client_id_metadata_document_supported).toBe(true);
  });

  it('one consent with the document URL as client_id; the wait for the owner is named on 403s; the approval arrives with the next refresh', async () => {
    const clientId = serve('/oauth/client.json', json(document('/oauth/client.json'), { 'cache-control': 'max-age=600' }));
    const client: oauth.Client = { client_id: clientId, token_endpoint_auth_method: 'none' };
    const verifier = oauth.generateRandomCodeVerifier();
    const st = oauth.generateRandomState();
    const { html, callback } = await consent(clientId, 'skills:read contact:read', await oauth.calculatePKCECodeChallenge(verifier), st);
    // The consent page: the document's host, verified; the name and the claimed hosts, not verified.
    expect(html).toContain('Metadata Host');
    expect(html).toContain(`<code>localhost:${docs.port}</code></strong> (<strong>verified</strong>`);
    expect(html).toContain('<code>host.example</code>');
    expect(html).toContain('<code>cdn.host.example</code>');
    expect(html).not.toContain('<img');
    expect(html).toContain('a program on your own computer');

    const params = oauth.validateAuthResponse(as, client, callback, st);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, options),
    );
    expect(tokens.scope).toBe('skills:read');
    const api = (path: string, token: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await api('/v1/skills/evaluations', tokens.access_token)).status).toBe(200);

    // The private scope waits for the owner: a 403 that says so, on the API and on MCP.
    const claim = agents('list')
      .split('\n')
      .find((l) => l.includes(clientId))!
      .split(/\s+/)[0]!;
    const refused = await api('/v1/contact', tokens.access_token);
    expect(refused.status).toBe(403);
    const challenge = refused.headers.get('www-authenticate')!;
    expect(challenge).toContain('error="insufficient_scope"');
    expect(challenge).toContain('scope="contact:read"');
    expect(challenge).toContain(`waits for the owner's approval (claim ${claim})`);
    expect((await refused.json()).detail).toMatch(/waits for the owner's approval of claim clm_.*Do not ask for consent again/);
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${tokens.access_token}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_contact', arguments: {} } }),
    });
    expect(mcp.status).toBe(403);
    expect(mcp.headers.get('www-authenticate')).toContain(`waits for the owner's approval (claim ${claim})`);
    // To MCP hosts without error="insufficient_scope": SDK v2 hosts would authorize again (a new window and claim).
    expect(mcp.headers.get('www-authenticate')).not.toContain('insufficient_scope');
    expect(JSON.stringify(await mcp.json())).toContain(`approval of claim ${claim}`);

    agents('approve', claim);
    // The token from before the approval is stale now: 401 invalid_token says to refresh (a 403
    // insufficient_scope would make MCP SDK v2 hosts authorize again, which only makes a new claim).
    const stale = await api('/v1/contact', tokens.access_token);
    expect(stale.status).toBe(401);
    expect(stale.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(stale.headers.get('www-authenticate')).toContain('approved the scope contact:read after this token was issued: refresh the token');
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options),
    );
    expect(refreshed.scope!.split(' ').sort()).toEqual(['contact:read', 'skills:read']);
    expect((await api('/v1/contact', refreshed.access_token)).status).toBe(200);
    // The document was fetched once: the second authorization would come from the cache.
    expect(docs.hits.get('/oauth/client.json')).toBe(1);
  });

  it('refuses a document whose client_id is not its URL (error page, no redirect)', async () => {
    const clientId = serve('/mismatch.json', json({ ...document('/mismatch.json'), client_id: `${docOrigin}/other.json` }));
    const page = await errorPage(base, clientId);
    expect(page.status).toBe(400);
    expect(page.html).toContain('the client_id in the document is not the URL it was fetched from');
  });

  it('refuses a redirect URI that the document does not list', async () => {
    const clientId = serve('/listed.json', json(document('/listed.json')));
    const page = await errorPage(base, clientId, 'http://127.0.0.1:9999/elsewhere');
    expect(page.status).toBe(400);
    expect(page.html).toContain('The redirect URI is not one that this application registered');
    // A loopback redirect URI with another port is not the listed one either (matched exactly).
    expect((await errorPage(base, clientId, 'http://127.0.0.1:8124/callback')).status).toBe(400);
  });

  it('does not follow a redirecting document URL', async () => {
    serve('/moved-here.json', json(document('/redirecting.json')));
    const clientId = serve('/redirecting.json', (_req, res) => res.writeHead(301, { location: '/moved-here.json' }).end());
    const page = await errorPage(base, clientId);
    expect(page.html).toContain('redirects (301)');
    expect(docs.hits.get('/moved-here.json') ?? 0).toBe(0);
  });

  it('refuses oversized, slow and non-JSON documents at the authorization request', async () => {
    const big = serve('/big.json', json({ ...document('/big.json'), padding: 'x'.repeat(6000) }));
    expect((await errorPage(base, big)).html).toContain('larger than 5120 bytes');
    const slow = serve('/slow.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{');
    });
    expect((await errorPage(base, slow)).html).toContain('did not arrive within 3000 ms');
    const html = serve('/page.json', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>'));
    expect((await errorPage(base, html)).html).toContain('not application/json (got text/html)');
  });

  it('approve --trust-client trusts the document URL for everyone: a later authorization gets the scope at once', async () => {
    const clientId = serve('/trusted.json', json(document('/trusted.json')));
    const client: oauth.Client = { client_id: clientId, token_endpoint_auth_method: 'none' };
    await consent(clientId, 'contact:read', await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()), 's1');
    const claim = agents('list')
      .split('\n')
      .find((l) => l.includes(clientId))!
      .split(/\s+/)[0]!;
    expect(agents('approve', claim, '--trust-client')).toContain('covers client');
    const verifier = oauth.generateRandomCodeVerifier();
    const { html, callback } = await consent(clientId, 'contact:read', await oauth.calculatePKCECodeChallenge(verifier), 's2');
    expect(html).toContain('granted by the owner to this agent for everyone who uses it');
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), oauth.validateAuthResponse(as, client, callback, 's2'), REDIRECT, verifier, options),
    );
    expect(tokens.scope).toBe('contact:read');
  });

  it('the owner revokes a document client by its URL: refused from then on, and the revocation outlives the purge of unused clients', async () => {
    const clientId = serve('/revoked.json', json(document('/revoked.json')));
    const verifier = oauth.generateRandomCodeVerifier();
    await consent(clientId, 'skills:read', await oauth.calculatePKCECodeChallenge(verifier), 'st');
    agents('revoke', clientId);
    const page = await errorPage(base, clientId);
    expect(page.status).toBe(400);
    expect(page.html).toContain('revoked by the owner');
    // Far in the future, the purge of clients that never obtained a token keeps the revoked one.
    const store = openSqliteOperations(state);
    try {
      store.purgeUnusedClients(Math.floor(Date.now() / 1000) + 10 ** 9);
      expect(store.getClient(clientId)?.revoked_at).toEqual(expect.any(Number));
    } finally {
      store.close();
    }
    expect((await errorPage(base, clientId)).html).toContain('revoked by the owner');
  });

  it('without CIMD_ALLOW_PRIVATE_HOSTS (the shared test server), refuses a document on a loopback address', async () => {
    const clientId = serve('/private.json', json(document('/private.json')));
    const page = await errorPage(sharedBase, clientId);
    expect(page.status).toBe(400);
    expect(page.html).toContain('private, loopback or link-local address');
    expect(docs.hits.get('/private.json') ?? 0).toBe(0);
  });
});

/** An MCP host's OAuth client with a metadata document: it counts the consent windows it would open. */
class DocumentHost implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  windows: URL[] = [];
  readonly clientMetadataUrl: string;
  constructor(clientMetadataUrl: string) {
    this.clientMetadataUrl = clientMetadataUrl;
  }
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: 'Metadata Host', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.windows.push(url);
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** A connected MCP client of either SDK generation, with the host's provider and its fetch. */
type Connect = (host: DocumentHost) => Promise<{ client: { callTool: ClientV2['callTool']; close(): Promise<void> }; finish(callback: URL): Promise<void> }>;
const hostFetch = (url: string | URL, init?: RequestInit) => fetch(local(String(url)), init);
const SDKS: [string, Connect][] = [
  [
    'v1 (@modelcontextprotocol/sdk)',
    async (host) => {
      const transport = new StreamableHTTPClientTransport(new URL(`${ISSUER}/mcp`), { authProvider: host, fetch: hostFetch });
      const client = new Client({ name: 'cimd-host', version: '1.0.0' });
      await client.connect(transport);
      return { client: client as never, finish: (cb) => transport.finishAuth(cb.searchParams.get('code')!) };
    },
  ],
  [
    'v2 (@modelcontextprotocol/client, as in mcp-remote)',
    async (host) => {
      const transport = new TransportV2(new URL(`${ISSUER}/mcp`), { authProvider: host as never, fetch: hostFetch });
      const client = new ClientV2({ name: 'cimd-host-v2', version: '1.0.0' });
      await client.connect(transport);
      return { client, finish: (cb) => transport.finishAuth(cb.searchParams.get('code')!, cb.searchParams.get('iss')!) };
    },
  ],
];

describe.each(SDKS)('an MCP host on the SDK %s with a metadata document: one consent window', (name, connect) => {
  it('signs in with the document URL, is told to wait while the owner decides (no new window), and gets the tool after approval by refresh', async () => {
    const path = `/mcp-host-${name.slice(0, 2)}/client.json`;
    const clientId = serve(path, json(document(path)));
    const host = new DocumentHost(clientId);
    const first = await connect(host);
    await expect(first.client.callTool({ name: 'get_contact', arguments: {} })).rejects.toThrow(/Unauthorized/i);
    // The SDK chose the metadata document (no registration) because the metadata announces it.
    expect(host.client?.client_id).toBe(clientId);
    expect(host.windows).toHaveLength(1);
    const window = host.windows[0]!;
    expect(window.searchParams.get('client_id')).toBe(clientId);
    // The person allows, in the one window.
    const page = await fetch(local(window.href), { redirect: 'manual' });
    const html = await page.text();
    expect(page.status, html).toBe(200);
    const decided = await fetch(`${base}${AUTHORIZE}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: page.headers.get('set-cookie')!.split(';')[0]!, origin: ISSUER },
      body: new URLSearchParams({ request: /name="request" value="([^"]+)"/.exec(html)![1]!, decision: 'allow' }),
    });
    await first.finish(new URL(decided.headers.get('location')!));
    await first.client.close();

    // While the owner has not decided: refused (403), twice, and no new window.
    const waiting = await connect(host);
    for (let i = 0; i < 2; i++) await expect(waiting.client.callTool({ name: 'get_contact', arguments: {} })).rejects.toThrow(/403|approval/);
    expect(host.windows).toHaveLength(1);
    await waiting.client.close();

    const claim = agents('list')
      .split('\n')
      .find((l) => l.includes(clientId))!
      .split(/\s+/)[0]!;
    agents('approve', claim);
    // The stale token is answered 401 invalid_token: the SDK refreshes (no window) and the call goes through.
    const approved = await connect(host);
    const contact = await approved.client.callTool({ name: 'get_contact', arguments: {} });
    expect(contact.isError).not.toBe(true);
    expect(host.saved?.scope).toBe('contact:read');
    expect(host.windows).toHaveLength(1);
    await approved.client.close();
  });
});
