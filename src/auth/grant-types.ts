/**
 * The grant types, token types and security events this authorization server knows, and the
 * request parameters more than one grant reads (`scope`, RFC 6749 §3.3; `resource`, RFC 8707).
 */
import { OAuthError } from './oauth-error.ts';
import { SCOPE_TOKEN } from './scopes.ts';

export { AUTH_METHODS, ID_JAG_TYPE } from './schema.ts';

export const GRANT_AUTHORIZATION_CODE = 'authorization_code';
export const GRANT_REFRESH_TOKEN = 'refresh_token';
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

/**
 * RFC 8707: the accepted resources (the site origin, with or without its trailing slash, or the MCP
 * endpoint) that the `resource` values name, each once; undefined when a value names none of them.
 */
export function namedResources(values: readonly string[], resources: readonly string[]): string[] | undefined {
  const found = new Set<string>();
  for (const r of values) {
    const match = resources.find((accepted) => r === accepted || r === `${accepted}/`);
    if (!match) return undefined;
    found.add(match);
  }
  return [...found];
}

/**
 * RFC 8707: the audience of the token asked for. Every `resource` given must be an accepted one
 * and they must agree (one audience per token); none: `fallback` (the issuer, or what the
 * authorization was for).
 */
export function resolveResource(values: string[], resources: readonly string[], fallback: string): string {
  const found = namedResources(values, resources);
  if (!found) throw new OAuthError('invalid_target', `the resources here are ${resources.join(' and ')}`);
  if (found.length > 1) throw new OAuthError('invalid_target', 'one token is for one resource: ask for one');
  return found[0] ?? fallback;
}

/** The `scope` parameter as a list of scope tokens (undefined when absent); malformed: invalid_scope. */
export function parseScopeParam(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const scopes = value.split(' ').filter(Boolean);
  if (!scopes.every((s) => SCOPE_TOKEN.test(s))) throw new OAuthError('invalid_scope', 'the scope parameter is malformed');
  return scopes;
}
