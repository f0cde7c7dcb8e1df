/**
 * Writes what serves the prerendered files, from the headers that the routes and the
 * middleware set at build time (adapter `staticHeaders: true` fills `routeToHeaders`):
 *
 * - `dist/static-manifest.json`: URL path -> file and response headers (Content-Type, strong
 *   ETag, Cache-Control, CORS, security). `server.mjs` serves these entries as files; every other
 *   path goes to the ingress (API, MCP, on-demand pages, the console).
 * - `dist/client/_headers` (wildcard rules, src/deploy/cdn-headers.ts) and `_redirects` (the
 *   clean API URLs), read by Netlify and Cloudflare Pages; Cloudflare's `_worker.js` and
 *   `_routes.json`; Netlify's Edge Function in `dist/netlify/edge-functions/` (src/deploy/edge.ts).
 * - `dist/deploy/nginx.conf` and `portfolio.service`: the self-hosted front and process manager.
 *
 * - `dist/precompressed/<file>.br` and `.gz`: brotli (quality 11) and gzip (level 9) copies of
 *   every compressible file of 1 KiB or more, listed in the entry's `encodings`; `server.mjs`
 *   serves them by `Accept-Encoding` without compressing anything itself. Beside them, a link
 *   to the file, for nginx's `gzip_static` and `brotli_static`. Compressed a few at a time and
 *   cached across builds by the files' hash (src/deploy/precompress.ts).
 *
 * Prerendered API documents are built as `/v1/<path>.json` (so that `/v1/projects` and
 * `/v1/projects/<id>` do not clash as file and directory) and served at `/v1/<path>`.
 */
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookup } from 'mrmime';
import { API_ROOT } from '../src/catalogue/paths.ts';
import { cacheRoot } from '../src/lib/card-cache.ts';
import { COMPRESS_CONCURRENCY, limited, openCompressCache } from '../src/deploy/precompress.ts';
import { etagOf } from '../src/http/etag.js';
import { SECURITY_HEADERS } from '../src/http/headers.ts';
import { inlineNotAllowed } from '../src/http/page-scripts.ts';
import { deployment } from './deployment.mjs';
import { filesUnder, linkTwins, writeMarkdownTwins } from './markdown-twins.mjs';

/** Smaller bodies are not worth compressing. */
const COMPRESS_MIN = 1024;
const COMPRESSIBLE = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript)|image\/svg\+xml)/;

/** The encodings of the copies `precompress` writes, as the manifest lists them. */
const ENCODINGS = ['br', 'gzip'];

/** Writes the brotli and gzip copies of a file under `dir` (from `cache`, src/deploy/precompress.ts). */
async function precompress(file, dir, root, cache) {
  const target = new URL(`.${file}`, dir);
  await mkdir(new URL('.', target), { recursive: true });
  // A link to the file beside its copies, for servers that look for `<file>.br` next to the file
  // (nginx's brotli_static and gzip_static: dist/deploy/nginx.conf).
  await rm(target, { force: true });
  await symlink(relative(dirname(fileURLToPath(target)), join(root, file)), target);
  // Read again here rather than held from the start: the queue can be a thousand files long.
  const { br, gz } = await cache.copies(await readFile(join(root, file)));
  await Promise.all([writeFile(new URL(`${target.href}.br`), br), writeFile(new URL(`${target.href}.gz`), gz)]);
}

const SKIP = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'date', 'connection']);
const HIDDEN = new Set(['/_headers', '/_redirects', '/_routes.json', '/_worker.js', '/.nojekyll']);
const BASELINE = Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v]));
/** Prerendered API endpoints (`/v1.json`, `/v1/….json`) are served without their `.json` extension. */
const CLEAN_JSON = new RegExp(`^${API_ROOT}(/.+)?\\.json$`);
const CLEAN_JSON_PREFIX = API_ROOT;

function defaultCacheControl(url, type) {
  if (url.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/**
 * The URL a built file is served at and the route key of its recorded headers:
 * `/index.html` -> `/`, `/a.html` -> `/a`, `/v1/projects.json` (an endpoint) -> `/v1/projects`.
 */
function locate(file, routeHeaders) {
  if (file === '/index.html') return { url: '/', key: '/' };
  if (file.endsWith('.html')) return { url: file.slice(0, -5), key: file.slice(0, -5) };
  if (CLEAN_JSON.test(file) && routeHeaders.get(file)?.type === 'endpoint') {
    return { url: file.slice(0, -5), key: file };
  }
  return { url: file, key: file };
}

function withCharset(type) {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json))/.test(type) && !type.includes('charset') ? `${type}; charset=utf-8` : type;
}

export default function staticManifest({ apiOrigin = process.env.API_ORIGIN } = {}) {
  let outDir;
  let site;
  let base;
  /** The project (the site's folder, or this repository): where its node_modules and state are. */
  let projectRoot;
  let onDemandPages = [];
  const routeHeaders = new Map();
  /** The path segments of the site's other languages (`de`), from the prerendered pages of src/pages/[lang]/. */
  const languageSegments = new Set();
  return {
    name: 'static-manifest',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        projectRoot = config.root;
        site = config.site;
        base = config.base;
      },
      'astro:routes:resolved': ({ routes }) => {
        onDemandPages = routes.filter((r) => r.type === 'page' && !r.isPrerendered && r.origin === 'project').map((r) => r.pattern);
      },
      'astro:build:generated': ({ routeToHeaders }) => {
        for (const [pathname, { headers, route }] of routeToHeaders) {
          const h = {};
          for (const [k, v] of headers) if (!SKIP.has(k.toLowerCase())) h[k.toLowerCase()] = v;
          routeHeaders.set(pathname === '' ? '/' : pathname, { headers: h, type: route.type });
          const lang = route.pattern.startsWith('/[lang]') ? route.patternRegex.exec(pathname)?.[1] : undefined;
          if (lang) languageSegments.add(lang);
        }
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // An on-demand page in every language (`/[lang]/ask`): the server answers its concrete paths (`/de/ask`) only.
        onDemandPages = onDemandPages.flatMap((p) => (p.startsWith('/[lang]/') ? [...languageSegments].map((l) => p.replace('[lang]', l)) : [p]));
        // A static-only host: GitHub Pages runs Jekyll on a published branch, which drops folders
        // whose names start with `_` (`_astro/`, the styles and scripts) unless `.nojekyll` is there.
        if (deployment().staticOnly) await writeFile(new URL('.nojekyll', dir), '');
        const precompressed = new URL('precompressed/', outDir);
        await rm(precompressed, { recursive: true, force: true });
        // The compression runs on libuv's threads, a few files at a time (src/deploy/precompress.ts),
        // while this thread writes the Markdown twins, checks the pages' policies and writes the
        // deployment files (which list the copies: the hook fails if one cannot be written).
        const cache = openCompressCache(cacheRoot());
        const compressing = limited(COMPRESS_CONCURRENCY);
        /** Each built file's entry, by file. */
        const entries = new Map();
        const read = reusedBuffer();
        const add = async (full) => {
          const file = `/${relative(root, full).split(sep).join('/')}`;
          if (HIDDEN.has(file)) return;
          const { url, key } = locate(file, routeHeaders);
          const fromRoute = routeHeaders.get(key)?.headers ?? {};
          const type = file.endsWith('.html')
            ? 'text/html; charset=utf-8'
            : (fromRoute['content-type'] ?? withCharset(lookup(file) ?? 'application/octet-stream'));
          // Only hashed and measured here (the copies read the file again): one buffer for every file.
          const bytes = await read(full);
          const entry = {
            file,
            headers: {
              ...BASELINE,
              ...fromRoute,
              'content-type': type,
              'cache-control': fromRoute['cache-control'] ?? defaultCacheControl(url, type),
              etag: etagOf(bytes),
            },
          };
          entries.set(file, { url, entry });
          if (bytes.length >= COMPRESS_MIN && COMPRESSIBLE.test(type)) {
            entry.encodings = [...ENCODINGS];
            compressing.run(() => precompress(file, precompressed, root, cache));
          }
        };
        // The Markdown files after the twins are written (each a twin, or a page built as Markdown).
        const markdown = (full) => full.endsWith('.md');
        for (const full of await filesUnder(root)) if (!markdown(full)) await add(full);
        await writeMarkdownTwins(root, routeHeaders, site, base);
        for (const full of await filesUnder(root)) if (markdown(full)) await add(full);
        // In the order of the files' paths, as the manifest and the files made from it list them.
        const routes = {};
        for (const file of [...entries.keys()].sort()) {
          const { url, entry } = entries.get(file);
          routes[url] = entry;
        }
        await checkPagePolicies(root, routes);
        linkTwins(routes);
        if (!routes['/404']) logger.warn('no 404 page was built: unknown paths get a plain 404');
        await writeFile(new URL('static-manifest.json', outDir), JSON.stringify({ version: 1, routes, pages: onDemandPages }, null, 1));
        await writeFile(new URL('_headers', dir), await cdnHeaders(routes));
        await writeFile(new URL('_redirects', dir), cdnRedirects(routes));
        await writeSelfHosted(outDir, projectRoot, { version: 1, routes, pages: onDemandPages }, base);
        const problems = await edgeProblems(site, base);
        await writeCloudflare(dir, { routes }, apiOrigin, problems);
        await writeNetlify(outDir, { routes }, apiOrigin, problems);
        // esbuild's process keeps the memory of its last bundle for as long as it runs: ended now,
        // while the copies are compressed (a later bundle starts it again).
        await stopEsbuild();
        if (base !== '/')
          logger.warn(
            `the Cloudflare and Netlify files (_worker.js, _headers, _redirects, the Edge Function) serve the site at the root of its host, not under ${base}: publish this build with GitHub Pages, nginx or the Node server, or build for the host's root`,
          );
        await compressing.idle();
        logger.info(`compressed copies: ${cache.stats.misses} files compressed, ${cache.stats.hits} from the cache`);
        logger.info(`static manifest: ${Object.keys(routes).length} files`);
      },
    },
  };
}

/**
 * Reads a file into one buffer that every call reuses (the bytes are valid until the next call):
 * the manifest hashes each of a few thousand files once, and a buffer of its own for each (about
 * 100 MB at 1,000 projects, the social cards included) stayed in the allocator's heap until V8
 * collected them, at the build's peak of memory.
 */
function reusedBuffer() {
  let buffer = Buffer.allocUnsafe(1 << 16);
  return async (/** @type {string} */ path) => {
    const handle = await open(path, 'r');
    try {
      const { size } = await handle.stat();
      if (size > buffer.length) buffer = Buffer.allocUnsafe(size);
      let length = 0;
      while (length < size) {
        const { bytesRead } = await handle.read(buffer, length, size - length, length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      return buffer.subarray(0, length);
    } finally {
      await handle.close();
    }
  };
}

/**
 * Every built page carries a Content-Security-Policy (src/middleware.ts) that allows each of its
 * inline scripts and styles: otherwise the build fails, naming the page, rather than ship a page whose
 * scripts the browser blocks.
 */
async function checkPagePolicies(root, routes) {
  const problems = [];
  for (const { file, headers } of Object.values(routes)) {
    if (!file.endsWith('.html')) continue;
    const policy = headers['content-security-policy'];
    if (!policy) {
      problems.push(`${file}: no Content-Security-Policy`);
      continue;
    }
    const html = await readFile(join(root, file), 'utf8');
    const { scripts, styles } = inlineNotAllowed(html, policy);
    if (scripts.length) problems.push(`${file}: inline script ${scripts.join(', ')} not allowed by its Content-Security-Policy`);
    if (styles.length) problems.push(`${file}: inline style ${styles.join(', ')} not allowed by its Content-Security-Policy`);
  }
  if (problems.length) throw new Error(`pages whose scripts or styles the browser would block:\n${problems.join('\n')}`);
}

/**
 * dist/deploy/: the nginx server block and the systemd unit of a self-hosted deployment, for this
 * build where it was built (NGINX_LISTEN, default 80; the Node server on HOST:PORT, default
 * 127.0.0.1:4321; DEPLOY_USER, default portfolio). Rebuild on the server, or edit the paths.
 */
async function writeSelfHosted(outDir, projectRoot, manifest, base) {
  const { nginxServer, systemdUnit } = await import('../src/deploy/nginx.ts');
  const deploy = new URL('deploy/', outDir);
  await mkdir(deploy, { recursive: true });
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const port = Number(process.env.PORT?.trim() || 4321) || 4321;
  const dist = fileURLToPath(outDir);
  const nginx = nginxServer(manifest, {
    dist,
    upstream: `${host.includes(':') ? `[${host}]` : host}:${port}`,
    listen: process.env.NGINX_LISTEN?.trim() || '80',
    serverName: new URL(process.env.SITE_URL?.trim() || 'http://localhost').hostname,
    brotli: true,
    base,
  });
  await writeFile(new URL('nginx.conf', deploy), nginx);
  const projectDir = fileURLToPath(projectRoot).replace(/\/$/, '');
  // The kit's server.mjs: the project's own in the kit's repository, node_modules/agent-portfolio/ in a site.
  const server = relative(projectDir, fileURLToPath(new URL('../server.mjs', import.meta.url)));
  // The site's pinned Node (the `node` package) when it has one, else the Node that built it.
  const pinned = join(projectDir, 'node_modules/.bin/node');
  const node = existsSync(pinned) ? pinned : process.execPath;
  await writeFile(
    new URL('portfolio.service', deploy),
    systemdUnit({ projectDir, user: process.env.DEPLOY_USER?.trim() || 'portfolio', host, port, server, node }),
  );
}

/**
 * Cloudflare Pages: `_worker.js` (src/deploy/cloudflare-worker.ts bundled with the table of this
 * build's files) and `_routes.json`, in the published folder.
 */
async function writeCloudflare(dir, manifest, apiOrigin, problems) {
  const { edgeTable } = await import('../src/deploy/edge.ts');
  const { cloudflareAsset, cloudflareRoutes } = await import('../src/deploy/cloudflare-worker.ts');
  await bundleEdge('cloudflare-worker.ts', 'cloudflareWorker', edgeTable(manifest, cloudflareAsset, problems), apiOrigin, new URL('_worker.js', dir), '');
  await writeFile(new URL('_routes.json', dir), `${JSON.stringify(cloudflareRoutes(), null, 1)}\n`);
}

/** Netlify: the Edge Function of src/deploy/netlify-edge.ts with this build's files, for netlify.toml. */
async function writeNetlify(outDir, manifest, apiOrigin, problems) {
  const { edgeTable } = await import('../src/deploy/edge.ts');
  const { netlifyAsset } = await import('../src/deploy/netlify-edge.ts');
  const target = new URL('netlify/edge-functions/portfolio.js', outDir);
  await rm(new URL('netlify/', outDir), { recursive: true, force: true });
  await bundleEdge('netlify-edge.ts', 'netlifyEdgeFunction', edgeTable(manifest, netlifyAsset, problems), apiOrigin, target, '');
}

/**
 * What the door's problems share, per type (bad Host, bad target, non-canonical path: 400; a method
 * no resource answers: 405), rendered by src/http/render-error.ts for this site, for the edge code to
 * answer them as the Node server does.
 */
async function edgeProblems(site, base) {
  const { createUrls } = await import('../src/core/urls.ts');
  const { renderProblem } = await import('../src/http/render-error.ts');
  const { AppError } = await import('../src/errors/app-error.ts');
  const urls = createUrls(site, base);
  const parts = (code) => {
    const sample = renderProblem(new AppError(code, ''), { urls });
    const { type, title } = JSON.parse(sample.body);
    const headers = Object.fromEntries(Object.entries(sample.headers).map(([k, v]) => [k.toLowerCase(), v]));
    return { type, title, headers };
  };
  return { 'bad-request': parts('NON_CANONICAL_PATH'), 'method-not-allowed': parts('METHOD_NOT_ALLOWED') };
}

/** Ends esbuild's process (the next `build` starts another). */
async function stopEsbuild() {
  const { stop } = await import('esbuild');
  await stop();
}

/** What the bundle holds in place of the table until the table's JSON is written in (`bundleEdge`). */
const TABLE_SLOT = 'globalThis.__PORTFOLIO_EDGE_TABLE__';

/**
 * Bundles `src/deploy/<file>`'s `factory(table, apiOrigin)` as the default export of one ES module.
 * esbuild bundles the code with a placeholder for the table, and the table's JSON (a JavaScript
 * expression) is written in after: given to esbuild, a table of a few MB (one entry per built file)
 * was parsed and minified again for each bundle, and esbuild's process held about 70 MB more at the
 * build's peak of memory (docs/benchmarks.md). The module does the same either way.
 */
export async function bundleEdge(file, factory, table, apiOrigin, outfile, extra) {
  const { build } = await import('esbuild');
  const entry = fileURLToPath(new URL(`../src/deploy/${file}`, import.meta.url));
  const { outputFiles } = await build({
    stdin: {
      contents: `import { ${factory} } from ${JSON.stringify(entry)};\n${extra}export default ${factory}(${TABLE_SLOT}, ${JSON.stringify(apiOrigin?.trim() || undefined)});\n`,
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    outfile: fileURLToPath(outfile),
    logLevel: 'warning',
  });
  const code = outputFiles[0].text;
  const at = code.indexOf(TABLE_SLOT);
  if (at < 0 || code.indexOf(TABLE_SLOT, at + 1) >= 0) throw new Error(`bundleEdge: the table's place in the ${file} bundle was not found once`);
  await mkdir(new URL('.', outfile), { recursive: true });
  // A function as the replacement: `$` in the JSON is not a replacement pattern.
  await writeFile(
    outfile,
    code.replace(TABLE_SLOT, () => JSON.stringify(table)),
  );
}

/** Netlify / Cloudflare Pages `_headers`: wildcard rules that give each file exactly its headers. */
async function cdnHeaders(routes) {
  const { headerRules, renderHeaderRules } = await import('../src/deploy/cdn-headers.ts');
  return renderHeaderRules(headerRules(routes));
}

/** The query parameter names of each API path, from the route registry (content-independent). */
export async function queryParameters() {
  const { ROUTES } = await import('../src/http/routes.ts');
  const { createPortfolio } = await import('../src/core/portfolio.ts');
  const empty = createPortfolio({ profile: null, projects: [], skills: [] });
  return new Map(ROUTES.filter((r) => r.query).map((r) => [r.path, Object.keys(r.query(empty).shape)]));
}

/**
 * `_redirects` (Netlify and Cloudflare Pages, the rules both accept): the clean API URLs
 * rewritten to their files, for a host that serves the folder without the generated edge code.
 * Proxying to the Node server (API_ORIGIN: query strings, credentials, POSTs, /mcp, the auth
 * metadata, /ask) is done by that edge code (src/deploy/edge.ts), not here: Cloudflare rejects
 * query-matching and proxy rules, and a rule cannot see Accept or Authorization.
 */
export function cdnRedirects(routes) {
  const lines = ['# Generated by the build (integrations/static-manifest.mjs). Do not edit.'];
  for (const [url, { file }] of Object.entries(routes)) {
    if (url !== file && url.startsWith(CLEAN_JSON_PREFIX)) lines.push(`${url}  ${file}  200`);
  }
  return `${lines.join('\n')}\n`;
}
