/**
 * The authorization code grant with PKCE (OAuth 2.1 style, RFC 6749 §4.1, RFC 7636 S256 only),
 * the consent step in front of it, and refresh tokens with rotation and reuse detection.
 *
 * - The authorization endpoint (./authorization-endpoint.ts) checks the request and shows the
 *   consent page; the decision (./consent-decision.ts) makes the grant, its claim and the code;
 *   what they share, the signed consent request, is ./consent-request.ts.
 * - The code is single use and lives a minute; a second redemption revokes the grant (every token
 *   issued from it).
 * - Refresh: every refresh token is used once and replaced; presenting a used one revokes the
 *   grant. A refresh gives the scopes asked for at consent that are granted now, so the scopes
 *   the owner approves later arrive with the next refresh.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createAuthorize } from './authorization-endpoint.ts';
import { createDecide } from './consent-decision.ts';
import type { AuthorizeOutcome, CodeFlowDeps } from './consent-request.ts';
import { sha256hex } from './context.ts';
import { type Form, formValues } from './form.ts';
import { GRANT_AUTHORIZATION_CODE, GRANT_REFRESH_TOKEN, namedResources, parseScopeParam } from './grant-types.ts';
import { OAuthError } from './oauth-error.ts';
import type { Scope } from './scopes.ts';
import type { ClientRecord, RefreshTokenRecord } from './store.ts';

export { type AuthorizeOutcome, CONSENT_TTL, type ConsentView } from './consent-request.ts';

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export interface CodeFlow {
  /** GET of the authorization endpoint: the query of the authorization request. */
  authorize(query: URLSearchParams): Promise<AuthorizeOutcome>;
  /** POST of the consent form: `cookie(name)` reads a cookie of the request, `origin` is the Origin header. */
  decide(form: Form, cookie: (name: string) => string | undefined, origin: string | undefined): Promise<AuthorizeOutcome>;
  authorizationCodeGrant(client: ClientRecord, form: Form): Promise<Record<string, unknown>>;
  refreshTokenGrant(client: ClientRecord, form: Form): Promise<Record<string, unknown>>;
}

/** What a token request of this flow redeems: the grant, its scope ceiling and the resource it was authorized for. */
interface Redeemed {
  grantId: string;
  ceiling: Scope[];
  grantResource: string;
}

export function createCodeFlow(deps: CodeFlowDeps): CodeFlow {
  const { config, store, tokens, now } = deps;
  const issuer = config.issuer;

  /** Issues an access token of the grant, and a refresh token that replaces `previous` (or starts the grant). */
  async function issue(client: ClientRecord, redeemed: Redeemed, audience: string, requested: Scope[] | undefined, previous?: string) {
    const { grantId, ceiling, grantResource } = redeemed;
    // The owner's approval of this grant's claim counts here, never another grant's.
    const granted = await store.grantedScopes(client.client_id, grantId);
    const scopes = (requested ?? ceiling).filter((s) => granted.includes(s)).sort();
    const refresh = randomBytes(32).toString('base64url');
    const t = now();
    const record: RefreshTokenRecord = {
      token_hash: sha256hex(refresh),
      grant_id: grantId,
      client_id: client.client_id,
      scopes: ceiling,
      resource: grantResource,
      created_at: t,
      expires_at: t + config.refreshTokenTtlSeconds,
    };
    if (previous === undefined) await store.insertRefreshToken(record);
    else {
      const rotated = await store.rotateRefreshToken(previous, record, t);
      if (rotated.status !== 'rotated') {
        // Reuse: somebody else may hold the token. The whole grant goes (RFC 9700 §4.14.2).
        if (rotated.status === 'reused') await store.revokeGrant(rotated.previous.grant_id, t);
        throw new OAuthError('invalid_grant', 'this refresh token was already used: the grant is revoked');
      }
    }
    const { token, expiresIn } = await tokens.issue({ clientId: client.client_id, sub: client.client_id, scopes, audience, grantId });
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' '), refresh_token: refresh };
  }

  /** RFC 8707 at the token endpoint: a resource may narrow the authorized one (site → MCP), never widen it. */
  function tokenResource(form: Form, authorized: string): string {
    const values = formValues(form, 'resource');
    if (!values.length) return authorized;
    const found = namedResources(values, config.resources);
    if (!found || found.length > 1) throw new OAuthError('invalid_target', `the resources here are ${config.resources.join(' and ')}; ask for one`);
    const wanted = found[0]!;
    if (wanted !== authorized && authorized !== issuer) throw new OAuthError('invalid_target', `this grant is for ${authorized} only`);
    return wanted;
  }

  return {
    authorize: createAuthorize(deps),
    decide: createDecide(deps),

    async authorizationCodeGrant(client, form) {
      if (!client.grant_types.includes(GRANT_AUTHORIZATION_CODE))
        throw new OAuthError('unauthorized_client', 'this client was not registered for authorization_code');
      const code = form.get('code');
      const redirectUri = form.get('redirect_uri');
      const verifier = form.get('code_verifier');
      if (code === undefined) throw new OAuthError('invalid_request', 'the code parameter is required');
      if (redirectUri === undefined) throw new OAuthError('invalid_request', 'the redirect_uri parameter is required');
      if (verifier === undefined) throw new OAuthError('invalid_request', 'the code_verifier parameter is required (PKCE)');
      if (!VERIFIER.test(verifier)) throw new OAuthError('invalid_request', 'code_verifier must be 43 to 128 unreserved characters');
      const t = now();
      const record = await store.useAuthorizationCode(sha256hex(code), t);
      if (!record) throw new OAuthError('invalid_grant', 'unknown or expired authorization code');
      if (record.used_at !== undefined) {
        // RFC 6749 §4.1.2: a code used twice revokes what was issued from it.
        await store.revokeGrant(record.grant_id, t);
        throw new OAuthError('invalid_grant', 'this authorization code was already used: the tokens issued from it are revoked');
      }
      if (record.client_id !== client.client_id) throw new OAuthError('invalid_grant', 'this authorization code was issued to another client');
      if (record.expires_at < t) throw new OAuthError('invalid_grant', 'the authorization code has expired');
      if (record.redirect_uri !== redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri differs from the one of the authorization request');
      if (s256(verifier) !== record.code_challenge) throw new OAuthError('invalid_grant', 'the code_verifier does not match the code_challenge');
      const redeemed = { grantId: record.grant_id, ceiling: record.scopes, grantResource: record.resource };
      return issue(client, redeemed, tokenResource(form, record.resource), undefined);
    },

    async refreshTokenGrant(client, form) {
      if (!client.grant_types.includes(GRANT_REFRESH_TOKEN)) throw new OAuthError('unauthorized_client', 'this client was not registered for refresh_token');
      const token = form.get('refresh_token');
      if (token === undefined) throw new OAuthError('invalid_request', 'the refresh_token parameter is required');
      const hash = sha256hex(token);
      const record = await store.getRefreshToken(hash);
      const t = now();
      if (!record || record.expires_at < t) throw new OAuthError('invalid_grant', 'unknown or expired refresh token');
      if (record.client_id !== client.client_id) throw new OAuthError('invalid_grant', 'this refresh token was issued to another client');
      const grant = await store.getGrant(record.grant_id);
      if (!grant || grant.revoked_at !== undefined) throw new OAuthError('invalid_grant', 'the grant of this refresh token was revoked');
      // A security event about the subject cuts the grant off, like its access tokens.
      const cutOff = await store.subjectRevokedAt(client.client_id);
      if (cutOff !== undefined && grant.created_at <= cutOff) {
        await store.revokeGrant(grant.id, t);
        throw new OAuthError('invalid_grant', 'access was revoked after this grant was made');
      }
      // RFC 6749 §6: a refresh may narrow the scope, never widen it beyond what was authorized.
      const asked = parseScopeParam(form.get('scope'));
      const beyond = asked?.filter((s) => !record.scopes.includes(s as Scope)) ?? [];
      if (beyond.length) throw new OAuthError('invalid_scope', `beyond what was authorized: ${beyond.join(', ')}`);
      const redeemed = { grantId: record.grant_id, ceiling: record.scopes, grantResource: record.resource };
      return issue(client, redeemed, tokenResource(form, record.resource), asked as Scope[] | undefined, hash);
    },
  };
}
