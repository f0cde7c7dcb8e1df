// The owner's command (npm run agents): approving and denying claims, revoking a client, key
// rotation, against a server sharing the same STATE_DIR.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { AUTO_GRANT } from '../support/grants.ts';

const state = mkdtempSync(join(tmpdir(), 'agents-cli-'));
let server: Awaited<ReturnType<typeof startServer>>;
const agents = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, STATE_DIR: state }, encoding: 'utf8' });

beforeAll(async () => {
  server = await startServer('server.mjs', { env: { ...AUTO_GRANT, STATE_DIR: state } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(state, { recursive: true, force: true });
});

async function register() {
  const res = await fetch(`${server.url}/v1/auth/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'cli test' }),
  });
  const { client_id, client_secret } = await res.json();
  return { id: client_id as string, basic: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}` };
}
const claim = async (basic: string, scopes: string[]) =>
  (
    await fetch(`${server.url}/v1/auth/claim`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify({ scopes }),
    })
  ).json();
const token = (basic: string, scope: string) =>
  fetch(`${server.url}/v1/auth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&scope=${encodeURIComponent(scope)}`,
  });

describe('npm run agents', () => {
  it('lists a pending contact:read claim, and approve grants it', async () => {
    const client = await register();
    const c = await claim(client.basic, ['contact:read', 'skills:read']);
    expect(c).toMatchObject({ status: 'pending', granted: ['skills:read'], pending: ['contact:read'] });
    expect((await token(client.basic, 'contact:read')).status).toBe(400);
    const list = agents('list');
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${c.id}\\s+pending`));
    const approve = agents('approve', c.id);
    expect(approve.status, approve.stderr).toBe(0);
    const status = await (await fetch(`${server.url}/v1/auth/claim/${c.id}`, { headers: { authorization: client.basic } })).json();
    expect(status).toMatchObject({ status: 'approved', pending: [] });
    expect(status.granted).toContain('contact:read');
    const t = await (await token(client.basic, 'contact:read')).json();
    expect((await fetch(`${server.url}/v1/contact`, { headers: { authorization: `Bearer ${t.access_token}` } })).status).toBe(200);
    expect(agents('approve', c.id).status).toBe(1);
  });

  it('list shows a Signature-Agent it could not verify as not verified', async () => {
    const client = await register();
    const res = await fetch(`${server.url}/v1/auth/claim`, {
      method: 'POST',
      headers: {
        authorization: client.basic,
        'content-type': 'application/json',
        'signature-agent': '"https://bot.example"',
        'signature-input': 'sig1=("@authority");tag="web-bot-auth"',
        signature: 'sig1=:AAAA:',
      },
      body: JSON.stringify({ scopes: ['contact:read'] }),
    });
    const c = await res.json();
    const line = agents('list')
      .stdout.split('\n')
      .find((l) => l.startsWith(c.id))!;
    // This server allows no key directory: nothing is verified.
    expect(line).toContain('signature-agent "\\"https://bot.example\\"" (not verified: this site allows no key directory (SIGNATURE_AGENTS))');
  });

  it('deny keeps the pending scopes out', async () => {
    const client = await register();
    const c = await claim(client.basic, ['contact:read']);
    expect(agents('deny', c.id).status).toBe(0);
    expect((await token(client.basic, 'contact:read')).status).toBe(400);
  });

  it('revoke refuses the client and its tokens at once', async () => {
    const client = await register();
    await claim(client.basic, ['projects:read']);
    const t = await (await token(client.basic, 'projects:read')).json();
    const use = () => fetch(`${server.url}/v1/projects/feature-store/architecture`, { headers: { authorization: `Bearer ${t.access_token}` } });
    expect((await use()).status).toBe(200);
    expect(agents('revoke', client.id).status).toBe(0);
    expect((await use()).status).toBe(401);
    expect((await token(client.basic, 'projects:read')).status).toBe(401);
  });

  it('rotate-key keeps old tokens valid and publishes both keys', async () => {
    const client = await register();
    await claim(client.basic, ['skills:read']);
    const before = await (await token(client.basic, 'skills:read')).json();
    const r = agents('rotate-key');
    expect(r.status, r.stderr).toBe(0);
    await server.stop();
    server = await startServer('server.mjs', { env: { ...AUTO_GRANT, STATE_DIR: state } });
    const jwks = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
    expect(jwks.keys).toHaveLength(2);
    expect((await fetch(`${server.url}/v1/skills/evaluations`, { headers: { authorization: `Bearer ${before.access_token}` } })).status).toBe(200);
    const after = await (await token(client.basic, 'skills:read')).json();
    const kid = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()).kid;
    expect(kid(after.access_token)).not.toBe(kid(before.access_token));
  });

  it('refuses unknown commands and ids with a usage message', () => {
    expect(agents('frobnicate').status).toBe(2);
    expect(agents('approve', 'clm_nope').stderr).toContain('no claim');
    expect(
      execFileSync(process.execPath, ['scripts/agents.mjs', 'list'], {
        env: { ...process.env, STATE_DIR: mkdtempSync(join(tmpdir(), 'empty-')) },
        encoding: 'utf8',
      }),
    ).toContain('no claims');
  });
});
