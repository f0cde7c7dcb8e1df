/**
 * Social preview images: one 1200×630 PNG card per page (LinkedIn, X and Facebook show no SVG),
 * generated at build time by src/pages/og/[...page].png.ts with satori (layout and text to SVG
 * paths, fonts from @fontsource) and resvg (SVG to pixels), encoded by sharp (an opaque RGB PNG:
 * about a third of the bytes of resvg's RGBA PNG), and referenced from every page's Open Graph and
 * Twitter meta (src/layouts/Base.astro). The cards come from the public views only.
 *
 * Speed (a build of 1,000 projects makes about 1,030 cards): resvg and sharp run off the main
 * thread (libuv's pool, libvips), so `cardRenderer` starts the next few cards while Astro writes
 * the current one, and satori (JavaScript) overlaps with them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import sharp from 'sharp';
import type { Portfolio } from '../core/portfolio.ts';
import { sitePages } from '../discovery/pages.ts';

export interface SocialCard {
  /** The page path relative to the base: `/`, `/projects/feature-store`. */
  path: string;
  /** Small line above the title. */
  kicker: string;
  title: string;
  subtitle: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The image's path for a page path: `/` -> `/og/index.png`, `/projects/x` -> `/og/projects/x.png`. */
export function cardImagePath(pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return `/og/${clean || 'index'}.png`;
}

/** The card of every page of the site (src/discovery/pages.ts). */
export function socialCards(portfolio: Portfolio): SocialCard[] {
  return sitePages(portfolio).map(({ path, card }) => ({ path, ...card }));
}

/** Greedy word wrap to at most `lines` lines of about `width` characters, with an ellipsis. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
    if (out.length === lines) {
      line = '';
      const last = out[lines - 1]!;
      out[lines - 1] = `${last.slice(0, Math.max(0, width - 1)).replace(/[\s,.;:·-]+$/, '')}…`;
      return out;
    }
  }
  if (line) out.push(line.length > width ? `${line.slice(0, width - 1)}…` : line);
  return out;
}

// Fonts from npm (@fontsource), read at build time: no network, no system fonts. Latin and
// Latin Extended subsets, so that names such as "Inês" or "Wójcik" render.
const require = createRequire(join(process.cwd(), 'package.json'));
/** The font files, named in full so that the dependency on each package is visible. */
const FONT_FILES = [
  ['Inter', 400, '@fontsource/inter/files/inter-latin-400-normal.woff', '@fontsource/inter/files/inter-latin-ext-400-normal.woff'],
  ['Inter', 700, '@fontsource/inter/files/inter-latin-700-normal.woff', '@fontsource/inter/files/inter-latin-ext-700-normal.woff'],
  [
    'Source Serif 4',
    700,
    '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff',
    '@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-normal.woff',
  ],
] as const;
let fonts: SatoriOptions['fonts'] | undefined;
function cardFonts(): SatoriOptions['fonts'] {
  fonts ??= FONT_FILES.flatMap(([name, weight, ...files]) =>
    files.map((file) => ({ name, weight, style: 'normal' as const, data: readFileSync(require.resolve(file)) })),
  );
  return fonts;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string } };
const el = (type: string, style: Record<string, unknown>, children?: (Node | string)[] | string): Node => ({ type, props: { style, children } });

/** The card as a satori element tree (flexbox), then an SVG with the text as paths. */
export async function renderCardSvg(card: SocialCard, host: string): Promise<string> {
  const titleSize = card.title.length > 40 ? 64 : 76;
  const title = wrap(card.title, titleSize === 64 ? 30 : 24, 3).join(' ');
  const subtitle = wrap(card.subtitle, 52, Math.max(1, 4 - wrap(card.title, titleSize === 64 ? 30 : 24, 3).length)).join(' ');
  const tree = el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      padding: '100px 80px 56px',
      backgroundImage: 'linear-gradient(135deg, #0f1a2e, #1b58b8)',
      fontFamily: 'Inter',
      color: '#ffffff',
    },
    [
      el('div', { width: 72, height: 6, borderRadius: 3, backgroundColor: '#fdba74', marginBottom: 30 }),
      el('div', { fontSize: 30, fontWeight: 700, color: '#c9d8f5' }, card.kicker),
      el('div', { width: CARD_WIDTH - 160, fontFamily: 'Source Serif 4', fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, marginTop: 36 }, title),
      el('div', { width: CARD_WIDTH - 160, fontSize: 32, lineHeight: 1.4, color: '#dbe5f7', marginTop: 28 }, subtitle),
      el('div', { position: 'absolute', left: 80, bottom: 56, fontSize: 26, color: '#c9d8f5' }, host),
    ],
  );
  return satori(tree as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts() });
}

/** The PNG of a card, 1200x630: resvg renders satori's SVG, sharp writes an RGB PNG (the card is opaque). */
export async function renderCardPng(card: SocialCard, host: string): Promise<Uint8Array> {
  const svg = await renderCardSvg(card, host);
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png()
    .toBuffer();
}

/** How many cards are rendered ahead of the one asked for (resvg and sharp use other threads). */
const CARDS_AHEAD = 4;

/**
 * The PNG of each card, asked for one after the other in the order of `cards` (Astro prerenders
 * the paths in the order getStaticPaths gives them): each request also starts the next
 * CARDS_AHEAD cards, so that several are in flight at once. Out of order or unknown, a card is
 * simply rendered when asked for. At most CARDS_AHEAD + 1 cards are held in memory.
 */
export function cardRenderer(cards: readonly SocialCard[], host: string): (card: SocialCard) => Promise<Uint8Array> {
  const index = new Map(cards.map((c, i) => [c.path, i]));
  const pending = new Map<number, Promise<Uint8Array>>();
  const taken = new Set<number>();
  const start = (i: number) => {
    if (i >= cards.length || pending.has(i) || taken.has(i)) return;
    const png = renderCardPng(cards[i]!, host);
    png.catch(() => {}); // reported when the card is asked for, not as an unhandled rejection
    pending.set(i, png);
  };
  return (card) => {
    const i = index.get(card.path);
    if (i === undefined || JSON.stringify(cards[i]) !== JSON.stringify(card)) return renderCardPng(card, host);
    for (let j = i; j <= i + CARDS_AHEAD; j++) start(j);
    // Asked for again (or never started): rendered now.
    const png = pending.get(i) ?? renderCardPng(card, host);
    pending.delete(i);
    taken.add(i);
    return png;
  };
}
