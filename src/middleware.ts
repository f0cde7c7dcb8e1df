// Baseline security headers on every response Astro produces, at build time for prerendered
// routes (recorded into the static manifest) and at run time for on-demand routes.
import { defineMiddleware } from 'astro:middleware';
import { PAGE_HEADERS, SECURITY_HEADERS } from './http/headers.ts';

export const onRequest = defineMiddleware(async (ctx, next) => {
  const res = await next();
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!res.headers.has(k)) res.headers.set(k, v);
  if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
    for (const [k, v] of Object.entries(PAGE_HEADERS)) if (!res.headers.has(k)) res.headers.set(k, v);
  }
  return res;
});
