// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import staticManifest from './integrations/static-manifest.mjs';
import portfolioSnapshot from './integrations/portfolio-snapshot.mjs';
import devIngress from './integrations/dev-ingress.mjs';
import serverBundle from './integrations/server-bundle.mjs';
import { devServer, siteUrl } from './integrations/site-url.mjs';
import { deployment } from './integrations/deployment.mjs';
import { bundledFonts, fontFallbacksPlugin } from './integrations/fonts.mjs';
import { loadEnvFile } from './scripts/lib/env-file.mjs';
import { unified } from '@astrojs/markdown-remark';
import { sanitizeMarkdownPlugins } from './src/core/content/markdown-html.ts';

// .env, read the same way as the server and the scripts do (the environment wins).
loadEnvFile();
// Every absolute URL the project emits derives from SITE_URL (validated here, once; default from PORT):
// its origin and its base path (a site served under a folder, such as a GitHub Pages project site).
const { site, base } = siteUrl(process.env.SITE_URL, process.env.PORT);
// STATIC_ONLY / API_ORIGIN: where the pages send the dynamic features (src/lib/deployment.ts).
const deploy = deployment();

// The kit's pages, components and public files live next to this file; the site (Astro's root, the
// working directory) holds only its content, its build (dist/) and Astro's cache (.astro/). So a
// site that depends on the kit package builds with this configuration and nothing is copied into it
// (docs/decisions/0001-kit-as-package.md).
const kitDir = (/** @type {string} */ path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  srcDir: kitDir('./src'),
  publicDir: kitDir('./public'),
  site,
  base,
  output: 'static', // on-demand routes opt out with `export const prerender = false`
  trailingSlash: 'never',
  server: devServer(process.env), // `npm run dev` on PORT and HOST, as `npm run serve`
  // Separate caches let test runs build several sites at once (tests/global-setup.ts).
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  build: { format: 'file' }, // /projects/x -> projects/x.html: no file/directory clashes
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  session: false, // no sessions: the API is stateless
  security: { checkOrigin: false }, // OAuth clients POST forms without Origin; CSRF is handled per route
  integrations: [devIngress(), staticManifest(), portfolioSnapshot(deploy), serverBundle()],
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
