/**
 * The authorization server's SQLite store (src/auth/sqlite-store.ts), through its synchronous
 * operations (the behaviour every store shares is in tests/integration/store-suite.test.ts): file modes of the state
 * directory and the database files, the STATE_DIR start-up error, the migration of an older
 * database (first_token_at), and the purge of registered clients that were never used
 * (CLIENT_UNUSED_TTL; src/auth/service.ts register(), src/auth/tokens.ts issue()).
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readAuthConfig } from '../../src/auth/config.ts';
import { OAuthError } from '../../src/auth/oauth-error.ts';
import { createAuthService, MAX_PENDING_CLAIMS } from '../../src/auth/service.ts';
import type { StoreOperations } from '../../src/auth/store.ts';
import { openSqliteOperations } from '../../src/auth/sqlite-store.ts';
import { promised } from '../../src/state/sqlite.ts';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
const dirs: string[] = [];
const stores: StoreOperations[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) {
    if (existsSync(d)) chmodSync(d, 0o700);
    rmSync(d, { recursive: true, force: true });
  }
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'auth-store-test-'));
  dirs.push(d);
  return d;
};
/**
 * Node and src/auth/sqlite-store.ts (bundled into one file) where user nobody can run them: a folder of
 * the system's temporary directory, since the clone may live where other users cannot enter
 * (a clone under /root: spawning its node_modules/node as nobody fails with EACCES).
 */
async function runnableByNobody(): Promise<{ node: string; store: string }> {
  const dir = tempDir();
  chmodSync(dir, 0o755);
  const node = join(dir, 'node');
  copyFileSync(process.execPath, node);
  chmodSync(node, 0o755);
  const store = join(dir, 'store.mjs');
  await build({ entryPoints: ['src/auth/sqlite-store.ts'], bundle: true, platform: 'node', format: 'esm', outfile: store, logLevel: 'error' });
  chmodSync(store, 0o644);
  return { node, store };
}
const open = (dir: string) => {
  const store = openSqliteOperations(dir);
  stores.push(store);
  return store;
};
const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Runs `fn` with a umask, restored afterwards. */
function withUmask<T>(mask: number, fn: () => T): T {
  const previous = process.umask(mask);
  try {
    return fn();
  } finally {
    process.umask(previous);
  }
}

describe('file modes', () => {
  it.each([0o000, 0o022, 0o002])('umask %o: the state directory is 0700, auth.sqlite and its -wal and -shm files 0600', (mask) => {
    const dir = join(tempDir(), 'nested', 'state');
    const store = withUmask(mask, () => open(dir));
    store.insertClient({
      client_id: 'agt_x',
      secret_hash: 'aa',
      client_name: 'x',
      redirect_uris: [],
      grant_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
      client_id_issued_at: 1,
    });
    expect(modeOf(dir)).toBe(0o700);
    for (const f of ['auth.sqlite', 'auth.sqlite-wal', 'auth.sqlite-shm']) {
      expect(existsSync(join(dir, f)), f).toBe(true);
      expect(modeOf(join(dir, f)), f).toBe(0o600);
    }
  });

  it('an existing state directory and database with wider modes are tightened (owned by this user)', () => {
    const dir = join(tempDir(), 'state');
    open(dir).close();
    stores.pop();
    chmodSync(dir, 0o755);
    for (const f of ['auth.sqlite', 'auth.sqlite-wal', 'auth.sqlite-shm']) if (existsSync(join(dir, f))) chmodSync(join(dir, f), 0o644);
    withUmask(0o022, () => open(dir));
    expect(modeOf(dir)).toBe(0o700);
    for (const f of ['auth.sqlite', 'auth.sqlite-wal', 'auth.sqlite-shm']) if (existsSync(join(dir, f))) expect(modeOf(join(dir, f)), f).toBe(0o600);
  });
});

describe('STATE_DIR errors', () => {
  it('a path under a regular file is a ConfigError naming STATE_DIR', () => {
    const file = join(tempDir(), 'file');
    writeFileSync(file, 'x');
    const dir = join(file, 'state');
    let error: unknown;
    try {
      open(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^STATE_DIR: ${dir} is not a writable directory \\(ENOTDIR`));
  });

  it('a regular file as STATE_DIR is a ConfigError naming STATE_DIR', () => {
    const file = join(tempDir(), 'file');
    writeFileSync(file, 'x');
    expect(() => open(file)).toThrow(/^STATE_DIR: .* is not a writable directory/);
  });

  it('a directory without write permission (0500) is a ConfigError naming STATE_DIR', async () => {
    const base = tempDir();
    const dir = join(base, 'state');
    mkdirSync(dir, { mode: 0o700 });
    chmodSync(dir, 0o500);
    if (!isRoot) {
      expect(() => open(dir)).toThrow(/^STATE_DIR: .* is not a writable directory \(EACCES/);
      return;
    }
    // Root ignores modes: the check runs in a child process as an unprivileged user (nobody).
    chmodSync(base, 0o755);
    chownSync(dir, 65534, 65534);
    const { node, store } = await runnableByNobody();
    const code =
      `import(${JSON.stringify(store)}).then((m) => {` +
      `try { m.openSqliteStore(process.argv[1]); console.log('opened'); } catch (e) { console.log(e.name + ' ' + e.message); } })`;
    const { stdout } = await run(node, ['--input-type=module', '-e', code, dir], { uid: 65534, gid: 65534, cwd: tmpdir() });
    expect(stdout.trim()).toMatch(/^ConfigError STATE_DIR: .* is not a writable directory \(EACCES/);
  });
});

const OLD_SCHEMA = `
CREATE TABLE clients (client_id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, meta TEXT NOT NULL CHECK (json_valid(meta)), issued_at INTEGER NOT NULL, revoked_at INTEGER) STRICT;
CREATE TABLE claims (id TEXT PRIMARY KEY, client_id TEXT NOT NULL REFERENCES clients(client_id), requested TEXT NOT NULL,
  granted TEXT NOT NULL, pending TEXT NOT NULL, status TEXT NOT NULL, nonce TEXT NOT NULL, created_at INTEGER NOT NULL, decided_at INTEGER) STRICT;
`;

describe('migration of an older database', () => {
  it('adds first_token_at, keeps every row, and keeps the clients registered before it (unknown use)', () => {
    const dir = join(tempDir(), 'state');
    mkdirSync(dir);
    const db = new DatabaseSync(join(dir, 'auth.sqlite'));
    db.exec(OLD_SCHEMA);
    const meta = JSON.stringify({
      client_name: 'old',
      redirect_uris: [],
      grant_types: ['client_credentials'],
      token_endpoint_auth_method: 'client_secret_basic',
    });
    db.prepare('INSERT INTO clients (client_id, secret_hash, meta, issued_at) VALUES (?, ?, ?, ?)').run('agt_old', 'ab', meta, 1000);
    db.prepare('INSERT INTO clients (client_id, secret_hash, meta, issued_at) VALUES (?, ?, ?, ?)').run('agt_claimed', 'cd', meta, 1000);
    db.prepare("INSERT INTO claims VALUES ('clm_1', 'agt_claimed', '[]', '[]', '[]', 'granted', 'n', 1000, NULL)").run();
    db.close();

    const store = open(dir);
    expect(store.getClient('agt_old')).toMatchObject({ client_id: 'agt_old', client_name: 'old', client_id_issued_at: 1000, first_token_at: 0 });
    expect(store.getClaim('clm_1')?.client_id).toBe('agt_claimed');
    expect(store.getClaim('clm_1')).not.toHaveProperty('signer');
    // The Web Bot Auth identity of a claim: a column the older database gets, for new claims.
    const signer = { verified: true as const, name: 'bot', directory: 'https://bot.example/.well-known/http-message-signatures-directory', keyid: 'k' };
    store.insertClaim({ ...store.getClaim('clm_1')!, id: 'clm_2', signer });
    expect(store.getClaim('clm_2')?.signer).toEqual(signer);
    expect(store.purgeUnusedClients(10_000_000)).toBe(0);
    expect(store.getClient('agt_old')).toBeDefined();
    store.close();
    stores.pop();
    // Opening again changes nothing.
    expect(open(dir).getClient('agt_old')?.first_token_at).toBe(0);
  });
});

describe('migration of claims to approvals that cover one grant', () => {
  it('a claim named by a code covers its grant; a confidential client keeps its client-wide claim; an approved public claim of no known grant is pending again', async () => {
    const dir = join(tempDir(), 'state');
    mkdirSync(dir);
    const db = new DatabaseSync(join(dir, 'auth.sqlite'));
    db.exec(OLD_SCHEMA);
    db.exec('ALTER TABLE clients ADD COLUMN first_token_at INTEGER; ALTER TABLE claims ADD COLUMN note TEXT;');
    db.exec(`CREATE TABLE authorization_codes (
      code_hash TEXT PRIMARY KEY, client_id TEXT NOT NULL, redirect_uri TEXT NOT NULL, code_challenge TEXT NOT NULL,
      scopes TEXT NOT NULL, resource TEXT NOT NULL, grant_id TEXT NOT NULL, claim_id TEXT, expires_at INTEGER NOT NULL, used_at INTEGER) STRICT;`);
    const meta = (method: string) => JSON.stringify({ client_name: 'old', redirect_uris: [], grant_types: [], token_endpoint_auth_method: method });
    const addClient = db.prepare('INSERT INTO clients (client_id, secret_hash, meta, issued_at, first_token_at) VALUES (?, ?, ?, ?, 1)');
    addClient.run('agt_pub', 'ab', meta('none'), 1000);
    addClient.run('agt_conf', 'ab', meta('client_secret_basic'), 1000);
    const addClaim = db.prepare("INSERT INTO claims VALUES (?, ?, '[\"contact:read\"]', ?, ?, ?, 'n', 2000, ?, NULL)");
    addClaim.run('clm_linked', 'agt_pub', '["contact:read"]', '[]', 'approved', 2500);
    addClaim.run('clm_orphan', 'agt_pub', '["contact:read"]', '[]', 'approved', 2500);
    addClaim.run('clm_wait', 'agt_pub', '[]', '["contact:read"]', 'pending', null);
    addClaim.run('clm_conf', 'agt_conf', '["contact:read"]', '[]', 'approved', 2500);
    db.prepare("INSERT INTO authorization_codes VALUES ('h', 'agt_pub', 'http://127.0.0.1/cb', 'c', '[]', 'r', 'grt_linked', 'clm_linked', 3000, 2100)").run();
    db.close();

    const store = open(dir);
    expect(store.getClaim('clm_linked')).toMatchObject({ status: 'approved', covers: 'grant', grant_id: 'grt_linked', granted: ['contact:read'] });
    const orphan = store.getClaim('clm_orphan')!;
    expect(orphan).toMatchObject({ status: 'pending', covers: 'grant', granted: [], pending: ['contact:read'] });
    expect(orphan).not.toHaveProperty('grant_id');
    expect(orphan).not.toHaveProperty('decided_at');
    expect(store.getClaim('clm_wait')).toMatchObject({ status: 'pending', covers: 'grant' });
    expect(store.getClaim('clm_conf')).toMatchObject({ status: 'approved', covers: 'client' });
    // Nothing of the public client covers a stranger's grant; its linked grant keeps its approval.
    expect(store.grantedScopes('agt_pub')).toEqual([]);
    expect(store.grantedScopes('agt_pub', 'grt_other')).toEqual([]);
    expect(store.grantedScopes('agt_pub', 'grt_linked')).toEqual(['contact:read']);
    expect(store.grantedScopes('agt_conf')).toEqual(['contact:read']);
    store.close();
    stores.pop();
    // Opening again changes nothing.
    expect(open(dir).getClaim('clm_orphan')?.status).toBe('pending');
    stores.pop()!.close();

    // The owner sees it, cannot approve it for a grant nobody can tell, and can trust the client instead.
    const agents = (...args: string[]) => run(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, STATE_DIR: dir } });
    const { stdout } = await agents('list');
    expect(stdout).toMatch(/^clm_orphan\s+pending\s+client agt_pub "old"\s+covers no grant \(migrated\)/m);
    expect(stdout).toMatch(/^clm_linked\s+approved\s+client agt_pub "old"\s+covers grant grt_linked/m);
    expect(stdout).toMatch(/^clm_conf\s+approved\s+client agt_conf "old"\s+covers client \(every token\)/m);
    const refused = await agents('approve', 'clm_orphan').catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('belongs to no grant any more') });
    expect((await agents('approve', 'clm_orphan', '--trust-client')).stdout).toContain(
      'clm_orphan approved: granted [contact:read], covers client (every token)',
    );
    expect(open(dir).grantedScopes('agt_pub', 'grt_other')).toEqual(['contact:read']);
  });
});

describe('claims of a client (createClaim)', () => {
  const service = async () => {
    const dir = join(tempDir(), 'state');
    const config = readAuthConfig({ STATE_DIR: dir }, 'https://portfolio.example', tempDir());
    const store = open(dir);
    return { store, service: await createAuthService(config, promised(store)) };
  };

  it(`at most ${MAX_PENDING_CLAIMS} wait for the owner at once: the next is temporarily_unavailable (429) until the owner decides`, async () => {
    const { store, service: s } = await service();
    const id = (await s.register({ client_name: 'many claims' })).client_id as string;
    const client = store.getClient(id)!;
    const ids: string[] = [];
    for (let i = 0; i < MAX_PENDING_CLAIMS; i++) ids.push((await s.createClaim(client, ['contact:read'])).id);
    const refused = await s.createClaim(client, ['contact:read']).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(OAuthError);
    expect((refused as OAuthError).error).toBe('temporarily_unavailable');
    expect((refused as OAuthError).status).toBe(429);
    expect(store.listClaims()).toHaveLength(MAX_PENDING_CLAIMS);
    store.decideClaim(ids[0]!, 'denied', 1);
    expect((await s.createClaim(client, ['contact:read'])).status).toBe('pending');
  });

  it('a public client cannot claim in its own name (no grant): unauthorized_client; a confidential one covers itself', async () => {
    const { store, service: s } = await service();
    const pub = await s.register({ client_name: 'public', token_endpoint_auth_method: 'none', redirect_uris: ['http://127.0.0.1/cb'] });
    const refused = await s.createClaim(store.getClient(pub.client_id as string)!, ['contact:read']).catch((err: unknown) => err);
    expect((refused as OAuthError).error).toBe('unauthorized_client');
    const conf = await s.register({ client_name: 'confidential' });
    expect(await s.createClaim(store.getClient(conf.client_id as string)!, ['contact:read'])).toMatchObject({ covers: 'client' });
    expect(await s.createClaim(store.getClient(pub.client_id as string)!, ['contact:read'], undefined, 'grt_x')).toMatchObject({
      covers: 'grant',
      grant_id: 'grt_x',
    });
  });
});

describe('purge of unused clients', () => {
  const DAY = 86_400;

  it('CLIENT_UNUSED_TTL: default 24 hours, 300..31536000 seconds, a bad value names the variable', () => {
    const read = (value?: string) => readAuthConfig(value === undefined ? {} : { CLIENT_UNUSED_TTL: value }, 'https://portfolio.example', tempDir());
    expect(read().clientUnusedTtlSeconds).toBe(DAY);
    expect(read('300').clientUnusedTtlSeconds).toBe(300);
    expect(read('31536000').clientUnusedTtlSeconds).toBe(31_536_000);
    for (const bad of ['299', '31536001', '1e3', '3600.5', 'day', '-600']) {
      expect(() => read(bad), bad).toThrow(ConfigError);
      expect(() => read(bad), bad).toThrow(/^CLIENT_UNUSED_TTL: /);
    }
  });

  it('deletes, after CLIENT_UNUSED_TTL, the clients without a token or an approved claim (a claim never approved does not keep one); at start-up and from register() at most once a minute', async () => {
    const dir = join(tempDir(), 'state');
    const config = readAuthConfig({ STATE_DIR: dir }, 'https://portfolio.example', tempDir());
    let t = 1_800_000_000;
    const store = open(dir);
    const service = await createAuthService(config, promised(store), () => t);
    const register = async (name: string) => (await service.register({ client_name: name })).client_id as string;
    const unused = await register('never used');
    const claimed = await register('claimed');
    const approved = await register('approved');
    const tokened = await register('got a token');
    await service.createClaim(store.getClient(claimed)!, ['projects:read']);
    store.decideClaim((await service.createClaim(store.getClient(approved)!, ['projects:read'])).id, 'approved', t);
    await service.tokens.issue({ clientId: tokened, sub: tokened, scopes: [] });
    expect(store.getClient(tokened)?.first_token_at).toBe(t);
    expect(store.getClient(unused)?.first_token_at).toBeUndefined();

    t += DAY - 1; // not yet expired (this registration purges: the start-up purge was long ago)
    await register('later');
    expect(store.getClient(unused)).toBeDefined();

    t += 61; // expired, and the last purge was more than a minute ago
    const fresh = await register('fresh');
    expect(store.getClient(unused)).toBeUndefined();
    expect(store.getClient(claimed)).toBeUndefined();
    expect(store.listClaims().map((c) => c.client_id)).toEqual([approved]);
    expect(store.getClient(approved)).toBeDefined();
    expect(store.getClient(tokened)).toBeDefined();
    expect(store.getClient(fresh)).toBeDefined();

    // At most once a minute: a client that expires within a minute of a purge waits for the next one.
    const next = await register('next');
    const registeredAt = t;
    t = registeredAt + DAY - 10;
    await register('purges, next is not expired yet');
    expect(store.getClient(next)).toBeDefined();
    t = registeredAt + DAY + 20; // expired, but the last purge was 30 s ago
    await register('does not purge');
    expect(store.getClient(next)).toBeDefined();
    t = registeredAt + DAY + 51; // 61 s after the last purge
    await register('purges');
    expect(store.getClient(next)).toBeUndefined();

    // At start-up.
    const last = await register('last');
    t += DAY + 1;
    await createAuthService(config, promised(store), () => t);
    expect(store.getClient(last)).toBeUndefined();
    expect(store.getClient(approved)).toBeDefined();
    expect(store.getClient(tokened)).toBeDefined();
  });

  it('CLIENT_UNUSED_TTL shortens the window', async () => {
    const dir = join(tempDir(), 'state');
    const config = readAuthConfig({ STATE_DIR: dir, CLIENT_UNUSED_TTL: '600' }, 'https://portfolio.example', tempDir());
    let t = 1_800_000_000;
    const store = open(dir);
    const service = await createAuthService(config, promised(store), () => t);
    const id = (await service.register({ client_name: 'short-lived' })).client_id as string;
    t += 601;
    await service.register({ client_name: 'trigger' });
    expect(store.getClient(id)).toBeUndefined();
  });
});

describe('the code flow state (authorization codes, grants, refresh tokens, claim notes)', () => {
  const client = (store: StoreOperations, id = 'agt_code') =>
    store.insertClient({
      client_id: id,
      secret_hash: 'aa',
      client_name: 'host',
      redirect_uris: ['http://127.0.0.1/cb'],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
      client_id_issued_at: 1000,
    });
  const code = (over: Partial<Parameters<StoreOperations['insertAuthorizationCode']>[0]> = {}) => ({
    code_hash: 'c1',
    client_id: 'agt_code',
    redirect_uri: 'http://127.0.0.1/cb',
    code_challenge: 'x'.repeat(43),
    scopes: ['skills:read' as const],
    resource: 'https://portfolio.example',
    grant_id: 'grt_1',
    expires_at: 2060,
    ...over,
  });
  const refresh = (hash: string, over: Partial<Parameters<StoreOperations['insertRefreshToken']>[0]> = {}) => ({
    token_hash: hash,
    grant_id: 'grt_1',
    client_id: 'agt_code',
    scopes: ['skills:read' as const],
    resource: 'https://portfolio.example',
    created_at: 2000,
    expires_at: 5000,
    ...over,
  });

  it('insertAuthorizationCode / useAuthorizationCode: the first use finds it unused, the second finds used_at; unknown is undefined', () => {
    const store = open(join(tempDir(), 'state'));
    client(store);
    store.insertAuthorizationCode(code({ claim_id: 'clm_x' }));
    const first = store.useAuthorizationCode('c1', 2010);
    expect(first).toMatchObject({ code_hash: 'c1', client_id: 'agt_code', scopes: ['skills:read'], claim_id: 'clm_x', grant_id: 'grt_1' });
    expect(first?.used_at).toBeUndefined();
    expect(store.useAuthorizationCode('c1', 2020)?.used_at).toBe(2010);
    expect(store.useAuthorizationCode('nope', 2020)).toBeUndefined();
  });

  it('insertGrant / getGrant / revokeGrant: revoked once', () => {
    const store = open(join(tempDir(), 'state'));
    store.insertGrant({ id: 'grt_1', client_id: 'agt_code', created_at: 2000 });
    expect(store.getGrant('grt_1')).toEqual({ id: 'grt_1', client_id: 'agt_code', created_at: 2000 });
    expect(store.revokeGrant('grt_1', 2100)).toBe(true);
    expect(store.revokeGrant('grt_1', 2200)).toBe(false);
    expect(store.getGrant('grt_1')?.revoked_at).toBe(2100);
    expect(store.revokeGrant('grt_unknown', 2200)).toBe(false);
  });

  it('insertRefreshToken / getRefreshToken / rotateRefreshToken: rotated once, then reused; unknown', () => {
    const store = open(join(tempDir(), 'state'));
    store.insertRefreshToken(refresh('r1'));
    expect(store.getRefreshToken('r1')).toEqual(refresh('r1'));
    const rotated = store.rotateRefreshToken('r1', refresh('r2', { created_at: 2100 }), 2100);
    expect(rotated).toMatchObject({ status: 'rotated', previous: { token_hash: 'r1' } });
    expect(store.getRefreshToken('r1')?.used_at).toBe(2100);
    expect(store.getRefreshToken('r2')).toMatchObject({ token_hash: 'r2', created_at: 2100 });
    // Presented again: reuse, and nothing new is stored.
    expect(store.rotateRefreshToken('r1', refresh('r3'), 2200)).toMatchObject({ status: 'reused', previous: { token_hash: 'r1', used_at: 2100 } });
    expect(store.getRefreshToken('r3')).toBeUndefined();
    expect(store.rotateRefreshToken('nope', refresh('r4'), 2200)).toEqual({ status: 'unknown' });
  });

  it('rotation is atomic across connections: of two processes rotating one token, one wins', () => {
    const dir = join(tempDir(), 'state');
    const a = open(dir);
    const b = open(dir);
    a.insertRefreshToken(refresh('r1'));
    const results = [a.rotateRefreshToken('r1', refresh('ra'), 2100).status, b.rotateRefreshToken('r1', refresh('rb'), 2100).status];
    expect(results.sort()).toEqual(['reused', 'rotated']);
  });

  it('purge deletes expired refresh tokens and unused expired codes; a used code stays a day to recognise a reuse', () => {
    const store = open(join(tempDir(), 'state'));
    client(store);
    store.insertAuthorizationCode(code({ code_hash: 'unused', expires_at: 2060 }));
    store.insertAuthorizationCode(code({ code_hash: 'used', expires_at: 2060 }));
    store.useAuthorizationCode('used', 2030);
    store.insertRefreshToken(refresh('old', { expires_at: 3000 }));
    store.insertRefreshToken(refresh('live', { expires_at: 9000 }));
    store.purge(4000);
    expect(store.useAuthorizationCode('unused', 4000)).toBeUndefined();
    expect(store.useAuthorizationCode('used', 4000)?.used_at).toBe(2030);
    expect(store.getRefreshToken('old')).toBeUndefined();
    expect(store.getRefreshToken('live')).toBeDefined();
    store.purge(2030 + 86_401);
    expect(store.useAuthorizationCode('used', 2030 + 86_401)).toBeUndefined();
  });

  it('purge keeps a grant while it has refresh tokens, then 31 days after its last issuance (its access tokens check it)', () => {
    const store = open(join(tempDir(), 'state'));
    const DAY = 86_400;
    store.insertGrant({ id: 'grt_1', client_id: 'agt_code', created_at: 1000 });
    store.insertRefreshToken(refresh('r1', { created_at: 1000, expires_at: 1000 + DAY }));
    store.rotateRefreshToken('r1', refresh('r2', { created_at: 1000 + 10 * DAY, expires_at: 1000 + 11 * DAY }), 1000 + 10 * DAY);
    store.purge(1000 + 40 * DAY); // both refresh tokens expired, last issuance 30 days ago
    expect(store.getRefreshToken('r2')).toBeUndefined();
    expect(store.getGrant('grt_1')).toBeDefined();
    store.purge(1000 + 42 * DAY);
    expect(store.getGrant('grt_1')).toBeUndefined();
  });

  it('insertClaim keeps the note of the consent page; older databases get the column', () => {
    const store = open(join(tempDir(), 'state'));
    client(store);
    const claim = {
      id: 'clm_n',
      client_id: 'agt_code',
      requested: ['contact:read' as const],
      granted: [],
      pending: ['contact:read' as const],
      status: 'pending' as const,
      nonce: 'n',
      created_at: 3000,
      covers: 'client' as const,
    };
    store.insertClaim({ ...claim, note: { who: 'Jane', why: 'hiring' } });
    store.insertClaim({ ...claim, id: 'clm_without' });
    expect(store.getClaim('clm_n')?.note).toEqual({ who: 'Jane', why: 'hiring' });
    expect(store.getClaim('clm_without')).not.toHaveProperty('note');
    expect(store.listClaims().map((c) => c.note?.who)).toEqual(['Jane', undefined]);
  });
});
