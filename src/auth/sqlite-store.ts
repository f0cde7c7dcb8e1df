/**
 * The embedded store: node:sqlite in STATE_DIR (WAL, synchronous=FULL: a write that returned is on
 * disk, so a `kill -9` right after a revocation loses nothing). Its tables are ./sqlite-schema.ts,
 * its rows ./sqlite-rows.ts, the interface ./store.ts.
 */
import type { DatabaseSync } from 'node:sqlite';
import { immediate, openStateDatabase, promised, restrictFiles } from '../state/sqlite.ts';
import type { Scope } from './scopes.ts';
import { createSchema } from './sqlite-schema.ts';
import { type Row, toClaim, toClient, toCode, toGrant, toRefresh, toSigningKey } from './sqlite-rows.ts';
import {
  type AuthStore,
  GRANT_AFTERLIFE,
  type RotationResult,
  type StoreOperations,
  USED_CODE_AFTERLIFE,
  type ClientOperationNames,
  type ClaimOperationNames,
  type RevocationOperationNames,
  type KeyOperationNames,
  type GrantOperationNames,
} from './store.ts';

export function openSqliteStore(stateDir: string): AuthStore {
  return promised(openSqliteOperations(stateDir));
}

/** The SQLite store's operations, synchronous (for the store's own tests and tools that need no promise). */
export function openSqliteOperations(stateDir: string): StoreOperations {
  const { db, file } = openStateDatabase(stateDir);
  createSchema(db);
  restrictFiles(file);

  const q = prepareStatements(db);

  const transaction = <T>(fn: () => T): T => immediate(db, fn);

  return {
    ...clientOperations(q, transaction),
    ...claimOperations(q, transaction),
    ...revocationOperations(q),
    ...keyOperations(q, transaction),
    ...grantOperations(q, transaction),
    close: () => db.close(),
  };
}

/** Every statement of the store, prepared once. */
function prepareStatements(db: DatabaseSync) {
  return {
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
}

type Statements = ReturnType<typeof prepareStatements>;
type Transaction = <T>(fn: () => T) => T;

/** Registered clients, and the purge of those never used. */
function clientOperations(q: Statements, transaction: Transaction): Pick<StoreOperations, ClientOperationNames> {
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
  };
}

/** Scope claims and the owner's decisions. */
function claimOperations(q: Statements, transaction: Transaction): Pick<StoreOperations, ClaimOperationNames> {
  return {
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
  };
}

/** Revoked tokens and subjects, used assertion ids, and the purge of what expired. */
function revocationOperations(q: Statements): Pick<StoreOperations, RevocationOperationNames> {
  return {
    revokeToken: (jti, clientId, expiresAt) => void q.revokeToken.run(jti, clientId, expiresAt),
    isRevoked: (jti) => q.isRevoked.get(jti) !== undefined,
    revokeSubject: (subject, at) => void q.revokeSubject.run(subject, at),
    subjectRevokedAt: (subject) => (q.subjectRevokedAt.get(subject) as Row | undefined)?.revoked_at as number | undefined,
    useAssertionId: (issuer, jti, expiresAt) => Number(q.useAssertion.run(issuer, jti, expiresAt).changes) > 0,
    purge(now) {
      q.purgeRevoked.run(now);
      q.purgeAssertions.run(now);
      q.purgeRefresh.run(now);
      // Used codes stay a day past their expiry, to recognise a late reuse.
      q.purgeCodes.run(now, now - USED_CODE_AFTERLIFE);
      q.purgeGrants.run(now - GRANT_AFTERLIFE);
    },
  };
}

/** The signing keys. */
function keyOperations(q: Statements, transaction: Transaction): Pick<StoreOperations, KeyOperationNames> {
  return {
    signingKeys: () => (q.keys.all() as Row[]).map(toSigningKey),
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
          (q.keys.all() as Row[])
            .map(toSigningKey)
            .filter((k) => k.retired_at === undefined)
            .sort((a, b) => b.created_at - a.created_at || a.kid.localeCompare(b.kid))[0];
        const found = active();
        if (found) return found;
        q.insertKey.run(key.kid, key.private_pem, key.public_jwk, key.created_at);
        return active()!;
      });
    },
  };
}

/** Authorization codes, grants (token families) and their refresh tokens. */
function grantOperations(q: Statements, transaction: Transaction): Pick<StoreOperations, GrantOperationNames> {
  return {
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
  };
}
