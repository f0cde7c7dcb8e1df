// The fallback faces of the bundled fonts (integrations/fonts.mjs): one per bundled face and local
// font, sized to the bundled face's average width, and the DejaVu metrics of the table are those of
// Debian's files (checked where the files are installed, as on the project's machines).
import { existsSync } from 'node:fs';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';
import { bundledFonts, fallbackFontFaces, LOCAL_FALLBACKS } from '../../integrations/fonts.mjs';

const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
/** The DejaVu faces of LOCAL_FALLBACKS and their files. */
const DEJAVU_FILES: Record<string, string> = {
  'DejaVu Sans': 'DejaVuSans.ttf',
  'DejaVu Sans Bold': 'DejaVuSans-Bold.ttf',
  'DejaVu Sans Oblique': 'DejaVuSans-Oblique.ttf',
  'DejaVu Serif': 'DejaVuSerif.ttf',
  'DejaVu Serif Bold': 'DejaVuSerif-Bold.ttf',
  'DejaVu Sans Mono': 'DejaVuSansMono.ttf',
};

type Face = { local: string[]; unitsPerEm: number; xWidthAvg: number };
const faces = Object.values(LOCAL_FALLBACKS)
  .flat()
  .flatMap((f: Record<string, unknown>) => Object.values(f).filter((v): v is Face => typeof v === 'object'));

describe('font fallbacks', () => {
  it.skipIf(!existsSync(DEJAVU_DIR))('the DejaVu metrics of the table are those of the installed files', async () => {
    const dejavu = faces.filter((f) => f.local[0]!.startsWith('DejaVu'));
    expect(dejavu.map((f) => f.local[0]).sort()).toEqual(Object.keys(DEJAVU_FILES).sort());
    for (const face of dejavu) {
      const m = await fromFile(`${DEJAVU_DIR}/${DEJAVU_FILES[face.local[0]!]}`);
      expect({ name: m.fullName, unitsPerEm: m.unitsPerEm, xWidthAvg: m.xWidthAvg }).toEqual({
        name: face.local[0],
        unitsPerEm: face.unitsPerEm,
        xWidthAvg: face.xWidthAvg,
      });
    }
  });

  it('every bundled face has a fallback face per local font, sized to its average width', async () => {
    const css = await fallbackFontFaces();
    const rules = css.trim().split('\n');
    // Inter (3 faces) and its 3 local fonts, Source Serif 4 (1) and 2, JetBrains Mono (1) and 2.
    expect(rules).toHaveLength(3 * 3 + 1 * 2 + 1 * 2);
    const interOnDejaVu = rules.find((r) => r.includes('"Inter fallback DejaVu Sans"') && r.includes('font-weight:400;font-style:normal'));
    // Inter Regular 978/2048 against DejaVu Sans 1041/2048; Inter's ascent 1984 in the scaled em.
    expect(interOnDejaVu).toContain('src:local("DejaVu Sans"),local("DejaVuSans")');
    expect(interOnDejaVu).toContain(`size-adjust:${Number.parseFloat(((978 / 1041) * 100).toFixed(4))}%`);
    expect(interOnDejaVu).toContain(`ascent-override:${Number.parseFloat(((1984 / (2048 * (978 / 1041))) * 100).toFixed(4))}%`);
    // The semibold face stands on the local bold face.
    expect(rules.find((r) => r.includes('"Inter fallback Arial"') && r.includes('font-weight:600'))).toContain('local("Arial Bold")');
    // Each family's CSS variable lists its fallback families, then the generic one.
    for (const family of bundledFonts()) {
      const named = rules.filter((r) => r.includes(`font-family:"${family.name} fallback `)).map((r) => /font-family:"([^"]+)"/.exec(r)![1]);
      expect(family.fallbacks.slice(0, -1).sort()).toEqual([...new Set(named)].sort());
      expect(family.optimizedFallbacks).toBe(false);
    }
  });
});
