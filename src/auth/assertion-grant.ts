/**
 * Identity assertion grants: an ID-JAG (an identity provider's assertion that a person uses this
 * client) redeemed by the RFC 7523 jwt-bearer or the RFC 8693 token-exchange grant. Each assertion
 * is accepted once; a security event about its subject cuts off what was asserted before it.
 */
import type { AuthContext } from './context.ts';
import { formValues, type Form } from './form.ts';
import { ACCESS_TOKEN_TYPE, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE, ID_JAG_TYPE, parseScopeParam, resolveResource, subjectKey } from './grant-types.ts';
import { OAuthError } from './oauth-error.ts';
import { isScope, SCOPE_TOKEN, type Scope } from './scopes.ts';
import type { ClientRecord } from './store.ts';
import { AssertionError, CLOCK_SKEW, type TrustStore } from './trust.ts';

type AssertionGrantType = typeof GRANT_JWT_BEARER | typeof GRANT_TOKEN_EXCHANGE;
type AssertionClaims = Awaited<ReturnType<TrustStore['verify']>>;

/** The assertion a request carries, with the grant's own parameters checked. */
function presentedAssertion(form: Form, grant: AssertionGrantType): string {
  if (grant === GRANT_JWT_BEARER) {
    const assertion = form.get('assertion');
    if (assertion === undefined) throw new OAuthError('invalid_request', 'the assertion parameter is required');
    return assertion;
  }
  const assertion = form.get('subject_token');
  const type = form.get('subject_token_type');
  if (assertion === undefined || type === undefined) throw new OAuthError('invalid_request', 'subject_token and subject_token_type are required');
  if (type !== ID_JAG_TYPE) throw new OAuthError('invalid_request', `subject_token_type must be ${ID_JAG_TYPE}`);
  if ((form.get('actor_token') === undefined) !== (form.get('actor_token_type') === undefined)) {
    throw new OAuthError('invalid_request', 'actor_token and actor_token_type go together');
  }
  const requested = form.get('requested_token_type');
  if (requested !== undefined && requested !== ACCESS_TOKEN_TYPE) throw new OAuthError('invalid_request', `only ${ACCESS_TOKEN_TYPE} can be requested`);
  return assertion;
}

/** What the verified claims must say beyond the signature: this client, no `cnf`, this issuer as resource, a well-formed scope. */
function checkClaims(claims: AssertionClaims, client: ClientRecord, issuer: string, bad: 'invalid_request' | 'invalid_grant'): void {
  if (claims.client_id !== client.client_id) throw new OAuthError(bad, 'the assertion was issued to another client');
  if (claims.cnf !== undefined) throw new OAuthError(bad, 'sender-constrained (cnf) assertions need DPoP, which is not supported');
  const resource = claims.resource;
  if (resource !== undefined) {
    const list = Array.isArray(resource) ? resource : [resource];
    if (!list.some((r) => typeof r === 'string' && r.replace(/\/$/, '') === issuer)) {
      throw new OAuthError('invalid_target', `the assertion is not for ${issuer}`);
    }
  }
  // A scope claim, when present, is a space-separated string of scope tokens (RFC 8693 §4.2);
  // anything else is refused, never read as "no restriction".
  const scopeClaim = claims.scope;
  if (scopeClaim !== undefined && (typeof scopeClaim !== 'string' || !scopeClaim.split(' ').every((s) => s === '' || SCOPE_TOKEN.test(s)))) {
    throw new OAuthError(bad, 'the scope claim of the assertion must be a string of scope tokens');
  }
}

export function createAssertionGrant({ config, store, tokens, now }: AuthContext, trust: TrustStore) {
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

  async function verify(assertion: string, bad: 'invalid_request' | 'invalid_grant'): Promise<AssertionClaims> {
    try {
      return await trust.verify(assertion, {
        typ: 'oauth-id-jag+jwt',
        audience: config.issuer,
        required: ['iss', 'sub', 'aud', 'client_id', 'jti', 'exp', 'iat'],
        now: now(),
      });
    } catch (err) {
      if (err instanceof AssertionError) throw new OAuthError(bad, `the identity assertion is not acceptable: ${err.message}`);
      throw err;
    }
  }

  return async function assertionGrant(client: ClientRecord, form: Form, grant: AssertionGrantType): Promise<Record<string, unknown>> {
    if (client.assertion_type !== ID_JAG_TYPE || !client.grant_types.includes(grant)) {
      throw new OAuthError('unauthorized_client', 'this client was not registered for identity assertions (assertion_type)');
    }
    // Token exchange names a bad subject token invalid_request (RFC 8693); jwt-bearer, invalid_grant (RFC 7523).
    const bad = grant === GRANT_TOKEN_EXCHANGE ? 'invalid_request' : 'invalid_grant';
    const claims = await verify(presentedAssertion(form, grant), bad);
    checkClaims(claims, client, config.issuer, bad);
    const audience = resolveResource(formValues(form, 'resource'), config.resources, config.issuer);
    // A security event cuts off everything issued for the subject until then, assertions included:
    // one minted before the event must not become a fresh token after it (same rule as tokens.verify).
    const subject = subjectKey(claims.iss!, String(claims.sub));
    const cutOff = await store.subjectRevokedAt(subject);
    if (cutOff !== undefined && (claims.iat ?? 0) <= cutOff) {
      throw new OAuthError(bad, "the identity provider revoked the subject's access after this assertion was issued");
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
  };
}
