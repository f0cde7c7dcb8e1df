// @ts-check
/**
 * The kit as an Astro integration: `import portfolio from 'agent-portfolio'` in a site's own
 * astro.config.mjs, `integrations: [portfolio()]`. It sets everything the kit needs (its pages,
 * public files, the Node adapter, the Markdown allow-list, the bundled fonts, the build format,
 * the site's address) and adds the kit's build integrations; the site's configuration adds its own
 * integrations and Vite options around it. The kit's astro.config.mjs is this integration alone,
 * and `agent-portfolio build|dev` uses it when the site has no configuration of its own
 * (docs/decisions/0002-astro-integration.md).
 *
 * The kit's pages stay where they are: `srcDir` and `publicDir` are the kit's folders, so the
 * pages, the middleware and the content collections need no rewriting into injected routes. A
 * site adds pages with its own integration's `injectRoute`.
 */
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';
import node from '@astrojs/node';
import { unified } from '@astrojs/markdown-remark';
import { z } from 'zod';
import { loadEnvFile } from '../scripts/lib/env-file.mjs';
import { sanitizeMarkdownPlugins } from '../src/core/content/markdown-html.ts';
import { deployment } from './deployment.mjs';
import devIngress from './dev-ingress.mjs';
import { bundledFonts, fontFallbacksPlugin } from './fonts.mjs';
import portfolioSnapshot from './portfolio-snapshot.mjs';
import serverBundle from './server-bundle.mjs';
import { devServer, siteUrl } from './site-url.mjs';
import staticManifest from './static-manifest.mjs';

/**
 * The options. Each is the site's default for a variable of the environment (docs/configuration.md),
 * and, as for the `.env` file, a value set in the environment (or `.env`) wins: the committed
 * configuration says what the site is, the deployment may still say otherwise.
 */
export const portfolioOptions = z
  .strictObject({
    /** The public address of the site (as SITE_URL): `https://ada.dev` or `https://user.github.io/portfolio/`. */
    site: z
      .string()
      .trim()
      .min(1)
      .superRefine((value, ctx) => {
        try {
          siteUrl(value, undefined);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: /** @type {Error} */ (err).message.replace(/^SITE_URL/, 'site') });
        }
      })
      .optional(),
    /** The content folder, relative to the site's directory (as PORTFOLIO_CONTENT; default `content`). */
    content: z.string().trim().min(1).optional(),
  })
  .default({});

/** @typedef {import('zod').input<typeof portfolioOptions>} PortfolioOptions */

/** Reads and checks the options; a mistake stops the build with a message that names the option. */
export function parseOptions(/** @type {unknown} */ options) {
  const parsed = portfolioOptions.safeParse(options);
  if (!parsed.success) throw new Error(`agent-portfolio: the options of portfolio() are wrong:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The values the options wrote into each environment, so that a reloaded configuration (`dev`) replaces them. */
const written = new WeakMap();

/** The environment as the kit reads it: `.env` loaded, then the options where neither sets the variable. */
export function applyOptions(/** @type {ReturnType<typeof parseOptions>} */ options, env = process.env) {
  /** @type {Map<string, string>} */
  const ours = written.get(env) ?? new Map();
  written.set(env, ours);
  // An earlier configuration's option (Astro loads the configuration again when it changes under `dev`).
  for (const [name, value] of ours) if (env[name] === value) delete env[name];
  ours.clear();
  loadEnvFile(env);
  const defaults = { SITE_URL: options.site, PORTFOLIO_CONTENT: options.content };
  for (const [name, value] of Object.entries(defaults)) {
    if (value === undefined || env[name]?.trim()) continue;
    env[name] = value;
    ours.set(name, value);
  }
  return env;
}

const kitDir = (/** @type {string} */ path) => new URL(path, import.meta.url);

/**
 * How far V8 lets the old generation grow past what its last full collection kept, in a build: 50 %.
 * By default V8 lets it grow up to fourfold in a process that allocates as fast as a build, and
 * most of a build's heap is garbage (the pages, cards and documents already written): a
 * 1,000-project build held about 400 MB of heap where about 190 MB was alive. With the build's
 * `--max-semi-space-size=16` (bin/build-env.mjs), its peak was about 380 MB lower, for no measurable
 * CPU time (docs/benchmarks.md). 75 % and 100 % were measured since (about 1 and 1.4 s less of V8's
 * collector threads at 1,000 projects) but took the bench's peak to 714-755 MiB, too close to its
 * goal. Relative to what is alive, so a larger site gets a larger heap (a fixed cap would stop it).
 */
const BUILD_HEAP_GROWING_PERCENT = 50;

/**
 * The integration. Options: `site`, `content` (above).
 * @param {PortfolioOptions} [options]
 * @returns {import('astro').AstroIntegration}
 */
export default function portfolio(options) {
  const env = applyOptions(parseOptions(options));
  // Every absolute URL the project emits derives from SITE_URL (validated here, once; default from PORT):
  // its origin and its base path (a site served under a folder, such as a GitHub Pages project site).
  const { site, base } = siteUrl(env.SITE_URL, env.PORT);
  // STATIC_ONLY / API_ORIGIN: where the pages send the dynamic features (src/lib/deployment.ts).
  const deploy = deployment(env);
  const adapter = node({ mode: 'middleware', staticHeaders: true });
  return {
    name: 'agent-portfolio',
    hooks: {
      // Set for the build's process only (`astro dev` and the server never run this hook).
      'astro:build:start': () => setFlagsFromString(`--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`),
      // The social cards' drawing worker (src/lib/card-worker.ts) is ended once the pages are made:
      // about 50 to 70 MB less through the compression and the snapshot (docs/benchmarks.md).
      'astro:build:generated': async () => {
        const end = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[Symbol.for('agent-portfolio.end-card-worker')];
        if (typeof end === 'function') await end();
      },
      'astro:config:setup': ({ config, updateConfig, logger }) => {
        const root = fileURLToPath(config.root);
        if (config.srcDir.href !== new URL('./src/', config.root).href) {
          logger.warn("srcDir is the kit's own folder (its pages); add a page of the site with an integration's injectRoute instead");
        }
        if (config.site && config.site !== site) {
          logger.warn(`site is set from SITE_URL or portfolio({ site }); remove \`site: '${config.site}'\` from the Astro configuration`);
        }
        if (config.adapter) logger.warn('the kit brings its own adapter (@astrojs/node); remove `adapter` from the Astro configuration');
        updateConfig({
          // The kit's pages, components and public files live in the package; the site (Astro's
          // root) holds only its content, its build (dist/) and Astro's cache (.astro/).
          srcDir: kitDir('../src/'),
          publicDir: kitDir('../public/'),
          site,
          base,
          output: 'static', // on-demand routes opt out with `export const prerender = false`
          trailingSlash: 'never',
          server: devServer(env), // `npm run dev` on PORT and HOST, as `npm run serve`
          // Separate caches let test runs build several sites at once (tests/global-setup.ts).
          ...(env.ASTRO_CACHE_DIR ? { cacheDir: pathToFileURL(`${resolve(root, env.ASTRO_CACHE_DIR)}/`) } : {}),
          build: { format: 'file' }, // /projects/x -> projects/x.html: no file/directory clashes
          adapter,
          session: false, // no sessions: the API is stateless
          security: { checkOrigin: false }, // OAuth clients POST forms without Origin; CSRF is handled per route
          integrations: [adapter, devIngress(), staticManifest(), portfolioSnapshot(deploy), serverBundle()],
          // Content is data, never code: the Markdown of content files is sanitised to an allow-list
          // (src/core/content/markdown-html.ts; the build warns with each file whose HTML was cut).
          // Code blocks are highlighted in both colour schemes (GitHub's default themes, which keep
          // comments at WCAG AA contrast); the stylesheet picks the colours of the scheme in use.
          markdown: {
            processor: unified({ rehypePlugins: [...sanitizeMarkdownPlugins()] }),
            shikiConfig: { themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false },
          },
          devToolbar: { enabled: false },
          fonts: bundledFonts(), // the page fonts, bundled (integrations/fonts.mjs)
          image: { layout: 'constrained' }, // content images: srcset and sizes, never wider than their column
          vite: {
            define: { __PORTFOLIO_DEPLOYMENT__: JSON.stringify(deploy) },
            // The fonts' metric-matched fallback faces, a stylesheet module (integrations/fonts.mjs).
            plugins: [fontFallbacksPlugin()],
            // No inlined scripts, styles or data: images: every script is a file under /_astro/, so that
            // the Content-Security-Policy allows scripts by origin and one hash (src/http/csp.ts).
            build: { assetsInlineLimit: 0 },
          },
        });
      },
    },
  };
}
