// Service authentication through the built server: Web Bot Auth signatures from an allowed key
// directory (with scopes, or identification only), and a client identity forwarded by a trusted
// TLS-terminating proxy. (The verifier itself is tested in tests/integration/webbotauth.test.ts.)
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { signatureHeaders } from 'web-bot-auth';
import { signerFromJWK } from 'web-bot-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { openSqliteOperations } from '../../src/auth/sqlite-store.ts';
import { AUTO_GRANT } from '../support/grants.ts';

const SITE = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')).site as string;
const state = mkdtempSync(join(tmpdir(), 'service-auth-'));
const scoped = generateKeyPairSync('ed25519');
const plain = generateKeyPairSync('ed25519');
let directories: Server;
let dirOrigin: string;
let server: Awaited<ReturnType<typeof startServer>>;
let untrustedProxy: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  directories = createServer((req, res) => {
    const key = req.url === '/scoped' ? scoped : req.url === '/plain' ? plain : undefined;
    if (!key) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/http-message-signatures-directory+json' });
    res.end(JSON.stringify({ keys: [key.publicKey.export({ format: 'jwk' })] }));
  });
  await new Promise<void>((resolve) => directories.listen(0, '127.0.0.1', resolve));
  dirOrigin = `http://127.0.0.1:${(directories.address() as AddressInfo).port}`;
  const env = {
    ...AUTO_GRANT,
    STATE_DIR: join(state, 'a'),
    SIGNATURE_AGENTS: JSON.stringify([
      { directory: `${dirOrigin}/scoped`, name: 'scoped-bot', scopes: ['skills:read'] },
      { directory: `${dirOrigin}/plain`, name: 'plain-bot' },
    ]),
    SIGNATURE_AGENTS_ALLOW_PRIVATE: 'true',
    MTLS_PROXY_ADDRESSES: '127.0.0.1',
    MTLS_CLIENTS: JSON.stringify([{ subject: 'CN=partner,O=Example', name: 'partner', scopes: ['contact:read'] }]),
  };
  server = await startServer('server.mjs', { env });
  untrustedProxy = await startServer('server.mjs', { env: { ...env, STATE_DIR: join(state, 'b'), MTLS_PROXY_ADDRESSES: '10.0.0.1', TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await Promise.all([server?.stop(), untrustedProxy?.stop()]);
  directories?.close();
  rmSync(state, { recursive: true, force: true });
});

/**
 * Headers of a request to `path` signed per Web Bot Auth for this site's public origin. By
 * default the signature covers what a scope-granting agent must cover (method, target URI and
 * the signature agent); `components` overrides it.
 */
async function sign(
  key: typeof scoped,
  directory: string,
  path: string,
  opts: { created?: number; expires?: number; components?: string[]; method?: string } = {},
) {
  const signer = await signerFromJWK(key.privateKey.export({ format: 'jwk' }));
  const now = Math.floor(Date.now() / 1000);
  const created = new Date((opts.created ?? now) * 1000);
  const expires = new Date((opts.expires ?? now + 300) * 1000);
  const agent = `"${directory}"`;
  const headers = await signatureHeaders({ method: opts.method ?? 'GET', url: `${SITE}${path}`, headers: { 'Signature-Agent': agent } }, signer, {
    created,
    expires,
    components: (opts.components ?? ['@method', '@target-uri', 'signature-agent']) as never,
  });
  return { 'Signature-Agent': agent, ...headers } as Record<string, string>;
}

describe('Web Bot Auth', () => {
  it('a signature from an allowed directory with scopes authenticates the service', async () => {
    const res = await fetch(`${server.url}/v1/skills/evaluations`, { headers: await sign(scoped, `${dirOrigin}/scoped`, '/v1/skills/evaluations') });
    expect(res.status).toBe(200);
    expect((await fetch(`${server.url}/v1/dossier`, { headers: await sign(scoped, `${dirOrigin}/scoped`, '/v1/dossier') })).status).toBe(403);
  });

  it('a scope-granting signature is accepted once: the same signed request again is refused', async () => {
    const headers = await sign(scoped, `${dirOrigin}/scoped`, '/v1/skills/evaluations');
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers })).status).toBe(200);
    const replay = await fetch(`${server.url}/v1/skills/evaluations`, { headers });
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('INVALID_SIGNATURE');
  });

  it('a scope-granting signature that covers neither the method nor the target is refused', async () => {
    const headers = await sign(scoped, `${dirOrigin}/scoped`, '/v1/skills/evaluations', { components: ['@authority', 'signature-agent'] });
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers })).status).toBe(401);
  });

  it('a signer without scopes is identified only: no access to private views', async () => {
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers: await sign(plain, `${dirOrigin}/plain`, '/v1/skills/evaluations') })).status).toBe(
      401,
    );
    expect((await fetch(`${server.url}/v1/projects?tag=etl`, { headers: await sign(plain, `${dirOrigin}/plain`, '/v1/projects?tag=etl') })).status).toBe(200);
  });

  it('expired, tampered and wrongly keyed signatures are refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(scoped, `${dirOrigin}/scoped`, '/v1/skills/evaluations', { created: now - 900, expires: now - 600 });
    const res = await fetch(`${server.url}/v1/skills/evaluations`, { headers: expired });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_SIGNATURE');
    const tampered = await sign(scoped, `${dirOrigin}/scoped`, '/v1/skills/evaluations');
    tampered.Signature = tampered.Signature!.replace(/:([A-Za-z0-9+/])/, (_, c: string) => `:${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers: tampered })).status).toBe(401);
    // plain's key claiming the scoped directory: not that directory's key
    const wrongKey = await sign(plain, `${dirOrigin}/scoped`, '/v1/skills/evaluations');
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers: wrongKey })).status).toBe(401);
  });

  it('a directory that is not allowed is treated as no signature (anonymous)', async () => {
    const other = await sign(scoped, `${dirOrigin}/unknown`, '/v1/projects?tag=etl');
    expect((await fetch(`${server.url}/v1/projects?tag=etl`, { headers: other })).status).toBe(200);
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers: await sign(scoped, `${dirOrigin}/unknown`, '/v1/skills/evaluations') })).status).toBe(
      401,
    );
  });
});

describe('claims record the Web Bot Auth identity of their request', () => {
  async function register() {
    const res = await fetch(`${server.url}/v1/auth/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'signed claimant' }),
    });
    const { client_id, client_secret } = await res.json();
    return `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}`;
  }
  const BOUND = ['@method', '@target-uri', 'signature-agent'];
  const signClaim = (key: typeof scoped, directory: string, components = BOUND) => sign(key, directory, '/v1/auth/claim', { method: 'POST', components });
  /** Claims contact:read (pending) with these headers; answers the status and the claim as stored. */
  async function claim(authorization: string, headers: Record<string, string>) {
    const res = await fetch(`${server.url}/v1/auth/claim`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ scopes: ['contact:read'] }),
    });
    const body = await res.json();
    expect(body).not.toHaveProperty('signer'); // the owner's view only
    const store = openSqliteOperations(join(state, 'a'));
    try {
      return { status: res.status, body, stored: res.status === 201 ? store.getClaim(body.id) : undefined };
    } finally {
      store.close();
    }
  }

  it('a signature bound to the claim request is recorded as verified, for an identify-only and a scope-granting agent', async () => {
    const basic = await register();
    const plainClaim = await claim(basic, await signClaim(plain, `${dirOrigin}/plain`));
    expect(plainClaim.status).toBe(201);
    expect(plainClaim.stored!.signer).toEqual({
      verified: true,
      name: 'plain-bot',
      directory: `${dirOrigin}/plain`,
      keyid: expect.stringMatching(/^[\w-]{43}$/),
    });
    const scopedClaim = await claim(basic, await signClaim(scoped, `${dirOrigin}/scoped`));
    expect(scopedClaim.stored!.signer).toMatchObject({ verified: true, name: 'scoped-bot' });
    expect((await claim(basic, {})).stored).not.toHaveProperty('signer');
  });

  it('what cannot be verified is recorded as unverified, never verified: a replay, a signature not bound to the request, a directory not allowed', async () => {
    const basic = await register();
    const headers = await signClaim(plain, `${dirOrigin}/plain`);
    expect((await claim(basic, headers)).stored!.signer).toMatchObject({ verified: true });
    const replayed = await claim(basic, headers);
    expect(replayed.status).toBe(201);
    expect(replayed.stored!.signer).toEqual({ verified: false, agent: `"${dirOrigin}/plain"`, reason: 'the signature was already used' });
    const loose = await claim(basic, await signClaim(plain, `${dirOrigin}/plain`, ['@authority', 'signature-agent']));
    expect(loose.stored!.signer).toMatchObject({ verified: false, reason: expect.stringMatching(/^the signature must cover @method/) });
    const unknown = await claim(basic, await signClaim(scoped, `${dirOrigin}/unknown`));
    expect(unknown.stored!.signer).toMatchObject({
      verified: false,
      agent: `"${dirOrigin}/unknown"`,
      reason: expect.stringContaining('not on the allow-list'),
    });
    // What a stranger's field says is kept bounded: 200 characters of it, and of the reason.
    const long = await claim(basic, await signClaim(scoped, `${dirOrigin}/${'a'.repeat(400)}`));
    expect(long.stored!.signer).toMatchObject({ verified: false, agent: `"${dirOrigin}/${'a'.repeat(200 - dirOrigin.length - 2)}` });
    expect((long.stored!.signer as { reason: string }).reason).toHaveLength(200);
  });

  it('a wrong signature refuses the claim', async () => {
    const basic = await register();
    const tampered = await signClaim(scoped, `${dirOrigin}/scoped`);
    tampered.Signature = tampered.Signature!.replace(/:([A-Za-z0-9+/])/, (_, c: string) => `:${c === 'A' ? 'B' : 'A'}`);
    const res = await claim(basic, tampered);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
  });
});

describe('mutual TLS behind a trusted proxy', () => {
  it('a client identity forwarded by the configured proxy authenticates', async () => {
    const res = await fetch(`${server.url}/v1/contact`, { headers: { 'x-client-cert-subject': 'CN=partner,O=Example' } });
    expect(res.status).toBe(200);
    expect((await fetch(`${server.url}/v1/contact`, { headers: { 'x-client-cert-subject': 'CN=stranger' } })).status).toBe(401);
  });

  it('the same header from an address that is not the proxy is ignored', async () => {
    expect((await fetch(`${untrustedProxy.url}/v1/contact`, { headers: { 'x-client-cert-subject': 'CN=partner,O=Example' } })).status).toBe(401);
  });

  it('X-Forwarded-For naming the proxy does not make a stranger the proxy (the TCP peer is checked)', async () => {
    // The untrusted server's proxy is 10.0.0.1 and it trusts the loopback hop: the forwarded chain
    // says 10.0.0.1, but the TCP peer (this test, 127.0.0.1) is not the configured proxy.
    for (const xff of ['10.0.0.1', '10.0.0.1, 127.0.0.1', '127.0.0.1, 10.0.0.1']) {
      const res = await fetch(`${untrustedProxy.url}/v1/contact`, { headers: { 'x-client-cert-subject': 'CN=partner,O=Example', 'x-forwarded-for': xff } });
      expect(res.status, xff).toBe(401);
    }
  });
});

describe('MCP: the same authentication step as the API', () => {
  const call = (url: string, name: string, headers: Record<string, string>) =>
    fetch(`${url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } }),
    });

  it('a client identity forwarded by the configured proxy calls a scoped tool', async () => {
    const res = await call(server.url, 'get_contact', { 'x-client-cert-subject': 'CN=partner,O=Example' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.isError ?? false).toBe(false);
    expect((await call(untrustedProxy.url, 'get_contact', { 'x-client-cert-subject': 'CN=partner,O=Example' })).status).toBe(401);
  });

  it('a Web Bot Auth signature of the MCP request (method and target covered) calls a scoped tool, once', async () => {
    const headers = await sign(scoped, `${dirOrigin}/scoped`, '/mcp', { method: 'POST' });
    const res = await call(server.url, 'get_skill_evaluations', headers);
    expect(res.status).toBe(200);
    expect((await res.json()).result.isError ?? false).toBe(false);
    // The same signature again is a replay: refused at the HTTP level with a challenge.
    const replay = await call(server.url, 'get_skill_evaluations', headers);
    expect(replay.status).toBe(401);
    expect(replay.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });
});
