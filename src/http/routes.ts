/**
 * The registry of API operations. A route cannot exist without its description: the router
 * dispatches only what is listed here, and the OpenAPI document, the prerendered files, the
 * CDN rules and the tests are derived from this same list.
 */
import { API_ROOT, url } from '../catalogue/paths.ts';
import { ApiIndexResponse, SUCCESS } from '../core/schema/public.ts';
import { op, route, type ApiRoute } from './route.ts';
import { ASK_ROUTES } from './routes/ask.ts';
import { AUTH_ROUTES } from './routes/auth.ts';
import { PRIVATE_ROUTES } from './routes/private.ts';
import { PUBLIC_ROUTES } from './routes/public.ts';
import { MESSAGE_ROUTES } from './routes/messages.ts';

export type { ApiRoute, RouteContext } from './route.ts';

/** The API root lists the registry, so it is defined with it (a route file importing the registry would be a cycle). */
const API_INDEX: ApiRoute = route({
  ...op('getApiIndex'),
  pure: true,
  description: 'Links to every resource of the API and to its OpenAPI description. Start here.',
  tags: ['meta'],
  response: ApiIndexResponse,
  problems: [],
  headers: (urls) => ({ Link: `<${urls.path(url('apiCatalog'))}>; rel="api-catalog"; type="application/linkset+json"` }),
  staticPaths: () => [url('getApiIndex')],
  handle: ({ urls, portfolio }) => ({
    status: SUCCESS,
    data: {
      openapi: urls.abs(url('openapi')),
      documentation: urls.abs(url('apiDocs')),
      // The Node server's operations; a static-only site without one names the JSON files it has.
      resources: Object.fromEntries(
        ROUTES.filter(
          (r) => r.path.startsWith(`${API_ROOT}/`) && r.method === 'GET' && !r.browser && (urls.dynamic || (r.staticPaths?.(portfolio).length ?? 0) > 0),
        ).map((r) => [r.operationId, urls.resource(r.path)]),
      ),
    },
  }),
});

export const ROUTES: readonly ApiRoute[] = [API_INDEX, ...PUBLIC_ROUTES, ...ASK_ROUTES, ...PRIVATE_ROUTES, ...AUTH_ROUTES, ...MESSAGE_ROUTES];
