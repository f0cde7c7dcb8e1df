/**
 * The authorization server's services, composed here from one module per responsibility:
 * client registration (./registration.ts, RFC 7591 shape), client authentication
 * (./client-authentication.ts), scope claims with owner approval (./claims.ts), the
 * client-credentials grant (./client-credentials.ts), the authorization code flow with refresh
 * tokens and Client ID Metadata Documents (./code-flow.ts, ./cimd.ts), identity assertion grants
 * (./assertion-grant.ts: ID-JAG by RFC 7523 jwt-bearer or RFC 8693 token exchange), security
 * events received (./security-events.ts, RFC 8935), revocation (./revocation.ts, RFC 7009), and
 * the authentication of API requests (./request-authentication.ts: bearer access tokens,
 * pre-shared API keys, client identities forwarded by a trusted TLS proxy, Web Bot Auth
 * signatures). The metadata documents (RFC 8414, RFC 9728) are built by ./metadata.ts, the JWKS
 * by ./keys.ts.
 */
import { createAssertionGrant } from './assertion-grant.ts';
import { createCimdResolver } from './cimd.ts';
import { type AuthHooks, createClaims } from './claims.ts';
import { createClientAuthentication } from './client-authentication.ts';
import { createClientCredentialsGrant } from './client-credentials.ts';
import { createCodeFlow, type CodeFlow } from './code-flow.ts';
import type { AuthConfig } from './config.ts';
import type { AuthContext } from './context.ts';
import type { Form } from './form.ts';
import type { GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE } from './grant-types.ts';
import { type KeyRing, openKeyRing } from './keys.ts';
import { checkRedirectUri, createRegistration } from './registration.ts';
import { createRequestAuthentication, type ServiceRequest } from './request-authentication.ts';
import { createRevocation } from './revocation.ts';
import { createEventReceiver } from './security-events.ts';
import type { AuthStore, ClaimNote, ClaimRecord, ClaimSigner, ClientRecord } from './store.ts';
import { createTokenService, type Principal, type TokenService } from './tokens.ts';
import { createTrustStore } from './trust.ts';
import { createWebBotAuthVerifier, type WebBotAuthVerifier } from './webbotauth/index.ts';

export { type AuthHooks, MAX_PENDING_CLAIMS } from './claims.ts';
export { checkRedirectUri } from './registration.ts';
export type { Form } from './form.ts';

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
  authenticateService(request: ServiceRequest): Promise<{ principal?: Principal; identified?: string }>;
  close(): Promise<void>;
}

/**
 * Web Bot Auth. The signatures of agents that grant scopes are used once: recorded in the durable
 * store (shared by the processes on STATE_DIR, kept across restarts) until they expire; the
 * expired rows are purged at start-up and then at most once a minute from here.
 */
function signatureVerifier({ config, store, now }: AuthContext): WebBotAuthVerifier | undefined {
  if (!config.signatureAgents.length) return undefined;
  let purgedAt = now();
  return createWebBotAuthVerifier({
    agents: config.signatureAgents,
    allowPrivateNetworks: config.signatureAgentsAllowPrivate,
    maxValidity: config.webBotAuthMaxValidity,
    replayCache: {
      async useAssertionId(issuer, id, expiresAt) {
        const t = now();
        if (t - purgedAt >= 60) {
          purgedAt = t;
          await store.purge(t);
        }
        return store.useAssertionId(issuer, id, expiresAt);
      },
    },
    now,
  });
}

export async function createAuthService(
  config: AuthConfig,
  store: AuthStore,
  now: () => number = () => Math.floor(Date.now() / 1000),
  hooks: AuthHooks = {},
): Promise<AuthService> {
  const keys = await openKeyRing(store, { signingKeyPem: config.signingKeyPem, tokenTtlSeconds: config.tokenTtlSeconds, now });
  const tokens = createTokenService({ issuer: config.issuer, audiences: config.resources, ttl: config.tokenTtlSeconds, keys, store, now });
  const context: AuthContext = { config, store, tokens, now };
  const trust = createTrustStore(config.trustedIssuers);
  const signatures = signatureVerifier(context);
  await store.purge(now());
  const { register } = await createRegistration(context);
  const claims = createClaims(context, hooks, signatures);
  const codeFlow = createCodeFlow({
    ...context,
    keys,
    documents: createCimdResolver({ now, checkRedirectUri, allowPrivateHosts: config.cimdAllowPrivateHosts }),
    createClaim: (client, scopes, note, grantId) => claims.createClaim(client, scopes, note, grantId),
  });
  return {
    config,
    tokens,
    keys,
    store,
    codeFlow,
    register,
    authenticateClient: createClientAuthentication(context),
    ...claims,
    clientCredentialsGrant: createClientCredentialsGrant(context),
    assertionGrant: createAssertionGrant(context, trust),
    receiveEvent: createEventReceiver(context, trust),
    revoke: createRevocation(context),
    ...createRequestAuthentication(context, signatures),
    close: () => store.close(),
  };
}
