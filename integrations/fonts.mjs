/**
 * The page fonts, bundled with the kit (docs/design.md, "Type"): Inter for text, Source Serif 4 for
 * headings, JetBrains Mono for code. The woff2 files come from the @fontsource packages (npm, exact
 * versions in package.json); Astro's Fonts API (`fonts`, set by integrations/portfolio.mjs) copies them into the
 * build, writes the @font-face rules (font-display: swap) and a metric-matched fallback face per
 * family (size-adjust and ascent/descent overrides on a local system font, computed from the files),
 * so that swapping in the real face does not move the text. No request leaves the site.
 *
 * Each face comes in two files, as Fontsource cuts them: `latin` (always downloaded) and `latin-ext`
 * (names with accents such as "Łukasz" or "Dvořák"; downloaded only by a page that has such a
 * letter, through unicode-range). The ranges are read from the package's own CSS, so they always
 * match the files. The latin file of each face is declared first: Base.astro preloads the first
 * file of the faces above the fold.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontProviders } from 'astro/config';

const require = createRequire(import.meta.url);

/** The families: CSS variable, family name, @fontsource package, faces (weight and style), fallback. */
const FAMILIES = [
  {
    cssVariable: '--font-sans',
    name: 'Inter',
    pkg: '@fontsource/inter',
    faces: [
      [400, 'normal'],
      [400, 'italic'],
      [600, 'normal'],
    ],
    fallback: 'sans-serif',
  },
  {
    cssVariable: '--font-serif',
    name: 'Source Serif 4',
    pkg: '@fontsource/source-serif-4',
    faces: [[700, 'normal']],
    fallback: 'serif',
  },
  {
    cssVariable: '--font-mono',
    name: 'JetBrains Mono',
    pkg: '@fontsource/jetbrains-mono',
    faces: [[400, 'normal']],
    fallback: 'monospace',
  },
];

const SUBSETS = ['latin', 'latin-ext'];

/**
 * The unicode-range of one file, from the package's CSS of that weight (`@fontsource/inter/400.css`
 * holds one @font-face per subset, each after a comment naming its file: `inter-latin-400-normal`).
 */
function unicodeRange(pkg, file, weight, style) {
  const css = require.resolve(`${pkg}/${weight}${style === 'italic' ? '-italic' : ''}.css`);
  const block = readFileSync(css, 'utf8')
    .split('/* ')
    .find((b) => b.startsWith(`${file} */`));
  const match = block && /unicode-range:\s*([^;]+);/.exec(block);
  if (!match) throw new Error(`fonts: no unicode-range for ${file} in ${css}`);
  return match[1].split(',').map((r) => r.trim());
}

function variants({ pkg, faces }) {
  const slug = pkg.split('/')[1];
  return faces.flatMap(([weight, style]) =>
    SUBSETS.map((subset) => {
      const file = `${slug}-${subset}-${weight}-${style}`;
      return { src: [`${pkg}/files/${file}.woff2`], weight, style, unicodeRange: unicodeRange(pkg, file, weight, style) };
    }),
  );
}

/** The `fonts` setting of the Astro configuration (integrations/portfolio.mjs). */
export function bundledFonts() {
  return FAMILIES.map((family) => ({
    provider: fontProviders.local(),
    name: family.name,
    cssVariable: family.cssVariable,
    fallbacks: [family.fallback],
    display: /** @type {const} */ ('swap'),
    options: { variants: variants(family) },
  }));
}

/** The family names the pages may render with (tests/e2e/fonts.test.ts checks every glyph against them). */
export const BUNDLED_FAMILIES = FAMILIES.map((f) => f.name);
