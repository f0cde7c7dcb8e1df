/**
 * The OpenAPI 3.1 document, generated from the route registry (src/http/routes.ts), the zod
 * schemas (components, via z.toJSONSchema) and the problem types. A route cannot be added
 * without appearing here: every entry of ROUTES becomes an operation, with examples computed by
 * running the route itself on the content.
 */
import { z } from 'zod';
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { ApiError, PROBLEM_TYPES, Problem, type ProblemSlug } from '../http/problem.ts';
import { problemBody } from '../http/respond.ts';
import { ROUTES, type ApiRoute } from '../http/routes.ts';

export const API_VERSION = '1.0.0';

/** The OAuth scopes of the API (the authorization server arrives with the auth issue). */
export const SCOPES: Record<string, string> = {
  'portfolio:read': 'Read the full dossier of the portfolio.',
  'projects:read': 'Read project architecture notes.',
  'skills:read': 'Read skill evaluations (level and years).',
  'contact:read': 'Read private contact details.',
};

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
  return schemas;
}

/** A field's JSON Schema for a parameter: input view, without the wrapper keys. */
function parameterSchema(field: z.ZodType): { schema: Json; description?: string; example?: unknown } {
  const schema = z.toJSONSchema(field, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  delete schema.$schema;
  const { description, examples } = schema as { description?: string; examples?: unknown[] };
  const meta = field.meta() as { example?: unknown } | undefined;
  delete schema.description;
  delete schema.example; // examples belong to the parameter (OpenAPI), not to its JSON Schema
  return { schema, description, example: meta?.example ?? examples?.[0] };
}

function inputSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

function problemExample(slug: ProblemSlug, urls: Urls, path: string) {
  const detail: Record<ProblemSlug, string> = {
    'bad-request': 'The query parameter "category" must be one of …; got "nope".',
    'not-found': `No resource at ${path}.`,
    'method-not-allowed': 'DELETE is not allowed here; use GET, HEAD, OPTIONS.',
    'payload-too-large': 'The request body is larger than the limit.',
    'unsupported-media-type': 'The request body must be application/json.',
    'too-many-requests': 'Too many requests; retry after the number of seconds in Retry-After.',
    'internal-error': 'The server failed to answer this request.',
  };
  const code = { 'bad-request': 'INVALID_PARAM', 'not-found': 'NOT_FOUND', 'method-not-allowed': 'METHOD_NOT_ALLOWED', 'payload-too-large': 'PAYLOAD_TOO_LARGE', 'unsupported-media-type': 'UNSUPPORTED_MEDIA_TYPE', 'too-many-requests': 'RATE_LIMITED', 'internal-error': 'INTERNAL_ERROR' } as const;
  return problemBody(new ApiError(slug, code[slug], detail[slug]), urls, path);
}

function problemResponse(slug: ProblemSlug, urls: Urls, path: string, extra: Json = {}) {
  return {
    description: `${PROBLEM_TYPES[slug].title}: ${PROBLEM_TYPES[slug].description}`,
    ...extra,
    content: { 'application/problem+json': { schema: ref(Problem), example: problemExample(slug, urls, path) } },
  };
}

/** Runs the route on the content to get a real example of its success body. */
function successExample(route: ApiRoute, portfolio: Portfolio, urls: Urls, params: Record<string, string>) {
  const request = { method: 'GET', path: route.path, query: new URLSearchParams(), header: () => null };
  return route.handle({ portfolio, urls, query: {}, body: route.body?.example, params, request });
}

function operation(route: ApiRoute, portfolio: Portfolio, urls: Urls): Json {
  const parameters: Json[] = [];
  const exampleParams: Record<string, string> = {};
  for (const [name, field] of Object.entries(route.params ?? {})) {
    const { schema, description, example } = parameterSchema(field);
    const concrete = route.staticPaths?.(portfolio)[0];
    const fromContent = concrete ? decodeURIComponent(concrete.split('/').pop()!) : undefined;
    exampleParams[name] = fromContent ?? String(example);
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
  const path = route.path;
  const responses: Json = {
    '200': {
      description: 'Success.',
      headers: {
        ETag: { description: 'Strong validator of the body; send it back in If-None-Match.', schema: { type: 'string' } },
        'Cache-Control': { description: 'How long the answer may be reused.', schema: { type: 'string' } },
      },
      content: { 'application/json': { schema: ref(route.response), example: successExample(route, portfolio, urls, exampleParams) } },
    },
    ...(route.method === 'GET' ? { '304': { description: 'Not modified: the If-None-Match tag matches the current body.' } } : {}),
  };
  const problems = new Set<ProblemSlug>(route.problems);
  if (route.body) for (const slug of ['bad-request', 'payload-too-large', 'unsupported-media-type'] as const) problems.add(slug);
  for (const slug of problems) responses[String(PROBLEM_TYPES[slug].status)] = problemResponse(slug, urls, path);
  responses['405'] = problemResponse('method-not-allowed', urls, path, {
    headers: { Allow: { description: 'The methods this path accepts.', schema: { type: 'string' } } },
  });
  responses['500'] = problemResponse('internal-error', urls, path);
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: route.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            description: `JSON, at most ${route.body.maxBytes} bytes.`,
            content: { 'application/json': { schema: inputSchema(route.body.schema), example: route.body.example } },
          },
        }
      : {}),
    // Anonymous access ({}) or a token: public operations answer both.
    security: [{}, { OAuth2: route.access.scopes }, { ApiKeyAuth: [] }],
    responses,
  };
}

const TAGS: Record<string, string> = {
  meta: 'Where the API and its description are.',
  portfolio: 'The person: profile and links.',
  projects: 'The projects, filterable by tag.',
  skills: 'The skills by category.',
};

export function buildOpenApi(portfolio: Portfolio, urls: Urls): Json {
  const name = portfolio.profile?.name;
  const paths: Record<string, Json> = {};
  for (const route of ROUTES) {
    const key = route.path.replace(/^\/v1/, '') || '/';
    paths[key] = { ...(paths[key] ?? {}), [route.method.toLowerCase()]: operation(route, portfolio, urls) };
  }
  const usedTags = [...new Set(ROUTES.flatMap((r) => r.tags))];
  return {
    openapi: '3.1.1',
    info: {
      title: name ? `${name}: portfolio API` : 'Portfolio API',
      version: API_VERSION,
      summary: 'A technical portfolio as JSON: profile, projects and skills.',
      description:
        `The portfolio${name ? ` of ${name}` : ''} as a read-only JSON API for programs and AI agents. ` +
        'Public operations answer anonymously; private views (contact details, project architecture notes, skill evaluations) will need OAuth scopes. ' +
        `Errors are RFC 9457 problem details documented at ${urls.abs('/errors')}.`,
      contact: { url: urls.abs('/'), ...(portfolio.profile ? { name: portfolio.profile.name, email: portfolio.profile.email } : {}) },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: urls.abs('/v1'), description: 'This site.' }],
    tags: usedTags.map((t) => ({ name: t, description: TAGS[t] ?? t })),
    security: [{}],
    paths,
    components: {
      schemas: components(),
      securitySchemes: {
        OAuth2: {
          type: 'oauth2',
          description: 'OAuth 2.0 client credentials for agents; each scope unlocks one private view.',
          flows: { clientCredentials: { tokenUrl: urls.abs('/v1/auth/token'), scopes: SCOPES } },
        },
        ApiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'An access token sent as `Authorization: Bearer <token>`.',
        },
      },
    },
    externalDocs: { description: 'Human-readable API documentation', url: urls.abs('/api') },
  };
}
