// The production server: serves the last build on HOST:PORT (defaults 127.0.0.1:4321).
//
// Static first, but only where it is right: a GET or HEAD without a query string for a path
// listed in dist/static-manifest.json is answered from memory with the headers the build
// recorded (media type, strong ETag, cache policy, CORS). Everything else (query strings,
// other methods, unknown paths) goes to the Astro handler, whose routes answer on demand.
import http from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createPortfolio } from './src/core/portfolio.ts';
import { createUrls } from './src/core/urls.ts';
import { matchesIfNoneMatch } from './src/http/respond.ts';
import { handleApi } from './src/http/router.ts';

/** The build to serve: PORTFOLIO_DIST (default dist/ next to this file). */
const DIST = process.env.PORTFOLIO_DIST?.trim()
  ? pathToFileURL(resolve(process.env.PORTFOLIO_DIST.trim()) + '/')
  : new URL('./dist/', import.meta.url);
/** Files up to this size are kept in memory; larger ones are streamed from disk. */
const MEMORY_LIMIT = 1024 * 1024;

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

function loadManifest() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('static-manifest.json', DIST), 'utf8'));
  } catch {
    fail('no build found (dist/static-manifest.json is missing): run `npm run build` first');
  }
  const client = fileURLToPath(new URL('client/', DIST));
  const entries = new Map();
  for (const [url, { file, headers }] of Object.entries(manifest.routes)) {
    const path = client + file.slice(1);
    const size = statSync(path).size;
    const body = size <= MEMORY_LIMIT ? readFileSync(path) : null;
    entries.set(url, { path, size, body, headers: { ...headers, 'content-length': String(size) } });
  }
  return entries;
}

function serveStatic(req, res, entry, status = 200) {
  if (status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], entry.headers.etag)) {
    const { 'content-length': _l, 'content-type': _t, ...rest } = entry.headers;
    res.writeHead(304, rest).end();
    return;
  }
  res.writeHead(status, entry.headers);
  if (req.method === 'HEAD') res.end();
  else if (entry.body) res.end(entry.body);
  else createReadStream(entry.path).pipe(res);
}

function loadPortfolio() {
  const snapshot = JSON.parse(readFileSync(new URL('server/portfolio.json', DIST), 'utf8'));
  return { portfolio: createPortfolio(snapshot.data), urls: createUrls(snapshot.site, snapshot.base) };
}

/** Answers an on-demand /v1 request with the same handler that prerendered the static files. */
function serveApi(req, res, pathname, search, { portfolio, urls }) {
  const result = handleApi(
    {
      method: req.method,
      path: pathname,
      query: new URLSearchParams(search),
      header: (name) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v.join(', ') : v;
      },
    },
    portfolio,
    urls,
  );
  res.writeHead(result.status, result.headers);
  res.end(req.method === 'HEAD' ? undefined : (result.body ?? undefined));
}

export async function createServer() {
  const entries = loadManifest();
  const api = loadPortfolio();
  const { handler } = await import(new URL('server/entry.mjs', DIST).href);
  const notFoundPage = entries.get('/404');

  function astro(req, res) {
    handler(req, res, () => {
      // No route matched: the site's 404 page, with status 404.
      if (notFoundPage) serveStatic(req, res, notFoundPage, 404);
      else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    });
  }

  return http.createServer((req, res) => {
    const q = req.url.indexOf('?');
    const pathname = q === -1 ? req.url : req.url.slice(0, q);
    const search = q === -1 ? '' : req.url.slice(q);
    const isApi = pathname === '/v1' || pathname.startsWith('/v1/');
    const read = req.method === 'GET' || req.method === 'HEAD';
    const entry = pathname === '/404' ? undefined : entries.get(pathname);
    // A query string selects a filtered API answer, so it must never get the unfiltered file;
    // on a page it means nothing to the server (for example utm_* parameters of a shared link).
    if (entry && read && (q === -1 || !isApi)) return serveStatic(req, res, entry);
    if (isApi) return serveApi(req, res, pathname, search, api);
    if (entry) return notAllowed(req, res);
    if (read && pathname.length > 1 && pathname.endsWith('/') && entries.has(pathname.replace(/\/+$/, ''))) {
      // One URL per page: /projects/x/ -> /projects/x
      res.writeHead(308, { location: pathname.replace(/\/+$/, '') + search, 'content-length': '0' }).end();
      return;
    }
    astro(req, res);
  });
}

/** Static files answer GET and HEAD only; OPTIONS says so. */
function notAllowed(req, res) {
  const allow = 'GET, HEAD, OPTIONS';
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { allow }).end();
    return;
  }
  res.writeHead(405, { allow, 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(`${req.method} is not allowed here; use ${allow}.\n`);
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
