/**
 * The Lua scripts of the Redis store (./redis-store.ts): each one operation that must not
 * interleave with another instance's. Redis 7 is needed (PEXPIRETIME).
 */
import type { Redis } from 'ioredis';

/** Extends a key's expiry to `ARGV`-given milliseconds, never shortens it (PEXPIRETIME: Redis 7). */
const EXTEND = `local function extend(key, at)
  local cur = redis.call('PEXPIRETIME', key)
  if cur >= 0 and cur < at then redis.call('PEXPIREAT', key, at) end
end
`;

export const SCRIPTS = {
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

export type ScriptName = keyof typeof SCRIPTS;
/** The connection with the scripts defined as commands (`defineCommand`). */
export type Scripted = Redis & Record<ScriptName, (...args: (string | number)[]) => Promise<unknown>>;
