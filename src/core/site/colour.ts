/**
 * Colour arithmetic for the accent of `site.yaml`: WCAG 2.2 relative luminance and contrast
 * ratio, and the mix of a colour towards white or black. Pure, no dependencies.
 */

/** `#rrggbb` (lowercase) from `#rgb` or `#rrggbb`. */
export function normaliseHex(hex: string): string {
  const h = hex.trim().toLowerCase();
  return h.length === 4 ? `#${[...h.slice(1)].map((c) => c + c).join('')}` : h;
}

function channels(hex: string): [number, number, number] {
  const h = normaliseHex(hex);
  return [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `colour` mixed with `towards` by `amount` (0: unchanged, 1: `towards`). */
export function mix(colour: string, towards: string, amount: number): string {
  const a = channels(colour);
  const b = channels(towards);
  return `#${a
    .map((c, i) => Math.round(c + (b[i]! - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The colour closest to `colour`, mixed towards `towards` in steps of 2 %, whose contrast with
 * every one of `backgrounds` is at least `ratio`; undefined when even `towards` does not reach it.
 */
export function reachContrast(colour: string, towards: string, backgrounds: readonly string[], ratio: number): string | undefined {
  for (let step = 0; step <= 50; step++) {
    const candidate = mix(colour, towards, step / 50);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return undefined;
}
