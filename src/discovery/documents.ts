/**
 * What the discovery documents share: their media types and headers, the portfolio's one-line
 * summary, and the public read operations they list. The documents themselves, each generated from
 * the content, the route registry and SITE_URL and prerendered by src/pages/ routes:
 * ./api-catalog.ts (RFC 9727), ./ai-catalog.ts (ARD), ./skill.ts (agent skill and its index),
 * ./llms.ts (llms.txt, llms-full.txt), ./crawlers.ts (robots.txt, the sitemap), ./openapi.ts,
 * ./feeds.ts, ./auth-md.ts.
 */
import { createHash } from 'node:crypto';
import type { Portfolio } from '../core/portfolio.ts';
import { ROUTES } from '../http/routes.ts';
import { url } from '../catalogue/paths.ts';

export const MEDIA = {
  apiCatalog: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
  aiCatalog: 'application/ai-catalog+json',
  json: 'application/json; charset=utf-8',
  openapi: 'application/vnd.oai.openapi+json',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
} as const;

/** Headers of every public discovery document (the static manifest adds a strong ETag). */
export const DISCOVERY_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Link',
  'Cache-Control': 'public, max-age=3600',
} as const;

export const ownerName = (p: Portfolio) => p.profile?.name ?? 'Portfolio';

/** The public read operations of the API: what needs no credentials. */
export const PUBLIC_READS = ROUTES.filter((r) => r.path.startsWith(url('getApiIndex')) && r.method === 'GET' && r.access.public && r.kind !== 'oauth');

/** The portfolio's one-line summary, shared by llms.txt, the ARD host and the skill. */
export function summary(portfolio: Portfolio): string {
  const p = portfolio.profile;
  return p
    ? `${p.name}${p.role ? ` is ${/^[aeiou]/i.test(p.role) ? 'an' : 'a'} ${p.role}` : ''}${p.location ? `${p.role ? '' : ' is'} based in ${p.location}` : ''}. This site is their portfolio, as web pages and as a read-only JSON API for agents.`
    : 'A technical portfolio, as web pages and as a read-only JSON API for agents.';
}

/** The public reads a static-only site serves as files (without an API server: no queries, no /v1/ask). */
export function staticReads(portfolio: Portfolio) {
  return PUBLIC_READS.filter((r) => !r.path.includes('{') && (r.staticPaths?.(portfolio).length ?? 0) > 0);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
