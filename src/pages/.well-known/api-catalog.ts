import type { APIRoute } from 'astro';
import { apiCatalog, MEDIA } from '../../discovery/documents.ts';
import { documentResponse } from '../../lib/document.ts';
import { urls } from '../../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = () =>
  documentResponse(apiCatalog(urls), MEDIA.apiCatalog, {
    Link: `<${urls.path('/.well-known/api-catalog')}>; rel="api-catalog"; type="application/linkset+json"`,
  });
