// Headers of every response Astro produces: at build time for prerendered routes (recorded into
// the static manifest) and at run time for on-demand routes. HTML pages also get the discovery
// Link header (the same list as their <link> elements), Vary: Accept (Markdown twins) and the
// Content-Security-Policy (src/http/csp.ts), which the static manifest carries to every server.
import { defineMiddleware } from 'astro:middleware';
import { devContentError } from './core/content/dev-error.ts';
import { linkHeader, pageLinks } from './discovery/links.ts';
import { pagePolicy } from './http/csp.ts';
import { PAGE_HEADERS, SECURITY_HEADERS } from './http/headers.ts';
import { INLINE_SCRIPTS } from './lib/inline-scripts.ts';
import { deployment, urls } from './lib/portfolio.ts';

declare const __PORTFOLIO_DEV_SERVER__: boolean | undefined;
/** Under `npm run dev` (integrations/dev-ingress.mjs), where Vite injects inline styles and scripts: no policy. */
const devServer = typeof __PORTFOLIO_DEV_SERVER__ !== 'undefined' && __PORTFOLIO_DEV_SERVER__;
const PAGE_POLICY = devServer ? undefined : pagePolicy({ inlineScripts: INLINE_SCRIPTS, apiOrigin: deployment.staticOnly ? deployment.apiOrigin : null });

export const onRequest = defineMiddleware(async (ctx, next) => {
  // Under `npm run dev`, a page never shows stale content: a content mistake is Astro's error overlay.
  const broken = devServer ? devContentError.get() : undefined;
  if (broken) throw broken;
  const res = await next();
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!res.headers.has(k)) res.headers.set(k, v);
  if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
    for (const [k, v] of Object.entries(PAGE_HEADERS)) if (!res.headers.has(k)) res.headers.set(k, v);
    if (PAGE_POLICY && !res.headers.has('Content-Security-Policy')) res.headers.set('Content-Security-Policy', PAGE_POLICY);
    const path = ctx.url.pathname.replace(/(\/index)?\.html$/, '') || '/';
    const relative = path.slice(urls.base.length - 1) || '/';
    if (!res.headers.has('Link')) res.headers.set('Link', linkHeader(pageLinks(relative, urls)));
    res.headers.append('Vary', 'Accept');
  }
  return res;
});
