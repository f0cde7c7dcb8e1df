/**
 * The discovery links of every HTML page: one list, rendered both as `<link>` elements in the
 * page head (src/components/DiscoveryHead.astro) and as the HTTP `Link` header (src/middleware.ts,
 * recorded into the static manifest at build time).
 */
import { notFoundPrefix, type Urls } from '../core/urls.ts';
import { url } from '../catalogue/paths.ts';

export interface DiscoveryLink {
  rel: string;
  href: string;
  type: string;
}

/** The Markdown twin of a page path: `/` -> `/index.md`, `/projects/x` -> `/projects/x.md`. */
export function markdownTwin(path: string): string {
  const clean = path.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

/** `path` is the page path relative to the base, for example `/projects/feature-store`. */
export function pageLinks(path: string, urls: Urls): DiscoveryLink[] {
  const links: DiscoveryLink[] = [
    { rel: 'api-catalog', href: urls.path(url('apiCatalog')), type: 'application/linkset+json' },
    { rel: 'service-desc', href: urls.path(url('openapi')), type: 'application/vnd.oai.openapi+json' },
    { rel: 'service-doc', href: urls.path(url('apiDocs')), type: 'text/html' },
    { rel: 'describedby', href: urls.path(url('llms')), type: 'text/plain' },
    { rel: 'alternate', href: urls.path(markdownTwin(path)), type: 'text/markdown' },
    { rel: 'ai-catalog', href: urls.path(url('aiCatalog')), type: 'application/ai-catalog+json' },
    { rel: 'ard', href: urls.path(url('ard')), type: 'application/json' },
  ];
  // The 404 pages (served at every unknown URL) have no Markdown twin (integrations/static-manifest.mjs).
  return notFoundPrefix(path) !== undefined ? links.filter((l) => l.rel !== 'alternate') : links;
}

/** One RFC 8288 `Link` field value: `<href>; rel="x"; type="y", …` (rel first, one relation each). */
export function linkHeader(links: DiscoveryLink[]): string {
  return links.map((l) => `<${l.href}>; rel="${l.rel}"; type="${l.type}"`).join(', ');
}
