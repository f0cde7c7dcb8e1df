/**
 * The social cards drawn in a worker thread of their own (src/lib/social.ts builds each card's
 * element tree and keeps the cache): satori lays the card out into an SVG, resvg draws it, sharp
 * encodes the PNG. On the build's main thread, satori's garbage and each card's pixels (a few MB)
 * made V8 collect the build's whole heap (hundreds of MB) again and again, and handing a card's SVG
 * (about 45 KB) to the worker cost the main thread about 0.8 ms (docs/benchmarks.md). Now the main
 * thread sends the tree (about 2 KB), only for a card the cache does not hold (the cache is keyed
 * by the tree: src/lib/social.ts), and gets the PNG back; the fonts are read once, by the worker.
 *
 * The background drawn once (issue #29): every card of a site has the same gradient background,
 * and drawing it was about half of resvg's time for a card. Where a card's SVG is of the simple kind
 * satori makes for the cards (the gradient rectangle first, then only paths of one opaque colour
 * each, in horizontal bands that do not share a row of pixels), the worker draws the background
 * once per build, draws each card's paths alone on a transparent canvas, and lays them on the
 * background with the arithmetic resvg's renderer (tiny-skia) uses for an opaque colour under
 * anti-aliasing coverage `c`: `(dst * (255 - c) + colour * c + 255) >> 8` per channel. The pixels
 * are the very ones of drawing the whole SVG (tests/integration/card-worker.test.ts compares every pixel
 * for cards of every theme), and so are the PNG's bytes. Any other SVG is drawn whole, as before.
 * The pixels go to sharp as RGB (the card is opaque), which writes the same PNG as RGBA with the
 * alpha channel removed, in less time.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker (CommonJS, evaluated: the build bundles this module, so the worker cannot be a file of
 * its own). It answers several cards at once (sharp runs on libuv's threads), in any order, each by
 * its number, with `layered` saying which way its pixels were drawn.
 */
const RASTER_WORKER = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { renderAsync } = require(workerData.resvg);
const sharp = require(workerData.sharp);
const satoriModule = require(workerData.satori);
const satori = satoriModule.default ?? satoriModule;
const WIDTH = workerData.width;
const HEIGHT = workerData.height;
const FONTS = workerData.fonts.map(({ path, ...font }) => ({ ...font, data: readFileSync(path) }));
const directGradientFills = ${directGradientFills};
const OPTIONS = { fitTo: { mode: 'width', value: WIDTH }, font: { loadSystemFonts: false } };

// The SVG's start up to its first drawing, the background: a rectangle filled with a gradient (and
// its unused mask), drawn first on the empty canvas.
const HEAD = /^(<svg width="(\d+)" height="(\d+)" viewBox="0 0 \2 \3" xmlns="http:\/\/www\.w3\.org\/2000\/svg"><defs>(?:(?!<\/defs>).)*<\/defs>)(<mask id="[^"]*"><rect x="0" y="0" width="[\d.]+" height="[\d.]+" fill="#fff"\/><\/mask><rect x="0" y="0" width="[\d.]+" height="[\d.]+" fill="url\(#[^")]+\)"\/>)/s;
// What may follow: unused masks, plain groups, and paths of one opaque colour (a box's position
// given or not), nothing else (no opacity, transform, clip, mask, stroke, image).
const PART = /<mask id="[^"]*"><rect [^>]*\/><\/mask>|<\/?g>|<path(?: x="[-\d.]+" y="([-\d.]+)" width="[\d.]+" height="([\d.]+)")? fill="#([0-9a-f]{6})" d="([^"]*)"\/>/y;

/** The least and greatest y of a path of absolute M, L, Q, C and Z commands (every second number is a y; curves lie within their control points); undefined for any other path. */
function yRange(d) {
  let top = Infinity, bottom = -Infinity, index = 0, i = 0;
  const n = d.length;
  while (i < n) {
    const ch = d.charCodeAt(i);
    // space, comma, M, L, Q, C, Z
    if (ch === 32 || ch === 44 || ch === 77 || ch === 76 || ch === 81 || ch === 67 || ch === 90) { i++; continue; }
    let sign = 1;
    if (ch === 45) { sign = -1; i++; } else if (ch === 43) i++;
    let value = 0, digits = 0, scale = 1, dot = false;
    for (; i < n; i++) {
      const c = d.charCodeAt(i);
      if (c >= 48 && c <= 57) { digits++; if (dot) { scale /= 10; value += (c - 48) * scale; } else value = value * 10 + (c - 48); }
      else if (c === 46 && !dot) dot = true;
      else break;
    }
    // Not a number (another command, an exponent): not a path of this kind.
    if (!digits || (i < n && (d.charCodeAt(i) === 101 || d.charCodeAt(i) === 69))) return undefined;
    if (index++ & 1) { const y = sign * value; if (y < top) top = y; if (y > bottom) bottom = y; }
  }
  return index & 1 ? undefined : [top, bottom];
}

/** The background's RGB pixels by its SVG (a site has one; at most four kept), null where it is not opaque. */
const backgrounds = new Map();
async function drawBackground(svg) {
  const { pixels } = await renderAsync(svg, OPTIONS);
  const rgb = Buffer.allocUnsafe((pixels.length >> 2) * 3);
  for (let p = 0, o = 0; p < pixels.length; p += 4, o += 3) {
    if (pixels[p + 3] !== 255) return null;
    rgb[o] = pixels[p]; rgb[o + 1] = pixels[p + 1]; rgb[o + 2] = pixels[p + 2];
  }
  return rgb;
}
function background(svg) {
  if (!backgrounds.has(svg)) {
    if (backgrounds.size >= 4) backgrounds.clear();
    // The promise, so that the cards asked for meanwhile wait for the same drawing.
    backgrounds.set(svg, drawBackground(svg));
  }
  return backgrounds.get(svg);
}

/** RGB buffers given back once sharp has encoded them (a new one is a few MB of fresh pages each time). */
const spare = [];
const ZERO = Buffer.alloc(WIDTH * 4);
/** Pixels read at once when looking for drawn ones (most of a text's rows are empty between its words). */
const RUN = 64;

/** The card's RGB pixels, its background drawn once: undefined where the SVG is not of the simple kind. */
async function layered(svg) {
  const head = HEAD.exec(svg);
  if (!head || !svg.endsWith('</svg>')) return undefined;
  const width = Number(head[2]), height = Number(head[3]);
  if (width !== WIDTH) return undefined;
  const bands = [];
  const end = svg.length - '</svg>'.length;
  PART.lastIndex = head[0].length;
  while (PART.lastIndex < end) {
    const m = PART.exec(svg);
    if (!m) return undefined;
    if (m[3] === undefined) continue;
    const range = m[1] !== undefined ? [Number(m[1]), Number(m[1]) + Number(m[2])] : yRange(m[4]);
    if (!range) return undefined;
    if (!(range[1] >= range[0])) continue;
    const colour = Number.parseInt(m[3], 16);
    // A row more on each side than the coordinates reach (anti-aliasing stays within the pixels they touch).
    bands.push({ top: Math.max(0, Math.floor(range[0]) - 1), bottom: Math.min(height - 1, Math.ceil(range[1])), r: colour >> 16, g: (colour >> 8) & 255, b: colour & 255 });
  }
  if (PART.lastIndex !== end) return undefined;
  bands.sort((a, b) => a.top - b.top);
  // Two paths in one row of pixels could both cover a pixel: drawn whole instead.
  for (let i = 1; i < bands.length; i++) if (bands[i].top <= bands[i - 1].bottom) return undefined;
  const bg = await background(head[1] + head[4] + '</svg>');
  if (!bg) return undefined;
  // On libuv's threads (as sharp), so that the worker lays the next cards out meanwhile.
  const fg = await renderAsync(head[1] + svg.slice(head[0].length), OPTIONS);
  if (fg.width !== width || fg.height !== height) return undefined;
  // Premultiplied RGBA: a path's pixel is its colour times the coverage c, and its alpha is c.
  const px = fg.pixels;
  const stride = width * 4;
  // Every row outside the bands is empty (so the bands hold every path; checked all the same).
  for (let y = 0, band = 0; y < height; y++) {
    while (band < bands.length && bands[band].bottom < y) band++;
    if (band < bands.length && bands[band].top <= y) continue;
    if (px.compare(ZERO, 0, stride, y * stride, y * stride + stride) !== 0) return undefined;
  }
  const out = spare.pop() ?? Buffer.allocUnsafe(width * height * 3);
  bg.copy(out);
  for (const { top, bottom, r, g, b } of bands) {
    for (let y = top; y <= bottom; y++) {
      for (let start = y * stride, rowEnd = start + stride; start < rowEnd; start += RUN * 4) {
        const stop = Math.min(start + RUN * 4, rowEnd);
        if (px.compare(ZERO, 0, stop - start, start, stop) === 0) continue;
        for (let p = start, o = (start >> 2) * 3; p < stop; p += 4, o += 3) {
          const c = px[p + 3];
          if (c === 0) continue;
          const k = 255 - c;
          out[o] = (out[o] * k + r * c + 255) >> 8;
          out[o + 1] = (out[o + 1] * k + g * c + 255) >> 8;
          out[o + 2] = (out[o + 2] * k + b * c + 255) >> 8;
        }
      }
    }
  }
  return { rgb: out, width, height };
}

async function draw(svg) {
  const card = await layered(svg);
  if (card) {
    const png = new Uint8Array(await sharp(card.rgb, { raw: { width: card.width, height: card.height, channels: 3 } }).png().toBuffer());
    if (spare.length < 8) spare.push(card.rgb);
    return { png, layered: true };
  }
  const image = await renderAsync(svg, OPTIONS);
  const png = new Uint8Array(await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha().png().toBuffer());
  return { png, layered: false };
}

// { reply, tree | svg }: lay the card out (or take its SVG), draw it, answer its PNG.
parentPort.on('message', async ({ reply, tree, svg }) => {
  try {
    const made = svg ?? (await satori(tree, { width: WIDTH, height: HEIGHT, fonts: FONTS }));
    const { png, layered } = await draw(directGradientFills(made));
    parentPort.postMessage({ reply, png, layered }, [png.buffer]);
  } catch (err) {
    parentPort.postMessage({ reply, error: String((err && err.stack) || err) });
  }
});
`;

/**
 * Satori draws a CSS `linear-gradient` background as a <pattern> whose one tile, the filled box
 * itself, holds a rectangle painted with the gradient. resvg renders such a pattern into a picture
 * of its own and then paints with that picture: about half of a card's drawing time. Where the tile
 * is exactly the box it fills (a pattern of one tile at 0,0 in the box's units, its rectangle at
 * 0,0 the size of the one rectangle that uses it), the gradient can paint that rectangle directly:
 * the same geometry, the same pixels (tests/unit/social-cards.test.ts compares them), in half the
 * time. Any other pattern is left as it is.
 */
export function directGradientFills(svg: string): string {
  let out = svg;
  const patterns =
    /<pattern id="([^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">(<linearGradient id="([^"]+)"[^>]*>(?:<stop [^>]*\/>)*<\/linearGradient>)<rect x="0" y="0" width="([\d.]+)" height="([\d.]+)" fill="url\(#\3\)"\/><\/pattern>/g;
  for (const [pattern, id, gradient, gradientId, width, height] of svg.matchAll(patterns)) {
    const users = out.split(`url(#${id})`).length - 1;
    const user = `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#${id})"/>`;
    if (users !== 1 || !out.includes(user)) continue;
    out = out.replace(pattern, gradient!).replace(user, `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#${gradientId})"/>`);
  }
  return out;
}

/** The cards this process asked the worker for, and how they were drawn: on the background drawn once, or whole (tests). */
export const rasterStats = { requested: 0, layered: 0, whole: 0 };

/** What the worker needs: the cards' size and fonts (files, read by the worker). */
export interface CardSetup {
  width: number;
  height: number;
  fonts: { name: string; weight: number; style: 'normal'; path: string }[];
}

interface Reply {
  reply: number;
  png?: Uint8Array;
  layered?: boolean;
  error?: string;
}

interface CardWorker {
  end(): Promise<void>;
  request(message: Record<string, unknown>): Promise<Reply>;
}

/**
 * One worker: on two cores it takes about half a core's time while the cards are made (the main
 * thread waits, Astro renders the card route's paths one after the other). A second worker was
 * measured (docs/benchmarks.md): 2 to 4 s more CPU time in the 1,000-project build (a second
 * satori compiled and warmed up, a second heap collected) for no shorter build, and a few tens
 * of MB more memory.
 */
let worker: CardWorker | undefined;

/** Where `endCardWorker` is found by the build's integration (`globalThis`). */
const END_CARD_WORKER = Symbol.for('agent-portfolio.end-card-worker');
let made: string | undefined;

/** The worker's client: each request answered by its number; a worker that fails is replaced on the next request. */
function startWorker(setup: CardSetup): CardWorker {
  const resolve = createRequire(import.meta.url).resolve;
  const thread = new Worker(RASTER_WORKER, {
    eval: true,
    workerData: { resvg: resolve('@resvg/resvg-js'), sharp: resolve('sharp'), satori: resolve('satori'), ...setup },
  });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (err: Error) => void }>();
  let next = 0;
  // Idle, the worker does not keep the build (or a test run) alive.
  thread.unref();
  thread.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.reply);
    pending.delete(reply.reply);
    if (pending.size === 0) thread.unref();
    if (reply.error !== undefined) waiting?.reject(new Error(`social card: ${reply.error}`));
    else waiting?.resolve(reply);
  });
  const fail = (err: Error) => {
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
    // An ended worker's exit must not forget the one started after it.
    if (worker === client) worker = undefined;
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`social card: the drawing worker stopped (${code})`)));
  const client: CardWorker = {
    end: async () => {
      await thread.terminate();
    },
    request: (message) =>
      new Promise<Reply>((resolve, reject) => {
        const reply = next++;
        pending.set(reply, { resolve, reject });
        thread.ref();
        thread.postMessage({ ...message, reply });
      }),
  };
  return client;
}

/**
 * Ends the drawing worker, if one runs (the next card starts another). The build calls it once the
 * pages are made (`astro:build:generated`, integrations/portfolio.mjs): the worker's heap, Satori's
 * and yoga's WebAssembly memory, the fonts and its pixel buffers (about 50 to 70 MB) were otherwise
 * held to the end of the build, through the compression and the snapshot (docs/benchmarks.md).
 * Reached through `globalThis` because the prerendered pages use their own copy of this module.
 */
export async function endCardWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.end();
}
(globalThis as Record<symbol, unknown>)[END_CARD_WORKER] = endCardWorker;

/** The worker, for one setup per process. */
function cardWorker(setup: CardSetup): CardWorker {
  const key = JSON.stringify(setup);
  if (made !== undefined && made !== key) throw new Error('social card: one card setup (size and fonts) per process');
  made = key;
  worker ??= startWorker(setup);
  return worker;
}

/** Makes a card's PNG in the worker, from its element tree (satori there) or from an SVG already made. */
export async function drawCard(source: { tree: unknown } | { svg: string }, setup: CardSetup): Promise<Uint8Array> {
  rasterStats.requested++;
  const { png, layered } = await cardWorker(setup).request(source);
  rasterStats[layered ? 'layered' : 'whole']++;
  return png!;
}

/** The PNG of an SVG drawn by the worker (an opaque RGB PNG, `setup.width` pixels wide). */
export function rasterise(svg: string, setup: CardSetup): Promise<Uint8Array> {
  return drawCard({ svg }, setup);
}
