/**
 * The messages' store, one suite for both backends (SQLite in STATE_DIR, Redis at STATE_URL: a real
 * redis-server started here), for what the owner console does with them: pages of the list newest
 * first (all, or new or archived only) with the unread count, marked read and unread, archived,
 * and deleted for good: afterwards nothing of the message is in the store (for SQLite: not in the
 * database files either).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRedisStore } from '../../src/auth/redis-store.ts';
import { redisMessageStore } from '../../src/messages/redis-store.ts';
import type { MessageRecord } from '../../src/messages/schema.ts';
import { type MessageStore, openSqliteMessageStore } from '../../src/messages/store.ts';
import { useRedis } from '../support/redis.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('message-store-suite');
const redis = useRedis();

interface Backend {
  store: MessageStore;
  /** Every byte the backend keeps of its state now, as text. */
  dump(): Promise<string>;
}

let prefixes = 0;
const BACKENDS: [string, () => Promise<Backend>][] = [
  [
    'sqlite',
    async () => {
      const dir = join(tempDir(), 'state');
      const store = openSqliteMessageStore(dir);
      return {
        store,
        dump: async () =>
          readdirSync(dir)
            .map((f) => readFileSync(join(dir, f), 'latin1'))
            .join('\n'),
      };
    },
  ],
  [
    'redis',
    async () => {
      const prefix = `msg${++prefixes}:`;
      const { redis: connection } = await openRedisStore(redis().url, prefix);
      const dump = async () => {
        const keys = await connection.keys(`${prefix}*`);
        const values = await Promise.all(
          keys.map(async (k) => {
            const type = await connection.type(k);
            if (type === 'hash') return JSON.stringify(await connection.hgetall(k));
            if (type === 'zset') return (await connection.zrange(k, 0, -1)).join(' ');
            return String(await connection.get(k));
          }),
        );
        return [...keys, ...values].join('\n');
      };
      return { store: redisMessageStore(connection, prefix), dump };
    },
  ],
];

const message = (n: number, text = `message number ${n}`): MessageRecord => ({
  id: `msg_${String(n).padStart(4, '0')}`,
  received_at: 1_800_000_000 + n,
  channel: 'api',
  sender: { verified: false },
  message: text,
  status: 'new',
  webhook: 'off',
  email: 'off',
});

describe.each(BACKENDS)('the messages on %s', (_name, open) => {
  it('pages the list newest first, with the totals, for all, new or archived messages', async () => {
    const { store } = await open();
    for (let n = 1; n <= 7; n++) await store.insertMessage(message(n));
    await store.archiveMessage('msg_0006');
    await store.markRead('msg_0007', 1_800_000_100);
    const first = await store.pageMessages({ offset: 0, limit: 3 });
    expect(first.messages.map((m) => m.id)).toEqual(['msg_0007', 'msg_0006', 'msg_0005']);
    expect(first).toMatchObject({ total: 7, unread: 6 });
    const last = await store.pageMessages({ offset: 6, limit: 3 });
    expect(last.messages.map((m) => m.id)).toEqual(['msg_0001']);
    const inbox = await store.pageMessages({ status: 'new', offset: 0, limit: 2 });
    expect(inbox.messages.map((m) => m.id)).toEqual(['msg_0007', 'msg_0005']);
    expect(inbox).toMatchObject({ total: 6, unread: 5 });
    const archived = await store.pageMessages({ status: 'archived', offset: 0, limit: 10 });
    expect(archived.messages.map((m) => m.id)).toEqual(['msg_0006']);
    expect(archived).toMatchObject({ total: 1, unread: 1 });
    expect((await store.pageMessages({ offset: 100, limit: 10 })).messages).toEqual([]);
  });

  it('marks a message read and unread again; an unknown one is refused', async () => {
    const { store } = await open();
    await store.insertMessage(message(1));
    expect((await store.getMessage('msg_0001'))!.read_at).toBeUndefined();
    expect(await store.markRead('msg_0001', 1_800_000_050)).toBe(true);
    expect((await store.getMessage('msg_0001'))!.read_at).toBe(1_800_000_050);
    expect(await store.markRead('msg_0001', undefined)).toBe(true);
    expect((await store.getMessage('msg_0001'))!.read_at).toBeUndefined();
    expect(await store.markRead('msg_9999', 1_800_000_050)).toBe(false);
  });

  it('archives once; deletes for good: nothing of the message is left in the store', async () => {
    const { store, dump } = await open();
    const secret = 'Zq7 unique words of a deleted message';
    await store.insertMessage({ ...message(1, secret), name: 'Deleted Sender Name', contact: 'deleted.sender@example.com' });
    await store.insertMessage(message(2));
    expect(await store.archiveMessage('msg_0001')).toBe(true);
    expect(await store.archiveMessage('msg_0001')).toBe(false);
    expect((await store.getMessage('msg_0001'))!.status).toBe('archived');
    expect(await dump()).toContain(secret);
    expect(await store.deleteMessage('msg_0001')).toBe(true);
    expect(await store.deleteMessage('msg_0001')).toBe(false);
    expect(await store.getMessage('msg_0001')).toBeUndefined();
    expect((await store.pageMessages({ offset: 0, limit: 10 })).messages.map((m) => m.id)).toEqual(['msg_0002']);
    const left = await dump();
    for (const gone of [secret, 'Deleted Sender Name', 'deleted.sender@example.com', 'msg_0001']) expect(left, gone).not.toContain(gone);
    expect(left).toContain('message number 2');
    await store.close();
  });
});
