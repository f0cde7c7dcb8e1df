/**
 * The store on Redis (STATE_URL=redis://… or rediss://…), for several processes and hosts that
 * must behave as one authorization server: one set of clients and claims, revocations seen by
 * every instance on its next request (nothing is cached here), single-use assertion ids and
 * authorization codes (atomic: one Lua script or one SET NX each), one signing key set.
 *
 * Durability is Redis's: with `appendonly yes` and `appendfsync always`, a write is on disk
 * before Redis answers it, hence before the server answers 2xx (see the README).
 *
 * Redis unreachable: every operation fails fast (no offline queue, a command timeout) with
 * STATE_UNAVAILABLE, a 503 problem with Retry-After; the client reconnects by itself. Only a
 * standalone Redis (or the primary that Sentinel names) is supported: the scripts reach keys of
 * one record's neighbours, which Redis Cluster's slot rule forbids.
 *
 * Layout (every key under the prefix, STATE_PREFIX, default `portfolio:`):
 *   client:<id>              hash   secret_hash, meta (JSON), issued_at, revoked_at?, first_token_at?
 *   clients:unused           zset   ids of clients without a token or an approved claim, by issued_at
 *   claim:<id>               hash   client_id, requested, granted, pending (JSON), status, nonce, created_at, decided_at?, note?, covers, grant_id?, signer? (JSON)
 *   claims                   zset   every claim id, by created_at (then id)
 *   client-claims:<id>       set    the claim ids of a client
 *   revoked:<jti>            string the client id; expires with the token
 *   subject:<key>            string when the subject was revoked (kept)
 *   assertion:<issuer>:<jti> string expires with the assertion
 *   signing-keys             hash   kid -> the key record (JSON)
 *   code:<hash>              hash   an authorization code; kept a day past its expiry (reuse detection)
 *   grant:<id>               hash   client_id, created_at, revoked_at?, last_issued_at?; expires with its last refresh token or 31 days after its last issuance
 *   refresh:<hash>           hash   a refresh token; expires with it
 *   schema                   string the layout version (2: claims carry covers and grant_id)
 */
import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../config/config-error.ts';
import { AppError } from '../errors/app-error.ts';
import { stateUnavailable } from '../state/redis.ts';
import { flat, isEmpty, num, pairs, refreshFields, settled, toClaim, toClient, toCode, toGrant, toRefresh } from './redis-fields.ts';
import { migrateClaimCoverage } from './redis-migrate.ts';
import { SCRIPTS, type ScriptName, type Scripted } from './redis-scripts.ts';
import type { Scope } from './scopes.ts';
import {
  type AuthStore,
  type ClaimRecord,
  GRANT_AFTERLIFE,
  type RotationResult,
  type SigningKeyRecord,
  USED_CODE_AFTERLIFE,
  type ClientOperationNames,
  type ClaimOperationNames,
  type RevocationOperationNames,
  type KeyOperationNames,
  type GrantOperationNames,
} from './store.ts';

/** Milliseconds a Redis command may take before the request is answered 503. */
const COMMAND_TIMEOUT = 2000;

/** Redis replies that mean "not now" rather than a fault of this code. */
const TRANSIENT_REPLY = /^(LOADING|BUSY|READONLY|MASTERDOWN|CLUSTERDOWN|TRYAGAIN|NOREPLICAS|MISCONF)\b/;

/** A failed command as the error to answer: Redis unreachable or busy → STATE_UNAVAILABLE; a reply error of a script → itself (a fault, logged). */
function asStateError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as { name?: string; message?: string };
  if (e?.name === 'ReplyError' && !TRANSIENT_REPLY.test(e.message ?? '')) return err;
  return stateUnavailable(err);
}

export interface RedisState {
  store: AuthStore;
  /** The connection, shared with the rate limiter. */
  redis: Redis;
}

/** The connection options: fail fast while disconnected, reconnect forever with a capped backoff. */
export function redisOptions(): RedisOptions {
  return {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT,
    connectTimeout: COMMAND_TIMEOUT,
    enableAutoPipelining: true,
    retryStrategy: (times) => Math.min(100 * times, 1000),
  };
}

/**
 * Connects to STATE_URL and answers the store once Redis is ready; gives up with a ConfigError
 * naming STATE_URL after `startTimeoutMs` (the server cannot sign tokens without the key set).
 */
export async function openRedisStore(url: string, prefix: string, startTimeoutMs = 30_000): Promise<RedisState> {
  const redis = new Redis(url, redisOptions());
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    console.error(`state: Redis unreachable (${err.message}); requests that need state are answered 503 until it is back`);
  });
  redis.on('ready', () => {
    if (down) console.error('state: Redis reachable again');
    down = false;
  });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      await redis.connect();
      break;
    } catch (err) {
      if (Date.now() > deadline) {
        redis.disconnect();
        throw new ConfigError('STATE_URL', `Redis did not answer within ${Math.round(startTimeoutMs / 1000)} s (${(err as Error).message})`);
      }
      redis.disconnect();
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const info = await redis.info('server');
  const major = Number(/redis_version:(\d+)/.exec(info)?.[1] ?? 0);
  if (major < 7) {
    redis.disconnect();
    throw new ConfigError('STATE_URL', `Redis 7 or newer is needed (found ${/redis_version:([\d.]+)/.exec(info)?.[1] ?? 'an unknown version'})`);
  }
  for (const [name, body] of Object.entries(SCRIPTS)) redis.defineCommand(name, { lua: body });
  await migrateClaimCoverage(redis, prefix);
  return { store: redisStore(redis, prefix), redis };
}

/** The key names under the prefix (the layout in this module's comment). */
function keysOf(P: string) {
  return {
    client: (id: string) => `${P}client:${id}`,
    unused: `${P}clients:unused`,
    claim: (id: string) => `${P}claim:${id}`,
    claims: `${P}claims`,
    clientClaims: (id: string) => `${P}client-claims:${id}`,
    revoked: (jti: string) => `${P}revoked:${jti}`,
    subject: (s: string) => `${P}subject:${s}`,
    assertion: (issuer: string, jti: string) => `${P}assertion:${encodeURIComponent(issuer)}:${jti}`,
    keys: `${P}signing-keys`,
    code: (h: string) => `${P}code:${h}`,
    grant: (id: string) => `${P}grant:${id}`,
    refresh: (h: string) => `${P}refresh:${h}`,
  };
}

interface RedisContext {
  r: Scripted;
  P: string;
  k: ReturnType<typeof keysOf>;
  script(name: ScriptName, keys: string[], args: (string | number)[]): Promise<unknown>;
}

const ms = (seconds: number) => seconds * 1000;
/** An expiry in the past would drop the key at once: a recorded id is kept at least a minute. */
const notBefore = (atMs: number) => Math.max(atMs, Date.now() + 60_000);

function redisStore(client: Redis, P: string): AuthStore {
  const r = client as Scripted;
  const context: RedisContext = {
    r,
    P,
    k: keysOf(P),
    script: (name, keys, args) => r[name](keys.length, ...keys, ...args),
  };
  const ops: AuthStore = {
    ...clientOperations(context),
    ...claimOperations(context),
    ...revocationOperations(context),
    ...keyOperations(context),
    ...grantOperations(context),
    async close() {
      await r.quit().catch(() => r.disconnect());
    },
  };

  // Every operation: a Redis that is unreachable becomes STATE_UNAVAILABLE (503, Retry-After).
  const guarded: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(ops)) {
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (err) {
        throw asStateError(err);
      }
    };
  }
  return guarded as unknown as AuthStore;
}

/** Registered clients, and the purge of those never used. */
function clientOperations({ r, k, P, script }: RedisContext): Pick<AuthStore, ClientOperationNames> {
  return {
    async insertClient(c) {
      const { client_id, secret_hash, client_id_issued_at, revoked_at: _r, first_token_at: _f, ...meta } = c;
      await r
        .multi()
        .hset(k.client(client_id), { secret_hash, meta: JSON.stringify(meta), issued_at: String(client_id_issued_at) })
        .zadd(k.unused, client_id_issued_at, client_id)
        .exec()
        .then(settled);
    },
    async getClient(id) {
      const f = await r.hgetall(k.client(id));
      return isEmpty(f) ? undefined : toClient(id, f);
    },
    async revokeClient(id, at) {
      return (await script('revokeClient', [k.client(id)], [at])) === 1;
    },
    async recordTokenIssued(id, at) {
      await script('tokenIssued', [k.client(id), k.unused], [at, id]);
    },
    async purgeUnusedClients(before) {
      return Number(await script('purgeUnused', [k.unused, k.claims], [before, P]));
    },
  };
}

/** Scope claims and the owner's decisions. */
function claimOperations({ r, k, script }: RedisContext): Pick<AuthStore, ClaimOperationNames> {
  const getClaim = async (id: string) => {
    const f = await r.hgetall(k.claim(id));
    return isEmpty(f) ? undefined : toClaim(id, f);
  };
  return {
    async insertClaim(c) {
      await r
        .multi()
        .hset(
          k.claim(c.id),
          ...flat({
            client_id: c.client_id,
            requested: JSON.stringify(c.requested),
            granted: JSON.stringify(c.granted),
            pending: JSON.stringify(c.pending),
            status: c.status,
            nonce: c.nonce,
            created_at: c.created_at,
            decided_at: c.decided_at,
            note: c.note ? JSON.stringify(c.note) : undefined,
            covers: c.covers,
            grant_id: c.grant_id,
            signer: c.signer ? JSON.stringify(c.signer) : undefined,
          }),
        )
        .zadd(k.claims, c.created_at, c.id)
        .sadd(k.clientClaims(c.client_id), c.id)
        .exec()
        .then(settled);
    },
    getClaim,
    async listClaims() {
      const ids = await r.zrange(k.claims, 0, -1);
      const all = await Promise.all(ids.map((id) => r.hgetall(k.claim(id))));
      return ids.flatMap((id, i) => (isEmpty(all[i]!) ? [] : [toClaim(id, all[i]!)]));
    },
    async decideClaim(id, decision, at, trustClient = false) {
      const claim = await getClaim(id);
      if (claim?.status !== 'pending') return false;
      // A pending claim's scopes never change before the decision: the script only checks it is still pending.
      const granted = decision === 'approved' ? [...new Set([...claim.granted, ...claim.pending])] : claim.granted;
      const covers = decision === 'approved' && trustClient ? 'client' : '';
      return (await script('decideClaim', [k.claim(id), k.unused], [JSON.stringify(granted), decision, at, covers, claim.client_id])) === 1;
    },
    async countPendingClaims(clientId) {
      const ids = await r.smembers(k.clientClaims(clientId));
      const statuses = await Promise.all(ids.map((id) => r.hget(k.claim(id), 'status')));
      return statuses.filter((s) => s === 'pending').length;
    },
    async pendingClaims(clientId, grantId) {
      const ids = await r.smembers(k.clientClaims(clientId));
      const claims = await Promise.all(ids.map((id) => getClaim(id)));
      return claims
        .filter((c): c is ClaimRecord => c?.status === 'pending' && (c.covers === 'client' || (grantId !== undefined && c.grant_id === grantId)))
        .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id));
    },
    async grantedScopes(clientId, grantId) {
      const ids = await r.smembers(k.clientClaims(clientId));
      const claims = await Promise.all(ids.map((id) => r.hmget(k.claim(id), 'granted', 'covers', 'grant_id')));
      const covering = claims.filter(([g, covers, grant]) => g && (covers === 'client' || (grantId !== undefined && grant === grantId)));
      return [...new Set(covering.flatMap(([g]) => JSON.parse(g!) as Scope[]))].sort();
    },
  };
}

/** Revoked tokens and subjects, used assertion ids (every entry that expires carries its own expiry: nothing to sweep). */
function revocationOperations({ r, k, script }: RedisContext): Pick<AuthStore, RevocationOperationNames> {
  return {
    async revokeToken(jti, clientId, expiresAt) {
      await r.set(k.revoked(jti), clientId, 'PXAT', notBefore(ms(expiresAt)));
    },
    async isRevoked(jti) {
      return (await r.exists(k.revoked(jti))) === 1;
    },
    async revokeSubject(subject, at) {
      await script('revokeSubject', [k.subject(subject)], [at]);
    },
    async subjectRevokedAt(subject) {
      return num((await r.get(k.subject(subject))) ?? undefined);
    },
    async useAssertionId(issuer, jti, expiresAt) {
      return (await r.set(k.assertion(issuer, jti), '1', 'PXAT', notBefore(ms(expiresAt)), 'NX')) === 'OK';
    },
    // Every entry that expires carries its own expiry in Redis: nothing to sweep.
    async purge() {},
  };
}

/** The signing keys. */
function keyOperations({ r, k, script }: RedisContext): Pick<AuthStore, KeyOperationNames> {
  return {
    async signingKeys() {
      const all = Object.values(await r.hgetall(k.keys)).map((v) => JSON.parse(v) as SigningKeyRecord);
      return all.sort((a, b) => a.created_at - b.created_at || a.kid.localeCompare(b.kid));
    },
    async addSigningKey(key, retireOthers) {
      await script('addKey', [k.keys], [key.kid, retireOthers ? '1' : '0', key.created_at, JSON.stringify(key)]);
    },
    async addSigningKeyIfNone(key) {
      return JSON.parse(String(await script('addKeyIfNone', [k.keys], [key.kid, JSON.stringify(key)]))) as SigningKeyRecord;
    },
  };
}

/** Authorization codes, grants (token families) and their refresh tokens. */
function grantOperations({ r, k, P, script }: RedisContext): Pick<AuthStore, GrantOperationNames> {
  return {
    async insertAuthorizationCode(c) {
      const key = k.code(c.code_hash);
      await r
        .multi()
        .hset(key, {
          client_id: c.client_id,
          redirect_uri: c.redirect_uri,
          code_challenge: c.code_challenge,
          scopes: JSON.stringify(c.scopes),
          resource: c.resource,
          grant_id: c.grant_id,
          ...(c.claim_id !== undefined ? { claim_id: c.claim_id } : {}),
          expires_at: String(c.expires_at),
        })
        .pexpireat(key, ms(c.expires_at + USED_CODE_AFTERLIFE))
        .exec()
        .then(settled);
    },
    async useAuthorizationCode(hash, at) {
      const f = pairs(await script('useCode', [k.code(hash)], [at]));
      return isEmpty(f) ? undefined : toCode(hash, f);
    },
    async insertGrant(g) {
      const key = k.grant(g.id);
      await r
        .multi()
        .hset(key, { client_id: g.client_id, created_at: String(g.created_at) })
        .pexpireat(key, ms(g.created_at + GRANT_AFTERLIFE))
        .exec()
        .then(settled);
    },
    async getGrant(id) {
      const f = await r.hgetall(k.grant(id));
      if (isEmpty(f)) return undefined;
      return toGrant(id, f);
    },
    async revokeGrant(id, at) {
      return (await script('revokeGrant', [k.grant(id)], [at])) === 1;
    },
    async insertRefreshToken(t) {
      await script('insertRefresh', [k.refresh(t.token_hash), k.grant(t.grant_id)], [ms(t.expires_at), ...refreshFields(t)]);
    },
    async getRefreshToken(hash) {
      const f = await r.hgetall(k.refresh(hash));
      return isEmpty(f) ? undefined : toRefresh(hash, f);
    },
    async rotateRefreshToken(hash, next, at): Promise<RotationResult> {
      const reply = (await script(
        'rotate',
        [k.refresh(hash), k.refresh(next.token_hash)],
        [at, ms(next.expires_at), ms(at + GRANT_AFTERLIFE), P, ...refreshFields(next)],
      )) as [string, unknown?];
      if (reply[0] === 'unknown') return { status: 'unknown' };
      return { status: reply[0] as 'rotated' | 'reused', previous: toRefresh(hash, pairs(reply[1])) };
    },
  };
}
