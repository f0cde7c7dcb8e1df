/**
 * The OpenAPI 3.1 document, generated from the route registry (src/http/routes.ts), the zod
 * schemas (components, via z.toJSONSchema) and the problem types. A route cannot be added
 * without appearing here: every entry of ROUTES becomes an operation (./openapi/operation.ts),
 * with examples computed by running the route itself on the content (./openapi/responses.ts).
 */
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { SCOPES } from '../auth/scopes.ts';
import { AUTH_ENDPOINTS } from '../auth/metadata.ts';
import { ROUTES, type ApiRoute } from '../http/routes.ts';
import { API_VERSION } from '../catalogue/api.ts';
import { url } from '../catalogue/paths.ts';
import { fileOperation, operation } from './openapi/operation.ts';
import { components, type Json } from './openapi/schemas.ts';

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
