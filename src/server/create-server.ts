/**
 * The composition root of the production server: reads the build (its file manifest, content
 * snapshot and ask index), creates this process's one set of services (one store, one set of rate
 * limiters, one key set) and one portfolio, and puts the single ingress in front of them.
 * What a request may not need (the MCP SDK, Astro's renderer for on-demand pages) is loaded on
 * first use.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createPortfolio, type Portfolio } from '../core/portfolio.ts';
import type { LanguageContent } from '../http/language.ts';
import { createUrls, languageUrls } from '../core/urls.ts';
import { handleApi, hasApiRoute, releaseMemo, type ApiContext } from '../http/router.ts';
import type { SitePage } from '../http/route.ts';
import { hostPolicy } from '../config/hosts.ts';
import { createServices } from '../http/services.ts';
import type { AskEngine, AskIndexData } from '../core/ask/index.ts';
import { askEngine, recompileAskPatterns, releaseAskEngines } from '../http/routes/ask.ts';
import { MCP_PATH } from '../mcp/identity.ts';
import { CONTACT_PATH } from '../http/routes/messages.ts';
import { createConsole } from '../console/handler.ts';
import { createObserver } from './observe.ts';
import { releaseMemoryWhenIdle } from './idle-memory.ts';
import { createIngress, type NodeHandler, refuseConnect } from './ingress.ts';
import { lazy, mcpEndpoints } from './mcp-endpoints.ts';
import { loadStaticSite, readManifest } from './static-files.ts';
import { provideServerContent } from '../core/server-content.ts';
import type { SiteFile } from '../core/schema/site.ts';

export interface ServerOptions {
  /** The build folder (dist/), as a directory URL. */
  dist: URL;
  /** The project folder: relative STATE_DIR and TRUSTED_ISSUERS_FILE are resolved against it. */
  projectDir: string;
  env: Record<string, string | undefined>;
}

/** @astrojs/node's handler: the fourth argument becomes `Astro.locals`. */
type AstroHandler = (req: Parameters<NodeHandler>[0], res: Parameters<NodeHandler>[1], next: () => void, locals: App.Locals) => void;

/** The stylesheets of the built pages (the 404 page has the layout's), for the server-rendered consent page. */

function siteStylesheets(dist: URL): string[] {
  let html = '';
  try {
    html = readFileSync(new URL('client/404.html', dist), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
}

/** Every language's portfolio and ask index, the default first; nothing on a site of one language. */
function snapshotLanguages(
  dist: URL,
  portfolio: Portfolio,
  askIndex: AskIndexData,
  translations: Record<string, Parameters<typeof createPortfolio>[0]> | undefined,
): Pick<ApiContext, 'languages'> {
  if (!translations) return {};
  const content = new Map<string, LanguageContent>([[portfolio.lang, { portfolio, askIndex }]]);
  for (const [lang, data] of Object.entries(translations)) {
    const index = JSON.parse(readFileSync(new URL(`server/ask-index.${lang}.json`, dist), 'utf8')) as AskIndexData;
    content.set(lang, { portfolio: createPortfolio(data), askIndex: index });
  }
  return { languages: { defaultLanguage: portfolio.lang, content } };
}

/**
 * The answering engine of `/v1/ask` in a language of the site (the build's prebuilt index), for the
 * `/ask` pages too (`Astro.locals.askEngine`, src/lib/ask.ts): one engine per language in the
 * process, not a second one built by the pages from the content collections.
 */
function askEngines(ctx: ApiContext): (lang: string) => AskEngine {
  return (lang) => {
    const content = ctx.languages?.content.get(lang);
    if (!content || lang === ctx.languages?.defaultLanguage) return askEngine(ctx.portfolio, ctx.urls, ctx.askIndex);
    return askEngine(content.portfolio, languageUrls(ctx.urls, lang), content.askIndex);
  };
}

export async function createServer({ dist, projectDir, env }: ServerOptions): Promise<http.Server> {
  const manifest = readManifest(dist);
  const statics = loadStaticSite(dist, manifest);
  const snapshot = JSON.parse(readFileSync(new URL('server/portfolio.json', dist), 'utf8')) as {
    site: string;
    base: string;
    /** The Node server's public origin (API_ORIGIN for a static-only site); absent from older builds. */
    server?: string | null;
    data: Parameters<typeof createPortfolio>[0];
    /** The other languages' portfolios (integrations/portfolio-snapshot.mjs); absent on a site of one language. */
    translations?: Record<string, Parameters<typeof createPortfolio>[0]>;
    /** The theme and accent of site.yaml (integrations/portfolio-snapshot.mjs); absent from older builds. */
    design?: SitePage['design'];
    /** site.yaml's data (null: none), for the on-demand pages; absent from older builds. */
    siteFile?: SiteFile | null;
  };
  const urls = createUrls(snapshot.site, snapshot.base, snapshot.server);
  const portfolio = createPortfolio(snapshot.data);
  const services = await createServices(env, urls.server, projectDir, urls.api(MCP_PATH), {
    profileEmail: portfolio.profile?.email,
    siteUrl: (path) => urls.api(path),
  });
  const askIndex = JSON.parse(readFileSync(new URL('server/ask-index.json', dist), 'utf8')) as AskIndexData;
  const ctx: ApiContext = {
    portfolio,
    urls,
    askIndex,
    ...snapshotLanguages(dist, portfolio, askIndex, snapshot.translations),
    auth: services.auth,
    limiter: services.limiter,
    page: { stylesheets: siteStylesheets(dist), ...(snapshot.design ? { design: snapshot.design } : {}) },
    ...(services.messages ? { messages: services.messages } : {}),
  };

  const pageHandler = lazy(async (): Promise<NodeHandler> => {
    // On-demand pages (for example /ask?q=…) are compressed as they are written (brotli or gzip
    // by Accept-Encoding, from 1 KiB); the static 404 page keeps its build-time copies.
    // The portfolios and site.yaml the server holds, for the pages instead of Astro's content
    // collections (src/core/server-content.ts): their data store never loads here.
    if (snapshot.siteFile !== undefined) {
      provideServerContent({
        site: snapshot.siteFile ?? undefined,
        portfolio: (lang) => (lang === portfolio.lang ? portfolio : ctx.languages?.content.get(lang)?.portfolio),
      });
    }
    const [{ handler }, { default: compression }] = await Promise.all([
      import(new URL('server/entry.mjs', dist).href) as Promise<{ handler: AstroHandler }>,
      import('compression'),
    ]);
    const compress = compression();
    // What the pages would otherwise load or build a second time: the answering engines. (The
    // WebMCP tools are a prerendered file, src/pages/webmcp-tools.json.ts.)
    const locals: App.Locals = { askEngine: askEngines(ctx) };
    return (req, res, next) => compress(req as never, res as never, () => handler(req, res, next, locals));
  });

  const ingress = createIngress({
    urls,
    trustProxy: services.trustProxy,
    hosts: hostPolicy([urls.origin, urls.server], services.allowedHosts),
    limiter: services.limiter,
    api: (request) => handleApi(request, ctx),
    // Outside /v1 the router owns the well-known documents that are not files (auth metadata,
    // JWKS); an unknown well-known path gets its 404 problem from the router too.
    apiOwns: (path) => (path.startsWith('/.well-known/') && (hasApiRoute(path) || !statics.has(path))) || path === CONTACT_PATH,
    ...mcpEndpoints(ctx),
    statics,
    pages: { paths: new Set(manifest.pages ?? []), handler: pageHandler },
    ...(services.insights ? { observe: createObserver(services.insights) } : {}),
    ...(services.owner
      ? {
          console: createConsole({
            urls,
            config: services.owner.config,
            owner: services.owner.store,
            auth: services.auth.store,
            insights: services.insights,
            ...(services.messages ? { messages: services.messages.store } : {}),
            site: () => ({ owner: ctx.portfolio.profile?.name ?? 'this portfolio', stylesheets: ctx.page?.stylesheets ?? [] }),
          }),
        }
      : {}),
  });
  const server = http.createServer(ingress);
  releaseMemoryWhenIdle(server, () => {
    statics.release();
    releaseAskEngines();
    releaseMemo();
    return recompileAskPatterns;
  });
  server.on('connect', refuseConnect(urls));
  // An Expect other than 100-continue: node:http would answer a bare 417; RFC 9110 §10.1.1 lets
  // a server ignore expectations it does not know, so the request is answered as usual.
  server.on('checkExpectation', ingress);
  server.on('close', () => {
    void services.messages?.store.close();
    void (services.insights?.close() ?? Promise.resolve()).catch(() => {}).finally(() => services.auth.close());
    services.owner?.store.close();
  });
  return server;
}
