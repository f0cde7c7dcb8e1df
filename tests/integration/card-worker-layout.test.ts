/**
 * The build lays its social cards out in the card worker (src/lib/card-worker.ts), not on its main
 * thread (issue #29: satori's garbage and the SVG's hand-over cost the main thread about 5 ms a
 * card). Here satori cannot be loaded by this thread at all: the card is still made, with the bytes
 * of satori's SVG (the real one) drawn whole by resvg and encoded by sharp; and a card the cache
 * holds is neither laid out nor drawn again (the cache is keyed by the card's tree), while any
 * change of the tree (a colour of the theme) makes another card.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

vi.mock('satori', () => {
  throw new Error('satori was loaded on the main thread');
});

describe('the cards laid out in the worker', () => {
  it('makes the PNG without satori on this thread, with the bytes of the whole card', async () => {
    const { cardCache, cardStyle, cardTree, cardWorkerSetup, CARD_WIDTH, directGradientFills, renderCardPng } = await import('../../src/lib/social.ts');
    const { rasterStats } = await import('../../src/lib/card-worker.ts');
    const card = {
      path: `/projects/layout-${process.pid}`,
      kicker: 'Project',
      title: `Laid out in the worker ${Date.now()} ${Math.random()}`,
      subtitle: 'gjpqy',
    };
    const before = { ...cardCache().stats, ...rasterStats };
    const png = Buffer.from(await renderCardPng(card, 'ada.dev'));
    expect(cardCache().stats.misses - before.misses).toBe(1);
    expect(rasterStats.layered - before.layered).toBe(1);

    // The reference, made here with the real satori (the mock above only stops the module's own import).
    const { default: satori } = await vi.importActual<typeof import('satori')>('satori');
    const { readFileSync } = await import('node:fs');
    const fonts = cardWorkerSetup().fonts.map(({ path, ...font }) => ({ ...font, weight: font.weight as 400 | 700, data: readFileSync(path) }));
    const svg = directGradientFills(await satori(cardTree(card, 'ada.dev', cardStyle()) as never, { width: CARD_WIDTH, height: 630, fonts }));
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render();
    const whole = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .removeAlpha()
      .png()
      .toBuffer();
    expect(png.equals(whole)).toBe(true);

    // Again: from the cache, not even laid out.
    expect(Buffer.from(await renderCardPng(card, 'ada.dev')).equals(png)).toBe(true);
    expect(cardCache().stats.hits - before.hits).toBe(1);
    expect(rasterStats.requested - before.requested).toBe(1);

    // Another accent: another tree, another card.
    const other = Buffer.from(await renderCardPng(card, 'ada.dev', { ...cardStyle(), bar: '#123456' }));
    expect(other.equals(png)).toBe(false);
    expect(cardCache().stats.misses - before.misses).toBe(2);
    expect(rasterStats.requested - before.requested).toBe(2);
  });
});
