/**
 * Social preview images: one 1200×630 PNG card per page (LinkedIn, X and Facebook show no SVG),
 * generated at build time by src/pages/og/[...page].png.ts with satori (layout and text to SVG
 * paths, fonts from @fontsource) and resvg (SVG to pixels), encoded by sharp (an opaque RGB PNG:
 * about a third of the bytes of resvg's RGBA PNG), and referenced from every page's Open Graph and
 * Twitter meta (src/layouts/Base.astro). The cards come from the public views only.
 *
 * Speed (a build of 1,000 projects makes about 1,030 cards): satori, resvg and sharp run off the
 * main thread, in a worker (src/lib/card-worker.ts, which also draws the background once), so
 * `cardRenderer` starts the next few cards while Astro writes the current one. Across builds, the
 * PNGs are cached by the card's element tree and the renderers' versions and fonts (`cardCache`,
 * src/lib/card-cache.ts): a rebuild lays out and draws only the cards that changed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { SatoriOptions } from 'satori';
import sharp from 'sharp';
import { type SiteDesign, siteDesign } from '../core/schema/site.ts';
import { mix } from '../core/site/colour.ts';
import { THEME_COLOURS } from '../core/site/themes.ts';
import { type CardCache, cacheRoot, openCardCache } from './card-cache.ts';
import { type CardSetup, drawCard } from './card-worker.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardImagePath, type SocialCard } from './social-pages.ts';

export { directGradientFills } from './card-worker.ts';
export { CARD_HEIGHT, CARD_WIDTH, cardName, type SocialCard, socialCards } from './social-pages.ts';

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

// Fonts from npm (@fontsource), read at build time: no network, no system fonts. Every subset the
// packages ship (Latin, Latin Extended, Cyrillic, Greek, Vietnamese: their metadata.json), so that
// names such as "Inês", "Wójcik", "Дмитрий" or "Nguyễn" render.
const require = createRequire(join(process.cwd(), 'package.json'));
/** The faces of the cards: family, weight and @fontsource package (named in full, so that the dependency on each is visible). */
const FACES = [
  ['Inter', 400, '@fontsource/inter'],
  ['Inter', 700, '@fontsource/inter'],
  ['Source Serif 4', 700, '@fontsource/source-serif-4'],
] as const;

/** A JSON file of a package (a font's metadata, a renderer's version), read once. */
const packageFiles = new Map<string, unknown>();
function packageJson(pkg: string, file: string): unknown {
  const key = `${pkg}/${file}`;
  if (!packageFiles.has(key)) packageFiles.set(key, JSON.parse(readFileSync(require.resolve(key), 'utf8')));
  return packageFiles.get(key);
}

/** A font-family list of every subset of a family (satori keeps one font per name, weight and style). */
function family(name: string): string {
  const pkg = FACES.find(([face]) => face === name)![2];
  return (packageJson(pkg, 'metadata.json') as { subsets: string[] }).subsets.map((subset) => `'${name} ${subset}'`).join(', ');
}

/** The font files of the cards: every subset of every face (the worker reads them once). */
let fontFiles: CardSetup['fonts'] | undefined;
function cardFontFiles(): CardSetup['fonts'] {
  fontFiles ??= FACES.flatMap(([name, weight, pkg]) => {
    const { id, subsets } = packageJson(pkg, 'metadata.json') as { id: string; subsets: string[] };
    return subsets.map((subset) => ({
      name: `${name} ${subset}`,
      weight,
      style: 'normal' as const,
      path: require.resolve(`${pkg}/files/${id}-${subset}-${weight}-normal.woff`),
    }));
  });
  return fontFiles;
}

/** What the card worker needs (src/lib/card-worker.ts). */
export function cardWorkerSetup(): CardSetup {
  return { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFontFiles() };
}

let fonts: SatoriOptions['fonts'] | undefined;
function cardFonts(): SatoriOptions['fonts'] {
  fonts ??= cardFontFiles().map(({ path, ...font }) => ({ ...font, data: readFileSync(path) })) as SatoriOptions['fonts'];
  return fonts;
}

/** Code point ranges that the card fonts draw (the union of every subset's unicode-range, from the packages' unicode.json). */
let coverage: [number, number][] | undefined;
function fontCoverage(): [number, number][] {
  coverage ??= [...new Set(FACES.map(([, , pkg]) => pkg))].flatMap((pkg) =>
    Object.values(packageJson(pkg, 'unicode.json') as Record<string, string>).flatMap((ranges) =>
      ranges.split(',').map((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)] as [number, number];
      }),
    ),
  );
  return coverage;
}

/** Whether the card fonts draw this character (spaces and controls count as drawn). */
export function isDrawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code <= 0x20 || fontCoverage().some(([from, to]) => code >= from && code <= to);
}

/**
 * A card text the fonts can draw: emoji and the characters of scripts that no bundled font covers
 * (for example CJK, Arabic, Devanagari), which would otherwise be drawn as empty boxes, are left
 * out; `dropped` lists them so that the build can say so.
 */
export function drawableText(text: string): { text: string; dropped: string[] } {
  const dropped = new Set<string>();
  let out = '';
  for (const char of text) {
    if (isDrawable(char)) out += char;
    else dropped.add(char);
  }
  return {
    text: out
      .replace(/\s+/g, ' ')
      .replace(/^[\s·—–,;:-]+|[\s·—–,;:-]+$/g, '')
      .trim(),
    dropped: [...dropped],
  };
}

/** The card with every text drawable; a title left empty becomes the page's last path segment, else the host. */
export function drawableCard(card: SocialCard, host: string): { card: SocialCard; dropped: string[] } {
  const kicker = drawableText(card.kicker);
  const title = drawableText(card.title);
  const subtitle = drawableText(card.subtitle);
  const segment = card.path.replace(/\/+$/, '').split('/').pop() ?? '';
  const fallback = drawableText(decodeURIComponent(segment).replace(/[-_]+/g, ' ')).text || host;
  return {
    card: { ...card, kicker: kicker.text, title: title.text || fallback, subtitle: subtitle.text },
    dropped: [...new Set([...kicker.dropped, ...title.dropped, ...subtitle.dropped])],
  };
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string } };
const el = (type: string, style: Record<string, unknown>, children?: (Node | string)[] | string): Node => ({ type, props: { style, children } });

/** The colours and title face of the cards, from the site's theme and accent (site.yaml). */
export interface CardStyle {
  /** The background's gradient, from and to. */
  from: string;
  to: string;
  /** The short bar above the kicker. */
  bar: string;
  /** Serif titles (the editorial theme) or sans-serif ones. */
  serif: boolean;
}

/**
 * The cards' style for a site's design: the theme's dark background into a darkened accent (white
 * text stays above WCAG AA on both ends), the bar in the dark scheme's accent, the title in the
 * theme's heading face.
 */
export function cardStyle(design: SiteDesign = siteDesign(undefined)): CardStyle {
  return {
    from: THEME_COLOURS[design.theme].dark[0]!,
    to: mix(design.accent.light, '#000000', 0.3),
    bar: design.accent.dark,
    serif: design.theme === 'editorial',
  };
}

/** The card as a satori element tree (flexbox): satori makes it an SVG with the text as paths (in the card worker). */
export function cardTree(card: SocialCard, host: string, style: CardStyle): Node {
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
      backgroundImage: `linear-gradient(135deg, ${style.from}, ${style.to})`,
      fontFamily: family('Inter'),
      color: '#ffffff',
    },
    [
      el('div', { width: 72, height: 6, borderRadius: 3, backgroundColor: style.bar, marginBottom: 30 }),
      el('div', { fontSize: 30, fontWeight: 700, color: '#e4e4e7' }, card.kicker),
      el(
        'div',
        {
          width: CARD_WIDTH - 160,
          fontFamily: style.serif ? `${family('Source Serif 4')}, ${family('Inter')}` : family('Inter'),
          fontSize: titleSize,
          fontWeight: 700,
          lineHeight: 1.15,
          marginTop: 36,
        },
        title,
      ),
      el('div', { width: CARD_WIDTH - 160, fontSize: 32, lineHeight: 1.4, color: '#ececef', marginTop: 28 }, subtitle),
      el('div', { position: 'absolute', left: 80, bottom: 56, fontSize: 26, color: '#e4e4e7' }, host),
    ],
  );
  return tree;
}

/** The card's SVG, laid out on this thread (the build lays cards out in the worker; the same satori, the same SVG). */
export async function renderCardSvg(card: SocialCard, host: string, style: CardStyle = cardStyle()): Promise<string> {
  const { default: satori } = await import('satori');
  return satori(cardTree(card, host, style) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts() });
}

/** Characters already named by a build warning. */
const warned = new Set<string>();

/** The PNG of a card, 1200x630: resvg renders satori's SVG, sharp writes an RGB PNG (the card is opaque). */
export async function renderCardPng(card: SocialCard, host: string, style: CardStyle = cardStyle()): Promise<Uint8Array> {
  const drawable = drawableCard(card, host);
  // Said once per character (a name on every card would repeat it on every page).
  const fresh = drawable.dropped.filter((char) => !warned.has(char));
  for (const char of fresh) warned.add(char);
  if (fresh.length)
    console.warn(
      `[social-cards] ${cardImagePath(card.path)} and later cards: left out ${fresh.slice(0, 12).join(' ')}${fresh.length > 12 ? ' …' : ''} ` +
        '(emoji, or a script the bundled fonts do not draw; they draw Latin, Cyrillic, Greek and Vietnamese); the pages themselves show them.',
    );
  const tree = cardTree(drawable.card, host, style);
  return cardCache().png(JSON.stringify(tree), () => drawCard({ tree }, cardWorkerSetup()));
}

let cache: CardCache | undefined;
/**
 * The build's card cache (src/lib/card-cache.ts), keyed by the card's element tree (every text,
 * colour, size and font name of the card) and by what makes the tree a PNG: the card's width, the
 * versions of satori, resvg, sharp and libvips, and the bytes of the font files. The same tree
 * with the same of those gives the same PNG, so a rebuild takes an unchanged card from the cache
 * without laying it out again.
 */
export function cardCache(): CardCache {
  if (cache) return cache;
  const version = (pkg: string) => (packageJson(pkg, 'package.json') as { version: string }).version;
  const fontBytes = createHash('sha256');
  for (const { path } of cardFontFiles()) fontBytes.update(readFileSync(path));
  cache = openCardCache(
    cacheRoot(),
    `${CARD_WIDTH}x${CARD_HEIGHT}|satori ${version('satori')}|resvg ${version('@resvg/resvg-js')}|sharp ${sharp.versions.sharp}|vips ${sharp.versions.vips}|fonts ${fontBytes.digest('hex')}`,
  );
  return cache;
}

/** How many cards are rendered ahead of the one asked for (resvg and sharp use other threads). */
const CARDS_AHEAD = 4;

/**
 * The PNG of each card, asked for one after the other in the order of `cards` (Astro prerenders
 * the paths in the order getStaticPaths gives them): each request also starts the next
 * CARDS_AHEAD cards, so that several are in flight at once. Out of order or unknown, a card is
 * simply rendered when asked for. At most CARDS_AHEAD + 1 cards are held in memory.
 */
export function cardRenderer(cards: readonly SocialCard[], host: string, style: CardStyle = cardStyle()): (card: SocialCard) => Promise<Uint8Array> {
  const index = new Map(cards.map((c, i) => [c.path, i]));
  const pending = new Map<number, Promise<Uint8Array>>();
  const taken = new Set<number>();
  const start = (i: number) => {
    if (i >= cards.length || pending.has(i) || taken.has(i)) return;
    const png = renderCardPng(cards[i]!, host, style);
    png.catch(() => {}); // reported when the card is asked for, not as an unhandled rejection
    pending.set(i, png);
  };
  return (card) => {
    const i = index.get(card.path);
    if (i === undefined || JSON.stringify(cards[i]) !== JSON.stringify(card)) return renderCardPng(card, host, style);
    for (let j = i; j <= i + CARDS_AHEAD; j++) start(j);
    // Asked for again (or never started): rendered now.
    const png = pending.get(i) ?? renderCardPng(card, host, style);
    pending.delete(i);
    taken.add(i);
    return png;
  };
}
