// Prerendering of the unfiltered API documents: the same handler as the on-demand path, with
// no client headers (no If-None-Match to honour) and no query string, so the bytes are the same.
import { handleApi } from '../http/router.ts';
import { ROUTES } from '../http/routes.ts';
import { getPortfolio, urls } from './portfolio.ts';

export async function prerenderApi(path: string): Promise<Response> {
  const portfolio = await getPortfolio();
  const result = await handleApi({ method: 'GET', path, query: new URLSearchParams(), header: () => null }, { portfolio, urls });
  return new Response(result.body, { status: result.status, headers: result.headers });
}

/** Every prerendered API path, from the route registry. */
export async function staticApiPaths(): Promise<string[]> {
  const portfolio = await getPortfolio();
  return ROUTES.flatMap((r) => r.staticPaths?.(portfolio) ?? []);
}
