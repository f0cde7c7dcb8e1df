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
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    write: false,
    define: { __MCP_APP_SCRIPT__: JSON.stringify(appScript), __MCP_APP_THEME_TOKENS__: JSON.stringify(readThemeTokens()) },
  });
  // esbuild's process, ended: its memory is given back for the rest of the build.
  await stop();
  // esbuild escapes non-ASCII characters everywhere but in regular expression literals; one
  // such character makes V8 hold the whole module's source as two bytes a character (the
  // largest chunk: 611 KB of text, 1.2 MB of heap for the life of the process). In a regular
  // expression `\uXXXX` means the same character (a pair of them, one astral character).
  const files = result.outputFiles.map(({ path, text }) => ({
    path,
    text: /[^\0-\x7f]/.test(text) ? text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text,
  }));
  return { files, appScript };
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
        const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
        logger.info(`server bundle: ${files.length} files, ${Math.round(bytes / 1024)} KiB`);
        logger.info(`MCP Apps view script: ${Math.round(appScript.length / 1024)} KiB`);
      },
    },
  };
}
