// /v1 requests that are not prerendered files, when Astro serves them (`astro dev`). In
// production server.mjs answers them with the same handleApi, without going through Astro.
import type { APIRoute } from 'astro';
import { apiRequest, toResponse } from '../../http/astro.ts';
import { handleApi } from '../../http/router.ts';
import { createServices, type ApiServices } from '../../http/services.ts';
import { getPortfolio, urls } from '../../lib/portfolio.ts';

export const prerender = false;

let services: Promise<ApiServices> | undefined;

export const ALL: APIRoute = async ({ params, request, clientAddress }) => {
  const { auth, limiter } = await (services ??= createServices(process.env, urls.origin, process.cwd()));
  const api = await apiRequest(request, params.path ? `/v1/${params.path}` : '/v1');
  return toResponse(await handleApi({ ...api, ip: clientAddress }, { portfolio: await getPortfolio(), urls, auth, limiter }));
};
