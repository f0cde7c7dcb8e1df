// The owner webhook (src/auth/webhook.ts) against a local HTTP receiver: a pending claim is
// POSTed as JSON, signed per Standard Webhooks (HMAC-SHA256 of "<id>.<timestamp>.<body>" with the
// shared secret), retried a bounded number of times on failure, then given up with one log line
// that holds neither the secret, nor the signature, nor the URL's query. And the configuration:
// both variables or neither, an http(s) URL, a secret of at least 32 characters.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, readAuthConfig } from '../../src/auth/config.ts';
import { createAuthService } from '../../src/auth/service.ts';
import { openSqliteStore } from '../../src/auth/sqlite-store.ts';
import { notifyOwner, WEBHOOK_ATTEMPTS } from '../../src/auth/webhook.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('auth-webhook');

const SECRET = 'whsec-test-0123456789abcdef0123456789';
const claim = {
  id: 'clm_hook',
  client_id: 'agt_hook',
  requested: ['contact:read' as const],
  granted: [],
  pending: ['contact:read' as const],
  status: 'pending' as const,
  nonce: 'n0nce',
  created_at: 1_800_000_000,
  note: { who: 'Jane Roe', why: 'hiring' },
  covers: 'grant' as const,
};

const servers: http.Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A receiver answering the statuses in turn (the last one repeats); records every request. */
async function receiver(statuses: number[]) {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses[Math.min(received.length - 1, statuses.length - 1)]!).end();
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?token=query-secret`, received };
}

describe('notifyOwner', () => {
  it('POSTs the claim as JSON, with a Standard Webhooks signature that verifies with the shared secret', async () => {
    const { url, received } = await receiver([204]);
    expect(await notifyOwner({ url, secret: SECRET }, { claim, client_name: 'Recruiter host', issuer: 'https://portfolio.example' })).toBe(true);
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [{ headers: http.IncomingHttpHeaders; body: string }];
    expect(headers['content-type']).toBe('application/json');
    const expected = createHmac('sha256', SECRET).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
    expect(JSON.parse(body)).toMatchObject({
      type: 'claim.pending',
      claim: {
        id: 'clm_hook',
        client_name: 'Recruiter host',
        client_name_verified: false,
        pending: ['contact:read'],
        note: { who: 'Jane Roe', why: 'hiring' },
      },
      decide: { approve: 'npm run agents -- approve clm_hook' },
    });
  });

  it('carries the owner console link of the claim when there is one, and none otherwise', async () => {
    const { url, received } = await receiver([204]);
    const console_url = 'https://portfolio.example/owner/claims/clm_hook?link=abc';
    await notifyOwner({ url, secret: SECRET }, { claim, client_name: 'x', issuer: 'https://portfolio.example', console_url });
    await notifyOwner({ url, secret: SECRET }, { claim, client_name: 'x', issuer: 'https://portfolio.example' });
    expect(JSON.parse(received[0]!.body).decide.console).toBe(console_url);
    expect(JSON.parse(received[1]!.body).decide).not.toHaveProperty('console');
  });

  it('retries a failed delivery (5xx) and stops at the first success', async () => {
    const { url, received } = await receiver([500, 503, 200]);
    expect(await notifyOwner({ url, secret: SECRET }, { claim, client_name: 'x', issuer: 'https://p.example' }, { backoffMs: [1, 1, 1] })).toBe(true);
    expect(received).toHaveLength(3);
    // One message id for every attempt (receivers deduplicate on it).
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('gives up quietly after a bounded number of attempts, with one log line and no secret in it', async () => {
    const { url, received } = await receiver([500]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await notifyOwner({ url, secret: SECRET }, { claim, client_name: 'x', issuer: 'https://p.example' }, { backoffMs: [1, 1, 1] })).toBe(false);
    expect(received).toHaveLength(WEBHOOK_ATTEMPTS);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toMatch(/gave up on claim clm_hook after 4 attempts \(HTTP 500\)/);
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain('query-secret');
    expect(line).not.toContain(received[0]!.headers['webhook-signature'] as string);
  });

  it('an unreachable receiver: the same bounded retries, resolved not rejected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { url } = await receiver([200]);
    await new Promise((r) => servers.pop()!.close(r));
    expect(await notifyOwner({ url, secret: SECRET }, { claim, client_name: 'x', issuer: 'https://p.example' }, { backoffMs: [1, 1, 1] })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('OWNER_WEBHOOK_URL and OWNER_WEBHOOK_SECRET', () => {
  const read = (env: Record<string, string>) => readAuthConfig(env, 'https://portfolio.example', '/tmp');
  it('neither: no webhook; both: the webhook', () => {
    expect(read({}).webhook).toBeUndefined();
    expect(read({ OWNER_WEBHOOK_URL: 'https://hooks.example/x', OWNER_WEBHOOK_SECRET: SECRET }).webhook).toEqual({
      url: 'https://hooks.example/x',
      secret: SECRET,
    });
  });
  it.each([
    [{ OWNER_WEBHOOK_URL: 'https://hooks.example/x' }, /^OWNER_WEBHOOK_SECRET: /],
    [{ OWNER_WEBHOOK_SECRET: SECRET }, /^OWNER_WEBHOOK_URL: /],
    [{ OWNER_WEBHOOK_URL: 'ftp://hooks.example/x', OWNER_WEBHOOK_SECRET: SECRET }, /^OWNER_WEBHOOK_URL: /],
    [{ OWNER_WEBHOOK_URL: 'https://hooks.example/x', OWNER_WEBHOOK_SECRET: 'short' }, /^OWNER_WEBHOOK_SECRET: /],
  ])('%j is refused, naming the variable', (env, message) => {
    expect(() => read(env)).toThrow(ConfigError);
    expect(() => read(env)).toThrow(message);
  });
});

describe('the authorization server announces pending claims', () => {
  it('a claim left pending is POSTed to the webhook; one granted at once is not', async () => {
    const { url, received } = await receiver([200]);
    const dir = tempDir();
    const config = readAuthConfig(
      { STATE_DIR: `${dir}/state`, OWNER_WEBHOOK_URL: url, OWNER_WEBHOOK_SECRET: SECRET, AUTO_GRANT_SCOPES: 'skills:read' },
      'https://portfolio.example',
      dir,
    );
    const service = await createAuthService(config, openSqliteStore(config.stateDir));
    try {
      const { client_id } = (await service.register({ client_name: 'Hook test' })) as { client_id: string };
      const client = (await service.store.getClient(client_id))!;
      await service.createClaim(client, ['skills:read']);
      const pending = await service.createClaim(client, ['contact:read'], { who: 'Jane', why: 'role' });
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
      expect(JSON.parse(received[0]!.body).claim).toMatchObject({ id: pending.id, client_name: 'Hook test', note: { who: 'Jane', why: 'role' } });
    } finally {
      await service.close();
    }
  });
});
