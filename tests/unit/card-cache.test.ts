/**
 * The social cards' cache across builds (src/lib/card-cache.ts): a card whose SVG did not change
 * is not drawn again; a changed card, another renderer version, a damaged entry or an unwritable
 * folder never give a wrong picture; unused entries go after 30 days. The build's card route uses
 * it through renderCardPng (src/lib/social.ts), checked last.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twinCacheSalt } from '../../integrations/markdown-twins.mjs';
import { cacheRoot, openCardCache, openTextCache } from '../../src/lib/card-cache.ts';

// A PNG's signature, some bytes, and its last chunk (IEND, empty, with its CRC).
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const PNG = (n: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([n, n, n]), IEND]);
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'card-cache-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('card cache', () => {
  it('draws a card once; the same SVG is read back, byte for byte', async () => {
    const cache = openCardCache(tmp(), 'v1');
    const draw = vi.fn(async () => PNG(1));
    const first = await cache.png('<svg>a</svg>', draw);
    const second = await cache.png('<svg>a</svg>', draw);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });
    // A new build (a new process) finds it too.
    const again = openCardCache(join(cache.dir, '..'), 'v1');
    await again.png('<svg>a</svg>', draw);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('a changed SVG or another salt (renderer version, width) is drawn again', async () => {
    const root = tmp();
    const draw = vi.fn(async () => PNG(2));
    await openCardCache(root, 'v1').png('<svg>a</svg>', draw);
    await openCardCache(root, 'v1').png('<svg>b</svg>', draw);
    await openCardCache(root, 'v2').png('<svg>a</svg>', draw);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('a damaged entry (not a PNG, empty) is drawn again and replaced', async () => {
    const cache = openCardCache(tmp(), 'v1');
    await cache.png('<svg>a</svg>', async () => PNG(3));
    const [entry] = readdirSync(cache.dir);
    for (const junk of ['not a png', '']) {
      writeFileSync(join(cache.dir, entry!), junk);
      const draw = vi.fn(async () => PNG(4));
      expect(Buffer.from(await cache.png('<svg>a</svg>', draw)).equals(PNG(4))).toBe(true);
      expect(draw).toHaveBeenCalledTimes(1);
      expect(readFileSync(join(cache.dir, entry!)).equals(PNG(4))).toBe(true);
    }
    // No temporary file is left behind.
    expect(readdirSync(cache.dir)).toEqual([entry]);
  });

  it('a truncated entry (a PNG signature without the end of the image) is drawn again', async () => {
    const cache = openCardCache(tmp(), 'v1');
    await cache.png('<svg>a</svg>', async () => PNG(3));
    const [entry] = readdirSync(cache.dir);
    writeFileSync(join(cache.dir, entry!), PNG(3).subarray(0, 10));
    const draw = vi.fn(async () => PNG(4));
    expect(Buffer.from(await cache.png('<svg>a</svg>', draw)).equals(PNG(4))).toBe(true);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('an unwritable cache folder is said once and every card is still drawn', async () => {
    const root = tmp();
    writeFileSync(join(root, 'social-cards'), 'a file where the folder should be');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = openCardCache(root, 'v1');
    const draw = vi.fn(async () => PNG(5));
    for (let i = 0; i < 3; i++) expect(Buffer.from(await cache.png(`<svg>${i}</svg>`, draw)).equals(PNG(5))).toBe(true);
    expect(draw).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/card cache .* cannot be written/);
  });

  it('entries unused for 30 days are removed when a build starts using the cache; a hit counts as a use', async () => {
    const root = tmp();
    const draw = async () => PNG(6);
    const first = openCardCache(root, 'v1');
    await first.png('<svg>old</svg>', draw);
    const [oldEntry] = readdirSync(first.dir);
    await first.png('<svg>recent</svg>', draw);
    const recentEntry = readdirSync(first.dir).find((e) => e !== oldEntry)!;
    const age = (entry: string, days: number) => {
      const t = new Date(Date.now() - days * 86_400_000);
      utimesSync(join(first.dir, entry), t, t);
    };
    age(oldEntry!, 31);
    age(recentEntry, 29);
    const later = openCardCache(root, 'v1');
    await later.png('<svg>recent</svg>', draw);
    expect(readdirSync(first.dir)).toEqual([recentEntry]);
    expect(later.stats).toEqual({ hits: 1, misses: 0 });
    // The hit marked it used now: it is not among the next build's old entries.
    expect(Date.now() - statSync(join(first.dir, recentEntry)).mtimeMs).toBeLessThan(60_000);
  });

  it('lives in PORTFOLIO_CACHE_DIR (relative to the build folder), else node_modules/.cache/agent-portfolio', () => {
    expect(cacheRoot({}, '/site')).toBe('/site/node_modules/.cache/agent-portfolio');
    expect(cacheRoot({ PORTFOLIO_CACHE_DIR: '.cache/x' }, '/site')).toBe('/site/.cache/x');
    expect(cacheRoot({ PORTFOLIO_CACHE_DIR: '/var/cache/p' }, '/site')).toBe('/var/cache/p');
    expect(cacheRoot({ PORTFOLIO_CACHE_DIR: '  ' }, '/site')).toBe('/site/node_modules/.cache/agent-portfolio');
  });

  it("the build's renderer draws an unchanged card from the cache, with the same bytes", async () => {
    const { cardCache, renderCardPng } = await import('../../src/lib/social.ts');
    const card = { path: `/projects/cache-${process.pid}-${Date.now()}`, kicker: 'Project', title: `A card for the cache ${Math.random()}`, subtitle: 'x' };
    const before = { ...cardCache().stats };
    const first = Buffer.from(await renderCardPng(card, 'ada.dev'));
    const second = Buffer.from(await renderCardPng(card, 'ada.dev'));
    expect(second.equals(first)).toBe(true);
    expect(cardCache().stats.misses - before.misses).toBe(1);
    expect(cardCache().stats.hits - before.hits).toBe(1);
  });
});

describe('text cache (the Markdown twins of the pages, integrations/static-manifest.mjs)', () => {
  it('makes a text once across builds; another part or another salt makes it again', () => {
    const root = tmp();
    const make = vi.fn(() => '# Page\n\nText');
    expect(openTextCache(root, 'twins', 'v1').text(['/a', '<main>x</main>'], make)).toBe('# Page\n\nText');
    const again = openTextCache(root, 'twins', 'v1');
    expect(again.text(['/a', '<main>x</main>'], make)).toBe('# Page\n\nText');
    expect(make).toHaveBeenCalledTimes(1);
    expect(again.stats).toEqual({ hits: 1, misses: 0 });
    // The parts are kept apart: ['/a', '<main>x</main>'] is not ['/a<main>x</main>', ''].
    again.text(['/a<main>x</main>', ''], make);
    again.text(['/a', '<main>y</main>'], make);
    openTextCache(root, 'twins', 'v2').text(['/a', '<main>x</main>'], make);
    expect(make).toHaveBeenCalledTimes(4);
    expect(readdirSync(join(root, 'twins'))).toHaveLength(4);
  });

  it('a damaged entry (truncated, emptied, altered) is made again, never returned', () => {
    const root = tmp();
    openTextCache(root, 'twins', 'v1').text(['/a'], () => '# Page\n\nA longer text of the page');
    const [entry] = readdirSync(join(root, 'twins'));
    const file = join(root, 'twins', entry!);
    const stored = readFileSync(file, 'utf8');
    for (const junk of [stored.slice(0, stored.length - 5), '', stored.replace('longer', 'LONGER')]) {
      writeFileSync(file, junk);
      const make = vi.fn(() => '# Page\n\nA longer text of the page');
      expect(openTextCache(root, 'twins', 'v1').text(['/a'], make), JSON.stringify(junk)).toBe('# Page\n\nA longer text of the page');
      expect(make).toHaveBeenCalledTimes(1);
    }
  });

  it("the twins' key includes the converter's options (another bullet or code block style is converted again)", () => {
    expect(twinCacheSalt()).toBe(twinCacheSalt({ bulletMarker: '-', codeBlockStyle: 'fenced' }));
    expect(twinCacheSalt({ bulletMarker: '*', codeBlockStyle: 'fenced' })).not.toBe(twinCacheSalt());
    expect(twinCacheSalt({ bulletMarker: '-', codeBlockStyle: 'indented' })).not.toBe(twinCacheSalt());
  });
});
