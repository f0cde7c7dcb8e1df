// Every /v1 request that is not a prerendered file: query strings, other methods, unknown paths.
import type { APIRoute } from 'astro';
import { handleApi } from '../../http/router.ts';
import { getPortfolio, urls } from '../../lib/portfolio.ts';

export const prerender = false;

export const ALL: APIRoute = async ({ params, request }) =>
  handleApi(request, params.path ? `/v1/${params.path}` : '/v1', await getPortfolio(), urls);
