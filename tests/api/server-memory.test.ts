// What a running server loads and holds (docs/security.md#memory-under-load). A module, once
// imported, stays for the life of the process: the build-time renderers of the social cards
// (satori, resvg and sharp, two of them native libraries) must not come with the on-demand pages,
// the API or MCP. They did, through side-effect imports the bundler kept for src/lib/social.ts: a
// fuzz campaign that reached /ask left about 17 MB more resident memory. And the /ask pages answer
// with the server's engine of /v1/ask: they built a second engine per language (about 4 MB of heap
// each) from the content collections.
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveNodeArgs, startServer } from '../../scripts/lib/start-server.mjs';
import { etagOf } from '../../src/http/etag.js';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createPortfolio } from '../../src/core/portfolio.ts';
import { snapshotBuild } from '../support/build-copy.ts';

/** `count` requests to the server at `base`, eight at a time, the k-th to `pathOf(k)`; with `ok`, each must answer 200. */
async function burst(base: string, count: number, pathOf: (k: number) => string, ok = false): Promise<void> {
  for (let i = 0; i < count; i += 8) {
    await Promise.all(
      Array.from({ length: 8 }, async (_, j) => {
        const path = pathOf(i + j);
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        if (ok) expect(res.status, path).toBe(200);
      }),
    );
  }
}

const RENDERERS = ['satori', 'sharp', '@resvg/resvg-js'];
const NATIVE = /sharp|libvips|resvg/;

/** Every JavaScript file of the server build (ES modules, and the engine's CommonJS file). */
function serverFiles(dir = 'dist/server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? serverFiles(join(dir, e.name)) : /\.[cm]?js$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The packages a file imports statically (`import x from "p"`, `import "p"`); `import("p")` is not one. */
function staticImports(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s+(?:[^'"();]*?\s+from\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
}

describe("the server build (dist/server: the compiled server and Astro's) is ASCII", () => {
  it("so that V8 holds each module's source at one byte a character (integrations/server-bundle.mjs)", () => {
    const files = serverFiles();
    expect(files.filter((f) => f.startsWith('dist/server/app/')).length).toBeGreaterThan(3);
    // Astro's entry and its chunks, which carry the pages' texts (typographic quotes, the site's languages).
    expect(files.filter((f) => !f.startsWith('dist/server/app/')).length).toBeGreaterThan(3);
    const offenders = files.filter((f) => /[^\0-\x7f]/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("the MCP SDK and the engine's word lists are compiled into the server (in ASCII), not imported from node_modules", () => {
    const imported = serverFiles('dist/server/app').flatMap((f) =>
      staticImports(readFileSync(f, 'utf8'))
        .filter((p) => /^(?:@modelcontextprotocol\/|wink-lexicon\/|fuse\.js$|minisearch$)/.test(p))
        .map((p) => `${f}: ${p}`),
    );
    expect(imported).toEqual([]);
    // Some chunk does hold the SDK (its server class), so the check above is not vacuous.
    expect(serverFiles('dist/server/app').some((f) => /\bvar McpServer = class\b/.test(readFileSync(f, 'utf8')))).toBe(true);
  });

  it("wink-lexicon's irregular forms are compiled in once, as data: no CommonJS wrapper with a getter per word for each importing file", () => {
    const text = serverFiles('dist/server/app')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // Imported as CommonJS, every file importing a table got its own `__toESM` copy of it: one
    // getter function per key (about 2,000), seven copies, 2.4 MB of heap for the life of the server.
    expect(text).not.toMatch(/require_wn_(?:noun|verb)_exceptions/);
    // Each table once, as an object literal without a prototype (as wink-lexicon makes it).
    expect(text.match(/\bvar wn_noun_exceptions_default = Object\.assign\(\/\* @__PURE__ \*\/ Object\.create\(null\), \{ "aardwolves": /g)).toHaveLength(1);
    expect(text.match(/\bvar wn_verb_exceptions_default = Object\.assign\(/g)).toHaveLength(1);
  });
});

describe('the server build does not load the social-card renderers', () => {
  it('no file of dist/server imports satori, sharp or resvg statically', () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap((f) =>
      staticImports(readFileSync(f, 'utf8'))
        .filter((p) => RENDERERS.includes(p))
        .map((p) => `${f}: ${p}`),
    );
    expect(offenders).toEqual([]);
  });

  describe.skipIf(!existsSync('/proc/self/maps'))('a server that answered every kind of request', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer('server.mjs', { nodeArgs: serveNodeArgs(), env: { STATE_DIR: inject('stateDir') } });
    });
    afterAll(() => server?.stop());

    it('maps no sharp, libvips or resvg library after the on-demand pages, the API and MCP', async () => {
      for (const path of ['/ask', '/ask?q=Which%20projects%20use%20Kafka%3F', '/', '/v1/projects', '/v1/resume', '/v1/ask?q=kafka', '/nope']) {
        const res = await fetch(`${server.url}${path}`);
        await res.arrayBuffer();
        expect(res.status, path).toBeLessThan(500);
      }
      const mcp = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } }),
      });
      expect(mcp.status).toBe(200);
      await mcp.arrayBuffer();
      const mapped = readFileSync(`/proc/${server.child.pid}/maps`, 'utf8')
        .split('\n')
        .map((l) => l.split(/\s+/).slice(5).join(' '))
        .filter((f) => NATIVE.test(f));
      expect([...new Set(mapped)]).toEqual([]);
    });
  });
});

/** A module hook that prints the URL of every module of the build the server loads (`loaded <url>` on stderr). */
const LOG_LOADS = `data:text/javascript,${encodeURIComponent(
  [
    "import { registerHooks } from 'node:module';",
    'registerHooks({ load(url, context, next) {',
    "  if (url.includes('/server/')) process.stderr.write('loaded ' + url + '\\n');",
    '  return next(url, context);',
    '} });',
  ].join('\n'),
)}`;

/** Preloaded into a server: logs each read of the engine's file (integrations/server-bundle.mjs, ENGINE_LOADER). */
const LOG_ENGINE_READS = `data:text/javascript,${encodeURIComponent(
  [
    "import fs from 'node:fs';",
    "import { syncBuiltinESMExports } from 'node:module';",
    'const read = fs.readFileSync;',
    "fs.readFileSync = function (file, ...rest) { if (String(file).endsWith('ask-engine.cjs')) process.stderr.write('engine read\\n'); return read.call(this, file, ...rest); };",
    'syncBuiltinESMExports();',
  ].join('\n'),
)}`;

describe('the /v1/ask engine is loaded at the first question and forgotten when idle (integrations/server-bundle.mjs)', () => {
  it("is a CommonJS file of its own (chunks/ask-engine.cjs), not part of the server's ES modules", () => {
    const modules = serverFiles('dist/server/app').filter((f) => f.endsWith('.js'));
    expect(modules.filter((f) => /\bfunction createAskEngine\b/.test(readFileSync(f, 'utf8')))).toEqual([]);
    expect(readFileSync('dist/server/app/chunks/ask-engine.cjs', 'utf8')).toMatch(/\bfunction createAskEngine\b/);
  });

  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer('server.mjs', {
      nodeArgs: [...serveNodeArgs(), `--import=${LOG_ENGINE_READS}`],
      env: { STATE_DIR: inject('stateDir'), RATE_LIMIT_API: '100000/60' },
    });
  });
  afterAll(() => server?.stop());
  const reads = () => server.stderr().match(/^engine read$/gm)?.length ?? 0;
  const ask = async (q: string) => {
    const res = await fetch(`${server.url}/v1/ask?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('not at start; once for the questions of a busy period; again, with the same answers, after the server was idle', async () => {
    await new Promise((r) => setTimeout(r, 1000));
    expect(reads()).toBe(0);
    const first = await ask('Which projects use Kafka?');
    expect(reads()).toBe(1);
    const german = await ask('Welche Projekte nutzen Kafka?');
    expect(reads()).toBe(1);
    // Idle (src/server/idle-memory.ts: 10 s without a request, checked every 2.5 s): the engines and their module go.
    await new Promise((r) => setTimeout(r, 14_000));
    expect(reads()).toBe(1);
    expect(await ask('Which projects use Kafka?')).toBe(first);
    expect(reads()).toBe(2);
    expect(await ask('Welche Projekte nutzen Kafka?')).toBe(german);
    expect(reads()).toBe(2);
  }, 60_000);
});

describe('the /ask pages answer with the engine of /v1/ask', () => {
  // A copy of the build whose server snapshot (and prebuilt index) says one more thing than the
  // content the pages were built from: a word only the server's engine can know.
  let build: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  const WORD = 'Zorblax';
  beforeAll(async () => {
    build = snapshotBuild();
    const file = join(build, 'server/portfolio.json');
    const snapshot = JSON.parse(readFileSync(file, 'utf8'));
    snapshot.data.projects[0].description += ` It also runs the ${WORD} scheduler.`;
    writeFileSync(join(build, 'server/ask-index.json'), JSON.stringify(buildAskIndex(createPortfolio(snapshot.data))));
    for (const [lang, data] of Object.entries<{ projects: { description: string }[] }>(snapshot.translations ?? {})) {
      data.projects[0]!.description += ` ${WORD}.`;
      writeFileSync(join(build, `server/ask-index.${lang}.json`), JSON.stringify(buildAskIndex(createPortfolio(data as never))));
    }
    writeFileSync(file, JSON.stringify(snapshot));
    server = await startServer('server.mjs', {
      nodeArgs: [...serveNodeArgs(), `--import=${LOG_LOADS}`],
      env: { PORTFOLIO_DIST: build, STATE_DIR: inject('stateDir') },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (build) rmSync(build, { recursive: true, force: true });
  });

  const json = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { accept: 'application/json' } });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<{ answer: string; references: string[]; _meta: { response_type: string } }>;
  };
  const q = encodeURIComponent(`Which project uses ${WORD.toLowerCase()}?`);

  it("/ask and /v1/ask give the same answer, from the server's content", async () => {
    const api = await json(`/v1/ask?q=${q}`);
    expect(api._meta.response_type).not.toBe('not_found');
    expect(api.answer).toMatch(new RegExp(WORD, 'i'));
    expect(await json(`/ask?q=${q}`)).toEqual(api);
    const html = await (await fetch(`${server.url}/ask?q=${q}`)).text();
    expect(html).toContain(api.references[0]!.replace(/^https?:\/\/[^/]+/, ''));
  });

  it('the pages load neither an engine nor the API registry of their own (only the server has them)', async () => {
    await json(`/ask?q=${q}`);
    await (await fetch(`${server.url}/ask?q=${q}`)).text();
    const pages = [...server.stderr().matchAll(/^loaded file:\/\/(\S+)$/gm)].map((m) => m[1]!).filter((f) => !f.includes('/server/app/'));
    // Astro's server build (entry.mjs and its chunks) was loaded, for the pages.
    expect(pages.some((f) => f.endsWith('/server/entry.mjs'))).toBe(true);
    const own = pages.filter((f) => /function createAskEngine\b|operationId: "askQuestionPost"/.test(readFileSync(f, 'utf8')));
    expect(own).toEqual([]);
  });

  it("the pages read the server's portfolios and site.yaml, never Astro's content collections (src/core/server-content.ts)", async () => {
    for (const path of [`/ask?q=${q}`, '/ask', `/de/ask?q=${q}`]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      await res.text();
    }
    expect(await json(`/de/ask?q=${q}`)).toEqual(await json(`/v1/ask?q=${q}&lang=de`));
    const loaded = [...server.stderr().matchAll(/^loaded file:\/\/(\S+)$/gm)].map((m) => m[1]!);
    // The content layer's data store (every collection, the rendered write-ups: about 0.7 MB of
    // heap for the example) is a chunk of its own, loaded by the first getCollection or getEntry.
    const store = loaded.filter((f) => f.includes('data-layer-content') || readFileSync(f, 'utf8').startsWith('// \\0astro:data-layer-content'));
    expect(store).toEqual([]);
  });

  it('the /ask page offers the WebMCP tools of the prerendered pages: one file, served with its ETag, not inlined', async () => {
    const source = (html: string) => /<script type="application\/json" id="webmcp-tools" data-src="([^"]+)"><\/script>/.exec(html)?.[1];
    const homeHtml = await (await fetch(`${server.url}/`)).text();
    const home = source(homeHtml);
    expect(home).toBe('/webmcp-tools.json');
    const askHtml = await (await fetch(`${server.url}/ask?q=${q}`)).text();
    expect(source(askHtml)).toBe(home);
    // The list is not in the pages (it was the same 2.5 KB in every one).
    for (const html of [homeHtml, askHtml]) expect(html).not.toContain('"inputSchema"');
    const res = await fetch(`${server.url}${home}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('etag')).toBeTruthy();
    const tools = (await res.json()) as { name: string; url: string }[];
    expect(tools.map((t) => t.name)).toContain('list_projects');
    for (const tool of tools) expect(tool.url.startsWith('/v1/'), tool.url).toBe(true);
  });

  it('in every language of the site', async () => {
    const languages = Object.keys(JSON.parse(readFileSync(join(build, 'server/portfolio.json'), 'utf8')).translations ?? {});
    expect(languages.length).toBeGreaterThan(0);
    for (const lang of languages) {
      const api = await json(`/v1/ask?q=${q}&lang=${lang}`);
      expect(api._meta.response_type, lang).not.toBe('not_found');
      expect(await json(`/${lang}/ask?q=${q}`)).toEqual(api);
    }
  });
});

describe.skipIf(!existsSync('/proc/self/status'))('a server gives memory back when idle (src/server/idle-memory.ts)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer('server.mjs', {
      nodeArgs: serveNodeArgs(),
      env: { STATE_DIR: inject('stateDir'), RATE_LIMIT_API: '100000/60' },
    });
  });
  afterAll(() => server?.stop());
  const resident = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;
  /** The resident part of glibc's main malloc arena (the `[heap]` mapping), in MB. */
  const arena = () => {
    const smaps = readFileSync(`/proc/${server.child.pid}/smaps`, 'utf8');
    const m = /\[heap\]\n(?:.*\n)*?Rss:\s+(\d+) kB/.exec(smaps);
    return m ? Number(m[1]) / 1024 : 0;
  };

  it('the resident memory falls by more than 10 MB within 30 s of the last request', async () => {
    // 1,000 distinct requests (pages rendered on demand, answers not memoised): the heap grows.
    await burst(
      server.url,
      1000,
      (k) => [`/ask?q=python+${k}`, `/v1/ask?q=which+projects+use+kafka+${k}`, `/v1/projects?tag=python&limit=${1 + (k % 9)}`, `/de/ask?q=kafka+${k}`][k % 4]!,
      true,
    );
    const busy = resident();
    let idle = busy;
    for (let s = 0; s < 30 && idle > busy - 10; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      idle = resident();
    }
    expect(idle, `resident ${busy.toFixed(1)} MB after the requests, ${idle.toFixed(1)} MB idle`).toBeLessThan(busy - 10);
  }, 60_000);

  it("glibc's main arena gives its free pages back when idle (malloc_trim, src/server/malloc-trim.ts)", async () => {
    // After the requests above and their idle release: a new burst, then idle again. Measured: the
    // arena went from 19 to 10 MB with malloc_trim, from 24 to 19 MB without (the freed pages stay
    // between a few live blocks).
    await burst(server.url, 400, (k) => [`/de/ask?q=kafka+${k}`, `/ask?q=python+${k}`][k % 2]!);
    const busy = arena();
    let idle = busy;
    for (let s = 0; s < 30 && idle >= busy * 0.65; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      idle = arena();
    }
    expect(idle, `main arena ${busy.toFixed(1)} MB after the requests, ${idle.toFixed(1)} MB idle`).toBeLessThan(busy * 0.65);
  }, 60_000);
});

/** A module hook that prints V8's bytecode and compiled code sizes each second (`code <bytecode> <machine code>` on stderr). */
const LOG_CODE = `data:text/javascript,${encodeURIComponent(
  [
    "import { getHeapCodeStatistics } from 'node:v8';",
    'setInterval(() => {',
    '  const s = getHeapCodeStatistics();',
    "  process.stderr.write('code ' + s.bytecode_and_metadata_size + ' ' + s.code_and_metadata_size + '\\n');",
    '}, 1000).unref();',
  ].join('\n'),
)}`;

describe('an idle server drops the code it compiled for its requests (src/server/idle-memory.ts)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer('server.mjs', {
      nodeArgs: [...serveNodeArgs(), `--import=${LOG_CODE}`],
      env: { STATE_DIR: inject('stateDir'), RATE_LIMIT_API: '100000/60' },
    });
  });
  afterAll(() => server?.stop());
  const last = () => {
    const lines = [...server.stderr().matchAll(/^code (\d+) (\d+)$/gm)];
    const m = lines.at(-1);
    return m ? { bytecode: Number(m[1]), code: Number(m[2]) } : undefined;
  };

  it('bytecode and machine code shrink within 30 s of the last request (recompiled from source when needed)', async () => {
    await burst(server.url, 200, (k) => [`/ask?q=python+${k}`, `/v1/ask?q=kafka+${k}`, '/v1/projects?tag=python', '/de/ask?q=kafka'][k % 4]!);
    await new Promise((r) => setTimeout(r, 1500));
    const busy = last()!;
    expect(busy.bytecode).toBeGreaterThan(0);
    let idle = busy;
    for (let s = 0; s < 30 && idle.bytecode > busy.bytecode / 2; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      idle = last()!;
    }
    expect(idle.bytecode, `bytecode ${busy.bytecode} bytes busy, ${idle.bytecode} idle`).toBeLessThan(busy.bytecode / 2);
    expect(idle.code).toBeLessThan(busy.code);
    // And the server still answers, compiling again what it needs.
    const res = await fetch(`${server.url}/v1/ask?q=kafka`);
    expect(res.status).toBe(200);
  }, 60_000);
});

describe('the idle collection is one that reduces memory (src/server/idle-memory.ts)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer('server.mjs', {
      // V8 prints a line per collection on stdout: `Mark-Compact (reduce) …, pooled: 0 MB, …`.
      nodeArgs: [...serveNodeArgs(), '--trace-gc'],
      env: { STATE_DIR: inject('stateDir'), RATE_LIMIT_API: '100000/60' },
    });
  });
  afterAll(() => server?.stop());

  it('within 30 s of the last request: V8 compacts, shrinks its heap and gives back the pages it pooled', async () => {
    let out = '';
    server.child.stdout.on('data', (s: string) => {
      out += s;
    });
    await burst(server.url, 200, (k) => [`/ask?q=python+${k}`, `/v1/ask?q=kafka+${k}`, '/v1/projects?tag=python', '/de/ask?q=kafka'][k % 4]!);
    out = '';
    // The server's own collection is the one V8 names `testing` (made through `gc`). A plain full
    // collection (what `gc()` does by default) keeps the freed pages in V8's pool ("pooled: 8 MB")
    // and the heap at its size; the last-resort one is a reducing collection that gives them back.
    const ours = () => out.split('\n').find((l) => l.includes('Mark-Compact') && l.includes('testing'));
    for (let s = 0; s < 30 && !ours(); s++) await new Promise((r) => setTimeout(r, 1000));
    expect(ours()).toMatch(/Mark-Compact \(reduce\).*pooled: 0 MB/);
    const res = await fetch(`${server.url}/v1/ask?q=kafka`);
    expect(res.status).toBe(200);
  }, 60_000);
});

/** The descriptors of the server process open on files of a build folder. */
function openFiles(pid: number, folder: string): string[] {
  const dir = `/proc/${pid}/fd`;
  return readdirSync(dir).flatMap((fd) => {
    try {
      const target = readlinkSync(join(dir, fd));
      return target.startsWith(folder) ? [target] : [];
    } catch {
      return [];
    }
  });
}

/** Sends a GET and half-closes the connection at once (a client that says it sends nothing more); resolves at close. */
function halfClosedGet(base: string, path: string): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: identity\r\n\r\n`);
    });
    socket.on('data', () => {});
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

describe.skipIf(!existsSync('/proc/self/fd'))('the built files are read from disk when asked for (src/server/static-files.ts)', () => {
  let build: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  const TEXT = 'llms.txt';
  const LARGE = '/large.json';
  let original: Buffer;
  beforeAll(async () => {
    build = snapshotBuild();
    original = readFileSync(join(build, 'client', TEXT));
    // A file over the read limit (1 MiB), which is streamed.
    writeFileSync(join(build, 'client', LARGE.slice(1)), `${JSON.stringify({ filler: 'x'.repeat(1536 * 1024) })}\n`);
    const manifestFile = join(build, 'static-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.routes[LARGE] = { file: LARGE, headers: { 'content-type': 'application/json', etag: '"large"', 'cache-control': 'no-cache' } };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    server = await startServer('server.mjs', { nodeArgs: serveNodeArgs(), env: { PORTFOLIO_DIST: build, STATE_DIR: inject('stateDir') } });
  });
  afterAll(async () => {
    await server?.stop();
    if (build) rmSync(build, { recursive: true, force: true });
  });

  it('a file changed on disk after the start is read from disk, and never sent under the headers of its old bytes', async () => {
    // Same length: only the modification time tells. Had the server held the bytes from the start,
    // it would answer them; it reads the file, sees it changed, and sends it with its own ETag.
    const file = join(build, 'client', TEXT);
    const changed = Buffer.from(
      original.toString('latin1').replace(/[a-z]/, (c) => (c === 'x' ? 'y' : 'x')),
      'latin1',
    );
    expect(changed.equals(original)).toBe(false);
    writeFileSync(file, changed);
    const res = await fetch(`${server.url}/${TEXT}`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(changed)).toBe(true);
    expect(res.headers.get('etag')).toBe(etagOf(changed));
    // An unchanged file is served from disk as before.
    const other = await fetch(`${server.url}/robots.txt`, { headers: { 'accept-encoding': 'identity' } });
    expect(other.status).toBe(200);
    expect(Buffer.from(await other.arrayBuffer()).equals(readFileSync(join(build, 'client', 'robots.txt')))).toBe(true);
  });

  it('a client that half-closes its connection leaves no file open (read whole, or streamed)', async () => {
    // A social card (read whole) and a file over the read limit (streamed from disk).
    const whole = await fetch(`${server.url}${LARGE}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(readFileSync(join(build, 'client', LARGE.slice(1))))).toBe(true);
    for (const path of ['/og/index.png', LARGE]) {
      for (let i = 0; i < 5; i++) await halfClosedGet(server.url, path);
    }
    let open = openFiles(server.child.pid!, resolve(build));
    for (let i = 0; i < 20 && open.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      open = openFiles(server.child.pid!, resolve(build));
    }
    expect(open).toEqual([]);
  });
});

const GLIBC = Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime);

describe.skipIf(!GLIBC || typeof process.execve !== 'function')("server.mjs tunes glibc's malloc (MALLOC_ENV)", () => {
  const environ = (pid: number) =>
    Object.fromEntries(
      readFileSync(`/proc/${pid}/environ`, 'latin1')
        .split('\0')
        .filter(Boolean)
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );

  it.each([
    ['nothing set', {}, { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' }],
    ['an arena count of its own', { MALLOC_ARENA_MAX: '4' }, { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '131072' }],
  ])('%s: the process (same id) runs with the settings, and answers', async (_, given, expected) => {
    const server = await startServer('server.mjs', {
      nodeArgs: serveNodeArgs(),
      env: { STATE_DIR: inject('stateDir'), MALLOC_ARENA_MAX: undefined, MALLOC_MMAP_THRESHOLD_: undefined, ...given },
    });
    try {
      const env = environ(server.child.pid!);
      expect({ MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ }).toEqual(expected);
      // The flags of `npm run serve` came through the replacement.
      expect(readFileSync(`/proc/${server.child.pid}/cmdline`, 'latin1').split('\0')).toEqual(expect.arrayContaining(serveNodeArgs()));
      expect((await fetch(`${server.url}/v1/projects`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(!existsSync('/proc/self/fd'))('a refused CONNECT leaves no connection open (src/server/ingress.ts refuseConnect)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer('server.mjs', { nodeArgs: serveNodeArgs(), env: { STATE_DIR: inject('stateDir') } });
  });
  afterAll(() => server?.stop());
  const sockets = () =>
    readdirSync(`/proc/${server.child.pid}/fd`).filter((fd) => {
      try {
        return readlinkSync(`/proc/${server.child.pid}/fd/${fd}`).startsWith('socket:');
      } catch {
        return false;
      }
    }).length;

  it('CONNECT with a body, answered 405, then the client goes: the server closes its socket', async () => {
    const before = sockets();
    const { hostname, port } = new URL(server.url);
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((done) => {
        const socket = connect(Number(port), hostname, () => {
          // A body larger than the socket's read buffer, which the server does not read on its own.
          socket.write(`CONNECT /mcp HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Length: 200000\r\n\r\n${'x'.repeat(200_000)}`);
        });
        let text = '';
        socket.setEncoding('latin1').on('data', (c: string) => {
          text += c;
          if (text.includes('\r\n\r\n')) {
            expect(text).toMatch(/^HTTP\/1\.1 405 /);
            socket.destroy();
            done();
          }
        });
        socket.on('error', () => done());
      });
    }
    let now = sockets();
    for (let i = 0; i < 30 && now > before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      now = sockets();
    }
    expect(now).toBe(before);
  });
});
