/**
 * The conformance table of the deployment targets: the same HTTP cases, sent to the Node server
 * alone (the reference) and to a front (nginx, a CDN emulator) in front of it. Each case is
 * checked on its own (the status the reference must give) and against the reference (the same
 * status and the same essential headers). The static documents come from the build's manifest,
 * the filtered queries from the route registry: no second list.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Manifest } from '../../src/server/static-files.ts';
import { queryParameters } from '../../integrations/static-manifest.mjs';
import { AS_METADATA_PATH, JWKS_PATH } from '../../src/auth/metadata.ts';
import { MCP_PATH } from '../../src/mcp/identity.ts';
import { notFoundPrefix } from '../../src/core/urls.ts';

export interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status the reference gives. */
  status: number;
  /** Headers whose values must be the same as the reference's (lower case). */
  same?: string[];
  /** Headers that must be present (values may differ, for example a validator). */
  present?: string[];
  /** Compare the (decoded) bodies byte for byte. */
  sameBody?: boolean;
  /** Send If-None-Match with the ETag of a first answer: 304 expected. */
  conditional?: boolean;
}

/** Headers every file answer carries, as the manifest records them. */
const FILE_HEADERS = [
  'content-type',
  'cache-control',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'link',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  // Every page: the strict policy of src/http/csp.ts, byte for byte as the Node server sends it.
  'content-security-policy',
];

export function readBuildManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, 'static-manifest.json'), 'utf8')) as Manifest;
}

/** The table, from the build's manifest (every file but the 404 pages) and the route registry. */
export async function conformanceCases(manifest: Manifest): Promise<Case[]> {
  const cases: Case[] = [];
  for (const [url, route] of Object.entries(manifest.routes)) {
    if (notFoundPrefix(url) !== undefined) continue;
    const compressed = (route.encodings?.length ?? 0) > 0;
    cases.push({
      name: `GET ${url} (br)`,
      path: url,
      headers: { 'accept-encoding': 'br, gzip' },
      status: 200,
      same: [...FILE_HEADERS, 'content-encoding', 'vary'],
      present: ['etag'],
      sameBody: true,
      conditional: true,
    });
    if (compressed) {
      cases.push({
        name: `GET ${url} (gzip)`,
        path: url,
        headers: { 'accept-encoding': 'gzip' },
        status: 200,
        same: ['content-type', 'content-encoding'],
        sameBody: true,
      });
      cases.push({
        name: `GET ${url} (identity)`,
        path: url,
        headers: { 'accept-encoding': 'identity' },
        status: 200,
        same: ['content-type', 'content-encoding'],
        sameBody: true,
      });
    }
  }
  cases.push({ name: 'HEAD /', method: 'HEAD', path: '/', status: 200, same: ['content-type', 'cache-control'], present: ['etag'] });

  // Filtered queries: one real value per parameter of each prerendered API path (registry), a
  // duplicate parameter, an unknown value.
  const params = await queryParameters();
  const projects = JSON.parse(readFileSync(new URL('../../dist/client/v1/projects.json', import.meta.url), 'utf8')) as { data: { tags: string[] }[] };
  const skills = JSON.parse(readFileSync(new URL('../../dist/client/v1/skills.json', import.meta.url), 'utf8')) as { data: Record<string, string[]> };
  const sample: Record<string, string> = { tag: projects.data[0]!.tags[0]!, category: Object.keys(skills.data)[0]! };
  for (const [path, names] of params) {
    if (!manifest.routes[path]) continue;
    for (const name of names) {
      const value = sample[name];
      if (!value) throw new Error(`no sample value for ?${name} on ${path}: add one to tests/deploy/conformance.ts`);
      const q = (v: string) => `${path}?${name}=${encodeURIComponent(v)}`;
      cases.push({ name: `filter ${q(value)}`, path: q(value), status: 200, same: ['content-type', 'access-control-allow-origin'], sameBody: true });
      cases.push({ name: `duplicate ?${name} on ${path}`, path: `${q(value)}&${name}=${encodeURIComponent(value)}`, status: 400, same: ['content-type'] });
    }
  }
  cases.push({ name: 'unknown parameter is ignored', path: '/v1/projects?nope=1', status: 200, same: ['content-type'], sameBody: true });

  // Markdown negotiation on a page.
  cases.push({
    name: 'Accept: text/markdown on /',
    path: '/',
    headers: { accept: 'text/markdown' },
    status: 200,
    same: ['content-type', 'vary', 'link'],
    sameBody: true,
  });
  cases.push({
    name: 'Accept: text/markdown, text/html;q=0.5 on /projects',
    path: '/projects',
    headers: { accept: 'text/markdown, text/html;q=0.5' },
    status: 200,
    same: ['content-type'],
    sameBody: true,
  });
  cases.push({
    name: 'browser Accept on /skills',
    path: '/skills',
    headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    status: 200,
    same: ['content-type'],
    sameBody: true,
  });
  cases.push({
    name: 'Accept: text/html;q=0, text/markdown on /',
    path: '/',
    headers: { accept: 'text/html;q=0, text/markdown' },
    status: 200,
    same: ['content-type'],
  });
  cases.push({
    name: 'Accept: application/json on a page (406)',
    path: '/projects',
    headers: { accept: 'application/json' },
    status: 406,
    same: ['content-type'],
  });
  cases.push({ name: 'GET /index.md', path: '/index.md', status: 200, same: ['content-type', 'link'], sameBody: true });

  // Credentials on static API paths: a bad token is refused even on public data.
  cases.push({
    name: 'bad bearer token on /v1/projects',
    path: '/v1/projects',
    headers: { authorization: 'Bearer not-a-token' },
    status: 401,
    present: ['www-authenticate'],
    same: ['content-type'],
  });
  cases.push({ name: 'bad bearer token on /v1', path: '/v1', headers: { authorization: 'Bearer not-a-token' }, status: 401, present: ['www-authenticate'] });
  cases.push({
    name: 'Authorization on a page is ignored',
    path: '/projects',
    headers: { authorization: 'Bearer not-a-token' },
    status: 200,
    same: ['content-type'],
  });

  // CORS preflights and OPTIONS.
  const preflight = { origin: 'https://agent.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' };
  cases.push({
    name: 'CORS preflight on /v1/projects',
    method: 'OPTIONS',
    path: '/v1/projects',
    headers: preflight,
    status: 204,
    same: ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age'],
  });
  cases.push({
    name: 'CORS preflight on /openapi.json',
    method: 'OPTIONS',
    path: '/openapi.json',
    headers: preflight,
    status: 204,
    same: ['access-control-allow-origin', 'allow'],
  });
  cases.push({
    name: 'CORS preflight on the token endpoint',
    method: 'OPTIONS',
    path: '/v1/auth/token',
    headers: { ...preflight, 'access-control-request-method': 'POST' },
    status: 204,
    same: ['access-control-allow-origin'],
  });

  // POSTs and other methods.
  cases.push({
    name: 'POST token without credentials',
    method: 'POST',
    path: '/v1/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
    status: 401,
    same: ['content-type', 'cache-control'],
  });
  cases.push({
    name: 'POST /v1/ask',
    method: 'POST',
    path: '/v1/ask',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"Which projects use Python?"}',
    status: 200,
    same: ['content-type'],
  });
  // On-demand pages and the 404 page carry the same Content-Security-Policy through every front.
  cases.push({ name: 'GET /ask (on demand)', path: '/ask?q=python', status: 200, same: ['content-type', 'content-security-policy', 'x-frame-options'] });
  cases.push({ name: 'GET an unknown page (404)', path: '/no/such/page', status: 404, same: ['content-type', 'content-security-policy'] });
  cases.push({
    name: 'POST on a page (405)',
    method: 'POST',
    path: '/projects',
    headers: { 'content-type': 'text/plain' },
    body: 'x',
    status: 405,
    same: ['allow'],
  });
  cases.push({
    name: 'PUT on an API file (405)',
    method: 'PUT',
    path: '/v1/projects',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    status: 405,
    same: ['allow'],
  });
  cases.push({ name: 'DELETE on a document (405)', method: 'DELETE', path: '/llms.txt', status: 405, same: ['allow'] });

  // Authorization server metadata and keys (Node only).
  cases.push({
    name: 'authorization server metadata',
    path: AS_METADATA_PATH,
    status: 200,
    same: ['content-type', 'access-control-allow-origin'],
    sameBody: true,
  });
  cases.push({ name: 'JWKS', path: JWKS_PATH, status: 200, same: ['content-type'] });

  // MCP over streamable HTTP.
  cases.push({
    name: 'MCP initialize',
    method: 'POST',
    path: MCP_PATH,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'conformance', version: '1' } },
    }),
    status: 200,
    same: ['content-type'],
  });
  cases.push({ name: 'MCP GET', path: MCP_PATH, headers: { accept: 'text/event-stream' }, status: 405, same: ['allow'] });

  // The on-demand /ask page, with and without a question.
  for (const page of manifest.pages ?? []) {
    cases.push({ name: `on-demand ${page}`, path: page, status: 200, same: ['content-type'] });
    cases.push({ name: `on-demand ${page}?q=`, path: `${page}?q=${encodeURIComponent('Which projects use Python?')}`, status: 200, same: ['content-type'] });
  }
  // Not found: the 404 page for a browser, problem details under /v1.
  cases.push({ name: '404 page', path: '/no-such-page', status: 404, same: ['content-type', 'cache-control'], sameBody: true });
  // A miss under a language's folder gets that language's 404 page (`/de/404`), on every front.
  for (const prefix of Object.keys(manifest.routes).flatMap((url) => notFoundPrefix(url) || [])) {
    cases.push({ name: `404 page under ${prefix}/`, path: `${prefix}/no-such-page`, status: 404, same: ['content-type', 'cache-control'], sameBody: true });
  }
  cases.push({ name: '404 under /v1', path: '/v1/no-such-thing', status: 404, same: ['content-type'] });
  cases.push({ name: 'query on a page is ignored', path: '/projects?utm_source=x', status: 200, same: ['content-type'], sameBody: true });
  return cases;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

function decode(headers: Headers, body: Buffer): Buffer {
  const coding = headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * One request with node:http (fetch would decode the body and add its own Accept-Encoding), with
 * the path sent as written: `//evil.example/x` is a request target here, not a URL to resolve.
 */
export function send(base: string, c: Case, extra: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const options = { hostname, port, path: c.path, method: c.method ?? 'GET', headers: { ...(c.headers ?? {}), ...extra }, agent: false };
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

/** Header values compared as sets of comma-separated tokens (Vary: Accept, Accept-Encoding). */
function normal(name: string, value: string | null): string | null {
  if (value === null) return null;
  if (name === 'vary' || name === 'allow' || name.startsWith('access-control-')) {
    return value
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
      .sort()
      .join(', ');
  }
  return value;
}

const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * A documented difference of a target: a header that is not compared (in the cases whose name
 * matches `cases`, else in all), with the reason (the README's deployment table says the same).
 */
export interface Limitation {
  header: string;
  cases?: RegExp;
  reason: string;
}

const limited = (limits: readonly Limitation[], c: Case, header: string) => limits.some((l) => l.header === header && (!l.cases || l.cases.test(c.name)));

/** Checks one case on `target` against the reference, except the target's documented limitations. */
export async function checkCase(reference: string, target: string, c: Case, limits: readonly Limitation[] = []) {
  const [ref, got] = await Promise.all([send(reference, c), send(target, c)]);
  expect(ref.status, `${c.name}: reference status`).toBe(c.status);
  expect(got.status, `${c.name}: status`).toBe(ref.status);
  for (const name of c.same ?? []) {
    if (limited(limits, c, name)) continue;
    expect(normal(name, got.headers.get(name)), `${c.name}: ${name}`).toBe(normal(name, ref.headers.get(name)));
  }
  for (const name of c.present ?? []) {
    expect(ref.headers.get(name), `${c.name}: reference ${name}`).not.toBeNull();
    expect(got.headers.get(name), `${c.name}: ${name}`).not.toBeNull();
  }
  if (c.sameBody && c.method !== 'HEAD') {
    expect(digest(decode(got.headers, got.body)), `${c.name}: body`).toBe(digest(decode(ref.headers, ref.body)));
  }
  if (c.conditional) {
    const etag = got.headers.get('etag')!;
    const again = await send(target, c, { 'if-none-match': etag });
    expect(again.status, `${c.name}: If-None-Match`).toBe(304);
    expect(again.body.length, `${c.name}: 304 body`).toBe(0);
  }
}
