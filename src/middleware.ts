// Baseline security headers on every response Astro produces, at build time for prerendered
// routes (recorded into the static manifest) and at run time for on-demand routes.
import { defineMiddleware } from 'astro:middleware';

const SECURITY: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const PAGE_ONLY: Record<string, string> = {
  'X-Frame-Options': 'DENY',
};

export const onRequest = defineMiddleware(async (ctx, next) => {
  const res = await next();
  for (const [k, v] of Object.entries(SECURITY)) if (!res.headers.has(k)) res.headers.set(k, v);
  if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
    for (const [k, v] of Object.entries(PAGE_ONLY)) if (!res.headers.has(k)) res.headers.set(k, v);
  }
  return res;
});
