/**
 * Response helpers shared by every API route: JSON with a strong ETag and conditional GET,
 * CORS and cache policy. Errors are rendered by src/http/render-error.ts.
 */
import type { Principal } from '../auth/tokens.ts';
import { etagOf } from './etag.js';
import { SECURITY_HEADERS } from './headers.ts';

export { etagOf };

export interface Caller {
  /** An authenticated caller with its scopes. */
  principal?: Principal;
  /** A verified signer without scopes: named for rate limits and logs, never for data access. */
  identified?: string;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Content only changes on deploy: a short max-age with revalidation by ETag. */
export const CACHE_PUBLIC = 'public, max-age=300, stale-while-revalidate=60';
/** Errors are cheap to recompute and must not outlive a fix. */
export const CACHE_ERROR = 'no-store';

/** Every API response is readable from any origin (the API is public; private views use bearer tokens). */
export const CORS_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Link, Allow, Retry-After, RateLimit, RateLimit-Policy, WWW-Authenticate',
};

/** RFC 9110 If-None-Match: weak comparison, a list of tags or `*`. */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** What every API route sees of a request: independent of Astro and of node:http. */
export interface ApiRequest {
  method: string;
  /** The path relative to the site base, for example `/v1/projects`. */
  path: string;
  query: URLSearchParams;
  /** A request header by lower-case name. */
  header(name: string): string | null | undefined;
  /** The client address (rightmost untrusted hop, see client-address.ts), for rate limits. */
  ip?: string;
  /** Already counted against the address's quota by the ingress (an MCP request whose tool calls the API). */
  ipCounted?: boolean;
  /** The TCP peer's address: the only address a forwarded client-certificate identity is checked against. */
  peer?: string;
  /** The raw query string with its "?" (signatures cover it byte for byte). */
  search?: string;
  /** Every request header (lower-case names), for signature verification. */
  headers?: Record<string, string | undefined>;
  /**
   * Already authenticated by an in-process caller (MCP authenticates its HTTP request once and
   * calls the API for its tools with the result). Never set from HTTP input.
   */
  caller?: Caller;
  /** Set by the router: a verified signer without scopes (identification only). */
  identified?: string;
  /** Set by the router: the authenticated client or verified signer (for the owner's insights). */
  who?: string;
  /**
   * The request body as text, read by the server up to MAX_BODY_BYTES; `tooLarge` when the
   * body (or its declared Content-Length) went beyond that. Absent for bodiless requests.
   */
  body?: { text: string; bytes: number; tooLarge: boolean };
}

/** No API request body may be larger than this; a route may set a smaller limit. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What every API route answers; written by server.mjs or turned into a Response for Astro. */
export interface ApiResult {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** A JSON body serialised once, with its strong ETag. */
export interface Serialised {
  text: string;
  etag: string;
}

export function serialise(body: unknown): Serialised {
  const text = JSON.stringify(body);
  return { text, etag: etagOf(text) };
}

export function jsonResult(
  request: ApiRequest,
  body: Serialised,
  init: { status?: number; cacheControl?: string; headers?: Record<string, string> } = {},
): ApiResult {
  const { text, etag } = body;
  const status = init.status ?? 200;
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': JSON_TYPE,
    'Cache-Control': init.cacheControl ?? CACHE_PUBLIC,
    ETag: etag,
    ...init.headers,
  };
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (status === 200 && read && matchesIfNoneMatch(request.header('if-none-match'), etag)) {
    delete headers['Content-Type'];
    return { status: 304, headers, body: null };
  }
  headers['Content-Length'] = String(Buffer.byteLength(text));
  return { status, headers, body: text };
}
