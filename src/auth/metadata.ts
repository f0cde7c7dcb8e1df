/**
 * The discovery documents of the authorization server and the protected resource: RFC 8414
 * authorization server metadata (with the `agent_auth` block) and RFC 9728 protected resource
 * metadata. Issuer = resource = the Node server's origin (`urls.server`: the site's, or API_ORIGIN
 * for a static-only site with its API elsewhere), one string everywhere; the endpoints are there.
 */
import type { Urls } from '../core/urls.ts';
import { MCP_PATH } from '../catalogue/mcp.ts';
import { OPERATIONS, PAGES, url } from '../catalogue/paths.ts';
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
} from './grant-types.ts';
import { SCOPE_NAMES, type Scope } from './scopes.ts';

export const PRM_PATH = OPERATIONS.getProtectedResourceMetadata.path;
/** The RFC 9728 metadata of the MCP endpoint as a resource of its own. */
export const MCP_PRM_PATH = OPERATIONS.getMcpProtectedResourceMetadata.path;
export const AS_METADATA_PATH = OPERATIONS.getAuthorizationServerMetadata.path;
export const JWKS_PATH = OPERATIONS.getJwks.path;

export const AUTH_ENDPOINTS = {
  /** The authorization endpoint (code flow with PKCE) and its consent page. */
  authorize: OPERATIONS.authorize.path,
  token: OPERATIONS.requestToken.path,
  revoke: OPERATIONS.revokeToken.path,
  identity: OPERATIONS.registerAgent.path,
  claim: OPERATIONS.createClaim.path,
  events: OPERATIONS.receiveSecurityEvent.path,
} as const;

export const AUTH_MD_PATH = PAGES.authMd.path;

/**
 * Where a client looks for the metadata of an identifier (RFC 8414 §3.1, RFC 9728 §3.1): the
 * well-known path at the root of its origin, then the identifier's path, if any.
 * `wellKnownUrl(PRM_PATH, 'https://ada.dev/portfolio/mcp')` -> `https://ada.dev/.well-known/oauth-protected-resource/portfolio/mcp`.
 */
export function wellKnownUrl(prefix: string, identifier: string): string {
  const url = new URL(identifier);
  return `${url.origin}${prefix}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The metadata documents at the root of the Node server's origin, by path, each with the path the
 * router answers it at: for a site under a folder, these are outside it (the router's copies
 * under the folder stay). Without a folder, each is the router's own path.
 */
export function originMetadataPaths(urls: Urls): Map<string, string> {
  return new Map([
    [new URL(wellKnownUrl(AS_METADATA_PATH, urls.server)).pathname, AS_METADATA_PATH],
    [new URL(wellKnownUrl(PRM_PATH, urls.server)).pathname, PRM_PATH],
    [new URL(wellKnownUrl(PRM_PATH, urls.api(MCP_PATH))).pathname, MCP_PRM_PATH],
  ]);
}

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
    resource_documentation: urls.abs(url('apiDocs')),
  };
}

/** `autoGrant`: the scopes this server grants on a claim without the owner (AUTO_GRANT_SCOPES; none by default). */
/** `resources`: the RFC 8707 resources tokens may be asked for (the origin, and the MCP endpoint). */
export function authorizationServerMetadata(issuer: string, urls: Urls, autoGrant: readonly Scope[] = [], resources: readonly string[] = [issuer]) {
  return {
    issuer,
    authorization_endpoint: urls.api(AUTH_ENDPOINTS.authorize),
    token_endpoint: urls.api(AUTH_ENDPOINTS.token),
    jwks_uri: urls.api(JWKS_PATH),
    registration_endpoint: urls.api(AUTH_ENDPOINTS.identity),
    revocation_endpoint: urls.api(AUTH_ENDPOINTS.revoke),
    scopes_supported: SCOPE_NAMES,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    code_challenge_methods_supported: ['S256'],
    // RFC 9207: the authorization response carries `iss`.
    authorization_response_iss_parameter_supported: true,
    // draft-ietf-oauth-client-id-metadata-document: an https client_id URL names its metadata document.
    client_id_metadata_document_supported: true,
    grant_types_supported: [GRANT_AUTHORIZATION_CODE, GRANT_REFRESH_TOKEN, GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE],
    authorization_grant_profiles_supported: [ID_JAG_PROFILE],
    token_endpoint_auth_methods_supported: [...AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...AUTH_METHODS],
    service_documentation: urls.abs(url('apiDocs')),
    protected_resources: resources,
    agent_auth: {
      skill: urls.abs(AUTH_MD_PATH),
      identity_endpoint: urls.api(AUTH_ENDPOINTS.identity),
      claim_endpoint: urls.api(AUTH_ENDPOINTS.claim),
      events_endpoint: urls.api(AUTH_ENDPOINTS.events),
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
    `resource_metadata="${wellKnownUrl(PRM_PATH, urls.server)}"`,
  ].filter(Boolean);
  return `Bearer ${parts.join(', ')}`;
}
