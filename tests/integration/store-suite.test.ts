/**
 * One suite, every store: the behaviour the authorization server relies on, run against the
 * embedded SQLite store (STATE_DIR) and the Redis store (STATE_URL, a real redis-server from
 * Debian's package, started here). Atomicity is tested where it matters across instances:
 * several connections racing on one assertion id, one refresh token, one authorization code,
 * one empty key set. Then what only Redis does: entries that expire carry their expiry, and an
 * unreachable Redis answers STATE_UNAVAILABLE fast and recovers by itself.
 */
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { generateSigningKey } from '../../src/auth/keys.ts';
import { openRedisStore } from '../../src/auth/redis-store.ts';
import type { AuthStore, ClientRecord } from '../../src/auth/store.ts';
import { openSqliteStore } from '../../src/auth/sqlite-store.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { useRedis } from '../support/redis.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('store-suite');
const redis = useRedis();

let prefixes = 0;
/** Each backend opens `n` handles on one state (n processes or hosts). */
const BACKENDS: [string, (n: number) => Promise<AuthStore[]>][] = [
  [
    'sqlite',
    async (n) => {
      const dir = join(tempDir(), 'state');
      return Array.from({ length: n }, () => openSqliteStore(dir));
    },
  ],
  [
    'redis',
    async (n) => {
      const prefix = `suite${++prefixes}:`;
      return Promise.all(Array.from({ length: n }, async () => (await openRedisStore(redis().url, prefix)).store));
    },
  ],
];

const client = (id: string, over: Partial<ClientRecord> = {}): ClientRecord => ({
  client_id: id,
  secret_hash: 'ab'.repeat(32),
  client_name: `client ${id}`,
  redirect_uris: ['http://127.0.0.1/cb'],
  grant_types: ['client_credentials'],
  token_endpoint_auth_method: 'client_secret_basic',
  client_id_issued_at: 1000,
  ...over,
});
const claim = (id: string, clientId: string, over: Partial<Parameters<AuthStore['insertClaim']>[0]> = {}) => ({
  id,
  client_id: clientId,
  requested: ['contact:read' as const, 'skills:read' as const],
  granted: ['skills:read' as const],
  pending: ['contact:read' as const],
  status: 'pending' as const,
  nonce: `n-${id}`,
  created_at: 2000,
  covers: 'client' as const,
  ...over,
});
const refresh = (hash: string, over: Partial<Parameters<AuthStore['insertRefreshToken']>[0]> = {}) => ({
  token_hash: hash,
  grant_id: 'grt_1',
  client_id: 'agt_code',
  scopes: ['skills:read' as const],
  resource: 'https://portfolio.example',
  created_at: 2000,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  ...over,
});
const future = () => Math.floor(Date.now() / 1000) + 3600;

describe.each(BACKENDS)('%s store', (_name, open) => {
  const withStores = async (n: number, fn: (stores: AuthStore[]) => Promise<void>) => {
    const stores = await open(n);
    try {
      await fn(stores);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  };

  it('clients: insert, read back every field, revoke once, first token recorded once', () =>
    withStores(2, async ([a, b]) => {
      await a!.insertClient(client('agt_1', { assertion_type: 'urn:ietf:params:oauth:token-type:id-jag' }));
      expect(await b!.getClient('agt_1')).toEqual(client('agt_1', { assertion_type: 'urn:ietf:params:oauth:token-type:id-jag' }));
      expect(await b!.getClient('agt_none')).toBeUndefined();
      await b!.recordTokenIssued('agt_1', 3000);
      await a!.recordTokenIssued('agt_1', 4000);
      expect((await a!.getClient('agt_1'))?.first_token_at).toBe(3000);
      expect(await a!.revokeClient('agt_1', 5000)).toBe(true);
      expect(await b!.revokeClient('agt_1', 6000)).toBe(false);
      expect((await b!.getClient('agt_1'))?.revoked_at).toBe(5000);
      expect(await a!.revokeClient('agt_none', 6000)).toBe(false);
    }));

  it('purge of unused clients: those registered before the cut without a token or an approved claim go, with their claims', () =>
    withStores(1, async ([s]) => {
      await s!.insertClient(client('agt_old', { client_id_issued_at: 1000 }));
      await s!.insertClient(client('agt_claimed', { client_id_issued_at: 1000 }));
      await s!.insertClient(client('agt_approved', { client_id_issued_at: 1000 }));
      await s!.insertClient(client('agt_token', { client_id_issued_at: 1000 }));
      await s!.insertClient(client('agt_new', { client_id_issued_at: 5000 }));
      // A claim never approved does not keep its client (nor itself) forever.
      await s!.insertClaim(claim('clm_1', 'agt_claimed'));
      await s!.insertClaim(claim('clm_2', 'agt_claimed', { status: 'denied', pending: [] }));
      await s!.insertClaim(claim('clm_3', 'agt_approved'));
      await s!.insertClaim(claim('clm_4', 'agt_approved'));
      expect(await s!.decideClaim('clm_3', 'approved', 1200)).toBe(true);
      await s!.recordTokenIssued('agt_token', 1500);
      expect(await s!.purgeUnusedClients(4000)).toBe(2);
      for (const id of ['agt_old', 'agt_claimed']) expect(await s!.getClient(id), id).toBeUndefined();
      for (const id of ['clm_1', 'clm_2']) expect(await s!.getClaim(id), id).toBeUndefined();
      expect((await s!.listClaims()).map((c) => c.id)).toEqual(['clm_3', 'clm_4']);
      for (const id of ['agt_approved', 'agt_token', 'agt_new']) expect(await s!.getClient(id), id).toBeDefined();
      expect(await s!.purgeUnusedClients(4000)).toBe(0);
      // The newer one goes too once the cut passes it, claim or not.
      await s!.insertClaim(claim('clm_5', 'agt_new'));
      expect(await s!.purgeUnusedClients(6000)).toBe(1);
      expect(await s!.getClaim('clm_5')).toBeUndefined();
    }));

  it('an approval covers one grant: another grant of the client gets nothing from it, unless the owner trusts the client for everyone', () =>
    withStores(2, async ([a, b]) => {
      await a!.insertClient(client('agt_pub', { token_endpoint_auth_method: 'none' }));
      const forGrant = (id: string, grantId: string) =>
        claim(id, 'agt_pub', { granted: [], pending: ['contact:read'], requested: ['contact:read'], covers: 'grant', grant_id: grantId });
      await a!.insertClaim(forGrant('clm_g1', 'grt_1'));
      await a!.insertClaim(forGrant('clm_g2', 'grt_2'));
      expect(await b!.getClaim('clm_g1')).toEqual(forGrant('clm_g1', 'grt_1'));
      expect(await b!.countPendingClaims('agt_pub')).toBe(2);
      // The pending claims that would cover a grant: its own only (a 403 names it to the host).
      expect((await b!.pendingClaims('agt_pub', 'grt_1')).map((c) => c.id)).toEqual(['clm_g1']);
      expect(await b!.pendingClaims('agt_pub', 'grt_stranger')).toEqual([]);
      expect(await b!.pendingClaims('agt_pub')).toEqual([]);
      expect(await a!.decideClaim('clm_g1', 'approved', 3000)).toBe(true);
      expect(await b!.pendingClaims('agt_pub', 'grt_1')).toEqual([]);
      expect(await b!.countPendingClaims('agt_pub')).toBe(1);
      expect(await b!.grantedScopes('agt_pub', 'grt_1')).toEqual(['contact:read']);
      expect(await b!.grantedScopes('agt_pub', 'grt_2')).toEqual([]);
      expect(await b!.grantedScopes('agt_pub', 'grt_stranger')).toEqual([]);
      expect(await b!.grantedScopes('agt_pub')).toEqual([]);
      // "Trust this client for everyone": the approval covers every grant.
      expect(await b!.decideClaim('clm_g2', 'approved', 3001, true)).toBe(true);
      expect(await a!.getClaim('clm_g2')).toMatchObject({ status: 'approved', covers: 'client', grant_id: 'grt_2' });
      expect(await a!.grantedScopes('agt_pub', 'grt_stranger')).toEqual(['contact:read']);
      expect(await a!.grantedScopes('agt_pub')).toEqual(['contact:read']);
      expect(await a!.countPendingClaims('agt_pub')).toBe(0);
    }));

  it('claims: note kept, listed in creation order, decided once, granted scopes are the union of the approved', () =>
    withStores(2, async ([a, b]) => {
      await a!.insertClient(client('agt_c'));
      await a!.insertClaim(claim('clm_b', 'agt_c', { created_at: 3000, note: { who: 'Jane', why: 'hiring' } }));
      await b!.insertClaim(claim('clm_a', 'agt_c', { created_at: 2000, granted: [], pending: ['projects:read'], requested: ['projects:read'] }));
      expect((await b!.listClaims()).map((c) => [c.id, c.note?.who])).toEqual([
        ['clm_a', undefined],
        ['clm_b', 'Jane'],
      ]);
      expect(await a!.getClaim('clm_b')).toEqual(claim('clm_b', 'agt_c', { created_at: 3000, note: { who: 'Jane', why: 'hiring' } }));
      // The Web Bot Auth identity of the request that made a claim, verified or only said.
      const verified = { verified: true as const, name: 'bot', directory: 'https://bot.example/.well-known/http-message-signatures-directory', keyid: 'k1' };
      const said = { verified: false as const, agent: '"https://other.example"', reason: 'not on the allow-list' };
      await a!.insertClaim(claim('clm_s1', 'agt_c', { created_at: 5000, signer: verified }));
      await a!.insertClaim(claim('clm_s2', 'agt_c', { created_at: 5001, signer: said }));
      expect((await b!.getClaim('clm_s1'))?.signer).toEqual(verified);
      expect((await b!.getClaim('clm_s2'))?.signer).toEqual(said);
      expect((await b!.listClaims()).map((c) => c.signer?.verified)).toEqual([undefined, undefined, true, false]);
      expect(await a!.grantedScopes('agt_c')).toEqual(['skills:read']);
      expect(await a!.decideClaim('clm_b', 'approved', 4000)).toBe(true);
      expect(await b!.decideClaim('clm_b', 'denied', 4001)).toBe(false);
      expect(await b!.getClaim('clm_b')).toMatchObject({ status: 'approved', granted: ['skills:read', 'contact:read'], pending: [], decided_at: 4000 });
      expect(await b!.decideClaim('clm_a', 'denied', 4002)).toBe(true);
      expect(await a!.getClaim('clm_a')).toMatchObject({ status: 'denied', granted: [], pending: [] });
      expect(await b!.grantedScopes('agt_c')).toEqual(['contact:read', 'skills:read']);
      expect(await b!.grantedScopes('agt_nobody')).toEqual([]);
      expect(await a!.decideClaim('clm_none', 'approved', 1)).toBe(false);
    }));

  it('revocations: a token revoked through one handle is revoked through the other at once; subjects keep the latest cut-off', () =>
    withStores(2, async ([a, b]) => {
      expect(await b!.isRevoked('jti-1')).toBe(false);
      await a!.revokeToken('jti-1', 'agt_1', future());
      expect(await b!.isRevoked('jti-1')).toBe(true);
      expect(await b!.subjectRevokedAt('idp:x:alice')).toBeUndefined();
      await a!.revokeSubject('idp:x:alice', 3000);
      await b!.revokeSubject('idp:x:alice', 2000);
      expect(await b!.subjectRevokedAt('idp:x:alice')).toBe(3000);
    }));

  it('assertion ids: of 20 concurrent uses through 4 handles, exactly one succeeds; issuers are separate namespaces', () =>
    withStores(4, async (stores) => {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => stores[i % 4]!.useAssertionId('https://idp.example', 'jti-x', future())));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await stores[0]!.useAssertionId('https://other.example', 'jti-x', future())).toBe(true);
      expect(await stores[1]!.useAssertionId('https://idp.example:jti', 'x', future())).toBe(true);
    }));

  it('signing keys: of 4 handles creating the first key at once, all get the same; rotation retires and is seen by all', () =>
    withStores(4, async (stores) => {
      const candidates = await Promise.all(stores.map(() => generateSigningKey(100)));
      const active = await Promise.all(stores.map((s, i) => s.addSigningKeyIfNone(candidates[i]!)));
      expect(new Set(active.map((k) => k.kid)).size).toBe(1);
      expect((await stores[3]!.signingKeys()).filter((k) => k.retired_at === undefined)).toHaveLength(1);
      const next = await generateSigningKey(200);
      await stores[0]!.addSigningKey(next, true);
      const seen = await stores[2]!.signingKeys();
      expect(seen.map((k) => [k.kid, k.retired_at])).toEqual([
        [active[0]!.kid, 200],
        [next.kid, undefined],
      ]);
      expect(seen[1]).toEqual(next);
      // The first key configured again becomes the active one (SIGNING_KEY A -> B -> A).
      await stores[1]!.addSigningKey({ ...candidates.find((c) => c.kid === active[0]!.kid)!, created_at: 300 }, true);
      expect((await stores[0]!.signingKeys()).filter((k) => k.retired_at === undefined).map((k) => k.kid)).toEqual([active[0]!.kid]);
    }));

  it('authorization codes: one of 10 concurrent redemptions finds it unused; unknown is undefined', () =>
    withStores(2, async ([a, b]) => {
      await a!.insertAuthorizationCode({
        code_hash: 'c1',
        client_id: 'agt_code',
        redirect_uri: 'http://127.0.0.1/cb',
        code_challenge: 'x'.repeat(43),
        scopes: ['skills:read'],
        resource: 'https://portfolio.example',
        grant_id: 'grt_1',
        claim_id: 'clm_x',
        expires_at: future(),
      });
      const uses = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a! : b!).useAuthorizationCode('c1', 2000 + i)));
      const fresh = uses.filter((u) => u && u.used_at === undefined);
      expect(fresh).toHaveLength(1);
      expect(fresh[0]).toMatchObject({ code_hash: 'c1', client_id: 'agt_code', scopes: ['skills:read'], claim_id: 'clm_x', grant_id: 'grt_1' });
      expect(uses.filter((u) => u?.used_at !== undefined)).toHaveLength(9);
      expect(await a!.useAuthorizationCode('nope', 3000)).toBeUndefined();
    }));

  it('grants and refresh tokens: revoked once; of 10 concurrent rotations one wins, the rest are reuse, nothing extra is stored', () =>
    withStores(2, async ([a, b]) => {
      // Real times: Redis expires a grant 31 days after its creation by its own clock.
      const t = Math.floor(Date.now() / 1000);
      await a!.insertGrant({ id: 'grt_1', client_id: 'agt_code', created_at: t });
      expect(await b!.getGrant('grt_1')).toEqual({ id: 'grt_1', client_id: 'agt_code', created_at: t });
      await a!.insertRefreshToken(refresh('r1'));
      expect(await b!.getRefreshToken('r1')).toEqual(refresh('r1', { expires_at: (await b!.getRefreshToken('r1'))!.expires_at }));
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a! : b!).rotateRefreshToken('r1', refresh(`next-${i}`), t + 1)));
      expect(results.filter((r) => r.status === 'rotated')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'reused')).toHaveLength(9);
      const winner = results.findIndex((r) => r.status === 'rotated');
      expect(await a!.getRefreshToken(`next-${winner}`)).toBeDefined();
      for (let i = 0; i < 10; i++) if (i !== winner) expect(await a!.getRefreshToken(`next-${i}`)).toBeUndefined();
      expect((await b!.getRefreshToken('r1'))?.used_at).toBe(t + 1);
      expect(await a!.rotateRefreshToken('nope', refresh('r9'), t + 2)).toEqual({ status: 'unknown' });
      expect(await a!.revokeGrant('grt_1', t + 3)).toBe(true);
      expect(await b!.revokeGrant('grt_1', t + 4)).toBe(false);
      expect((await b!.getGrant('grt_1'))?.revoked_at).toBe(t + 3);
      expect(await b!.revokeGrant('grt_unknown', t + 4)).toBe(false);
    }));
});

describe('redis only', () => {
  it('layout 2: claims of the per-client approvals get what they cover; an approved public claim of no known grant is pending again', async () => {
    const prefix = 'migrate:';
    const raw = new Redis(redis().url);
    try {
      const meta = (method: string) => JSON.stringify({ client_name: 'old', redirect_uris: [], grant_types: [], token_endpoint_auth_method: method });
      const oldClaim = (clientId: string, status: string, created: number) => ({
        client_id: clientId,
        requested: '["contact:read"]',
        granted: status === 'approved' ? '["contact:read"]' : '[]',
        pending: status === 'pending' ? '["contact:read"]' : '[]',
        status,
        nonce: 'n',
        created_at: String(created),
      });
      await raw.hset(`${prefix}client:agt_pub`, { secret_hash: 'ab', meta: meta('none'), issued_at: '1000' });
      await raw.hset(`${prefix}client:agt_conf`, { secret_hash: 'ab', meta: meta('client_secret_basic'), issued_at: '1000' });
      await raw.hset(`${prefix}client:agt_wait`, { secret_hash: 'ab', meta: meta('client_secret_basic'), issued_at: '1500' });
      const claims: [string, string, string][] = [
        ['clm_linked', 'agt_pub', 'approved'],
        ['clm_orphan', 'agt_pub', 'approved'],
        ['clm_conf', 'agt_conf', 'approved'],
        ['clm_wait', 'agt_wait', 'pending'],
      ];
      for (const [i, [id, clientId, status]] of claims.entries()) {
        await raw.hset(`${prefix}claim:${id}`, { ...oldClaim(clientId, status, 2000 + i), decided_at: '2500' });
        await raw.zadd(`${prefix}claims`, 2000 + i, id);
        await raw.sadd(`${prefix}client-claims:${clientId}`, id);
      }
      await raw.hset(`${prefix}code:abc`, { client_id: 'agt_pub', grant_id: 'grt_linked', claim_id: 'clm_linked', expires_at: '3000' });

      const opened = await Promise.all([openRedisStore(redis().url, prefix), openRedisStore(redis().url, prefix)]);
      const store = opened[0].store;
      expect(await store.getClaim('clm_linked')).toMatchObject({ status: 'approved', covers: 'grant', grant_id: 'grt_linked', granted: ['contact:read'] });
      expect(await store.getClaim('clm_orphan')).toMatchObject({ status: 'pending', covers: 'grant', granted: [], pending: ['contact:read'] });
      expect(await store.getClaim('clm_orphan')).not.toHaveProperty('decided_at');
      expect(await store.getClaim('clm_orphan')).not.toHaveProperty('grant_id');
      expect(await store.getClaim('clm_conf')).toMatchObject({ status: 'approved', covers: 'client' });
      expect(await store.grantedScopes('agt_pub')).toEqual([]);
      expect(await store.grantedScopes('agt_pub', 'grt_linked')).toEqual(['contact:read']);
      expect(await store.grantedScopes('agt_conf')).toEqual(['contact:read']);
      expect(await raw.get(`${prefix}schema`)).toBe('2');
      // A client kept only by a claim that was never approved can be purged again; one with an approved claim is used.
      expect(await raw.zscore(`${prefix}clients:unused`, 'agt_wait')).toBe('1500');
      expect(await raw.zscore(`${prefix}clients:unused`, 'agt_pub')).toBeNull();
      expect(await raw.zscore(`${prefix}clients:unused`, 'agt_conf')).toBeNull();
      await Promise.all(opened.map((o) => o.store.close()));
    } finally {
      raw.disconnect();
    }
  });

  it('every entry that expires carries its expiry: revocations, assertion ids, codes, refresh tokens, grants', async () => {
    const prefix = 'ttl:';
    const { store } = await openRedisStore(redis().url, prefix);
    const raw = new Redis(redis().url);
    try {
      const t = Math.floor(Date.now() / 1000);
      await store.revokeToken('j', 'c', t + 600);
      await store.useAssertionId('iss', 'a', t + 900);
      await store.insertGrant({ id: 'g', client_id: 'c', created_at: t });
      await store.insertRefreshToken(refresh('r', { grant_id: 'g', expires_at: t + 40 * 86_400 }));
      await store.insertAuthorizationCode({
        code_hash: 'k',
        client_id: 'c',
        redirect_uri: 'http://127.0.0.1/cb',
        code_challenge: 'x'.repeat(43),
        scopes: [],
        resource: 'r',
        grant_id: 'g',
        expires_at: t + 60,
      });
      const expiry = async (key: string) => Math.round(((await raw.pexpiretime(`${prefix}${key}`)) / 1000 - t) / 10) * 10;
      expect(await expiry('revoked:j')).toBe(600);
      expect(await expiry(`assertion:iss:a`)).toBe(900);
      expect(await expiry('code:k')).toBe(86_460);
      expect(await expiry('refresh:r')).toBe(40 * 86_400);
      // The grant lives as long as its longest refresh token (beyond its own 31 days).
      expect(await expiry('grant:g')).toBe(40 * 86_400);
      // Nothing else expires: clients, claims, keys and subjects are kept.
      await store.insertClient(client('agt_k'));
      expect(await raw.pexpiretime(`${prefix}client:agt_k`)).toBe(-1);
    } finally {
      raw.disconnect();
      await store.close();
    }
  });

  it('Redis unreachable: STATE_UNAVAILABLE within the command timeout, nothing acknowledged is lost, and it recovers by itself', async () => {
    const { store } = await openRedisStore(redis().url, 'outage:');
    try {
      await store.revokeToken('before', 'c', future());
      await redis().kill();
      const started = Date.now();
      const error = await store.isRevoked('before').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('STATE_UNAVAILABLE');
      expect((error as AppError).status).toBe(503);
      expect((error as AppError).headers['Retry-After']).toMatch(/^\d+$/);
      const writeError = await store.revokeToken('during', 'c', future()).catch((e: unknown) => e);
      expect((writeError as AppError).code).toBe('STATE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(5000);
      await redis().restart();
      // The client reconnects by itself (backoff at most a second).
      await expect.poll(() => store.isRevoked('before').catch(() => 'down'), { timeout: 10_000, interval: 200 }).toBe(true);
      expect(await store.isRevoked('during')).toBe(false);
    } finally {
      await store.close();
    }
  }, 30_000);
});
