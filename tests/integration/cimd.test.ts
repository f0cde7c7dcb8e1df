// Client ID Metadata Documents: the resolver (src/auth/cimd.ts) against a local https document
// server whose certificate comes from a test CA that this process trusts
// (tls.setDefaultCACertificates; verification stays on). The loopback server is reachable only
// through the tests-only allow-list; without it, the same URLs are refused, by name (the check in
// the socket's lookup, so a rebinding DNS answer cannot slip through) and by IP literal.
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIMD_LIMITS, cacheTtl, checkClientIdUrl, createCimdResolver, isClientIdUrl } from '../../src/auth/cimd.ts';
import { resolve } from 'node:path';
import { authorizationServerMetadata } from '../../src/auth/metadata.ts';
import { checkRedirectUri } from '../../src/auth/service.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { authMarkdown } from '../../src/discovery/auth-md.ts';
import { clientDocument, createTestCa, type DocumentHandler, json, startDocumentServer, type TestCa } from '../support/test-ca.ts';

let ca: TestCa;
let docs: Awaited<ReturnType<typeof startDocumentServer>>;
const routes = new Map<string, DocumentHandler>();
let origin: string;
let clock = 1_000_000;
const now = () => clock;
const resolver = (allow: string[] = ['localhost', '127.0.0.1']) => createCimdResolver({ now, checkRedirectUri, allowPrivateHosts: allow });

const doc = (id: string, extra: Record<string, unknown> = {}) =>
  clientDocument(id, {
    client_name: 'Doc Agent',
    client_uri: 'https://agent.example/about',
    logo_uri: 'https://cdn.agent.example/logo.png',
    redirect_uris: ['http://127.0.0.1:8123/callback'],
    ...extra,
  });
/** A path of the document server with its handler; returns the client_id URL. */
const serve = (path: string, handler: DocumentHandler) => {
  routes.set(path, handler);
  return `${origin}${path}`;
};

beforeAll(async () => {
  ca = createTestCa();
  setDefaultCACertificates([...getCACertificates('default'), ca.caPem]);
  docs = await startDocumentServer(ca, routes);
  origin = `https://localhost:${docs.port}`;
});
afterAll(async () => {
  setDefaultCACertificates(getCACertificates('bundled'));
  await docs?.close();
  ca?.remove();
});

describe('the client_id URL', () => {
  it('is a metadata document URL only when https with a path', () => {
    expect(isClientIdUrl('https://agent.example/client.json')).toBe(true);
    expect(isClientIdUrl('https://agent.example/')).toBe(false);
    expect(isClientIdUrl('http://agent.example/client.json')).toBe(false);
    expect(isClientIdUrl('agt_abc')).toBe(false);
  });

  it('refuses a fragment, user info, dot segments and a non-canonical form', () => {
    for (const bad of [
      'https://agent.example/client.json#x',
      'https://user:pw@agent.example/client.json',
      'https://agent.example/a/../client.json',
      'https://agent.example/a/%2e%2e/client.json',
      'https://AGENT.example/client.json',
    ]) {
      expect(() => checkClientIdUrl(bad), bad).toThrow(/fragment|user information|segments|canonical/);
    }
    expect(checkClientIdUrl('https://agent.example/client.json').host).toBe('agent.example');
  });
});

describe('fetching and validating a document', () => {
  it('resolves a valid document: name, redirect URIs, and the claimed hosts', async () => {
    const id = serve('/valid.json', (req, res) => json(doc(`${origin}/valid.json`))(req, res));
    await expect(resolver().resolve(id)).resolves.toEqual({
      client_id: id,
      client_name: 'Doc Agent',
      redirect_uris: ['http://127.0.0.1:8123/callback'],
      client_uri_host: 'agent.example',
      logo_uri_host: 'cdn.agent.example',
    });
  });

  it('without the tests-only allow-list, refuses loopback by name (checked in the lookup) and by IP literal, without fetching', async () => {
    const path = '/loopback.json';
    serve(path, json(doc(`${origin}${path}`)));
    const before = docs.hits.get(path) ?? 0;
    await expect(resolver([]).resolve(`${origin}${path}`)).rejects.toThrow(/resolves to a private, loopback or link-local address/);
    await expect(resolver([]).resolve(`https://127.0.0.1:${docs.port}${path}`)).rejects.toThrow(/127\.0\.0\.1 is a private/);
    expect(docs.hits.get(path) ?? 0).toBe(before);
  });

  it('refuses private, link-local and unique-local literals and plain http', async () => {
    for (const id of ['https://10.1.2.3/c.json', 'https://169.254.169.254/latest/meta-data', 'https://[fd00::1]/c.json', 'https://[::ffff:7f00:1]/c.json']) {
      await expect(resolver([]).resolve(id), id).rejects.toThrow(/private, loopback or link-local/);
    }
    await expect(resolver([]).resolve('http://agent.example/c.json')).rejects.toThrow(/https/);
  });

  it('refuses a document whose client_id is not the URL exactly', async () => {
    const id = serve('/mismatch.json', json(doc(`${origin}/other.json`)));
    await expect(resolver().resolve(id)).rejects.toThrow(/client_id in the document is not the URL/);
    const trailing = serve('/trailing.json', json(doc(`${origin}/trailing.json/`)));
    await expect(resolver().resolve(trailing)).rejects.toThrow(/client_id in the document is not the URL/);
  });

  it('does not follow a redirect', async () => {
    serve('/target.json', json(doc(`${origin}/redirect.json`)));
    const id = serve('/redirect.json', (_req, res) => res.writeHead(302, { location: '/target.json' }).end());
    await expect(resolver().resolve(id)).rejects.toThrow(/redirects \(302\)/);
    expect(docs.hits.get('/target.json') ?? 0).toBe(0);
  });

  it('refuses an oversized document, declared or streamed', async () => {
    const big = doc('', { client_name: 'x'.repeat(100), padding: 'y'.repeat(CIMD_LIMITS.maxBytes) });
    const declared = serve('/big.json', json({ ...big, client_id: `${origin}/big.json` }));
    await expect(resolver().resolve(declared)).rejects.toThrow(/larger than 5120 bytes/);
    const streamed = serve('/big-chunked.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(JSON.stringify({ ...big, client_id: `${origin}/big-chunked.json` }));
      res.end();
    });
    await expect(resolver().resolve(streamed)).rejects.toThrow(/larger than 5120 bytes/);
  });

  it('gives up on a slow document after the time limit', async () => {
    const id = serve('/slow.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"client_id":'); // and nothing more
    });
    const started = Date.now();
    await expect(resolver().resolve(id)).rejects.toThrow(/did not arrive within 3000 ms/);
    expect(Date.now() - started).toBeLessThan(CIMD_LIMITS.timeoutMs + 2000);
  });

  it('refuses a status outside 200..599 without failing (HTTP allows up to 999; a Response does not)', async () => {
    const id = serve('/odd-status.json', (_req, res) => res.writeHead(999, { 'content-type': 'application/json' }).end('{}'));
    await expect(resolver().resolve(id)).rejects.toThrow(/could not be fetched/);
    const bad = serve('/bad-status-text.json', (_req, res) => res.writeHead(200, 'caf\u00e9', { 'content-type': 'application/json' }).end('{}'));
    await expect(resolver().resolve(bad)).rejects.toThrow(/not valid|could not be fetched/);
  });

  it('refuses a document that is not application/json, or not JSON', async () => {
    const html = serve('/page.html', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'));
    await expect(resolver().resolve(html)).rejects.toThrow(/not application\/json \(got text\/html\)/);
    const broken = serve('/broken.json', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{nope'));
    await expect(resolver().resolve(broken)).rejects.toThrow(/not valid JSON/);
  });

  it('refuses confidential clients, secrets, other grants and unacceptable redirect URIs', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['/basic.json', { token_endpoint_auth_method: 'client_secret_basic' }, /public clients/],
      ['/secret.json', { client_secret: 's3cret' }, /must not contain a client secret/],
      ['/cc.json', { grant_types: ['client_credentials'] }, /authorization_code grant/],
      ['/http-redirect.json', { redirect_uris: ['http://agent.example/cb'] }, /redirect URI of the document is not acceptable/],
      ['/no-redirect.json', { redirect_uris: [] }, /redirect_uris/],
      ['/bidi.json', { client_name: 'Claude\u202e' }, /client_name must not contain control, bidirectional/],
      ['/long-name.json', { client_name: 'x'.repeat(201) }, /client_name is too long/],
    ];
    for (const [path, extra, message] of cases) {
      const id = serve(path, json(doc(`${origin}${path}`, extra)));
      await expect(resolver().resolve(id), path).rejects.toThrow(message);
    }
  });
});

describe('the cache', () => {
  it('keeps a document for its max-age and fetches the changed document after it', async () => {
    let name = 'First name';
    const id = serve('/cached.json', (req, res) => json(doc(`${origin}/cached.json`, { client_name: name }), { 'cache-control': 'max-age=120' })(req, res));
    const r = resolver();
    clock = 2_000_000;
    expect((await r.resolve(id)).client_name).toBe('First name');
    name = 'Second name';
    clock += 119;
    expect((await r.resolve(id)).client_name).toBe('First name');
    expect(docs.hits.get('/cached.json')).toBe(1);
    clock += 2;
    expect((await r.resolve(id)).client_name).toBe('Second name');
    expect(docs.hits.get('/cached.json')).toBe(2);
  });

  it('clamps max-age to the bounds and gives no-store the minimum', () => {
    expect(cacheTtl('max-age=5')).toBe(CIMD_LIMITS.minTtl);
    expect(cacheTtl('public, max-age=999999999')).toBe(CIMD_LIMITS.maxTtl);
    expect(cacheTtl('no-store')).toBe(CIMD_LIMITS.minTtl);
    expect(cacheTtl(null)).toBe(CIMD_LIMITS.defaultTtl);
    expect(cacheTtl('max-age=600')).toBe(600);
  });

  it('holds at most CIMD_LIMITS.cacheEntries documents: the oldest is fetched again', async () => {
    const fetched: string[] = [];
    const fake = (async (url: string | URL | Request) => {
      const href = String(url);
      fetched.push(href);
      return new Response(JSON.stringify(doc(href)), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const r = createCimdResolver({ now, checkRedirectUri, fetch: fake });
    const ids = Array.from({ length: CIMD_LIMITS.cacheEntries + 1 }, (_, i) => `https://agent.example/c${i}.json`);
    for (const id of ids) await r.resolve(id);
    await r.resolve(ids[1]!);
    expect(fetched.length).toBe(ids.length);
    await r.resolve(ids[0]!);
    expect(fetched.length).toBe(ids.length + 1);
  });
});

describe('what agents read', () => {
  const urls = createUrls('https://ada.example');
  it('the authorization server metadata announces metadata documents', () => {
    expect(authorizationServerMetadata('https://ada.example', urls).client_id_metadata_document_supported).toBe(true);
  });

  it('auth.md explains the metadata document and the wait for the owner', () => {
    const md = authMarkdown(createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/example-portfolio')))), urls);
    expect(md).toContain('Client ID Metadata Document');
    expect(md).toContain("waits for the owner's approval of your claim");
  });
});
