/**
 * The cards' drawing worker (src/lib/card-raster.ts) draws the gradient background once and lays
 * each card's text on it (issue #29: the background was about half of resvg's time a card). The
 * rule: the PNG is byte for byte the one of drawing the whole SVG with resvg and encoding it with
 * sharp (RGBA, alpha removed), for the cards of every theme and for texts that fill every line;
 * an SVG of another kind is drawn whole, with the same result.
 */
import { readdirSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SiteFile, siteDesign } from '../../src/core/schema/site.ts';
import { THEMES } from '../../src/core/site/themes.ts';
import { rasterise, rasterStats } from '../../src/lib/card-worker.ts';
import { CARD_WIDTH, cardStyle, cardWorkerSetup, directGradientFills, renderCardSvg, type SocialCard } from '../../src/lib/social.ts';

const setup = cardWorkerSetup();

const host = 'ada.dev';

/** The PNG of the SVG drawn whole in this thread, as the build drew every card before. */
async function whole(svg: string): Promise<Buffer> {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render();
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png()
    .toBuffer();
}

const texts: Omit<SocialCard, 'path'>[] = [
  { kicker: 'Project · 2025', title: 'Feature store', subtitle: 'Online and offline features for the models, with one definition.' },
  // Three lines of title with descenders and accents over capitals, one line of subtitle left.
  {
    kicker: 'Tag',
    title: 'Typography jumping quickly over gyp, Ægir Ångström Øresund and ÉÎÕ Ẫ Ấ glyphs, wrapped to three lines',
    subtitle: 'Descenders: gjpqy, gjpqy, gjpqy, gjpqy, gjpqy, gjpqy, gjpqy.',
  },
  { kicker: 'Проект', title: 'Дмитрий Ещё Nguyễn Wójcik', subtitle: '' },
  { kicker: '', title: 'x', subtitle: 'y' },
];

describe('the cards drawn on a background drawn once (issue #29)', () => {
  it('give the bytes of the whole SVG drawn by resvg and encoded by sharp, for every theme and accent', async () => {
    const before = { ...rasterStats };
    let n = 0;
    for (const theme of THEMES)
      for (const accent of ['#0a6e50', '#8a2be2']) {
        const style = cardStyle(siteDesign(SiteFile.parse({ theme, accent })));
        for (const text of texts) {
          const svg = directGradientFills(await renderCardSvg({ path: `/projects/p${n++}`, ...text }, host, style));
          expect(Buffer.from(await rasterise(svg, setup)).equals(await whole(svg)), `${theme} ${accent}: ${text.title}`).toBe(true);
        }
      }
    // Every one of them took the shorter way.
    expect(rasterStats.layered - before.layered).toBe(n);
    expect(rasterStats.whole - before.whole).toBe(0);
  });

  it('draws any other SVG whole (a path with opacity, paths that share a row, no gradient first), with the same bytes', async () => {
    const svg = directGradientFills(await renderCardSvg({ path: '/x', ...texts[0]! }, host));
    const others = [
      svg.replace('<path fill="#ffffff"', '<path fill="#ffffff" fill-opacity="0.5"'),
      // The host's line moved up into the title's rows.
      svg.replace(
        /(<mask id="satori_om-id-4">.*?<path fill="#e4e4e7" d=")([^"]*)/,
        (_, start: string, d: string) => start + d.replace(/(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g, (_m, x: string, y: string) => `${x} ${Number(y) - 320}`),
      ),
      svg.replace(/<mask id="satori_om-id"><rect[^>]*\/><\/mask><rect [^>]*\/>/, ''),
    ];
    for (const other of others) expect(other).not.toBe(svg);
    const before = { ...rasterStats };
    for (const other of others) expect(Buffer.from(await rasterise(other, setup)).equals(await whole(other))).toBe(true);
    expect(rasterStats.whole - before.whole).toBe(others.length);
    expect(rasterStats.layered - before.layered).toBe(0);
  });
});

describe('the drawing worker, ended by the build once the pages are made', () => {
  it('is ended through globalThis, and the next card starts a new one with the same PNG', async () => {
    const svg = directGradientFills(await renderCardSvg({ path: '/x', ...texts[0]! }, host));
    const first = await rasterise(svg, setup);
    // The process's threads (Linux): the worker's thread is one of them until it is ended.
    const threads = () => readdirSync('/proc/self/task').length;
    const end = (globalThis as Record<symbol, unknown>)[Symbol.for('agent-portfolio.end-card-worker')];
    expect(typeof end).toBe('function');
    const before = threads();
    await (end as () => Promise<void>)();
    expect(threads()).toBeLessThan(before);
    expect(Buffer.from(await rasterise(svg, setup)).equals(Buffer.from(first))).toBe(true);
  });
});
