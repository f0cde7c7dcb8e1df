/**
 * What the production server already holds that the on-demand pages (`/ask`, `/<lang>/ask`) would
 * otherwise load a second time: each language's portfolio (from the build's snapshot,
 * dist/server/portfolio.json) and site.yaml's data. The server puts it here before it loads Astro's
 * server build (src/server/create-server.ts); src/lib/portfolio.ts and src/lib/site.ts read it
 * instead of Astro's content collections, whose data store (every collection, the rendered
 * write-ups) then never loads in the server: about 6 MB of heap and 8 MB resident after 200 `/ask`
 * pages (docs/security.md, Memory under load). The build (prerendering, `astro dev`) has none and
 * reads the collections.
 */
import type { Portfolio } from './portfolio.ts';
import type { SiteFile } from './schema/site.ts';

export const SERVER_CONTENT = Symbol.for('agent-portfolio.server-content');

export interface ServerContent {
  /** site.yaml's data, as the content collection `site` holds it (undefined: no site.yaml). */
  site: SiteFile | undefined;
  /** The portfolio in a language of the site (the default one's `lang` is the default language). */
  portfolio: (lang: string) => Portfolio | undefined;
}

/** The server's content, when the pages run inside the production server. */
export function serverContent(): ServerContent | undefined {
  return (globalThis as Record<symbol, ServerContent | undefined>)[SERVER_CONTENT];
}

/** Called by the production server once, before the pages load. */
export function provideServerContent(content: ServerContent): void {
  (globalThis as Record<symbol, ServerContent | undefined>)[SERVER_CONTENT] = content;
}
