/**
 * The owner console's state on Redis (STATE_URL), beside the authorization server's keys and on
 * its connection (src/auth/redis-store.ts opens it and closes it). The same operations as the
 * SQLite tables of ./store.ts; a secret is consumed and the last passkey kept by one Lua script
 * each (atomic across processes and hosts).
 *
 * Layout (under STATE_PREFIX):
 *   owner:passkeys              hash   credential id -> the passkey record (JSON)
 *   owner:secret:<sha256>       hash   kind, subject, expires_at, used_at?; expires a day after expires_at
 *   owner:session:<sha256>      string the session record (JSON); expires with it
 *   owner:passkey-sessions:<id> set    the session hashes of a passkey (to end them when it is removed)
 *   owner:audit                 zset   the activity log (JSON entries), by time
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AuditEntry, OwnerStore, PasskeyRecord, SecretUse, SessionRecord } from './store.ts';
import { sha256 } from './store.ts';

const USED_AFTERLIFE = 86_400;

/** KEYS[1] the secret; ARGV: kind, now, peek (1/0). Answers {status, subject, expires_at}. */
const USE_SECRET = `
local f = redis.call('HGETALL', KEYS[1])
if #f == 0 then return {'unknown'} end
local h = {}
for i = 1, #f, 2 do h[f[i]] = f[i + 1] end
if h.kind ~= ARGV[1] then return {'unknown'} end
if h.used_at then return {'used'} end
if tonumber(h.expires_at) <= tonumber(ARGV[2]) then return {'expired'} end
if ARGV[3] == '0' then redis.call('HSET', KEYS[1], 'used_at', ARGV[2]) end
return {'ok', h.subject, h.expires_at}
`;

/** KEYS[1] the passkeys hash; ARGV[1] the id. 1 when removed; never the last one. */
const REMOVE_PASSKEY = `
if redis.call('HLEN', KEYS[1]) <= 1 then return 0 end
return redis.call('HDEL', KEYS[1], ARGV[1])
`;

export function openRedisOwnerStore(redis: Redis, prefix: string): OwnerStore {
  const k = (key: string) => `${prefix}owner:${key}`;
  const passkeys = k('passkeys');
  const run = (script: string, keys: string[], args: (string | number)[]) => redis.eval(script, keys.length, ...keys, ...args);

  const getPasskey = async (id: string) => {
    const v = await redis.hget(passkeys, id);
    return v ? (JSON.parse(v) as PasskeyRecord) : undefined;
  };

  return {
    async listPasskeys() {
      const all = Object.values(await redis.hgetall(passkeys)).map((v) => JSON.parse(v) as PasskeyRecord);
      return all.sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id));
    },
    getPasskey,
    async addPasskey(p) {
      await redis.hsetnx(passkeys, p.id, JSON.stringify(p));
    },
    removePasskey: async (id) => Number(await run(REMOVE_PASSKEY, [passkeys], [id])) === 1,
    async usePasskey(id, counter, at) {
      const p = await getPasskey(id);
      if (p) await redis.hset(passkeys, id, JSON.stringify({ ...p, counter, last_used_at: at }));
    },
    async insertSecret(secret, r) {
      const key = k(`secret:${sha256(secret)}`);
      await redis
        .multi()
        .hset(key, 'kind', r.kind, 'subject', r.subject, 'expires_at', String(r.expires_at))
        .expireat(key, r.expires_at + USED_AFTERLIFE)
        .exec();
    },
    async useSecret(secret, kind, at, peek = false): Promise<SecretUse> {
      const [status, subject, expires] = (await run(USE_SECRET, [k(`secret:${sha256(secret)}`)], [kind, at, peek ? 1 : 0])) as string[];
      if (status !== 'ok') return { status: status as 'unknown' | 'expired' | 'used' };
      return { status: 'ok', secret: { kind, subject: subject!, expires_at: Number(expires) } };
    },
    async insertSession(s) {
      const key = k(`session:${s.hash}`);
      const index = k(`passkey-sessions:${s.passkey_id}`);
      await redis.multi().set(key, JSON.stringify(s), 'EXAT', s.expires_at).sadd(index, s.hash).expireat(index, s.expires_at).exec();
    },
    async getSession(hash, at) {
      const v = await redis.get(k(`session:${hash}`));
      const s = v ? (JSON.parse(v) as SessionRecord) : undefined;
      return s && s.expires_at > at ? s : undefined;
    },
    async deleteSession(hash) {
      await redis.del(k(`session:${hash}`));
    },
    async deleteSessionsOf(id) {
      const index = k(`passkey-sessions:${id}`);
      const hashes = await redis.smembers(index);
      await redis.del(index, ...hashes.map((h) => k(`session:${h}`)));
    },
    async audit(e) {
      // A random suffix: two equal entries in one second stay two.
      await redis.zadd(k('audit'), e.at, JSON.stringify({ ...e, n: randomBytes(4).toString('hex') }));
    },
    async listAudit(limit) {
      const rows = await redis.zrevrange(k('audit'), 0, limit - 1);
      return rows.map((r) => {
        const { at, action, detail } = JSON.parse(r) as AuditEntry;
        return { at, action, detail };
      });
    },
    async purge(_at, auditBefore) {
      // Secrets and sessions expire by themselves.
      await redis.zremrangebyscore(k('audit'), '-inf', `(${auditBefore}`);
    },
    // The connection is the authorization store's: it closes it.
    async close() {},
  };
}
