/**
 * The Markdown twins of the prerendered pages (integrations/static-manifest.mjs calls them):
 * each HTML page's <main> converted to Markdown, written beside it as `.md`, with its headers,
 * and cached across builds by the page, the converter's version, its options and this code.
 */
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { NodeHtmlMarkdown } from 'node-html-markdown';
import { cacheRoot, openTextCache } from '../src/lib/card-cache.ts';

/** Every file under `dir`, at any depth. */
export async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/**
 * node-html-markdown appends each piece of its output to one string and then reads that string's
 * last ten characters (its trailing whitespace, `trailingNewlineStats`): reading a character of a
 * string built by appending makes V8 copy the whole string first, so a page's conversion copied its
 * Markdown once per piece. For the pages that list many projects (`/projects`, the tag pages at
 * 1,000 projects) that was hundreds of MB of copies, made in V8's large-object space: the build's
 * heap rose from about 130 to 310-330 MB while the twins were written, the top of its memory
 * (docs/benchmarks.md). Here the trailing whitespace is carried from piece to piece instead: the
 * same statistics, so the same Markdown (the twins of a 1,000-project build compared byte for byte),
 * without reading the string. Applied to the converter's Visitor once; the cases it does not
 * follow (output cut back by `startPos`) are computed from the text, as the library does.
 */
const RUN = Symbol('trailing whitespace');
const WHITESPACE = /\s/;
const ALL_WHITESPACE = /^\s*$/;
/** The whitespace at the end of `s`, at most its last ten characters (the library's window). */
function trailingRun(s) {
  let i = s.length;
  while (i > 0 && s.length - i < 10 && WHITESPACE.test(s[i - 1])) i--;
  return s.slice(i);
}
function runStats(run) {
  let newLines = 0;
  for (const c of run) if (c === '\r' || c === '\n') newLines++;
  return { whitespace: run.length, newLines };
}
const { Visitor } = createRequire(import.meta.url)('node-html-markdown/dist/visitor.js');
/** The library's own method, for tests/integration/markdown-twins.test.ts to compare with. */
export const libraryAppendResult = Visitor.prototype.appendResult;
/** The converter's Visitor, patched (the tests switch its method). */
export const TwinVisitor = Visitor;
Visitor.prototype.appendResult = function appendResult(s, startPos, spaceIfRepeatingChar) {
  if (!s && startPos === undefined) return;
  const { result } = this;
  let run = result[RUN];
  if (startPos !== undefined) {
    result.text = result.text.substr(0, startPos);
    run = undefined;
  }
  const piece = (spaceIfRepeatingChar && result.text.slice(-1) === s[0] ? ' ' : '') + s;
  result.text += piece;
  if (run === undefined) run = trailingRun(result.text.slice(-10));
  else run = ALL_WHITESPACE.test(piece) ? (run + piece).slice(-10) : trailingRun(piece);
  result[RUN] = run;
  result.trailingNewlineStats = runStats(run);
};

/** The Markdown of a page (`address`: its absolute URL): its <main>, starting with an H1. */
function twinMarkdown(html, page, address, converter) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  // Images by their absolute URL (a twin is read away from the site: `/_astro/x.webp` would not resolve).
  const absoluteImages = main.replace(/(<img\b[^>]*?\ssrc=")([^"]+)(")/gi, (_m, before, src, after) => `${before}${new URL(src, address).href}${after}`);
  const markdown = converter.translate(absoluteImages.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')).trim();
  if (/^# /.test(markdown)) return markdown;
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? page;
  return `# ${converter.translate(title)}\n\n${markdown}`;
}

/** How the pages' <main> is converted to Markdown. */
const TWIN_CONVERTER_OPTIONS = Object.freeze({ bulletMarker: '-', codeBlockStyle: 'fenced' });

/**
 * What decides a twin besides its page (the twins' cache key): the converter's version, its options and the code that converts.
 * @param {Readonly<Record<string, string>>} [options]
 */
export function twinCacheSalt(options = TWIN_CONVERTER_OPTIONS) {
  const converterVersion = createRequire(import.meta.url)('node-html-markdown/package.json').version;
  return `node-html-markdown ${converterVersion}\0${JSON.stringify(options)}\0${twinMarkdown.toString()}`;
}

/**
 * The Markdown twin of every prerendered HTML page (`/projects/x.html` -> `/projects/x.md`,
 * `/index.html` -> `/index.md`): the page's <main> converted to Markdown, starting with an H1.
 * Served at the `.md` URL and, by server.mjs, at the page URL for `Accept: text/markdown`.
 */
export async function writeMarkdownTwins(root, routeHeaders, site, base) {
  const { markdownTwin } = await import('../src/discovery/links.ts');
  const { createUrls, notFoundPrefix } = await import('../src/core/urls.ts');
  const urls = createUrls(site, base);
  const converter = new NodeHtmlMarkdown(TWIN_CONVERTER_OPTIONS);
  // A page that did not change keeps its twin from the last build (the converter is about a tenth of
  // a large site's rebuild): keyed by the page, its address, its HTML, the converter's version and
  // the code that converts.
  const twins = openTextCache(cacheRoot(), 'markdown-twins', twinCacheSalt());
  for (const full of await filesUnder(root)) {
    const file = `/${relative(root, full).split(sep).join('/')}`;
    // The 404 pages (`/404.html`, `/<lang>/404.html`) have no twin: they answer for no address of their own.
    if (!file.endsWith('.html') || notFoundPrefix(file.slice(0, -5)) !== undefined) continue;
    const page = file === '/index.html' ? '/' : file.slice(0, -5);
    const html = await readFile(full, 'utf8');
    const address = urls.abs(page);
    const markdown = twins.text([page, address, html], () => twinMarkdown(html, page, address, converter));
    const twin = markdownTwin(page);
    const target = join(root, twin.slice(1));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, `${markdown}\n`);
    routeHeaders.set(twin, {
      type: 'twin',
      headers: {
        'content-type': MARKDOWN_TYPE,
        vary: 'Accept',
        // As its page: one rule per folder in the CDN `_headers` covers both (src/deploy/cdn-headers.ts).
        'x-frame-options': 'DENY',
        ...pick(routeHeaders.get(page)?.headers, 'content-security-policy'),
        'access-control-allow-origin': '*',
        link: `<${urls.abs(page)}>; rel="canonical"`,
        'cache-control': 'public, max-age=0, must-revalidate',
      },
    });
  }
}

/** `{ [name]: value }` when `headers` has the header, else nothing. */
function pick(headers, name) {
  return headers?.[name] ? { [name]: headers[name] } : {};
}

/** Records on each HTML entry the URL of its Markdown twin, for negotiation. */
export function linkTwins(routes) {
  for (const [url, entry] of Object.entries(routes)) {
    const twin = url === '/' ? '/index.md' : `${url}.md`;
    if (entry.headers['content-type'].startsWith('text/html') && routes[twin]) entry.markdown = twin;
  }
}
