/**
 * The bounded fetch (src/auth/bounded-fetch.ts) against a local node:http server on 127.0.0.1:
 * the byte limit (declared, streamed, after gzip decoding), redirects, cookies, timeouts, the
 * `inspect` hook; and its use by trust.ts for remote JWKS (the Web Bot Auth key directory's use
 * is tested in tests/integration/webbotauth.test.ts).
 */
import { gzipSync } from 'node:zlib';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boundedFetch, ResponseTooLargeError } from '../../src/auth/bounded-fetch.ts';
import { createTrustStore } from '../../src/auth/trust.ts';
import { type RouteHandler, type RouteServer, startRouteServer } from '../support/route-server.ts';

let web: RouteServer;
let origin: string;
const routes = new Map<string, RouteHandler>();

beforeAll(async () => {
  web = await startRouteServer({ routes });
  origin = web.origin;
});
afterAll(() => web.close());

let pathCounter = 0;
/** A fresh path served by `handler`, and its URL. */
function serve(handler: RouteHandler): { path: string; url: string } {
  const path = `/doc${++pathCounter}`;
  routes.set(path, handler);
  return { path, url: `${origin}${path}` };
}
const hitsOf = (path: string) => web.requests.filter((r) => r.url === path);

describe('boundedFetch: the byte limit', () => {
  it('returns status, headers and body of a document within the limit, exactly at the limit too, with a GET and the given headers', async () => {
    const body = 'x'.repeat(100);
    const doc = serve((_req, res) => res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Test': 'yes' }).end(body));
    const res = await boundedFetch(doc.url, { maxBytes: 100, headers: { accept: 'text/plain' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-test')).toBe('yes');
    expect(await res.text()).toBe(body);
    const [req] = hitsOf(doc.path);
    expect(req!.method).toBe('GET');
    expect(req!.headers.accept).toBe('text/plain');
  });

  it('refuses a Content-Length over the limit without reading the body', async () => {
    // The body never ends: reading it would hang until the test times out.
    const doc = serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': '1000000' });
      res.write('x'.repeat(10));
    });
    const started = Date.now();
    await expect(boundedFetch(doc.url, { maxBytes: 1000 })).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('counts the bytes of a body without Content-Length (chunked) and stops one byte past the limit', async () => {
    const chunked = (size: number) =>
      serve((_req, res) => {
        res.writeHead(200); // no Content-Length: chunked
        for (let left = size; left > 0; left -= 1000) res.write('y'.repeat(Math.min(1000, left)));
        res.end();
      });
    const at = chunked(5000);
    expect((await (await boundedFetch(at.url, { maxBytes: 5000 })).arrayBuffer()).byteLength).toBe(5000);
    const over = chunked(5001);
    const err = await boundedFetch(over.url, { maxBytes: 5000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect(err).toMatchObject({ limit: 5000, message: 'the response is larger than 5000 bytes' });
  });

  it('counts decoded bytes: a 1 MB document gzipped to about 1 KB is refused (a wire-byte limit such as undici maxResponseSize lets it through)', async () => {
    const gz = gzipSync(Buffer.alloc(1_000_000, 'a'));
    expect(gz.length).toBeLessThan(64 * 1024);
    const bomb = serve((_req, res) => res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': String(gz.length) }).end(gz));
    await expect(boundedFetch(bomb.url, { maxBytes: 64 * 1024 })).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it('returns a response whose status cannot have a body (204) without failing', async () => {
    const empty = serve((_req, res) => res.writeHead(204).end());
    const res = await boundedFetch(empty.url, { maxBytes: 10 });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });
});

describe('boundedFetch: redirects, cookies, time', () => {
  it('does not follow a redirect: the 302 is returned with its Location, the target is not requested', async () => {
    const target = serve((_req, res) => res.writeHead(200).end('moved here'));
    const moved = serve((_req, res) => res.writeHead(302, { Location: target.url }).end());
    const res = await boundedFetch(moved.url, { maxBytes: 1000 });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target.url);
    expect(hitsOf(target.path)).toHaveLength(0);
  });

  it('sends no cookies, not even those the server set, and asks fetch for credentials: omit', async () => {
    const doc = serve((_req, res) => res.writeHead(200, { 'Set-Cookie': 'session=1; Path=/' }).end('{}'));
    await boundedFetch(doc.url, { maxBytes: 1000 });
    await boundedFetch(doc.url, { maxBytes: 1000 });
    expect(hitsOf(doc.path).map((r) => r.headers.cookie)).toEqual([undefined, undefined]);
    const spy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    await boundedFetch(doc.url, { maxBytes: 1000, fetch: spy });
    expect(spy.mock.calls[0]![1]).toMatchObject({ method: 'GET', redirect: 'manual', credentials: 'omit' });
  });

  it('times out (TimeoutError) on a server that does not answer, and on a body that stalls', async () => {
    const silent = serve(() => {});
    const stalled = serve((_req, res) => {
      res.writeHead(200);
      res.write('{"keys":');
    });
    for (const doc of [silent, stalled]) {
      const started = Date.now();
      await expect(boundedFetch(doc.url, { maxBytes: 1000, timeoutMs: 200 }), doc.path).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('honours a signal given by the caller, alone or with timeoutMs', async () => {
    const doc = serve((_req, res) => res.writeHead(200).end('{}'));
    await expect(boundedFetch(doc.url, { maxBytes: 1000, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(boundedFetch(doc.url, { maxBytes: 1000, signal: AbortSignal.abort(), timeoutMs: 10_000 })).rejects.toMatchObject({ name: 'AbortError' });
    const silent = serve(() => {});
    await expect(boundedFetch(silent.url, { maxBytes: 1000, signal: AbortSignal.timeout(100), timeoutMs: 10_000 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('passes on what inspect throws, before the body (or its Content-Length) is looked at', async () => {
    const doc = serve((_req, res) => {
      res.writeHead(500, { 'Content-Length': '1000000' });
      res.write('x');
    });
    const refusal = new Error('answered 500');
    await expect(
      boundedFetch(doc.url, {
        maxBytes: 10,
        inspect(res) {
          if (res.status !== 200) throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
  });
});

describe('trust.ts: remote key sets are fetched through boundedFetch', () => {
  it('verifies a token against a small remote JWKS, and refuses a JWKS over 64 KB', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
    const small = serve((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
    const large = serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }); // chunked: only the count can tell
      res.end(JSON.stringify({ keys: [jwk], padding: 'p'.repeat(64 * 1024) }));
    });
    const now = Math.floor(Date.now() / 1000);
    const check = async (issuer: string, jwksUri: string) => {
      const token = await new SignJWT({ jti: 'j1' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'example+jwt' })
        .setIssuer(issuer)
        .setAudience('https://as.example')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(privateKey);
      const trust = createTrustStore([{ issuer, jwks_uri: jwksUri }]);
      return trust.verify(token, { typ: 'example+jwt', audience: 'https://as.example', required: ['iss', 'aud', 'jti'], now });
    };
    await expect(check('https://small.example', small.url)).resolves.toMatchObject({ iss: 'https://small.example', jti: 'j1' });
    await expect(check('https://large.example', large.url)).rejects.toThrow();
    expect(hitsOf(large.path)).toHaveLength(1);
  });
});
