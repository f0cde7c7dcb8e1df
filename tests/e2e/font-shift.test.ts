// A late font moves nothing: each page type is loaded once with the bundled font files refused
// (the fallback faces of integrations/fonts.mjs draw the page, as they do until the files arrive)
// and once normally, and the boxes above the fold (header, headings, paragraphs, the form, the
// cards: every element) are compared as the Layout Instability API would score the swap: the area of the
// blocks that move times the distance of the largest move (both as shares of the viewport). The
// score of each page stays under 0.05 (Chrome's "good" Cumulative Layout Shift is under 0.1, for
// a whole visit). Without metric-matched fallbacks for the fonts the machine has (Debian has no
// Arial: DejaVu drew the page unadjusted) the lead paragraph of /ask took 188 px in the fallback
// against 156 px in Inter on a phone, and the form below it moved 32 px when the font came.
// Deterministic: the fonts are refused (a route that aborts), not raced.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, themedSets } from './support.ts';

/** The highest layout-shift score a page may have when its fonts swap in. */
const MAX_SCORE = 0.05;
/** The boxes compared: every element of the page (Chrome scores every box that moves). */
const BLOCKS = 'body *';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The layout-shift score of going from `before` to `after` (the same blocks, page coordinates) in a
 * `width` x `height` viewport at the top of the page, as the Layout Instability spec scores one
 * frame: a block is unstable when its start point moved; the impact fraction is the share of the
 * viewport covered by the union of the unstable blocks' old and new boxes, the distance fraction
 * the largest move over the viewport's larger side. The union is counted on a grid of 4 px cells.
 */
function layoutShiftScore(before: Box[], after: Box[], width: number, height: number) {
  const cell = 4;
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const covered = new Uint8Array(cols * rows);
  let distance = 0;
  const paint = (b: Box) => {
    const x0 = Math.max(0, Math.floor(b.left / cell));
    const x1 = Math.min(cols, Math.ceil((b.left + b.width) / cell));
    const y0 = Math.max(0, Math.floor(b.top / cell));
    const y1 = Math.min(rows, Math.ceil((b.top + b.height) / cell));
    for (let y = y0; y < y1; y++) covered.fill(1, y * cols + x0, Math.max(y * cols + x0, y * cols + x1));
  };
  const moved: string[] = [];
  after.forEach((a, i) => {
    const b = before[i]!;
    const move = Math.max(Math.abs(a.left - b.left), Math.abs(a.top - b.top));
    if (move < 1) return;
    if (b.top >= height && a.top >= height) return; // below the fold in both
    distance = Math.max(distance, move);
    paint(b);
    paint(a);
    moved.push(`${a.name}: top ${b.top.toFixed(0)} → ${a.top.toFixed(0)}`);
  });
  const impact = covered.reduce((n, c) => n + c, 0) / (cols * rows);
  return { score: impact * (distance / Math.max(width, height)), distance, moved };
}

/** The blocks' boxes (page coordinates), after every font has loaded or failed. */
async function boxes(page: Page): Promise<Box[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)]
      .filter((el) => el.checkVisibility() && el.getClientRects().length > 0)
      .map((el, i) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        return { name: `#${i} <${el.tagName.toLowerCase()}> "${text}"`, left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height };
      });
  }, BLOCKS);
}

/** The families of the bundled faces that loaded (none when the files are refused). */
const loadedFaces = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded' && !/fallback/i.test(f.family)).map((f) => f.family));

describe.each(themedSets())('no layout shift when the fonts arrive late, $theme theme', (set) => {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'project', path: `/projects/${set.portfolio.projects[0]!.id}` },
    { name: 'ask', path: '/ask' },
    { name: 'resume', path: '/resume' },
  ];
  for (const width of [390, 1280]) {
    const height = width < 600 ? 844 : 900;
    it(`home, a project, /ask and the resume at ${width} px: the swap to the real fonts scores under ${MAX_SCORE}`, async () => {
      const blocked = await browser.newContext({ viewport: { width, height } });
      // Every font file is refused: the page is drawn by the fallback faces, as before the files arrive.
      await blocked.route('**/_astro/fonts/**', (route) => route.abort());
      const loaded = await browser.newContext({ viewport: { width, height } });
      const fallbackPage = await blocked.newPage();
      const fontPage = await loaded.newPage();
      const problems: string[] = [];
      for (const p of pages) {
        await fallbackPage.goto(set.url + p.path);
        await fontPage.goto(set.url + p.path);
        const [fallback, real] = [await boxes(fallbackPage), await boxes(fontPage)];
        expect(await loadedFaces(fallbackPage), `${p.path}: the fonts were refused`).toEqual([]);
        expect((await loadedFaces(fontPage)).length, `${p.path}: the fonts loaded`).toBeGreaterThan(0);
        expect(
          fallback.map((b) => b.name.replace(/ ".*/, '')),
          `${p.path}: the same blocks`,
        ).toEqual(real.map((b) => b.name.replace(/ ".*/, '')));
        const { score, distance, moved } = layoutShiftScore(fallback, real, width, height);
        console.log(`font shift ${set.theme} ${p.path} @${width}: score ${score.toFixed(4)}, largest move ${distance.toFixed(1)} px`);
        if (score >= MAX_SCORE) problems.push(`${p.path} @${width}: score ${score.toFixed(3)}; ${moved.slice(0, 8).join('; ')}`);
      }
      await blocked.close();
      await loaded.close();
      expect(problems).toEqual([]);
    });
  }
});

/**
 * The face (family, weight, style) of each preloaded font file, from the page's @font-face rules,
 * and whether that face drew text (a FontFace is loaded only once the page asks for it).
 */
const preloadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].filter((r): r is CSSFontFaceRule => r instanceof CSSFontFaceRule).map((r) => r.style),
    );
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((link) => {
      const path = new URL(link.href).pathname;
      const rule = faces.find((f) => f.getPropertyValue('src').includes(path));
      const [family, weight, style] = ['font-family', 'font-weight', 'font-style'].map((p) => rule?.getPropertyValue(p).replace(/"/g, '') ?? '');
      const used = [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.weight === weight && f.style === style && f.status === 'loaded');
      return { file: path, face: `${family} ${weight} ${style}`, used };
    });
  });

describe.each(themedSets())('preloaded fonts, $theme theme', (set) => {
  it('every font file a page preloads draws text on it (home, a project, /ask, the resume at 390 px)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const unused: string[] = [];
    for (const path of ['/', `/projects/${set.portfolio.projects[0]!.id}`, '/ask', '/resume']) {
      await page.goto(set.url + path);
      const preloaded = await preloadedFaces(page);
      expect(preloaded.length, `${path}: preloads`).toBeGreaterThan(0);
      for (const p of preloaded) if (!p.used) unused.push(`${path}: ${p.file} (${p.face})`);
    }
    await context.close();
    expect(unused).toEqual([]);
  });
});
