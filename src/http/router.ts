/**
 * Dispatches a `/v1` request to its registered route: path matching, method checks (405 with
 * Allow), CORS preflight, query validation, and the one error mapping.
 */
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { ApiError } from './problem.ts';
import { parseQuery } from './query.ts';
import { CORS_HEADERS, jsonResponse, problemResponse } from './respond.ts';
import { ROUTES, type ApiRoute } from './routes.ts';

interface CompiledRoute {
  route: ApiRoute;
  pattern: RegExp;
  names: string[];
}

const COMPILED: CompiledRoute[] = ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
});

/** Query schemas depend on the content (enumerations): built once per portfolio, not per request. */
const querySchemas = new WeakMap<Portfolio, Map<ApiRoute, ReturnType<NonNullable<ApiRoute['query']>>>>();
function querySchema(route: ApiRoute, portfolio: Portfolio) {
  if (!route.query) return undefined;
  let perRoute = querySchemas.get(portfolio);
  if (!perRoute) querySchemas.set(portfolio, (perRoute = new Map()));
  let schema = perRoute.get(route);
  if (!schema) perRoute.set(route, (schema = route.query(portfolio)));
  return schema;
}

const ALLOWED_REQUEST_HEADERS = 'Authorization, Content-Type, If-None-Match, Accept';

function allowedMethods(routes: CompiledRoute[]): string[] {
  const methods = new Set<string>();
  for (const { route } of routes) {
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  methods.add('OPTIONS');
  return ['GET', 'HEAD', 'POST', 'OPTIONS'].filter((m) => methods.has(m));
}

/** `path` is relative to the site base, for example `/v1/projects`. */
export function handleApi(request: Request, path: string, portfolio: Portfolio, urls: Urls): Response {
  const instance = path;
  try {
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const matches: { compiled: CompiledRoute; params: Record<string, string> }[] = [];
    for (const compiled of COMPILED) {
      const m = compiled.pattern.exec(normalised);
      if (!m) continue;
      let params: Record<string, string>;
      try {
        params = Object.fromEntries(compiled.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
      } catch {
        throw new ApiError('bad-request', 'INVALID_PARAM', 'The request path is not valid percent-encoding.');
      }
      matches.push({ compiled, params });
    }
    if (!matches.length) {
      throw new ApiError('not-found', 'NOT_FOUND', `No API resource at ${normalised}. The API is described at ${urls.abs('/openapi.json')}.`);
    }
    const allow = allowedMethods(matches.map((m) => m.compiled)).join(', ');
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS_HEADERS,
          Allow: allow,
          'Access-Control-Allow-Methods': allow,
          'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
          'Access-Control-Max-Age': '600',
        },
      });
    }
    const wanted = method === 'HEAD' ? 'GET' : method;
    const match = matches.find((m) => m.compiled.route.method === wanted);
    if (!match) {
      throw new ApiError('method-not-allowed', 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${normalised}; use ${allow}.`, {
        headers: { Allow: allow },
      });
    }
    const { route } = match.compiled;
    const schema = querySchema(route, portfolio);
    const query = schema ? parseQuery(schema, new URL(request.url).searchParams) : {};
    const body = route.handle({ portfolio, urls, query, params: match.params, request });
    return jsonResponse(request, body);
  } catch (err) {
    return problemResponse(err, urls, instance);
  }
}
