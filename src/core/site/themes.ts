/**
 * The themes a site can choose in `site.yaml`. Each is a set of design tokens in
 * src/styles/themes.css (`:root[data-design="<name>"]`); the backgrounds are repeated here so
 * that the accent colour of `site.yaml` is checked against the surfaces it is drawn on
 * (tests/unit/site.test.ts holds the two in step).
 */
export const THEMES = ['minimal', 'editorial', 'visual'] as const;
export type ThemeName = (typeof THEMES)[number];

/** The theme of a site without `site.yaml`, or without `theme` in it. */
export const DEFAULT_THEME: ThemeName = 'editorial';

/**
 * The family of each theme's headings (`--heading` in src/styles/themes.css, which
 * tests/unit/site.test.ts holds in step): Base.astro preloads the serif face only for a theme
 * that draws with it.
 */
export const THEME_HEADING_FAMILY: Record<ThemeName, 'sans' | 'serif'> = { minimal: 'sans', editorial: 'serif', visual: 'sans' };

export interface ThemeColours {
  /** What the theme is for, one line (docs/design.md, the error message of a wrong name). */
  summary: string;
  /** What links, tags and code are drawn on, light scheme: page, cards, chips, code (the first is the page). */
  light: readonly string[];
  /** The same, dark scheme. */
  dark: readonly string[];
  /** The theme's own accent, light and dark, when `site.yaml` names none. */
  accent: { light: string; dark: string };
}

export const THEME_COLOURS: Record<ThemeName, ThemeColours> = {
  minimal: {
    summary: 'one sans-serif family, greys and one accent, hairline borders, small covers',
    light: ['#ffffff', '#f6f6f7', '#f1f2f4', '#f3f4f6'],
    dark: ['#0f1012', '#17181b', '#202226', '#1b1c20'],
    accent: { light: '#2f4fb3', dark: '#9db4ff' },
  },
  editorial: {
    summary: 'serif headings on warm paper, ruled sections, a magazine feel',
    light: ['#fbf8f3', '#ffffff', '#f3ece1', '#f3efe8'],
    dark: ['#16130f', '#1f1b16', '#2a241d', '#221e18'],
    accent: { light: '#a3341f', dark: '#f3a58f' },
  },
  visual: {
    summary: 'large project covers, rounded cards, bold headings',
    light: ['#f4f6fb', '#ffffff', '#ebe8fb', '#eef0f6'],
    dark: ['#0d1018', '#161b26', '#231f3a', '#171c28'],
    accent: { light: '#5b3fd1', dark: '#b9a8ff' },
  },
};
