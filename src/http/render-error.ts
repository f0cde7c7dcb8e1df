/**
 * The one place that turns an error into what is sent, in each format the service speaks, from
 * the registry (src/errors/registry.ts) only:
 *
 * - problem details (RFC 9457, `application/problem+json`): the API, the ingress;
 * - RFC 6749 error JSON, with the problem members alongside: the `kind: 'oauth'` routes;
 * - RFC 8935 error JSON: the security events endpoint;
 * - JSON-RPC errors: the MCP endpoint.
 *
 * A format answers the codes it has a value for (`oauth`, `set` in the registry) and problem
 * details for the others. Anything that is not an AppError, and the registry's internal codes,
 * is logged here and answered as INTERNAL_ERROR: no stack trace or internal detail is ever sent.
 */
import type { Urls } from '../core/urls.ts';
import { AppError } from '../errors/app-error.ts';
import { ERRORS, isErrorCode, JSON_RPC, OAUTH_ERRORS, type OAuthErrorCode, type SetErrorCode } from '../errors/registry.ts';
import type { Problem } from './problem.ts';
import { CACHE_ERROR, CORS_HEADERS, JSON_TYPE, PROBLEM_TYPE, type ApiResult } from './respond.ts';

/** The detail of an unexpected fault, the same for every fault. */
const INTERNAL_DETAIL = 'The server failed to answer this request.';

/** Where an unexpected error is logged from: `[scope] internal error`, then the context. */
export interface LogContext {
  scope: 'api' | 'serve' | 'mcp';
  context?: unknown[];
}

/** The error as it may be sent: itself, or (logged) an INTERNAL_ERROR in its place. */
export function sendable(err: unknown, log: LogContext, detail = INTERNAL_DETAIL): AppError {
  if (err instanceof AppError && !err.spec.internal) return err;
  console.error(`[${log.scope}] internal error`, ...(log.context ?? []), err);
  return new AppError('INTERNAL_ERROR', detail, { cause: err });
}

// ---------------------------------------------------------------------------------------------
// HTTP: problem details, RFC 6749, RFC 8935.

export type ErrorFormat = 'problem' | 'oauth' | 'set';

export interface RenderContext {
  urls: Urls;
  /** The request path: the `instance` of problem details. */
  instance?: string;
  /** Header fields of the answer besides the error's own (the RateLimit fields of the request). */
  headers?: Record<string, string>;
  /** On an OAuth route: the RFC 6749 error of a malformed request (default invalid_request). */
  oauthBodyError?: OAuthErrorCode;
  /** Default: `[api] internal error <instance>`. */
  log?: LogContext;
}

/** The problem details of an error (RFC 9457). */
export function problemBody(err: AppError, urls: Urls, instance?: string): Problem {
  const spec = err.spec;
  return {
    type: urls.problemType(spec.type),
    title: spec.title,
    status: err.status,
    detail: err.detail,
    code: err.code,
    ...(instance ? { instance } : {}),
    ...err.fields,
  };
}

/** RFC 6749 §5.2: `error_description` is limited to %x20-21 / %x23-5B / %x5D-7E. */
const oauthText = (text: string) => text.replace(/[^\x20\x21\x23-\x5B\x5D-\x7E]/g, "'");

export interface OAuthBody {
  error: OAuthErrorCode;
  error_description: string;
  type: string;
  title: string;
  status: number;
  detail: string;
}

/** The RFC 6749 error JSON of an error, with the problem members alongside; undefined if it has no RFC 6749 form. */
export function oauthBody(err: AppError, urls: Urls, bodyError: OAuthErrorCode = 'invalid_request'): OAuthBody | undefined {
  const spec = err.spec;
  if (!spec.oauth) return undefined;
  const error = spec.oauth === 'malformed' ? bodyError : spec.oauth;
  // An error of the OAuth type itself keeps its status; another (a malformed request found by
  // the router) takes the status of its RFC 6749 error, unless the registry says otherwise.
  const status = spec.type === error ? err.status : (spec.oauthStatus ?? OAUTH_ERRORS[error].status);
  const text = oauthText(err.detail);
  return { error, error_description: text, type: urls.problemType(error), title: OAUTH_ERRORS[error].title, status, detail: text };
}

/** The RFC 8935 §2.3 error JSON of an error; undefined if it has no RFC 8935 form. */
export function setBody(err: AppError): { err: SetErrorCode; description: string } | undefined {
  const set = err.spec.set;
  return set ? { err: set, description: err.detail } : undefined;
}

/** The answer to a request that failed with `err`, in the route's format. */
export function renderError(err: unknown, format: ErrorFormat, ctx: RenderContext): ApiResult {
  const e = sendable(err, ctx.log ?? { scope: 'api', context: [ctx.instance ?? ''] });
  const base = { ...CORS_HEADERS, 'Content-Type': JSON_TYPE, 'Cache-Control': CACHE_ERROR };
  if (format === 'oauth') {
    const body = oauthBody(e, ctx.urls, ctx.oauthBodyError);
    if (body) return { status: body.status, headers: { ...base, Pragma: 'no-cache', ...ctx.headers, ...e.headers }, body: JSON.stringify(body) };
  }
  if (format === 'set') {
    // RFC 8935 §2.3: every error is a 400.
    const body = setBody(e);
    if (body) return { status: 400, headers: { ...base, ...ctx.headers, ...e.headers }, body: JSON.stringify(body) };
  }
  return {
    status: e.status,
    headers: { ...base, 'Content-Type': PROBLEM_TYPE, ...ctx.headers, ...e.headers },
    body: JSON.stringify(problemBody(e, ctx.urls, ctx.instance)),
  };
}

/** Problem details (the API's format, and the ingress's). */
export function renderProblem(err: unknown, ctx: RenderContext): ApiResult {
  return renderError(err, 'problem', ctx);
}

// ---------------------------------------------------------------------------------------------
// JSON-RPC (MCP).

/**
 * A JSON-RPC error as the MCP SDK sends it: the SDK answers `code`, `message` and `data` of
 * whatever a request handler throws. This is the JSON-RPC rendering of an error, not an error
 * class of the model: its `code` is the JSON-RPC number. (The SDK's McpError prefixes
 * "MCP error <code>:" to its message, which clients then prefix again.)
 */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'JsonRpcError';
    this.code = code;
    this.data = data;
  }
}

/** The JSON-RPC code of a registry code (a problem's `code`); a code the registry does not know is a server error. */
export function jsonRpcCode(code: string): number {
  return isErrorCode(code) ? ERRORS[code].jsonRpc : JSON_RPC.SERVER_ERROR;
}

/** A problem the API answered, as the JSON-RPC error of an MCP method (resources/read, prompts/get). */
export function problemJsonRpcError(problem: Problem, message: string, uri?: string): JsonRpcError {
  return new JsonRpcError(jsonRpcCode(problem.code), message, { ...(uri ? { uri } : {}), status: problem.status, code: problem.code });
}

/** The HTTP answer of the MCP endpoint to a request it refuses as a whole: a JSON-RPC error without id. */
export function renderJsonRpc(err: unknown, id: string | number | null = null): ApiResult {
  const e = sendable(err, { scope: 'mcp' }, 'Internal error');
  return {
    status: e.status,
    headers: { 'Content-Type': 'application/json', ...e.headers },
    body: JSON.stringify({ jsonrpc: '2.0', error: { code: e.spec.jsonRpc, message: e.detail }, id }),
  };
}
