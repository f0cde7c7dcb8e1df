/**
 * The OpenAPI 3.1 document, generated from the route registry (src/http/routes.ts), the zod
 * schemas (components, via z.toJSONSchema) and the problem types. A route cannot be added
 * without appearing here: every entry of ROUTES becomes an operation, with examples computed by
 * running the route itself on the content.
 */
import JSON_RESUME_SCHEMA from '@jsonresume/schema/schema.json' with { type: 'json' };
import { z } from 'zod';
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { OAuthErrorBody, SetErrorBody } from '../auth/schema.ts';
import { SCOPES } from '../auth/scopes.ts';
import { AUTH_ENDPOINTS } from '../auth/metadata.ts';
import { OAuthError } from '../auth/oauth-error.ts';
import { AppError } from '../errors/app-error.ts';
import { ERRORS, PROBLEM_TYPES, type CodesOf, type ProblemSlug } from '../errors/registry.ts';
import { oauthBody, problemBody, setBody } from '../http/render-error.ts';
import { Problem } from '../http/problem.ts';
import { ROUTES, type ApiRoute } from '../http/routes.ts';
import { API_VERSION } from '../catalogue/api.ts';
import { url } from '../catalogue/paths.ts';

type Json = Record<string, unknown>;

function componentId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every response schema of a route needs .meta({ id })');
  return id;
}
const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${componentId(schema)}` });

/** JSON Schemas of every zod schema registered with an id, as OpenAPI components. */
function components(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  if (schemas.JsonResume) describeLike(schemas.JsonResume, JSON_RESUME_SCHEMA as Json);
  return schemas;
}

/**
 * The JSON Resume document's fields are the JSON Resume schema's: their descriptions come from
 * the official schema (the `@jsonresume/schema` package this project validates with) rather than
 * being written a second time. Only fields without a description of their own take one.
 */
function describeLike(schema: Json, official: Json | undefined, path = ''): void {
  const props = schema.properties as Record<string, Json> | undefined;
  const theirs = official?.properties as Record<string, Json> | undefined;
  for (const [name, field] of Object.entries(props ?? {})) {
    const other = resolveDefinition(theirs?.[name]);
    const where = `${path}${name}`;
    field.description ??= (typeof other?.description === 'string' ? other.description : undefined) ?? JSON_RESUME_GAPS[where.replace(/\[\]/g, '')];
    describeLike(field, other, `${where}.`);
    if (field.items) describeLike(field.items as Json, resolveDefinition(other?.items as Json | undefined), `${where}.`);
  }
}

/** A `$ref` of the official schema to one of its definitions (the ISO 8601 date), resolved. */
function resolveDefinition(schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return schema;
  return { ...((JSON_RESUME_SCHEMA as { definitions: Record<string, Json> }).definitions[ref.slice('#/definitions/'.length)] ?? {}), ...schema };
}

/** The fields the official schema leaves undescribed, and this project's own additions to it. */
const JSON_RESUME_GAPS: Record<string, string> = {
  basics: 'Who the person is: name, label, contact, location, profiles and summary.',
  'basics.name': 'Full name.',
  'basics.location': 'Where the person is (street address and postal code are private and left out).',
  'basics.location.postalCode': 'Postal code (private: left out of the public export).',
  'basics.location.city': 'City.',
  work: 'Positions held, current ones first.',
  education: 'Studies.',
  volunteer: 'Volunteering.',
  interests: 'Interests.',
  'interests.keywords': 'Words about the interest.',
  'publications.type': "This project's addition: `talk` for a talk, `post` for a post of this site (with its `id`); absent for a written publication.",
  'projects.featured': "This project's addition: whether the home page shows the project first.",
};

/** A field's JSON Schema for a parameter: input view, without the wrapper keys. */
function parameterSchema(field: z.ZodType): { schema: Json; description?: string; example?: unknown } {
  const schema = z.toJSONSchema(field, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  delete schema.$schema;
  const { description, examples } = schema as { description?: string; examples?: unknown[] };
  const meta = field.meta() as { example?: unknown } | undefined;
  delete schema.description;
  delete schema.example; // examples belong to the parameter (OpenAPI), not to its JSON Schema
  delete schema.allowEmpty; // a router hint (src/http/query.ts), not JSON Schema
  return { schema, description, example: meta?.example ?? examples?.[0] };
}

function requestBody(body: NonNullable<ApiRoute['body']>): Json {
  if (body.kind === 'form') {
    const properties = Object.fromEntries(Object.keys(body.example).map((k) => [k, { type: 'string' }]));
    const schema = body.docSchema ? bodySchema(body.docSchema) : { type: 'object', properties };
    return {
      required: true,
      description: `Form-encoded (RFC 6749: each parameter once), at most ${body.maxBytes} bytes.`,
      content: { 'application/x-www-form-urlencoded': { schema, example: body.example } },
    };
  }
  if (body.kind === 'text') {
    return {
      required: true,
      description: `${body.mediaType}, at most ${body.maxBytes} bytes.`,
      content: { [body.mediaType]: { schema: { type: 'string' }, example: body.example } },
    };
  }
  return {
    required: true,
    description: `JSON${body.formArrays ? ' or form-encoded' : ''}, at most ${body.maxBytes} bytes.`,
    content: {
      'application/json': { schema: bodySchema(body.docSchema ?? body.schema), example: body.example },
      ...(body.formArrays ? { 'application/x-www-form-urlencoded': { schema: bodySchema(body.docSchema ?? body.schema), example: body.example } } : {}),
    },
  };
}

/** A registered schema is a component; another is inlined. */
function bodySchema(schema: z.ZodType): Json {
  return z.globalRegistry.get(schema)?.id ? ref(schema) : inputSchema(schema);
}

function inputSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

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

/** Runs the route on the content to get a real example of its success body. */
function successExample(route: ApiRoute, portfolio: Portfolio, urls: Urls, params: Record<string, string>) {
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

/** The `lang` parameter, the Accept-Language header and the answer's language headers of a localised operation (docs/languages.md). */
function languageParameters(languages: readonly string[]): Json[] {
  const [first] = languages;
  return [
    {
      name: 'lang',
      in: 'query',
      required: false,
      description: `The language of the answer, one of ${languages.join(', ')} (BCP 47). Without it, the best match of Accept-Language, else ${first}. A language not listed is a 400 problem (UNKNOWN_LANGUAGE) that lists them. Give it once, non-empty.`,
      schema: { type: 'string', enum: [...languages] },
      example: languages[1],
    },
    {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description: `The languages the caller reads, with q-values (RFC 9110 §12.5.4), for example "de-CH, de;q=0.9, en;q=0.5"; \`lang\` wins over it. The content is written in ${languages.join(', ')}.`,
      schema: { type: 'string' },
    },
  ];
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

function operation(route: ApiRoute, portfolio: Portfolio, urls: Urls, languages: readonly string[] = []): Json {
  const parameters: Json[] = [];
  const localised = Boolean(route.localised) && languages.length > 1;
  const exampleParams: Record<string, string> = {};
  for (const [name, field] of Object.entries(route.params ?? {})) {
    const { schema, description, example } = parameterSchema(field);
    const concrete = route.staticPaths?.(portfolio)[0];
    const fromContent = concrete ? decodeURIComponent(concrete.split('/').pop()!) : undefined;
    exampleParams[name] = route.exampleParams?.(portfolio)?.[name] ?? fromContent ?? String(example);
    parameters.push({ name, in: 'path', required: true, description, schema, example: exampleParams[name] });
  }
  const query = route.query?.(portfolio);
  for (const [name, field] of Object.entries(query?.shape ?? {})) {
    const { schema, description, example } = parameterSchema(field as z.ZodType);
    parameters.push({
      name,
      in: 'query',
      required: !(field as z.ZodType).safeParse(undefined).success,
      description: `${description ?? ''} Give it once, non-empty.`.trim(),
      schema,
      ...(example !== undefined ? { example } : {}),
    });
  }
  if (localised) parameters.push(...languageParameters(languages));
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
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: route.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBody(route.body) } : {}),
    security: security(route),
    responses,
  };
}

/** A read published as a file (a static-only site): no query, no credential, the host's own errors. */
function fileOperation(route: ApiRoute, portfolio: Portfolio, urls: Urls, languages: readonly string[] = []): Json {
  const full = operation(route, portfolio, urls, languages) as { parameters?: Json[]; responses: Record<string, Json> };
  const parameters = (full.parameters ?? []).filter((p) => (p as { in: string }).in === 'path');
  const hasParams = parameters.length > 0;
  return {
    ...full,
    ...(hasParams ? { parameters } : { parameters: undefined }),
    security: [{}],
    responses: {
      '200': full.responses['200']!,
      '304': { description: 'Not modified: the If-None-Match tag matches the file.' },
      ...(hasParams ? { '404': { description: 'No such file: no item has this id.' } } : {}),
    },
  };
}

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

/** Public operations allow anonymous access ({}); private ones need a token with their scope. */
function security(route: ApiRoute): Json[] {
  if (route.kind === 'set') return [{}];
  if (route.kind === 'oauth') return route.method === 'POST' && route.operationId === 'registerAgent' ? [{}] : [{ ClientSecretBasic: [] }, {}];
  const token = [{ OAuth2: route.access.scopes }, { ApiKeyAuth: [] }];
  return route.access.public ? [{}, ...token] : token;
}

const TAGS: Record<string, string> = {
  meta: 'Where the API and its description are.',
  portfolio: 'The person: profile and links.',
  projects: 'The projects, filterable by tag.',
  skills: 'The skills by category.',
  private: 'Private views, each behind an OAuth scope.',
  auth: 'The authorization server: registration, scope claims, tokens, revocation.',
};

/** Who answers the operations: the site itself, its API server elsewhere (API_ORIGIN), or no one (a static-only site). */
function serverDescription(urls: Urls): string {
  if (!urls.dynamic)
    return 'This site serves files only: the public reads without parameters are its .json files (/v1/profile.json); queries, /v1/ask and the private views are not served.';
  return urls.server === urls.origin ? 'This site.' : 'The API server of this site (the site itself serves files only).';
}

/**
 * The operations a site answers: all of them where a server runs; on a static-only site without
 * API_ORIGIN only the reads that are published as files, each named by its file
 * (`/v1/profile.json`), since nothing answers the others (auth, queries, /v1/ask, private views).
 */
function servedRoutes(portfolio: Portfolio, urls: Urls): ApiRoute[] {
  const api = ROUTES.filter((r) => r.path.startsWith(url('getApiIndex')) && !r.browser);
  return urls.dynamic ? api : api.filter((r) => r.method === 'GET' && (r.staticPaths?.(portfolio).length ?? 0) > 0);
}

/** `languages`: the site's languages, the default first (docs/languages.md); none or one documents no language parameter. */
export function buildOpenApi(portfolio: Portfolio, urls: Urls, languages: readonly string[] = []): Json {
  const name = portfolio.profile?.name;
  const paths: Record<string, Json> = {};
  const routes = servedRoutes(portfolio, urls);
  for (const route of routes) {
    const key = urls.dynamic ? route.path.replace(/^\/v1/, '') || '/' : `${route.path}.json`;
    const op = urls.dynamic ? operation(route, portfolio, urls, languages) : fileOperation(route, portfolio, urls, languages);
    paths[key] = { ...(paths[key] ?? {}), [route.method.toLowerCase()]: op };
  }
  const usedTags = [...new Set(routes.flatMap((r) => r.tags))];
  return {
    openapi: '3.1.1',
    info: {
      title: name ? `${name}: portfolio API` : 'Portfolio API',
      version: API_VERSION,
      summary: 'A technical portfolio as JSON: profile, projects and skills.',
      description:
        `The portfolio${name ? ` of ${name}` : ''} as a read-only JSON API for programs and AI agents. ` +
        (urls.dynamic
          ? 'Public operations answer anonymously; private views (contact details, project architecture notes, skill evaluations, the dossier) need an OAuth access token with their scope. '
          : 'This site serves files only: the public reads, each a JSON file, anonymously. ') +
        `Errors are RFC 9457 problem details documented at ${urls.abs(url('errors'))}.`,
      contact: { url: urls.abs('/'), ...(portfolio.profile ? { name: portfolio.profile.name, email: portfolio.profile.email } : {}) },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: urls.dynamic ? urls.api(url('getApiIndex')) : urls.abs('/').replace(/\/$/, ''), description: serverDescription(urls) }],
    tags: usedTags.map((t) => ({ name: t, description: TAGS[t] ?? t })),
    security: [{}],
    paths,
    components: {
      schemas: components(),
      // A file host authenticates no one: no security schemes, no token URL that does not exist.
      ...(urls.dynamic ? { securitySchemes: securitySchemes(urls) } : {}),
    },
    externalDocs: { description: 'Human-readable API documentation', url: urls.abs(url('apiDocs')) },
  };
}

function securitySchemes(urls: Urls): Json {
  return {
    OAuth2: {
      type: 'oauth2',
      description: 'OAuth 2.0 client credentials for agents; each scope unlocks one private view.',
      flows: { clientCredentials: { tokenUrl: urls.api(AUTH_ENDPOINTS.token), scopes: SCOPES } },
    },
    ClientSecretBasic: {
      type: 'http',
      scheme: 'basic',
      description:
        'Client authentication at the auth endpoints: the client id and secret (RFC 6749 §2.3.1); client_secret_post is also accepted at the token and revocation endpoints.',
    },
    ApiKeyAuth: {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: 'A pre-shared agent key, configured by the owner, sent as `Authorization: Bearer <key>`.',
    },
  };
}
