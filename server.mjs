// The production server: serves the last build on HOST:PORT (defaults 127.0.0.1:4321).
//
// Static first, but only where it is right: a GET or HEAD for a file listed in
// dist/static-manifest.json is answered from memory with the headers the build recorded (media
// type, strong ETag, cache policy, CORS, Link), negotiated between an HTML page and its Markdown
// twin (Accept) and between identity and the build's gzip and brotli copies (Accept-Encoding).
// An API path with a query string never gets its unfiltered file: every /v1 request that is
// not a plain file goes to the API router (src/http/router.ts, the same code that prerendered
// the files). The rest goes to Astro's handler (on-demand pages, the 404 page).
import http from 'node:http';
import compression from 'compression';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createPortfolio } from './src/core/portfolio.ts';
import { createUrls } from './src/core/urls.ts';
import { chooseEncoding, chooseMediaType } from './src/http/negotiate.ts';
import { MAX_BODY_BYTES, matchesIfNoneMatch } from './src/http/respond.ts';
import { handleApi } from './src/http/router.ts';
import { createServices } from './src/http/services.ts';
import { serverCardResponder, SERVER_CARD_PATHS } from './src/mcp/card.ts';
import { createMcpHandler, parseMcpBody } from './src/mcp/handler.ts';
import { MCP_PATH } from './src/mcp/identity.ts';

/** The build to serve: PORTFOLIO_DIST (default dist/ next to this file). */
const DIST = process.env.PORTFOLIO_DIST?.trim()
  ? pathToFileURL(resolve(process.env.PORTFOLIO_DIST.trim()) + '/')
  : new URL('./dist/', import.meta.url);
/** Files up to this size are kept in memory, with their compressed copies; larger ones are streamed. */
const MEMORY_LIMIT = 1024 * 1024;
/** The manifest's encodings -> the suffix of the copies the build wrote (integrations/static-manifest.mjs). */
const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' };

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

function readConfig(env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const portText = env.PORT?.trim() || '4321';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`PORT must be an integer from 0 to 65535; got "${env.PORT}"`);
  return { host, port };
}

/** One encoded representation of a file: its bytes and complete response headers. */
function variant(headers, body, coding) {
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  if (coding === 'identity') {
    return { body, headers: { ...headers, vary, 'content-length': String(body.length) } };
  }
  // A different byte sequence needs a different strong validator.
  const etag = headers.etag.replace(/"$/, `-${coding === 'br' ? 'br' : 'gz'}"`);
  return { body, headers: { ...headers, vary, etag, 'content-encoding': coding, 'content-length': String(body.length) } };
}

function loadManifest() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('static-manifest.json', DIST), 'utf8'));
  } catch {
    fail(`no build found (${fileURLToPath(new URL('static-manifest.json', DIST))} is missing): run \`npm run build\` first`);
  }
  const client = fileURLToPath(new URL('client/', DIST));
  const entries = new Map();
  for (const [url, { file, headers, markdown, encodings = [] }] of Object.entries(manifest.routes)) {
    const path = client + file.slice(1);
    const size = statSync(path).size;
    if (size > MEMORY_LIMIT) {
      entries.set(url, { path, markdown, variants: { identity: { body: null, headers: { ...headers, 'content-length': String(size) } } } });
      continue;
    }
    const body = readFileSync(path);
    const variants = {};
    for (const coding of encodings) variants[coding] = variant(headers, readFileSync(new URL(`precompressed${file}${ENCODING_SUFFIX[coding]}`, DIST)), coding);
    variants.identity = encodings.length ? variant(headers, body, 'identity') : { body, headers: { ...headers, 'content-length': String(size) } };
    entries.set(url, { path, markdown, variants });
  }
  return entries;
}

function header(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

function serveStatic(req, res, entry, status = 200) {
  const codings = Object.keys(entry.variants).filter((c) => c !== 'identity');
  const coding = codings.length ? chooseEncoding(header(req, 'accept-encoding'), codings) : 'identity';
  const { body, headers } = entry.variants[coding];
  if (status === 200 && matchesIfNoneMatch(header(req, 'if-none-match'), headers.etag)) {
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
  else createReadStream(entry.path).pipe(res);
}

/** The API context: the build's content snapshot, and the services configured by the environment. */
async function loadApi() {
  const snapshot = JSON.parse(readFileSync(new URL('server/portfolio.json', DIST), 'utf8'));
  const urls = createUrls(snapshot.site, snapshot.base);
  try {
    const services = await createServices(process.env, urls.origin, fileURLToPath(new URL('.', import.meta.url)));
    const askIndex = JSON.parse(readFileSync(new URL('server/ask-index.json', DIST), 'utf8'));
    return { portfolio: createPortfolio(snapshot.data), urls, askIndex, ...services };
  } catch (err) {
    if (err?.name === 'ConfigError') fail(`invalid configuration: ${err.message}`);
    throw err;
  }
}

function clientIp(req, trustProxy) {
  const forwarded = trustProxy ? header(req, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || req.socket.remoteAddress || 'unknown';
}

function writeResult(req, res, result) {
  const { body, headers } = result;
  // A Content-Length (not chunked encoding): one write per response, and HEAD tells the length too.
  if (body !== null && headers['Content-Length'] === undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(result.status, headers);
  res.end(req.method === 'HEAD' || body === null ? undefined : body);
}

/**
 * Answers are computed after the I/O phase that read their requests: the requests read in one
 * event-loop turn are answered one after the other, then written, instead of each answer
 * running between two socket reads. Under load this keeps the answering code and data in the
 * CPU caches (measured with `npm run bench`: about twice the /v1/ask throughput and half its
 * p99); an idle server pays one setImmediate hop. Tasks must not throw (they catch their errors).
 */
const pending = [];
function later(task) {
  if (pending.length === 0) setImmediate(runPending);
  pending.push(task);
}
function runPending() {
  for (const task of pending.splice(0)) task();
}

/** A failed answer: logged, and a bare 500 if nothing was sent yet. */
function failed(req, res, err) {
  console.error('[serve] failed to answer', req.url, err);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end();
}

/**
 * Reads a request body up to MAX_BODY_BYTES, then calls `answer` with `{ text, bytes, tooLarge }`
 * (undefined for a request without a body). Beyond the limit (or a larger Content-Length) the
 * rest is not read: `tooLarge` is set and the connection is closed after the answer. A failing
 * answer is logged and ends as a bare 500.
 */
function readBody(req, res, answer) {
  const reply = (body) => {
    if (body?.tooLarge) {
      res.setHeader('connection', 'close');
      res.on('finish', () => req.destroy());
    }
    later(() => Promise.resolve().then(() => answer(body)).catch((err) => failed(req, res, err)));
  };
  const declared = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!declared && !chunked) return reply(undefined);
  if (declared > MAX_BODY_BYTES) return reply({ text: '', bytes: declared, tooLarge: true });
  const chunks = [];
  let bytes = 0;
  let done = false;
  req.on('data', (chunk) => {
    if (done) return;
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) {
      done = true;
      reply({ text: '', bytes, tooLarge: true });
    } else chunks.push(chunk);
  });
  req.on('end', () => {
    if (done) return;
    done = true;
    reply({ text: Buffer.concat(chunks).toString('utf8'), bytes, tooLarge: false });
  });
  req.on('error', () => req.destroy());
}

/**
 * What the router sees of a node:http request (ApiRequest in src/http/respond.ts). A class, not an
 * object literal with a getter: with the literal, every minor GC under load kept about 10 MB of
 * short-lived request objects alive and took about 10 ms (0.5 ms with this class; measured with
 * --trace-gc under `npm run bench` load). V8 builds literals with accessors on a slow path that
 * apparently places them in the old generation, from where they hold their request's objects.
 */
class NodeApiRequest {
  constructor(req, pathname, search, ip) {
    this.req = req;
    this.method = req.method;
    this.path = pathname;
    this.query = new URLSearchParams(search);
    this.search = search;
    this.ip = ip;
  }

  header(name) {
    return header(this.req, name);
  }

  /** Every header, built only when read (signature verification), not on every request. */
  get headers() {
    return Object.fromEntries(Object.entries(this.req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
  }
}

/** Answers an on-demand /v1 request with the same handler that prerendered the static files. */
function serveApi(req, res, pathname, search, api) {
  const request = new NodeApiRequest(req, pathname, search, clientIp(req, api.trustProxy));
  if (req.method === 'GET' || req.method === 'HEAD') {
    // No body to read: answered with the other requests of this event-loop turn.
    later(() =>
      handleApi(request, api)
        .then((result) => writeResult(req, res, result))
        .catch((err) => failed(req, res, err)),
    );
    return;
  }
  readBody(req, res, async (body) => {
    if (body) request.body = body;
    writeResult(req, res, await handleApi(request, api));
  });
}

/** Static files answer GET and HEAD only; OPTIONS says so. */
function notAllowed(req, res) {
  const allow = 'GET, HEAD, OPTIONS';
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { allow, 'access-control-allow-origin': '*', 'access-control-allow-methods': allow }).end();
    return;
  }
  res.writeHead(405, { allow, 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(`${req.method} is not allowed here; use ${allow}.\n`);
}

export async function createServer() {
  const entries = loadManifest();
  const api = await loadApi();
  const mcp = createMcpHandler(api);
  const serverCard = await serverCardResponder(api);
  const { handler } = await import(new URL('server/entry.mjs', DIST).href);
  const notFoundPage = entries.get('/404');

  // On-demand pages (for example /ask?q=…) are compressed as they are written (the `compression`
  // middleware: brotli or gzip by Accept-Encoding, from 1 KiB). The static 404 page keeps its
  // build-time copies (a response that already has a Content-Encoding is left alone).
  const compressPages = compression();
  function astro(req, res) {
    compressPages(req, res, () =>
      handler(req, res, () => {
        // No route matched: the site's 404 page, with status 404.
        if (notFoundPage) serveStatic(req, res, notFoundPage, 404);
        else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      }),
    );
  }

  /** A page and its Markdown twin: negotiated on Accept (406 when neither is acceptable). */
  function servePage(req, res, entry) {
    if (!entry.markdown) return serveStatic(req, res, entry);
    const type = chooseMediaType(header(req, 'accept'), ['text/html', 'text/markdown']);
    if (type === 'text/markdown') return serveStatic(req, res, entries.get(entry.markdown));
    if (type === 'text/html') return serveStatic(req, res, entry);
    res.writeHead(406, { 'content-type': 'text/plain; charset=utf-8', vary: 'Accept' });
    res.end('This page is available as text/html and text/markdown.\n');
  }

  return http.createServer((req, res) => {
    const q = req.url.indexOf('?');
    const pathname = q === -1 ? req.url : req.url.slice(0, q);
    const search = q === -1 ? '' : req.url.slice(q);
    const isApi = pathname === '/v1' || pathname.startsWith('/v1/');
    const read = req.method === 'GET' || req.method === 'HEAD';
    const entry = pathname === '/404' ? undefined : entries.get(pathname);
    // A query string selects a filtered API answer, so it must never get the unfiltered file;
    // on a page or a document it means nothing to the server (for example utm_* parameters).
    // A credential on an API path is checked by the router (an invalid one is a 401, even on public data).
    const plainFile = q === -1 && !(isApi && req.headers.authorization);
    if (entry && read && (plainFile || !isApi)) return servePage(req, res, entry);
    // MCP (src/mcp): the stateless Streamable HTTP endpoint and its server card (SEP-2127).
    if (pathname === MCP_PATH) return readBody(req, res, (raw) => mcp(req, res, parseMcpBody(raw), { ip: clientIp(req, api.trustProxy), authorization: header(req, 'authorization') }));
    if (Object.hasOwn(SERVER_CARD_PATHS, pathname)) {
      return writeResult(req, res, serverCard(req.method, pathname, header(req, 'if-none-match')));
    }
    // The API, and the well-known documents that are not files (auth metadata, JWKS; unknown ones get a 404 problem).
    if (isApi || (pathname.startsWith('/.well-known/') && !entry)) return serveApi(req, res, pathname, search, api);
    if (entry) return notAllowed(req, res);
    if (read && pathname.length > 1 && pathname.endsWith('/') && entries.has(pathname.replace(/\/+$/, ''))) {
      // One URL per page: /projects/x/ -> /projects/x
      res.writeHead(308, { location: pathname.replace(/\/+$/, '') + search, 'content-length': '0' }).end();
      return;
    }
    astro(req, res);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { host, port } = readConfig(process.env);
  const server = await createServer();
  server.on('error', (err) => fail(`cannot listen on ${host}:${port}: ${err.message}`));
  server.listen(port, host, () => {
    const { address, port: actual } = server.address();
    const shown = address.includes(':') ? `[${address}]` : address;
    console.log(`listening http://${shown}:${actual}`); // tests and scripts parse this line
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 500).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
