// The unfiltered API documents, prerendered at build time (served at /v1/<path>, see
// integrations/static-manifest.mjs). Same handler as the on-demand path: same bytes.
import type { APIRoute, GetStaticPaths } from 'astro';
import { toResponse } from '../../http/astro.ts';
import { handleApi } from '../../http/router.ts';
import { ROUTES } from '../../http/routes.ts';
import { getPortfolio, urls } from '../../lib/portfolio.ts';

export const prerender = true;

export const getStaticPaths = (async () => {
  const portfolio = await getPortfolio();
  return ROUTES.flatMap((r) => r.staticPaths?.(portfolio) ?? []).map((p) => ({ params: { path: p.replace(/^\/v1\//, '') } }));
}) satisfies GetStaticPaths;

// Prerendering has no client headers (no If-None-Match to honour) and no query string.
export const GET: APIRoute = async ({ params }) =>
  toResponse(
    handleApi({ method: 'GET', path: `/v1/${params.path}`, query: new URLSearchParams(), header: () => null }, await getPortfolio(), urls),
  );
