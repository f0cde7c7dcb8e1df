/**
 * The authorization server's services, composed here: client registration (RFC 7591 shape),
 * client authentication (client_secret_basic, client_secret_post; none for a public client),
 * scope claims with owner approval (the owner told by webhook and e-mail), the
 * client-credentials grant, the authorization code flow with refresh tokens and Client ID
 * Metadata Documents (./code-flow.ts, ./cimd.ts), identity assertion grants (ID-JAG by RFC 7523
 * jwt-bearer or RFC 8693 token exchange), security events received (RFC 8935), revocation
 * (RFC 7009), and the authentication of API requests: bearer access tokens and pre-shared API
 * keys, client identities forwarded by a trusted TLS proxy, Web Bot Auth signatures. The
 * metadata documents (RFC 8414, RFC 9728) are built by ./metadata.ts, the JWKS by ./keys.ts.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { decodeBasic } from './basic-credentials.ts';
import type { AuthConfig } from './config.ts';
import { openKeyRing, type KeyRing } from './keys.ts';
import { OAuthError } from './oauth-error.ts';
import { AUTH_METHODS, ID_JAG_TYPE, RegistrationRequest } from './schema.ts';

export { AUTH_METHODS, ID_JAG_TYPE };
import { isScope, SCOPE_NAMES, SCOPE_TOKEN, type Scope } from './scopes.ts';
import { printable } from './printable.ts';
import type { AuthStore, ClaimNote, ClaimRecord, ClaimSigner, ClientRecord } from './store.ts';
import { createCimdResolver } from './cimd.ts';
import { createCodeFlow, type CodeFlow } from './code-flow.ts';
import { type Form, formValues } from './form.ts';
import { type ClaimEvent, notifyOwner } from './webhook.ts';
import { createTokenService, InvalidToken, type Principal, type TokenService } from './tokens.ts';
import { AssertionError, CLOCK_SKEW, createTrustStore } from './trust.ts';
import { createWebBotAuthVerifier } from './webbotauth/index.ts';

export const GRANT_CLIENT_CREDENTIALS = 'client_credentials';
export const GRANT_JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
export const GRANT_TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ID_JAG_PROFILE = 'urn:ietf:params:oauth:grant-profile:id-jag';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
/** The maximum age of a security event token (its `iat`), in seconds: one day, room for a transmitter's retries. */
export const SET_MAX_AGE = 86_400;
/** Security events that cut a subject off (RFC 8417 SETs delivered per RFC 8935). */
export const REVOCATION_EVENTS = [
  'https://schemas.openid.net/secevent/caep/event-type/session-revoked',
  'https://schemas.workos.com/events/agent/auth/identity/assertion/revoked',
  'https://schemas.openid.net/secevent/risc/event-type/account-disabled',
  'https://schemas.openid.net/secevent/risc/event-type/credential-compromise',
];

/** The access-token subject of a person asserted by an identity provider: issuer and subject together. */
export function subjectKey(issuer: string, sub: string): string {
  return `idp:${encodeURIComponent(issuer)}:${encodeURIComponent(sub)}`;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const safeEqualHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

export type { Form } from './form.ts';

export const GRANT_AUTHORIZATION_CODE = 'authorization_code';
/** How many claims of one client may wait for the owner at once: the rest are refused until the owner decides. */
export const MAX_PENDING_CLAIMS = 10;
export const GRANT_REFRESH_TOKEN = 'refresh_token';

/**
 * RFC 8707: the audience of the token asked for. Every `resource` given must be an accepted one
 * (the site origin, with or without its trailing slash, or the MCP endpoint) and they must agree
 * (one audience per token); none: `fallback` (the issuer, or what the authorization was for).
 */
export function resolveResource(values: string[], resources: readonly string[], fallback: string): string {
  const found = new Set<string>();
  for (const r of values) {
    const match = resources.find((accepted) => r === accepted || r === `${accepted}/`);
    if (!match) throw new OAuthError('invalid_target', `the resources here are ${resources.join(' and ')}`);
    found.add(match);
  }
  if (found.size > 1) throw new OAuthError('invalid_target', 'one token is for one resource: ask for one');
  return [...found][0] ?? fallback;
}

export interface AuthService {
  readonly config: AuthConfig;
  readonly tokens: TokenService;
  readonly keys: KeyRing;
  readonly store: AuthStore;
  register(metadata: unknown): Promise<Record<string, unknown>>;
  authenticateClient(authorization: string | null | undefined, form: Form): Promise<ClientRecord>;
  /**
   * A claim of scopes. Without `grantId` (the claim endpoint, a confidential client authenticated
   * by its secret) it covers the client; with it (the consent page) only that grant. `note`: what
   * the person at the consent page wrote. A claim left pending is announced to the owner
   * (OWNER_WEBHOOK_URL); at most MAX_PENDING_CLAIMS of a client wait at once.
   */
  createClaim(client: ClientRecord, scopes: unknown, note?: ClaimNote, grantId?: string, signer?: ClaimSigner): Promise<ClaimRecord>;
  /**
   * The Web Bot Auth identity of a request that makes a claim, to be recorded with it: verified
   * only by a signature bound to this request (see the verifier's `bound`), else what its
   * Signature-Agent field said; undefined for an unsigned request. A signature that is wrong or
   * replayed by an agent that grants scopes throws InvalidToken.
   */
  claimSigner(request: { method: string; url: string; headers: Record<string, string | undefined> }): Promise<ClaimSigner | undefined>;
  readClaim(client: ClientRecord, id: string): Promise<ClaimRecord>;
  clientCredentialsGrant(client: ClientRecord, form: Form): Promise<Record<string, unknown>>;
  /** The authorization endpoint and the consent decision (./code-flow.ts). */
  readonly codeFlow: CodeFlow;
  /** Redeems an identity assertion (ID-JAG) by the RFC 7523 jwt-bearer or the RFC 8693 token-exchange grant. */
  assertionGrant(client: ClientRecord, form: Form, grant: typeof GRANT_JWT_BEARER | typeof GRANT_TOKEN_EXCHANGE): Promise<Record<string, unknown>>;
  /**
   * Receives a security event token (RFC 8935 push). Throws an AppError: an AssertionError (its
   * reason code) for a token that is not acceptable, INVALID_EVENT or EVENT_REPLAYED; the
   * registry (src/errors/registry.ts) gives each its RFC 8935 `err`.
   */
  receiveEvent(token: string): Promise<void>;
  revoke(client: ClientRecord, form: Form): Promise<void>;
  /** The principal of a bearer credential: an access token or an API key. Throws InvalidToken. */
  authenticateBearer(credential: string): Promise<Principal>;
  /**
   * Service authentication without a bearer credential: a client identity forwarded by a trusted
   * TLS-terminating proxy, or a Web Bot Auth signature. `identified` names a verified signer that
   * has no scopes (for rate limits and logs only); an invalid signature throws InvalidToken.
   */
  authenticateService(request: {
    peer?: string;
    method: string;
    url: string;
    headers: Record<string, string | undefined>;
  }): Promise<{ principal?: Principal; identified?: string }>;
  close(): Promise<void>;
}

/**
 * A redirect URI as registered: absolute, https (or http on a loopback host: 127.0.0.1, [::1] or
 * localhost, RFC 8252 §7.3), no fragment, no user info, no port 0, and written in its canonical
 * form (what the WHATWG URL parser serialises it to), so that what is stored is what is compared:
 * `http://2130706433/` (127.0.0.1 in another notation), an upper-case host, a default port or a
 * dot segment are refused with the form to register instead. Whitespace and control characters
 * are refused outright (the parser would drop some of them silently).
 */
export function checkRedirectUri(uri: string): void {
  const refuse = (why: string) => new OAuthError('invalid_redirect_uri', `${JSON.stringify(uri)}: ${why}`);
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) throw refuse('a redirect URI must not contain whitespace or control characters');
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw refuse('not an absolute URI');
  }
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  if (url.hash || uri.includes('#')) throw refuse('a redirect URI must not have a fragment');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw refuse('a redirect URI must use https, or http on a loopback address (127.0.0.1, [::1] or localhost)');
  }
  if (url.username || url.password) throw refuse('a redirect URI must not carry user information');
  if (url.port === '0') throw refuse('port 0 is not a port to redirect to');
  if (url.href !== uri) throw refuse(`not in canonical form: register ${url.href}`);
}

export function parseScopeParam(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const scopes = value.split(' ').filter(Boolean);
  if (!scopes.every((s) => SCOPE_TOKEN.test(s))) throw new OAuthError('invalid_scope', 'the scope parameter is malformed');
  return scopes;
}

/** How much of a Signature-Agent field a claim keeps (it is shown to the owner, as unverified). */
const SIGNER_FIELD_CHARS = 200;

export interface AuthHooks {
  /** The owner console's single-use link to a pending claim, carried by the owner's notification. */
  claimLink?(claim: ClaimRecord): Promise<string>;
  /** The owner's e-mail about a pending claim (SMTP_URL; src/owner/claim-mail.ts); never rejects. */
  claimEmail?(event: { claim: ClaimRecord; client: ClientRecord; console_url?: string }): Promise<unknown>;
}

export async function createAuthService(
  config: AuthConfig,
  store: AuthStore,
  now: () => number = () => Math.floor(Date.now() / 1000),
  hooks: AuthHooks = {},
): Promise<AuthService> {
  const keys = await openKeyRing(store, { signingKeyPem: config.signingKeyPem, tokenTtlSeconds: config.tokenTtlSeconds, now });
  const tokens = createTokenService({ issuer: config.issuer, audiences: config.resources, ttl: config.tokenTtlSeconds, keys, store, now });
  const basicRealm = { 'WWW-Authenticate': `Basic realm="${config.issuer}"` };
  const trust = createTrustStore(config.trustedIssuers);
  // Web Bot Auth. The signatures of agents that grant scopes are used once: recorded in the
  // durable store (shared by the processes on STATE_DIR, kept across restarts) until they
  // expire; the expired rows are purged at start-up and then at most once a minute from here.
  let signaturesPurgedAt = now();
  const signatures = config.signatureAgents.length
    ? createWebBotAuthVerifier({
        agents: config.signatureAgents,
        allowPrivateNetworks: config.signatureAgentsAllowPrivate,
        maxValidity: config.webBotAuthMaxValidity,
        replayCache: {
          async useAssertionId(issuer, id, expiresAt) {
            const t = now();
            if (t - signaturesPurgedAt >= 60) {
              signaturesPurgedAt = t;
              await store.purge(t);
            }
            return store.useAssertionId(issuer, id, expiresAt);
          },
        },
        now,
      })
    : undefined;

  /** Scope requested (or all granted) ∩ the client's granted scopes ∩ the assertion's scope. */
  async function assertionScopes(client: ClientRecord, form: Form, assertionScope: unknown): Promise<Scope[]> {
    const granted = await store.grantedScopes(client.client_id);
    const requested = parseScopeParam(form.get('scope'));
    if (requested?.some((s) => !isScope(s))) throw new OAuthError('invalid_scope', 'unknown scope requested');
    const fromAssertion = typeof assertionScope === 'string' ? assertionScope.split(' ').filter(Boolean) : undefined;
    const scopes = granted.filter((s) => (!requested || requested.includes(s)) && (!fromAssertion || fromAssertion.includes(s)));
    if (!scopes.length) throw new OAuthError('invalid_scope', 'no scope is both requested, granted to the client and allowed by the assertion');
    return scopes;
  }
  await store.purge(now());
  /**
   * Registration is open, so clients that never claimed a scope nor obtained a token are deleted
   * after CLIENT_UNUSED_TTL: at start-up and from register(), at most once a minute (no timer).
   */
  let clientsPurgedAt = now();
  await store.purgeUnusedClients(clientsPurgedAt - config.clientUnusedTtlSeconds);
  const purgeUnusedClients = async () => {
    const t = now();
    if (t - clientsPurgedAt < 60) return;
    clientsPurgedAt = t;
    await store.purgeUnusedClients(t - config.clientUnusedTtlSeconds);
  };

  const service: AuthService = {
    config,
    tokens,
    keys,
    store,
    get codeFlow() {
      return codeFlow;
    },

    async register(metadata) {
      const parsed = RegistrationRequest.safeParse(metadata);
      if (!parsed.success) throw new OAuthError('invalid_client_metadata', parsed.error.issues[0]!.message);
      const m = parsed.data;
      const method = m.token_endpoint_auth_method ?? 'client_secret_basic';
      const isPublic = method === 'none';
      const codeGrants = [GRANT_AUTHORIZATION_CODE, GRANT_REFRESH_TOKEN];
      const allowed = isPublic
        ? codeGrants
        : m.assertion_type
          ? [GRANT_CLIENT_CREDENTIALS, ...codeGrants, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE]
          : [GRANT_CLIENT_CREDENTIALS, ...codeGrants];
      const defaults = isPublic
        ? codeGrants
        : m.assertion_type
          ? [GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE]
          : [GRANT_CLIENT_CREDENTIALS];
      const grants = m.grant_types ?? defaults;
      if (!grants.every((g) => allowed.includes(g))) {
        throw new OAuthError('invalid_client_metadata', `grant_types may only contain ${allowed.join(', ')}`);
      }
      const usesCode = grants.includes(GRANT_AUTHORIZATION_CODE);
      const responseTypes = m.response_types ?? (usesCode ? ['code'] : []);
      if (!responseTypes.every((t) => t === 'code') || responseTypes.includes('code') !== usesCode) {
        throw new OAuthError('invalid_client_metadata', 'response_types is ["code"] with the authorization_code grant, else empty');
      }
      if (grants.includes(GRANT_REFRESH_TOKEN) && !usesCode) {
        throw new OAuthError('invalid_client_metadata', 'refresh_token goes with authorization_code (refresh tokens come from that grant only)');
      }
      const redirectUris = m.redirect_uris ?? [];
      redirectUris.forEach(checkRedirectUri);
      if (usesCode && !redirectUris.length) throw new OAuthError('invalid_redirect_uri', 'the authorization_code grant needs at least one redirect URI');
      const secret = randomBytes(32).toString('base64url');
      const client: ClientRecord = {
        client_id: newId('agt'),
        // A public client has no secret: the hash of one that is never shown, so that no secret matches.
        secret_hash: sha256(isPublic ? randomBytes(32).toString('base64url') : secret),
        client_name: m.client_name,
        redirect_uris: redirectUris,
        ...(m.assertion_type ? { assertion_type: m.assertion_type } : {}),
        grant_types: [...new Set(grants)],
        token_endpoint_auth_method: method,
        client_id_issued_at: now(),
      };
      await purgeUnusedClients();
      await store.insertClient(client);
      const { secret_hash: _h, revoked_at: _r, ...visible } = client;
      return { ...visible, ...(isPublic ? {} : { client_secret: secret, client_secret_expires_at: 0 }), response_types: responseTypes };
    },

    async authenticateClient(authorization, form) {
      const basic = authorization && /^basic\s+/i.test(authorization) ? authorization.replace(/^basic\s+/i, '') : undefined;
      const postId = form.get('client_id');
      const postSecret = form.get('client_secret');
      if (basic !== undefined && (postId !== undefined || postSecret !== undefined)) {
        throw new OAuthError('invalid_request', 'use one client authentication method, not both');
      }
      let id: string | undefined;
      let secret: string | undefined;
      if (basic !== undefined) {
        const decoded = decodeBasic(basic);
        if (!decoded) throw new OAuthError('invalid_client', 'malformed Basic credentials', basicRealm);
        ({ id, secret } = decoded);
      } else if (postId !== undefined && postSecret !== undefined) {
        id = postId;
        secret = postSecret;
      } else if (postId !== undefined) {
        // A public client (token_endpoint_auth_method none) names itself; PKCE and the refresh
        // token binding protect its grants. A confidential client must authenticate.
        const client = await store.getClient(postId);
        if (client?.token_endpoint_auth_method !== 'none' || client.revoked_at !== undefined) {
          throw new OAuthError('invalid_client', 'unknown client, revoked client, or a confidential client without its secret', basicRealm);
        }
        return client;
      } else {
        throw new OAuthError('invalid_client', 'client authentication is required (client_secret_basic or client_secret_post)', basicRealm);
      }
      const client = await store.getClient(id);
      // Hash even for an unknown client, so that timing does not tell which ids exist.
      const presented = sha256(secret);
      if (!client || !safeEqualHex(presented, client.secret_hash) || client.revoked_at !== undefined || client.token_endpoint_auth_method === 'none') {
        throw new OAuthError('invalid_client', 'unknown client, wrong secret, or revoked client', basicRealm);
      }
      return client;
    },

    async claimSigner({ method, url, headers }) {
      const said = headers['signature-agent'];
      if (said === undefined || headers.signature === undefined) return undefined;
      const unverifiedSigner = (reason: string): ClaimSigner => ({
        verified: false,
        agent: printable(said.slice(0, SIGNER_FIELD_CHARS)),
        reason: printable(reason.slice(0, SIGNER_FIELD_CHARS)),
      });
      if (!signatures) return unverifiedSigner('this site allows no key directory (SIGNATURE_AGENTS)');
      const result = await signatures.verify({ method, url, headers, bound: true });
      if (result.status === 'invalid') throw new InvalidToken(`the HTTP message signature is invalid: ${result.reason}`);
      if (result.status === 'verified') return { verified: true, name: result.agent.name, directory: result.directory, keyid: result.keyid };
      return unverifiedSigner(result.status === 'absent' ? 'no web-bot-auth signature' : result.reason);
    },

    async createClaim(client, scopes, note, grantId, signer) {
      // A public client's id is no secret: a claim in its name alone would cover whoever uses the id.
      if (grantId === undefined && client.token_endpoint_auth_method === 'none') {
        throw new OAuthError('unauthorized_client', 'a public client asks for private scopes at the authorization endpoint (consent page), not here');
      }
      const parsed = z
        .array(z.string(), { error: 'scopes must be an array of scope names' })
        .min(1, { error: 'scopes must not be empty' })
        .max(SCOPE_NAMES.length)
        .safeParse(scopes);
      if (!parsed.success) throw new OAuthError('invalid_request', parsed.error.issues[0]!.message);
      const unknown = parsed.data.filter((s) => !isScope(s));
      if (unknown.length) throw new OAuthError('invalid_scope', `unknown scope ${unknown.join(', ')}; the scopes are ${SCOPE_NAMES.join(', ')}`);
      const requested = [...new Set(parsed.data as Scope[])].sort();
      const granted = requested.filter((s) => config.autoGrant.includes(s));
      const pending = requested.filter((s) => !config.autoGrant.includes(s));
      if (pending.length && (await store.countPendingClaims(client.client_id)) >= MAX_PENDING_CLAIMS) {
        throw new OAuthError('temporarily_unavailable', `${MAX_PENDING_CLAIMS} claims of this client already wait for the owner: retry after the decision`);
      }
      const claim: ClaimRecord = {
        id: newId('clm'),
        client_id: client.client_id,
        requested,
        granted,
        pending,
        status: pending.length ? 'pending' : 'granted',
        nonce: randomBytes(16).toString('base64url'),
        created_at: now(),
        ...(note ? { note } : {}),
        covers: grantId === undefined ? 'client' : 'grant',
        ...(grantId !== undefined ? { grant_id: grantId } : {}),
        ...(signer ? { signer } : {}),
      };
      await store.insertClaim(claim);
      if (claim.status === 'pending') void announceClaim(config.webhook, client, { claim, client_name: client.client_name, issuer: config.issuer }, hooks);
      return claim;
    },

    async readClaim(client, id) {
      const claim = await store.getClaim(id);
      if (!claim || claim.client_id !== client.client_id) throw new OAuthError('invalid_request', 'no claim with this id for this client', {}, 404);
      return claim;
    },

    async clientCredentialsGrant(client, form) {
      const granted = await store.grantedScopes(client.client_id);
      const requested = parseScopeParam(form.get('scope'));
      let scopes: Scope[];
      if (requested === undefined) {
        // Documented default: everything the client has been granted.
        scopes = granted;
      } else {
        const unknown = requested.filter((s) => !isScope(s));
        if (unknown.length) throw new OAuthError('invalid_scope', `unknown scope ${unknown.join(', ')}`);
        // The granted part of the request (RFC 6749 §3.3; the answer's `scope` names it): MCP
        // clients ask for the resource's whole scopes_supported. Nothing granted: invalid_scope.
        scopes = [...new Set(requested as Scope[])].filter((s) => granted.includes(s)).sort();
        if (!scopes.length) throw new OAuthError('invalid_scope', `scope not granted to this client: ${requested.join(', ')}; claim it at the claim endpoint`);
      }
      if (!client.grant_types.includes(GRANT_CLIENT_CREDENTIALS))
        throw new OAuthError('unauthorized_client', 'this client was not registered for client_credentials');
      const audience = resolveResource(formValues(form, 'resource'), config.resources, config.issuer);
      const { token, expiresIn } = await tokens.issue({ clientId: client.client_id, sub: client.client_id, scopes, audience });
      return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' ') };
    },

    async assertionGrant(client, form, grant) {
      if (client.assertion_type !== ID_JAG_TYPE || !client.grant_types.includes(grant)) {
        throw new OAuthError('unauthorized_client', 'this client was not registered for identity assertions (assertion_type)');
      }
      // Token exchange names a bad subject token invalid_request (RFC 8693); jwt-bearer, invalid_grant (RFC 7523).
      const bad = grant === GRANT_TOKEN_EXCHANGE ? 'invalid_request' : 'invalid_grant';
      let assertion: string | undefined;
      if (grant === GRANT_JWT_BEARER) {
        assertion = form.get('assertion');
        if (assertion === undefined) throw new OAuthError('invalid_request', 'the assertion parameter is required');
      } else {
        assertion = form.get('subject_token');
        const type = form.get('subject_token_type');
        if (assertion === undefined || type === undefined) throw new OAuthError('invalid_request', 'subject_token and subject_token_type are required');
        if (type !== ID_JAG_TYPE) throw new OAuthError('invalid_request', `subject_token_type must be ${ID_JAG_TYPE}`);
        if ((form.get('actor_token') === undefined) !== (form.get('actor_token_type') === undefined)) {
          throw new OAuthError('invalid_request', 'actor_token and actor_token_type go together');
        }
        const requested = form.get('requested_token_type');
        if (requested !== undefined && requested !== ACCESS_TOKEN_TYPE) throw new OAuthError('invalid_request', `only ${ACCESS_TOKEN_TYPE} can be requested`);
      }
      let claims: Awaited<ReturnType<typeof trust.verify>>;
      try {
        claims = await trust.verify(assertion, {
          typ: 'oauth-id-jag+jwt',
          audience: config.issuer,
          required: ['iss', 'sub', 'aud', 'client_id', 'jti', 'exp', 'iat'],
          now: now(),
        });
      } catch (err) {
        if (err instanceof AssertionError) throw new OAuthError(bad, `the identity assertion is not acceptable: ${err.message}`);
        throw err;
      }
      if (claims.client_id !== client.client_id) throw new OAuthError(bad, 'the assertion was issued to another client');
      if (claims.cnf !== undefined) throw new OAuthError(bad, 'sender-constrained (cnf) assertions need DPoP, which is not supported');
      const resource = claims.resource;
      if (resource !== undefined) {
        const list = Array.isArray(resource) ? resource : [resource];
        if (!list.some((r) => typeof r === 'string' && r.replace(/\/$/, '') === config.issuer)) {
          throw new OAuthError('invalid_target', `the assertion is not for ${config.issuer}`);
        }
      }
      const audience = resolveResource(formValues(form, 'resource'), config.resources, config.issuer);
      // A security event cuts off everything issued for the subject until then, assertions included:
      // one minted before the event must not become a fresh token after it (same rule as tokens.verify).
      const subject = subjectKey(claims.iss!, String(claims.sub));
      const cutOff = await store.subjectRevokedAt(subject);
      if (cutOff !== undefined && (claims.iat ?? 0) <= cutOff) {
        throw new OAuthError(bad, "the identity provider revoked the subject's access after this assertion was issued");
      }
      // A scope claim, when present, is a space-separated string of scope tokens (RFC 8693 §4.2);
      // anything else is refused, never read as "no restriction".
      const scopeClaim = claims.scope;
      if (scopeClaim !== undefined && (typeof scopeClaim !== 'string' || !scopeClaim.split(' ').every((s) => s === '' || SCOPE_TOKEN.test(s)))) {
        throw new OAuthError(bad, 'the scope claim of the assertion must be a string of scope tokens');
      }
      const scopes = await assertionScopes(client, form, claims.scope);
      // Single use: an assertion id is accepted once, until it expires (kept across restarts).
      if (!(await store.useAssertionId(claims.iss!, String(claims.jti), (claims.exp ?? now()) + CLOCK_SKEW))) {
        throw new OAuthError(bad, 'this assertion was already used (jti replay)');
      }
      const { token, expiresIn } = await tokens.issue({ clientId: client.client_id, sub: subject, scopes, audience });
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope: scopes.join(' '),
        ...(grant === GRANT_TOKEN_EXCHANGE ? { issued_token_type: ACCESS_TOKEN_TYPE } : {}),
      };
    },

    async receiveEvent(token) {
      // A token that is not acceptable throws an AssertionError whose reason code (UNTRUSTED_ISSUER,
      // WRONG_AUDIENCE, BAD_SIGNATURE, …) has its RFC 8935 `err` in the registry.
      const claims = await trust.verify(token, { typ: 'secevent+jwt', audience: config.issuer, required: ['iss', 'aud', 'iat', 'jti', 'events'], now: now() });
      const events = claims.events;
      if (!events || typeof events !== 'object' || Array.isArray(events)) throw new AppError('INVALID_EVENT', 'events must be an object');
      // A bounded window: an older event is refused, so the replay store keeps each id only that long.
      const issuedAt = claims.iat!;
      if (issuedAt < now() - SET_MAX_AGE) {
        throw new AppError('EVENT_TOO_OLD', `the event was issued more than ${SET_MAX_AGE} seconds ago (iat); send a fresh one`);
      }
      if (!(await store.useAssertionId(`set:${claims.iss}`, String(claims.jti), issuedAt + SET_MAX_AGE + CLOCK_SKEW))) {
        throw new AppError('EVENT_REPLAYED', 'this event was already received (jti replay)');
      }
      for (const [uri, payload] of Object.entries(events as Record<string, unknown>)) {
        if (!REVOCATION_EVENTS.includes(uri)) continue; // unknown events are ignored
        const subject = ((payload as { subject?: unknown } | null)?.subject ?? claims.sub_id) as { format?: string; iss?: string; sub?: string } | undefined;
        const iss = subject?.iss ?? claims.iss!;
        const sub = subject?.sub ?? claims.sub;
        if (typeof sub !== 'string' || iss !== claims.iss) continue; // an issuer speaks only for its own subjects
        await store.revokeSubject(subjectKey(iss, sub), now());
      }
    },

    async revoke(client, form) {
      const token = form.get('token');
      if (token === undefined) throw new OAuthError('invalid_request', 'the token parameter is required');
      const hint = form.get('token_type_hint');
      if (hint !== undefined && hint !== 'access_token' && hint !== 'refresh_token') {
        throw new OAuthError('unsupported_token_type', 'only access and refresh tokens exist here');
      }
      if (token.split('.').length !== 3) {
        // A refresh token: its whole grant goes (RFC 7009 §2.1: the access tokens issued with it too).
        const refresh = await store.getRefreshToken(sha256(token));
        if (!refresh) return;
        if (refresh.client_id !== client.client_id) throw new OAuthError('invalid_request', 'this token was not issued to this client');
        await store.revokeGrant(refresh.grant_id, now());
        return;
      }
      const info = await tokens.inspect(token);
      // Unknown, invalid or expired tokens: nothing to do, and 200 (RFC 7009 §2.2).
      if (!info || info.exp < now()) return;
      if (info.client_id !== client.client_id) throw new OAuthError('invalid_request', 'this token was not issued to this client');
      await store.revokeToken(info.jti, info.client_id, info.exp + 60);
    },

    async authenticateBearer(credential) {
      const hash = sha256(credential);
      const key = config.apiKeys.find((k) => safeEqualHex(hash, k.sha256));
      if (key) return { kind: 'api_key', client_id: `key:${key.name}`, sub: `key:${key.name}`, scopes: key.scopes };
      if (credential.split('.').length !== 3) throw new InvalidToken('not an access token or API key');
      return tokens.verify(credential);
    },

    async authenticateService(request) {
      const { mtls } = config;
      const subject = request.headers[mtls.header];
      // The forwarded identity counts only from a configured proxy; from anyone else it is ignored.
      // Only the TCP peer itself can be the proxy: X-Forwarded-For (which the client writes) never counts here.
      if (subject !== undefined && mtls.isProxy(request.peer)) {
        const client = mtls.clients.find((c) => c.subject === subject);
        if (client) return { principal: { kind: 'mtls', client_id: `mtls:${client.name}`, sub: `mtls:${client.name}`, scopes: client.scopes } };
      }
      if (!signatures || request.headers.signature === undefined) return {};
      const result = await signatures.verify({ method: request.method, url: request.url, headers: request.headers });
      if (result.status === 'invalid') throw new InvalidToken(`the HTTP message signature is invalid: ${result.reason}`);
      if (result.status !== 'verified') return {}; // cannot be verified: treated as absent
      const { name, scopes } = result.agent;
      const id = `sig:${name}`;
      // With scopes the signature passed the strict profile (method and target covered, short
      // validity, used once) and authenticates. Without, it passed only the Web Bot Auth profile,
      // which a replay also passes: `identified` keys a rate limit and names the agent in logs,
      // and never grants access to data.
      return scopes.length ? { principal: { kind: 'signature', client_id: id, sub: id, scopes } } : { identified: id };
    },

    close: () => store.close(),
  };
  const codeFlow = createCodeFlow({
    config,
    store,
    tokens,
    keys,
    now,
    documents: createCimdResolver({ now, checkRedirectUri, allowPrivateHosts: config.cimdAllowPrivateHosts }),
    createClaim: (client, scopes, note, grantId) => service.createClaim(client, scopes, note, grantId),
  });
  return service;
}

/**
 * Tells the owner about a pending claim, by the webhook and by e-mail (each when configured), with
 * one console link shared by both when the console runs (it works once, whichever is opened); never rejects.
 */
async function announceClaim(webhook: AuthConfig['webhook'], client: ClientRecord, event: ClaimEvent, hooks: AuthHooks): Promise<void> {
  if (!webhook && !hooks.claimEmail) return;
  const console_url = await hooks.claimLink?.(event.claim).catch(() => undefined);
  const link = console_url ? { console_url } : {};
  await Promise.allSettled([webhook ? notifyOwner(webhook, { ...event, ...link }) : undefined, hooks.claimEmail?.({ claim: event.claim, client, ...link })]);
}
