/**
 * The migrations of the Redis store's layout (the `schema` key), run at start-up by every process:
 * idempotent, so that processes starting together agree.
 */
import type { Redis } from 'ioredis';
import { type Fields, isEmpty, settled } from './redis-fields.ts';

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
 * by the rule of the SQLite store (MIGRATE_CLAIMS_SQL in ./sqlite-schema.ts): the grant of the code that
 * names the claim; else the client for a confidential client; else no grant, and an approved
 * claim is pending again. Clients kept only by a claim that was never approved go back to the
 * purge set. Idempotent: claims that have `covers` are left alone, so processes starting
 * together agree.
 */
export async function migrateClaimCoverage(redis: Redis, P: string): Promise<void> {
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
