/**
 * The one registry of errors. Every error that reaches a client is an `AppError`
 * (./app-error.ts) with one of the codes below, and everything about a code is written here
 * once: its HTTP status, its problem type (the anchor on /errors that the `type` member links
 * to), title and description, and, where the error can be answered in those formats, its RFC
 * 6749 `error` (OAuth endpoints), its RFC 8935 `err` (security events endpoint) and its
 * JSON-RPC code (MCP). A plain `Error` is still thrown where no client is answered (a bad
 * configuration at start-up or while the site is built, a programming fault); one that reaches
 * a request is logged and answered as INTERNAL_ERROR. src/http/render-error.ts turns an error
 * into a response body from this table only; the /errors page and the problem responses of the
 * OpenAPI document are generated from it.
 *
 * A code is stable: clients match on it (the `code` member of problem details), so a code is
 * never renamed and never reused for another cause. A new cause gets a new code.
 */

/**
 * Problem types of the API (RFC 9457): one per HTTP status, each an anchor of /errors. The
 * `type` of a problem is `urls.problemType(slug)`.
 */
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
      'The credential is valid but lacks the scope this operation needs (`WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`): claim the scope at the claim endpoint, then get a new token. On the MCP endpoint, also a browser request whose `Origin` is not one the server accepts.',
  },
  'method-not-allowed': {
    status: 405,
    title: 'Method not allowed',
    description: 'The resource exists but does not accept this HTTP method. The `Allow` response header lists the methods it accepts.',
  },
  'misdirected-request': {
    status: 421,
    title: 'Misdirected request',
    description:
      "The `Host` header names a host this server does not serve (a protection against DNS rebinding). Send the request to the site's own address; its owner lists further names in ALLOWED_HOSTS.",
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
  'service-unavailable': {
    status: 503,
    title: 'Service unavailable',
    description:
      'The server cannot answer for the moment: its shared state store (Redis) is unreachable, or (under `npm run dev` only) the content files have mistakes. Nothing was done: a write was not recorded. Retry after the number of seconds in `Retry-After`; requests that need no state (the public documents) keep working meanwhile.',
  },
  'internal-error': {
    status: 500,
    title: 'Internal server error',
    description: 'The server failed to answer because of a fault on its side, not because of the request. The fault is logged; retrying later may help.',
  },
} as const satisfies Record<string, TypeSpec>;

/**
 * The RFC 6749 / RFC 7591 / RFC 7009 / RFC 8707 error codes of the OAuth endpoints. Each is
 * also a problem type: its anchor on /errors is the code itself (`#invalid_client`).
 */
export const OAUTH_ERRORS = {
  invalid_request: {
    status: 400,
    title: 'Invalid request',
    description: 'A parameter is missing, repeated or malformed, two client authentication methods were used, or the content type is wrong.',
  },
  invalid_client: {
    status: 401,
    title: 'Invalid client',
    description: 'The client is unknown, its secret is wrong, it did not authenticate, or it was revoked.',
  },
  invalid_grant: {
    status: 400,
    title: 'Invalid grant',
    description: 'The grant or assertion is invalid, expired, revoked, replayed or issued to another client.',
  },
  unauthorized_client: { status: 400, title: 'Unauthorized client', description: 'The client may not use this grant type.' },
  unsupported_grant_type: { status: 400, title: 'Unsupported grant type', description: 'The authorization server does not support this grant type.' },
  invalid_scope: { status: 400, title: 'Invalid scope', description: 'A requested scope is unknown, malformed, or beyond what the client was granted.' },
  invalid_target: { status: 400, title: 'Invalid target', description: 'The requested resource or audience is not this server.' },
  unsupported_token_type: { status: 400, title: 'Unsupported token type', description: 'The server cannot revoke this type of token.' },
  invalid_client_metadata: { status: 400, title: 'Invalid client metadata', description: 'A registration field has an invalid value.' },
  invalid_redirect_uri: { status: 400, title: 'Invalid redirect URI', description: 'A redirect URI is not https (or loopback http), or has a fragment.' },
  access_denied: { status: 403, title: 'Access denied', description: 'The client may not see this resource, or the person at the consent page declined.' },
  unsupported_response_type: {
    status: 400,
    title: 'Unsupported response type',
    description: 'The authorization endpoint answers response_type=code only (RFC 6749 §4.1.2.1).',
  },
  temporarily_unavailable: {
    status: 429,
    title: 'Temporarily unavailable',
    description:
      'Too many requests: a rate limit of the OAuth endpoints is used up (`Retry-After` says when to retry), or too many claims of the client already wait for the owner (retry after the owner decides).',
  },
} as const satisfies Record<string, TypeSpec>;

export type ProblemSlug = keyof typeof PROBLEM_TYPES;
/** An RFC 6749 `error` value (RFC 6749 §5.2 calls it the error code). */
export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;
/** An RFC 8935 §2.4 `err` value. */
export type SetErrorCode = 'invalid_request' | 'invalid_key' | 'invalid_issuer' | 'invalid_audience' | 'authentication_failed';
/** Every problem type: the anchors of /errors. */
export type ErrorType = ProblemSlug | OAuthErrorCode;

interface TypeSpec {
  status: number;
  title: string;
  description: string;
}

/** JSON-RPC 2.0 error codes (and the MCP specification's code of an unknown resource). */
export const JSON_RPC = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  INTERNAL_ERROR: -32603,
  /** The implementation-defined "server error" range: the request was valid, the server refused it. */
  SERVER_ERROR: -32000,
  RESOURCE_NOT_FOUND: -32002,
  /** MCP 2026-07-28 (SEP-2243): the `Mcp-Method` or `Mcp-Name` request header disagrees with the body. */
  HEADER_MISMATCH: -32020,
} as const;

/** What a code declares; ERRORS below adds the status and title of its type (one status per type). */
interface CodeDeclaration {
  /** The problem type, an anchor of /errors. */
  type: ErrorType;
  /** What causes it and what to do, for the /errors page. Default: the type's description. */
  description?: string;
  /**
   * How the OAuth endpoints answer it: an RFC 6749 `error`, or `malformed` for a malformed
   * request, which is the route's `oauthBodyError` (invalid_request, or invalid_client_metadata
   * at registration). Without it, an OAuth endpoint answers problem details.
   */
  oauth?: OAuthErrorCode | 'malformed';
  /** The HTTP status of the RFC 6749 answer when it is not the one of its `error`. */
  oauthStatus?: number;
  /** The RFC 8935 `err` of the security events endpoint, which otherwise answers problem details. */
  set?: SetErrorCode;
  /** The JSON-RPC error code of the MCP endpoint (default SERVER_ERROR). */
  jsonRpc?: number;
  /**
   * A fault of the server or of its configuration, never sent as such: answered as a logged
   * INTERNAL_ERROR, so that no internal detail reaches a client.
   */
  internal?: true;
}

const CODES = {
  // 400: malformed requests.
  INVALID_PARAM: {
    type: 'bad-request',
    description:
      'A query or path parameter, or the Authorization header, is malformed or has a value outside its allowed set; `param` names the parameter and `allowed` lists its values where they are finite.',
    oauth: 'malformed',
  },
  DUPLICATE_PARAM: { type: 'bad-request', description: 'A parameter that may be given once is given more than once; `param` names it.', oauth: 'malformed' },
  EMPTY_PARAM: { type: 'bad-request', description: 'A query parameter is empty; give a value or leave it out. `param` names it.', oauth: 'malformed' },
  INVALID_JSON: { type: 'bad-request', description: 'The request body is not valid JSON.', oauth: 'malformed', jsonRpc: JSON_RPC.PARSE_ERROR },
  INVALID_BODY: {
    type: 'bad-request',
    description: 'The request body is JSON but not of the expected shape: a required field is missing or a field has a wrong value; `param` names the field.',
    oauth: 'malformed',
    jsonRpc: JSON_RPC.INVALID_REQUEST,
  },
  MCP_HEADER_MISMATCH: {
    type: 'bad-request',
    description:
      'An MCP request header says something the JSON-RPC body does not: `Mcp-Method` must equal the method, `Mcp-Name` the tool or prompt name (`params.name`) or the resource URI (`params.uri`); a batch or a method without a name takes neither.',
    jsonRpc: JSON_RPC.HEADER_MISMATCH,
  },
  INVALID_HOST: { type: 'bad-request', description: 'The Host header is missing or malformed: send the host name, optionally with :port.' },
  INVALID_TARGET: {
    type: 'bad-request',
    description: 'The request target is not acceptable: not a path, not valid percent-encoding, or `*` with a method other than OPTIONS.',
  },
  NON_CANONICAL_PATH: {
    type: 'bad-request',
    description: 'The path is not in canonical form, with a method that cannot be redirected; `detail` gives the canonical path.',
  },
  INVALID_EVENT: { type: 'bad-request', description: 'The security event token has no `events` object.', set: 'invalid_request' },
  EVENT_REPLAYED: { type: 'bad-request', description: 'This security event token (its `jti`) was already received.', set: 'invalid_request' },
  EVENT_TOO_OLD: {
    type: 'bad-request',
    description: 'The security event token was issued (`iat`) more than a day ago: events are accepted for one day only. Send a fresh one.',
    set: 'invalid_request',
  },

  // 404.
  NOT_FOUND: { type: 'not-found', description: 'Nothing is at this path.', jsonRpc: JSON_RPC.RESOURCE_NOT_FOUND },
  UNKNOWN_PROJECT: { type: 'not-found', description: 'No project has this id; list `/v1/projects` for the ids.', jsonRpc: JSON_RPC.RESOURCE_NOT_FOUND },
  UNKNOWN_POST: {
    type: 'not-found',
    description: 'No published post has this id (a draft is not published); list `/v1/posts` for the ids.',
    jsonRpc: JSON_RPC.RESOURCE_NOT_FOUND,
  },
  NO_PROFILE: { type: 'not-found', description: 'The portfolio has no profile.', jsonRpc: JSON_RPC.RESOURCE_NOT_FOUND },
  NO_CONTACT: { type: 'not-found', description: 'The portfolio has no private contact details.', jsonRpc: JSON_RPC.RESOURCE_NOT_FOUND },
  NO_ARCHITECTURE: { type: 'not-found', description: 'The project has no architecture notes.', jsonRpc: JSON_RPC.RESOURCE_NOT_FOUND },

  // 401 and 403: credentials.
  UNAUTHORIZED: { type: 'unauthorized', description: 'No credential was sent, and the operation needs one.', jsonRpc: JSON_RPC.SERVER_ERROR },
  INVALID_TOKEN: {
    type: 'unauthorized',
    description: 'The bearer token or API key is invalid, expired or revoked (`WWW-Authenticate: Bearer error="invalid_token"`).',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  INVALID_SIGNATURE: {
    type: 'unauthorized',
    description: 'The HTTP message signature (Web Bot Auth) is invalid, expired or replayed.',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  ORIGIN_NOT_ALLOWED: {
    type: 'forbidden',
    description:
      'The `Origin` of a request to the MCP endpoint is not the site, API_ORIGIN or a host of ALLOWED_HOSTS (a protection against DNS rebinding); requests without `Origin` (non-browser clients) are not affected.',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  INSUFFICIENT_SCOPE: { type: 'forbidden', description: 'The credential lacks the scope of this operation.', jsonRpc: JSON_RPC.SERVER_ERROR },
  OWNER_SIGN_IN_REQUIRED: {
    type: 'unauthorized',
    description: 'The owner console needs a signed-in owner (a passkey): the session is missing, expired or not this server’s.',
  },
  OWNER_FORM_REFUSED: {
    type: 'forbidden',
    description:
      'An owner console form was refused: it came from another site (`Origin`), or its one-time form token is missing, foreign, expired or already used (a replayed form). Reload the page and submit again.',
  },
  OWNER_LINK_REFUSED: {
    type: 'forbidden',
    description:
      'An enrolment link or a claim link of the owner console is unknown, expired or already used: each works once, for a few minutes. Print a new enrolment link with `npm run agents -- enrol`.',
  },
  OWNER_PASSKEY_REFUSED: {
    type: 'unauthorized',
    description:
      'A passkey ceremony of the owner console failed: no ceremony was started in this browser, it expired or was used, or the passkey did not verify.',
  },
  OWNER_LAST_PASSKEY: { type: 'forbidden', description: 'The owner’s last passkey cannot be removed: add another one first.' },

  // Other request errors.
  MISDIRECTED_REQUEST: { type: 'misdirected-request', description: 'The `Host` header names a host this server does not serve; `detail` says which.' },
  METHOD_NOT_ALLOWED: {
    type: 'method-not-allowed',
    description: 'This method is not allowed here; `Allow` lists the methods that are.',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  PAYLOAD_TOO_LARGE: {
    type: 'payload-too-large',
    description: 'The request body is larger than the limit of the endpoint.',
    oauth: 'invalid_request',
    oauthStatus: 413,
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  UNSUPPORTED_MEDIA_TYPE: {
    type: 'unsupported-media-type',
    description: 'The request body has a content type that the endpoint does not accept.',
    oauth: 'malformed',
    set: 'invalid_request',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  RATE_LIMITED: {
    type: 'too-many-requests',
    description:
      'A quota is used up; `violated_policies` names it and `Retry-After` says when to retry. The OAuth endpoints answer it as RFC 6749 JSON, `temporarily_unavailable`, so that OAuth clients can read it.',
    oauth: 'temporarily_unavailable',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  INTERNAL_ERROR: { type: 'internal-error', description: 'A fault of the server; it is logged.', jsonRpc: JSON_RPC.INTERNAL_ERROR },
  STATE_UNAVAILABLE: {
    type: 'service-unavailable',
    description: 'The state store (Redis, STATE_URL) is unreachable or not ready; `Retry-After` says when to retry. Nothing was written.',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },
  CONTENT_BROKEN: {
    type: 'service-unavailable',
    description:
      'Under `npm run dev` only: the content files have mistakes, listed in `detail` (file, field, what to write). The dev server keeps running and answers again as soon as the files are fixed.',
    jsonRpc: JSON_RPC.SERVER_ERROR,
  },

  // The OAuth endpoints (RFC 6749, RFC 7591, RFC 7009, RFC 8707): problem type = RFC 6749 `error`.
  INVALID_REQUEST: { type: 'invalid_request', oauth: 'invalid_request' },
  INVALID_CLIENT: { type: 'invalid_client', oauth: 'invalid_client' },
  INVALID_GRANT: { type: 'invalid_grant', oauth: 'invalid_grant' },
  UNAUTHORIZED_CLIENT: { type: 'unauthorized_client', oauth: 'unauthorized_client' },
  UNSUPPORTED_GRANT_TYPE: { type: 'unsupported_grant_type', oauth: 'unsupported_grant_type' },
  INVALID_SCOPE: { type: 'invalid_scope', oauth: 'invalid_scope' },
  /** RFC 8707 `invalid_target` (INVALID_TARGET is the request target of the ingress). */
  INVALID_RESOURCE: { type: 'invalid_target', oauth: 'invalid_target' },
  UNSUPPORTED_TOKEN_TYPE: { type: 'unsupported_token_type', oauth: 'unsupported_token_type' },
  INVALID_CLIENT_METADATA: { type: 'invalid_client_metadata', oauth: 'invalid_client_metadata' },
  INVALID_REDIRECT_URI: { type: 'invalid_redirect_uri', oauth: 'invalid_redirect_uri' },
  ACCESS_DENIED: { type: 'access_denied', oauth: 'access_denied' },
  UNSUPPORTED_RESPONSE_TYPE: { type: 'unsupported_response_type', oauth: 'unsupported_response_type' },
  TEMPORARILY_UNAVAILABLE: { type: 'temporarily_unavailable', oauth: 'temporarily_unavailable' },

  // Why a JWT of a trusted identity provider (an ID-JAG, a security event token) was refused:
  // the reasons of AssertionError (src/auth/trust.ts). The token endpoint answers them as its
  // grant error; the events endpoint as the RFC 8935 `err` here.
  NOT_A_JWT: { type: 'invalid_grant', description: 'The assertion is not a signed JWT.', oauth: 'invalid_grant', set: 'invalid_request' },
  WRONG_TYP: {
    type: 'invalid_grant',
    description: 'The JWT `typ` header is not the one of this kind of token.',
    oauth: 'invalid_grant',
    set: 'invalid_request',
  },
  ALG_NOT_ALLOWED: {
    type: 'invalid_grant',
    description: 'The JWT algorithm is not an allowed asymmetric one.',
    oauth: 'invalid_grant',
    set: 'invalid_request',
  },
  CRIT_UNSUPPORTED: {
    type: 'invalid_grant',
    description: 'The JWT has critical header parameters, which are not supported.',
    oauth: 'invalid_grant',
    set: 'invalid_request',
  },
  UNTRUSTED_ISSUER: {
    type: 'invalid_grant',
    description: 'The issuer of the JWT is not a trusted identity provider.',
    oauth: 'invalid_grant',
    set: 'invalid_issuer',
  },
  WRONG_AUDIENCE: { type: 'invalid_grant', description: 'The audience of the JWT is not this server.', oauth: 'invalid_grant', set: 'invalid_audience' },
  UNKNOWN_KEY: {
    type: 'invalid_grant',
    description: "No key (or more than one) of the issuer's key set matches the JWT.",
    oauth: 'invalid_grant',
    set: 'invalid_key',
  },
  BAD_SIGNATURE: { type: 'invalid_grant', description: 'The JWT signature does not verify.', oauth: 'invalid_grant', set: 'invalid_key' },
  KEY_SET_UNAVAILABLE: { type: 'invalid_grant', description: "The issuer's key set could not be fetched or used.", oauth: 'invalid_grant', set: 'invalid_key' },
  EXPIRED: { type: 'invalid_grant', description: 'The JWT has expired.', oauth: 'invalid_grant', set: 'invalid_request' },
  ISSUED_IN_FUTURE: {
    type: 'invalid_grant',
    description: 'The JWT was issued in the future (beyond the allowed clock skew).',
    oauth: 'invalid_grant',
    set: 'invalid_request',
  },
  INVALID_CLAIMS: { type: 'invalid_grant', description: 'A required claim of the JWT is missing or invalid.', oauth: 'invalid_grant', set: 'invalid_request' },

  // Faults of the server, its configuration or its content: logged, never sent.
  CONFIG_INVALID: { type: 'internal-error', description: 'A configuration variable has an invalid value: the server does not start.', internal: true },
  CONTENT_INVALID: { type: 'internal-error', description: 'The portfolio content is invalid: the build fails.', internal: true },
  KEY_DIRECTORY_UNAVAILABLE: {
    type: 'internal-error',
    description: "A Web Bot Auth key directory could not be fetched or read: that agent's signatures cannot be verified and count as absent.",
    internal: true,
  },

  // Messages to the owner (src/messages).
  MESSAGES_OFF: {
    type: 'not-found',
    description: 'The owner does not take messages here (MESSAGES_ENABLED, MESSAGES_FORM or MESSAGES_MCP is false).',
    jsonRpc: JSON_RPC.RESOURCE_NOT_FOUND,
  },
  FORM_CHECK_FAILED: {
    type: 'bad-request',
    description:
      'The contact form was not sent as a person sends it: its signed token is missing, forged or expired (older than an hour), it was sent within 3 seconds of loading, or the hidden field meant to stay empty was filled. Load the form again and send it.',
  },

  // Languages (docs/languages.md).
  UNKNOWN_LANGUAGE: {
    type: 'bad-request',
    description:
      'The `lang` parameter names a language the content is not written in; `param` is `lang` and `allowed` lists the languages (BCP 47 tags). Leave it out to negotiate with Accept-Language.',
  },
} as const satisfies Record<string, CodeDeclaration>;

export type ErrorCode = keyof typeof CODES;

/** The codes of one problem type. */
export type CodesOf<T extends ErrorType> = { [C in ErrorCode]: (typeof CODES)[C]['type'] extends T ? C : never }[ErrorCode];
/** The codes of the API's own problem types (not the OAuth ones). */
export type ProblemCode = CodesOf<ProblemSlug>;
/** The codes of the OAuth endpoints' own errors. */
export type OAuthCode = (typeof OAUTH_CODES)[OAuthErrorCode];
/** Why a JWT of an identity provider was refused (AssertionError). */
export type AssertionReason = Exclude<CodesOf<'invalid_grant'>, 'INVALID_GRANT'>;
/** The problem type of a code, for the call sites that name it. */
export type TypeOf<C extends ErrorCode> = (typeof CODES)[C]['type'];

/** Everything about one code. */
export interface ErrorSpec {
  code: ErrorCode;
  status: number;
  type: ErrorType;
  title: string;
  description: string;
  oauth?: OAuthErrorCode | 'malformed';
  oauthStatus?: number;
  set?: SetErrorCode;
  jsonRpc: number;
  internal: boolean;
}

function typeSpec(type: ErrorType): TypeSpec {
  return Object.hasOwn(PROBLEM_TYPES, type) ? PROBLEM_TYPES[type as ProblemSlug] : OAUTH_ERRORS[type as OAuthErrorCode];
}

/** The registry: every code with its status, type, title, description and protocol values. */
export const ERRORS: Readonly<Record<ErrorCode, Readonly<ErrorSpec>>> = Object.freeze(
  Object.fromEntries(
    Object.entries(CODES).map(([code, d]: [string, CodeDeclaration]) => {
      const t = typeSpec(d.type);
      const spec: ErrorSpec = {
        code: code as ErrorCode,
        status: t.status,
        type: d.type,
        title: t.title,
        description: d.description ?? t.description,
        ...(d.oauth ? { oauth: d.oauth } : {}),
        ...(d.oauthStatus ? { oauthStatus: d.oauthStatus } : {}),
        ...(d.set ? { set: d.set } : {}),
        jsonRpc: d.jsonRpc ?? JSON_RPC.SERVER_ERROR,
        internal: d.internal === true,
      };
      return [code, Object.freeze(spec)];
    }),
  ) as Record<ErrorCode, ErrorSpec>,
);

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The code of each RFC 6749 error that the OAuth endpoints raise themselves (`new OAuthError('invalid_client', …)`). */
export const OAUTH_CODES = {
  invalid_request: 'INVALID_REQUEST',
  invalid_client: 'INVALID_CLIENT',
  invalid_grant: 'INVALID_GRANT',
  unauthorized_client: 'UNAUTHORIZED_CLIENT',
  unsupported_grant_type: 'UNSUPPORTED_GRANT_TYPE',
  invalid_scope: 'INVALID_SCOPE',
  invalid_target: 'INVALID_RESOURCE',
  unsupported_token_type: 'UNSUPPORTED_TOKEN_TYPE',
  invalid_client_metadata: 'INVALID_CLIENT_METADATA',
  invalid_redirect_uri: 'INVALID_REDIRECT_URI',
  access_denied: 'ACCESS_DENIED',
  unsupported_response_type: 'UNSUPPORTED_RESPONSE_TYPE',
  temporarily_unavailable: 'TEMPORARILY_UNAVAILABLE',
} as const satisfies { [E in OAuthErrorCode]: CodesOf<E> };
