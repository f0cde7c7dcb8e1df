/**
 * The one error type of the service and its problem types (RFC 9457). Every error a route can
 * produce is an `ApiError` with a stable `code`; `toProblem` (./respond.ts) is the one place that
 * turns it into `application/problem+json`. The error documentation page (/errors) is generated
 * from PROBLEM_TYPES, so each `type` URL has its anchor.
 */
import { z } from 'zod';

export const PROBLEM_TYPES = {
  'bad-request': {
    status: 400,
    title: 'Bad request',
    description:
      'The request is malformed: the Host header or the request target is not valid, or the path is not in canonical form for a method that cannot be redirected (the `detail` gives the canonical path); a query parameter has a value outside its allowed set, is empty, or is given more than once; or a request body is not valid JSON or lacks a required field. The `detail` names the parameter or field and what was expected. Fix the request; repeating it unchanged gives the same answer.',
  },
  'not-found': {
    status: 404,
    title: 'Not found',
    description:
      'No resource exists at this path: an unknown `/v1` path, an unknown project id, or a profile that the portfolio does not have. List `/v1/projects` for valid ids.',
  },
  unauthorized: {
    status: 401,
    title: 'Unauthorized',
    description:
      'The operation needs a bearer credential, or the one sent is invalid, expired or revoked. The `WWW-Authenticate` header says which, and links the protected resource metadata (RFC 9728) that tells how to get a token. The body also carries `error: {code, message}`.',
  },
  forbidden: {
    status: 403,
    title: 'Forbidden',
    description:
      'The credential is valid but lacks the scope this operation needs (`WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Claim the scope at the claim endpoint, then get a new token.',
  },
  'method-not-allowed': {
    status: 405,
    title: 'Method not allowed',
    description:
      'The resource exists but does not accept this HTTP method. The `Allow` response header lists the methods it accepts.',
  },
  'payload-too-large': {
    status: 413,
    title: 'Payload too large',
    description: 'The request body is larger than the documented limit of the endpoint.',
  },
  'unsupported-media-type': {
    status: 415,
    title: 'Unsupported media type',
    description: 'The request body has a content type that the endpoint does not accept (for example not `application/json`).',
  },
  'too-many-requests': {
    status: 429,
    title: 'Too many requests',
    description: 'The client sent too many requests in a given time. Wait for the number of seconds in `Retry-After`.',
  },
  'internal-error': {
    status: 500,
    title: 'Internal server error',
    description:
      'The server failed to answer because of a fault on its side, not because of the request. The fault is logged; retrying later may help.',
  },
} as const satisfies Record<string, { status: number; title: string; description: string }>;

export type ProblemSlug = keyof typeof PROBLEM_TYPES;

/** Stable machine-readable codes, one per distinct cause. */
export type ProblemCode =
  | 'INVALID_PARAM'
  | 'INVALID_HOST'
  | 'INVALID_TARGET'
  | 'NON_CANONICAL_PATH'
  | 'DUPLICATE_PARAM'
  | 'EMPTY_PARAM'
  | 'NOT_FOUND'
  | 'UNKNOWN_PROJECT'
  | 'NO_PROFILE'
  | 'NO_CONTACT'
  | 'NO_ARCHITECTURE'
  | 'UNAUTHORIZED'
  | 'INVALID_TOKEN'
  | 'INVALID_SIGNATURE'
  | 'INSUFFICIENT_SCOPE'
  | 'METHOD_NOT_ALLOWED'
  | 'INVALID_JSON'
  | 'INVALID_BODY'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR';

export class ApiError extends Error {
  readonly type: ProblemSlug;
  readonly code: ProblemCode;
  readonly detail: string;
  readonly extra: { headers?: Record<string, string>; fields?: Record<string, unknown> };
  constructor(
    type: ProblemSlug,
    code: ProblemCode,
    detail: string,
    extra: { headers?: Record<string, string>; fields?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.type = type;
    this.code = code;
    this.detail = detail;
    this.extra = extra;
  }
  get status(): number {
    return PROBLEM_TYPES[this.type].status;
  }
}

/** The problem details body (RFC 9457), as the API sends it. */
export const Problem = z
  .object({
    type: z.url().describe('Absolute URL of the problem type, an anchor of the error documentation page.'),
    title: z.string().describe('Short summary of the problem type.'),
    status: z.int().min(400).max(599).describe('The HTTP status code.'),
    detail: z.string().describe('What went wrong with this request, in words.'),
    code: z.string().describe('Stable machine-readable code, for example INVALID_PARAM.'),
    instance: z.string().optional().describe('The request path that caused the problem.'),
    param: z.string().optional().describe('The query parameter at fault, for parameter errors.'),
    allowed: z.array(z.string()).optional().describe('The values the parameter accepts, where finite.'),
    error: z
      .object({ code: z.string(), message: z.string() })
      .optional()
      .describe('On 401 and 403: the error in the {code, message} shape that agent clients also read.'),
    violated_policies: z.array(z.string()).optional().describe('On 429: the rate-limit policies exceeded.'),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details.' });
export type Problem = z.infer<typeof Problem>;
