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
import { readFileSync, statSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { chooseEncoding, chooseMediaType } from '../http/negotiate.ts';
import { etagOf } from '../http/etag.js';
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
  /** The file's modification time when the server started: a file changed since is not sent under these headers. */
  mtimeMs: number;
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
  const { size, mtimeMs } = statSync(file);
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  if (coding === 'identity') return { file, size, mtimeMs, headers: { ...headers, vary, 'content-length': String(size) } };
  // A different byte sequence needs a different strong validator.
  const etag = headers.etag!.replace(/"$/, `-${coding === 'br' ? 'br' : 'gz'}"`);
  return { file, size, mtimeMs, headers: { ...headers, vary, etag, 'content-encoding': coding, 'content-length': String(size) } };
}

/** Thrown when a built file is gone since the server started, or changes while it is read (a build or deploy over a running server). */
export class ChangedFileError extends Error {
  constructor(file: string, why: string) {
    super(`${file} ${why}: restart the server after a build`);
    this.name = 'ChangedFileError';
  }
}

/**
 * The file of `variant`, opened, and whether it changed since start (its size or modification
 * time): the headers recorded then (Content-Length, the strong ETag) describe those bytes only.
 * Reading from the opened descriptor keeps a file replaced meanwhile (a rename over it) from mixing in.
 */
async function openChecked({ file, size, mtimeMs }: Variant): Promise<{ handle: FileHandle; now: { size: number; changed: boolean } }> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    throw new ChangedFileError(file, `cannot be read since the server started (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    const now = await handle.stat();
    return { handle, now: { size: now.size, changed: now.size !== size || now.mtimeMs !== mtimeMs } };
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
}

/**
 * The headers of a file that changed since start (a build over a running server): its bytes as
 * they are now, with their own length and strong ETag (none when it is streamed), never the
 * recorded ones. The server answers what is on disk until it is restarted with the new manifest.
 */
function changedHeaders(headers: Headers, size: number, body: Buffer | undefined): Headers {
  const { etag, ...rest } = headers;
  return { ...rest, 'content-length': String(size), ...(etag !== undefined && body ? { etag: etagOf(body) } : {}) };
}

/** What answers a file that cannot be sent (the ingress: problem details, logged; after the headers: the connection closed). */
export type SendFailure = (err: unknown) => void;
const destroyOnFailure =
  (res: ServerResponse): SendFailure =>
  () => {
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The file cannot be read.\n');
  };

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
  /** `fail`: answers a file gone or changed on disk since start (before any header is written). */
  serve(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status?: number, fail?: SendFailure): void;
  /** A page and its Markdown twin, negotiated on Accept (406 when neither is acceptable). */
  servePage(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, fail?: SendFailure): void;
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
      const { size, mtimeMs } = statSync(path);
      entry.variants.identity = { file: path, size, mtimeMs, headers: { ...headers, 'content-length': String(size) } };
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

  /**
   * Writes the headers and the file's bytes: from the cache, else from the file once it is open and
   * checked (so that a file gone or changed is answered by `fail`, before any header). A HEAD checks
   * the file too: its headers claim the same as a GET's.
   */
  function send(req: IncomingMessage, res: ServerResponse, chosen: Variant, status: number, headers: Headers, fail: SendFailure) {
    const cached = cache.get(chosen.file);
    if (cached) {
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : cached);
      return;
    }
    openChecked(chosen)
      .then(async ({ handle, now }) => {
        // The client went away while the file was opened: nothing to send (and pipeline would throw, leaving the file open).
        if (res.destroyed || req.method === 'HEAD') {
          await handle.close();
          if (!res.destroyed) res.writeHead(status, now.changed ? changedHeaders(headers, now.size, undefined) : headers).end();
          return;
        }
        if (now.size > READ_LIMIT) {
          res.writeHead(status, now.changed ? changedHeaders(headers, now.size, undefined) : headers);
          // pipeline, not pipe: a response closed early (the client went away) closes the file too.
          pipeline(handle.createReadStream({ end: now.size - 1 }), res, () => {});
          return;
        }
        let body: Buffer;
        try {
          body = await handle.readFile();
        } finally {
          await handle.close();
        }
        if (body.length !== now.size) throw new ChangedFileError(chosen.file, 'changed while read');
        if (now.changed) {
          res.writeHead(status, changedHeaders(headers, body.length, body)).end(body);
          return;
        }
        if (chosen.size <= CACHE_FILE_LIMIT) cache.set(chosen.file, body);
        res.writeHead(status, headers).end(body);
      })
      .catch((err: unknown) => fail(err));
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status = 200, fail: SendFailure = destroyOnFailure(res)) {
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
      send(req, res, chosen, status, { ...rest, 'cache-control': 'no-store' }, fail);
    } else send(req, res, chosen, status, headers, fail);
  }

  return {
    get: (path) => entries.get(path),
    has: (path) => entries.has(path),
    notFound,
    serve,
    servePage(req, res, entry, fail) {
      if (!entry.markdown) return serve(req, res, entry, 200, fail);
      const type = chooseMediaType(header(req, 'accept'), ['text/html', 'text/markdown']);
      if (type === 'text/markdown') return serve(req, res, entries.get(entry.markdown)!, 200, fail);
      if (type === 'text/html') return serve(req, res, entry, 200, fail);
      res.writeHead(406, { 'content-type': 'text/plain; charset=utf-8', vary: 'Accept' });
      res.end('This page is available as text/html and text/markdown.\n');
    },
    release: () => cache.clear(),
  };
}
