// Stock clients of the ecosystem, unmodified, against a build served at its own origin:
// - the MCP SDK client's own OAuth machinery (an OAuthClientProvider as a host implements it)
//   runs the authorization code flow, the consent step driven in the system Chromium: dynamic
//   registration, consent, token, a public tool at once, the scoped tool refused until the owner
//   approves with `npm run agents`, then reached after the SDK's own refresh, revocation, and
//   refusal afterwards;
// - the MCP SDK's ClientCredentialsProvider reaches a scoped tool;
// - the MCP Inspector CLI lists and calls a scoped tool with a token the flow obtained;
// - openid-client 6: discovery, registration, authorization code with PKCE (consent posted as a
//   browser posts it), and client credentials, each with and without an RFC 8707 resource.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { decodeJwt } from 'jose';
import * as openid from 'openid-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnOrigin, startOwnOrigin } from '../support/own-origin.ts';
import { launch } from './support.ts';

const run = promisify(execFile);
/** The MCP Inspector's command-line client, from its installed package. */
const INSPECTOR_CLI = join(createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json'), '../clients/cli/build/index.js');
const CALLBACK = 'http://127.0.0.1:43117/callback';

let origin: OwnOrigin;
let browser: Browser;
beforeAll(async () => {
  [origin, browser] = await Promise.all([startOwnOrigin(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await origin?.stop();
});

/** An MCP host's OAuth client: what it keeps, and where it sends the person (here: Chromium). */
class HostProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  get redirectUrl() {
    return CALLBACK;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test MCP host',
      redirect_uris: [CALLBACK],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
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
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

async function connect(authProvider: OAuthClientProvider) {
  const transport = new StreamableHTTPClientTransport(new URL(`${origin.url}/mcp`), { authProvider });
  const client = new Client({ name: 'oauth-test-host', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** The consent page in Chromium: the person reads it, writes who they are and why, and allows. Answers the callback URL. */
async function consentInBrowser(url: URL, note: { who: string; why: string }): Promise<URL> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let callback: URL | undefined;
  // The host's loopback listener: the redirect is caught where the host would receive it.
  await page.route(`${CALLBACK}**`, (route) => {
    callback = new URL(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'You can close this window.' });
  });
  await page.goto(url.href);
  expect(await page.locator('h1').textContent()).toContain('Test MCP host');
  expect(await page.locator('main').textContent()).toContain('not verified');
  await page.getByLabel('Who you are').fill(note.who);
  await page.getByLabel('Why you ask').fill(note.why);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => callback, { timeout: 10_000 }).toBeDefined();
  await context.close();
  return callback!;
}

const toolText = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as { type: string; text: string }[])[0]!.text;

describe('the MCP SDK client: authorization code flow with consent in Chromium', () => {
  it('public tool at once; the scoped tool after the owner approves (refresh); revocation; refusal afterwards', { timeout: 120_000 }, async () => {
    const provider = new HostProvider();
    const first = await connect(provider);
    // A public tool needs nothing.
    expect(toolText(await first.client.callTool({ name: 'get_profile', arguments: {} }))).toContain('Maya');
    // The scoped tool: 401 with the challenge; the SDK discovers, registers and sends the person to consent.
    await expect(first.client.callTool({ name: 'get_skill_evaluations', arguments: {} })).rejects.toThrow(/Unauthorized/i);
    expect(provider.client?.client_id).toMatch(/^agt_/);
    const url = provider.authorizationUrl!;
    expect(url.origin + url.pathname).toBe(`${origin.url}/v1/auth/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('skills:read');

    const callback = await consentInBrowser(url, { who: 'Jane Roe, Acme', why: 'Staff engineer opening' });
    expect(callback.searchParams.get('iss')).toBe(origin.url);
    await first.transport.finishAuth(callback.searchParams.get('code')!);
    expect(provider.saved?.refresh_token).toEqual(expect.any(String));
    // skills:read waits for the owner: the token holds nothing private yet.
    expect(provider.saved?.scope ?? '').toBe('');
    await first.client.close();

    // The owner's view: who asked, why, since when.
    const line = origin
      .agents('list')
      .split('\n')
      .find((l) => l.includes(provider.client!.client_id))!;
    expect(line).toMatch(/pending .*who "Jane Roe, Acme" {2}why "Staff engineer opening"/);
    expect(line).toMatch(/since \d{4}-/);

    // Before approval: a 403 that names the owner's pending approval (no error="insufficient_scope",
    // so hosts do not authorize again); after it, the stale token gets a 401 and the SDK refreshes.
    const before = await connect(provider);
    await expect(before.client.callTool({ name: 'get_skill_evaluations', arguments: {} })).rejects.toThrow(/waits for the owner's approval/);
    await before.client.close();

    origin.agents('approve', line.split(/\s+/)[0]!);
    // After approval the same refresh brings the new scope: the call goes through, unmodified.
    const after = await connect(provider);
    const evaluations = await after.client.callTool({ name: 'get_skill_evaluations', arguments: {} });
    expect(evaluations.isError).not.toBe(true);
    expect(toolText(evaluations)).toMatch(/level|years/);
    expect(provider.saved?.scope).toBe('skills:read');
    const approvedToken = provider.saved!.access_token;
    await after.client.close();

    // Revocation (RFC 7009) of the refresh token: the grant goes, and the host is refused afterwards.
    const revoked = await fetch(`${origin.url}/v1/auth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: provider.saved!.refresh_token!, token_type_hint: 'refresh_token', client_id: provider.client!.client_id }),
    });
    expect(revoked.status).toBe(200);
    // The stored access token is refused (401); the SDK's refresh is refused too (invalid_grant).
    await expect(connect(provider).then(({ client }) => client.callTool({ name: 'get_skill_evaluations', arguments: {} }))).rejects.toThrow(
      /refresh token was revoked/,
    );
    expect((await fetch(`${origin.url}/v1/skills/evaluations`, { headers: { authorization: `Bearer ${approvedToken}` } })).status).toBe(401);
  });

  it('denying at the consent page sends the host access_denied', async () => {
    const provider = new HostProvider();
    const { client } = await connect(provider);
    await expect(client.callTool({ name: 'get_contact', arguments: {} })).rejects.toThrow(/Unauthorized/i);
    const context = await browser.newContext();
    const page = await context.newPage();
    let callback: URL | undefined;
    await page.route(`${CALLBACK}**`, (route) => {
      callback = new URL(route.request().url());
      return route.fulfill({ status: 200, body: 'ok' });
    });
    await page.goto(provider.authorizationUrl!.href);
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => callback, { timeout: 10_000 }).toBeDefined();
    await context.close();
    expect(callback!.searchParams.get('error')).toBe('access_denied');
    expect(callback!.searchParams.get('iss')).toBe(origin.url);
    await client.close();
  });
});

describe('the MCP SDK ClientCredentialsProvider', () => {
  it('reaches a scoped tool unmodified (registered, claimed, approved by the owner)', async () => {
    const reg = await (
      await fetch(`${origin.url}/v1/auth/identity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'cc agent' }),
      })
    ).json();
    const basic = `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}`;
    const claim = await (
      await fetch(`${origin.url}/v1/auth/claim`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: '{"scope":"skills:read"}',
      })
    ).json();
    origin.agents('approve', claim.id);
    const provider = new ClientCredentialsProvider({
      clientId: reg.client_id,
      clientSecret: reg.client_secret,
      scope: 'skills:read',
      expectedIssuer: origin.url,
    });
    const { client } = await connect(provider);
    const result = await client.callTool({ name: 'get_skill_evaluations', arguments: {} });
    expect(result.isError).not.toBe(true);
    expect(decodeJwt(provider.tokens()!.access_token).scope).toBe('skills:read');
    await client.close();
  });
});

describe('the MCP Inspector CLI', () => {
  it('lists the tools and calls a scoped one with the token the flow obtained', { timeout: 60_000 }, async () => {
    // A token from the authorization code flow (openid-client, consent posted as the browser does, the owner's approval).
    const token = await codeFlowToken('skills:read');
    const catalog = mkdtempSync(join(tmpdir(), 'inspector-'));
    const cli = (...args: string[]) =>
      run(process.execPath, [INSPECTOR_CLI, `${origin.url}/mcp`, '--header', `Authorization: Bearer ${token}`, ...args], {
        env: { ...process.env, MCP_CATALOG_PATH: join(catalog, 'mcp.json') },
        timeout: 30_000,
      });
    try {
      const list = JSON.parse((await cli('--method', 'tools/list')).stdout);
      expect(list.tools.map((t: { name: string }) => t.name)).toContain('get_skill_evaluations');
      const call = JSON.parse((await cli('--method', 'tools/call', '--tool-name', 'get_skill_evaluations')).stdout);
      expect(call.isError).not.toBe(true);
      expect(call.content[0].text).toMatch(/level|years/);
    } finally {
      rmSync(catalog, { recursive: true, force: true });
    }
  });
});

/** openid-client's options for this http test origin. */
const insecure = { execute: [openid.allowInsecureRequests], algorithm: 'oauth2' as const };

/** The consent page as a browser submits it (its cookie and the hidden request), without rendering. Answers the callback URL. */
async function consentByForm(authorizationUrl: URL): Promise<URL> {
  const page = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(await page.text())![1]!;
  const res = await fetch(`${origin.url}/v1/auth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: page.headers.get('set-cookie')!.split(';')[0]!, origin: origin.url },
    body: new URLSearchParams({ request, decision: 'allow' }),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** A registered public client, the code flow with PKCE through openid-client, the owner's approval when needed; answers the access token. */
async function codeFlowToken(scope: string, resource?: string): Promise<string> {
  const config = await openid.dynamicClientRegistration(
    new URL(origin.url),
    { client_name: 'openid-client host', redirect_uris: [CALLBACK], grant_types: ['authorization_code', 'refresh_token'], token_endpoint_auth_method: 'none' },
    openid.None(),
    insecure,
  );
  const verifier = openid.randomPKCECodeVerifier();
  const state = openid.randomState();
  const url = openid.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope,
    code_challenge: await openid.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...(resource ? { resource } : {}),
  });
  const callback = await consentByForm(url);
  let tokens = await openid.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
  const pending = origin
    .agents('list')
    .split('\n')
    .find((l) => l.includes(config.clientMetadata().client_id) && / pending /.test(l));
  if (pending) {
    origin.agents('approve', pending.split(/\s+/)[0]!);
    tokens = await openid.refreshTokenGrant(config, tokens.refresh_token!);
  }
  expect(tokens.scope).toBe(scope);
  return tokens.access_token;
}

describe('openid-client 6', () => {
  it('authorization code with PKCE, without resource: a token for the site', async () => {
    const token = await codeFlowToken('projects:read');
    expect(decodeJwt(token).aud).toBe(origin.url);
    expect((await fetch(`${origin.url}/v1/projects/feature-store/architecture`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('authorization code with PKCE, with resource = the MCP endpoint: a token for MCP only', async () => {
    const token = await codeFlowToken('projects:read', `${origin.url}/mcp`);
    expect(decodeJwt(token).aud).toBe(`${origin.url}/mcp`);
    expect((await fetch(`${origin.url}/v1/projects/feature-store/architecture`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it.each([
    ['without resource', undefined, (url: string) => url],
    ['with resource = the site', (url: string) => url, (url: string) => url],
    ['with resource = the MCP endpoint', (url: string) => `${url}/mcp`, (url: string) => `${url}/mcp`],
  ])('client credentials %s', async (_, resource, audience) => {
    const reg = await openid.dynamicClientRegistration(
      new URL(origin.url),
      { client_name: 'openid-client agent', grant_types: ['client_credentials'] },
      undefined,
      insecure,
    );
    const { client_id, client_secret } = reg.clientMetadata();
    const claim = await (
      await fetch(`${origin.url}/v1/auth/claim`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'scope=skills%3Aread',
      })
    ).json();
    origin.agents('approve', claim.id);
    const config = await openid.discovery(new URL(origin.url), client_id, client_secret as string, openid.ClientSecretBasic(client_secret as string), insecure);
    const tokens = await openid.clientCredentialsGrant(config, { scope: 'skills:read', ...(resource ? { resource: resource(origin.url) } : {}) });
    expect(decodeJwt(tokens.access_token).aud).toBe(audience(origin.url));
    // Revocation through openid-client too.
    await openid.tokenRevocation(config, tokens.access_token);
    expect((await fetch(`${origin.url}/v1/skills/evaluations`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
  });
});
