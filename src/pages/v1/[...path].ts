// /v1 requests that are not prerendered files, when Astro serves them (`astro dev`). In
// production server.mjs answers them with the same handleApi, without going through Astro.
import type { APIRoute } from 'astro';
import { apiRequest, toResponse } from '../../http/astro.ts';
import { handleApi } from '../../http/router.ts';
import { getPortfolio, urls } from '../../lib/portfolio.ts';

export const prerender = false;

export const ALL: APIRoute = async ({ params, request }) =>
  toResponse(await handleApi(await apiRequest(request, params.path ? `/v1/${params.path}` : '/v1'), await getPortfolio(), urls));
