/**
 * The registry of API operations. A route cannot exist without its description: the router
 * dispatches only what is listed here, and the OpenAPI document, the prerendered files, the
 * CDN rules and the tests are derived from this same list.
 */
import type { ApiRoute } from './route.ts';
import { ASK_ROUTES } from './routes/ask.ts';
import { AUTH_ROUTES } from './routes/auth.ts';
import { PRIVATE_ROUTES } from './routes/private.ts';
import { PUBLIC_ROUTES } from './routes/public.ts';

export type { ApiRoute, RouteContext } from './route.ts';

export const ROUTES: readonly ApiRoute[] = [...PUBLIC_ROUTES, ...ASK_ROUTES, ...PRIVATE_ROUTES, ...AUTH_ROUTES];
