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

/** The default language when site.yaml names none. */
export const DEFAULT_LANGUAGE = 'en';

/** A well-formed BCP 47 language tag, in its canonical form (`pt-br` becomes `pt-BR`). */
export const LanguageTag = z
  .string({ error: 'expected a language tag such as "en" or "pt-BR"' })
  .max(35)
  .transform((tag, ctx) => {
    const canonical = canonicalTag(tag);
    if (canonical) return canonical;
    ctx.addIssue({ code: 'custom', message: `"${tag}" is not a well-formed BCP 47 language tag: expected one such as "en", "de" or "pt-BR"`, input: tag });
    return z.NEVER;
  });

/** The canonical form of a BCP 47 tag (`Intl.getCanonicalLocales`), or undefined when it is not well formed. */
export function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

const Languages = z
  .array(LanguageTag, { error: 'expected a list of language tags, such as [de, fr]' })
  .max(20)
  .refine((l) => new Set(l).size === l.length, { error: 'expected each language once' })
  .describe('The other languages the content is written in, such as `[de, fr]`: each has a folder `content/<tag>/` with its translations. Default: none.');

export const SiteFile = z
  .strictObject({
    theme: Theme.optional(),
    accent: Accent.optional(),
    home: z.strictObject({ sections: Sections.optional() }, { error: 'expected a map with `sections`' }).optional(),
    language: LanguageTag.optional().describe(`The language of the content in the content folder itself, a BCP 47 tag. Default \`${DEFAULT_LANGUAGE}\`.`),
    languages: Languages.optional(),
  })
  .superRefine((site, ctx) => {
    const language = site.language ?? DEFAULT_LANGUAGE;
    const repeated = site.languages?.indexOf(language) ?? -1;
    if (repeated >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['languages', repeated],
        message: `"${language}" is the default language (\`language\`): list only the other languages here`,
        input: language,
      });
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

/** The site's languages: the default one (the content folder's own) and the others, in the order site.yaml lists them. */
export interface SiteLanguages {
  defaultLanguage: string;
  /** Every language, the default first. */
  languages: readonly string[];
}

export function siteLanguages(site: SiteFile | undefined): SiteLanguages {
  const defaultLanguage = site?.language ?? DEFAULT_LANGUAGE;
  return { defaultLanguage, languages: [defaultLanguage, ...(site?.languages ?? [])] };
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
