/**
 * Insights for the owner: per-day counts, nothing else. The ingress reports each request (the
 * kind of client, the agent's verified id), each `/v1/ask` question with how it was answered, and
 * each MCP tool call; they are added up in memory and written as aggregates (day, metric, key,
 * count) every few seconds, to SQLite (STATE_DIR) or Redis (STATE_URL). No address, header,
 * token or time of day is kept. Rows older than INSIGHTS_RETENTION_DAYS are deleted.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Redis } from 'ioredis';
import { immediate } from '../state/sqlite.ts';

export type Metric = 'requests' | 'agent' | 'ask' | 'ask-unanswered' | 'tool';
export const METRICS: readonly Metric[] = ['requests', 'agent', 'ask', 'ask-unanswered', 'tool'];

export interface InsightRow {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  metric: Metric;
  key: string;
  count: number;
}

export interface InsightsStore {
  add(rows: readonly InsightRow[]): Promise<void>;
  /** Every row from `since` (a day) on. */
  read(since: string): Promise<InsightRow[]>;
  /** Deletes the rows of days before `before`. */
  purge(before: string): Promise<void>;
}

/** Distinct keys per metric and day that one process records; the rest are counted under OTHER. */
export const KEY_LIMIT = 2000;
export const OTHER = '(other)';
/** A question as counted: trimmed, spaces collapsed, lower case, at most 200 characters. */
export const questionKey = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 200);
/** Answers under this confidence count as unanswered, with the "not stated" ones. */
export const LOW_CONFIDENCE = 0.5;

/** The UTC day of the last call to `dayOf`, and its text. */
let lastDay = { number: Number.NaN, text: '' };
export const dayOf = (ms: number): string => {
  // Every request counts under its day: the day's text is made once a day, not once per request.
  const day = Math.floor(ms / 86_400_000);
  if (day !== lastDay.number) lastDay = { number: day, text: new Date(day * 86_400_000).toISOString().slice(0, 10) };
  return lastDay.text;
};

export function openSqliteInsights(stateDir: string): InsightsStore {
  const db = new DatabaseSync(join(stateDir, 'auth.sqlite'), { timeout: 5000 });
  db.exec(`CREATE TABLE IF NOT EXISTS insights (day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL,
    PRIMARY KEY (day, metric, key)) STRICT`);
  const add = db.prepare(
    'INSERT INTO insights (day, metric, key, count) VALUES (?, ?, ?, ?) ON CONFLICT (day, metric, key) DO UPDATE SET count = count + excluded.count',
  );
  const read = db.prepare('SELECT day, metric, key, count FROM insights WHERE day >= ? ORDER BY day, metric, count DESC, key');
  const purge = db.prepare('DELETE FROM insights WHERE day < ?');
  return {
    async add(rows) {
      immediate(db, () => {
        for (const r of rows) add.run(r.day, r.metric, r.key, r.count);
      });
    },
    read: async (since) => read.all(since) as unknown as InsightRow[],
    purge: async (before) => void purge.run(before),
  };
}

/** Redis: one hash per day (`insights:<day>`, field `<metric> <key>`), expiring after the retention. */
export function openRedisInsights(redis: Redis, prefix: string, retentionDays: number): InsightsStore {
  const key = (day: string) => `${prefix}insights:${day}`;
  return {
    async add(rows) {
      const multi = redis.multi();
      for (const r of rows) {
        multi.hincrby(key(r.day), `${r.metric} ${r.key}`, r.count);
        multi.expireat(key(r.day), Math.floor(Date.parse(r.day) / 1000) + (retentionDays + 1) * 86_400);
      }
      await multi.exec();
    },
    async read(since) {
      const days: string[] = [];
      for (let t = Date.parse(since); t <= Date.now(); t += 86_400_000) days.push(dayOf(t));
      const rows: InsightRow[] = [];
      for (const day of days) {
        for (const [field, count] of Object.entries(await redis.hgetall(key(day)))) {
          const space = field.indexOf(' ');
          rows.push({ day, metric: field.slice(0, space) as Metric, key: field.slice(space + 1), count: Number(count) });
        }
      }
      return rows;
    },
    // The hashes expire by themselves.
    async purge() {},
  };
}

export interface Insights {
  count(metric: Metric, key: string, at?: number): void;
  /** Writes what was counted; also every `flushMs`. */
  flush(): Promise<void>;
  read(days: number): Promise<InsightRow[]>;
  close(): Promise<void>;
}

export function createInsights(store: InsightsStore, options: { retentionDays: number; flushMs?: number; now?: () => number }): Insights {
  const now = options.now ?? Date.now;
  let pending = new Map<string, InsightRow>();
  const seen = new Map<string, Set<string>>();
  let lastPurge = '';

  function count(metric: Metric, raw: string, at = now()) {
    const day = dayOf(at);
    const bucket = `${day} ${metric}`;
    let keys = seen.get(bucket);
    if (!keys) {
      if (seen.size > METRICS.length * 3) seen.clear();
      seen.set(bucket, (keys = new Set()));
    }
    const key = keys.has(raw) || keys.size < KEY_LIMIT ? raw : OTHER;
    keys.add(key);
    const id = `${bucket} ${key}`;
    const row = pending.get(id);
    if (row) row.count++;
    else pending.set(id, { day, metric, key, count: 1 });
  }

  async function flush() {
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length) await store.add(rows);
    const today = dayOf(now());
    if (today !== lastPurge) {
      lastPurge = today;
      await store.purge(dayOf(now() - options.retentionDays * 86_400_000));
    }
  }

  const timer = setInterval(() => void flush().catch((err) => console.error(`[insights] not written: ${(err as Error).message}`)), options.flushMs ?? 5000);
  timer.unref();

  return {
    count,
    flush,
    async read(days) {
      await flush();
      return store.read(dayOf(now() - (days - 1) * 86_400_000));
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
