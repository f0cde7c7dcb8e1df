// Headers of every response Astro produces: at build time for prerendered routes (recorded into
// the static manifest) and at run time for on-demand routes. HTML pages also get the discovery
// Link header (the same list as their <link> elements) and Vary: Accept (Markdown twins).
import { defineMiddleware } from 'astro:middleware';
import { devContentError } from './core/content/dev-error.ts';
import { linkHeader, pageLinks } from './discovery/links.ts';
import { PAGE_HEADERS, SECURITY_HEADERS } from './http/headers.ts';
import { urls } from './lib/portfolio.ts';

export const onRequest = defineMiddleware(async (ctx, next) => {
  // Under `npm run dev`, a page never shows stale content: a content mistake is Astro's error overlay.
  const broken = import.meta.env.DEV ? devContentError.get() : undefined;
  if (broken) throw broken;
  const res = await next();
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!res.headers.has(k)) res.headers.set(k, v);
  if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
    for (const [k, v] of Object.entries(PAGE_HEADERS)) if (!res.headers.has(k)) res.headers.set(k, v);
    const path = ctx.url.pathname.replace(/(\/index)?\.html$/, '') || '/';
    const relative = path.slice(urls.base.length - 1) || '/';
    if (!res.headers.has('Link')) res.headers.set('Link', linkHeader(pageLinks(relative, urls)));
    res.headers.append('Vary', 'Accept');
  }
  return res;
});
