/**
 * `site.yaml` (src/core/schema/site.ts): the theme, the accent colour checked for WCAG AA
 * contrast in both schemes, the home page's sections; read by the content loader with the other
 * content files. The theme backgrounds the accent is checked against are those of the stylesheet.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadPortfolioSource } from '../../src/core/content/load.ts';
import { AA_CONTRAST, SiteFile, siteDesign } from '../../src/core/schema/site.ts';
import { contrast } from '../../src/core/site/colour.ts';
import { THEME_COLOURS, THEME_HEADING_FAMILY, THEMES } from '../../src/core/site/themes.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of the example content with `site.yaml` written as `text`; the loader's problems, or the site. */
function load(text: string): { site?: SiteFile; problems?: string[] } {
  const dir = join(mkdtempSync(join(tmpdir(), 'portfolio-site-test-')), 'content');
  dirs.push(dir);
  cpSync(resolve('tests/fixtures/example-portfolio'), dir, { recursive: true });
  // A site of one language: `text` lists none (languages.test.ts tests the others).
  rmSync(join(dir, 'de'), { recursive: true });
  writeFileSync(join(dir, 'site.yaml'), text);
  try {
    return { site: loadPortfolioSource(dir).site };
  } catch (err) {
    if (err instanceof ContentError) return { problems: err.problems };
    throw err;
  }
}

describe('site.yaml', () => {
  it('is read with the content: theme, accent and sections', () => {
    const { site, problems } = load('theme: visual\naccent: "#0a6e50"\nhome:\n  sections: [skills, projects, talks]\n');
    expect(problems).toBeUndefined();
    expect(site).toEqual({ theme: 'visual', accent: '#0a6e50', home: { sections: ['skills', 'projects', 'talks'] } });
  });

  it('is optional: without it the site has the default theme and sections', () => {
    expect(siteDesign(undefined)).toMatchObject({ theme: 'editorial', customAccent: false, sections: ['projects', 'posts', 'skills'] });
  });

  it('names the themes when the theme is unknown', () => {
    const { problems } = load('theme: brutalist\n');
    expect(problems).toEqual([expect.stringMatching(/site\.yaml: field `theme`: unknown theme "brutalist": expected one of minimal, editorial, visual$/)]);
  });

  it('refuses an unknown field, section or a section named twice', () => {
    expect(load('colour: red\n').problems).toEqual([expect.stringMatching(/site\.yaml: unknown field `colour`$/)]);
    expect(load('home:\n  sections: [projects, blog]\n').problems).toEqual([
      expect.stringMatching(/field `home\.sections\.1`: unknown section "blog": expected one of projects, posts, skills, career, services, talks$/),
    ]);
    expect(load('home:\n  sections: [projects, projects]\n').problems).toEqual([expect.stringMatching(/field `home\.sections`: expected each section once$/)]);
  });

  it('refuses an accent that is not a colour', () => {
    expect(load('accent: green\n').problems).toEqual([expect.stringMatching(/field `accent`: expected a colour written "#rrggbb"/)]);
  });

  it('refuses a light accent that links would be unreadable in, and suggests a darker one that passes', () => {
    const { problems } = load('theme: minimal\naccent: "#7fd1b9"\n');
    expect(problems).toHaveLength(1);
    const [, suggested] = /such as (#[0-9a-f]{6})$/.exec(problems![0]!) ?? [];
    expect(problems![0]).toMatch(
      /field `accent`: #7fd1b9 has a contrast of 1\.\d\d:1 on the light backgrounds of the minimal theme \(page, cards, tags or code\); links and buttons need 4\.5:1 \(WCAG AA\)/,
    );
    for (const bg of THEME_COLOURS.minimal.light) expect(contrast(suggested!, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(load(`theme: minimal\naccent: "${suggested}"\n`).problems).toBeUndefined();
  });

  it('lightens a dark accent for the dark scheme until it reaches AA there, and keeps it in the light one', () => {
    for (const theme of THEMES) {
      const design = siteDesign(SiteFile.parse({ theme, accent: '#0a5c43' }));
      expect(design.accent.light).toBe('#0a5c43');
      for (const bg of THEME_COLOURS[theme].dark) expect(contrast(design.accent.dark, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
      for (const bg of THEME_COLOURS[theme].light) expect(contrast(design.accent.light, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('gives every theme accents and text that reach AA on its backgrounds (page, cards, chips, code), as the stylesheet has them', () => {
    const css = readFileSync('src/styles/themes.css', 'utf8');
    for (const theme of THEMES) {
      const block =
        theme === 'editorial'
          ? css.slice(css.indexOf(':root,'), css.indexOf(':root[data-design="minimal"]'))
          : css.slice(css.indexOf(`[data-design="${theme}"] {`));
      const token = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(block)?.[1];
      const { light, dark, accent } = THEME_COLOURS[theme];
      expect(
        ['bg', 'raised', 'chip', 'code'].map((t) => token(`${t}-light`)),
        theme,
      ).toEqual(light);
      expect(
        ['bg', 'raised', 'chip', 'code'].map((t) => token(`${t}-dark`)),
        theme,
      ).toEqual(dark);
      expect({ light: token('accent-light'), dark: token('accent-dark') }, theme).toEqual(accent);
      // The heading family that Base.astro preloads is the one the theme draws headings with.
      expect(/--heading: var\(--(sans|serif)\);/.exec(block)?.[1], theme).toBe(THEME_HEADING_FAMILY[theme]);
      for (const scheme of ['light', 'dark'] as const) {
        for (const bg of THEME_COLOURS[theme][scheme]) {
          for (const fg of ['accent', 'fg', 'muted'])
            expect(contrast(token(`${fg}-${scheme}`)!, bg), `${theme} ${fg} ${scheme} on ${bg}`).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
    }
  });
});
