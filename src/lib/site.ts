/**
 * The site's design as `site.yaml` chose it (theme, accent, home sections), for the pages.
 */
import { getEntry } from 'astro:content';
import { type SiteDesign, siteDesign } from '../core/schema/site.ts';

export async function getSiteDesign(): Promise<SiteDesign> {
  const entry = await getEntry('site', 'site');
  return siteDesign(entry?.data);
}

/** The `style` attribute of <html> that sets a custom accent (allowed by the CSP's style-src-attr). */
export function accentStyle(design: SiteDesign): string | undefined {
  if (!design.customAccent) return undefined;
  return `--accent-light:${design.accent.light};--accent-dark:${design.accent.dark}`;
}

/** The site's languages (site.yaml `language` and `languages`): the default one first. */
export async function getSiteLanguages(): Promise<{ defaultLanguage: string; languages: readonly string[] }> {
  return { defaultLanguage: 'en', languages: ['en'] };
}
