// The authorization server's operations: metadata, registration, claims, tokens, revocation.
import { url } from '../../catalogue/paths.ts';
import { z } from 'zod';
import { AUTH_ENDPOINTS, authorizationServerMetadata, protectedResourceMetadata } from '../../auth/metadata.ts';
import { MCP_PATH } from '../../catalogue/mcp.ts';
import { OAuthError } from '../../auth/oauth-error.ts';
import {
  Claim,
  ClaimRequest,
  RegistrationRequest,
  RegistrationResponse,
  RevocationRequest,
  RevocationResponse,
  TokenRequest,
  TokenResponse,
} from '../../auth/schema.ts';
import {
  GRANT_AUTHORIZATION_CODE,
  GRANT_CLIENT_CREDENTIALS,
  GRANT_JWT_BEARER,
  GRANT_REFRESH_TOKEN,
  GRANT_TOKEN_EXCHANGE,
  parseScopeParam,
} from '../../auth/grant-types.ts';
import type { AuthService } from '../../auth/service.ts';
import { CONSENT_TTL, type AuthorizeOutcome } from '../../auth/code-flow.ts';
import { authorizeErrorPage, consentPage, type PageFrame } from '../../auth/consent-page.ts';
import { SECURITY_HEADERS } from '../headers.ts';
import type { ApiResult } from '../respond.ts';
import { ApiError } from '../problem.ts';
import { op, route, type ApiRoute, type RouteContext } from '../route.ts';
import type { ClaimRecord, ClaimSigner, ClientRecord } from '../../auth/store.ts';
import { InvalidToken } from '../../auth/tokens.ts';

const NO_STORE = 'no-store';
/** A made-up claim, for the documentation. */
const CLAIM_EXAMPLE = {
  id: 'clm_b7Yw2mLk0Qz4VtN8pRs1dA',
  client_id: 'agt_3J9v0xQe6Gm0bqU7fWz1nA',
  requested: ['contact:read', 'projects:read'],
  granted: [],
  pending: ['contact:read', 'projects:read'],
  status: 'pending',
  nonce: 'n0nce-Qm4r8TzL',
  created_at: 1795219260,
  covers: 'client',
  message: claimMessage({ status: 'pending', pending: ['contact:read', 'projects:read'] }),
};

/** What a claim's status means, in words, for the agent and for the person behind it. */
function claimMessage(claim: Pick<ClaimRecord, 'status' | 'pending'>): string {
  switch (claim.status) {
    case 'pending':
      return `The scopes ${claim.pending.join(', ')} open private data: they are granted only when the portfolio's owner approves this claim. Quote the nonce if you ask the owner; read this claim again to follow its status.`;
    case 'denied':
      return 'The owner denied the pending scopes of this claim; the granted ones stay usable.';
    case 'approved':
      return 'The owner approved this claim: its scopes are usable in a token request.';
    default:
      return "Every scope of this claim was granted at once by the owner's configuration: usable in a token request.";
  }
}

/** A claim as its client reads it (the grant id and what the owner is shown of the signer stay internal). */
const claimView = ({ grant_id: _grant, signer: _signer, ...claim }: ClaimRecord) => ({ ...claim, message: claimMessage(claim) });

/**
 * The scopes of a claim body: `scopes` (an array) or `scope` (space-separated, the OAuth habit),
 * from JSON or a form; both at once is ambiguous. What is not a list of scope names is passed on
 * for createClaim to refuse with its message.
 */
function claimedScopes(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { scopes, scope, client_id: _id, client_secret: _secret, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length) throw new OAuthError('invalid_request', `unknown member ${extra[0]}: send scopes (an array) or scope (space-separated)`);
  if (scopes !== undefined && scope !== undefined) throw new OAuthError('invalid_request', 'send scopes or scope, not both');
  if (scope !== undefined) {
    if (typeof scope !== 'string') throw new OAuthError('invalid_request', 'scope must be a space-separated string');
    return parseScopeParam(scope) ?? [];
  }
  return scopes;
}
const METADATA_CACHE = 'public, max-age=300';

/**
 * The Web Bot Auth identity of a claim request, for the owner (checked once the client has
 * authenticated, so that no stranger makes this server fetch key directories): the target is
 * this site's public origin, never the Host header. A wrong signature refuses the claim.
 */
async function claimSigner(ctx: RouteContext<unknown>): Promise<ClaimSigner | undefined> {
  const { request } = ctx;
  if (!request.headers) return undefined;
  try {
    return await server(ctx.auth).claimSigner({
      method: request.method,
      url: `${ctx.urls.api(request.path)}${request.search ?? ''}`,
      headers: request.headers,
    });
  } catch (err) {
    if (!(err instanceof InvalidToken)) throw err;
    throw new OAuthError('invalid_request', `the request signature was refused: ${err.message}`);
  }
}
const Json = z.record(z.string(), z.unknown());

function server(auth: AuthService | undefined): AuthService {
  if (!auth) throw new ApiError('internal-error', 'INTERNAL_ERROR', 'The authorization server is not running here.');
  return auth;
}

/**
 * The client that authenticated this request (HTTP Basic, or client_secret_post in a form body),
 * counted against its own quota only now: an id alone, which anybody can send, counts nothing.
 */
async function authenticatedClient(ctx: RouteContext<unknown>): Promise<ClientRecord> {
  const client = await server(ctx.auth).authenticateClient(ctx.request.header('authorization'), ctx.form);
  await ctx.countClient(client.client_id);
  return client;
}

/**
 * The consent page may not be framed (clickjacking), cached, or leak its URL (the request) in a
 * Referer to another site. `same-origin`, not `no-referrer`: with no-referrer Chromium sends
 * `Origin: null` on the form's POST, which the CSRF check refuses.
 */
const PAGE_SECURITY = {
  ...SECURITY_HEADERS,
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' https: http:; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

function pageFrame(ctx: RouteContext<unknown>): PageFrame {
  const { urls, portfolio } = ctx;
  return {
    owner: portfolio.profile?.name ?? 'this portfolio',
    stylesheets: ctx.page?.stylesheets ?? [],
    // The consent form is served and posted at the Node server's origin (its CSRF check).
    origin: urls.server,
    home: urls.path('/'),
    icon: urls.path('/favicon.svg'),
    api: urls.path(url('apiDocs')),
    action: urls.path(AUTH_ENDPOINTS.authorize),
    privacy: urls.path(url('privacy')),
  };
}

/** The answer of the authorization endpoint: an HTML page (consent or error) or a redirect. */
function authorizeResult(ctx: RouteContext<unknown>, outcome: AuthorizeOutcome): ApiResult {
  const frame = pageFrame(ctx);
  if (outcome.kind === 'redirect') {
    // 303: the browser follows a POST's answer with a GET.
    return { status: ctx.request.method === 'POST' ? 303 : 302, headers: { ...PAGE_SECURITY, Location: outcome.location, 'Content-Length': '0' }, body: '' };
  }
  const html = outcome.kind === 'consent' ? consentPage(frame, outcome.view) : authorizeErrorPage(frame, outcome.message, outcome.error);
  const headers: Record<string, string> = { ...PAGE_SECURITY, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)) };
  if (outcome.kind === 'consent') {
    const secure = ctx.urls.server.startsWith('https:') ? '; Secure' : '';
    headers['Set-Cookie'] = `${outcome.cookie.name}=${outcome.cookie.value}; Path=${frame.action}; Max-Age=${CONSENT_TTL}; HttpOnly; SameSite=Strict${secure}`;
  }
  return { status: outcome.kind === 'consent' ? 200 : outcome.status, headers, body: ctx.request.method === 'HEAD' ? null : html };
}

function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

const AUTHORIZE_DESCRIPTION =
  'The OAuth 2.1 authorization endpoint (authorization code with PKCE S256; RFC 9207 iss in the response): a browser page where a person allows an agent. Not an API operation.';

export const AUTH_ROUTES: ApiRoute[] = [
  route({
    ...op('authorize'),
    browser: true,
    crossOrigin: false,
    kind: 'oauth',
    description: AUTHORIZE_DESCRIPTION,
    tags: ['auth'],
    response: z.string(),
    problems: [],
    handle: async (ctx) => authorizeResult(ctx, await server(ctx.auth).codeFlow.authorize(ctx.request.query)),
  }),
  route({
    ...op('decideConsent'),
    browser: true,
    crossOrigin: false,
    kind: 'oauth',
    description: AUTHORIZE_DESCRIPTION,
    tags: ['auth'],
    body: { kind: 'form', maxBytes: 16 * 1024, example: { request: 'eyJ…', decision: 'allow', who: '', why: '' } },
    response: z.string(),
    problems: [],
    handle: async (ctx) =>
      authorizeResult(
        ctx,
        await server(ctx.auth).codeFlow.decide(ctx.form, (name) => cookieValue(ctx.request.header('cookie'), name), ctx.request.header('origin') ?? undefined),
      ),
  }),
  route({
    ...op('getProtectedResourceMetadata'),
    description: 'RFC 9728: the resource identifier, its authorization server, scopes and bearer methods.',
    tags: ['auth'],
    pure: true,
    cacheControl: METADATA_CACHE,
    response: Json.meta({ id: 'ProtectedResourceMetadata' }),
    problems: [],
    handle: ({ urls }) => protectedResourceMetadata(urls.server, urls),
  }),
  route({
    ...op('getMcpProtectedResourceMetadata'),
    description: 'RFC 9728 for the MCP endpoint as a resource of its own (RFC 8707 resource = the MCP URL): a token for it is valid at MCP only.',
    tags: ['auth'],
    pure: true,
    cacheControl: METADATA_CACHE,
    response: Json.meta({ id: 'McpProtectedResourceMetadata' }),
    problems: [],
    handle: ({ urls }) => protectedResourceMetadata(urls.server, urls, urls.api(MCP_PATH)),
  }),
  route({
    ...op('getAuthorizationServerMetadata'),
    description: 'RFC 8414, with the agent_auth block.',
    tags: ['auth'],
    pure: true,
    cacheControl: METADATA_CACHE,
    response: Json.meta({ id: 'AuthorizationServerMetadata' }),
    problems: [],
    handle: ({ urls, auth }) => authorizationServerMetadata(urls.server, urls, auth?.config.autoGrant ?? [], auth?.config.resources),
  }),
  route({
    ...op('getJwks'),
    description: 'The public keys that sign access tokens, each with its kid.',
    tags: ['auth'],
    cacheControl: METADATA_CACHE,
    response: Json.meta({ id: 'JWKS' }),
    problems: [],
    handle: ({ auth }) => server(auth).keys.jwks(),
  }),
  route({
    ...op('registerAgent'),
    crossOrigin: false,
    kind: 'oauth',
    oauthBodyError: 'invalid_client_metadata',
    status: 201,
    headers: () => ({ Pragma: 'no-cache' }),
    description:
      'RFC 7591 dynamic registration: answers 201 with client_id and client_secret (shown once; none for a public client, token_endpoint_auth_method none). Then claim scopes and request tokens with the client-credentials grant, or (grant_types authorization_code and refresh_token, with redirect_uris) send a person to the authorization endpoint.',
    tags: ['auth'],
    cacheControl: NO_STORE,
    body: {
      kind: 'json',
      schema: z.unknown(),
      docSchema: RegistrationRequest,
      maxBytes: 8 * 1024,
      example: { client_name: 'Example recruiter agent', redirect_uris: [] },
    },
    response: RegistrationResponse,
    responseExample: {
      client_id: 'agt_3J9v0xQe6Gm0bqU7fWz1nA',
      client_secret: 'c2VjcmV0LXNob3duLW9uY2UtMzItYnl0ZXMtYmFzZTY0dXJs',
      client_id_issued_at: 1795219200,
      client_secret_expires_at: 0,
      client_name: 'Example recruiter agent',
      redirect_uris: [],
      grant_types: ['client_credentials'],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
    },
    problems: [],
    handle: ({ auth, body }) => server(auth).register(body),
  }),
  route({
    ...op('createClaim'),
    crossOrigin: false,
    kind: 'oauth',
    status: 201,
    description:
      "An authenticated client (HTTP Basic with its id and secret) asks for scopes. Every scope opens private data, so by default each one waits for the owner's approval (the owner may configure scopes that are granted at once: `agent_auth.auto_granted_scopes` in the authorization server metadata); read the claim to follow its status.",
    tags: ['auth'],
    cacheControl: NO_STORE,
    body: {
      kind: 'json',
      schema: z.unknown(),
      docSchema: ClaimRequest,
      formArrays: ['scopes'],
      maxBytes: 4 * 1024,
      example: { scopes: ['projects:read', 'contact:read'] },
    },
    response: Claim,
    responseExample: CLAIM_EXAMPLE,
    problems: [],
    handle: async (ctx) => {
      const client = await authenticatedClient(ctx);
      const scopes = claimedScopes(ctx.body);
      return claimView(await server(ctx.auth).createClaim(client, scopes, undefined, undefined, await claimSigner(ctx)));
    },
  }),
  route({
    ...op('getClaim'),
    kind: 'oauth',
    description: 'The status of one of the authenticated client’s claims (HTTP Basic with its id and secret).',
    tags: ['auth'],
    cacheControl: NO_STORE,
    params: { id: z.string().meta({ description: 'The claim id.', example: 'clm_abc' }) },
    response: Claim,
    responseExample: CLAIM_EXAMPLE,
    problems: [],
    handle: async (ctx) => claimView(await server(ctx.auth).readClaim(await authenticatedClient(ctx), ctx.params.id!)),
  }),
  route({
    ...op('requestToken'),
    kind: 'oauth',
    description:
      'RFC 6749 token endpoint, form-encoded, with client_secret_basic or client_secret_post (public clients: client_id alone). Grants: authorization_code (code, redirect_uri, code_verifier: PKCE S256; single use, one minute; answers a refresh token too) and refresh_token (rotated on every use; a reused one revokes the grant; the new access token holds the scopes asked for at consent that are granted now); an RFC 8707 resource may name the site origin or the MCP endpoint (the token audience); client_credentials (scope, optional: the token carries the part of it granted to the client, named in the scope of the answer, invalid_scope if none is; default all granted scopes); an identity assertion (ID-JAG, typ oauth-id-jag+jwt, from a trusted identity provider) by urn:ietf:params:oauth:grant-type:jwt-bearer with `assertion`, or by urn:ietf:params:oauth:grant-type:token-exchange with `subject_token` and subject_token_type=urn:ietf:params:oauth:token-type:id-jag (clients registered with assertion_type only; the scope is the intersection of the request, the assertion and the client grants; each assertion is accepted once). Answers a JWT access token (RFC 9068) valid for expires_in seconds.',
    tags: ['auth'],
    cacheControl: NO_STORE,
    headers: () => ({ Pragma: 'no-cache' }),
    body: { kind: 'form', maxBytes: 16 * 1024, example: { grant_type: 'client_credentials', scope: 'projects:read skills:read' }, docSchema: TokenRequest },
    response: TokenResponse,
    responseExample: {
      access_token: 'eyJhbGciOiJSUzI1NiIsInR5cCI6ImF0K2p3dCJ9.…',
      token_type: 'Bearer',
      expires_in: 86400,
      scope: 'projects:read skills:read',
    },
    problems: [],
    handle: async (ctx) => {
      const service = server(ctx.auth);
      const { form } = ctx;
      const grant = form.get('grant_type');
      if (grant === undefined) throw new OAuthError('invalid_request', 'the grant_type parameter is required');
      const client = await authenticatedClient(ctx);
      if (grant === GRANT_CLIENT_CREDENTIALS) return service.clientCredentialsGrant(client, form);
      if (grant === GRANT_AUTHORIZATION_CODE) return service.codeFlow.authorizationCodeGrant(client, form);
      if (grant === GRANT_REFRESH_TOKEN) return service.codeFlow.refreshTokenGrant(client, form);
      if (grant === GRANT_JWT_BEARER || grant === GRANT_TOKEN_EXCHANGE) return service.assertionGrant(client, form, grant);
      throw new OAuthError('unsupported_grant_type', `grant_type ${grant} is not supported`);
    },
  }),
  route({
    ...op('revokeToken'),
    kind: 'oauth',
    description:
      'RFC 7009, form-encoded token (and optional token_type_hint access_token or refresh_token), with client authentication (public clients: client_id). 200 for a revoked, unknown or already revoked token; a revoked token is refused at once; revoking a refresh token revokes its whole grant, access tokens included.',
    tags: ['auth'],
    cacheControl: NO_STORE,
    body: { kind: 'form', maxBytes: 16 * 1024, example: { token: 'eyJ…', token_type_hint: 'access_token' }, docSchema: RevocationRequest },
    response: RevocationResponse,
    responseExample: {},
    problems: [],
    handle: async (ctx) => {
      await server(ctx.auth).revoke(await authenticatedClient(ctx), ctx.form);
      return {};
    },
  }),
  route({
    ...op('receiveSecurityEvent'),
    crossOrigin: false,
    kind: 'set',
    status: 202,
    noBody: true,
    description:
      'RFC 8935 push delivery of an RFC 8417 security event token (application/secevent+jwt) from a trusted identity provider. A session-revoked (CAEP), account-disabled or credential-compromise (RISC) or WorkOS assertion-revoked event cuts the subject off: its live tokens are refused at once, durably. Unknown events are ignored. 202 on success; errors are 400 {err, description}.',
    tags: ['auth'],
    body: { kind: 'text', mediaType: 'application/secevent+jwt', maxBytes: 16 * 1024, example: 'eyJ0eXAiOiJzZWNldmVudCtqd3QiLCJhbGciOiJSUzI1NiJ9.…' },
    response: RevocationResponse,
    responseExample: {},
    problems: [],
    handle: ({ auth, body }) => server(auth).receiveEvent(body as string),
  }),
];
