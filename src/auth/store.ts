/**
 * The authorization server's durable state behind one small interface: registered clients,
 * claims, revoked tokens, used assertion ids and signing keys. The embedded implementation is
 * node:sqlite (WAL, synchronous=FULL: a write that returned is on disk, so a `kill -9` right
 * after a revocation loses nothing). The Redis implementation for several hosts is ./redis-store.ts
 * (STATE_URL), with the same interface and the same tests (tests/integration/store-suite.test.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { immediate, openStateDatabase, type Promised, promised, restrictFiles } from '../state/sqlite.ts';
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

const SCHEMA = `
CREATE TABLE IF NOT EXISTS clients (
  client_id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, meta TEXT NOT NULL CHECK (json_valid(meta)),
  issued_at INTEGER NOT NULL, revoked_at INTEGER, first_token_at INTEGER) STRICT;
CREATE TABLE IF NOT EXISTS claims (
  id TEXT PRIMARY KEY, client_id TEXT NOT NULL REFERENCES clients(client_id), requested TEXT NOT NULL,
  granted TEXT NOT NULL, pending TEXT NOT NULL, status TEXT NOT NULL, nonce TEXT NOT NULL,
  created_at INTEGER NOT NULL, decided_at INTEGER) STRICT;
CREATE INDEX IF NOT EXISTS claims_client ON claims(client_id);
CREATE TABLE IF NOT EXISTS revoked_tokens (jti TEXT PRIMARY KEY, client_id TEXT NOT NULL, expires_at INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS used_assertions (issuer TEXT NOT NULL, jti TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (issuer, jti)) STRICT;
CREATE TABLE IF NOT EXISTS revoked_subjects (subject TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS authorization_codes (
  code_hash TEXT PRIMARY KEY, client_id TEXT NOT NULL, redirect_uri TEXT NOT NULL, code_challenge TEXT NOT NULL,
  scopes TEXT NOT NULL, resource TEXT NOT NULL, grant_id TEXT NOT NULL, claim_id TEXT, expires_at INTEGER NOT NULL, used_at INTEGER) STRICT;
CREATE TABLE IF NOT EXISTS grants (id TEXT PRIMARY KEY, client_id TEXT NOT NULL, created_at INTEGER NOT NULL, revoked_at INTEGER, last_issued_at INTEGER) STRICT;
CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY, grant_id TEXT NOT NULL, client_id TEXT NOT NULL, scopes TEXT NOT NULL, resource TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER) STRICT;
CREATE INDEX IF NOT EXISTS refresh_tokens_grant ON refresh_tokens(grant_id);
CREATE TABLE IF NOT EXISTS signing_keys (
  kid TEXT PRIMARY KEY, private_pem TEXT NOT NULL, public_jwk TEXT NOT NULL, created_at INTEGER NOT NULL, retired_at INTEGER) STRICT;
`;

type Row = Record<string, unknown>;

/** How long a grant is kept after its last token was issued and its refresh tokens are gone: beyond the longest ACCESS_TOKEN_TTL (30 days). */
export const GRANT_AFTERLIFE = 31 * 86_400;
/** How long a used authorization code is kept past its expiry, to recognise a late reuse. */
export const USED_CODE_AFTERLIFE = 86_400;

/**
 * Claims made before an approval covered one grant (they covered the whole client): a claim that
 * an authorization code names covers that code's grant; a claim of a confidential client that no
 * code names came from the claim endpoint, authenticated by the secret, and keeps covering the
 * client; a claim of a public client that no code names belongs to a grant nobody can tell any
 * more: it covers no grant, and if it was approved it is pending again, for the owner to decide
 * anew (approve --trust-client gives back the old, client-wide meaning).
 */
export const MIGRATE_CLAIMS_SQL = `
ALTER TABLE claims ADD COLUMN covers TEXT;
ALTER TABLE claims ADD COLUMN grant_id TEXT;
UPDATE claims SET grant_id = codes.grant_id
  FROM (SELECT claim_id, min(grant_id) AS grant_id FROM authorization_codes WHERE claim_id IS NOT NULL GROUP BY claim_id) AS codes
  WHERE codes.claim_id = claims.id;
UPDATE claims SET covers = CASE
  WHEN grant_id IS NOT NULL THEN 'grant'
  WHEN (SELECT json_extract(meta, '$.token_endpoint_auth_method') FROM clients WHERE clients.client_id = claims.client_id) = 'none' THEN 'grant'
  ELSE 'client' END;
UPDATE claims SET status = 'pending', pending = granted, granted = '[]', decided_at = NULL
  WHERE covers = 'grant' AND grant_id IS NULL AND status = 'approved';
CREATE INDEX IF NOT EXISTS claims_grant ON claims(grant_id) WHERE grant_id IS NOT NULL;
`;

function migrateClaimCoverage(db: DatabaseSync): void {
  db.exec(MIGRATE_CLAIMS_SQL);
}

/** Creates the tables, and adds the columns later versions introduced: an existing database keeps every row. */
function createSchema(db: DatabaseSync): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(SCHEMA);
    const columns = (db.prepare("SELECT name FROM pragma_table_info('clients')").all() as Row[]).map((r) => r.name);
    if (!columns.includes('first_token_at')) {
      db.exec('ALTER TABLE clients ADD COLUMN first_token_at INTEGER');
      // Whether a client registered before this column obtained a token is unknown: count it as
      // used (0), so that the purge of unused clients never deletes a client that may be in use.
      db.exec('UPDATE clients SET first_token_at = 0');
    }
    const claimColumns = (db.prepare("SELECT name FROM pragma_table_info('claims')").all() as Row[]).map((r) => r.name);
    if (!claimColumns.includes('note')) db.exec('ALTER TABLE claims ADD COLUMN note TEXT');
    if (!claimColumns.includes('covers')) migrateClaimCoverage(db);
    if (!claimColumns.includes('signer')) db.exec('ALTER TABLE claims ADD COLUMN signer TEXT');
    const grantColumns = (db.prepare("SELECT name FROM pragma_table_info('grants')").all() as Row[]).map((r) => r.name);
    if (!grantColumns.includes('last_issued_at')) db.exec('ALTER TABLE grants ADD COLUMN last_issued_at INTEGER');
    db.exec('CREATE INDEX IF NOT EXISTS clients_never_used ON clients(issued_at) WHERE first_token_at IS NULL');
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

export function openSqliteStore(stateDir: string): AuthStore {
  return promised(openSqliteOperations(stateDir));
}

/** The SQLite store's operations, synchronous (for the store's own tests and tools that need no promise). */
export function openSqliteOperations(stateDir: string): StoreOperations {
  const { db, file } = openStateDatabase(stateDir);
  createSchema(db);
  restrictFiles(file);

  const q = {
    insertClient: db.prepare('INSERT INTO clients (client_id, secret_hash, meta, issued_at) VALUES (?, ?, ?, ?)'),
    getClient: db.prepare('SELECT * FROM clients WHERE client_id = ?'),
    revokeClient: db.prepare('UPDATE clients SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL'),
    tokenIssued: db.prepare('UPDATE clients SET first_token_at = ? WHERE client_id = ? AND first_token_at IS NULL'),
    // A client is used once it obtained a token or the owner approved one of its claims; a claim
    // that waits (or was denied) does not keep a client forever: it goes with it.
    purgeUnusedClaims: db.prepare(
      `DELETE FROM claims WHERE client_id IN (SELECT client_id FROM clients WHERE first_token_at IS NULL AND issued_at < ?
         AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.client_id = clients.client_id AND c.status = 'approved'))`,
    ),
    purgeUnusedClients: db.prepare(
      'DELETE FROM clients WHERE first_token_at IS NULL AND issued_at < ? AND NOT EXISTS (SELECT 1 FROM claims WHERE claims.client_id = clients.client_id)',
    ),
    insertClaim: db.prepare(
      'INSERT INTO claims (id, client_id, requested, granted, pending, status, nonce, created_at, note, covers, grant_id, signer) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    countPending: db.prepare("SELECT count(*) AS n FROM claims WHERE client_id = ? AND status = 'pending'"),
    pendingClaims: db.prepare(
      "SELECT * FROM claims WHERE client_id = ? AND status = 'pending' AND (covers = 'client' OR grant_id = ?) ORDER BY created_at, id",
    ),
    getClaim: db.prepare('SELECT * FROM claims WHERE id = ?'),
    listClaims: db.prepare('SELECT * FROM claims ORDER BY created_at, id'),
    clientClaims: db.prepare("SELECT granted FROM claims WHERE client_id = ? AND (covers = 'client' OR grant_id = ?)"),
    approve: db.prepare(
      "UPDATE claims SET granted = ?, pending = '[]', status = 'approved', decided_at = ?, covers = iif(?, 'client', covers) WHERE id = ? AND status = 'pending'",
    ),
    deny: db.prepare("UPDATE claims SET pending = '[]', status = 'denied', decided_at = ? WHERE id = ? AND status = 'pending'"),
    revokeToken: db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, client_id, expires_at) VALUES (?, ?, ?)'),
    isRevoked: db.prepare('SELECT 1 AS r FROM revoked_tokens WHERE jti = ?'),
    revokeSubject: db.prepare(
      'INSERT INTO revoked_subjects (subject, revoked_at) VALUES (?, ?) ON CONFLICT(subject) DO UPDATE SET revoked_at = max(revoked_at, excluded.revoked_at)',
    ),
    subjectRevokedAt: db.prepare('SELECT revoked_at FROM revoked_subjects WHERE subject = ?'),
    useAssertion: db.prepare('INSERT OR IGNORE INTO used_assertions (issuer, jti, expires_at) VALUES (?, ?, ?)'),
    keys: db.prepare('SELECT * FROM signing_keys ORDER BY created_at, kid'),
    retireKeys: db.prepare('UPDATE signing_keys SET retired_at = ? WHERE retired_at IS NULL'),
    insertKey: db.prepare('INSERT OR IGNORE INTO signing_keys (kid, private_pem, public_jwk, created_at) VALUES (?, ?, ?, ?)'),
    activateKey: db.prepare('UPDATE signing_keys SET retired_at = NULL WHERE kid = ?'),
    purgeRevoked: db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?'),
    purgeAssertions: db.prepare('DELETE FROM used_assertions WHERE expires_at < ?'),
    insertCode: db.prepare(
      'INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, scopes, resource, grant_id, claim_id, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    getCode: db.prepare('SELECT * FROM authorization_codes WHERE code_hash = ?'),
    useCode: db.prepare('UPDATE authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL'),
    // A used code is kept until its grant's refresh tokens could have expired, so that a reuse is recognised (then purged with them).
    purgeCodes: db.prepare('DELETE FROM authorization_codes WHERE expires_at < ? AND (used_at IS NULL OR used_at < ?)'),
    insertGrant: db.prepare('INSERT INTO grants (id, client_id, created_at) VALUES (?, ?, ?)'),
    getGrant: db.prepare('SELECT * FROM grants WHERE id = ?'),
    revokeGrant: db.prepare('UPDATE grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    insertRefresh: db.prepare(
      'INSERT INTO refresh_tokens (token_hash, grant_id, client_id, scopes, resource, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    getRefresh: db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?'),
    useRefresh: db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL'),
    purgeRefresh: db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?'),
    // A grant outlives its refresh tokens by the longest access-token lifetime (ACCESS_TOKEN_TTL at most 30 days):
    // the access tokens issued in it check it, and an unknown grant is refused.
    purgeGrants: db.prepare(
      'DELETE FROM grants WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE refresh_tokens.grant_id = grants.id) AND coalesce(last_issued_at, created_at) < ?',
    ),
    grantIssued: db.prepare('UPDATE grants SET last_issued_at = ? WHERE id = ?'),
  };

  const toClient = (r: Row): ClientRecord => ({
    ...(JSON.parse(r.meta as string) as Omit<ClientRecord, 'client_id' | 'secret_hash' | 'client_id_issued_at'>),
    client_id: r.client_id as string,
    secret_hash: r.secret_hash as string,
    client_id_issued_at: r.issued_at as number,
    ...(r.revoked_at != null ? { revoked_at: r.revoked_at as number } : {}),
    ...(r.first_token_at != null ? { first_token_at: r.first_token_at as number } : {}),
  });
  const toClaim = (r: Row): ClaimRecord => ({
    id: r.id as string,
    client_id: r.client_id as string,
    requested: JSON.parse(r.requested as string),
    granted: JSON.parse(r.granted as string),
    pending: JSON.parse(r.pending as string),
    status: r.status as ClaimStatus,
    nonce: r.nonce as string,
    created_at: r.created_at as number,
    ...(r.decided_at != null ? { decided_at: r.decided_at as number } : {}),
    ...(r.note != null ? { note: JSON.parse(r.note as string) as ClaimNote } : {}),
    covers: r.covers === 'client' ? 'client' : 'grant',
    ...(r.grant_id != null ? { grant_id: r.grant_id as string } : {}),
    ...(r.signer != null ? { signer: JSON.parse(r.signer as string) as ClaimSigner } : {}),
  });
  const toCode = (r: Row): AuthorizationCodeRecord => ({
    code_hash: r.code_hash as string,
    client_id: r.client_id as string,
    redirect_uri: r.redirect_uri as string,
    code_challenge: r.code_challenge as string,
    scopes: JSON.parse(r.scopes as string),
    resource: r.resource as string,
    grant_id: r.grant_id as string,
    ...(r.claim_id != null ? { claim_id: r.claim_id as string } : {}),
    expires_at: r.expires_at as number,
    ...(r.used_at != null ? { used_at: r.used_at as number } : {}),
  });
  const toRefresh = (r: Row): RefreshTokenRecord => ({
    token_hash: r.token_hash as string,
    grant_id: r.grant_id as string,
    client_id: r.client_id as string,
    scopes: JSON.parse(r.scopes as string),
    resource: r.resource as string,
    created_at: r.created_at as number,
    expires_at: r.expires_at as number,
    ...(r.used_at != null ? { used_at: r.used_at as number } : {}),
  });
  const toGrant = (r: Row): GrantRecord => ({
    id: r.id as string,
    client_id: r.client_id as string,
    created_at: r.created_at as number,
    ...(r.revoked_at != null ? { revoked_at: r.revoked_at as number } : {}),
  });
  const signingKeys = (): SigningKeyRecord[] =>
    (q.keys.all() as Row[]).map((r) => ({
      kid: r.kid as string,
      private_pem: r.private_pem as string,
      public_jwk: r.public_jwk as string,
      created_at: r.created_at as number,
      ...(r.retired_at != null ? { retired_at: r.retired_at as number } : {}),
    }));
  const transaction = <T>(fn: () => T): T => immediate(db, fn);

  return {
    insertClient(c) {
      const { client_id, secret_hash, client_id_issued_at, revoked_at: _r, first_token_at: _f, ...meta } = c;
      q.insertClient.run(client_id, secret_hash, JSON.stringify(meta), client_id_issued_at);
    },
    getClient(id) {
      const r = q.getClient.get(id) as Row | undefined;
      return r ? toClient(r) : undefined;
    },
    revokeClient: (id, at) => Number(q.revokeClient.run(at, id).changes) > 0,
    recordTokenIssued: (id, at) => void q.tokenIssued.run(at, id),
    purgeUnusedClients: (before) =>
      transaction(() => {
        q.purgeUnusedClaims.run(before);
        return Number(q.purgeUnusedClients.run(before).changes);
      }),
    insertClaim(c) {
      q.insertClaim.run(
        c.id,
        c.client_id,
        JSON.stringify(c.requested),
        JSON.stringify(c.granted),
        JSON.stringify(c.pending),
        c.status,
        c.nonce,
        c.created_at,
        c.note ? JSON.stringify(c.note) : null,
        c.covers,
        c.grant_id ?? null,
        c.signer ? JSON.stringify(c.signer) : null,
      );
    },
    getClaim(id) {
      const r = q.getClaim.get(id) as Row | undefined;
      return r ? toClaim(r) : undefined;
    },
    listClaims: () => (q.listClaims.all() as Row[]).map(toClaim),
    decideClaim(id, decision, at, trustClient = false) {
      return transaction(() => {
        const r = q.getClaim.get(id) as Row | undefined;
        if (r?.status !== 'pending') return false;
        const claim = toClaim(r);
        if (decision === 'approved') q.approve.run(JSON.stringify([...new Set([...claim.granted, ...claim.pending])]), at, trustClient ? 1 : 0, id);
        else q.deny.run(at, id);
        return true;
      });
    },
    countPendingClaims: (clientId) => Number((q.countPending.get(clientId) as Row).n),
    pendingClaims: (clientId, grantId) => (q.pendingClaims.all(clientId, grantId ?? null) as Row[]).map(toClaim),
    grantedScopes(clientId, grantId) {
      const all = (q.clientClaims.all(clientId, grantId ?? null) as Row[]).flatMap((r) => JSON.parse(r.granted as string) as Scope[]);
      return [...new Set(all)].sort();
    },
    revokeToken: (jti, clientId, expiresAt) => void q.revokeToken.run(jti, clientId, expiresAt),
    isRevoked: (jti) => q.isRevoked.get(jti) !== undefined,
    revokeSubject: (subject, at) => void q.revokeSubject.run(subject, at),
    subjectRevokedAt: (subject) => (q.subjectRevokedAt.get(subject) as Row | undefined)?.revoked_at as number | undefined,
    useAssertionId: (issuer, jti, expiresAt) => Number(q.useAssertion.run(issuer, jti, expiresAt).changes) > 0,
    signingKeys,
    addSigningKey(key, retireOthers) {
      transaction(() => {
        if (retireOthers) q.retireKeys.run(key.created_at);
        q.insertKey.run(key.kid, key.private_pem, key.public_jwk, key.created_at);
        // A key configured again after another replaced it (SIGNING_KEY A, B, then A) exists retired.
        if (retireOthers) q.activateKey.run(key.kid);
      });
    },
    addSigningKeyIfNone(key) {
      return transaction(() => {
        const active = () =>
          signingKeys()
            .filter((k) => k.retired_at === undefined)
            .sort((a, b) => b.created_at - a.created_at || a.kid.localeCompare(b.kid))[0];
        const found = active();
        if (found) return found;
        q.insertKey.run(key.kid, key.private_pem, key.public_jwk, key.created_at);
        return active()!;
      });
    },
    insertAuthorizationCode(c) {
      q.insertCode.run(
        c.code_hash,
        c.client_id,
        c.redirect_uri,
        c.code_challenge,
        JSON.stringify(c.scopes),
        c.resource,
        c.grant_id,
        c.claim_id ?? null,
        c.expires_at,
      );
    },
    useAuthorizationCode(hash, at) {
      return transaction(() => {
        const r = q.getCode.get(hash) as Row | undefined;
        if (!r) return undefined;
        q.useCode.run(at, hash);
        return toCode(r);
      });
    },
    insertGrant: (g) => void q.insertGrant.run(g.id, g.client_id, g.created_at),
    getGrant(id) {
      const r = q.getGrant.get(id) as Row | undefined;
      return r ? toGrant(r) : undefined;
    },
    revokeGrant: (id, at) => Number(q.revokeGrant.run(at, id).changes) > 0,
    insertRefreshToken(t) {
      q.insertRefresh.run(t.token_hash, t.grant_id, t.client_id, JSON.stringify(t.scopes), t.resource, t.created_at, t.expires_at);
    },
    getRefreshToken(hash) {
      const r = q.getRefresh.get(hash) as Row | undefined;
      return r ? toRefresh(r) : undefined;
    },
    rotateRefreshToken(hash, next, at) {
      return transaction((): RotationResult => {
        const r = q.getRefresh.get(hash) as Row | undefined;
        if (!r) return { status: 'unknown' };
        const previous = toRefresh(r);
        if (previous.used_at !== undefined) return { status: 'reused', previous };
        q.useRefresh.run(at, hash);
        q.grantIssued.run(at, previous.grant_id);
        q.insertRefresh.run(next.token_hash, next.grant_id, next.client_id, JSON.stringify(next.scopes), next.resource, next.created_at, next.expires_at);
        return { status: 'rotated', previous };
      });
    },
    purge(now) {
      q.purgeRevoked.run(now);
      q.purgeAssertions.run(now);
      q.purgeRefresh.run(now);
      // Used codes stay a day past their expiry, to recognise a late reuse.
      q.purgeCodes.run(now, now - USED_CODE_AFTERLIFE);
      q.purgeGrants.run(now - GRANT_AFTERLIFE);
    },
    close: () => db.close(),
  };
}
