/**
 * The messages on Redis (STATE_URL), beside the authorization server's keys and on its connection:
 *   message:<id>       hash   received_at, channel, sender (JSON), name?, contact?, message, status, read_at?, webhook, email
 *   messages           zset   every message id, by received_at
 *   message-secret     string the messages secret (form tokens, address hashes)
 * Durability is Redis's, as for the rest of the state (appendonly yes, appendfsync always).
 * Redis unreachable: STATE_UNAVAILABLE (503 with Retry-After), nothing acknowledged.
 */
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.ts';
import { stateUnavailable } from '../state/redis.ts';
import type { MessageStore } from './store.ts';
import type { MessageRecord, MessageSender } from './schema.ts';

type Fields = Record<string, string>;

const fromFields = (id: string, f: Fields): MessageRecord => ({
  id,
  received_at: Number(f.received_at),
  channel: f.channel as MessageRecord['channel'],
  sender: JSON.parse(f.sender!) as MessageSender,
  ...(f.name !== undefined ? { name: f.name } : {}),
  ...(f.contact !== undefined ? { contact: f.contact } : {}),
  message: f.message!,
  status: f.status as MessageRecord['status'],
  ...(f.read_at !== undefined ? { read_at: Number(f.read_at) } : {}),
  webhook: f.webhook as MessageRecord['webhook'],
  email: f.email as MessageRecord['email'],
});

// KEYS: message:<id>. -> 1 when archived now, 0 when absent or already archived.
const ARCHIVE = `if redis.call('HGET', KEYS[1], 'status') == 'new' then redis.call('HSET', KEYS[1], 'status', 'archived') return 1 end return 0`;
// KEYS: message:<id>. ARGV: the time read, or '' for unread. 1 when the message exists.
const MARK_READ = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[1] == '' then redis.call('HDEL', KEYS[1], 'read_at') else redis.call('HSET', KEYS[1], 'read_at', ARGV[1]) end return 1`;
// KEYS: message:<id>. ARGV: field, state. Only on a message that still exists.
const DELIVERY = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end return 0`;

// KEYS: message:<id>. ARGV: field. pending -> sending; 1 when taken on here.
const CLAIM = `if redis.call('HGET', KEYS[1], ARGV[1]) == 'pending' then redis.call('HSET', KEYS[1], ARGV[1], 'sending') return 1 end return 0`;

/** Any failure of Redis is the state being unavailable: nothing was acknowledged. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw stateUnavailable(err);
  }
}

export function redisMessageStore(redis: Redis, prefix: string): MessageStore {
  const key = (id: string) => `${prefix}message:${id}`;
  const index = `${prefix}messages`;
  const get = async (id: string) => {
    const f = (await redis.hgetall(key(id))) as Fields;
    return Object.keys(f).length ? fromFields(id, f) : undefined;
  };
  return {
    insertMessage: (m) =>
      guarded(async () => {
        const fields: Record<string, string> = {
          received_at: String(m.received_at),
          channel: m.channel,
          sender: JSON.stringify(m.sender),
          message: m.message,
          status: m.status,
          webhook: m.webhook,
          email: m.email,
          ...(m.name !== undefined ? { name: m.name } : {}),
          ...(m.contact !== undefined ? { contact: m.contact } : {}),
        };
        const replies = await redis.multi().hset(key(m.id), fields).zadd(index, m.received_at, m.id).exec();
        const failed = replies?.find(([err]) => err);
        if (!replies || failed) throw failed?.[0] ?? new Error('the transaction was discarded');
      }),
    getMessage: (id) => guarded(() => get(id)),
    listMessages: (status) =>
      guarded(async () => {
        const ids = await redis.zrevrange(index, 0, -1);
        const all = (await Promise.all(ids.map(get))).filter((m): m is MessageRecord => m !== undefined);
        return status ? all.filter((m) => m.status === status) : all;
      }),
    pageMessages: ({ status, offset, limit }) =>
      guarded(async () => {
        // Newest first; each message's status and read time in one round trip, the page's messages in another.
        const ids = await redis.zrevrange(index, 0, -1);
        const pipeline = redis.pipeline();
        for (const id of ids) pipeline.hmget(key(id), 'status', 'read_at');
        const states = ((await pipeline.exec()) ?? []).map(([, v]) => (v ?? []) as (string | null)[]);
        const kept = ids.flatMap((id, i) => {
          const [s, read] = states[i] ?? [];
          return s && (!status || s === status) ? [{ id, read: read != null }] : [];
        });
        const page = await Promise.all(kept.slice(offset, offset + limit).map((m) => get(m.id)));
        return {
          messages: page.filter((m): m is MessageRecord => m !== undefined),
          total: kept.length,
          unread: kept.filter((m) => !m.read).length,
        };
      }),
    markRead: (id, at) => guarded(async () => Number(await redis.eval(MARK_READ, 1, key(id), at === undefined ? '' : String(at))) === 1),
    archiveMessage: (id) => guarded(async () => Number(await redis.eval(ARCHIVE, 1, key(id))) === 1),
    deleteMessage: (id) =>
      guarded(async () => {
        const replies = await redis.multi().del(key(id)).zrem(index, id).exec();
        return Number(replies?.[0]?.[1] ?? 0) > 0;
      }),
    setDelivery: (id, channel, state) => guarded(async () => void (await redis.eval(DELIVERY, 1, key(id), channel, state))),
    claimDelivery: (id, channel) => guarded(async () => Number(await redis.eval(CLAIM, 1, key(id), channel)) === 1),
    undelivered: () =>
      guarded(async () => {
        const ids = await redis.zrange(index, 0, -1);
        const all = (await Promise.all(ids.map(get))).filter((m): m is MessageRecord => m !== undefined);
        return all.filter((m) => m.webhook === 'pending' || m.email === 'pending');
      }),
    messageSecret: (candidate) =>
      guarded(async () => {
        await redis.set(`${prefix}message-secret`, candidate, 'NX');
        return (await redis.get(`${prefix}message-secret`))!;
      }),
    // The connection is the auth store's: it closes it.
    close: async () => {},
  };
}
