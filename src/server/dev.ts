/**
 * The ingress under `astro dev` (wired by integrations/dev-ingress.mjs): the same door as in
 * production (./ingress.ts), with the API, the OAuth endpoints and MCP answered by the same
 * router over the content folder as it is now, and everything else (pages, assets, Vite's own
 * modules) handed on to the dev server. The portfolio is read again after a content file changes.
 */
import { contentDir, loadPortfolioSource } from '../core/content/load.ts';
import { createPortfolio, portfolioData } from '../core/portfolio.ts';
import { createUrls } from '../core/urls.ts';
import { handleApi, hasApiRoute, type ApiContext } from '../http/router.ts';
import { hostPolicy } from '../http/hosts.ts';
import { createServices } from '../http/services.ts';
import { MCP_PATH } from '../mcp/identity.ts';
import { createIngress, type Ingress } from './ingress.ts';
import { mcpEndpoints } from './mcp-endpoints.ts';

export interface DevIngress {
  handle: Ingress;
  /** The content folder the API reads. */
  contentDir: string;
  /** Forget the loaded portfolio: the next request reads the content folder again. */
  reload(): void;
  close(): void;
}

export async function createDevIngress(opts: {
  site: string | undefined;
  base: string;
  env: Record<string, string | undefined>;
  projectDir: string;
}): Promise<DevIngress> {
  const urls = createUrls(opts.site ?? 'http://localhost:4321', opts.base);
  const services = await createServices(opts.env, urls.server, opts.projectDir, urls.api(MCP_PATH));
  const dir = contentDir(opts.env, opts.projectDir);
  let current: ({ ctx: ApiContext } & ReturnType<typeof mcpEndpoints>) | undefined;
  const state = () => {
    if (!current) {
      const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
      // The consent page links the site's stylesheet as the dev server serves it (Vite answers a CSS request as CSS).
      const ctx: ApiContext = { portfolio, urls, auth: services.auth, limiter: services.limiter, page: { stylesheets: [urls.path('/src/styles/global.css')] } };
      // One MCP endpoint per loaded portfolio, made again after a content edit.
      current = { ctx, ...mcpEndpoints(ctx) };
    }
    return current;
  };
  const handle = createIngress({
    urls,
    trustProxy: services.trustProxy,
    hosts: hostPolicy([urls.origin, urls.server], services.allowedHosts),
    limiter: services.limiter,
    api: (request) => handleApi(request, state().ctx),
    apiOwns: (path) => path.startsWith('/.well-known/') && hasApiRoute(path),
    mcp: () => state().mcp(),
    serverCard: () => state().serverCard(),
  });
  return {
    handle,
    contentDir: dir,
    reload: () => {
      current = undefined;
    },
    close: () => services.auth.close(),
  };
}
