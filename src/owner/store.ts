/**
 * The owner console's durable state, in the same SQLite file as the authorization server
 * (STATE_DIR/auth.sqlite, opened by src/auth/store.ts first, which prepares the directory and
 * its permissions): the owner's passkeys, one-time secrets (enrolment links, claim links,
 * WebAuthn ceremonies, form tokens), sessions and the audit log. Every secret is stored as its
 * SHA-256 only; a secret is consumed atomically, so a link or a form works once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { immediate, promised } from '../state/sqlite.ts';

export interface PasskeyRecord {
  /** The credential id (base64url). */
  id: string;
  /** The COSE public key (base64url). */
  public_key: string;
  counter: number;
  transports: string[];
  /** A name the owner recognises it by (the browser and the date it was added). */
  name: string;
  created_at: number;
  last_used_at?: number;
}

/** What a one-time secret is for. */
export type SecretKind = 'enrol' | 'claim-link' | 'ceremony' | 'form';

export interface SecretRecord {
  kind: SecretKind;
  /** What it is bound to: the claim of a claim link, the session of a form token, the challenge of a ceremony. */
  subject: string;
  expires_at: number;
}

/** Why a secret was refused; `ok` carries the record. */
export type SecretUse = { status: 'ok'; secret: SecretRecord } | { status: 'unknown' | 'expired' | 'used' };

export interface SessionRecord {
  /** SHA-256 of the session cookie. */
  hash: string;
  passkey_id: string;
  created_at: number;
  expires_at: number;
}

export interface AuditEntry {
  at: number;
  action: string;
  detail: string;
}

export interface OwnerOperations {
  listPasskeys(): PasskeyRecord[];
  getPasskey(id: string): PasskeyRecord | undefined;
  addPasskey(passkey: PasskeyRecord): void;
  /** False when unknown, or when it is the last one (the owner would be locked out). */
  removePasskey(id: string): boolean;
  usePasskey(id: string, counter: number, at: number): void;
  /** Stores the SHA-256 of `secret`. */
  insertSecret(secret: string, record: SecretRecord): void;
  /** Consumes a secret of this kind, once; `peek` only reads it. */
  useSecret(secret: string, kind: SecretKind, at: number, peek?: boolean): SecretUse;
  insertSession(session: SessionRecord): void;
  getSession(hash: string, at: number): SessionRecord | undefined;
  deleteSession(hash: string): void;
  /** Ends every session signed in with this passkey. */
  deleteSessionsOf(passkeyId: string): void;
  audit(entry: AuditEntry): void;
  listAudit(limit: number): AuditEntry[];
  /** Deletes expired secrets and sessions, and audit entries older than `auditBefore`. */
  purge(at: number, auditBefore: number): void;
  close(): void;
}

export type OwnerStore = ReturnType<typeof promised<OwnerOperations>>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS owner_passkeys (
  id TEXT PRIMARY KEY, public_key TEXT NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL,
  name TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER) STRICT;
CREATE TABLE IF NOT EXISTS owner_secrets (
  hash TEXT PRIMARY KEY, kind TEXT NOT NULL, subject TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER) STRICT;
CREATE TABLE IF NOT EXISTS owner_sessions (
  hash TEXT PRIMARY KEY, passkey_id TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS owner_audit (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, action TEXT NOT NULL, detail TEXT NOT NULL) STRICT;
`;

type Row = Record<string, unknown>;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A new secret: 256 random bits, base64url. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** A used secret is kept this long past its expiry, so that a reuse is told apart from an unknown one. */
const USED_AFTERLIFE = 86_400;

/** Opens the owner tables in STATE_DIR/auth.sqlite; call after the authorization store opened it. */
export function openOwnerStore(stateDir: string): OwnerStore {
  return promised(openOwnerOperations(stateDir));
}

export function openOwnerOperations(stateDir: string): OwnerOperations {
  const db = new DatabaseSync(join(stateDir, 'auth.sqlite'), { timeout: 5000 });
  db.exec('PRAGMA synchronous = FULL;');
  db.exec(SCHEMA);
  const q = {
    passkeys: db.prepare('SELECT * FROM owner_passkeys ORDER BY created_at, id'),
    passkey: db.prepare('SELECT * FROM owner_passkeys WHERE id = ?'),
    addPasskey: db.prepare('INSERT INTO owner_passkeys (id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    removePasskey: db.prepare('DELETE FROM owner_passkeys WHERE id = ? AND (SELECT count(*) FROM owner_passkeys) > 1'),
    usePasskey: db.prepare('UPDATE owner_passkeys SET counter = ?, last_used_at = ? WHERE id = ?'),
    insertSecret: db.prepare('INSERT INTO owner_secrets (hash, kind, subject, expires_at) VALUES (?, ?, ?, ?)'),
    secret: db.prepare('SELECT * FROM owner_secrets WHERE hash = ? AND kind = ?'),
    useSecret: db.prepare('UPDATE owner_secrets SET used_at = ? WHERE hash = ? AND used_at IS NULL'),
    insertSession: db.prepare('INSERT INTO owner_sessions (hash, passkey_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    session: db.prepare('SELECT * FROM owner_sessions WHERE hash = ? AND expires_at > ?'),
    deleteSession: db.prepare('DELETE FROM owner_sessions WHERE hash = ?'),
    deleteSessionsOf: db.prepare('DELETE FROM owner_sessions WHERE passkey_id = ?'),
    audit: db.prepare('INSERT INTO owner_audit (at, action, detail) VALUES (?, ?, ?)'),
    listAudit: db.prepare('SELECT at, action, detail FROM owner_audit ORDER BY id DESC LIMIT ?'),
    purgeSecrets: db.prepare('DELETE FROM owner_secrets WHERE expires_at < ?'),
    purgeSessions: db.prepare('DELETE FROM owner_sessions WHERE expires_at < ?'),
    purgeAudit: db.prepare('DELETE FROM owner_audit WHERE at < ?'),
  };
  const toPasskey = (r: Row): PasskeyRecord => ({
    id: r.id as string,
    public_key: r.public_key as string,
    counter: r.counter as number,
    transports: JSON.parse(r.transports as string) as string[],
    name: r.name as string,
    created_at: r.created_at as number,
    ...(r.last_used_at != null ? { last_used_at: r.last_used_at as number } : {}),
  });
  const transaction = <T>(fn: () => T): T => immediate(db, fn);

  return {
    listPasskeys: () => (q.passkeys.all() as Row[]).map(toPasskey),
    getPasskey(id) {
      const r = q.passkey.get(id) as Row | undefined;
      return r ? toPasskey(r) : undefined;
    },
    addPasskey: (p) => void q.addPasskey.run(p.id, p.public_key, p.counter, JSON.stringify(p.transports), p.name, p.created_at),
    removePasskey: (id) => Number(q.removePasskey.run(id).changes) > 0,
    usePasskey: (id, counter, at) => void q.usePasskey.run(counter, at, id),
    insertSecret: (secret, r) => void q.insertSecret.run(sha256(secret), r.kind, r.subject, r.expires_at),
    useSecret(secret, kind, at, peek = false) {
      return transaction((): SecretUse => {
        const hash = sha256(secret);
        const r = q.secret.get(hash, kind) as Row | undefined;
        if (!r) return { status: 'unknown' };
        if (r.used_at != null) return { status: 'used' };
        if ((r.expires_at as number) <= at) return { status: 'expired' };
        if (!peek) q.useSecret.run(at, hash);
        return { status: 'ok', secret: { kind, subject: r.subject as string, expires_at: r.expires_at as number } };
      });
    },
    insertSession: (s) => void q.insertSession.run(s.hash, s.passkey_id, s.created_at, s.expires_at),
    getSession(hash, at) {
      const r = q.session.get(hash, at) as Row | undefined;
      return r ? { hash, passkey_id: r.passkey_id as string, created_at: r.created_at as number, expires_at: r.expires_at as number } : undefined;
    },
    deleteSession: (hash) => void q.deleteSession.run(hash),
    deleteSessionsOf: (id) => void q.deleteSessionsOf.run(id),
    audit: (e) => void q.audit.run(e.at, e.action, e.detail),
    listAudit: (limit) => q.listAudit.all(limit) as unknown as AuditEntry[],
    purge(at, auditBefore) {
      q.purgeSecrets.run(at - USED_AFTERLIFE);
      q.purgeSessions.run(at);
      q.purgeAudit.run(auditBefore);
    },
    close: () => db.close(),
  };
}
