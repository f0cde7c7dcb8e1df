/**
 * One MCP Apps view as a self-contained HTML document: inline CSS drawn from the site's own design
 * tokens (./tokens.ts: the theme `site.yaml` chose, with its accent, light or dark as the host
 * says), the view script inline, and a Content-Security-Policy of its own that allows that style
 * and that script (by hash) and nothing else: no network, whatever the host's policy. Fonts are
 * the system's (the site's font files would be a network request): the theme's family, serif or
 * sans, through the same fallback stacks the site's stylesheet names.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_THEME, THEME_COLOURS, THEMES, type ThemeName } from '../../core/site/themes.ts';
import { themeTokens } from './tokens.ts';

/** The site's look, as the views need it: the theme and its accent in each scheme (src/core/schema/site.ts `siteDesign`). */
export interface AppDesign {
  theme: ThemeName;
  accent: { light: string; dark: string };
}

/** The design of a site without `site.yaml`: the default theme with its own accent. */
export const DEFAULT_DESIGN: AppDesign = { theme: DEFAULT_THEME, accent: THEME_COLOURS[DEFAULT_THEME].accent };

const HEX = /^#[0-9a-f]{6}$/;

/** `design` when it is well formed (a known theme, `#rrggbb` accents), else the default: nothing but a colour reaches the CSS. */
export function safeDesign(design: AppDesign | undefined): AppDesign {
  if (!design || !THEMES.includes(design.theme)) return DEFAULT_DESIGN;
  const { light, dark } = design.accent ?? {};
  if (typeof light !== 'string' || typeof dark !== 'string' || !HEX.test(light) || !HEX.test(dark)) {
    return { theme: design.theme, accent: THEME_COLOURS[design.theme].accent };
  }
  return { theme: design.theme, accent: { light, dark } };
}

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

/**
 * The view's stylesheet: the theme tokens (every theme's; `<html data-design>` picks one, as on the
 * site), the accent of `site.yaml` over the theme's, each colour as light-dark() of its tokens (as
 * src/styles/global.css does), then the views' own rules. The cover tones are the site's.
 */
function style(design: AppDesign): string {
  return [
    themeTokens(),
    // The accent of site.yaml wins over the theme's own, as the pages' <html style> does.
    `html:root[data-design]{--accent-light:${design.accent.light};--accent-dark:${design.accent.dark}}`,
    ':root{color-scheme:light dark;--bg:light-dark(var(--bg-light),var(--bg-dark));--raised:light-dark(var(--raised-light),var(--raised-dark));' +
      '--fg:light-dark(var(--fg-light),var(--fg-dark));--muted:light-dark(var(--muted-light),var(--muted-dark));' +
      '--accent:light-dark(var(--accent-light),var(--accent-dark));--accent-fg:light-dark(#ffffff,var(--bg-dark));' +
      '--border:light-dark(var(--border-light),var(--border-dark));--chip:light-dark(var(--chip-light),var(--chip-dark));' +
      '--sans:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;' +
      '--serif:"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,ui-serif,serif}',
    // The host's theme (`data-theme`, set by the ext-apps bridge from the host context) wins over the system's.
    ':root[data-theme=light]{color-scheme:light}:root[data-theme=dark]{color-scheme:dark}',
    'body{margin:0;padding:12px;background:var(--bg);color:var(--fg);font:15px/1.5 var(--sans)}',
    'h1,h2{font-family:var(--heading);font-weight:var(--heading-weight);letter-spacing:-.01em}',
    'h1{font-size:1.4rem;line-height:1.2;margin:0 0 .4rem}h2{font-size:1.05rem;line-height:1.3;margin:.2rem 0}',
    'h2 a{color:var(--fg);text-decoration:none}h2 a:hover{color:var(--accent);text-decoration:underline}',
    'a{color:var(--accent);text-underline-offset:.18em}.muted{color:var(--muted);margin:.2rem 0}.error{color:var(--accent)}',
    '.card{background:var(--raised);border:1px solid var(--border);border-radius:var(--radius-lg);box-shadow:var(--card-shadow);padding:12px;margin-bottom:12px}',
    '.monogram{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;background:var(--accent);color:var(--accent-fg);font-weight:700;margin-bottom:8px}',
    '.grid{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}',
    '.cover{display:block;width:100%;aspect-ratio:var(--cover-ratio);border-radius:var(--radius);margin-bottom:8px}',
    '.tone-0{fill:color-mix(in oklab,var(--accent) 10%,var(--raised))}.tone-1{fill:var(--accent)}',
    '.tone-2{fill:color-mix(in oklab,var(--accent) 55%,var(--raised))}.tone-3{fill:color-mix(in oklab,var(--accent) 28%,var(--raised))}',
    '.tone-4{fill:color-mix(in oklab,var(--fg) 14%,var(--raised))}',
    ':root[data-design=visual] .tone-2{fill:oklch(from var(--accent) l c calc(h + 60))}',
    ':root[data-design=visual] .tone-3{fill:oklch(from var(--accent) calc(l + .12) c calc(h - 50))}:root[data-design=visual] .tone-1{fill-opacity:.85}',
    '.tags{list-style:none;padding:0;margin:.4rem 0 0;display:flex;flex-wrap:wrap;gap:4px}',
    '.tags li{background:var(--chip);border-radius:var(--radius);padding:0 6px;font-size:.8rem}',
    '.refs{padding-left:1.2rem;word-break:break-all}',
  ].join('\n');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML of one view: `view` picks the renderer of ./view.ts, `title` names the document, `design` is the site's look. */
export function appDocument(view: string, title: string, script: string, design: AppDesign = DEFAULT_DESIGN): string {
  const look = safeDesign(design);
  const css = style(look);
  return [
    '<!doctype html>',
    `<html lang="en" data-design="${look.theme}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${escapeText(documentPolicy(css, script))}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(title)}</title>`,
    `<style>${css}</style>`,
    `</head><body data-view="${escapeText(view)}"><main id="app"><p class="muted">Waiting for the result&hellip;</p></main>`,
    `<script>${script}</script>`,
    '</body></html>',
  ].join('\n');
}
