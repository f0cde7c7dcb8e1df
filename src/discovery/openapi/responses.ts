/**
 * The responses of an OpenAPI operation: the success body with an example computed by running
 * the route on the content, and the error bodies of the problem types (registry), RFC 6749 and
 * RFC 8935, each with an example rendered by src/http/render-error.ts.
 */
import type { Portfolio } from '../../core/portfolio.ts';
import type { Urls } from '../../core/urls.ts';
import { OAuthErrorBody, SetErrorBody } from '../../auth/schema.ts';
import { OAuthError } from '../../auth/oauth-error.ts';
import { AppError } from '../../errors/app-error.ts';
import { ERRORS, PROBLEM_TYPES, type CodesOf, type ProblemSlug } from '../../errors/registry.ts';
import { oauthBody, problemBody, setBody } from '../../http/render-error.ts';
import { Problem } from '../../http/problem.ts';
import type { ApiRoute } from '../../http/routes.ts';
import { type Json, ref } from './schemas.ts';

/** The code and detail of the example body of each problem type (rendered by src/http/render-error.ts). */
const EXAMPLE: { [S in ProblemSlug]: [CodesOf<S>, string] } = {
  'bad-request': ['INVALID_PARAM', 'The query parameter "category" must be one of …; got "nope".'],
  'not-found': ['NOT_FOUND', 'No resource at this path.'],
  unauthorized: ['UNAUTHORIZED', 'This operation needs a bearer token.'],
  forbidden: ['INSUFFICIENT_SCOPE', 'This operation needs another scope.'],
  'method-not-allowed': ['METHOD_NOT_ALLOWED', 'DELETE is not allowed here; use GET, HEAD, OPTIONS.'],
  'misdirected-request': ['MISDIRECTED_REQUEST', 'This server does not serve the host evil.example.'],
  'payload-too-large': ['PAYLOAD_TOO_LARGE', 'The request body is larger than the limit.'],
  'unsupported-media-type': ['UNSUPPORTED_MEDIA_TYPE', 'The request body must be application/json.'],
  'too-many-requests': ['RATE_LIMITED', 'Too many requests; retry in 17 seconds.'],
  'service-unavailable': ['STATE_UNAVAILABLE', 'The state store is unreachable; retry in 5 seconds.'],
  'internal-error': ['INTERNAL_ERROR', 'The server failed to answer this request.'],
};

function problemExample(slug: ProblemSlug, urls: Urls, path: string) {
  const [code, detail] = EXAMPLE[slug];
  return problemBody(new AppError(code, detail), urls, path);
}

const HEADER = (description: string) => ({ description, schema: { type: 'string' } });
const PROBLEM_HEADERS: Partial<Record<ProblemSlug, Json>> = {
  unauthorized: { 'WWW-Authenticate': HEADER('Bearer challenge with resource_metadata (RFC 6750, RFC 9728).') },
  forbidden: { 'WWW-Authenticate': HEADER('Bearer error="insufficient_scope" with the scope needed.') },
  'method-not-allowed': { Allow: HEADER('The methods this path accepts.') },
  'too-many-requests': {
    'Retry-After': HEADER('Seconds to wait.'),
    RateLimit: HEADER('Remaining quota (IETF RateLimit header fields).'),
    'RateLimit-Policy': HEADER('The quota policy.'),
  },
};

function problemResponse(slug: ProblemSlug, urls: Urls, path: string) {
  return {
    description: `${PROBLEM_TYPES[slug].title}: ${PROBLEM_TYPES[slug].description}`,
    ...(PROBLEM_HEADERS[slug] ? { headers: PROBLEM_HEADERS[slug] } : {}),
    content: { 'application/problem+json': { schema: ref(Problem), example: problemExample(slug, urls, path) } },
  };
}

/**
 * The most items a list of an example shows. The examples are real answers, and the answers that
 * list every project (`/resume`, `/projects`) grow with the content: at 1,000 projects they made
 * the document about 1 MB, for an illustration that two or three entries give as well.
 */
export const EXAMPLE_LIST_ITEMS = 3;

/** A copy of an example whose lists keep their first `EXAMPLE_LIST_ITEMS` items, at any depth. */
export function shortLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_LIST_ITEMS).map(shortLists);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortLists(item)]));
  return value;
}

/** Runs the route on the content to get a real example of its success body (its lists shortened). */
function successExample(route: ApiRoute, portfolio: Portfolio, urls: Urls, params: Record<string, string>) {
  return shortLists(fullExample(route, portfolio, urls, params));
}

function fullExample(route: ApiRoute, portfolio: Portfolio, urls: Urls, params: Record<string, string>) {
  if (route.responseExample !== undefined) return route.responseExample;
  if (!route.access.public || route.kind === 'oauth')
    throw new Error(`${route.operationId} needs a responseExample (never run private routes for documentation)`);
  const request = { method: 'GET', path: route.path, query: new URLSearchParams(), header: () => null };
  const countClient = () => Promise.reject(new Error(`${route.operationId}: documentation examples never authenticate a client`));
  try {
    return route.handle({ portfolio, urls, query: {}, body: route.body?.example, form: new Map(), params, request, countClient });
  } catch (err) {
    // Content that lacks what the route shows (no profile, no project yet) has no example to give.
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}

const LANGUAGE_HEADERS: Json = {
  'Content-Language': {
    description: 'The language of the answer. An entry not translated into it yet carries `lang`, the language it is written in (the default one).',
    schema: { type: 'string' },
  },
  Vary: {
    description: 'Accept-Language (with any other request header the answer depends on): caches keep one answer per language.',
    schema: { type: 'string' },
  },
};

const WHAT = 'what was wrong';
/** The RFC 8935 `err` values the events endpoint answers (registry). */
const SET_ERRS = [...new Set(Object.values(ERRORS).flatMap((e) => (e.set ? [e.set] : [])))];

function oauthErrorResponse(err: AppError, urls: Urls) {
  const example = oauthBody(err, urls)!;
  return {
    description: `RFC 6749 error JSON (${example.error}), with the problem-details members alongside.`,
    content: { 'application/json': { schema: ref(OAuthErrorBody), example } },
  };
}

/**
 * The responses of an operation: its success with a real example, 304 for a GET, then its errors
 * in the form its clients read (problem details, RFC 6749 JSON at the OAuth endpoints, RFC 8935 at
 * the events endpoint). `exampleParams`: the path parameters the example runs with.
 */
export function operationResponses(
  route: ApiRoute,
  portfolio: Portfolio,
  urls: Urls,
  { exampleParams, localised }: { exampleParams: Record<string, string>; localised: boolean },
): Json {
  const path = route.path;
  const responses: Json = {
    '200': {
      description: 'Success.',
      headers: {
        ETag: { description: 'Strong validator of the body; send it back in If-None-Match.', schema: { type: 'string' } },
        'Cache-Control': { description: 'How long the answer may be reused.', schema: { type: 'string' } },
        ...(localised ? LANGUAGE_HEADERS : {}),
      },
      content: { 'application/json': { schema: ref(route.response), example: successExample(route, portfolio, urls, exampleParams) } },
    },
    ...(route.method === 'GET' ? { '304': { description: 'Not modified: the If-None-Match tag matches the current body.' } } : {}),
  };
  if (route.status && route.status !== 200 && route.kind !== 'set') {
    responses[String(route.status)] = { ...(responses['200'] as Json), description: route.status === 201 ? 'Created.' : 'Success.' };
    delete responses['200'];
  }
  if (route.kind === 'set') {
    responses['202'] = { description: 'Accepted: the event was processed (or ignored if unknown).' };
    delete responses['200'];
    responses['400'] = {
      description: `RFC 8935 error: ${SET_ERRS.join(', ')}.`,
      content: { 'application/json': { schema: ref(SetErrorBody), example: setBody(new AppError('WRONG_AUDIENCE', 'the audience is not this server')) } },
    };
  } else if (route.kind === 'oauth') {
    responses['400'] = oauthErrorResponse(new AppError('INVALID_REQUEST', WHAT), urls);
    responses['401'] = oauthErrorResponse(new AppError('INVALID_CLIENT', WHAT), urls);
    if (route.body) responses['413'] = oauthErrorResponse(new AppError('PAYLOAD_TOO_LARGE', WHAT), urls);
    if (route.method === 'GET') responses['404'] = oauthErrorResponse(new OAuthError('invalid_request', WHAT, {}, 404), urls);
  } else {
    const problems = new Set<ProblemSlug>(route.problems);
    if (route.body) for (const slug of ['bad-request', 'payload-too-large', 'unsupported-media-type'] as const) problems.add(slug);
    // A bearer credential is checked on every operation: an invalid one is refused even on public data.
    problems.add('unauthorized');
    if (!route.access.public) problems.add('forbidden');
    if (route.query || Object.keys(route.params ?? {}).length || localised) problems.add('bad-request');
    for (const slug of problems) responses[String(PROBLEM_TYPES[slug].status)] = problemResponse(slug, urls, path);
  }
  responses['405'] = problemResponse('method-not-allowed', urls, path);
  // A rate limit on an OAuth endpoint is RFC 6749 JSON (temporarily_unavailable), which OAuth clients read.
  responses['429'] =
    route.kind === 'oauth'
      ? oauthErrorResponse(new AppError('RATE_LIMITED', 'Too many requests; retry in 17 seconds.'), urls)
      : problemResponse('too-many-requests', urls, path);
  responses['500'] = problemResponse('internal-error', urls, path);
  // Every operation may need the state store (a bearer credential is checked everywhere): with Redis unreachable, 503.
  responses['503'] = problemResponse('service-unavailable', urls, path);
  return responses;
}
