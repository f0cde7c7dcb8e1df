/**
 * Dispatches a `/v1` request to its registered route: path matching, method checks (405 with
 * Allow), CORS preflight, query validation, and the one error mapping.
 */
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { ApiError } from './problem.ts';
import { parseQuery } from './query.ts';
import { CORS_HEADERS, jsonResult, problemResult, serialise, type ApiRequest, type ApiResult, type Serialised } from './respond.ts';
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

/**
 * Answers of pure routes, by route, path parameters and validated query. Bounded (least recently
 * used first out), because the query values (for example unknown tags) are chosen by clients.
 */
const MEMO_LIMIT = 512;
const memo = new WeakMap<Portfolio, Map<string, Serialised>>();
function memoised(portfolio: Portfolio, key: string, compute: () => unknown): Serialised {
  let cache = memo.get(portfolio);
  if (!cache) memo.set(portfolio, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = serialise(compute());
  cache.set(key, value);
  if (cache.size > MEMO_LIMIT) cache.delete(cache.keys().next().value!);
  return value;
}

/** The JSON body rules, in this order: 415 (not JSON), 413 (too large), 400 (bad JSON, bad fields). */
function parseBody(spec: NonNullable<ApiRoute['body']>, request: ApiRequest): unknown {
  const type = (request.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) {
    throw new ApiError('unsupported-media-type', 'UNSUPPORTED_MEDIA_TYPE', `The request body must be application/json${type ? `, not ${type}` : ''}.`);
  }
  const body = request.body;
  if (body && (body.tooLarge || body.bytes > spec.maxBytes)) {
    throw new ApiError('payload-too-large', 'PAYLOAD_TOO_LARGE', `The request body must be at most ${spec.maxBytes} bytes.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(body?.text ?? '');
  } catch {
    throw new ApiError('bad-request', 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  const parsed = spec.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? `"${issue.path.join('.')}"` : 'the body';
    throw new ApiError('bad-request', 'INVALID_BODY', `In the request body, ${field}: ${issue.message}.`, {
      fields: issue.path.length ? { param: issue.path.join('.') } : {},
    });
  }
  return parsed.data;
}

const KNOWN_PATHS = [...new Set(ROUTES.map((r) => r.path))].join(', ');

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

export async function handleApi(request: ApiRequest, portfolio: Portfolio, urls: Urls): Promise<ApiResult> {
  const { path } = request;
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
      throw new ApiError('not-found', 'NOT_FOUND', `No API resource at ${normalised}. The resources are ${KNOWN_PATHS}.`);
    }
    const allow = allowedMethods(matches.map((m) => m.compiled)).join(', ');
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') {
      return {
        status: 204,
        headers: {
          ...CORS_HEADERS,
          Allow: allow,
          'Access-Control-Allow-Methods': allow,
          'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
          'Access-Control-Max-Age': '600',
        },
        body: null,
      };
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
    const query = schema ? parseQuery(schema, request.query) : {};
    const body = route.body ? parseBody(route.body, request) : undefined;
    const run = () => route.handle({ portfolio, urls, query, body, params: match.params, request });
    const answer = route.pure
      ? memoised(portfolio, JSON.stringify([route.operationId, match.params, query, body]), run)
      : serialise(await run());
    return jsonResult(request, answer, { headers: route.headers?.(urls) });
  } catch (err) {
    return problemResult(err, urls, instance);
  }
}
