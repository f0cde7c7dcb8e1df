/**
 * /auth.md: how an agent authenticates here, for agents (the auth.md convention: its H1 contains
 * "auth.md"). Generated from the same constants as the authorization server metadata.
 */
import { AS_METADATA_PATH, AUTH_ENDPOINTS, JWKS_PATH, PRM_PATH, wellKnownUrl } from '../auth/metadata.ts';
import { SCOPES } from '../auth/scopes.ts';
import { GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE, ID_JAG_TYPE, REVOCATION_EVENTS } from '../auth/grant-types.ts';
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { url } from '../catalogue/paths.ts';

/** The auth.md of a site with a Node server: one section after another, each written once below. */
export function authMarkdown(portfolio: Portfolio, urls: Urls): string {
  const name = portfolio.profile?.name ?? 'this portfolio';
  if (!urls.dynamic) return staticOnlyAuthMarkdown(portfolio, urls);
  // Every endpoint is the Node server's (the site's own origin, or API_ORIGIN); the issuer is its origin.
  const u = (p: string) => urls.api(p);
  return [
    patternsSection(name, u),
    discoverySection(urls, u),
    scopesSection(),
    clientCredentialStepsSection(urls, u),
    browserFlowSection(urls, u),
    securityEventsSection(urls, u),
  ].join('');
}

/** The title, what needs a token, and the four ways to authenticate. */
function patternsSection(name: string, u: (p: string) => string): string {
  return `# auth.md: ${name}'s portfolio API

> Public data needs no authentication. Private views (contact details, project architecture notes, skill evaluations, the full dossier) need an OAuth 2.0 access token with one scope each.

## Patterns

- **anonymous**: read the public API (${u(url('getProfile'))}, ${u(url('listProjects'))}, ${u(url('getSkills'))}, ${u(url('askQuestion'))}) with no credentials. Sending an invalid credential is an error, never ignored.
- **identity_assertion**: an agent acting for a person presents an identity assertion (ID-JAG, \`typ: oauth-id-jag+jwt\`) from an identity provider the owner trusts, and gets a token whose subject is that person.
- **authorization code** (MCP hosts, apps with a person at a browser): register with a redirect URI, send the person to the authorization endpoint, get a code, exchange it with PKCE; see below.
- **service_auth**: a trusted service uses a pre-shared agent key (\`Authorization: Bearer <key>\`) or signs its requests (HTTP Message Signatures, Web Bot Auth profile) with a key directory the owner allowed. A signature that should grant scopes must cover \`@method\`, \`@target-uri\` and \`signature-agent\`, be valid for at most 300 seconds by default (\`expires - created\`), and is accepted once (send a fresh \`nonce\` per request); a signature covering less only identifies the agent.

`;
}

/** Where the metadata and keys are, and the 401 that names them. */
function discoverySection(urls: Urls, u: (p: string) => string): string {
  return `## Discovery

- Protected resource metadata (RFC 9728): ${wellKnownUrl(PRM_PATH, urls.server)}
- Authorization server metadata (RFC 8414, with \`agent_auth\`): ${wellKnownUrl(AS_METADATA_PATH, urls.server)}
- Signing keys: ${u(JWKS_PATH)}
- OpenAPI: ${urls.abs(url('openapi'))}

A 401 names the metadata: \`WWW-Authenticate: Bearer resource_metadata="${wellKnownUrl(PRM_PATH, urls.server)}"\`.

`;
}

/** The scopes, and that each waits for the owner's approval unless configured otherwise. */
function scopesSection(): string {
  return `## Scopes

${Object.entries(SCOPES)
  .map(([scope, what]) => `- \`${scope}\`: ${what}`)
  .join('\n')}

Every scope opens private data, so by default none is granted when claimed: each claim waits for the owner's approval. An owner may configure scopes that are granted at once; the authorization server metadata lists them (\`agent_auth.auto_granted_scopes\`, and \`agent_auth.scopes_requiring_owner_approval\`).

`;
}

/** Register, claim, get a token (client credentials or an identity assertion), call, revoke. */
function clientCredentialStepsSection(urls: Urls, u: (p: string) => string): string {
  return `## 1. Register

\`\`\`http
POST ${u(AUTH_ENDPOINTS.identity)}
Content-Type: application/json

{"client_name": "My agent", "assertion_type": "${ID_JAG_TYPE}"}
\`\`\`

\`201\` with \`client_id\` and \`client_secret\` (shown once). Leave out \`assertion_type\` for a plain client-credentials agent.

## 2. Claim scopes

\`\`\`http
POST ${u(AUTH_ENDPOINTS.claim)}
Authorization: Basic base64(client_id:client_secret)
Content-Type: application/json

{"scopes": ["projects:read", "skills:read"]}
\`\`\`

The claim lists \`granted\` and \`pending\` scopes and a \`nonce\`; follow it at \`GET ${u(AUTH_ENDPOINTS.claim)}/{id}\`.

## 3. Get a token

Client credentials:

\`\`\`http
POST ${u(AUTH_ENDPOINTS.token)}
Authorization: Basic base64(client_id:client_secret)
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&scope=projects%3Aread
\`\`\`

With an identity assertion (either grant; each assertion is accepted once):

\`\`\`http
POST ${u(AUTH_ENDPOINTS.token)}
Authorization: Basic base64(client_id:client_secret)
Content-Type: application/x-www-form-urlencoded

grant_type=${encodeURIComponent(GRANT_JWT_BEARER)}&assertion=<ID-JAG>
\`\`\`

or \`grant_type=${encodeURIComponent(GRANT_TOKEN_EXCHANGE)}&subject_token=<ID-JAG>&subject_token_type=${encodeURIComponent(ID_JAG_TYPE)}\`. The assertion's \`aud\` is \`${urls.server}\` and its \`client_id\` your client id; the token's scope is the intersection of the request, the assertion and your granted scopes.

The answer is a JWT access token (RFC 9068) with \`expires_in\` seconds of validity.

## 4. Call

\`\`\`http
GET ${u(url('getDossier'))}
Authorization: Bearer <access_token>
\`\`\`

401 \`invalid_token\` for an invalid, expired or revoked token; 403 \`insufficient_scope\` names the scope needed. When that scope waits for the owner's approval of your claim, the message and the challenge's \`error_description\` say so (with the claim id): wait; asking the person to consent again only makes another claim. Once the owner approves, a token from before the approval gets 401 \`invalid_token\` ("refresh the token"): refresh it (or get a new one) and the scope is there.

## 5. Revoke

\`\`\`http
POST ${u(AUTH_ENDPOINTS.revoke)}
Authorization: Basic base64(client_id:client_secret)
Content-Type: application/x-www-form-urlencoded

token=<access_token>&token_type_hint=access_token
\`\`\`

Always \`200\`; a revoked token is refused at once.

`;
}

/** The authorization code flow with PKCE, for an app with a person at a browser. */
function browserFlowSection(urls: Urls, u: (p: string) => string): string {
  return `## With a person at a browser: authorization code and PKCE

1. Use the https URL of your Client ID Metadata Document as \`client_id\` (the metadata says \`client_id_metadata_document_supported: true\`): a JSON document, served as \`application/json\` from a public address without redirects, at most 5 KiB, whose \`client_id\` is that URL exactly, with \`client_name\`, \`redirect_uris\` (matched exactly) and \`"token_endpoint_auth_method": "none"\`. Or, as the fallback, register a public client (or a confidential one without \`"token_endpoint_auth_method": "none"\`):

\`\`\`http
POST ${u(AUTH_ENDPOINTS.identity)}
Content-Type: application/json

{"client_name": "My host", "redirect_uris": ["http://127.0.0.1/callback"], "grant_types": ["authorization_code", "refresh_token"], "token_endpoint_auth_method": "none"}
\`\`\`

2. Send the person to \`${u(AUTH_ENDPOINTS.authorize)}?response_type=code&client_id=…&redirect_uri=…&scope=skills%3Aread&state=…&code_challenge=…&code_challenge_method=S256\`, optionally with \`resource=${u(url('mcp'))}\` for a token valid at the MCP endpoint only (\`resource=${urls.server}\`, the default, is valid for the API and MCP). A loopback redirect URI (\`http://127.0.0.1\`, \`http://[::1]\` or \`http://localhost\`) may use any port; register redirect URIs in canonical form (\`https://host/path\`, no default port, no other IP notation). The consent page shows your registered name as not verified; the person may write who they are and why, which the owner reads.
3. The answer comes to your redirect URI with \`code\`, \`state\` and \`iss\` (\`${urls.server}\`), or \`error\` (\`access_denied\` when the person declines).
4. Exchange it within a minute, once: \`POST ${u(AUTH_ENDPOINTS.token)}\` with \`grant_type=authorization_code&code=…&redirect_uri=…&code_verifier=…&client_id=…\`. The token holds the scopes granted so far; the others wait for the owner.
5. Refresh with \`grant_type=refresh_token&refresh_token=…&client_id=…\`: the new token holds what the owner has approved meanwhile for this authorization (an approval covers the one authorization it was asked for: a new authorization asks again). Each refresh token is used once; use the new one you get. Presenting a used one revokes the grant.

`;
}

/** Security event tokens from identity providers. */
function securityEventsSection(urls: Urls, u: (p: string) => string): string {
  return `## For identity providers: security events

Push RFC 8417 security event tokens (\`Content-Type: application/secevent+jwt\`, \`aud\` = \`${urls.server}\`, \`iat\` within the last day) to ${u(AUTH_ENDPOINTS.events)}. These events cut the subject off at once: ${REVOCATION_EVENTS.map((e) => `\`${e}\``).join(', ')}. Answer: \`202\`, or \`400 {"err", "description"}\`.
`;
}

/** A static-only site without an API server (STATIC_ONLY, no API_ORIGIN): no authorization server, no private views. */
function staticOnlyAuthMarkdown(portfolio: Portfolio, urls: Urls): string {
  const files = [...(portfolio.profile ? [url('getProfile')] : []), url('listProjects'), url('getSkills')].map((p) => urls.resource(p));
  return `# auth.md: ${portfolio.profile?.name ?? 'this portfolio'}'s portfolio

> This copy of the site is served as files only: it has no authorization server, so there is nothing to authenticate to and no private view to read.

## What is here

- The public data as JSON files, read with no credentials: ${files.join(', ')}.
- The OpenAPI description of the full API: ${urls.abs(url('openapi'))}. Its queries, \`/v1/ask\`, the private views and MCP need the portfolio's Node server, which this deployment does not run.
`;
}
