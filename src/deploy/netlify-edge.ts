/**
 * The Netlify Edge Function (dist/netlify/edge-functions/portfolio.js, declared in netlify.toml):
 * every request is answered by ./edge.ts, with the site's files from the rest of Netlify's chain
 * (`context.next`, after `_redirects`) and the dynamic requests proxied to API_ORIGIN (a Netlify
 * environment variable, else the build's). The build bundles it with the table of its files.
 */
import { type EdgeTable, handleEdge } from './edge.ts';

interface Context {
  next(request?: Request, options?: { sendConditionalRequest?: boolean }): Promise<Response>;
  ip?: string;
}
declare const Netlify: { env: { get(name: string): string | undefined } } | undefined;

export function netlifyEdgeFunction(table: EdgeTable, builtOrigin: string | undefined) {
  return (request: Request, context: Context): Promise<Response> =>
    handleEdge(request, table, {
      origin: (typeof Netlify === 'undefined' ? undefined : Netlify.env.get('API_ORIGIN')?.trim()) || builtOrigin,
      // Netlify drops If-None-Match and the like from `next` unless asked to send them (then 304s pass through).
      asset: (_path, assetRequest) => context.next(assetRequest, { sendConditionalRequest: true }),
      clientAddress: context.ip,
    });
}

/** Netlify serves `x.html` at `/x`; the API files at their clean URLs through `_redirects`: pages and files by their file path. */
export const netlifyAsset = (url: string, file: string) => (file.endsWith('.html') ? url : file);
