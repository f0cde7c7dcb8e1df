// The edge code of the CDN deployments (src/deploy/edge.ts, run by the Cloudflare worker and the
// Netlify Edge Function) is not an open proxy: every upstream request goes to API_ORIGIN's scheme,
// host and port with a canonical path, whatever the request's path says, and non-canonical paths
// get the Node ingress's redirect or refusal. handleEdge runs here over Web APIs, with the global
// fetch stubbed to record where it would go.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUrls, notFoundPrefix } from '../../src/core/urls.ts';
import { type EdgeProblem, edgeTable, handleEdge } from '../../src/deploy/edge.ts';
import { apiBase, upstreamUrl } from '../../src/deploy/upstream.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { renderProblem } from '../../src/http/render-error.ts';
import { canonicalTarget, MAX_TARGET_LENGTH, methodNotAllowedDetail, SITE_ALLOW } from '../../src/server/canonical.ts';

const SITE = 'https://ada.example';
const urls = createUrls(SITE, '/');
/** The build's problem parts, as integrations/static-manifest.mjs renders them. */
function parts(code: 'NON_CANONICAL_PATH' | 'METHOD_NOT_ALLOWED'): EdgeProblem {
  const sample = renderProblem(new AppError(code, ''), { urls });
  return {
    ...(JSON.parse(sample.body!) as { type: string; title: string }),
    headers: Object.fromEntries(Object.entries(sample.headers).map(([k, v]) => [k.toLowerCase(), v])),
  };
}
const page = { 'content-type': 'text/html; charset=utf-8', etag: '"p"' };
const table = edgeTable(
  {
    routes: {
      '/': { file: '/index.html', headers: page, markdown: '/index.md' },
      '/index.md': { file: '/index.md', headers: { 'content-type': 'text/markdown; charset=utf-8' } },
      '/projects': { file: '/projects.html', headers: page },
      '/v1/projects': { file: '/v1/projects.json', headers: { 'content-type': 'application/json' } },
      '/404': { file: '/404.html', headers: page },
      '/de/404': { file: '/de/404.html', headers: page },
    },
  },
  (url, file) => (file.endsWith('.html') ? url : file),
  { 'bad-request': parts('NON_CANONICAL_PATH'), 'method-not-allowed': parts('METHOD_NOT_ALLOWED') },
);

let upstream: URL[] = [];
let answer = () => new Response('from Node');
beforeEach(() => {
  upstream = [];
  answer = () => new Response('from Node');
  vi.stubGlobal('fetch', async (input: URL | string) => {
    upstream.push(new URL(String(input)));
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const env = (origin: string | undefined) => ({ origin, asset: async () => new Response('file'), clientAddress: '203.0.113.9' });

function edge(path: string, init: RequestInit & { origin?: string | undefined } = {}) {
  const { origin = 'https://api.example.com', ...rest } = init;
  return handleEdge(new Request(SITE + path, rest), table, env(origin));
}

describe('the attack paths of the review', () => {
  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['/v1/..//evil.example/x', '/evil.example/x'],
    ['//projects', '/projects'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['/%2e%2e//evil.example/x?q=1', '/evil.example/x?q=1'],
  ])('GET %s is redirected to %s on the site, nothing is fetched', async (path, location) => {
    const res = await edge(path);
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(location);
    expect(upstream).toEqual([]);
  });

  it.each(['//evil.example/x', '/v1/..//evil.example/x', '//projects'])('POST %s is refused as the ingress refuses it', async (path) => {
    const res = await edge(path, { method: 'POST', body: 'x' });
    expect(res.status).toBe(400);
    const canonical = canonicalTarget(new URL(SITE + path).pathname);
    const instance = canonical.ok ? canonical.path : '';
    const node = renderProblem(new AppError('NON_CANONICAL_PATH', `The request path is not in canonical form; send the request to ${instance}.`), {
      urls,
      instance,
    });
    expect(await res.text()).toBe(node.body);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(upstream).toEqual([]);
  });

  it('a canonical path that looks like a host stays a path at API_ORIGIN', async () => {
    await edge('/evil.example/x?y=1');
    expect(upstream.map(String)).toEqual(['https://api.example.com/evil.example/x?y=1']);
  });

  it('API_ORIGIN with a path keeps it as a prefix', async () => {
    await edge('/mcp', { method: 'POST', body: '{}', origin: 'https://api.example.com:8443/portfolio/' });
    await edge('/', { method: 'POST', body: '{}', origin: 'https://api.example.com:8443/portfolio' });
    expect(upstream.map(String)).toEqual(['https://api.example.com:8443/portfolio/mcp', 'https://api.example.com:8443/portfolio']);
  });
});

describe('the 404 pages of the edge code', () => {
  const served: string[] = [];
  const files = {
    origin: undefined,
    asset: async (url: string) => {
      served.push(new URL(url).pathname);
      return new Response('file');
    },
  };
  const get = (path: string) => handleEdge(new Request(SITE + path), table, files);

  it("a static-only site answers a miss under /<lang>/ with that language's 404 page, any other with the default one", async () => {
    for (const [path, page] of [
      ['/de/nichts', '/de/404'],
      ['/de/projects/nichts', '/de/404'],
      ['/nothing', '/404'],
      ['/projects/nothing', '/404'],
      ['/fr/rien', '/404'],
      ['/de', '/404'],
    ] as const) {
      served.length = 0;
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(served, path).toEqual([page]);
    }
  });

  it('the 404 pages are no pages of their own', () => {
    expect(Object.keys(table.routes)).not.toContain('/de/404');
    expect(Object.keys(table.notFound ?? {})).toEqual(['', '/de']);
  });

  it('notFoundPrefix names the 404 pages by the folder they answer for, and nothing else', () => {
    expect(notFoundPrefix('/404')).toBe('');
    expect(notFoundPrefix('/de/404')).toBe('/de');
    expect(notFoundPrefix('/pt-br/404')).toBe('/pt-br');
    for (const other of ['/projects/404', '/posts/404', '/404.md', '/de/404/x', '/de/projects/404']) expect(notFoundPrefix(other), other).toBeUndefined();
  });
});

describe('the door of the edge code', () => {
  it.each(['x@evil.example', 'a b', 'host:1:2'])('a malformed Host %j is a 400 problem', async (host) => {
    const res = await edge('/v1/ask', { method: 'POST', body: '{}', headers: { host } });
    expect(res.status).toBe(400);
    expect(JSON.parse(await res.text())).toMatchObject({ code: 'INVALID_HOST', status: 400, type: `${SITE}/errors#bad-request` });
    expect(upstream).toEqual([]);
  });

  it.each(['/v1/ask', '//evil.example/x'])("a method no resource answers is the ingress's 405 problem, before the path (%s)", async (path) => {
    const res = await edge(path, { method: 'PROPFIND' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(SITE_ALLOW);
    const node = renderProblem(new AppError('METHOD_NOT_ALLOWED', methodNotAllowedDetail('PROPFIND', SITE_ALLOW)), { urls });
    expect(await res.text()).toBe(node.body);
    expect(upstream).toEqual([]);
  });

  it('an invalid percent-encoding is a 400 INVALID_TARGET problem', async () => {
    const res = await edge('/v1/%zz');
    expect(JSON.parse(await res.text())).toMatchObject({ code: 'INVALID_TARGET', status: 400 });
  });

  it.each(['ftp://api.example.com', 'https://user:pw@api.example.com', 'https://api.example.com/?x=1', 'https://api.example.com/#f', 'api.example.com'])(
    'API_ORIGIN %j is not used: 502, nothing fetched',
    async (origin) => {
      expect(apiBase(origin)).toBeUndefined();
      const res = await edge('/v1/ask', { method: 'POST', body: '{}', origin });
      expect(res.status).toBe(502);
      expect(upstream).toEqual([]);
    },
  );

  it('a Node server that cannot be reached is a 502 of the edge code, not an exception', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const res = await edge('/v1/ask', { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("Node's 401 and 403 reach the client as they are (status, WWW-Authenticate, body)", async () => {
    const challenge = 'Bearer error="insufficient_scope", scope="portfolio:private"';
    for (const status of [401, 403]) {
      answer = () => new Response('{"code":"INSUFFICIENT_SCOPE"}', { status, headers: { 'www-authenticate': challenge } });
      const res = await edge('/mcp', { method: 'POST', body: '{}' });
      expect(res.status).toBe(status);
      expect(res.headers.get('www-authenticate')).toBe(challenge);
      expect(await res.text()).toBe('{"code":"INSUFFICIENT_SCOPE"}');
    }
  });
});

/** Pieces of hostile paths: separators, dot segments, encodings, authorities, controls, unicode. */
const piece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '///',
    '\\',
    '/\\',
    '\\\\',
    '.',
    '..',
    '/./',
    '/../',
    '%2e',
    '%2E%2e',
    '.%2e',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%40',
    '%25',
    '%252f',
    '%',
    '%zz',
    '%00',
    '@',
    'user:pass@',
    ':8080',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'evil.example',
    '127.0.0.1',
    '[::1]',
    'http://evil.example/',
    'https:evil.example',
    '//user@evil.example:1/',
    'javascript:',
    '\t',
    '\n',
    '\r',
    ' ',
    '?',
    '?a=//evil.example',
    '#',
    '&',
    ';',
    'v1',
    'mcp',
    'projects',
    'é',
    '\u2028',
    '\uff0f',
    '\u2215',
    '\ufe6b',
    'ａ',
  ),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);
const hostilePath = fc.oneof(
  { weight: 9, arbitrary: fc.array(piece, { maxLength: 14 }).map((parts) => `/${parts.join('')}`) },
  { weight: 1, arbitrary: fc.tuple(piece, fc.integer({ min: 100, max: 2_500 })).map(([p, n]) => `/${`${p}/`.repeat(n)}`) },
);
const method = fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND');
const origin = fc.constantFrom('https://api.example.com', 'http://127.0.0.1:4321', 'https://api.example.com/base/');

describe('fuzz: hostile paths never leave API_ORIGIN', () => {
  it('every upstream request is at API_ORIGIN with a canonical path; every redirect stays on the site; nothing fails', async () => {
    const seen = { proxied: 0, redirected: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(hostilePath, method, origin, async (path, verb, api) => {
        let request: Request;
        try {
          request = new Request(SITE + path, { method: verb, ...(verb === 'GET' || verb === 'HEAD' ? {} : { body: 'x' }) });
        } catch {
          return; // not a URL a runtime could hand to the edge code
        }
        upstream = [];
        const res = await handleEdge(request, table, env(api));
        expect(res.status).toBeLessThan(500);
        const base = new URL(api);
        const prefix = base.pathname.replace(/\/$/, '');
        expect(upstream.length).toBeLessThanOrEqual(1);
        seen.proxied += upstream.length;
        if (res.status === 308) seen.redirected++;
        if (res.status === 400) seen.refused++;
        for (const url of upstream) {
          expect(url.origin).toBe(base.origin);
          expect(url.pathname.startsWith(prefix)).toBe(true);
          const rest = url.pathname.slice(prefix.length) || '/';
          expect(canonicalTarget(rest + url.search)).toMatchObject({ ok: true, canonical: true });
        }
        if (res.status === 308) {
          const location = res.headers.get('location')!;
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, SITE).origin).toBe(SITE);
          // Encoding may make it longer than a request target may be (then following it is a 400, as on Node).
          if (location.length <= MAX_TARGET_LENGTH) expect(canonicalTarget(location)).toMatchObject({ ok: true, canonical: true });
        }
      }),
      { numRuns: 4_000 },
    );
    // The generator reaches every outcome often (a property that only ever redirects proves little).
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(200);
  });

  it('upstreamUrl keeps the origin for any canonical path', () => {
    const base = apiBase('https://api.example.com/base')!;
    fc.assert(
      fc.property(hostilePath, (raw) => {
        const target = canonicalTarget(raw.replace(/[^\x21-\x7e]/g, ''));
        if (!target.ok) return;
        expect(upstreamUrl(base, target.path, '').origin).toBe('https://api.example.com');
      }),
      { numRuns: 2_000 },
    );
  });
});
