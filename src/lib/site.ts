/**
 * The site's design as `site.yaml` chose it (theme, accent, home sections), for the pages.
 */
import { getEntry } from 'astro:content';
import { type SiteDesign, type SiteFile, type SiteLanguages, siteDesign, siteLanguages } from '../core/schema/site.ts';
import { serverContent } from '../core/server-content.ts';

/** site.yaml's data: the production server's copy (../core/server-content.ts), else the content collection's. */
async function siteFile(): Promise<SiteFile | undefined> {
  const provided = serverContent();
  if (provided) return provided.site;
  return (await getEntry('site', 'site'))?.data;
}

export async function getSiteDesign(): Promise<SiteDesign> {
  return siteDesign(await siteFile());
}

/** The site's languages as `site.yaml` lists them: the default one first (pages for the others live under `/<lang>/`). */
export async function getLanguages(): Promise<SiteLanguages> {
  return siteLanguages(await siteFile());
}

/** The `style` attribute of <html> that sets a custom accent (allowed by the CSP's style-src-attr). */
export function accentStyle(design: SiteDesign): string | undefined {
  if (!design.customAccent) return undefined;
  return `--accent-light:${design.accent.light};--accent-dark:${design.accent.dark}`;
}
