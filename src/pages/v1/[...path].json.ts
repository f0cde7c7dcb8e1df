// The unfiltered API documents, prerendered at build time (served at /v1/<path>, see
// integrations/static-manifest.mjs). Same handler as the on-demand route: same bytes.
import type { APIRoute, GetStaticPaths } from 'astro';
import { handleApi } from '../../http/router.ts';
import { ROUTES } from '../../http/routes.ts';
import { getPortfolio, urls } from '../../lib/portfolio.ts';

export const prerender = true;

export const getStaticPaths = (async () => {
  const portfolio = await getPortfolio();
  return ROUTES.flatMap((r) => r.staticPaths?.(portfolio) ?? []).map((p) => ({ params: { path: p.replace(/^\/v1\//, '') } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, request }) =>
  // A fresh Request: prerendering has no client headers (no If-None-Match to honour).
  handleApi(new Request(request.url), `/v1/${params.path}`, await getPortfolio(), urls);
