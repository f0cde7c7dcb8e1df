/**
 * The prerendered files of a build, served from memory with the headers the build recorded
 * (dist/static-manifest.json, written by integrations/static-manifest.mjs): media type, strong
 * ETag, cache policy, CORS, Link. Negotiated between an HTML page and its Markdown twin (Accept)
 * and between identity and the build's brotli and gzip copies (Accept-Encoding).
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chooseEncoding, chooseMediaType } from '../http/negotiate.ts';
import { matchesIfNoneMatch } from '../http/respond.ts';
import { canonicalTarget } from './canonical.ts';
import { header } from './node-bridge.ts';
import { notFoundPrefix, notFoundPrefixOf } from '../core/urls.ts';

/** Files up to this size are kept in memory, with their compressed copies; larger ones are streamed. */
const MEMORY_LIMIT = 1024 * 1024;
/**
 * Files the build does not compress (images: the PNG social cards, optimised pictures) are kept in
 * memory only up to this size: a link preview is fetched once by a crawler, not at every page view,
 * and a large portfolio has one ~190 KB card per page (1,000 projects: about 190 MB).
 */
const BINARY_MEMORY_LIMIT = 16 * 1024;
/** The manifest's encodings -> the suffix of the copies the build wrote. */
const ENCODING_SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz' };

type Headers = Record<string, string>;
interface Variant {
  body: Buffer | null;
  headers: Headers;
}
export interface StaticEntry {
  path: string;
  markdown?: string;
  /** The headers the build recorded for the file (before content coding). */
  headers: Headers;
  variants: Record<string, Variant>;
}

interface ManifestRoute {
  file: string;
  headers: Headers;
  markdown?: string;
  encodings?: string[];
}
export interface Manifest {
  version: number;
  routes: Record<string, ManifestRoute>;
  /** Path patterns of the on-demand pages (rendered by Astro at request time). */
  pages?: string[];
}

/** Thrown when the build to serve is missing: the message says what to run. */
export class NoBuildError extends Error {
  constructor(path: string) {
    super(`no build found (${path} is missing): run \`npm run build\` first`);
    this.name = 'NoBuildError';
  }
}

export function readManifest(dist: URL): Manifest {
  const url = new URL('static-manifest.json', dist);
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as Manifest;
  } catch {
    throw new NoBuildError(fileURLToPath(url));
  }
}

/** One encoded representation of a file: its bytes and complete response headers. */
function variant(headers: Headers, body: Buffer, coding: string): Variant {
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  if (coding === 'identity') return { body, headers: { ...headers, vary, 'content-length': String(body.length) } };
  // A different byte sequence needs a different strong validator.
  const etag = headers.etag!.replace(/"$/, `-${coding === 'br' ? 'br' : 'gz'}"`);
  return { body, headers: { ...headers, vary, etag, 'content-encoding': coding, 'content-length': String(body.length) } };
}

export interface StaticSite {
  /** The entry of a canonical path, or undefined. */
  get(path: string): StaticEntry | undefined;
  has(path: string): boolean;
  /** The 404 page for a path (base removed): `/<lang>/404` under `/<lang>/` where the build has one, else `/404`, if any. */
  notFound(path: string): StaticEntry | undefined;
  serve(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status?: number): void;
  /** A page and its Markdown twin, negotiated on Accept (406 when neither is acceptable). */
  servePage(req: IncomingMessage, res: ServerResponse, entry: StaticEntry): void;
}

export function loadStaticSite(dist: URL, manifest: Manifest): StaticSite {
  const client = fileURLToPath(new URL('client/', dist));
  const entries = new Map<string, StaticEntry>();
  for (const [url, { file, headers, markdown, encodings = [] }] of Object.entries(manifest.routes)) {
    const path = client + file.slice(1);
    const size = statSync(path).size;
    // Keys in the ingress's canonical form, so that a canonical request finds its file.
    const target = canonicalTarget(url);
    const key = target.ok ? target.path : url;
    const twin = markdown && canonicalTarget(markdown);
    // biome-ignore lint/complexity/useOptionalChain: `twin` may be the empty string, which has no `ok` to narrow on.
    const entry: StaticEntry = { path, headers, ...(twin && twin.ok ? { markdown: twin.path } : {}), variants: {} };
    if (size > MEMORY_LIMIT || (encodings.length === 0 && size > BINARY_MEMORY_LIMIT)) {
      entry.variants.identity = { body: null, headers: { ...headers, 'content-length': String(size) } };
    } else {
      const body = readFileSync(path);
      for (const coding of encodings) {
        entry.variants[coding] = variant(headers, readFileSync(new URL(`precompressed${file}${ENCODING_SUFFIX[coding]}`, dist)), coding);
      }
      entry.variants.identity = encodings.length ? variant(headers, body, 'identity') : { body, headers: { ...headers, 'content-length': String(size) } };
    }
    entries.set(key, entry);
  }
  // The 404 pages (`/404`, and `/<lang>/404` of each other language) are served with status 404 only, never as 200 pages.
  const notFoundPages = new Map<string, StaticEntry>();
  for (const [key, entry] of entries) {
    const prefix = notFoundPrefix(key);
    if (prefix === undefined) continue;
    notFoundPages.set(prefix, entry);
    entries.delete(key);
  }
  const notFound = (path: string) => notFoundPages.get(notFoundPrefixOf(path, notFoundPages));

  function serve(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status = 200) {
    const codings = Object.keys(entry.variants).filter((c) => c !== 'identity');
    const coding = codings.length ? chooseEncoding(header(req, 'accept-encoding'), codings) : 'identity';
    const { body, headers } = entry.variants[coding]!;
    if (status === 200 && matchesIfNoneMatch(header(req, 'if-none-match'), headers.etag!)) {
      const { 'content-length': _l, 'content-type': _t, 'content-encoding': _e, ...rest } = headers;
      res.writeHead(304, rest).end();
      return;
    }
    if (status !== 200) {
      const { etag: _e, ...rest } = headers;
      res.writeHead(status, { ...rest, 'cache-control': 'no-store' });
    } else res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    // A file that vanished or cannot be read ends the response (the headers are already sent).
    else
      createReadStream(entry.path)
        .on('error', () => res.destroy())
        .pipe(res);
  }

  return {
    get: (path) => entries.get(path),
    has: (path) => entries.has(path),
    notFound,
    serve,
    servePage(req, res, entry) {
      if (!entry.markdown) return serve(req, res, entry);
      const type = chooseMediaType(header(req, 'accept'), ['text/html', 'text/markdown']);
      if (type === 'text/markdown') return serve(req, res, entries.get(entry.markdown)!);
      if (type === 'text/html') return serve(req, res, entry);
      res.writeHead(406, { 'content-type': 'text/plain; charset=utf-8', vary: 'Accept' });
      res.end('This page is available as text/html and text/markdown.\n');
    },
  };
}
