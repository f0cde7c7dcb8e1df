/**
 * The page fonts, bundled with the kit (docs/design.md, "Type"): Inter for text, Source Serif 4 for
 * headings, JetBrains Mono for code. The woff2 files come from the @fontsource packages (npm, exact
 * versions in package.json); Astro's Fonts API (`fonts`, set by integrations/portfolio.mjs) copies them into the
 * build and writes the @font-face rules (font-display: swap). No request leaves the site.
 *
 * Until a file arrives (or when it never does), the text is drawn by a fallback face: a font of the
 * reader's machine, named with local(), whose size and line metrics are set (size-adjust,
 * ascent-override, descent-override, line-gap-override) so that it takes the room the bundled face
 * takes, and the swap moves nothing (tests/e2e/font-shift.test.ts). The overrides are computed here,
 * per bundled face (weight and style), from the bundled files' own metrics (@capsizecss/unpack) and
 * from the metrics of the local fonts in LOCAL_FALLBACKS: one fallback family per local font that
 * common systems have (Arial and its metric twins Liberation Sans and Arimo on Windows, macOS,
 * ChromeOS and most Linux desktops; Roboto on Android; DejaVu on a bare Debian or Ubuntu, where
 * Arial is absent), tried in that order. Astro's own fallback faces (`optimizedFallbacks`) name
 * only Arial, Times New Roman and Courier New: on a machine without them the generic family drew
 * the page unadjusted, and the form of /ask moved 32 px on a phone when Inter arrived. The rules are
 * a stylesheet (the virtual module below, imported by Base.astro), so the Content-Security-Policy
 * allows them as a file.
 *
 * Each face comes in two files, as Fontsource cuts them: `latin` (always downloaded) and `latin-ext`
 * (names with accents such as "Łukasz" or "Dvořák"; downloaded only by a page that has such a
 * letter, through unicode-range). The ranges are read from the package's own CSS, so they always
 * match the files. The latin file of each face is declared first: Base.astro preloads the first
 * file of the faces above the fold.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromFile } from '@capsizecss/unpack/fs';
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

/**
 * The local fonts that stand in for the bundled ones, per generic family, in the order tried. Each
 * face lists the names local() may match (full name and PostScript name; fonts with the same
 * advance widths share an entry) and the two metrics that size-adjust needs: the em and the average
 * width of Latin text (capsize's `xWidthAvg`, letters weighted by their frequency in English).
 * Arial, Times New Roman, Courier New, Roboto: @capsizecss/metrics 4.3.0 (Liberation, Arimo, Tinos
 * and Cousine have the same widths there). DejaVu: computed with @capsizecss/unpack from Debian's
 * fonts-dejavu-core 2.37 (tests/unit/font-fallbacks.test.ts recomputes them where the files exist).
 * `bold` stands in for the weights from 600 up.
 */
export const LOCAL_FALLBACKS = {
  'sans-serif': [
    {
      name: 'Arial',
      regular: {
        local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo Regular', 'Arimo-Regular'],
        unitsPerEm: 2048,
        xWidthAvg: 913,
      },
      bold: {
        local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
        unitsPerEm: 2048,
        xWidthAvg: 983,
      },
      italic: {
        local: ['Arial Italic', 'Arial-ItalicMT', 'Liberation Sans Italic', 'LiberationSans-Italic', 'Arimo Italic', 'Arimo-Italic'],
        unitsPerEm: 2048,
        xWidthAvg: 913,
      },
    },
    {
      name: 'Roboto',
      regular: { local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], unitsPerEm: 2048, xWidthAvg: 911 },
      bold: { local: ['Roboto Bold', 'Roboto-Bold'], unitsPerEm: 2048, xWidthAvg: 926 },
      italic: { local: ['Roboto Italic', 'Roboto-Italic'], unitsPerEm: 2048, xWidthAvg: 886 },
    },
    {
      name: 'DejaVu Sans',
      regular: { local: ['DejaVu Sans', 'DejaVuSans'], unitsPerEm: 2048, xWidthAvg: 1041 },
      bold: { local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], unitsPerEm: 2048, xWidthAvg: 1176 },
      italic: { local: ['DejaVu Sans Oblique', 'DejaVuSans-Oblique'], unitsPerEm: 2048, xWidthAvg: 1041 },
    },
  ],
  serif: [
    {
      name: 'Times New Roman',
      regular: {
        local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Tinos Regular', 'Tinos-Regular'],
        unitsPerEm: 2048,
        xWidthAvg: 832,
      },
      bold: {
        local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold', 'Tinos Bold', 'Tinos-Bold'],
        unitsPerEm: 2048,
        xWidthAvg: 886,
      },
      italic: {
        local: ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic', 'LiberationSerif-Italic', 'Tinos Italic', 'Tinos-Italic'],
        unitsPerEm: 2048,
        xWidthAvg: 836,
      },
    },
    {
      name: 'DejaVu Serif',
      regular: { local: ['DejaVu Serif', 'DejaVuSerif'], unitsPerEm: 2048, xWidthAvg: 1058 },
      bold: { local: ['DejaVu Serif Bold', 'DejaVuSerif-Bold'], unitsPerEm: 2048, xWidthAvg: 1168 },
    },
  ],
  monospace: [
    {
      name: 'Courier New',
      regular: {
        local: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono', 'Cousine', 'Cousine Regular', 'Cousine-Regular'],
        unitsPerEm: 2048,
        xWidthAvg: 1229,
      },
    },
    {
      name: 'DejaVu Sans Mono',
      regular: { local: ['DejaVu Sans Mono', 'DejaVuSansMono'], unitsPerEm: 2048, xWidthAvg: 1233 },
    },
  ],
};

/** The name of the fallback family that draws `family` with the local font `local` ("Inter fallback DejaVu Sans"). */
const fallbackName = (family, local) => `${family.name} fallback ${local.name}`;

/** The `fonts` setting of the Astro configuration (integrations/portfolio.mjs): the bundled faces, then the fallback families, then the generic one. */
export function bundledFonts() {
  return FAMILIES.map((family) => ({
    provider: fontProviders.local(),
    name: family.name,
    cssVariable: family.cssVariable,
    fallbacks: [...LOCAL_FALLBACKS[family.fallback].map((local) => fallbackName(family, local)), family.fallback],
    // Astro's fallback faces name Arial, Times New Roman and Courier New only: replaced by ours.
    optimizedFallbacks: false,
    display: /** @type {const} */ ('swap'),
    options: { variants: variants(family) },
  }));
}

const pct = (n) => `${Number.parseFloat((n * 100).toFixed(4))}%`;

/**
 * The @font-face rules of the fallback families: for each bundled face and each local font, the
 * local face of the same variant scaled to the bundled face's average width (size-adjust), with the
 * bundled face's ascent, descent and line gap (the overrides are in the scaled em, as capsize and
 * fontaine compute them). Metrics are read from the latin file of each bundled face.
 */
export async function fallbackFontFaces() {
  const rules = [];
  for (const family of FAMILIES) {
    const slug = family.pkg.split('/')[1];
    for (const [weight, style] of family.faces) {
      const file = require.resolve(`${family.pkg}/files/${slug}-latin-${weight}-${style}.woff2`);
      const m = await fromFile(file);
      const variant = style === 'italic' ? 'italic' : weight >= 600 ? 'bold' : 'regular';
      for (const local of LOCAL_FALLBACKS[family.fallback]) {
        const face = local[variant] ?? local.regular;
        const sizeAdjust = m.xWidthAvg / m.unitsPerEm / (face.xWidthAvg / face.unitsPerEm);
        const em = m.unitsPerEm * sizeAdjust;
        rules.push(
          `@font-face{font-family:${JSON.stringify(fallbackName(family, local))};src:${face.local.map((n) => `local(${JSON.stringify(n)})`).join(',')};` +
            `font-weight:${weight};font-style:${style};size-adjust:${pct(sizeAdjust)};ascent-override:${pct(m.ascent / em)};` +
            `descent-override:${pct(Math.abs(m.descent) / em)};line-gap-override:${pct(m.lineGap / em)}}`,
        );
      }
    }
  }
  return `${rules.join('\n')}\n`;
}

const FALLBACKS_MODULE = 'virtual:portfolio/font-fallbacks.css';
/** A path-like id (not `\0`-prefixed), so that Vite's CSS pipeline bundles it into the page stylesheet. */
const FALLBACKS_ID = '/__portfolio-font-fallbacks.css';
/** Astro's module of the Fonts API's data, `componentDataByCssVariable` among it (what `<Font>` renders). */
const ASTRO_FONTS_ID = '\0virtual:astro:assets/fonts/internal';

/**
 * The @font-face rules of the bundled faces, as Astro's Fonts API writes them (the `<style>` of its
 * `<Font>` component, the same on every page): read from Astro's module of that data, in the
 * order of FAMILIES. They go into the site's stylesheet with the fallback faces instead of
 * being inlined in each page (3.9 KB a page, each compressed again in every precompressed copy).
 * @param {string} code the module's code
 */
export async function bundledFontFaces(code) {
  const { componentDataByCssVariable } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return FAMILIES.map((family) => {
    const css = componentDataByCssVariable.get(family.cssVariable)?.css;
    if (!css) throw new Error(`fonts: Astro wrote no @font-face rules for ${family.cssVariable}`);
    return css;
  }).join('\n');
}

/**
 * The Vite plugin behind `import 'virtual:portfolio/font-fallbacks.css'` (src/layouts/Base.astro):
 * the bundled faces' rules (Astro's) and the fallback faces' (ours), one stylesheet.
 */
export function fontFallbacksPlugin() {
  return {
    name: 'portfolio-font-fallbacks',
    /** @param {string} id */
    resolveId(id) {
      return id === FALLBACKS_MODULE ? FALLBACKS_ID : undefined;
    },
    /**
     * @this {import('vite').Rollup.PluginContext}
     * @param {string} id
     */
    async load(id) {
      if (id !== FALLBACKS_ID) return undefined;
      return `${await bundledFontFaces(await astroFontsCode(this))}\n${await fallbackFontFaces()}`;
    },
  };
}

/**
 * The code of Astro's fonts module. In a build, `this.load` gives it; under `astro dev` Vite's
 * module info has no `code`, so the dev environment's plugin container loads it (the same hooks).
 * @param {import('vite').Rollup.PluginContext & { environment?: { mode?: string, pluginContainer?: { load(id: string): Promise<unknown> } } }} context
 * @returns {Promise<string>}
 */
async function astroFontsCode(context) {
  const container = context.environment?.mode === 'dev' ? context.environment.pluginContainer : undefined;
  if (container) {
    const loaded = /** @type {string | { code: string } | null} */ (await container.load(ASTRO_FONTS_ID));
    const code = typeof loaded === 'string' ? loaded : loaded?.code;
    if (typeof code !== 'string') throw new Error("fonts: Astro's fonts module could not be loaded");
    return code;
  }
  const info = await context.load({ id: ASTRO_FONTS_ID });
  return /** @type {string} */ (info.code);
}

/** The family names the pages may render with (tests/e2e/fonts.test.ts checks every glyph against them). */
export const BUNDLED_FAMILIES = FAMILIES.map((f) => f.name);
