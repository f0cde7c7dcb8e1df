/**
 * The social cards' renderer (src/lib/social.ts): each card is a 1200x630 opaque PNG, and the
 * renderer that works ahead (the build's og route) gives each card exactly the bytes of that
 * card rendered alone, whatever the order it is asked in. The built cards are checked over HTTP in
 * tests/integration/minimal-content.test.ts and tests/e2e/pages.test.ts.
 */
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SiteFile, siteDesign } from '../../src/core/schema/site.ts';
import { contrast } from '../../src/core/site/colour.ts';
import { THEME_COLOURS, THEMES } from '../../src/core/site/themes.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardRenderer, cardStyle, directGradientFills, renderCardPng, renderCardSvg, type SocialCard } from '../../src/lib/social.ts';

const cards: SocialCard[] = Array.from({ length: 7 }, (_, i) => ({
  path: `/projects/p${i}`,
  kicker: 'Project',
  title: `Project number ${i} with a title long enough to wrap onto a second line`,
  subtitle: `Card ${i}: what it is and why it matters.`,
}));
const host = 'ada.dev';

describe('social cards', () => {
  it('are 1200x630 PNGs without an alpha channel', async () => {
    const png = PNG.sync.read(Buffer.from(await renderCardPng(cards[0]!, host)));
    expect([png.width, png.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    // Colour type 2: RGB (the card is opaque; an alpha channel would only add bytes).
    expect(Buffer.from(await renderCardPng(cards[0]!, host))[25]).toBe(2);
  });

  it('rendered ahead, each card has the bytes of that card alone, in order, out of order and unknown', async () => {
    const alone = await Promise.all(cards.map((c) => renderCardPng(c, host)));
    const inOrder = cardRenderer(cards, host);
    for (const [i, card] of cards.entries()) expect(Buffer.from(await inOrder(card)).equals(Buffer.from(alone[i]!)), card.path).toBe(true);

    const shuffled = cardRenderer(cards, host);
    for (const i of [3, 0, 6, 1, 5, 2, 4, 3]) expect(Buffer.from(await shuffled(cards[i]!)).equals(Buffer.from(alone[i]!)), `card ${i}`).toBe(true);

    const changed = { ...cards[2]!, title: 'Another title' };
    const other = Buffer.from(await cardRenderer(cards, host)(changed));
    expect(other.equals(Buffer.from(await renderCardPng(changed, host)))).toBe(true);
    expect(other.equals(Buffer.from(alone[2]!))).toBe(false);
  });
});

describe("the gradient background drawn without its pattern (issue #29: half of a card's drawing time)", () => {
  const pixels = (svg: string) =>
    Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render().pixels);

  it('applies to the cards of every theme, and draws exactly the same pixels', async () => {
    for (const theme of THEMES) {
      const style = cardStyle(siteDesign(SiteFile.parse({ theme, accent: '#0a6e50' })));
      for (const card of [cards[0]!, { ...cards[1]!, title: 'Short', subtitle: '' }]) {
        const svg = await renderCardSvg(card, host, style);
        const direct = directGradientFills(svg);
        expect(direct, theme).not.toBe(svg);
        expect(direct).not.toContain('<pattern');
        expect(pixels(direct).equals(pixels(svg)), `${theme}: ${card.title}`).toBe(true);
      }
    }
  });

  it("the worker's PNG has the bytes of satori's own SVG drawn by resvg and encoded by sharp in this thread", async () => {
    // A title of its own, so that the PNG is drawn now rather than read from the card cache.
    const card = { ...cards[3]!, title: `Drawn in the worker ${process.pid} ${Date.now()}` };
    const image = new Resvg(await renderCardSvg(card, host), { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render();
    const here = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .removeAlpha()
      .png()
      .toBuffer();
    expect(Buffer.from(await renderCardPng(card, host)).equals(here)).toBe(true);
  });

  it('leaves a pattern alone when its tile is not exactly the one box it fills', () => {
    const gradient =
      '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#000"/><stop offset="100%" stop-color="#fff"/></linearGradient>';
    const pattern = (w: number) =>
      `<pattern id="p" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">${gradient}<rect x="0" y="0" width="${w}" height="50" fill="url(#g)"/></pattern>`;
    const svg = (w: number, uses: string) => `<svg width="100" height="50" xmlns="http://www.w3.org/2000/svg"><defs>${pattern(w)}</defs>${uses}</svg>`;
    const rect = '<rect x="0" y="0" width="100" height="50" fill="url(#p)"/>';
    expect(directGradientFills(svg(100, rect))).toBe(
      `<svg width="100" height="50" xmlns="http://www.w3.org/2000/svg"><defs>${gradient}</defs><rect x="0" y="0" width="100" height="50" fill="url(#g)"/></svg>`,
    );
    // A tile of another size, a second user, a user elsewhere: unchanged.
    for (const other of [svg(80, rect), svg(100, rect + rect), svg(100, '<rect x="10" y="0" width="100" height="50" fill="url(#p)"/>')])
      expect(directGradientFills(other)).toBe(other);
  });
});

describe('social cards follow the theme', () => {
  it("take the theme's background, the site's accent and the theme's heading face; white text stays AA on them", () => {
    for (const theme of THEMES) {
      const style = cardStyle(siteDesign(SiteFile.parse({ theme, accent: '#0a6e50' })));
      expect(style.from).toBe(THEME_COLOURS[theme].dark[0]);
      expect(style.serif).toBe(theme === 'editorial');
      for (const bg of [style.from, style.to]) expect(contrast('#e4e4e7', bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(cardStyle(siteDesign({ accent: '#0a6e50' })).to).not.toBe(cardStyle(siteDesign({ accent: '#8a2be2' })).to);
  });
});
