/**
 * The discovery documents of the authorization server and the protected resource: RFC 8414
 * authorization server metadata (with the `agent_auth` block) and RFC 9728 protected resource
 * metadata. Issuer = resource = the site origin, one string everywhere.
 */
import type { Urls } from '../core/urls.ts';
import { MCP_PATH } from '../mcp/paths.ts';
import {
  AUTH_METHODS,
  GRANT_AUTHORIZATION_CODE,
  GRANT_CLIENT_CREDENTIALS,
  GRANT_JWT_BEARER,
  GRANT_REFRESH_TOKEN,
  GRANT_TOKEN_EXCHANGE,
  ID_JAG_PROFILE,
  ID_JAG_TYPE,
  REVOCATION_EVENTS,
} from './service.ts';
import { SCOPE_NAMES, type Scope } from './scopes.ts';

export const PRM_PATH = '/.well-known/oauth-protected-resource';
/** The RFC 9728 metadata of the MCP endpoint as a resource of its own. */
export const MCP_PRM_PATH = `${PRM_PATH}${MCP_PATH}`;
export const AS_METADATA_PATH = '/.well-known/oauth-authorization-server';
export const JWKS_PATH = '/.well-known/jwks.json';

export const AUTH_ENDPOINTS = {
  /** The authorization endpoint (code flow with PKCE) and its consent page. */
  authorize: '/v1/auth/authorize',
  token: '/v1/auth/token',
  revoke: '/v1/auth/revoke',
  identity: '/v1/auth/identity',
  claim: '/v1/auth/claim',
  events: '/v1/auth/events',
} as const;

export const AUTH_MD_PATH = '/auth.md';

/**
 * `resource`: the site (the issuer: API and MCP), or the MCP endpoint alone, whose metadata is at
 * PRM_PATH + MCP_PATH (RFC 9728 §3.1: the path inserted after the well-known prefix).
 */
export function protectedResourceMetadata(issuer: string, urls: Urls, resource: string = issuer) {
  return {
    resource,
    authorization_servers: [issuer],
    // No jwks_uri: in RFC 9728 it would be the resource's own keys, and it signs nothing.
    scopes_supported: SCOPE_NAMES,
    bearer_methods_supported: ['header'],
    resource_name: resource === issuer ? 'Portfolio API' : 'Portfolio MCP server',
    resource_documentation: urls.abs('/api'),
  };
}

/** `autoGrant`: the scopes this server grants on a claim without the owner (AUTO_GRANT_SCOPES; none by default). */
/** `resources`: the RFC 8707 resources tokens may be asked for (the origin, and the MCP endpoint). */
export function authorizationServerMetadata(issuer: string, urls: Urls, autoGrant: readonly Scope[] = [], resources: readonly string[] = [issuer]) {
  return {
    issuer,
    authorization_endpoint: urls.abs(AUTH_ENDPOINTS.authorize),
    token_endpoint: urls.abs(AUTH_ENDPOINTS.token),
    jwks_uri: urls.abs(JWKS_PATH),
    registration_endpoint: urls.abs(AUTH_ENDPOINTS.identity),
    revocation_endpoint: urls.abs(AUTH_ENDPOINTS.revoke),
    scopes_supported: SCOPE_NAMES,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    code_challenge_methods_supported: ['S256'],
    // RFC 9207: the authorization response carries `iss`.
    authorization_response_iss_parameter_supported: true,
    grant_types_supported: [GRANT_AUTHORIZATION_CODE, GRANT_REFRESH_TOKEN, GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE],
    authorization_grant_profiles_supported: [ID_JAG_PROFILE],
    token_endpoint_auth_methods_supported: [...AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...AUTH_METHODS],
    service_documentation: urls.abs('/api'),
    protected_resources: resources,
    agent_auth: {
      skill: urls.abs(AUTH_MD_PATH),
      identity_endpoint: urls.abs(AUTH_ENDPOINTS.identity),
      claim_endpoint: urls.abs(AUTH_ENDPOINTS.claim),
      events_endpoint: urls.abs(AUTH_ENDPOINTS.events),
      identity_types_supported: ['anonymous', 'identity_assertion', 'service_auth'],
      identity_assertion: { assertion_types_supported: [ID_JAG_TYPE] },
      events_supported: REVOCATION_EVENTS,
      auto_granted_scopes: [...autoGrant],
      scopes_requiring_owner_approval: SCOPE_NAMES.filter((s) => !autoGrant.includes(s)),
    },
  };
}

/** `WWW-Authenticate: Bearer …` for a 401/403 of a protected resource (RFC 6750, RFC 9728). */
export function bearerChallenge(urls: Urls, params: { error?: string; description?: string; scope?: string } = {}): string {
  const parts = [
    params.error ? `error="${params.error}"` : undefined,
    params.description ? `error_description="${params.description.replace(/["\\]/g, "'")}"` : undefined,
    params.scope ? `scope="${params.scope}"` : undefined,
    `resource_metadata="${urls.abs(PRM_PATH)}"`,
  ].filter(Boolean);
  return `Bearer ${parts.join(', ')}`;
}
