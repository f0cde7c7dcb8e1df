/**
 * The owner console's store, one suite for both backends: SQLite beside the authorization store
 * (STATE_DIR) and Redis on its connection (STATE_URL, a real redis-server started here). Two
 * handles on one state stand for two processes: a secret consumed by one is used for the other,
 * and of two handles racing to use one secret exactly one wins; the last passkey stays; a
 * removed passkey's sessions end; expired sessions are gone; the activity log is newest first and
 * its old entries are purged.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRedisStore } from '../../src/auth/redis-store.ts';
import { openState } from '../../src/auth/state.ts';
import { openRedisInsights, openSqliteInsights } from '../../src/owner/insights.ts';
import { openOwnerState } from '../../src/owner/state.ts';
import { newSecret, type OwnerStore, type PasskeyRecord } from '../../src/owner/store.ts';
import { useRedis } from '../support/redis.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('owner-store-suite');
const redis = useRedis();

let prefixes = 0;
const BACKENDS: [string, () => Promise<[OwnerStore, OwnerStore]>][] = [
  [
    'sqlite',
    async () => {
      const config = { stateDir: join(tempDir(), 'state'), statePrefix: 'p:' };
      const open = async () => openOwnerState(await openState(config), config);
      return [await open(), await open()];
    },
  ],
  [
    'redis',
    async () => {
      const prefix = `owner${++prefixes}:`;
      const open = async () => {
        const { store, redis: connection } = await openRedisStore(redis().url, prefix);
        return openOwnerState({ store, redis: connection, describe: '' }, { stateDir: '', statePrefix: prefix });
      };
      return [await open(), await open()];
    },
  ],
];

const passkey = (id: string, created_at = 1): PasskeyRecord => ({ id, public_key: 'pk', counter: 0, transports: ['internal'], name: id, created_at });
const now = () => Math.floor(Date.now() / 1000);

describe.each(BACKENDS)('the owner store on %s', (_name, open) => {
  it('a secret works once for every process, before its expiry and for its kind only; racing uses have one winner', async () => {
    const [a, b] = await open();
    const t = now();
    const secret = newSecret();
    await a.insertSecret(secret, { kind: 'claim-link', subject: 'clm_1', expires_at: t + 60 });
    expect((await b.useSecret(secret, 'enrol', t)).status).toBe('unknown');
    expect(await b.useSecret(secret, 'claim-link', t, true)).toEqual({ status: 'ok', secret: { kind: 'claim-link', subject: 'clm_1', expires_at: t + 60 } });
    expect((await b.useSecret(secret, 'claim-link', t)).status).toBe('ok');
    expect((await a.useSecret(secret, 'claim-link', t)).status).toBe('used');
    expect((await a.useSecret(newSecret(), 'claim-link', t)).status).toBe('unknown');
    const late = newSecret();
    await a.insertSecret(late, { kind: 'form', subject: 's', expires_at: t + 60 });
    expect((await b.useSecret(late, 'form', t + 60)).status).toBe('expired');
    const raced = newSecret();
    await a.insertSecret(raced, { kind: 'form', subject: 's', expires_at: t + 60 });
    const results = await Promise.all([a, b, a, b].map((s) => s.useSecret(raced, 'form', t)));
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(1);
  });

  it('keeps the last passkey; removing one ends its sessions; sessions end at their expiry', async () => {
    const [a, b] = await open();
    const t = now();
    await a.addPasskey(passkey('one', 1));
    expect(await b.removePasskey('one')).toBe(false);
    await a.addPasskey(passkey('two', 2));
    expect((await b.listPasskeys()).map((p) => p.id)).toEqual(['one', 'two']);
    await a.insertSession({ hash: 'h1', passkey_id: 'two', created_at: t, expires_at: t + 60 });
    await a.insertSession({ hash: 'h2', passkey_id: 'one', created_at: t, expires_at: t + 60 });
    expect((await b.getSession('h1', t))?.passkey_id).toBe('two');
    expect(await b.getSession('h1', t + 60)).toBeUndefined();
    expect(await b.removePasskey('two')).toBe(true);
    await b.deleteSessionsOf('two');
    expect(await a.getSession('h1', t)).toBeUndefined();
    expect((await a.getSession('h2', t))?.passkey_id).toBe('one');
    await a.usePasskey('one', 7, t);
    expect(await b.getPasskey('one')).toMatchObject({ counter: 7, last_used_at: t });
    await a.deleteSession('h2');
    expect(await b.getSession('h2', t)).toBeUndefined();
  });

  it('lists the activity log newest first, and purges entries older than the retention', async () => {
    const [a, b] = await open();
    await a.audit({ at: 10, action: 'old', detail: '' });
    await a.audit({ at: 20, action: 'signed in', detail: 'Passkey 1' });
    await a.audit({ at: 30, action: 'claim approved', detail: 'clm_1' });
    expect((await b.listAudit(2)).map((e) => e.action)).toEqual(['claim approved', 'signed in']);
    await b.purge(now(), 20);
    expect(await a.listAudit(10)).toEqual([
      { at: 30, action: 'claim approved', detail: 'clm_1' },
      { at: 20, action: 'signed in', detail: 'Passkey 1' },
    ]);
  });
});

describe('insight aggregates on both stores', () => {
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const rows = [
    { day: yesterday, metric: 'ask' as const, key: 'which databases?', count: 2 },
    { day: today, metric: 'requests' as const, key: 'browser', count: 3 },
  ];

  it('SQLite: two processes add to the same counts', async () => {
    const dir = join(tempDir(), 'state');
    await openState({ stateDir: dir, statePrefix: '' });
    const [a, b] = [openSqliteInsights(dir), openSqliteInsights(dir)];
    await a.add(rows);
    await b.add(rows);
    expect(await a.read(yesterday)).toEqual(rows.map((r) => ({ ...r, count: r.count * 2 })));
    await b.purge(today);
    expect(await a.read(yesterday)).toEqual([{ ...rows[1], count: 6 }]);
  });

  it('Redis: two processes add to the same counts; each day expires after the retention', async () => {
    const prefix = `insights${++prefixes}:`;
    const { redis: connection } = await openRedisStore(redis().url, prefix);
    const [a, b] = [openRedisInsights(connection!, prefix, 30), openRedisInsights(connection!, prefix, 30)];
    await a.add(rows);
    await b.add(rows);
    const read = await a.read(yesterday);
    expect(read.sort((x, y) => x.day.localeCompare(y.day))).toEqual(rows.map((r) => ({ ...r, count: r.count * 2 })));
    const expiresAt = await connection!.expiretime(`${prefix}insights:${today}`);
    expect(expiresAt).toBe(Math.floor(Date.parse(today) / 1000) + 31 * 86_400);
  });
});
