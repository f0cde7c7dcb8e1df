/** Request and response shapes of the authorization endpoints, for validation and the OpenAPI document. */
import { z } from 'zod';
import { hasInvisible } from './printable.ts';
import { SCOPE_NAMES, type Scope } from './scopes.ts';

/** The identity assertion type of ID-JAG (draft-ietf-oauth-identity-assertion-authz-grant). */
export const ID_JAG_TYPE = 'urn:ietf:params:oauth:token-type:id-jag';
/** Client authentication at the token endpoint (RFC 6749 §2.3.1). */
export const AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'none'] as const;
/** The length limits of what the person at the consent page writes (who they are, why they ask). */
export const NOTE_LIMITS = { who: 200, why: 1000 } as const;
/** The length limit of a client's registered name. */
export const CLIENT_NAME_MAX = 200;

const ScopeName = z.enum(SCOPE_NAMES as [Scope, ...Scope[]]);

/**
 * RFC 7591 client metadata, as registration validates it and as the documentation shows it; the
 * rules that need their own OAuth error (redirect URIs: invalid_redirect_uri) or depend on other
 * members (grant types by assertion type) are checked by the service.
 */
export const RegistrationRequest = z
  .looseObject({
    client_name: z
      .string({ error: 'client_name must be a string' })
      .trim()
      .min(1, { error: 'client_name is required' })
      .max(CLIENT_NAME_MAX, { error: `client_name is too long: at most ${CLIENT_NAME_MAX} characters` })
      // Shown to the owner in a terminal (npm run agents -- list) and on the consent page: no escape
      // sequences, no bidi tricks, nothing invisible (zero-width characters make look-alike names).
      .refine((name) => !hasInvisible(name), {
        error: 'client_name must not contain control, bidirectional, zero-width or other invisible characters',
      })
      .describe(`A human-readable name of the agent: at most ${CLIENT_NAME_MAX} characters, none of them control or invisible.`),
    assertion_type: z
      .literal(ID_JAG_TYPE, { error: `assertion_type must be ${ID_JAG_TYPE}` })
      .optional()
      .describe('Only for agents that will present identity assertions (ID-JAG).'),
    redirect_uris: z
      .array(z.string().meta({ format: 'uri' }), { error: 'redirect_uris must be an array of URIs' })
      .max(10)
      .optional()
      .describe('https, or http on a loopback address; no fragment.'),
    token_endpoint_auth_method: z
      .enum(AUTH_METHODS, { error: `token_endpoint_auth_method must be one of ${AUTH_METHODS.join(', ')}` })
      .optional()
      .describe(
        'How the client authenticates at the token endpoint: with its secret (client_secret_basic, the default, or client_secret_post), or none for a public client that uses PKCE.',
      ),
    grant_types: z
      .array(z.string())
      .max(10)
      .optional()
      .describe(
        'client_credentials, authorization_code and refresh_token; with assertion_type also the jwt-bearer and token-exchange grants. Public clients (token_endpoint_auth_method none) use authorization_code and refresh_token only.',
      ),
    response_types: z.array(z.string()).max(5).optional().describe('code, or nothing.'),
  })
  .meta({ id: 'RegistrationRequest', description: 'RFC 7591 client metadata; unknown members are ignored.' });

export const RegistrationResponse = z
  .object({
    client_id: z.string().describe('The client identifier to send with every request.'),
    client_secret: z.string().optional().describe('Shown once; only its hash is stored. None for a public client (token_endpoint_auth_method none).'),
    client_id_issued_at: z.int().describe('When the client was registered, in seconds since the epoch.'),
    client_secret_expires_at: z.literal(0).optional().describe('0: the secret does not expire.'),
    client_name: z.string().describe('The name given at registration, shown to the person and the owner as not verified.'),
    redirect_uris: z.array(z.string()).describe('The registered redirect URIs, in canonical form.'),
    assertion_type: z.string().optional().describe('The identity assertion type the client may exchange (ID-JAG), when registered with one.'),
    grant_types: z.array(z.string()).describe('The grants the client may use.'),
    response_types: z.array(z.string()).describe('`code` for clients of the authorization code flow, else empty.'),
    token_endpoint_auth_method: z.string().describe('How the client authenticates at the token endpoint (`none` for a public client).'),
  })
  .meta({ id: 'RegistrationResponse', description: 'RFC 7591 registration response.' });

/** The life of a claim: granted at once by configuration, or pending until the owner approves or denies it. */
export const ClaimStatus = z.enum(['granted', 'pending', 'approved', 'denied']);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

export const ClaimRequest = z
  .union([
    z.strictObject({ scopes: z.array(ScopeName).min(1).describe('The scopes the agent asks for.') }),
    z.strictObject({ scope: z.string().min(1).describe('The scopes the agent asks for, space-separated (RFC 6749 §3.3).') }),
  ])
  .meta({
    id: 'ClaimRequest',
    description: 'Either `scopes` (an array) or `scope` (space-separated), as JSON or application/x-www-form-urlencoded (`scope`, or `scopes` repeated).',
  });

export const Claim = z
  .object({
    id: z.string().describe('The claim id: the owner approves or denies it by this id.'),
    client_id: z.string().describe('The client that made the claim.'),
    requested: z.array(ScopeName).describe('Every scope asked for.'),
    granted: z.array(ScopeName).describe('Usable now in a token request.'),
    pending: z.array(ScopeName).describe("Waiting for the owner's decision."),
    status: ClaimStatus.describe('granted (by configuration), pending (waiting for the owner), approved or denied.'),
    nonce: z.string().describe('Confirmation nonce: quote it when asking the owner to decide.'),
    created_at: z.int().describe('When the claim was made, in seconds since the epoch.'),
    decided_at: z.int().optional().describe('When the owner decided, in seconds since the epoch.'),
    note: z
      .object({ who: z.string().describe('Who the person said they are.'), why: z.string().describe('Why they said they ask.') })
      .optional()
      .describe('What the person at the consent page wrote: who they are and why they ask (not verified).'),
    covers: z
      .enum(['client', 'grant'])
      .describe(
        "What the scopes cover: `client`, every token of the client (a confidential client's claim, or the owner trusts the client for everyone); `grant`, only the authorization it was made for at the consent page.",
      ),
    message: z.string().describe('What the status means, in words (pending scopes wait for the owner).'),
  })
  .meta({ id: 'Claim', description: 'A scope claim and its status.' });

export const TokenResponse = z
  .object({
    access_token: z.string().describe('A JWT (RFC 9068).'),
    token_type: z.literal('Bearer').describe('Always Bearer.'),
    expires_in: z.int().describe('Seconds until the access token expires.'),
    scope: z.string().describe('The scopes the token carries, space-separated (pending ones are not in it until the owner approves).'),
    refresh_token: z.string().optional().describe('Authorization-code grants only: rotated on every use; a reused one revokes the grant.'),
  })
  .meta({ id: 'TokenResponse', description: 'RFC 6749 §5.1 access token response.' });

export const RevocationResponse = z.object({}).meta({ id: 'RevocationResponse', description: 'Empty: the token is revoked, or was unknown.' });

export const OAuthErrorBody = z
  .object({
    error: z.string().describe('The RFC 6749 / RFC 7591 error code.'),
    error_description: z.string().optional().describe('What went wrong, in words.'),
    type: z.url().describe('Absolute URL of the problem type (RFC 9457), an anchor of the error documentation page.'),
    title: z.string().describe('Short summary of the problem type.'),
    status: z.int().describe('The HTTP status code.'),
    detail: z.string().describe('What went wrong with this request, in words.'),
  })
  .meta({ id: 'OAuthError', description: 'RFC 6749 error JSON with the RFC 9457 members alongside.' });

export const SetErrorBody = z
  .object({
    err: z.enum(['invalid_request', 'invalid_key', 'invalid_issuer', 'invalid_audience', 'authentication_failed']).describe('The RFC 8935 error code.'),
    description: z.string().describe('What went wrong, in words.'),
  })
  .meta({ id: 'SetError', description: 'RFC 8935 error of the events endpoint.' });

const ACCESS_TOKEN_TYPE_URN = 'urn:ietf:params:oauth:token-type:access_token';

/**
 * The token endpoint's form parameters (RFC 6749 §4.1.3, §4.4.2, §6; RFC 7523; RFC 8693; RFC 8707),
 * for the documentation: each grant checks its own parameters and answers an OAuth error.
 */
export const TokenRequest = z
  .object({
    grant_type: z
      .enum([
        'authorization_code',
        'refresh_token',
        'client_credentials',
        'urn:ietf:params:oauth:grant-type:jwt-bearer',
        'urn:ietf:params:oauth:grant-type:token-exchange',
      ])
      .describe('The grant: what the other parameters are.'),
    client_id: z
      .string()
      .optional()
      .describe(
        'The client: a public client (token_endpoint_auth_method none, or a Client ID Metadata Document URL) names itself here; a confidential one sends it with client_secret (client_secret_post) or in HTTP Basic (client_secret_basic), not both.',
      ),
    client_secret: z.string().optional().describe('client_secret_post: the secret given at registration, with client_id.'),
    code: z.string().optional().describe('authorization_code: the code from the authorization response; single use, valid one minute.'),
    redirect_uri: z.string().optional().describe('authorization_code: the redirect URI of the authorization request, exactly.'),
    code_verifier: z
      .string()
      .optional()
      .describe('authorization_code: the PKCE verifier (43 to 128 unreserved characters) whose S256 hash was the code_challenge.'),
    refresh_token: z
      .string()
      .optional()
      .describe('refresh_token: the latest refresh token of the grant; rotated on every use, and a reused one revokes the grant.'),
    scope: z
      .string()
      .optional()
      .describe(
        'Space-separated scopes. client_credentials: the token carries those of them granted to the client, named in its scope, invalid_scope if none is (default all granted); refresh_token: within those of the authorization (default all, as far as granted now); jwt-bearer and token-exchange: intersected with the assertion and the client grants.',
      ),
    resource: z
      .string()
      .optional()
      .describe(
        'RFC 8707: the token audience, the site origin (API and MCP) or the MCP endpoint alone; may narrow an authorization for the site to the MCP endpoint, never widen it.',
      ),
    assertion: z
      .string()
      .optional()
      .describe('jwt-bearer (RFC 7523): the identity assertion, an ID-JAG (typ oauth-id-jag+jwt) from a trusted identity provider; accepted once.'),
    subject_token: z
      .string()
      .optional()
      .describe('token-exchange (RFC 8693): the identity assertion (ID-JAG) from a trusted identity provider; accepted once.'),
    subject_token_type: z.literal(ID_JAG_TYPE).optional().describe(`token-exchange: the type of subject_token, ${ID_JAG_TYPE}.`),
    actor_token: z.string().optional().describe('token-exchange: an actor token (RFC 8693 §2.1); accepted with actor_token_type, not used for the decision.'),
    actor_token_type: z.string().optional().describe('token-exchange: the type of actor_token; goes with it.'),
    requested_token_type: z.literal(ACCESS_TOKEN_TYPE_URN).optional().describe(`token-exchange: only ${ACCESS_TOKEN_TYPE_URN} can be requested.`),
  })
  .meta({ id: 'TokenRequest', description: 'RFC 6749 token request, form-encoded: grant_type and the parameters of that grant.' });

export const RevocationRequest = z
  .object({
    token: z.string().describe('The access token or refresh token to revoke (a refresh token revokes its whole grant).'),
    token_type_hint: z.enum(['access_token', 'refresh_token']).optional().describe('RFC 7009: which kind of token it is, if the client knows.'),
    client_id: z.string().optional().describe('A public client names itself here; a confidential one authenticates as at the token endpoint.'),
    client_secret: z.string().optional().describe('client_secret_post: the secret given at registration, with client_id.'),
  })
  .meta({ id: 'RevocationRequest', description: 'RFC 7009 revocation request, form-encoded.' });
