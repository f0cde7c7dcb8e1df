/**
 * The request handling of a CDN's edge code (the Cloudflare Pages worker, the Netlify Edge
 * Function), with Web APIs only: the same decisions as the Node server's ingress
 * (src/server/ingress.ts), so that a static host answers like the Node server.
 *
 * - A method no resource answers (TRACE, WebDAV verbs) is a 405 problem, a malformed Host a 400 problem; the path is canonicalised by the ingress's own function
 *   (src/server/canonical.ts): a non-canonical path is redirected (308 for GET, HEAD, OPTIONS)
 *   or refused (400 problem), never served or proxied.
 * - A prerendered file, read with GET or HEAD, is served from the host's assets with the
 *   manifest's headers; a page is negotiated with its Markdown twin on `Accept` (406 when neither
 *   is acceptable), as src/server/static-files.ts does.
 * - An API file asked with a query string or with `Authorization` (a filtered answer, or a 401
 *   for a bad token), any other method, and every path that is not a file go to the Node server:
 *   API_ORIGIN's scheme, host and port, whatever the path says (./upstream.ts), with
 *   X-Forwarded-For / -Proto / -Host.
 * - Without API_ORIGIN (a static-only site) those get the site's 404 page, or a 405 for other methods.
 */
import { notFoundPrefix, notFoundPrefixOf } from '../core/urls.ts';
import { chooseMediaType, fileAnswers } from '../http/negotiate.ts';
import {
  CANONICAL_REDIRECT_HEADERS,
  DISPATCHED_METHODS,
  decideTarget,
  INVALID_HOST_DETAIL,
  isValidHost,
  methodNotAllowedDetail,
  SITE_ALLOW,
} from '../server/canonical.ts';
import { apiBase, upstreamUrl } from './upstream.ts';
import { isApiPath } from '../catalogue/operations.ts';

export interface EdgeEntry {
  /** The path to ask the host's asset server for. */
  asset: string;
  headers: Record<string, string>;
  /** The URL of the page's Markdown twin. */
  markdown?: string;
  /** An API file: a query or a credential makes it the Node server's. */
  api?: boolean;
}

/** What the ingress's problems of one type share (src/http/render-error.ts renders them at build time): `type`, `title`, the headers. */
export interface EdgeProblem {
  type: string;
  title: string;
  headers: Record<string, string>;
}

export interface EdgeTable {
  routes: Record<string, EdgeEntry>;
  /** The 404 pages by the folder they answer for: `''` (the default language's), `/de`, ... (src/core/urls.ts `notFoundPrefix`). */
  notFound?: Record<string, EdgeEntry>;
  /** The problem types the door answers with. */
  problems: EdgeProblems;
}

export interface EdgeProblems {
  'bad-request': EdgeProblem;
  'method-not-allowed': EdgeProblem;
}

export interface EdgeEnv {
  /** The Node server's origin, for example `https://api.example.com`; undefined for a static-only site. */
  origin: string | undefined;
  /** Fetches an asset of the site (with the request's conditional headers, which must reach the asset server). */
  asset(path: string, request: Request): Promise<Response>;
  /** The client's address as the host knows it. */
  clientAddress?: string;
}

const FILE_ALLOW = 'GET, HEAD, OPTIONS';
const PASSED = ['if-none-match', 'if-modified-since', 'accept-encoding', 'range', 'if-range'];

/** The table of a build's manifest: what the edge code needs of each file. */
export function edgeTable(
  manifest: { routes: Record<string, { file: string; headers: Record<string, string>; markdown?: string; encodings?: string[] }> },
  assetPath: (url: string, file: string) => string,
  problems: EdgeProblems,
): EdgeTable {
  const routes: Record<string, EdgeEntry> = {};
  for (const [url, { file, headers, markdown, encodings = [] }] of Object.entries(manifest.routes)) {
    const { etag: _etag, ...rest } = headers;
    // As the Node server says it: the answer depends on Accept-Encoding (the host compresses).
    if (encodings.length) rest.vary = [rest.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    const api = isApiPath(url);
    routes[url] = { asset: assetPath(url, file), headers: rest, ...(markdown ? { markdown } : {}), ...(api ? { api } : {}) };
  }
  const served: Record<string, EdgeEntry> = {};
  const notFound: Record<string, EdgeEntry> = {};
  for (const [url, entry] of Object.entries(routes)) {
    const prefix = notFoundPrefix(url);
    if (prefix === undefined) served[url] = entry;
    else notFound[prefix] = entry;
  }
  return { routes: served, ...(Object.keys(notFound).length ? { notFound } : {}), problems };
}

async function serveAsset(request: Request, entry: EdgeEntry, env: EdgeEnv, status = 200): Promise<Response> {
  const headers = new Headers();
  for (const name of PASSED) {
    const value = request.headers.get(name);
    if (value !== null && status === 200) headers.set(name, value);
  }
  const url = new URL(entry.asset, request.url);
  const found = await env.asset(url.href, new Request(url.href, { method: request.method, headers }));
  if (found.status !== 200 && found.status !== 304 && found.status !== 206) return found;
  const out = new Headers(entry.headers);
  for (const name of ['etag', 'last-modified', 'content-encoding', 'content-range', 'accept-ranges']) {
    const value = found.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  if (status !== 200) {
    out.delete('etag');
    out.set('cache-control', 'no-store');
  }
  if (found.status === 304) out.delete('content-type');
  return new Response(request.method === 'HEAD' || found.status === 304 ? null : found.body, { status: status === 200 ? found.status : status, headers: out });
}

function proxy(request: Request, target: URL, env: EdgeEnv): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  const forwarded = [headers.get('x-forwarded-for'), env.clientAddress].filter(Boolean).join(', ');
  if (forwarded) headers.set('x-forwarded-for', forwarded);
  headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
  headers.set('x-forwarded-host', url.host);
  // The runtimes' fetch decodes compressed bodies but keeps Content-Encoding: Node answers
  // uncompressed, and the CDN compresses for the client.
  headers.set('accept-encoding', 'identity');
  const read = request.method === 'GET' || request.method === 'HEAD';
  // The upstream answer is returned as it is (a 401 or 403 with its WWW-Authenticate, a redirect
  // unfollowed): nothing after this function rewrites it. A Node server that cannot be reached is a
  // 502 of this code, not an exception for the host to answer.
  return fetch(target, {
    method: request.method,
    headers,
    body: read ? null : request.body,
    redirect: 'manual',
    ...(read ? {} : { duplex: 'half' }),
  } as RequestInit).catch(() => textAnswer(502, 'The API server did not answer.\n'));
}

const textAnswer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** A problem as the ingress renders it (src/http/render-error.ts), from the build's `type`, `title` and headers. */
function refuse(request: Request, table: EdgeTable, slug: keyof EdgeProblems, code: string, detail: string, instance?: string, allow?: string): Response {
  const { type, title, headers } = table.problems[slug];
  const status = slug === 'bad-request' ? 400 : 405;
  const body = { type, title, status, detail, code, ...(instance ? { instance } : {}) };
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), { status, headers: { ...headers, ...(allow ? { allow } : {}) } });
}

/**
 * The ingress's door, in its order: the method (one no resource answers is a 405, and fetch
 * could not send TRACE or CONNECT anyway), the Host, the canonical path; then the Node server's
 * base URL. Before any file is served or any request proxied.
 */
function door(request: Request, table: EdgeTable, env: EdgeEnv): Response | { path: string; search: string; base: URL | undefined } {
  const url = new URL(request.url);
  const method = request.method;
  if (!DISPATCHED_METHODS.has(method)) {
    return refuse(request, table, 'method-not-allowed', 'METHOD_NOT_ALLOWED', methodNotAllowedDetail(method, SITE_ALLOW), undefined, SITE_ALLOW);
  }
  if (!isValidHost(request.headers.get('host') ?? url.host)) return refuse(request, table, 'bad-request', 'INVALID_HOST', INVALID_HOST_DETAIL);
  const target = decideTarget(method, url.pathname + url.search);
  if (target.kind === 'redirect') return new Response(null, { status: 308, headers: { location: target.location, ...CANONICAL_REDIRECT_HEADERS } });
  if (target.kind === 'refuse') return refuse(request, table, 'bad-request', target.code, target.detail, target.instance);
  const base = env.origin ? apiBase(env.origin) : undefined;
  if (env.origin && !base) {
    // A host variable that is not an http(s) origin: nothing is proxied anywhere else instead.
    return textAnswer(502, 'API_ORIGIN is not an http(s) URL without credentials, query or fragment.\n');
  }
  return { path: target.path, search: target.search, base };
}

export async function handleEdge(request: Request, table: EdgeTable, env: EdgeEnv): Promise<Response> {
  const checked = door(request, table, env);
  if (checked instanceof Response) return checked;
  const { path, search, base } = checked;
  const method = request.method;
  const read = method === 'GET' || method === 'HEAD';
  let entry = table.routes[path];
  // A file in the default language answers a request that may ask for another only where no Node server can (src/http/negotiate.ts).
  const fileFits = (e: EdgeEntry) => !base || fileAnswers(e.headers, request.headers.get('accept-language'));
  if (entry && read && (!entry.api || (search === '' && !request.headers.has('authorization') && fileFits(entry)))) {
    if (entry.markdown) {
      const type = chooseMediaType(request.headers.get('accept') ?? undefined, ['text/html', 'text/markdown']);
      if (type === undefined) {
        return new Response(method === 'HEAD' ? null : 'This page is available as text/html and text/markdown.\n', {
          status: 406,
          headers: { 'content-type': 'text/plain; charset=utf-8', vary: 'Accept' },
        });
      }
      if (type === 'text/markdown') entry = table.routes[entry.markdown] ?? entry;
    }
    return serveAsset(request, entry, env);
  }
  if (base) return proxy(request, upstreamUrl(base, path, search), env);
  // A static-only site: what only the Node server can answer is absent.
  if (entry && method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: { allow: FILE_ALLOW, 'access-control-allow-origin': '*', 'access-control-allow-methods': FILE_ALLOW } });
  }
  // The 404 page in the language of the path (`/de/…` gets `/de/404`).
  const notFound = table.notFound?.[notFoundPrefixOf(path, new Set(Object.keys(table.notFound)))];
  if (read && notFound) return serveAsset(request, notFound, env, 404);
  return new Response(read ? 'Not found.\n' : `${method.slice(0, 20)} is not allowed here.\n`, {
    status: read ? 404 : 405,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...(read ? {} : { allow: FILE_ALLOW }) },
  });
}
