// The single ingress (src/server/ingress.ts) over HTTP, on the built server: every path variant
// reaches the canonical path's handler or nothing, bodies are refused before they are read,
// malformed Host, TRACE, CONNECT and unknown methods get problem details, a host not served gets a 421
// and a foreign Origin on /mcp a 403 (DNS rebinding), and no route meant for
// development ships in the production bundle.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveNodeArgs, startServer } from '../../scripts/lib/start-server.mjs';

const base = new URL(inject('baseUrl'));

/** A request with the path sent byte for byte (fetch and URL would normalise it). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Bytes written to a socket as they are: for request lines and headers node:http would refuse to send. */
function socketRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.setEncoding('utf8').on('data', (c) => (out += c));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

function expectProblem(res: { status: number; headers: http.IncomingHttpHeaders; body: string }, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(res.body);
  expect(problem.status).toBe(status);
  expect(typeof problem.type).toBe('string');
  expect(typeof problem.detail).toBe('string');
  if (code) expect(problem.code).toBe(code);
}

describe('path canonicalisation', () => {
  const variants = [
    '//v1/projects',
    '/./v1/projects',
    '/%761/projects',
    '/x/../v1/projects',
    '/v1/projects/',
    '/%2e%2e/v1/projects',
    '/v1//projects',
    '/v1/./projects',
    '/%76%31/projects',
  ];

  it.each(variants)('GET %s is redirected to /v1/projects, never answered by another handler', async (path) => {
    const res = await raw('GET', `${path}?tag=python`);
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/v1/projects?tag=python');
    expect(res.body).toBe('');
  });

  it.each(['//v1/auth/identity', '/./v1/auth/identity', '/%761/auth/identity', '/x/../v1/auth/identity'])(
    'POST %s is refused (400 problem), not registered',
    async (path) => {
      const res = await raw('POST', path, { 'content-type': 'application/json' }, '{"client_name":"variant"}');
      expectProblem(res, 400, 'NON_CANONICAL_PATH');
      expect(JSON.parse(res.body).detail).toContain('/v1/auth/identity');
    },
  );

  it('pages and files: variants redirect to the one URL of the page', async () => {
    expect((await raw('GET', '//projects')).headers.location).toBe('/projects');
    expect((await raw('GET', '/projects/')).headers.location).toBe('/projects');
    expect((await raw('GET', '/%70rojects')).headers.location).toBe('/projects');
  });

  it('an invalid percent-encoding or a fragment is a 400 problem', async () => {
    expectProblem(await raw('GET', '/v1/projects/%zz'), 400, 'INVALID_TARGET');
    expectProblem(await raw('GET', '/v1/%'), 400, 'INVALID_TARGET');
  });

  it('the absolute form of the request target is served like its path', async () => {
    const res = await raw('GET', `http://${base.host}/v1/projects`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).count).toBeGreaterThan(0);
  });
});

describe('methods and Host', () => {
  it.each(['/', '/v1/projects', '/ask', '/nope', '/mcp'])('TRACE %s: 405 problem details, no echo', async (path) => {
    const res = await raw('TRACE', path, { 'x-secret': 'echo-me' });
    expectProblem(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBeTruthy();
    expect(res.body).not.toContain('echo-me');
  });

  it.each(['PROPFIND', 'MKCOL', 'LOCK', 'PURGE'])('%s (a method nothing here accepts): 405 problem details', async (method) => {
    expectProblem(await raw(method, '/v1/projects'), 405, 'METHOD_NOT_ALLOWED');
  });

  it('CONNECT: 405 problem details and the connection closed', async () => {
    const out = await socketRequest(Number(base.port), `CONNECT ${base.host} HTTP/1.1\r\nHost: ${base.host}\r\n\r\n`);
    expect(out).toMatch(/^HTTP\/1\.1 405 /);
    expect(out).toMatch(/content-type: application\/problem\+json/i);
    expect(out).toContain('"METHOD_NOT_ALLOWED"');
  });

  it.each(['x@y', 'a b', 'host:1:2', 'exa%mple', ''])('Host: %j is a 400 problem on any path', async (host) => {
    for (const path of ['/ask?q=x', '/', '/v1/projects', '/nope']) {
      const out = await socketRequest(Number(base.port), `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(out, `${host} ${path}`).toMatch(/^HTTP\/1\.1 400 /);
      expect(out).not.toMatch(/^HTTP\/1\.1 5/);
    }
  });

  it('OPTIONS * tells the methods of the server', async () => {
    const out = await socketRequest(Number(base.port), `OPTIONS * HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`);
    expect(out).toMatch(/^HTTP\/1\.1 204 /);
    expect(out).toMatch(/allow: GET, HEAD, POST, OPTIONS/i);
  });

  it('an on-demand page refuses a POST (405) without handing it to Astro', async () => {
    expectProblem(await raw('POST', '/ask', { 'content-type': 'application/x-www-form-urlencoded' }, 'q=x'), 405, 'METHOD_NOT_ALLOWED');
  });
});

describe('the production bundle', () => {
  it('has no on-demand route but the pages the ingress serves (no development-only API route)', () => {
    const entry = readFileSync('dist/server/entry.mjs', 'utf8');
    const onDemand = [...entry.matchAll(/"component":"(src\/pages\/[^"]+)"[^{}]*?"prerender":false/g)].map((m) => m[1]);
    // /ask, and its page in each other language of the example (`/de/ask`: docs/languages.md).
    expect(onDemand).toEqual(['src/pages/ask.astro', 'src/pages/[lang]/ask.astro']);
    const manifest = JSON.parse(readFileSync('dist/static-manifest.json', 'utf8'));
    expect(manifest.pages).toEqual(['/ask', '/de/ask']);
  });
});

describe('bodies are limited before they are read', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let state: string;
  beforeAll(async () => {
    state = mkdtempSync(join(tmpdir(), 'ingress-body-'));
    // As deployed (the serve script's flags): the young generation's slack is part of what is measured.
    server = await startServer('server.mjs', { env: { STATE_DIR: state }, nodeArgs: serveNodeArgs() });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  });

  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;

  /**
   * Streams `size` bytes (declared, or chunked) and resolves with the status the server answered,
   * or 0 when it closed the connection first (beyond DRAIN_LIMIT the server answers at once and
   * closes; the reset can reach the client before the answer does).
   */
  function post(path: string, size: number, chunked: boolean): Promise<number> {
    const url = new URL(server.url);
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) };
      const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path, headers, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? resolve(0) : reject(err)));
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < size && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
  }

  it('300 MB to any path is refused without being read: resident memory stays bounded, far below what is sent', async () => {
    const paths = ['/v1/auth/identity', '//v1/auth/identity', '/v1/auth/token', '/mcp', '/ask', '/nope', '/', '/v1/projects'];
    // Four at a time (two paths, declared and chunked): 4.8 GB offered per round.
    const round = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < paths.length; i += 2) {
        const batch = paths.slice(i, i + 2).flatMap((p) => [post(p, 300 * 1024 * 1024, false), post(p, 300 * 1024 * 1024, true)]);
        statuses.push(...(await Promise.all(batch)));
      }
      for (const status of statuses) expect(status === 0 || (status >= 400 && status < 500), String(status)).toBe(true);
    };
    // Four rounds: 19 GB offered. What the server reads is bounded (nothing of a declared body over
    // the limit, at most DRAIN_LIMIT of a chunked one), so its resident memory must stay far below
    // what is sent; before the ingress one 300 MB body took it from 145 to 1,055 MB. What growth
    // there is, is the first use of lazily loaded modules and the garbage of drained chunks
    // awaiting a major GC (measured: 26 to 31 MiB after the four rounds).
    const before = rss();
    for (let r = 0; r < 4; r++) await round();
    const growth = rss() - before;
    console.log(`resident memory growth after 4 rounds (19 GB offered): ${(growth / 1048576).toFixed(1)} MiB`);
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });

  it('a body up to the drain limit on a path that does not read it is drained: the whole answer arrives', async () => {
    // A large static file answered to a GET that carries a 200 KiB body: not cut short.
    const url = new URL(server.url);
    const expected = (await (await fetch(`${server.url}/openapi.json`)).arrayBuffer()).byteLength;
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, method: 'GET', path: '/openapi.json', headers: { 'content-length': String(200 * 1024) }, agent: false },
        (res) => {
          let bytes = 0;
          res.on('data', (c: Buffer) => (bytes += c.length));
          res.on('end', () => resolve(bytes));
        },
      );
      req.on('error', reject);
      req.end(Buffer.alloc(200 * 1024, 0x20));
    });
    expect(received).toBe(expected);
  });
});

describe('the on-demand pages count against the API quota', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let state: string;
  beforeAll(async () => {
    state = mkdtempSync(join(tmpdir(), 'ingress-quota-'));
    server = await startServer('server.mjs', { env: { STATE_DIR: state, RATE_LIMIT_API: '3/60' } });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  });

  it('/ask?q= over the per-address quota: 429 with Retry-After, and the API shares the budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.url}/ask?q=${encodeURIComponent(`question ${i}`)}`);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await fetch(`${server.url}/ask?q=again`);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/v1/projects?tag=python`)).status).toBe(429);
    // The prerendered files are not limited.
    expect((await fetch(`${server.url}/v1/projects`)).status).toBe(200);
  });
});

describe('hosts and origins (DNS rebinding)', () => {
  const INIT = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  };
  const MCP = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };

  it('a Host this server does not serve is a 421 problem on any path, files included', async () => {
    for (const path of ['/', '/v1/projects', '/v1/projects?tag=python', '/mcp', '/nope', '/.well-known/oauth-authorization-server']) {
      const res = await raw('GET', path, { host: 'evil.example.com' });
      expect(res.status, path).toBe(421);
      expect(res.headers['content-type'], path).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(res.body)).toMatchObject({ status: 421, code: 'MISDIRECTED_REQUEST' });
    }
    // The absolute form of the target names the host too.
    expect((await raw('GET', 'http://evil.example.com/v1/projects')).status).toBe(421);
  });

  it('the loopback names and the site host are served, on any port', async () => {
    for (const host of [`localhost:${base.port}`, `127.0.0.1:${base.port}`, `[::1]:${base.port}`, 'LOCALHOST', new URL(site).hostname]) {
      expect((await raw('GET', '/v1/projects', { host })).status, host).toBe(200);
    }
  });

  it('/mcp refuses a present Origin of another site with 403 and a JSON-RPC error; the site origin and no Origin are answered', async () => {
    const body = JSON.stringify(INIT);
    const evil = await raw('POST', '/mcp', { ...MCP, host: 'localhost', origin: 'http://evil.example.com' }, body);
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringContaining('evil.example.com') } });
    for (const origin of ['null', 'https://localhost.evil.example', 'file://', `http://127.0.0.1.evil.example:${base.port}`]) {
      expect((await raw('POST', '/mcp', { ...MCP, origin }, body)).status, origin).toBe(403);
    }
    const preflight = await raw('OPTIONS', '/mcp', { origin: 'https://evil.example', 'access-control-request-method': 'POST' });
    expect(preflight.status).toBe(403);
    for (const headers of [{ origin: new URL(site).origin }, { origin: `http://127.0.0.1:${base.port}` }, {}] as Record<string, string>[]) {
      expect((await raw('POST', '/mcp', { ...MCP, ...headers }, body)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  describe('ALLOWED_HOSTS', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    let state: string;
    beforeAll(async () => {
      state = mkdtempSync(join(tmpdir(), 'ingress-hosts-'));
      server = await startServer('server.mjs', { env: { STATE_DIR: state, ALLOWED_HOSTS: 'www.ada.example, agent.example:8443' } });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(state, { recursive: true, force: true });
    });

    it('adds hosts (any port without one) and the origins on them', async () => {
      const port = new URL(server.url).port;
      const at = (host: string, headers: Record<string, string> = {}, method = 'GET', path = '/v1/projects', body?: string) =>
        new Promise<number>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, method, path, headers: { host, ...headers }, agent: false }, (res) => {
            res.resume();
            resolve(res.statusCode!);
          });
          req.on('error', reject);
          req.end(body);
        });
      expect(await at('www.ada.example')).toBe(200);
      expect(await at('www.ada.example:8080')).toBe(200);
      expect(await at('agent.example:8443')).toBe(200);
      expect(await at('agent.example:8444')).toBe(421);
      expect(await at('ada.example')).toBe(421);
      const body = JSON.stringify(INIT);
      expect(await at('www.ada.example', { ...MCP, origin: 'https://www.ada.example' }, 'POST', '/mcp', body)).toBe(200);
      expect(await at('www.ada.example', { ...MCP, origin: 'https://agent.example:8443' }, 'POST', '/mcp', body)).toBe(200);
      expect(await at('www.ada.example', { ...MCP, origin: 'https://agent.example' }, 'POST', '/mcp', body)).toBe(403);
    });
  });
});
