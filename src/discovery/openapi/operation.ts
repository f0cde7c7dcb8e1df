/**
 * One operation of the OpenAPI document from one route of the registry: its parameters (path,
 * query, language), request body, security and responses (./responses.ts); and the smaller form of
 * a read that a static-only site publishes as a file.
 */
import type { z } from 'zod';
import type { Portfolio } from '../../core/portfolio.ts';
import type { Urls } from '../../core/urls.ts';
import type { ApiRoute } from '../../http/routes.ts';
import { operationResponses } from './responses.ts';
import { bodySchema, type Json, parameterSchema } from './schemas.ts';

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

export function operation(route: ApiRoute, portfolio: Portfolio, urls: Urls, languages: readonly string[] = []): Json {
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
  const responses = operationResponses(route, portfolio, urls, { exampleParams, localised });
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
export function fileOperation(route: ApiRoute, portfolio: Portfolio, urls: Urls, languages: readonly string[] = []): Json {
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

/** Public operations allow anonymous access ({}); private ones need a token with their scope. */
function security(route: ApiRoute): Json[] {
  if (route.kind === 'set') return [{}];
  if (route.kind === 'oauth') return route.method === 'POST' && route.operationId === 'registerAgent' ? [{}] : [{ ClientSecretBasic: [] }, {}];
  const token = [{ OAuth2: route.access.scopes }, { ApiKeyAuth: [] }];
  return route.access.public ? [{}, ...token] : token;
}
