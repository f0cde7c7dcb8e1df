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
import { AppError } from '../errors/app-error.ts';
import { ConfigError } from '../config/config-error.ts';
import type { ClaimStatus } from './schema.ts';
import type { Scope } from './scopes.ts';
import type {
  AuthorizationCodeRecord,
  AuthStore,
  ClaimNote,
  ClaimSigner,
  ClaimRecord,
  ClientRecord,
  GrantRecord,
  RefreshTokenRecord,
  RotationResult,
  SigningKeyRecord,
} from './store.ts';
import { GRANT_AFTERLIFE, USED_CODE_AFTERLIFE } from './store.ts';
import { stateUnavailable } from '../state/redis.ts';

/** Milliseconds a Redis command may take before the request is answered 503. */
const COMMAND_TIMEOUT = 2000;

type Fields = Record<string, string>;

/** The replies of a MULTI: throws the first command's error (EXEC answers them, it does not reject). */
function settled(replies: [Error | null, unknown][] | null): void {
  if (replies === null) throw new Error('the transaction was discarded');
  const failed = replies.find(([err]) => err);
  if (failed) throw failed[0];
}

/** The reply of HGETALL in a script (a flat list) as fields. */
function pairs(list: unknown): Fields {
  const out: Fields = {};
  const a = list as string[];
  for (let i = 0; i + 1 < a.length; i += 2) out[a[i]!] = a[i + 1]!;
  return out;
}

const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const opt = <K extends string>(key: K, v: string | undefined) => (v === undefined ? {} : ({ [key]: Number(v) } as Record<K, number>));
const isEmpty = (f: Fields) => Object.keys(f).length === 0;
/** Fields for HSET: [name, value, …], dropping undefined values. */
function flat(record: Record<string, string | number | undefined>): string[] {
  return Object.entries(record).flatMap(([k, v]) => (v === undefined ? [] : [k, String(v)]));
}

const toClient = (id: string, f: Fields): ClientRecord => ({
  ...(JSON.parse(f.meta!) as Omit<ClientRecord, 'client_id' | 'secret_hash' | 'client_id_issued_at'>),
  client_id: id,
  secret_hash: f.secret_hash!,
  client_id_issued_at: Number(f.issued_at),
  ...opt('revoked_at', f.revoked_at),
  ...opt('first_token_at', f.first_token_at),
});
const toClaim = (id: string, f: Fields): ClaimRecord => ({
  id,
  client_id: f.client_id!,
  requested: JSON.parse(f.requested!),
  granted: JSON.parse(f.granted!),
  pending: JSON.parse(f.pending!),
  status: f.status as ClaimStatus,
  nonce: f.nonce!,
  created_at: Number(f.created_at),
  ...opt('decided_at', f.decided_at),
  ...(f.note !== undefined ? { note: JSON.parse(f.note) as ClaimNote } : {}),
  covers: f.covers === 'client' ? 'client' : 'grant',
  ...(f.grant_id !== undefined ? { grant_id: f.grant_id } : {}),
  ...(f.signer !== undefined ? { signer: JSON.parse(f.signer) as ClaimSigner } : {}),
});
const toCode = (hash: string, f: Fields): AuthorizationCodeRecord => ({
  code_hash: hash,
  client_id: f.client_id!,
  redirect_uri: f.redirect_uri!,
  code_challenge: f.code_challenge!,
  scopes: JSON.parse(f.scopes!),
  resource: f.resource!,
  grant_id: f.grant_id!,
  ...(f.claim_id !== undefined ? { claim_id: f.claim_id } : {}),
  expires_at: Number(f.expires_at),
  ...opt('used_at', f.used_at),
});
const toRefresh = (hash: string, f: Fields): RefreshTokenRecord => ({
  token_hash: hash,
  grant_id: f.grant_id!,
  client_id: f.client_id!,
  scopes: JSON.parse(f.scopes!),
  resource: f.resource!,
  created_at: Number(f.created_at),
  expires_at: Number(f.expires_at),
  ...opt('used_at', f.used_at),
});
const refreshFields = (t: RefreshTokenRecord) =>
  flat({
    grant_id: t.grant_id,
    client_id: t.client_id,
    scopes: JSON.stringify(t.scopes),
    resource: t.resource,
    created_at: t.created_at,
    expires_at: t.expires_at,
  });

/** Extends a key's expiry to `ARGV`-given milliseconds, never shortens it (PEXPIRETIME: Redis 7). */
const EXTEND = `local function extend(key, at)
  local cur = redis.call('PEXPIRETIME', key)
  if cur >= 0 and cur < at then redis.call('PEXPIREAT', key, at) end
end
`;

/** The Lua scripts: each one operation that must not interleave with another instance's. */
const SCRIPTS = {
  // KEYS: client. ARGV: at. -> 1 when revoked now.
  revokeClient: `if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'revoked_at') == 1 then return 0 end
redis.call('HSET', KEYS[1], 'revoked_at', ARGV[1]) return 1`,
  // KEYS: client, clients:unused. ARGV: at, id.
  tokenIssued: `if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('HEXISTS', KEYS[1], 'first_token_at') == 0 then
  redis.call('HSET', KEYS[1], 'first_token_at', ARGV[1]) end
redis.call('ZREM', KEYS[2], ARGV[2]) return 1`,
  // KEYS: clients:unused, claims. ARGV: before, prefix. -> how many deleted. A client with a
  // token or an approved claim is used (it leaves the set); else it goes with its claims.
  purgeUnused: `local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1])
local n = 0
for _, id in ipairs(ids) do
  redis.call('ZREM', KEYS[1], id)
  local ck = ARGV[2] .. 'client:' .. id
  local cc = ARGV[2] .. 'client-claims:' .. id
  local used = redis.call('HEXISTS', ck, 'first_token_at') == 1
  local claims = redis.call('SMEMBERS', cc)
  for _, c in ipairs(claims) do
    if redis.call('HGET', ARGV[2] .. 'claim:' .. c, 'status') == 'approved' then used = true end
  end
  if not used then
    for _, c in ipairs(claims) do
      redis.call('DEL', ARGV[2] .. 'claim:' .. c)
      redis.call('ZREM', KEYS[2], c)
    end
    redis.call('DEL', cc)
    n = n + redis.call('DEL', ck)
  end
end
return n`,
  // KEYS: claim, clients:unused. ARGV: granted (JSON), status, at, covers ('' keeps it), client id.
  // -> 1 when decided now (it was pending). An approved claim makes its client used.
  decideClaim: `if redis.call('HGET', KEYS[1], 'status') ~= 'pending' then return 0 end
redis.call('HSET', KEYS[1], 'granted', ARGV[1], 'pending', '[]', 'status', ARGV[2], 'decided_at', ARGV[3])
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'covers', ARGV[4]) end
if ARGV[2] == 'approved' then redis.call('ZREM', KEYS[2], ARGV[5]) end
return 1`,
  // KEYS: subject. ARGV: at. Keeps the latest revocation.
  revokeSubject: `local cur = redis.call('GET', KEYS[1])
if not cur or tonumber(cur) < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end return 1`,
  // KEYS: signing-keys. ARGV: kid, retireOthers (1/0), at, record (JSON).
  addKey: `if ARGV[2] == '1' then
  local all = redis.call('HGETALL', KEYS[1])
  for i = 1, #all, 2 do
    local k = cjson.decode(all[i + 1])
    if k.retired_at == nil then k.retired_at = tonumber(ARGV[3]) redis.call('HSET', KEYS[1], all[i], cjson.encode(k)) end
  end
end
local existing = redis.call('HGET', KEYS[1], ARGV[1])
if not existing then redis.call('HSET', KEYS[1], ARGV[1], ARGV[4])
elseif ARGV[2] == '1' then
  local k = cjson.decode(existing) k.retired_at = nil redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(k))
end return 1`,
  // KEYS: signing-keys. ARGV: kid, record (JSON). -> the active key (JSON): the one found, or this one added.
  addKeyIfNone: `local best, bestKey = nil, nil
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local k = cjson.decode(all[i + 1])
  if k.retired_at == nil and (best == nil or k.created_at > best.created_at or (k.created_at == best.created_at and k.kid < best.kid)) then
    best = k bestKey = all[i + 1]
  end
end
if bestKey then return bestKey end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) return ARGV[2]`,
  // KEYS: code. ARGV: at. -> the record as it was (empty: unknown); marks it used.
  useCode: `local r = redis.call('HGETALL', KEYS[1])
if #r == 0 then return r end
if redis.call('HEXISTS', KEYS[1], 'used_at') == 0 then redis.call('HSET', KEYS[1], 'used_at', ARGV[1]) end
return r`,
  // KEYS: grant. ARGV: at. -> 1 when revoked now.
  revokeGrant: `if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'revoked_at') == 1 then return 0 end
redis.call('HSET', KEYS[1], 'revoked_at', ARGV[1]) return 1`,
  // KEYS: refresh, grant. ARGV: expires_at (ms), then the fields.
  insertRefresh: `${EXTEND}redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PEXPIREAT', KEYS[1], ARGV[1])
extend(KEYS[2], tonumber(ARGV[1])) return 1`,
  // KEYS: old refresh, new refresh. ARGV: at (s), next expiry (ms), grant afterlife (ms from now), prefix, then the next token's fields.
  rotate: `${EXTEND}local r = redis.call('HGETALL', KEYS[1])
if #r == 0 then return {'unknown'} end
if redis.call('HEXISTS', KEYS[1], 'used_at') == 1 then return {'reused', r} end
redis.call('HSET', KEYS[1], 'used_at', ARGV[1])
local gk = ARGV[4] .. 'grant:' .. redis.call('HGET', KEYS[1], 'grant_id')
if redis.call('EXISTS', gk) == 1 then
  redis.call('HSET', gk, 'last_issued_at', ARGV[1])
  extend(gk, math.max(tonumber(ARGV[2]), tonumber(ARGV[3])))
end
redis.call('HSET', KEYS[2], unpack(ARGV, 5))
redis.call('PEXPIREAT', KEYS[2], ARGV[2])
return {'rotated', r}`,
} as const;

type ScriptName = keyof typeof SCRIPTS;

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

/** Every key under the prefix that matches `pattern` (SCAN: it never blocks Redis). */
async function scanKeys(redis: Redis, match: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

/**
 * Layout 2: the claims made before an approval covered one grant get `covers` (and `grant_id`),
 * by the rule of the SQLite store (MIGRATE_CLAIMS_SQL in ./store.ts): the grant of the code that
 * names the claim; else the client for a confidential client; else no grant, and an approved
 * claim is pending again. Clients kept only by a claim that was never approved go back to the
 * purge set. Idempotent: claims that have `covers` are left alone, so processes starting
 * together agree.
 */
async function migrateClaimCoverage(redis: Redis, P: string): Promise<void> {
  if (Number(await redis.get(`${P}schema`)) >= 2) return;
  const grantOfClaim = new Map<string, string>();
  for (const keys of batches(await scanKeys(redis, `${P}code:*`))) {
    const rows = await pipelined<[string | null, string | null]>(redis, keys, (p, key) => p.hmget(key, 'claim_id', 'grant_id'));
    for (const [claimId, grantId] of rows) if (claimId && grantId) grantOfClaim.set(claimId, grantId);
  }
  const methods = new Map<string, string | undefined>();
  const approvedClients = new Set<string>();
  const clientsWithClaims = new Set<string>();
  for (const ids of batches(await redis.zrange(`${P}claims`, 0, -1))) {
    const claims = await pipelined<Fields>(redis, ids, (p, id) => p.hgetall(`${P}claim:${id}`));
    const unknownClients = [...new Set(claims.filter((f) => !isEmpty(f) && !methods.has(f.client_id!)).map((f) => f.client_id!))];
    const metas = await pipelined<string | null>(redis, unknownClients, (p, id) => p.hget(`${P}client:${id}`, 'meta'));
    unknownClients.forEach((id, n) => {
      const meta = metas[n];
      methods.set(id, meta ? (JSON.parse(meta) as { token_endpoint_auth_method?: string }).token_endpoint_auth_method : undefined);
    });
    const writes = redis.pipeline();
    claims.forEach((f, n) => {
      if (isEmpty(f)) return;
      const id = ids[n]!;
      clientsWithClaims.add(f.client_id!);
      if (f.covers === undefined) {
        const method = methods.get(f.client_id!);
        const update = coverageOf(f, grantOfClaim.get(id), method === undefined || method === 'none');
        if (update.status === 'pending') writes.hdel(`${P}claim:${id}`, 'decided_at');
        writes.hset(`${P}claim:${id}`, update);
        if (update.status !== undefined) f.status = update.status;
      }
      if (f.status === 'approved') approvedClients.add(f.client_id!);
    });
    settled(await writes.exec());
  }
  const waiting = [...clientsWithClaims].filter((id) => !approvedClients.has(id));
  for (const ids of batches(waiting)) {
    const rows = await pipelined<[string | null, string | null]>(redis, ids, (p, id) => p.hmget(`${P}client:${id}`, 'issued_at', 'first_token_at'));
    const writes = redis.pipeline();
    rows.forEach(([issuedAt, firstToken], n) => {
      if (issuedAt !== null && firstToken === null) writes.zadd(`${P}clients:unused`, Number(issuedAt), ids[n]!);
    });
    settled(await writes.exec());
  }
  await redis.set(`${P}schema`, '2');
}

/** The fields that give an old claim its coverage (the rule of MIGRATE_CLAIMS_SQL); `isPublic`: its client has no secret (or is gone). */
function coverageOf(f: Fields, grantId: string | undefined, isPublic: boolean): Fields {
  const covers = grantId !== undefined || isPublic ? 'grant' : 'client';
  const update: Fields = { covers, ...(grantId !== undefined ? { grant_id: grantId } : {}) };
  if (covers === 'grant' && grantId === undefined && f.status === 'approved') Object.assign(update, { status: 'pending', pending: f.granted!, granted: '[]' });
  return update;
}

/** `items` in slices of 500: one pipeline each. */
function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 500) out.push(items.slice(i, i + 500));
  return out;
}

/** One command per item in one pipeline; the replies in order. */
async function pipelined<R>(redis: Redis, items: string[], command: (p: ReturnType<Redis['pipeline']>, item: string) => unknown): Promise<R[]> {
  const p = redis.pipeline();
  for (const item of items) command(p, item);
  const replies = await p.exec();
  settled(replies);
  return replies!.map(([, value]) => value as R);
}

type Scripted = Redis & Record<ScriptName, (...args: (string | number)[]) => Promise<unknown>>;

function redisStore(client: Redis, P: string): AuthStore {
  const r = client as Scripted;
  const script = (name: ScriptName, keys: string[], args: (string | number)[]) => r[name](keys.length, ...keys, ...args);
  const k = {
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
  const ms = (seconds: number) => seconds * 1000;
  /** An expiry in the past would drop the key at once: a recorded id is kept at least a minute. */
  const notBefore = (atMs: number) => Math.max(atMs, Date.now() + 60_000);

  const ops: AuthStore = {
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
    async getClaim(id) {
      const f = await r.hgetall(k.claim(id));
      return isEmpty(f) ? undefined : toClaim(id, f);
    },
    async listClaims() {
      const ids = await r.zrange(k.claims, 0, -1);
      const all = await Promise.all(ids.map((id) => r.hgetall(k.claim(id))));
      return ids.flatMap((id, i) => (isEmpty(all[i]!) ? [] : [toClaim(id, all[i]!)]));
    },
    async decideClaim(id, decision, at, trustClient = false) {
      const claim = await ops.getClaim(id);
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
      const claims = await Promise.all(ids.map((id) => ops.getClaim(id)));
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
      const grant: GrantRecord = { id, client_id: f.client_id!, created_at: Number(f.created_at), ...opt('revoked_at', f.revoked_at) };
      return grant;
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
    // Every entry that expires carries its own expiry in Redis: nothing to sweep.
    async purge() {},
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
