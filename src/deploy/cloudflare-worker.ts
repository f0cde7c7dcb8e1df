/**
 * The Cloudflare Pages worker (`_worker.js`, "advanced mode"): every request that `_routes.json`
 * sends to it is answered by ./edge.ts, with the site's files from the ASSETS binding and the
 * dynamic requests proxied to API_ORIGIN (a Pages environment variable, else the build's).
 * The build bundles it with the table of its files (integrations/static-manifest.mjs).
 */
import { type EdgeTable, handleEdge } from './edge.ts';

interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
  API_ORIGIN?: string;
}

export function cloudflareWorker(table: EdgeTable, builtOrigin: string | undefined) {
  return {
    fetch(request: Request, env: Env): Promise<Response> {
      return handleEdge(request, table, {
        origin: env.API_ORIGIN?.trim() || builtOrigin,
        asset: (_path, assetRequest) => env.ASSETS.fetch(assetRequest),
        clientAddress: request.headers.get('cf-connecting-ip') ?? undefined,
      });
    },
  };
}

/** Cloudflare serves `x.html` at `/x` (and redirects `/x.html` there): pages are asked by their URL. */
export const cloudflareAsset = (url: string, file: string) => (file.endsWith('.html') ? url : file);

/**
 * `_routes.json`: the worker answers every request, so that each file has exactly the Node
 * server's headers (Cloudflare's asset server alone adds `Access-Control-Allow-Origin: *` and
 * leaves out `Vary`); `_headers` serves the files when the worker is not deployed.
 */
export function cloudflareRoutes() {
  return { version: 1, include: ['/*'], exclude: [] };
}
