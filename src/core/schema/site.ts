/**
 * `site.yaml` in the content folder (optional): the site's design. The theme, an accent colour
 * (checked for contrast in both colour schemes) and the order of the home page's sections.
 */
import { z } from 'zod';
import { contrast, normaliseHex, reachContrast } from '../site/colour.ts';
import { DEFAULT_THEME, THEME_COLOURS, THEMES, type ThemeName } from '../site/themes.ts';

/** The sections the home page can show, in the order `home.sections` names them. */
export const HOME_SECTIONS = ['projects', 'posts', 'skills', 'career', 'services', 'talks'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];
/** The home page's sections without `home.sections`. */
export const DEFAULT_HOME_SECTIONS: readonly HomeSection[] = ['projects', 'posts', 'skills'];

/** WCAG 2.2 AA for normal text: links and button labels are drawn in or on the accent. */
export const AA_CONTRAST = 4.5;

const Theme = z
  .enum(THEMES, { error: (i) => `unknown theme ${JSON.stringify(i.input)}: expected one of ${THEMES.join(', ')}` })
  .describe(`The theme: ${THEMES.map((t) => `\`${t}\` (${THEME_COLOURS[t].summary})`).join(', ')}. Default \`${DEFAULT_THEME}\`.`);

const Accent = z
  .string({ error: 'expected a colour written "#rrggbb", such as "#0a6e50"' })
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'expected a colour written "#rrggbb", such as "#0a6e50"' })
  .transform(normaliseHex)
  .describe(
    'The accent colour of links, buttons and covers, `#rrggbb`. It must reach WCAG AA contrast (4.5:1) on the light backgrounds of the theme (page, cards, tags, code); the dark scheme uses a lighter mix of it when it does not reach 4.5:1 there.',
  );

const Sections = z
  .array(z.enum(HOME_SECTIONS, { error: (i) => `unknown section ${JSON.stringify(i.input)}: expected one of ${HOME_SECTIONS.join(', ')}` }), {
    error: 'expected a list of sections',
  })
  .min(1, { error: 'expected at least one section' })
  .max(HOME_SECTIONS.length)
  .refine((s) => new Set(s).size === s.length, { error: 'expected each section once' })
  .describe(`The home page's sections, in order, from ${HOME_SECTIONS.join(', ')}. Default: ${DEFAULT_HOME_SECTIONS.join(', ')}.`);

export const SiteFile = z
  .strictObject({
    theme: Theme.optional(),
    accent: Accent.optional(),
    home: z.strictObject({ sections: Sections.optional() }, { error: 'expected a map with `sections`' }).optional(),
  })
  .superRefine((site, ctx) => {
    // Also called after a field failed (zod runs refinements then): only a valid colour is checked.
    if (!site.accent || !/^#[0-9a-f]{6}$/.test(site.accent)) return;
    const problem = accentProblem(site.accent, site.theme ?? DEFAULT_THEME);
    if (problem) ctx.addIssue({ code: 'custom', path: ['accent'], message: problem, input: site.accent });
  });
export type SiteFile = z.infer<typeof SiteFile>;

/** Why an accent cannot be used on a theme's light backgrounds, with a darker colour that can. */
export function accentProblem(accent: string, theme: ThemeName): string | undefined {
  const backgrounds = THEME_COLOURS[theme].light;
  const worst = Math.min(...backgrounds.map((bg) => contrast(accent, bg)));
  if (worst >= AA_CONTRAST) return undefined;
  const darker = reachContrast(accent, '#000000', backgrounds, AA_CONTRAST);
  return `${accent} has a contrast of ${worst.toFixed(2)}:1 on the light backgrounds of the ${theme} theme (page, cards, tags or code); links and buttons need ${AA_CONTRAST}:1 (WCAG AA): use a darker colour such as ${darker}`;
}

/** The design a site's pages use: `site.yaml` with its defaults filled in. */
export interface SiteDesign {
  theme: ThemeName;
  /** The accent for each scheme: `site.yaml`'s (lightened for the dark scheme where needed) or the theme's. */
  accent: { light: string; dark: string };
  /** Whether `site.yaml` named the accent (the pages then set it; otherwise the theme's stylesheet does). */
  customAccent: boolean;
  sections: readonly HomeSection[];
}

export function siteDesign(site: SiteFile | undefined): SiteDesign {
  const theme = site?.theme ?? DEFAULT_THEME;
  const colours = THEME_COLOURS[theme];
  const accent = site?.accent
    ? { light: site.accent, dark: reachContrast(site.accent, '#ffffff', colours.dark, AA_CONTRAST) ?? colours.accent.dark }
    : colours.accent;
  return { theme, accent, customAccent: Boolean(site?.accent), sections: site?.home?.sections ?? DEFAULT_HOME_SECTIONS };
}
