/**
 * One MCP Apps view as a self-contained HTML document: inline CSS in the colours of the site's
 * default theme (light or dark, as the host says), the view script inline, and a Content-Security-Policy of its own that allows
 * that style and that script (by hash) and nothing else: no network, whatever the host's policy.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_THEME, THEME_COLOURS } from '../../core/site/themes.ts';

/** The document's own policy: its inline style and script by hash, SVG drawn in the page, no fetch, no frame, no form. */
export function documentPolicy(style: string, script: string): string {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  return [
    "default-src 'none'",
    `style-src ${hash(style)}`,
    `script-src ${hash(script)}`,
    'img-src data:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The theme's surfaces and accent (src/core/site/themes.ts), light and dark. */
function style(): string {
  const { light, dark, accent } = THEME_COLOURS[DEFAULT_THEME];
  const scheme = (bg: readonly string[], fg: string, muted: string, acc: string) =>
    `--bg:${bg[0]};--raised:${bg[1]};--chip:${bg[2]};--fg:${fg};--muted:${muted};--accent:${acc};`;
  return [
    // The host's theme (`data-theme`, set by the ext-apps bridge from the host context) wins over the system's.
    `:root{color-scheme:light dark;${scheme(light, '#1d1a16', '#5d554b', accent.light)}}`,
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${scheme(dark, '#ece6dc', '#b3a999', accent.dark)}}}`,
    `:root[data-theme=dark]{${scheme(dark, '#ece6dc', '#b3a999', accent.dark)}}`,
    'body{margin:0;padding:12px;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,sans-serif}',
    'h1{font:650 1.4rem/1.2 Georgia,serif;margin:0 0 .4rem}h2{font:650 1.05rem/1.3 Georgia,serif;margin:.2rem 0}',
    'a{color:var(--accent)}.muted{color:var(--muted);margin:.2rem 0}.error{color:var(--accent)}',
    '.card{background:var(--raised);border:1px solid var(--chip);border-radius:4px;padding:12px;margin-bottom:12px}',
    '.monogram{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;background:var(--accent);color:var(--bg);font-weight:700;margin-bottom:8px}',
    '.grid{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}',
    '.cover{display:block;width:100%;aspect-ratio:16/7;border-radius:2px;margin-bottom:8px}',
    '.tone-0{fill:var(--chip)}.tone-1{fill:var(--accent)}.tone-2{fill:color-mix(in srgb,var(--accent) 55%,var(--raised))}',
    '.tone-3{fill:color-mix(in srgb,var(--accent) 25%,var(--raised))}.tone-4{fill:var(--bg)}',
    '.tags{list-style:none;padding:0;margin:.4rem 0 0;display:flex;flex-wrap:wrap;gap:4px}',
    '.tags li{background:var(--chip);border-radius:2px;padding:0 6px;font-size:.8rem}',
    '.refs{padding-left:1.2rem;word-break:break-all}',
  ].join('\n');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML of one view: `view` picks the renderer of ./view.ts, `title` names the document. */
export function appDocument(view: string, title: string, script: string): string {
  const css = style();
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeText(documentPolicy(css, script))}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(title)}</title>`,
    `<style>${css}</style>`,
    `</head><body data-view="${escapeText(view)}"><main id="app"><p class="muted">Waiting for the result&hellip;</p></main>`,
    `<script>${script}</script>`,
    '</body></html>',
  ].join('\n');
}
