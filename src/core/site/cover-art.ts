/**
 * The cover of a project that names no `cover` image: a pattern drawn from its title and tags,
 * the same every build (seeded by a hash), in the theme's style and colours. Each shape carries
 * a class (`tone-1` … `tone-4`, src/styles/global.css) whose fill derives from the theme's
 * accent and backgrounds, so a cover follows the colour scheme without a second drawing.
 */
import type { ThemeName } from './themes.ts';

export interface CoverShape {
  kind: 'rect' | 'circle' | 'path';
  tone: 1 | 2 | 3 | 4;
  /** The element's geometry attributes, numbers rounded to one decimal. */
  attrs: Record<string, number | string>;
}

/** The drawing's size: a 16:9 view box; the card crops it to the theme's ratio (`slice`). */
export const COVER_WIDTH = 320;
export const COVER_HEIGHT = 180;

/** FNV-1a, 32 bits: the seed of a project's drawing. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: numbers in [0, 1), the same sequence for the same seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const tone = (n: number) => ((Math.floor(n * 4) % 4) + 1) as CoverShape['tone'];

/** Minimal: a quiet grid of squares, a few of them filled. */
function grid(rnd: () => number): CoverShape[] {
  const size = 20;
  const shapes: CoverShape[] = [];
  for (let y = 0; y < COVER_HEIGHT / size; y++) {
    for (let x = 0; x < COVER_WIDTH / size; x++) {
      const v = rnd();
      if (v > 0.3) continue;
      shapes.push({ kind: 'rect', tone: v < 0.06 ? 1 : v < 0.15 ? 2 : 3, attrs: { x: x * size + 3, y: y * size + 3, width: size - 6, height: size - 6 } });
    }
  }
  return shapes;
}

/** Editorial: bands of varied width, like the spine of a row of books, and one arc. */
function bands(rnd: () => number): CoverShape[] {
  const shapes: CoverShape[] = [];
  for (let x = 0; x < COVER_WIDTH; ) {
    const w = 6 + Math.floor(rnd() * 34);
    shapes.push({ kind: 'rect', tone: tone(rnd()), attrs: { x, y: 0, width: w, height: COVER_HEIGHT } });
    x += w;
  }
  const cx = r1(60 + rnd() * 200);
  shapes.push({ kind: 'circle', tone: 1, attrs: { cx, cy: r1(COVER_HEIGHT * (0.35 + rnd() * 0.3)), r: r1(40 + rnd() * 40) } });
  return shapes;
}

/** Visual: large overlapping discs and a wave. */
function discs(rnd: () => number): CoverShape[] {
  const shapes: CoverShape[] = [];
  for (let i = 0; i < 5; i++) {
    shapes.push({ kind: 'circle', tone: tone(rnd()), attrs: { cx: r1(rnd() * COVER_WIDTH), cy: r1(rnd() * COVER_HEIGHT), r: r1(40 + rnd() * 90) } });
  }
  const a = r1(60 + rnd() * 60);
  const b = r1(60 + rnd() * 60);
  shapes.push({
    kind: 'path',
    tone: 1,
    attrs: { d: `M0 ${a} C ${COVER_WIDTH / 3} ${b - 70} ${(2 * COVER_WIDTH) / 3} ${b + 70} ${COVER_WIDTH} ${b} V ${COVER_HEIGHT} H 0 Z` },
  });
  return shapes;
}

const STYLES: Record<ThemeName, (rnd: () => number) => CoverShape[]> = { minimal: grid, editorial: bands, visual: discs };

/** The shapes of a project's generated cover: the same for the same title, tags and theme. */
export function coverArt(project: { title: string; tags: readonly string[] }, theme: ThemeName): CoverShape[] {
  return STYLES[theme](random(hash(`${project.title}\n${project.tags.join(' ')}`)));
}
