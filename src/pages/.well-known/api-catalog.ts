import type { APIRoute } from 'astro';
import { apiCatalog } from '../../discovery/api-catalog.ts';
import { MEDIA } from '../../discovery/documents.ts';
import { documentResponse } from '../../lib/document.ts';
import { urls } from '../../lib/portfolio.ts';
import { getLanguages } from '../../lib/site.ts';
import { url } from '../../catalogue/paths.ts';

export const prerender = true;
export const GET: APIRoute = async () =>
  documentResponse(apiCatalog(urls, (await getLanguages()).languages), MEDIA.apiCatalog, {
    Link: `<${urls.path(url('apiCatalog'))}>; rel="api-catalog"; type="application/linkset+json"`,
  });
