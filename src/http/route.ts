/**
 * What a route of the registry declares (see ./routes.ts): everything the router, the OpenAPI
 * document and the prerendering need to know about an operation.
 */
import type { z } from 'zod';
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import type { AuthService, Form } from '../auth/service.ts';
import type { Principal } from '../auth/tokens.ts';
import type { Scope } from '../auth/scopes.ts';
import { operation, type OperationId } from '../catalogue/paths.ts';
import type { AskIndexData } from '../core/ask/index.ts';
import type { OAuthErrorCode } from '../auth/oauth-error.ts';
import type { ProblemSlug } from './problem.ts';
import type { ApiRequest } from './respond.ts';
import type { MessageService } from '../messages/service.ts';
import type { SiteDesign } from '../core/schema/site.ts';

/** What the server-rendered pages and views take of the site's look. */
export interface SitePage {
  stylesheets: readonly string[];
  /** The theme and accent of `site.yaml` (the default theme's when absent), for the MCP Apps views. */
  design?: Pick<SiteDesign, 'theme' | 'accent'>;
}

export interface RouteContext<Q> {
  portfolio: Portfolio;
  urls: Urls;
  query: Q;
  /** The validated JSON body (or the text body), for routes that declare one. */
  body: unknown;
  /** The parsed form body, for routes with a form body. */
  form: Form;
  params: Record<string, string>;
  request: ApiRequest;
  /** The authorization server; absent where none runs (prerendering). */
  auth?: AuthService;
  /** Who called, when the request carried a valid bearer credential. */
  principal?: Principal;
  /** The /v1/ask index built with the site (absent in development: built on first use). */
  askIndex?: AskIndexData;
  /** What a server-rendered page needs of the site: its stylesheets (absent in development). */
  page?: SitePage;
  /** Counts a request of an authenticated client against its own quota (429 over it); OAuth endpoints call it. */
  countClient(clientId: string): Promise<void>;
  /** Messages to the owner (absent when off, and in prerendering). */
  messages?: MessageService;
}

export interface ApiRoute<Q extends z.ZodObject = z.ZodObject> {
  operationId: string;
  method: 'GET' | 'POST';
  /** OpenAPI path template under the site root, for example `/v1/projects/{id}`. */
  path: string;
  summary: string;
  description: string;
  tags: string[];
  /** Query parameters; a function because enumerations come from the content. */
  query?: (portfolio: Portfolio) => Q;
  /**
   * A request body: JSON validated by `schema` (input), or an OAuth form (RFC 6749: one value
   * per parameter); its size limit and an example for the documentation.
   */
  body?:
    | {
        kind: 'json';
        schema: z.ZodType;
        maxBytes: number;
        example: unknown /** What the documentation shows, where `schema` only checks JSON-ness. */;
        docSchema?: z.ZodType;
        /**
         * Also accepted as application/x-www-form-urlencoded: each parameter becomes a string
         * member, and the parameters named here an array of every value given.
         */
        formArrays?: readonly string[];
      }
    | {
        kind: 'form';
        maxBytes: number;
        example: Record<string, string>;
        /** The parameters, described, for the documentation (the handler checks them); default: the example's names as strings. */
        docSchema?: z.ZodType;
      }
    | { kind: 'text'; mediaType: string; maxBytes: number; example: string };
  /**
   * `oauth` endpoints answer errors as RFC 6749 JSON (with problem members), authenticate
   * clients themselves and fall under the `auth` rate limit; `data` endpoints answer problem
   * details and authenticate bearer credentials.
   */
  kind?: 'data' | 'oauth' | 'set';
  /** The OAuth error code of a malformed body (default invalid_request; RFC 7591 registration: invalid_client_metadata). */
  oauthBodyError?: OAuthErrorCode;
  /** The success status (default 200). */
  status?: number;
  /** A success has no body (for example 202 Accepted). */
  noBody?: boolean;
  /** Cache-Control of a success (default: public, short). */
  cacheControl?: string;
  /** Path parameters and their schemas. */
  params?: Record<string, z.ZodType>;
  /** The success body. */
  response: z.ZodType;
  /**
   * An example success body for the documentation. Without it the documentation runs the
   * route on the content, which only public routes may do: private routes and the auth
   * endpoints must give a made-up example, so that no private value reaches a public document.
   */
  responseExample?: unknown;
  /** Problem types this operation can answer besides 405 and 500. */
  problems: ProblemSlug[];
  /**
   * The answer depends only on the content, the path and the query: the router may reuse a
   * serialised answer for the same inputs (the content never changes while the server runs).
   */
  pure?: boolean;
  /**
   * Who may call: `public` operations answer anonymously (a credential, if sent, must be
   * valid); the others need a bearer credential holding one of `scopes`.
   */
  access: { public: true; scopes: Scope[] } | { public: false; scopes: Scope[] };
  /**
   * `false`: a state-changing endpoint for agents, not for web pages. Its answers and its
   * preflight carry no CORS headers, so that no web site can use its visitors' browsers to call
   * it (for example to register clients from thousands of addresses). Default: readable from any origin.
   */
  crossOrigin?: false;
  /**
   * A browser endpoint (the OAuth authorization endpoint and its consent page): `handle` returns
   * the whole ApiResult (an HTML page or a redirect). Not an API operation: not in the OpenAPI
   * document nor the API index.
   */
  browser?: true;
  /**
   * The answer is written from the content, so it comes in the language asked for (`?lang=`,
   * Accept-Language: ./language.ts), with Content-Language and Vary on a site of several languages.
   */
  localised?: true;
  /** Extra response headers of a success. */
  headers?: (urls: Urls) => Record<string, string>;
  /** Path parameter values for the documentation's example, taken from the content (else the parameter's meta example). */
  exampleParams?: (portfolio: Portfolio) => Record<string, string> | undefined;
  /** Concrete paths to prerender (answered without a query string). */
  staticPaths?: (portfolio: Portfolio) => string[];
  /** Pure routes answer synchronously (memoised); others may be async. */
  handle(ctx: RouteContext<z.infer<Q>>): unknown;
}

export const route = <Q extends z.ZodObject>(r: ApiRoute<Q>) => r as unknown as ApiRoute;

/**
 * The catalogue's part of a route (src/catalogue/operations.ts): its operation id, method, path,
 * summary, who may call (`scopes`; none: anyone) and whether it answers in the language asked for
 * (`localised`). `...op('getContact')` in a route of the
 * registry. A scope the catalogue names that src/auth/scopes.ts does not know fails type-checking here.
 */
export function op(operationId: OperationId): Pick<ApiRoute, 'operationId' | 'method' | 'path' | 'summary' | 'access' | 'localised'> {
  const entry = operation(operationId);
  const { method, path, summary, scopes: named } = entry;
  const scopes: Scope[] = [...named];
  return {
    operationId,
    method,
    path,
    summary,
    access: scopes.length ? { public: false, scopes } : { public: true, scopes },
    ...('localised' in entry ? { localised: true as const } : {}),
  };
}
