/**
 * The authorization server's durable state behind one small interface: registered clients,
 * claims, revoked tokens, used assertion ids and signing keys. The embedded implementation is
 * node:sqlite (WAL, synchronous=FULL: a write that returned is on disk, so a `kill -9` right
 * after a revocation loses nothing). A Redis implementation for several hosts can implement the
 * same interface.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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
}

export type ClaimStatus = 'granted' | 'pending' | 'approved' | 'denied';

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
}

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

export interface AuthStore {
  insertClient(client: ClientRecord): void;
  getClient(clientId: string): ClientRecord | undefined;
  revokeClient(clientId: string, at: number): boolean;
  insertClaim(claim: ClaimRecord): void;
  getClaim(id: string): ClaimRecord | undefined;
  listClaims(): ClaimRecord[];
  /** Approve (pending -> granted) or deny (pending dropped); false if the claim is not pending. */
  decideClaim(id: string, decision: 'approved' | 'denied', at: number): boolean;
  /** The union of the scopes granted to a client by its claims. */
  grantedScopes(clientId: string): Scope[];
  revokeToken(jti: string, clientId: string, expiresAt: number): void;
  isRevoked(jti: string): boolean;
  /** Cuts a subject (an identity provider's user) off: tokens for it issued until `at` are refused. */
  revokeSubject(subject: string, at: number): void;
  subjectRevokedAt(subject: string): number | undefined;
  /** Records a used assertion id; false when it was already used (replay). */
  useAssertionId(issuer: string, jti: string, expiresAt: number): boolean;
  signingKeys(): SigningKeyRecord[];
  /** Adds a key unless one with the same kid exists; `retireOthers` retires the current active keys. */
  addSigningKey(key: SigningKeyRecord, retireOthers: boolean): void;
  /** Deletes expired revocations and assertion ids. */
  purge(now: number): void;
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS clients (
  client_id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, meta TEXT NOT NULL CHECK (json_valid(meta)),
  issued_at INTEGER NOT NULL, revoked_at INTEGER) STRICT;
CREATE TABLE IF NOT EXISTS claims (
  id TEXT PRIMARY KEY, client_id TEXT NOT NULL REFERENCES clients(client_id), requested TEXT NOT NULL,
  granted TEXT NOT NULL, pending TEXT NOT NULL, status TEXT NOT NULL, nonce TEXT NOT NULL,
  created_at INTEGER NOT NULL, decided_at INTEGER) STRICT;
CREATE INDEX IF NOT EXISTS claims_client ON claims(client_id);
CREATE TABLE IF NOT EXISTS revoked_tokens (jti TEXT PRIMARY KEY, client_id TEXT NOT NULL, expires_at INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS used_assertions (issuer TEXT NOT NULL, jti TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (issuer, jti)) STRICT;
CREATE TABLE IF NOT EXISTS revoked_subjects (subject TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS signing_keys (
  kid TEXT PRIMARY KEY, private_pem TEXT NOT NULL, public_jwk TEXT NOT NULL, created_at INTEGER NOT NULL, retired_at INTEGER) STRICT;
`;

type Row = Record<string, unknown>;

export function openSqliteStore(stateDir: string): AuthStore {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(join(stateDir, 'auth.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);

  const q = {
    insertClient: db.prepare('INSERT INTO clients (client_id, secret_hash, meta, issued_at) VALUES (?, ?, ?, ?)'),
    getClient: db.prepare('SELECT * FROM clients WHERE client_id = ?'),
    revokeClient: db.prepare('UPDATE clients SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL'),
    insertClaim: db.prepare(
      'INSERT INTO claims (id, client_id, requested, granted, pending, status, nonce, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    getClaim: db.prepare('SELECT * FROM claims WHERE id = ?'),
    listClaims: db.prepare('SELECT * FROM claims ORDER BY created_at, id'),
    clientClaims: db.prepare('SELECT granted FROM claims WHERE client_id = ?'),
    approve: db.prepare(
      "UPDATE claims SET granted = ?, pending = '[]', status = 'approved', decided_at = ? WHERE id = ? AND status = 'pending'",
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
    purgeRevoked: db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?'),
    purgeAssertions: db.prepare('DELETE FROM used_assertions WHERE expires_at < ?'),
  };

  const toClient = (r: Row): ClientRecord => ({
    ...(JSON.parse(r.meta as string) as Omit<ClientRecord, 'client_id' | 'secret_hash' | 'client_id_issued_at'>),
    client_id: r.client_id as string,
    secret_hash: r.secret_hash as string,
    client_id_issued_at: r.issued_at as number,
    ...(r.revoked_at != null ? { revoked_at: r.revoked_at as number } : {}),
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
  });
  const transaction = <T>(fn: () => T): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      db.exec('COMMIT');
      return result;
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  };

  return {
    insertClient(c) {
      const { client_id, secret_hash, client_id_issued_at, revoked_at: _r, ...meta } = c;
      q.insertClient.run(client_id, secret_hash, JSON.stringify(meta), client_id_issued_at);
    },
    getClient(id) {
      const r = q.getClient.get(id) as Row | undefined;
      return r ? toClient(r) : undefined;
    },
    revokeClient: (id, at) => Number(q.revokeClient.run(at, id).changes) > 0,
    insertClaim(c) {
      q.insertClaim.run(c.id, c.client_id, JSON.stringify(c.requested), JSON.stringify(c.granted), JSON.stringify(c.pending), c.status, c.nonce, c.created_at);
    },
    getClaim(id) {
      const r = q.getClaim.get(id) as Row | undefined;
      return r ? toClaim(r) : undefined;
    },
    listClaims: () => (q.listClaims.all() as Row[]).map(toClaim),
    decideClaim(id, decision, at) {
      return transaction(() => {
        const r = q.getClaim.get(id) as Row | undefined;
        if (!r || r.status !== 'pending') return false;
        const claim = toClaim(r);
        if (decision === 'approved') q.approve.run(JSON.stringify([...new Set([...claim.granted, ...claim.pending])]), at, id);
        else q.deny.run(at, id);
        return true;
      });
    },
    grantedScopes(clientId) {
      const all = (q.clientClaims.all(clientId) as Row[]).flatMap((r) => JSON.parse(r.granted as string) as Scope[]);
      return [...new Set(all)].sort();
    },
    revokeToken: (jti, clientId, expiresAt) => void q.revokeToken.run(jti, clientId, expiresAt),
    isRevoked: (jti) => q.isRevoked.get(jti) !== undefined,
    revokeSubject: (subject, at) => void q.revokeSubject.run(subject, at),
    subjectRevokedAt: (subject) => (q.subjectRevokedAt.get(subject) as Row | undefined)?.revoked_at as number | undefined,
    useAssertionId: (issuer, jti, expiresAt) => Number(q.useAssertion.run(issuer, jti, expiresAt).changes) > 0,
    signingKeys: () =>
      (q.keys.all() as Row[]).map((r) => ({
        kid: r.kid as string,
        private_pem: r.private_pem as string,
        public_jwk: r.public_jwk as string,
        created_at: r.created_at as number,
        ...(r.retired_at != null ? { retired_at: r.retired_at as number } : {}),
      })),
    addSigningKey(key, retireOthers) {
      transaction(() => {
        if (retireOthers) q.retireKeys.run(key.created_at);
        q.insertKey.run(key.kid, key.private_pem, key.public_jwk, key.created_at);
      });
    },
    purge(now) {
      q.purgeRevoked.run(now);
      q.purgeAssertions.run(now);
    },
    close: () => db.close(),
  };
}
