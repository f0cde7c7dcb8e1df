/**
 * The script of the MCP Apps views: ./view.ts and the ext-apps bridge, bundled by esbuild for
 * the browser. The production server gets it inlined at build time (integrations/server-bundle.mjs
 * defines `__MCP_APP_SCRIPT__`); run from the sources (dev server, tests) it is bundled on first
 * use. Either way once per process.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

declare const __MCP_APP_SCRIPT__: string | undefined;

/**
 * zod re-exports every locale as a namespace (`z.locales`), which no bundler can drop; the views
 * only ever show English messages, so the namespace is narrowed to `en` (about 260 KB less).
 */
const englishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: join(dirname(args.importer), '../locales/index.js'), namespace: 'zod-locales' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/** Bundles ./view.ts (an IIFE, minified, no `</script` inside, so it can be inlined in a `<script>` element). */
export async function bundleAppScript(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./view.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [englishOnly],
  });
  const code = result.outputFiles[0]?.text ?? '';
  if (!code || /<\/script/i.test(code)) throw new Error('MCP Apps: the view script cannot be inlined');
  return code;
}

let script: Promise<string> | undefined;

/** The view script, bundled once per process (or inlined by the build). */
export function appScript(): Promise<string> {
  script ??=
    typeof __MCP_APP_SCRIPT__ === 'string'
      ? Promise.resolve(__MCP_APP_SCRIPT__)
      : bundleAppScript().catch((error: unknown) => {
          script = undefined;
          throw error;
        });
  return script;
}
