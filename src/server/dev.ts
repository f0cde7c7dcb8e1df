/**
 * The ingress under `astro dev` (wired by integrations/dev-ingress.mjs): the same door as in
 * production (./ingress.ts), with the API, the OAuth endpoints and MCP answered by the same
 * router over the content folder as it is now, and everything else (pages, assets, Vite's own
 * modules) handed on to the dev server. The portfolio is read again after a content file changes.
 */
import { loadSiteContent, type SiteContent } from '../core/content/languages.ts';
import { ContentError, contentDir } from '../core/content/load.ts';
import { AppError } from '../errors/app-error.ts';
import { createPortfolio, portfolioData } from '../core/portfolio.ts';
import { createUrls } from '../core/urls.ts';
import { siteDesign } from '../core/schema/site.ts';
import { handleApi, hasApiRoute, type ApiContext } from '../http/router.ts';
import { hostPolicy } from '../config/hosts.ts';
import { type ApiServices, createServices } from '../http/services.ts';
import { CONTACT_PATH } from '../http/routes/messages.ts';
import { createConsole } from '../console/handler.ts';
import type { Urls } from '../core/urls.ts';
import { MCP_PATH } from '../mcp/identity.ts';
import { createIngress, type Ingress } from './ingress.ts';
import { mcpEndpoints } from './mcp-endpoints.ts';
import { createObserver } from './observe.ts';

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
  const services = await createServices(opts.env, urls.server, opts.projectDir, urls.api(MCP_PATH), { siteUrl: (path) => urls.api(path) });
  const dir = contentDir(opts.env, opts.projectDir);
  let current: ({ ctx: ApiContext } & ReturnType<typeof mcpEndpoints>) | undefined;
  // The problems of the content as last read, until a file changes.
  let broken: AppError | undefined;
  const state = () => {
    if (broken) throw broken;
    if (!current) {
      let content: SiteContent;
      try {
        content = loadContent(dir);
      } catch (err) {
        if (err instanceof AppError && err.code === 'CONTENT_BROKEN') broken = err;
        throw err;
      }
      const languages = new Map([...content.sources].map(([lang, source]) => [lang, { portfolio: createPortfolio(portfolioData(source)) }]));
      const portfolio = languages.get(content.defaultLanguage)!.portfolio;
      // The consent page links the site's stylesheet as the dev server serves it (Vite answers a CSS request as CSS).
      const ctx: ApiContext = {
        portfolio,
        ...(languages.size > 1 ? { languages: { defaultLanguage: content.defaultLanguage, content: languages } } : {}),
        urls,
        auth: services.auth,
        limiter: services.limiter,
        page: { stylesheets: [urls.path('/src/styles/global.css')], design: siteDesign(content.sources.get(content.defaultLanguage)?.site) },
        ...(services.messages ? { messages: services.messages } : {}),
      };
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
    // Async, so that a content mistake (thrown while loading) becomes the request's 503, never an
    // exception that ends the dev server.
    api: async (request) => handleApi(request, state().ctx),
    apiOwns: (path) => (path.startsWith('/.well-known/') && hasApiRoute(path)) || path === CONTACT_PATH,
    mcp: async () => state().mcp(),
    serverCard: async () => state().serverCard(),
    ...(services.insights ? { observe: createObserver(services.insights) } : {}),
    ...(services.owner ? { console: devConsole(urls, services, state) } : {}),
  });
  return {
    handle,
    contentDir: dir,
    reload: () => {
      current = undefined;
      broken = undefined;
    },
    close: () => {
      void (services.insights?.close() ?? Promise.resolve()).catch(() => {}).finally(() => services.auth.close());
      services.owner?.store.close();
    },
  };
}

/** The owner console under `astro dev`: the owner's name from the content as it is now, the stylesheet as Vite serves it. */
function devConsole(urls: Urls, services: ApiServices, state: () => { ctx: ApiContext }) {
  const owner = services.owner!;
  const stylesheets = [urls.path('/src/styles/global.css')];
  const name = () => {
    try {
      return state().ctx.portfolio.profile?.name ?? 'this portfolio';
    } catch {
      return 'this portfolio';
    }
  };
  return createConsole({
    urls,
    config: owner.config,
    owner: owner.store,
    auth: services.auth.store,
    insights: services.insights,
    ...(services.messages ? { messages: services.messages.store } : {}),
    site: () => ({ owner: name(), stylesheets }),
  });
}

/**
 * The content as it is now. A mistake in it is not a crash under `npm run dev`: every request
 * that needs the content answers 503 with the same list of problems as the build prints, until
 * a file changes (`reload`) and the content loads again.
 */
function loadContent(dir: string) {
  try {
    return loadSiteContent(dir);
  } catch (err) {
    if (!(err instanceof ContentError)) throw err;
    const list = err.problems.map((p) => `- ${p}`).join('\n');
    throw new AppError(
      'CONTENT_BROKEN',
      `The content in ${err.dir} has ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'} to fix:\n${list}`,
      {
        headers: { 'Retry-After': '2' },
        cause: err,
      },
    );
  }
}
