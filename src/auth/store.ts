/**
 * The authorization server's durable state behind one small interface: registered clients,
 * claims, revoked tokens, used assertion ids and signing keys. The embedded implementation is
 * node:sqlite (WAL, synchronous=FULL: a write that returned is on disk, so a `kill -9` right
 * after a revocation loses nothing): ./sqlite-store.ts, its tables ./sqlite-schema.ts, its rows
 * ./sqlite-rows.ts. The Redis implementation for several hosts is ./redis-store.ts (STATE_URL),
 * with the same interface and the same tests (tests/integration/store-suite.test.ts). This module
 * holds the records and the interface only.
 */
import type { Promised } from '../state/sqlite.ts';
import type { ClaimStatus } from './schema.ts';
import type { Scope } from './scopes.ts';

export interface ClientRecord {
  client_id: string;
  /** SHA-256 (hex) of the client secret; the secret itself is never stored. */
  secret_hash: string;
  client_name: string;
  redirect_uris: string[];
  assertion_type?: string;
  grant_types: string[];
  token_endpoint_auth_method: string;
  client_id_issued_at: number;
  revoked_at?: number;
  /**
   * When the client first obtained an access token; 0 for a client registered before this was
   * recorded (unknown, so it counts as used). Unset: never, and the client may be purged.
   */
  first_token_at?: number;
}

export type { ClaimStatus };

export interface ClaimRecord {
  id: string;
  client_id: string;
  requested: Scope[];
  /** Granted at once by policy, or by the owner's approval. */
  granted: Scope[];
  /** Waiting for the owner. */
  pending: Scope[];
  status: ClaimStatus;
  nonce: string;
  created_at: number;
  decided_at?: number;
  /** What the person at the consent page wrote: who they are and why (plain text, shown to the owner). */
  note?: ClaimNote;
  /**
   * What its scopes (granted now or on approval) cover: `grant`, the one authorization it was
   * made for at the consent page (`grant_id`: that grant and its refresh-token family only);
   * `client`, every token of the client: a claim of a confidential client at the claim endpoint
   * (it authenticated with its secret), or one the owner approved with "trust this client for
   * everyone" (`npm run agents -- approve <claim> --trust-client`).
   */
  covers: ClaimCoverage;
  /** The grant of a `grant` claim; absent for a claim migrated from before grants were recorded on claims (it covers no grant). */
  grant_id?: string;
  /** The Web Bot Auth signature of the request that made it, when it carried one. */
  signer?: ClaimSigner;
}

/**
 * The Web Bot Auth identity of the request that made a claim (the claim endpoint): `verified`
 * when its signature came from an allow-listed key directory (SIGNATURE_AGENTS) and was bound to
 * that very request (method and target covered, short-lived, used once); otherwise what its
 * `Signature-Agent` field said, shown as unverified, and why it could not be verified.
 */
export type ClaimSigner = { verified: true; name: string; directory: string; keyid: string } | { verified: false; agent: string; reason: string };

export type ClaimCoverage = 'client' | 'grant';

export interface ClaimNote {
  who: string;
  why: string;
}

/**
 * An authorization code (RFC 6749 §4.1): single use, short-lived, bound to its client, redirect
 * URI and PKCE challenge. Only its hash is stored.
 */
export interface AuthorizationCodeRecord {
  /** SHA-256 (hex) of the code. */
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  /** The S256 challenge (base64url). */
  code_challenge: string;
  /** The scopes asked for at the authorization endpoint: the ceiling of the grant. */
  scopes: Scope[];
  /** The token audience (RFC 8707 resource). */
  resource: string;
  /** The grant (token family) of everything issued from this code. */
  grant_id: string;
  claim_id?: string;
  expires_at: number;
  /** When it was redeemed; a second redemption finds it set. */
  used_at?: number;
}

/** A refresh token of a grant (token family). Only its hash is stored; rotated on every use. */
export interface RefreshTokenRecord {
  token_hash: string;
  grant_id: string;
  client_id: string;
  /** The ceiling: the scopes asked for at authorization; a refresh gets those now granted. */
  scopes: Scope[];
  resource: string;
  created_at: number;
  expires_at: number;
  /** When it was exchanged for a new one; presenting it again is reuse. */
  used_at?: number;
}

/** The family of tokens issued from one authorization: revoked as a whole. */
export interface GrantRecord {
  id: string;
  client_id: string;
  created_at: number;
  revoked_at?: number;
}

/** What rotateRefreshToken found: `rotated` (the next token is stored), `reused` (already exchanged) or `unknown`. */
export type RotationResult = { status: 'rotated' | 'reused'; previous: RefreshTokenRecord } | { status: 'unknown' };

export interface SigningKeyRecord {
  kid: string;
  /** PKCS#8 PEM. */
  private_pem: string;
  /** The public JWK, JSON. */
  public_jwk: string;
  created_at: number;
  /** When a newer key replaced it; its public key stays published while its tokens live. */
  retired_at?: number;
}

/**
 * The operations of a store, as the embedded SQLite store performs them (synchronously). The
 * interface the server uses, `AuthStore`, is the same operations answering promises, which the
 * Redis store needs.
 */
export interface StoreOperations {
  insertClient(client: ClientRecord): void;
  getClient(clientId: string): ClientRecord | undefined;
  revokeClient(clientId: string, at: number): boolean;
  /** Records that a token was issued to the client (only the first issuance is kept). */
  recordTokenIssued(clientId: string, at: number): void;
  /**
   * Deletes the clients registered before `registeredBefore` that never obtained a token and have
   * no approved claim, with their claims (pending, denied or granted by configuration); returns
   * how many clients.
   */
  purgeUnusedClients(registeredBefore: number): number;
  insertClaim(claim: ClaimRecord): void;
  getClaim(id: string): ClaimRecord | undefined;
  listClaims(): ClaimRecord[];
  /**
   * Approve (pending -> granted) or deny (pending dropped); false if the claim is not pending.
   * `trustClient`: the approval covers every grant of the client (`covers` becomes `client`).
   */
  decideClaim(id: string, decision: 'approved' | 'denied', at: number, trustClient?: boolean): boolean;
  /** How many claims of the client wait for the owner. */
  countPendingClaims(clientId: string): number;
  /** The claims of a client that wait for the owner and would cover `grantId` once approved (its own, or the client's). */
  pendingClaims(clientId: string, grantId?: string): ClaimRecord[];
  /**
   * The scopes granted to a client: the union of its `client` claims, and with `grantId` also of
   * the `grant` claims made for that grant (never those of another grant).
   */
  grantedScopes(clientId: string, grantId?: string): Scope[];
  revokeToken(jti: string, clientId: string, expiresAt: number): void;
  isRevoked(jti: string): boolean;
  /** Cuts a subject (an identity provider's user) off: tokens for it issued until `at` are refused. */
  revokeSubject(subject: string, at: number): void;
  subjectRevokedAt(subject: string): number | undefined;
  /** Records a used assertion id; false when it was already used (replay). */
  useAssertionId(issuer: string, jti: string, expiresAt: number): boolean;
  signingKeys(): SigningKeyRecord[];
  /**
   * Adds a key unless one with the same kid exists; `retireOthers` retires the current active
   * keys (and makes this kid the active key, even if it existed retired).
   */
  addSigningKey(key: SigningKeyRecord, retireOthers: boolean): void;
  /**
   * Adds the key only if the store has no active key, atomically (one write transaction, so
   * processes starting together agree); returns the active key, this one or the one found.
   */
  addSigningKeyIfNone(key: SigningKeyRecord): SigningKeyRecord;
  /** Stores a new authorization code (see AuthorizationCodeRecord). */
  insertAuthorizationCode(code: AuthorizationCodeRecord): void;
  /**
   * Redeems a code, atomically: returns it as it was before (`used_at` set when it was already
   * redeemed: a reuse), and marks it used at `at`; undefined for an unknown code.
   */
  useAuthorizationCode(codeHash: string, at: number): AuthorizationCodeRecord | undefined;
  /** Starts a token family. */
  insertGrant(grant: GrantRecord): void;
  getGrant(id: string): GrantRecord | undefined;
  /**
   * Revokes a family: its refresh tokens and the access tokens issued in it are refused. False if
   * already revoked or unknown. A grant is kept while it has refresh tokens, then 31 days after its
   * last issuance (purge), since its access tokens check it.
   */
  revokeGrant(id: string, at: number): boolean;
  insertRefreshToken(token: RefreshTokenRecord): void;
  getRefreshToken(tokenHash: string): RefreshTokenRecord | undefined;
  /**
   * Exchanges a refresh token for `next`, atomically: when `tokenHash` is live (not used), marks
   * it used at `at` and stores `next`; a used one is `reused` and nothing is stored.
   */
  rotateRefreshToken(tokenHash: string, next: RefreshTokenRecord, at: number): RotationResult;
  /** Deletes expired revocations, assertion ids, authorization codes, refresh tokens and the grants left without any. */
  purge(now: number): void;
  close(): void;
}

/** The store the server uses: SQLite in STATE_DIR (`openSqliteStore`) or Redis at STATE_URL (`openRedisStore`). */
export type AuthStore = Promised<StoreOperations>;

/** How long a grant is kept after its last token was issued and its refresh tokens are gone: beyond the longest ACCESS_TOKEN_TTL (30 days). */
export const GRANT_AFTERLIFE = 31 * 86_400;
/** How long a used authorization code is kept past its expiry, to recognise a late reuse. */
export const USED_CODE_AFTERLIFE = 86_400;

/** The operations by group, as both stores implement them (./sqlite-store.ts, ./redis-store.ts). */
export type ClientOperationNames = 'insertClient' | 'getClient' | 'revokeClient' | 'recordTokenIssued' | 'purgeUnusedClients';
export type ClaimOperationNames = 'insertClaim' | 'getClaim' | 'listClaims' | 'decideClaim' | 'countPendingClaims' | 'pendingClaims' | 'grantedScopes';
export type RevocationOperationNames = 'revokeToken' | 'isRevoked' | 'revokeSubject' | 'subjectRevokedAt' | 'useAssertionId' | 'purge';
export type KeyOperationNames = 'signingKeys' | 'addSigningKey' | 'addSigningKeyIfNone';
export type GrantOperationNames =
  | 'insertAuthorizationCode'
  | 'useAuthorizationCode'
  | 'insertGrant'
  | 'getGrant'
  | 'revokeGrant'
  | 'insertRefreshToken'
  | 'getRefreshToken'
  | 'rotateRefreshToken';
