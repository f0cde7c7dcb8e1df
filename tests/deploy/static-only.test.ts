// A static-only host (GitHub Pages) plus, optionally, a Node server elsewhere: STATIC_ONLY=true,
// with and without API_ORIGIN, under a base path. Without an API server every link of every page
// names a file of the published folder (what a plain file host serves) and the dynamic features
// (the /ask page, filtered queries, WebMCP tools) are left out; with one, they point to it, and the
// Node server there answers them across origins.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { decodeJwt } from 'jose';
import * as openid from 'openid-client';
import { signatureHeaders } from 'web-bot-auth';
import { signerFromJWK } from 'web-bot-auth/crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/server/static-files.ts';
import { freePort } from '../support/ports.ts';
import { startReference } from './reference.ts';

const SITE = 'https://user.github.io/portfolio/';
const ORIGIN = 'https://user.github.io';
const BASE = '/portfolio';

/** The test process's environment without Vite's variables (BASE_URL would override the build's base). */
function buildEnv() {
  const env = { ...process.env };
  for (const name of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'API_ORIGIN'])
    delete env[name];
  return env;
}

function build(env: Record<string, string>): string {
  mkdirSync('dist-test', { recursive: true });
  const dist = mkdtempSync(join('dist-test', 'static-only-'));
  const out = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', dist], {
    env: { ...buildEnv(), ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${dist}-cache`, SITE_URL: SITE, STATIC_ONLY: 'true', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`astro build failed:\n${out.stdout}${out.stderr}`);
  buildLogs.set(dist, `${out.stdout}${out.stderr}`);
  return dist;
}

/** The output of each build, by its folder (for the warnings it must print). */
const buildLogs = new Map<string, string>();

function remove(dist: string | undefined) {
  if (!dist) return;
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-cache`, { recursive: true, force: true });
}

/** The HTML pages of a build: URL under the base and text. */
function pages(dist: string): [string, string][] {
  const manifest = JSON.parse(readFileSync(join(dist, 'static-manifest.json'), 'utf8')) as Manifest;
  return Object.entries(manifest.routes)
    .filter(([, { file }]) => file.endsWith('.html'))
    .map(([url, { file }]) => [`${BASE}${url === '/' ? '/' : url}`, readFileSync(join(dist, 'client', file), 'utf8')]);
}

/** Every href, src, action and srcset URL of a page. */
function links(html: string): string[] {
  const out = [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => m[1]!);
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const part of m[1]!.split(',')) out.push(part.trim().split(/\s+/)[0]!);
  return out.filter((raw) => !/^(mailto:|tel:|data:|javascript:|#)/.test(raw)).map((raw) => raw.replaceAll('&amp;', '&'));
}

/** What a plain file host serves for a path under the base: the file, or the file with `.html` (GitHub Pages does both). */
function servedFile(dist: string, pathname: string): boolean {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return false;
  const inner = decodeURIComponent(pathname.slice(BASE.length)) || '/';
  const root = join(dist, 'client');
  if (inner === '/') return existsSync(join(root, 'index.html'));
  return existsSync(join(root, inner)) && !inner.endsWith('/') ? true : existsSync(join(root, `${inner}.html`));
}

/** The text documents of the published folder (everything but pages, images, styles and scripts), by URL under the base. */
function documents(dist: string): [string, string][] {
  const manifest = JSON.parse(readFileSync(join(dist, 'static-manifest.json'), 'utf8')) as Manifest;
  return Object.entries(manifest.routes)
    .filter(([, { file }]) => /\.(json|txt|md|xml)$/.test(file) || !/\.\w+$/.test(file))
    .map(([url, { file }]) => [`${BASE}${url}`, readFileSync(join(dist, 'client', file), 'utf8')]);
}

/** Every absolute URL of a text at one of these origins (trailing punctuation of prose removed). */
function absoluteUrls(text: string, origins: string[]): string[] {
  const pattern = new RegExp(`(?:${origins.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[^\\s"'<>)\\\\\`]*`, 'g');
  return [...text.matchAll(pattern)].map((m) => m[0].replace(/[.,;:]+$/, ''));
}

describe('STATIC_ONLY=true without an API server', () => {
  let dist: string;
  beforeAll(() => {
    dist = build({});
  }, 240_000);
  afterAll(() => remove(dist));

  it('links only files that a plain file host serves, on every page', () => {
    const problems: string[] = [];
    let count = 0;
    for (const [page, html] of pages(dist)) {
      for (const raw of links(html)) {
        const url = new URL(raw, new URL(page, ORIGIN));
        if (url.origin !== ORIGIN) continue;
        count++;
        if (url.search) problems.push(`${page}: ${raw} has a query, which a file host ignores`);
        else if (!servedFile(dist, url.pathname)) problems.push(`${page}: ${raw} names no file`);
      }
    }
    expect(count).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('warns that a plain file server does not resolve the extensionless links', () => {
    expect(buildLogs.get(dist)).toMatch(/STATIC_ONLY: the pages link \/projects for the file projects\.html.*plain file server/);
  });

  it('writes .nojekyll, so that GitHub Pages publishes the _astro folder', () => {
    expect(existsSync(join(dist, 'client/.nojekyll'))).toBe(true);
    expect(existsSync(join(dist, 'client/_astro'))).toBe(true);
  });

  it('names only files of the folder in its discovery documents and JSON (no auth, no MCP, no queries)', () => {
    const problems: string[] = [];
    let count = 0;
    for (const [doc, text] of documents(dist)) {
      // The OpenAPI document describes the whole API (its servers entry says what is served here).
      if (doc === `${BASE}/openapi.json`) continue;
      for (const raw of absoluteUrls(text, [ORIGIN])) {
        count++;
        const url = new URL(raw);
        if (url.pathname.includes('%7B')) continue; // a template such as /v1/projects/{id}.json
        if (url.search || !servedFile(dist, url.pathname)) problems.push(`${doc}: ${raw}`);
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('publishes in its OpenAPI document only the reads served as files here (no auth, no queries, no token URL)', async () => {
    const text = readFileSync(join(dist, 'client/openapi.json'), 'utf8');
    expect((await new Validator().validate(JSON.parse(text))).errors ?? []).toEqual([]);
    const openapi = JSON.parse(text) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { parameters?: { in: string }[] }>>;
      components: Record<string, unknown>;
    };
    expect(text).not.toMatch(/tokenUrl|OAuth access token/);
    expect(openapi.components.securitySchemes).toBeUndefined();
    const server = openapi.servers[0]!.url;
    const paths = Object.keys(openapi.paths);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      expect(path).not.toMatch(/\/auth\/|\/ask/);
      expect(Object.keys(openapi.paths[path]!), path).toEqual(['get']);
      expect(openapi.paths[path]!.get!.parameters?.filter((p) => p.in !== 'path') ?? [], path).toEqual([]);
      if (path.includes('{')) continue;
      expect(servedFile(dist, new URL(`${server}${path}`).pathname), `${server}${path}`).toBe(true);
    }
  });

  it('leaves the dynamic features out and says so', () => {
    for (const [page, html] of pages(dist)) {
      expect(html, page).not.toMatch(/href="[^"]*\/ask"/);
      expect(html, page).not.toContain('id="webmcp-tools"');
      expect(html, page).not.toMatch(/<form/);
    }
    const tagPage = pages(dist).find(([page]) => page.startsWith(`${BASE}/projects/tags/`))!;
    expect(tagPage[1]).toContain('this host serves files only');
    expect(tagPage[1]).toContain(`href="${BASE}/v1/projects.json"`);
    // The JSON twins are linked as files (the resume links its JSON Resume).
    const resume = pages(dist).find(([page]) => page === `${BASE}/resume`)![1];
    expect(resume).toContain(`href="${BASE}/v1/resume.json"`);
    // No contact form without a server: the footer's Contact is the profile's mail link (docs/messages.md),
    // in the page's language (`Kontakt` on the German pages).
    for (const [page, html] of pages(dist)) {
      expect(html, page).not.toMatch(/href="[^"]*\/contact"/);
      const footer = html.slice(html.lastIndexOf('<footer'));
      expect(footer, page).toMatch(page.startsWith(`${BASE}/de`) ? /<a href="mailto:[^"]+">Kontakt<\/a>/ : /<a href="mailto:[^"]+">Contact<\/a>/);
    }
    // The sitemap names only pages the file host serves (no on-demand /ask).
    const locs = [...readFileSync(join(dist, 'client/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(servedFile(dist, loc), loc).toBe(true);
  });
});

describe('STATIC_ONLY=true with API_ORIGIN', () => {
  let dist: string;
  let api: Awaited<ReturnType<typeof startReference>>;
  let apiOrigin: string;
  // A Web Bot Auth key directory, allowed with a scope.
  const botKey = generateKeyPairSync('ed25519');
  let directory: Server;
  let directoryUrl: string;
  beforeAll(async () => {
    directory = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/http-message-signatures-directory+json' });
      res.end(JSON.stringify({ keys: [botKey.publicKey.export({ format: 'jwk' })] }));
    });
    await new Promise<void>((done) => directory.listen(0, '127.0.0.1', done));
    directoryUrl = `http://127.0.0.1:${(directory.address() as AddressInfo).port}/keys`;
    const port = await freePort();
    apiOrigin = `http://127.0.0.1:${port}`;
    dist = build({ API_ORIGIN: apiOrigin });
    // The same build on a Node host: what the pages' dynamic links point to.
    // AUTO_GRANT_SCOPES: the stock client below reaches a scoped tool without the owner's step.
    api = await startReference({
      PORTFOLIO_DIST: resolve(dist),
      PORT: String(port),
      AUTO_GRANT_SCOPES: 'skills:read',
      SIGNATURE_AGENTS: JSON.stringify([{ directory: directoryUrl, name: 'split-bot', scopes: ['skills:read'] }]),
      SIGNATURE_AGENTS_ALLOW_PRIVATE: 'true',
    });
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
    directory?.close();
    remove(dist);
  });

  it('verifies a Web Bot Auth signature over the URL the agent called: the API origin and the folder', async () => {
    const signer = await signerFromJWK(botKey.privateKey.export({ format: 'jwk' }));
    const now = Date.now();
    const signed = async (url: string) => ({
      'Signature-Agent': `"${directoryUrl}"`,
      ...(await signatureHeaders({ method: 'GET', url, headers: { 'Signature-Agent': `"${directoryUrl}"` } }, signer, {
        created: new Date(now),
        expires: new Date(now + 300_000),
        components: ['@method', '@target-uri', 'signature-agent'] as never,
      })),
    });
    const target = `${apiOrigin}${BASE}/v1/skills/evaluations`;
    expect((await fetch(target, { headers: await signed(target) })).status).toBe(200);
    // Signed for the static site's address (or without the folder): not this request.
    expect((await fetch(target, { headers: await signed(`${ORIGIN}${BASE}/v1/skills/evaluations`) })).status).toBe(401);
    expect((await fetch(target, { headers: await signed(`${apiOrigin}/v1/skills/evaluations`) })).status).toBe(401);
  });

  it('points the /ask link, the filtered queries, the WebMCP tools and OpenAPI at the API server', () => {
    const all = pages(dist);
    const home = all.find(([page]) => page === `${BASE}/`)![1];
    expect(home).toContain(`href="${apiOrigin}${BASE}/ask"`);
    expect(home).toContain(`href="${apiOrigin}${BASE}/contact"`);
    expect(all.find(([page]) => page === `${BASE}/resume`)![1]).toContain(`href="${apiOrigin}${BASE}/v1/resume"`);
    // The pages carry the tool list's address (a file of this host); the tools in it call the API server.
    const source = /<script type="application\/json" id="webmcp-tools" data-src="([^"]+)"><\/script>/.exec(home)![1]!;
    expect(source).toBe(`${BASE}/webmcp-tools.json`);
    expect(servedFile(dist, source)).toBe(true);
    const tools = JSON.parse(readFileSync(join(dist, 'client', source.slice(BASE.length)), 'utf8')) as { url: string }[];
    expect(tools.length).toBeGreaterThan(3);
    for (const tool of tools) expect(tool.url.startsWith(`${apiOrigin}${BASE}/v1`), tool.url).toBe(true);
    const tagPage = all.find(([page]) => page.startsWith(`${BASE}/projects/tags/`))![1];
    expect(tagPage).toMatch(new RegExp(`href="${apiOrigin}${BASE}/v1/projects\\?tag=`));
    const openapi = JSON.parse(readFileSync(join(dist, 'client/openapi.json'), 'utf8')) as { servers: { url: string }[] };
    expect(openapi.servers.map((s) => s.url)).toEqual([`${apiOrigin}${BASE}/v1`]);
    // The pages' Content-Security-Policy lets their scripts call the API server and the Ask form go there.
    const manifest = JSON.parse(readFileSync(join(dist, 'static-manifest.json'), 'utf8')) as Manifest;
    const policy = manifest.routes['/']!.headers['content-security-policy']!;
    expect(policy).toContain(`connect-src 'self' ${apiOrigin};`);
    expect(policy).toContain(`form-action 'self' ${apiOrigin};`);
    // Every other same-site link still names a file of the published folder.
    const problems: string[] = [];
    for (const [page, html] of all) {
      for (const raw of links(html)) {
        const url = new URL(raw, new URL(page, ORIGIN));
        if (url.origin === ORIGIN && (url.search || !servedFile(dist, url.pathname))) problems.push(`${page}: ${raw}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the API server answers what the pages link, across origins', async () => {
    const tagPage = pages(dist).find(([page]) => page.startsWith(`${BASE}/projects/tags/`))![1];
    const query = new RegExp(`href="(${apiOrigin}${BASE}/v1/projects\\?tag=[^"]+)"`).exec(tagPage)![1]!.replaceAll('&amp;', '&');
    const filtered = await fetch(query, { headers: { origin: ORIGIN } });
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await filtered.json()) as { count: number }).count).toBeGreaterThan(0);
    const ask = await fetch(`${apiOrigin}${BASE}/ask?q=${encodeURIComponent('what does she do')}`);
    expect(ask.status).toBe(200);
    const preflight = await fetch(`${apiOrigin}${BASE}/v1/ask`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('names the API server for everything dynamic in the discovery documents, and the server answers each URL', async () => {
    const problems: string[] = [];
    const asked = new Set<string>();
    for (const [doc, text] of documents(dist)) {
      for (const raw of absoluteUrls(text, [ORIGIN, apiOrigin])) {
        const url = new URL(raw);
        if (url.origin === ORIGIN) {
          // On the file host: only what it serves (pages and documents, never an operation).
          if (!url.pathname.includes('%7B') && (url.search || !servedFile(dist, url.pathname))) problems.push(`${doc}: ${raw} is not a file`);
          continue;
        }
        if (raw.includes('{') || raw.includes('%7B') || raw.includes('…') || asked.has(raw)) continue;
        asked.add(raw);
        const res = await fetch(raw, { redirect: 'manual' });
        await res.body?.cancel();
        // A POST-only endpoint answers GET with 405; a scoped view with 401: both exist.
        if (res.status === 404 || res.status >= 500) problems.push(`${doc}: ${raw} answered ${res.status}`);
      }
    }
    expect(asked.size).toBeGreaterThan(20);
    for (const path of ['/mcp', '/v1/auth/token', '/v1/ask', '/mcp/server-card'])
      expect(
        [...asked].some((u) => u === `${apiOrigin}${BASE}${path}`),
        path,
      ).toBe(true);
    expect(problems).toEqual([]);
    // The MCP server card names the API server as the authorization server.
    const card = (await (await fetch(`${apiOrigin}${BASE}/mcp/server-card`)).json()) as {
      remotes: { url: string; authentication: { authorizationServers: string[] } }[];
    };
    expect(card.remotes[0]!.url).toBe(`${apiOrigin}${BASE}/mcp`);
    expect(card.remotes[0]!.authentication.authorizationServers).toEqual([apiOrigin]);
  });

  it('a stock MCP client finds the server in llms.txt and authenticates there (RFC 9728, RFC 8414 at the API origin)', async () => {
    const llms = readFileSync(join(dist, 'client/llms.txt'), 'utf8');
    const mcp = new RegExp(`over Streamable HTTP at (${apiOrigin}\\S+)`).exec(llms)?.[1];
    expect(mcp).toBe(`${apiOrigin}${BASE}/mcp`);
    // Without a token, the scoped tool is refused with the metadata's address (at the origin's root, outside the folder).
    const refused = await fetch(mcp!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_skill_evaluations', arguments: {} } }),
    });
    expect(refused.status).toBe(401);
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(refused.headers.get('www-authenticate')!)![1]!;
    expect(metadataUrl).toBe(`${apiOrigin}/.well-known/oauth-protected-resource`);
    const prm = (await (await fetch(metadataUrl)).json()) as { resource: string; authorization_servers: string[] };
    expect(prm).toMatchObject({ resource: apiOrigin, authorization_servers: [apiOrigin] });
    // The MCP endpoint's own metadata (RFC 9728 §3.1: the resource's path after the well-known prefix).
    const mcpPrm = (await (await fetch(`${apiOrigin}/.well-known/oauth-protected-resource${BASE}/mcp`)).json()) as { resource: string };
    expect(mcpPrm.resource).toBe(mcp);

    // openid-client: RFC 8414 discovery at the issuer, registration, the claim (granted at once here), client credentials.
    const insecure = { execute: [openid.allowInsecureRequests], algorithm: 'oauth2' as const };
    const registered = await openid.dynamicClientRegistration(
      new URL(apiOrigin),
      { client_name: 'split agent', grant_types: ['client_credentials'] },
      undefined,
      insecure,
    );
    const { client_id, client_secret } = registered.clientMetadata();
    const metadata = registered.serverMetadata() as unknown as { issuer: string; agent_auth: { claim_endpoint: string } };
    expect(metadata.issuer).toBe(apiOrigin);
    const claim = await fetch(metadata.agent_auth.claim_endpoint, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: '{"scope":"skills:read"}',
    });
    expect(claim.status).toBeLessThan(300);

    // The MCP SDK's own OAuth machinery, unmodified, from the MCP URL alone.
    const provider = new ClientCredentialsProvider({
      clientId: client_id,
      clientSecret: client_secret as string,
      scope: 'skills:read',
      expectedIssuer: apiOrigin,
    });
    const client = new Client({ name: 'split-deployment-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcp!), { authProvider: provider }));
    try {
      const result = await client.callTool({ name: 'get_skill_evaluations', arguments: {} });
      expect(result.isError).not.toBe(true);
      const token = decodeJwt(provider.tokens()!.access_token);
      expect(token.iss).toBe(apiOrigin);
      expect(token.scope).toBe('skills:read');
    } finally {
      await client.close();
    }
  });

  it('the consent page is served and posted at the API server (its origin passes the CSRF check; iss is the API origin)', async () => {
    const callback = 'http://127.0.0.1:43118/callback';
    const reg = (await (
      await fetch(`${apiOrigin}${BASE}/v1/auth/identity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'split host', redirect_uris: [callback], token_endpoint_auth_method: 'none', grant_types: ['authorization_code'] }),
      })
    ).json()) as { client_id: string };
    const verifier = openid.randomPKCECodeVerifier();
    const authorize = new URL(`${apiOrigin}${BASE}/v1/auth/authorize`);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: reg.client_id,
      redirect_uri: callback,
      scope: 'skills:read',
      state: 'xyz',
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const page = await fetch(authorize, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const request = /name="request" value="([^"]+)"/.exec(await page.text())![1]!;
    const post = (origin: string) =>
      fetch(`${apiOrigin}${BASE}/v1/auth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: page.headers.get('set-cookie')!.split(';')[0]!, origin },
        body: new URLSearchParams({ request, decision: 'allow' }),
      });
    // A post from the static site's origin is cross-site for the API server: refused.
    expect((await post(ORIGIN)).status).toBeGreaterThanOrEqual(400);
    const allowed = await post(apiOrigin);
    expect(allowed.status).toBe(303);
    const location = new URL(allowed.headers.get('location')!);
    expect(location.searchParams.get('iss')).toBe(apiOrigin);
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});
