// The authorization server's state survives: a restart (SIGTERM), and a `kill -9` right after a
// registration returned 201 or a revocation returned 200, loses nothing (STATE_DIR, node:sqlite).
// Also the owner's commands on a running server: client revocation (refused at once) and key
// rotation (old tokens stay valid). Each test starts its own servers on its own STATE_DIR.
// Items of the project's OAuth checklist (the auth reference digest): 59, 61, 71, 102 across restarts.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { snapshotBuild } from '../support/build-copy.ts';
import { stopAfterEach } from '../support/servers.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { AUTO_GRANT } from '../support/grants.ts';
import { basicAuth, type RegisteredClient as Client, registerClient } from '../support/oauth-client.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
const FORM = 'application/x-www-form-urlencoded';

let build: string;
beforeAll(() => {
  build = snapshotBuild();
});
afterAll(() => {
  if (build) rmSync(build, { recursive: true, force: true });
});

const stateDir = tempDirs('auth-durability');
const track = stopAfterEach();
async function start(dir: string): Promise<Server> {
  const server = await startServer('server.mjs', {
    env: { ...AUTO_GRANT, PORTFOLIO_DIST: build, STATE_DIR: dir, RATE_LIMIT_AUTH: '10000/60', RATE_LIMIT_API: '10000/60' },
  });
  return track(server);
}
/** kill -9: no shutdown handler runs. */
async function kill9(server: Server) {
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  const [code, signal] = await exited;
  expect(code).toBeNull();
  expect(signal).toBe('SIGKILL');
}
const agents = (dir: string, ...args: string[]) =>
  execFileSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, STATE_DIR: dir }, encoding: 'utf8' });

const basic = basicAuth;
const register = (s: Server): Promise<Client> => registerClient(s.url, { client_name: 'durable agent' });
async function claim(s: Server, c: Client, scopes: string[]) {
  const res = await fetch(`${s.url}/v1/auth/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basic(c) },
    body: JSON.stringify({ scopes }),
  });
  expect(res.status).toBe(201);
  return res.json();
}
const readClaim = async (s: Server, c: Client, id: string) => (await fetch(`${s.url}/v1/auth/claim/${id}`, { headers: { authorization: basic(c) } })).json();
const tokenResponse = (s: Server, c: Client, scope?: string) =>
  fetch(`${s.url}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': FORM, authorization: basic(c) },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }),
  });
async function token(s: Server, c: Client, scope?: string): Promise<string> {
  const res = await tokenResponse(s, c, scope);
  expect(res.status).toBe(200);
  return (await res.json()).access_token;
}
const revoke = (s: Server, c: Client, t: string) =>
  fetch(`${s.url}/v1/auth/revoke`, { method: 'POST', headers: { 'content-type': FORM, authorization: basic(c) }, body: new URLSearchParams({ token: t }) });
const use = (s: Server, t: string, path = '/v1/dossier') => fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${t}` } });
async function expectRefused(s: Server, t: string, path?: string) {
  const res = await use(s, t, path);
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
}
const jwks = async (s: Server) => ((await (await fetch(`${s.url}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys;

describe('restart (SIGTERM)', () => {
  it('keeps clients, claims, signing keys, issued tokens and revocations', async () => {
    const dir = stateDir();
    const a = await start(dir);
    const c = await register(a);
    const granted = await claim(a, c, ['portfolio:read', 'skills:read']);
    const pending = await claim(a, c, ['contact:read']);
    const kept = await token(a, c);
    const revoked = await token(a, c);
    expect((await revoke(a, c, revoked)).status).toBe(200);
    const keysBefore = await jwks(a);
    await a.stop();
    expect(a.child.exitCode).toBe(0);

    const b = await start(dir);
    // Registration: the same id and secret authenticate.
    expect((await token(b, c, 'skills:read')).length).toBeGreaterThan(0);
    // Claims: same status, and the pending one can still be decided.
    expect(await readClaim(b, c, granted.id)).toEqual(granted);
    expect(await readClaim(b, c, pending.id)).toEqual(pending);
    agents(dir, 'approve', pending.id);
    expect((await readClaim(b, c, pending.id)).status).toBe('approved');
    expect((await use(b, await token(b, c, 'contact:read'), '/v1/contact')).status).toBe(200);
    // Signing key: the same JWKS, old tokens valid, new tokens under the same kid.
    expect(await jwks(b)).toEqual(keysBefore);
    expect((await use(b, kept)).status).toBe(200);
    expect(decodeProtectedHeader(await token(b, c)).kid).toBe(decodeProtectedHeader(kept).kid);
    // Revocation: still refused, and revoking again is still a 200.
    await expectRefused(b, revoked);
    expect((await revoke(b, c, revoked)).status).toBe(200);
  });
});

describe('kill -9', () => {
  it('right after a revocation returned 200: the token stays revoked', async () => {
    const dir = stateDir();
    const a = await start(dir);
    const c = await register(a);
    await claim(a, c, ['portfolio:read']);
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => token(a, c)));
    const survivor = await token(a, c);
    for (const t of tokens) expect((await use(a, t)).status).toBe(200);
    // Several revocations back to back; the kill follows the last 200 at once.
    for (const t of tokens) expect((await revoke(a, c, t)).status).toBe(200);
    await kill9(a);

    const b = await start(dir);
    for (const t of tokens) await expectRefused(b, t);
    await expectRefused(b, tokens[0]!, '/v1/profile');
    expect((await use(b, survivor)).status).toBe(200);
  });

  it('right after a single revocation returned 200, repeated', async () => {
    const dir = stateDir();
    let server = await start(dir);
    const c = await register(server);
    await claim(server, c, ['portfolio:read']);
    const revoked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const t = await token(server, c);
      expect((await revoke(server, c, t)).status).toBe(200);
      revoked.push(t);
      await kill9(server);
      server = await start(dir);
      for (const r of revoked) await expectRefused(server, r);
    }
  });

  it('right after a registration returned 201: the client exists with its secret', async () => {
    const dir = stateDir();
    const a = await start(dir);
    const c = await register(a);
    await kill9(a);

    const b = await start(dir);
    const created = await claim(b, c, ['skills:read']);
    expect(created.status).toBe('granted');
    expect((await use(b, await token(b, c), '/v1/skills/evaluations')).status).toBe(200);
    // The secret is still checked: a wrong one is refused.
    expect((await tokenResponse(b, { ...c, client_secret: `${c.client_secret}x` })).status).toBe(401);
  });

  it('right after a claim returned 201: the claim and its grants exist', async () => {
    const dir = stateDir();
    const a = await start(dir);
    const c = await register(a);
    const created = await claim(a, c, ['projects:read', 'contact:read']);
    await kill9(a);

    const b = await start(dir);
    expect(await readClaim(b, c, created.id)).toEqual(created);
    expect((await use(b, await token(b, c, 'projects:read'), '/v1/projects/feature-store/architecture')).status).toBe(200);
  });
});

describe("the owner's commands on a running server", () => {
  it('revoking a client refuses its tokens at once and after a restart; it gets no new ones', async () => {
    const dir = stateDir();
    const a = await start(dir);
    const c = await register(a);
    const other = await register(a);
    await claim(a, c, ['portfolio:read']);
    await claim(a, other, ['portfolio:read']);
    const t = await token(a, c);
    const t2 = await token(a, other);
    agents(dir, 'revoke', c.client_id);
    await expectRefused(a, t);
    expect((await tokenResponse(a, c)).status).toBe(401);
    expect((await use(a, t2)).status).toBe(200);
    await kill9(a);

    const b = await start(dir);
    await expectRefused(b, t);
    expect((await tokenResponse(b, c)).status).toBe(401);
    expect((await use(b, t2)).status).toBe(200);
  });

  it('after a key rotation and a restart, old tokens still validate and new ones use the new key (71)', async () => {
    const dir = stateDir();
    const a = await start(dir);
    const c = await register(a);
    await claim(a, c, ['portfolio:read']);
    const old = await token(a, c);
    const oldKid = decodeProtectedHeader(old).kid!;
    agents(dir, 'rotate-key');
    await a.stop();

    const b = await start(dir);
    const keys = await jwks(b);
    const kids = keys.map((k) => k.kid);
    expect(kids).toHaveLength(2);
    expect(new Set(kids).size).toBe(2);
    expect(kids).toContain(oldKid);
    const fresh = await token(b, c);
    const newKid = decodeProtectedHeader(fresh).kid!;
    expect(newKid).not.toBe(oldKid);
    expect(kids).toContain(newKid);
    expect((await use(b, old)).status).toBe(200);
    expect((await use(b, fresh)).status).toBe(200);
  });
});
