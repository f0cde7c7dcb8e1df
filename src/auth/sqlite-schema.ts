/**
 * The tables of the SQLite store (./sqlite-store.ts), and the migrations that bring a database of
 * an earlier version up to date without losing a row.
 */
import type { DatabaseSync } from 'node:sqlite';

type Row = Record<string, unknown>;

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
export function createSchema(db: DatabaseSync): void {
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
