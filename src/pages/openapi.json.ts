import type { APIRoute } from 'astro';
import { MEDIA } from '../discovery/documents.ts';
import { buildOpenApi } from '../discovery/openapi.ts';
import { documentResponse } from '../lib/document.ts';
import { deployment } from '../lib/deployment.ts';
import { getPortfolio, urls } from '../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = async () => {
  const doc = buildOpenApi(await getPortfolio(), urls) as { servers: { url: string; description: string }[] };
  // A static-only site with an API server elsewhere (STATIC_ONLY, API_ORIGIN): the API is there.
  if (deployment.apiOrigin)
    doc.servers = [{ url: deployment.apiOrigin + urls.path('/v1'), description: 'The API server of this site (the site itself serves files only).' }];
  return documentResponse(doc, MEDIA.openapi);
};
