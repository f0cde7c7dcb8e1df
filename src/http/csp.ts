/**
 * The Content-Security-Policy of every HTML page (prerendered and on demand; the OAuth consent
 * page has its own, stricter one). Scripts run only from the site's own files and the inline
 * scripts listed by their SHA-256 hash: no 'unsafe-inline', no 'unsafe-eval', no wildcard source.
 */
import { createHash } from 'node:crypto';

export interface PagePolicyOptions {
  /** The exact text of each inline script the pages carry (src/lib/inline-scripts.ts). */
  inlineScripts: readonly string[];
  /** The exact text of each inline style element the pages carry (none: the fonts' @font-face rules are in the stylesheet). */
  inlineStyles?: readonly string[];
  /** API_ORIGIN of a static-only build: the pages' scripts call it and the /ask form goes there. */
  apiOrigin?: string | null;
}

/** `'sha256-…'`, the CSP source that allows exactly this inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function pagePolicy({ inlineScripts, inlineStyles = [], apiOrigin }: PagePolicyOptions): string {
  const api = apiOrigin ? [new URL(apiOrigin).origin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(inlineScripts)].map(scriptHash)],
    // Stylesheets are files (the fonts' @font-face rules included); only Shiki's colour
    // attributes (values limited by the Markdown allow-list, src/core/content/markdown-html.ts)
    // are inline.
    ['style-src', "'self'", ...[...new Set(inlineStyles)].map(scriptHash)],
    ['style-src-attr', "'unsafe-inline'"],
    // Images cannot run code; a write-up may show one hosted elsewhere over https.
    ['img-src', "'self'", 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api],
    ['form-action', "'self'", ...api],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
