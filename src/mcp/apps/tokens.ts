/**
 * The design tokens of the site's themes (src/styles/themes.css: each theme's colours in light and
 * dark, its heading family and weight, its corners), for the MCP Apps views, which draw from them
 * as the pages do. The production server gets the file's text inlined at build time
 * (integrations/server-bundle.mjs defines `__MCP_APP_THEME_TOKENS__`); run from the sources (dev
 * server, tests) it reads the file. The file is data here, not an import: the views take its
 * custom properties and nothing else of the website's stylesheet (no font files, no layout).
 */
import { readFileSync } from 'node:fs';

declare const __MCP_APP_THEME_TOKENS__: string | undefined;

/** The stylesheet of the theme tokens, as written in src/styles/themes.css. */
export function readThemeTokens(): string {
  return readFileSync(new URL('../../styles/themes.css', import.meta.url), 'utf8');
}

/** Comments out, whitespace collapsed: the same rules in fewer bytes (the file holds no strings with spaces that matter). */
export function minifyTokens(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

let tokens: string | undefined;

/** The theme tokens, minified, read once per process (or inlined by the build). */
export function themeTokens(): string {
  tokens ??= minifyTokens(typeof __MCP_APP_THEME_TOKENS__ === 'string' ? __MCP_APP_THEME_TOKENS__ : readThemeTokens());
  return tokens;
}
