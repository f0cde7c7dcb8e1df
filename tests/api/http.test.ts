// HTTP behaviour of the built server: problem details, methods, CORS, caching, media types,
// and the two static-first traps (query strings and extensionless files).
import { readFileSync } from 'node:fs';
import { headersFor } from '../../src/deploy/cdn-headers.ts';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(base + path, init);
const manifest = JSON.parse(readFileSync('dist/static-manifest.json', 'utf8')) as {
  routes: Record<string, { file: string; headers: Record<string, string> }>;
};
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };

const PUBLIC_JSON = ['/v1/profile', '/v1/projects', '/v1/skills', '/v1/projects/feature-store', '/v1/projects?tag=etl', '/v1/skills?category=ai'];
const PROBLEMS: [string, RequestInit | undefined, number][] = [
  ['/v1/nope', undefined, 404],
  ['/v1/projects/nope', undefined, 404],
  ['/v1/skills?category=nope', undefined, 400],
  ['/v1/projects', { method: 'POST', body: '{}' }, 405],
  ['/v1/profile', { method: 'DELETE' }, 405],
];

describe('problem details (RFC 9457)', () => {
  it.each(PROBLEMS)('%s %j -> %i problem+json', async (path, init, status) => {
    const res = await get(path, init);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    expect(body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) });
    expect(body.type).toMatch(new RegExp(`^${site}/errors#[a-z-]+$`));
  });

  it('every problem type URL points at an anchor of the error page', async () => {
    const page = await (await get('/errors')).text();
    for (const [path, init] of PROBLEMS) {
      const { type } = await (await get(path, init)).json();
      const anchor = new URL(type).hash.slice(1);
      expect(page, anchor).toContain(`id="${anchor}"`);
    }
    expect(page).toContain('id="bad-request"');
  });

  it('a wrong method is a 405 with Allow', async () => {
    const res = await get('/v1/projects', { method: 'PUT', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('no /v1 response is HTML, a stack trace or a 500 for bad input', async () => {
    const nasty = [
      '/v1/projects/%E0%A4%A',
      '/v1/projects/..%2F..%2Fetc%2Fpasswd',
      '/v1/projects?tag=%00',
      '/v1/skills?category[]=ai',
      `/v1/projects/${'x'.repeat(3000)}`,
      '/v1/%',
      '/v1/projects?tag=%E0%A4%A',
    ];
    for (const path of nasty) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/(problem\+)?json/);
      expect(await res.text(), path).not.toMatch(/<html|at .*\.(m?js|ts):\d+/i);
    }
  });
});

describe('CORS, ETag, HEAD and OPTIONS', () => {
  it.each(PUBLIC_JSON)('%s has CORS, a strong ETag, Cache-Control and JSON', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(PUBLIC_JSON)('%s honours If-None-Match with 304', async (path) => {
    const etag = (await get(path)).headers.get('etag')!;
    const res = await get(path, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(etag);
    const listed = await get(path, { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
    const stale = await get(path, { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it.each(PUBLIC_JSON)('HEAD %s has the GET headers and no body', async (path) => {
    const g = await get(path);
    const h = await get(path, { method: 'HEAD' });
    expect(h.status).toBe(200);
    expect(await h.text()).toBe('');
    for (const k of ['content-type', 'etag', 'cache-control', 'access-control-allow-origin']) {
      expect(h.headers.get(k), k).toBe(g.headers.get(k));
    }
  });

  it('lets browser clients read the rate-limit fields and the authentication challenge', async () => {
    for (const res of [await fetch(`${base}/v1/projects?tag=etl`), await fetch(`${base}/v1/contact`)]) {
      const exposed = (res.headers.get('access-control-expose-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
      const present = [...res.headers.keys()].filter((h) => ['ratelimit', 'ratelimit-policy', 'www-authenticate', 'etag', 'retry-after'].includes(h));
      expect(present.length).toBeGreaterThan(0);
      for (const h of present) expect(exposed, `${res.url}: ${h}`).toContain(h);
    }
  });

  it.each(['/v1/projects', '/v1/skills', '/v1/projects/feature-store', '/v1/profile'])('OPTIONS %s answers the CORS preflight', async (path) => {
    const res = await get(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://agent.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });
});

describe('static-first serving traps', () => {
  it('a query string is never answered by the unfiltered prerendered file', async () => {
    const all = await (await get('/v1/projects')).json();
    const etl = await (await get('/v1/projects?tag=etl')).json();
    expect(etl.count).toBeLessThan(all.count);
    const ai = await (await get('/v1/skills?category=ai')).json();
    expect(Object.keys(ai.data)).toEqual(['ai']);
  });

  it('every served file has its real media type, never octet-stream', async () => {
    const entries = Object.entries(manifest.routes);
    expect(entries.length).toBeGreaterThan(10);
    for (const [url, { headers }] of entries) {
      expect(headers['content-type'], url).not.toBe('application/octet-stream');
      expect(headers.etag, url).toMatch(/^"[\w-]+"$/);
    }
    for (const url of ['/', '/errors', '/v1/projects', '/v1/profile', '/favicon.svg']) {
      const res = await get(url);
      expect(res.headers.get('content-type'), url).toBe(manifest.routes[url]!.headers['content-type']);
    }
  });

  it('prerendered API files are served at their clean URL only', async () => {
    expect(manifest.routes['/v1/projects']!.file).toBe('/v1/projects.json');
    const res = await get('/v1/projects.json');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  });

  it('the CDN rules are generated next to the files and are not served', async () => {
    const headers = readFileSync('dist/client/_headers', 'utf8');
    const rules = headers
      .split(/\n(?=\/)/)
      .slice(1)
      .map((r) => {
        const [pattern, ...lines] = r.trim().split('\n');
        return {
          pattern: pattern!,
          headers: Object.fromEntries(
            lines.map((l) =>
              l
                .trim()
                .split(/: (.*)/s)
                .slice(0, 2),
            ),
          ),
        };
      });
    const forProjects = headersFor(rules, '/v1/projects');
    expect(forProjects['access-control-allow-origin']).toBe('*');
    expect(forProjects['content-type']).toBe('application/json; charset=utf-8');
    const redirects = readFileSync('dist/client/_redirects', 'utf8');
    expect(redirects).toMatch(/^\/v1\/projects {2}\/v1\/projects\.json {2}200$/m);
    for (const file of ['/_headers', '/_redirects', '/_routes.json', '/_worker.js']) expect((await get(file)).status, file).toBe(404);
  });
});

describe('pages', () => {
  it('the home page is HTML with security headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('an unknown page is the 404 page with status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Page not found');
  });

  it('a query string on a page is served the page (only API filters are query-driven)', async () => {
    const res = await get('/?utm_source=newsletter');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await (await get('/')).text());
  });

  it('a trailing slash redirects to the one URL of the page', async () => {
    const res = await get('/errors/?a=1', { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/errors?a=1');
  });

  it('pages answer GET and HEAD only', async () => {
    const post = await get('/', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const options = await get('/errors', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('every project has a page', async () => {
    const { data } = await (await get('/v1/projects')).json();
    for (const p of data) {
      const res = await get(`/projects/${p.id}`);
      expect(res.status, p.id).toBe(200);
      expect(await res.text()).toContain(p.title.replace(/&/g, '&amp;'));
    }
  });
});
