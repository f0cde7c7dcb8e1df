/**
 * The registry's routes by operation id, for the code that calls the API rather than serving it
 * (the MCP tools, resources and prompts, the website's WebMCP tools): they name an operation, never
 * write its path, so that a path renamed in the catalogue (src/catalogue/operations.ts) changes them too. An unknown
 * operation id, or a path parameter left unfilled, throws: callers resolve their routes when their
 * definitions are built (at start-up, or while the site is built), not on first use.
 */
import type { z } from 'zod';
import type { Portfolio } from '../core/portfolio.ts';
import { fillTemplate } from '../catalogue/paths.ts';
import { ROUTES, type ApiRoute } from './routes.ts';

/** The registered route with this operation id. */
export function apiRoute(operationId: string): ApiRoute {
  const found = ROUTES.find((r) => r.operationId === operationId);
  if (!found) throw new Error(`No route ${operationId} in the API registry (src/http/routes/)`);
  return found;
}

/** The names of a path template's parameters (`/v1/projects/{id}` -> `['id']`), and a template filled in, each value one path segment: the catalogue's. */
export { fillTemplate as fillPath, templateParams as pathParams } from '../catalogue/paths.ts';

/**
 * The path (under the site root, before the base path) of an operation, with its parameters:
 * `routePath('getProject', { id: 'x' })` -> `/v1/projects/x`; `routePath('getProject')` throws.
 */
export function routePath(operationId: string, params: Readonly<Record<string, string>> = {}): string {
  return fillTemplate(apiRoute(operationId).path, params);
}

/** An operation's query schema for this portfolio (a zod object); throws where it takes no query. */
export function routeQuery(operationId: string, portfolio: Portfolio): z.ZodObject {
  const query = apiRoute(operationId).query;
  if (!query) throw new Error(`The route ${operationId} takes no query parameters`);
  return query(portfolio);
}
