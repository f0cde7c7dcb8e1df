/**
 * Dispatches an API request to its registered route: path matching, method checks (405 with
 * Allow), CORS preflight, request bodies (JSON or OAuth form), rate limits, authentication (the
 * one step of ./authenticate.ts) and scopes, query validation. A failure is answered by
 * src/http/render-error.ts in the route's format: problem details, RFC 6749 JSON on the OAuth
 * endpoints, RFC 8935 JSON on the security events endpoint.
 */
import { parse as parseContentType } from 'content-type';
import { bearerChallenge } from '../auth/metadata.ts';
import type { AuthService, Form } from '../auth/service.ts';
import type { Principal } from '../auth/tokens.ts';
import { insufficientScope } from '../auth/insufficient-scope.ts';
import { authenticateCaller, hasCredentials } from './authenticate.ts';
import type { AskIndexData } from '../core/ask/index.ts';
import type { Portfolio } from '../core/portfolio.ts';
import { releasablePerPair } from '../core/keyed.ts';
import { languageUrls, type Urls } from '../core/urls.ts';
import { rateKey } from './client-address.ts';
import { AppError } from '../errors/app-error.ts';
import { renderError } from './render-error.ts';
import { ApiError } from './problem.ts';
import { parseQuery } from './query.ts';
import type { RateCount, RateLimiter } from './ratelimit.ts';
import { SECURITY_HEADERS } from './headers.ts';
import { CORS_HEADERS, jsonResult, serialise, type ApiRequest, type ApiResult, type Serialised } from './respond.ts';
import { ROUTES, type ApiRoute } from './routes.ts';
import type { SitePage } from './route.ts';
import type { MessageService } from '../messages/service.ts';
import { type ApiLanguages, chooseLanguage, languageHeaders } from './language.ts';
import { url } from '../catalogue/paths.ts';

/** What the API needs to answer: the content, the URLs, and (on a server) auth and rate limits. */
export interface ApiContext {
  /** The default language's portfolio. */
  portfolio: Portfolio;
  /** Every language's content (absent: one language, `portfolio`). */
  languages?: ApiLanguages;
  urls: Urls;
  auth?: AuthService;
  limiter?: RateLimiter;
  askIndex?: AskIndexData;
  /** The site's stylesheets, for the server-rendered pages (the consent page). */
  page?: SitePage;
  /** Messages to the owner (absent when off, and in prerendering). */
  messages?: MessageService;
}

interface CompiledRoute {
  route: ApiRoute;
  pattern: RegExp;
  names: string[];
  /** Position in ROUTES: matches keep the registry's order. */
  index: number;
}

const COMPILED: CompiledRoute[] = ROUTES.map((route, index) => {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names, index };
});
/** Routes without path parameters, by path (one lookup); only the others are tried by pattern. */
const LITERAL = new Map<string, CompiledRoute[]>();
for (const c of COMPILED) if (!c.names.length) LITERAL.set(c.route.path, [...(LITERAL.get(c.route.path) ?? []), c]);
const PARAMETRIC = COMPILED.filter((c) => c.names.length);

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
// The answers name URLs: one cache per portfolio and per set of URLs.
const memo = releasablePerPair((_p: Portfolio, _u: Urls) => new Map<string, Serialised>());
/** Empties the memoised answers (the server calls it when idle, src/server/idle-memory.ts). */
export const releaseMemo = memo.release;
function memoised(portfolio: Portfolio, urls: Urls, key: string, compute: () => unknown): Serialised {
  const cache = memo.get(portfolio, urls);
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

/** The media type of the request body, lower-case, without parameters ('' without Content-Type). */
const mediaType = (request: ApiRequest) => parseContentType(request.header('content-type') ?? '', { parameters: false }).type;

function checkSize(spec: NonNullable<ApiRoute['body']>, request: ApiRequest) {
  const body = request.body;
  if (body && (body.tooLarge || body.bytes > spec.maxBytes)) {
    throw new ApiError('payload-too-large', 'PAYLOAD_TOO_LARGE', `The request body must be at most ${spec.maxBytes} bytes.`);
  }
}

/** The JSON body rules, in this order: 415 (not JSON), 413 (too large), 400 (bad JSON, bad fields). */
function parseJsonBody(spec: Extract<NonNullable<ApiRoute['body']>, { kind: 'json' }>, request: ApiRequest): unknown {
  const type = mediaType(request);
  const form = spec.formArrays !== undefined && type === 'application/x-www-form-urlencoded';
  if (!form && type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) {
    const also = spec.formArrays !== undefined ? ' or application/x-www-form-urlencoded' : '';
    throw new ApiError('unsupported-media-type', 'UNSUPPORTED_MEDIA_TYPE', `The request body must be application/json${also}${type ? `, not ${type}` : ''}.`);
  }
  checkSize(spec, request);
  let json: unknown;
  if (form) {
    const params = new URLSearchParams(request.body?.text ?? '');
    const object: Record<string, string | string[]> = {};
    for (const name of new Set(params.keys())) {
      const values = params.getAll(name);
      if (spec.formArrays!.includes(name)) object[name] = values;
      else if (values.length > 1) throw new ApiError('bad-request', 'DUPLICATE_PARAM', `the ${name} parameter is repeated`, { fields: { param: name } });
      else object[name] = values[0]!;
    }
    json = object;
  } else {
    try {
      json = JSON.parse(request.body?.text ?? '');
    } catch {
      throw new ApiError('bad-request', 'INVALID_JSON', 'The request body is not valid JSON.');
    }
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

/** RFC 6749 form bodies: form-encoded, each parameter once (resource and audience may repeat), empty = absent. */
const REPEATABLE = new Set(['resource', 'audience']);
function parseForm(spec: NonNullable<ApiRoute['body']>, request: ApiRequest): Form {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'the body must be application/x-www-form-urlencoded');
  }
  checkSize(spec, request);
  const params = new URLSearchParams(request.body?.text ?? '');
  const form: Form = new Map();
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name).filter((v) => v !== '');
    if (values.length > 1 && !REPEATABLE.has(name)) throw new AppError('DUPLICATE_PARAM', `the ${name} parameter is repeated`, { fields: { param: name } });
    // Repeatable parameters keep every value, separated by NUL (see formValues).
    if (values.length) form.set(name, values.join('\u0000'));
  }
  return form;
}

/** A text body of one media type (for example a security event token). */
function parseTextBody(spec: Extract<NonNullable<ApiRoute['body']>, { kind: 'text' }>, request: ApiRequest): string {
  if (mediaType(request) !== spec.mediaType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `the body must be ${spec.mediaType}`);
  checkSize(spec, request);
  return (request.body?.text ?? '').trim();
}

/**
 * The caller of a data route: anonymous, or authenticated by the one authentication step
 * (./authenticate.ts), or already authenticated by an in-process caller (MCP). A route that is
 * not public needs a principal.
 */
async function authenticate(route: ApiRoute, request: ApiRequest, ctx: ApiContext): Promise<Principal | undefined> {
  const caller = request.caller ?? (await authenticateCaller(request, ctx.auth, ctx.urls));
  if (caller.identified) request.identified = caller.identified;
  if (caller.principal || route.access.public) return caller.principal;
  const needed = route.access.scopes.join(' ');
  throw new ApiError('unauthorized', 'UNAUTHORIZED', `This operation needs a bearer token with the scope ${needed}.`, {
    headers: { 'WWW-Authenticate': bearerChallenge(ctx.urls, needed ? { scope: needed } : {}) },
    fields: { error: { code: 'unauthorized', message: 'A bearer token is required.' } },
  });
}

async function authorize(route: ApiRoute, principal: Principal | undefined, ctx: ApiContext) {
  if (route.access.public) return;
  if (route.access.scopes.some((s) => principal!.scopes.includes(s))) return;
  const refusal = await insufficientScope(ctx.auth, ctx.urls, principal, route.access.scopes, 'This operation');
  if (refusal.status === 401) {
    throw new ApiError('unauthorized', 'INVALID_TOKEN', refusal.message, {
      headers: { 'WWW-Authenticate': refusal.challenge },
      fields: { error: { code: 'unauthorized', message: refusal.message } },
    });
  }
  throw new ApiError('forbidden', 'INSUFFICIENT_SCOPE', refusal.message, {
    headers: { 'WWW-Authenticate': refusal.challenge },
    fields: { error: { code: 'insufficient_scope', message: refusal.message } },
  });
}

const KNOWN_PATHS = [...new Set(ROUTES.filter((r) => r.path.startsWith(url('getApiIndex'))).map((r) => r.path))].join(', ');

const ALLOWED_REQUEST_HEADERS = 'Authorization, Content-Type, If-None-Match, Accept';

/** The Allow value for a set of matched routes, computed once per set. */
const allowCache = new Map<string, string>();
function allowHeader(routes: CompiledRoute[]): string {
  const key = routes.map((r) => r.index).join(',');
  let allow = allowCache.get(key);
  if (allow === undefined) allowCache.set(key, (allow = allowedMethods(routes).join(', ')));
  return allow;
}

function allowedMethods(routes: CompiledRoute[]): string[] {
  const methods = new Set<string>();
  for (const { route } of routes) {
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  methods.add('OPTIONS');
  return ['GET', 'HEAD', 'POST', 'OPTIONS'].filter((m) => methods.has(m));
}

/** The routes matching a path; `params` is null where a parameter is not valid percent-encoding. */
function match(path: string) {
  const matches: { compiled: CompiledRoute; params: Record<string, string> | null }[] = (LITERAL.get(path) ?? []).map((compiled) => ({ compiled, params: {} }));
  for (const compiled of PARAMETRIC) {
    const m = compiled.pattern.exec(path);
    if (!m) continue;
    let params: Record<string, string> | null;
    try {
      params = Object.fromEntries(compiled.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
    } catch {
      params = null;
    }
    matches.push({ compiled, params });
  }
  return matches.length > 1 ? matches.sort((a, b) => a.compiled.index - b.compiled.index) : matches;
}

/** Does a route of the registry live at this path (any method)? */
export function hasApiRoute(path: string): boolean {
  return match(path).length > 0;
}

/** Answers of the routes that refuse cross-origin use lose their CORS headers (see ApiRoute.crossOrigin). */
const sameOriginOnly = new Set(ROUTES.filter((r) => r.crossOrigin === false));
function withoutCors(result: ApiResult): ApiResult {
  const { 'Access-Control-Allow-Origin': _origin, 'Access-Control-Expose-Headers': _expose, ...headers } = result.headers;
  return { ...result, headers };
}

export async function handleApi(request: ApiRequest, ctx: ApiContext): Promise<ApiResult> {
  const answered: { route?: ApiRoute } = {};
  const result = await answer(request, ctx, answered);
  return answered.route && sameOriginOnly.has(answered.route) ? withoutCors(result) : result;
}

/** The content a route answers from: the language asked for on a localised route, else the default one. */
function contentFor(route: ApiRoute, request: ApiRequest, ctx: ApiContext) {
  const { urls } = ctx;
  if (!route.localised || !ctx.languages) return { portfolio: ctx.portfolio, urls, askIndex: ctx.askIndex, headers: {} };
  const lang = chooseLanguage(request.query, request.header('accept-language'), ctx.languages);
  const content = ctx.languages.content.get(lang)!;
  // The links of an answer in another language name its pages and resources in that language.
  const linked = lang === ctx.languages.defaultLanguage ? urls : languageUrls(urls, lang);
  return { portfolio: content.portfolio, urls: linked, askIndex: content.askIndex, headers: languageHeaders(lang, ctx.languages) };
}

async function answer(request: ApiRequest, ctx: ApiContext, answered: { route?: ApiRoute }): Promise<ApiResult> {
  let urls = ctx.urls;
  const instance = request.path;
  let route: ApiRoute | undefined;
  let rateHeaders: Record<string, string> = {};
  try {
    const path = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
    const matches = match(path);
    if (!matches.length) {
      throw new ApiError('not-found', 'NOT_FOUND', `No API resource at ${path}. The resources are ${KNOWN_PATHS}.`);
    }
    const allow = allowHeader(matches.map((m) => m.compiled));
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') {
      if (matches.every((m) => m.compiled.route.crossOrigin === false)) {
        return { status: 204, headers: { ...SECURITY_HEADERS, Allow: allow }, body: null };
      }
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
    const found = matches.find((m) => m.compiled.route.method === wanted);
    if (!found) {
      throw new ApiError('method-not-allowed', 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}; use ${allow}.`, {
        headers: { Allow: allow },
      });
    }
    route = found.compiled.route;
    answered.route = route;
    const params = found.params;
    if (!params) throw new ApiError('bad-request', 'INVALID_PARAM', 'The request path is not valid percent-encoding.');
    const oauth = route.kind === 'oauth';
    const ownAuth = oauth || route.kind === 'set';
    const policy = ownAuth ? 'auth' : 'api';
    // Counted per address before anything else is done, so that malformed requests count too; per
    // client only once the client is authenticated (the principal below, or countClient in the
    // OAuth endpoints), so that an id anybody can send cannot use up that client's quota. The
    // RateLimit fields tell the tightest quota the request was counted against.
    let tightest: RateCount | undefined;
    const count = async (key: string) => {
      const counted = await ctx.limiter?.consume(policy, [key]);
      if (counted && (!tightest || counted.remaining <= tightest.remaining)) {
        tightest = counted;
        rateHeaders = counted.headers;
      }
    };
    if (!request.ipCounted) await count(rateKey(request.ip ?? 'unknown'));
    const spec = route.body;
    const form: Form = spec?.kind === 'form' ? parseForm(spec, request) : new Map();
    const body = spec?.kind === 'json' ? parseJsonBody(spec, request) : spec?.kind === 'text' ? parseTextBody(spec, request) : undefined;
    // Most requests are anonymous reads: no credential, no signature, nothing to await.
    const anonymous = route.access.public && request.caller === undefined && !hasCredentials(request, ctx.auth);
    const principal = ownAuth || anonymous ? undefined : await authenticate(route, request, ctx);
    // Per client: the verified principal, whatever token or key it presents (or the verified signer).
    const who = principal?.client_id ?? request.identified;
    if (who) {
      request.who = who;
      await count(`client:${who}`);
    }
    await authorize(route, principal, ctx);
    const { portfolio, askIndex, headers: languageHeaders, urls: answerUrls } = contentFor(route, request, ctx);
    urls = answerUrls;
    const schema = querySchema(route, portfolio);
    const query = schema ? parseQuery(schema, request.query) : {};
    const active = route;
    const countClient = (clientId: string) => count(`client:${clientId}`);
    const run = () =>
      active.handle({
        portfolio,
        urls,
        query,
        body,
        form,
        params,
        request,
        auth: ctx.auth,
        principal,
        askIndex,
        page: ctx.page,
        countClient,
        messages: ctx.messages,
      });
    if (route.browser) {
      const result = (await run()) as ApiResult;
      return { ...result, headers: { ...result.headers, ...rateHeaders } };
    }
    if (route.noBody) {
      await run();
      return { status: route.status ?? 204, headers: { ...CORS_HEADERS, 'Cache-Control': 'no-store', ...rateHeaders }, body: null };
    }
    const answer = route.pure ? memoised(portfolio, urls, JSON.stringify([route.operationId, params, query, body]), run) : serialise(await run());
    return jsonResult(request, answer, {
      status: route.status,
      cacheControl: route.cacheControl,
      headers: { ...route.headers?.(urls), ...languageHeaders, ...rateHeaders },
    });
  } catch (err) {
    // The route's error format; a code without a value in that format is answered as problem details.
    const format = route?.kind === 'oauth' ? 'oauth' : route?.kind === 'set' ? 'set' : 'problem';
    return renderError(err, format, { urls, instance, headers: rateHeaders, ...(route?.oauthBodyError ? { oauthBodyError: route.oauthBodyError } : {}) });
  }
}
