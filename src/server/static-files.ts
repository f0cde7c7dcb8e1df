/**
 * The prerendered files of a build, served with the headers the build recorded
 * (dist/static-manifest.json, written by integrations/static-manifest.mjs): media type, strong
 * ETag, cache policy, CORS, Link. Negotiated between an HTML page and its Markdown twin (Accept)
 * and between identity and the build's brotli and gzip copies (Accept-Encoding).
 *
 * The bytes are read from disk when asked for, not held from the start (docs/security.md, Memory
 * under load): the files of a build are megabytes (the example's 421 files and their compressed
 * copies: 4.6 MB) that the process held for its whole life, although most of them are rarely asked
 * for. Small files that are asked for are kept in a cache of bounded size (the API's prerendered
 * JSON, the pages people read), emptied when the server is idle; larger ones are streamed.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { chooseEncoding, chooseMediaType } from '../http/negotiate.ts';
import { matchesIfNoneMatch } from '../http/respond.ts';
import { canonicalTarget } from './canonical.ts';
import { header } from './node-bridge.ts';
import { notFoundPrefix, notFoundPrefixOf } from '../core/urls.ts';

/** Files up to this size are read whole (and may be cached); larger ones are streamed from disk. */
const READ_LIMIT = 1024 * 1024;
/** The cache of file bodies: at most this many bytes, the least recently used dropped first... */
export const CACHE_BYTES = 2 * 1024 * 1024;
/** ...of files up to this size (a large file read once, a social card, does not push the hot ones out). */
const CACHE_FILE_LIMIT = 64 * 1024;
/** The manifest's encodings -> the suffix of the copies the build wrote. */
const ENCODING_SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz' };

type Headers = Record<string, string>;
interface Variant {
  /** The file with these bytes (the build's compressed copy for br and gzip). */
  file: string;
  size: number;
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

/** One encoded representation of a file: where its bytes are and its complete response headers. */
function variant(headers: Headers, file: string, coding: string): Variant {
  const size = statSync(file).size;
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  if (coding === 'identity') return { file, size, headers: { ...headers, vary, 'content-length': String(size) } };
  // A different byte sequence needs a different strong validator.
  const etag = headers.etag!.replace(/"$/, `-${coding === 'br' ? 'br' : 'gz'}"`);
  return { file, size, headers: { ...headers, vary, etag, 'content-encoding': coding, 'content-length': String(size) } };
}

/**
 * File bodies by file name, at most `limit` bytes in all; `get` makes an entry the most recently
 * used (a Map keeps insertion order: the first key is the least recently used).
 */
export function bodyCache(limit = CACHE_BYTES) {
  const bodies = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(file: string): Buffer | undefined {
      const body = bodies.get(file);
      if (body) {
        bodies.delete(file);
        bodies.set(file, body);
      }
      return body;
    },
    set(file: string, body: Buffer) {
      if (body.length > limit || bodies.has(file)) return;
      bodies.set(file, body);
      bytes += body.length;
      for (const [key, old] of bodies) {
        if (bytes <= limit) break;
        bodies.delete(key);
        bytes -= old.length;
      }
    },
    clear() {
      bodies.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
  };
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
  /** Drops the cached file bodies (the server calls it when idle). */
  release(): void;
}

export function loadStaticSite(dist: URL, manifest: Manifest): StaticSite {
  const client = fileURLToPath(new URL('client/', dist));
  const entries = new Map<string, StaticEntry>();
  for (const [url, { file, headers, markdown, encodings = [] }] of Object.entries(manifest.routes)) {
    const path = client + file.slice(1);
    // Keys in the ingress's canonical form, so that a canonical request finds its file.
    const target = canonicalTarget(url);
    const key = target.ok ? target.path : url;
    const twin = markdown && canonicalTarget(markdown);
    // biome-ignore lint/complexity/useOptionalChain: `twin` may be the empty string, which has no `ok` to narrow on.
    const entry: StaticEntry = { path, headers, ...(twin && twin.ok ? { markdown: twin.path } : {}), variants: {} };
    for (const coding of encodings) {
      entry.variants[coding] = variant(headers, fileURLToPath(new URL(`precompressed${file}${ENCODING_SUFFIX[coding]}`, dist)), coding);
    }
    if (encodings.length) entry.variants.identity = variant(headers, path, 'identity');
    else {
      const size = statSync(path).size;
      entry.variants.identity = { file: path, size, headers: { ...headers, 'content-length': String(size) } };
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
  const cache = bodyCache();

  /** Writes a file's bytes after the headers; a file that vanished or cannot be read ends the response (the headers are sent). */
  function send(res: ServerResponse, { file, size }: Variant) {
    const cached = cache.get(file);
    if (cached) {
      res.end(cached);
      return;
    }
    if (size > READ_LIMIT) {
      // pipeline, not pipe: a response closed early (the client went away) closes the file too.
      pipeline(createReadStream(file), res, () => {});
      return;
    }
    readFile(file).then(
      (body) => {
        if (size <= CACHE_FILE_LIMIT) cache.set(file, body);
        res.end(body);
      },
      () => res.destroy(),
    );
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status = 200) {
    const codings = Object.keys(entry.variants).filter((c) => c !== 'identity');
    const coding = codings.length ? chooseEncoding(header(req, 'accept-encoding'), codings) : 'identity';
    const chosen = entry.variants[coding]!;
    const { headers } = chosen;
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
    else send(res, chosen);
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
    release: () => cache.clear(),
  };
}
