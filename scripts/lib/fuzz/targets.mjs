// Targets: every route of the build and of the API registry.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * @typedef {{ method: string, path: string, kind: string }} RouteInfo
 * @typedef {{ files: string[], routes: RouteInfo[], projectIds: string[], mcpPaths: string[] }} Targets
 */

/** The build to fuzz: PORTFOLIO_DIST, as server.mjs reads it (default dist/). */
export function distDir(env = process.env) {
  return env.PORTFOLIO_DIST?.trim() || 'dist';
}

/**
 * The paths to fuzz: the build's files (keys of `routes` in static-manifest.json), the API
 * registry (src/http/routes.ts, whose `kind` also says which error format a route answers), and
 * the MCP endpoint and server card paths (src/mcp/identity.ts).
 * @param {string} [dist]
 * @returns {Promise<Targets>}
 */
export async function loadTargets(dist = distDir()) {
  const manifest = JSON.parse(readFileSync(resolve(dist, 'static-manifest.json'), 'utf8'));
  const files = Object.keys(manifest.routes).sort();
  const { ROUTES } = await import(new URL('../../../src/http/routes.ts', import.meta.url).href);
  const identity = await import(new URL('../../../src/mcp/identity.ts', import.meta.url).href);
  /** @type {RouteInfo[]} */
  // A browser route (the OAuth authorization endpoint) answers HTML pages, its errors included.
  const routes = ROUTES.map((/** @type {{ method: string, path: string, kind?: string, browser?: true }} */ r) => ({
    method: r.method,
    path: r.path,
    kind: r.browser ? 'browser' : (r.kind ?? 'data'),
  }));
  const projectIds = files.filter((p) => /^\/v1\/projects\/[^/]+$/.test(p)).map((p) => p.slice('/v1/projects/'.length));
  if (!projectIds.length) throw new Error(`no /v1/projects/<id> file in ${dist}/static-manifest.json`);
  return { files, routes, projectIds, mcpPaths: [identity.MCP_PATH, ...identity.MCP_DISCOVERY_PATHS] };
}
