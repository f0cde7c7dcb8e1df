/**
 * The site's design as `site.yaml` chose it (theme, accent, home sections), for the pages.
 */
import { getEntry } from 'astro:content';
import { type SiteDesign, type SiteLanguages, siteDesign, siteLanguages } from '../core/schema/site.ts';

export async function getSiteDesign(): Promise<SiteDesign> {
  const entry = await getEntry('site', 'site');
  return siteDesign(entry?.data);
}

/** The site's languages as `site.yaml` lists them: the default one first (pages for the others live under `/<lang>/`). */
export async function getLanguages(): Promise<SiteLanguages> {
  const entry = await getEntry('site', 'site');
  return siteLanguages(entry?.data);
}

/** The `style` attribute of <html> that sets a custom accent (allowed by the CSP's style-src-attr). */
export function accentStyle(design: SiteDesign): string | undefined {
  if (!design.customAccent) return undefined;
  return `--accent-light:${design.accent.light};--accent-dark:${design.accent.dark}`;
}
