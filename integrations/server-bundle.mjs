/**
 * Compiles the production server (src/server/create-server.ts and what it imports from src/)
 * into plain JavaScript in dist/server/app/, with esbuild. The server then starts without Node's
 * TypeScript stripping, which loads a WebAssembly compiler of about 20 MB resident on the first
 * `.ts` import (measured: a one-line .ts module takes a bare Node 24 from 42 to 61 MB). Packages
 * stay imports of node_modules, as in Astro's own server build; modules imported with `import()`
 * (MCP, the ask engine) become chunks loaded on first use. The script of the MCP Apps views
 * (src/mcp/apps/script.ts) is bundled for the browser here and inlined as `__MCP_APP_SCRIPT__`, and
 * the theme tokens they draw from (src/styles/themes.css, src/mcp/apps/tokens.ts) as
 * `__MCP_APP_THEME_TOKENS__`, so the server reads no source file when it runs.
 */
import { build, stop } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';

/**
 * The packages compiled into the server's files, in ASCII (see toAscii): those only the server
 * loads, whose modules have non-ASCII characters (V8 would hold their text at two bytes a
 * character, for good). The MCP SDK (about 1.7 MB of text; bundled, it also loses what the server
 * does not use: 0.7 MB), and the answering engine's word lists and search libraries (the pages use
 * the server's engine; Astro's chunk that imports them is loaded only by `astro dev`). Every other
 * package stays an import of node_modules, as in Astro's own server build: the pages load zod, for
 * example, and share one copy with the server.
 */
const BUNDLED = /^(?:@modelcontextprotocol\/|wink-lexicon\/|fuse\.js$|minisearch$|double-metaphone$)/;

/** An esbuild plugin: bare imports of packages not matching `bundled` stay external. */
function bundleOnly(bundled) {
  return {
    name: 'bundle-only',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point' || bundled.test(args.path)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * CommonJS modules that only export a table of data (wink-lexicon's irregular forms: an object of
 * about 2,000 words each), compiled as an ES module whose default export is the same object
 * (the same keys and values, without a prototype, as theirs). Imported as CommonJS, esbuild wraps
 * the module for each file that imports it (`__toESM`) in an object with one getter function per
 * key: four files import the nouns and three the verbs, and the seven wrappers held 2.4 MB of heap
 * from the start for the life of the server (a heap snapshot, idle; docs/security.md).
 */
const DATA_MODULES = /[\\/]wink-lexicon[\\/]src[\\/]wn-(?:noun|verb)-exceptions\.js$/;

/** An esbuild plugin: the modules matching `filter` are evaluated at build time and bundled as their data. */
function dataModules(filter) {
  const require = createRequire(import.meta.url);
  return {
    name: 'data-modules',
    setup(build) {
      build.onLoad({ filter }, (args) => {
        const data = require(args.path);
        const proto = Object.getPrototypeOf(data);
        if (proto !== null && proto !== Object.prototype) throw new Error(`${args.path}: not a plain object of data`);
        const json = JSON.stringify(data);
        // Only strings, numbers, booleans, arrays and plain objects survive JSON unchanged.
        if (!isDeepStrictEqual(JSON.parse(json), { ...data })) throw new Error(`${args.path}: not plain data`);
        const contents = proto === null ? `export default Object.assign(Object.create(null), ${json});\n` : `export default ${json};\n`;
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * The packages the engine's CommonJS file (below) may import. Those with an ES build of their own
 * (zod) it gets from the server, already loaded (named imports only): `require` would load their
 * CommonJS build, a second copy. Those that are CommonJS only (intl-messageformat) it requires:
 * Node gives `require` the very module an `import` gets, and loads it at the first question, not at
 * start. Node's built-in modules are required as usual; the build fails on any other package.
 */
const ENGINE_SHARED = ['zod'];
const ENGINE_REQUIRED = ['intl-messageformat'];

/**
 * The module that loads the `/v1/ask` engine in the server build, in place of
 * src/http/routes/ask-engine-module.ts (see there): the engine (src/core/ask/index.ts and what it
 * imports) is compiled into chunks/ask-engine.cjs, read and run at the first question (0.1 to
 * 0.3 s on the shared 2-core machine), and forgotten when idle, when nothing else holds it: its functions, tables, patterns
 * and source text are then garbage. An ES module stays loaded for good; a CommonJS module run
 * through `vm.compileFunction` (not `require`, whose cache and parent module would keep it) does not.
 */
export const ENGINE_LOADER = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { compileFunction } from 'node:vm';
${ENGINE_SHARED.map((p, i) => `import * as shared${i} from '${p}';`).join('\n')}
const SHARED = { ${ENGINE_SHARED.map((p, i) => `'${p}': shared${i}`).join(', ')} };
const FILE = fileURLToPath(new URL(import.meta.url.includes('/chunks/') ? './ask-engine.cjs' : './chunks/ask-engine.cjs', import.meta.url));
let loaded;
// A file that is missing, does not parse or throws is not read again for every question: its error is given
// back for RETRY_MS, then the file is tried again (a deployment being replaced may be whole by then).
const RETRY_MS = 30000;
let failed;
export function loadAskModule() {
  if (!loaded) {
    if (failed && Date.now() - failed.at < RETRY_MS) throw failed.error;
    try {
      const module = { exports: {} };
      const require = createRequire(FILE);
      const run = compileFunction(readFileSync(FILE, 'utf8'), ['module', 'exports', 'require', '__filename'], { filename: FILE });
      run(module, module.exports, (id) => SHARED[id] ?? require(id), FILE);
      loaded = module.exports;
      failed = undefined;
    } catch (error) {
      failed = { error, at: Date.now() };
      throw error;
    }
  }
  return loaded;
}
export function loadedAskModule() {
  return loaded;
}
export function releaseAskModule() {
  const was = loaded !== undefined;
  loaded = undefined;
  return was;
}
`;

/** An esbuild plugin: src/http/routes/ask-engine-module.ts replaced by ENGINE_LOADER. */
function engineLoader() {
  return {
    name: 'engine-loader',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]http[\\/]routes[\\/]ask-engine-module\.ts$/ }, () => ({ contents: ENGINE_LOADER, loader: 'js' }));
    },
  };
}

/**
 * The engine's CommonJS file (see ENGINE_LOADER), with its own copy of the few modules of src/ it
 * shares with the server (the portfolio's schemas, URLs, messages): they go with it when idle.
 */
async function bundleEngine(outDir) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/core/ask/index.ts', import.meta.url))],
    outfile: fileURLToPath(new URL('server/app/chunks/ask-engine.cjs', outDir)),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node22',
    plugins: [bundleOnly(BUNDLED), dataModules(DATA_MODULES)],
    legalComments: 'none',
    logLevel: 'silent',
    write: false,
    metafile: true,
    // wordnet-files.ts reads WordNet's files relative to itself (only when an index is built: in development).
    banner: { js: 'var __engine_meta_url = require("node:url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': '__engine_meta_url' },
  });
  const imported = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
  const unshared = imported.filter((p) => !p.startsWith('node:') && !ENGINE_SHARED.includes(p) && !ENGINE_REQUIRED.includes(p));
  if (unshared.length)
    throw new Error(
      `server bundle: the ask engine imports ${unshared.join(', ')}: add it to ENGINE_SHARED or ENGINE_REQUIRED (integrations/server-bundle.mjs)`,
    );
  return result.outputFiles;
}

/**
 * The server's files, built in memory. Bundling holds esbuild's process at about 70 MB: at the
 * start of the build, before Vite and the prerendering, that is far below the build's peak; at its
 * end (where it ran before) it was added to the peak (docs/benchmarks.md). The files only depend
 * on the kit's sources and its configuration, not on the content.
 */
async function bundleServer(outDir) {
  const { bundleAppScript } = await import('../src/mcp/apps/script.ts');
  const appScript = await bundleAppScript();
  const { readThemeTokens } = await import('../src/mcp/apps/tokens.ts');
  const result = await build({
    entryPoints: { server: fileURLToPath(new URL('../src/server/create-server.ts', import.meta.url)) },
    outdir: fileURLToPath(new URL('server/app/', outDir)),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    plugins: [bundleOnly(BUNDLED), dataModules(DATA_MODULES), engineLoader()],
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    write: false,
    define: { __MCP_APP_SCRIPT__: JSON.stringify(appScript), __MCP_APP_THEME_TOKENS__: JSON.stringify(readThemeTokens()) },
  });
  const engine = await bundleEngine(outDir);
  // esbuild's process, ended: its memory is given back for the rest of the build.
  await stop();
  // esbuild escapes non-ASCII characters everywhere but in regular expression literals (see toAscii).
  const files = [...result.outputFiles, ...engine].map(({ path, text }) => ({ path, text: toAscii(text) }));
  return { files, appScript };
}

/**
 * A module's text with every non-ASCII character written as `\\uXXXX` (one per UTF-16 unit). One
 * such character makes V8 hold the whole module's source as two bytes a character, for the life of
 * the process (V8 keeps the source to compile functions from; the largest chunk: 611 KB of text,
 * 1.2 MB of heap). The escape means the same character in a string, a template's value, a regular
 * expression (a pair of them: one astral character, also with the `u` flag), an identifier, and
 * nothing in a comment; it would change only the `raw` strings of a tagged template, which neither
 * esbuild's output (it escapes strings and templates itself) nor Astro's uses for non-ASCII text
 * (its `renderTemplate` tag reads the cooked strings).
 */
function toAscii(text) {
  return /[^\0-\x7f]/.test(text) ? text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
}

/** Astro's server build (dist/server/: entry.mjs, its chunks) rewritten in ASCII, for the same reason as the server's files. */
function asciiAstroServer(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.mjs'));
  let rewritten = 0;
  for (const e of files) {
    const path = join(e.parentPath, e.name);
    const text = readFileSync(path, 'utf8');
    const ascii = toAscii(text);
    if (ascii === text) continue;
    writeFileSync(path, ascii);
    rewritten++;
  }
  return rewritten;
}

export default function serverBundle() {
  let config;
  /** @type {Awaited<ReturnType<typeof bundleServer>> | undefined} */
  let bundled;
  return {
    name: 'server-bundle',
    hooks: {
      'astro:config:done': ({ config: c }) => {
        config = c;
      },
      // Waited for: esbuild's process is stopped when it is done, so nothing else may use it meanwhile.
      'astro:build:start': async () => {
        bundled = await bundleServer(config.outDir);
      },
      'astro:build:done': async ({ logger }) => {
        const { files, appScript } = bundled ?? (await bundleServer(config.outDir));
        for (const { path, text } of files) {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, text);
        }
        const ascii = asciiAstroServer(fileURLToPath(new URL('server/', config.outDir)));
        const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
        logger.info(`server bundle: ${files.length} files, ${Math.round(bytes / 1024)} KiB; ${ascii} files of Astro's server build rewritten in ASCII`);
        logger.info(`MCP Apps view script: ${Math.round(appScript.length / 1024)} KiB`);
      },
    },
  };
}
