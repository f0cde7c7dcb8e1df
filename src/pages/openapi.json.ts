import type { APIRoute } from 'astro';
import { MEDIA } from '../discovery/documents.ts';
import { buildOpenApi } from '../discovery/openapi.ts';
import { documentResponse } from '../lib/document.ts';
import { getPortfolio, urls } from '../lib/portfolio.ts';
import { getLanguages } from '../lib/site.ts';

export const prerender = true;
export const GET: APIRoute = async () => {
  // The servers name the Node server: the site, API_ORIGIN, or none (src/core/urls.ts).
  return documentResponse(buildOpenApi(await getPortfolio(), urls, (await getLanguages()).languages), MEDIA.openapi);
};
