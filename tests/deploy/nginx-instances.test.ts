// Two built Node servers sharing one state (one SQLite file in one STATE_DIR, or one Redis at
// STATE_URL) behind Debian's nginx with
// the generated server block (src/deploy/nginx.ts), its upstream listing both: nginx takes them in
// turn, request by request, with no session affinity. A client of MCP 2026-07-28 (stateless: no
// initialize, no Mcp-Session-Id) is served by both, and a token issued through one is accepted by
// the other. nginx's access log names the instance that answered each request ($upstream_addr).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programPath } from '../../scripts/ensure-system-packages.mjs';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { nginxServer } from '../../src/deploy/nginx.ts';
import { type Nginx, startNginx } from '../support/nginx.ts';
import { type RedisServer, startRedis } from '../support/redis.ts';
import { readBuildManifest } from './conformance.ts';

type Server = Awaited<ReturnType<typeof startServer>>;

let servers: Server[] = [];
let nginx: Nginx;
/** The shared state, as the servers and the owner's command are told it. */
let stateEnv: Record<string, string> = {};

interface Logged {
  upstream: string;
  method: string;
  path: string;
  mcpMethod: string;
  status: number;
}

/**
 * The requests nginx passed to Node, once `ready` holds of them: nginx writes a request's log line
 * after its answer is sent, so the last lines may come a moment after the client has its answer.
 */
async function logged(ready: (rows: Logged[]) => boolean, timeoutMs = 5_000): Promise<Logged[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = passed();
    if (ready(rows) || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The requests nginx passed to Node so far, in order (files nginx served itself have no upstream). */
function passed(): Logged[] {
  return nginx
    .accessLog()
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([upstream]) => upstream !== '-')
    .map(([upstream, method, path, mcpMethod, status]) => ({
      upstream: upstream!,
      method: method!,
      path: path!,
      mcpMethod: mcpMethod!,
      status: Number(status),
    }));
}

/** A registered agent with a claim for projects:read that the owner approved (the CLI on the shared state); answers its token. */
async function approvedToken(): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  const reg = await (await fetch(`${nginx.url}/v1/auth/identity`, { method: 'POST', headers, body: JSON.stringify({ client_name: 'behind nginx' }) })).json();
  const basic = `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}`;
  const claim = await fetch(`${nginx.url}/v1/auth/claim`, {
    method: 'POST',
    headers: { ...headers, authorization: basic },
    body: JSON.stringify({ scopes: ['projects:read'] }),
  });
  expect(claim.status).toBe(201);
  execFileSync(process.execPath, ['scripts/agents.mjs', 'approve', (await claim.json()).id], {
    env: { ...process.env, ...stateEnv },
    encoding: 'utf8',
  });
  const res = await fetch(`${nginx.url}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    body: 'grant_type=client_credentials',
  });
  expect(res.status).toBe(200);
  const token = await res.json();
  expect(token.scope).toBe('projects:read');
  return token.access_token;
}

it('the generated upstream lists both instances, without affinity', () => {
  const conf = nginxServer(readBuildManifest('dist'), {
    dist: '/d',
    upstream: ['127.0.0.1:1', '127.0.0.1:2'],
    listen: '80',
    serverName: '_',
    brotli: false,
  });
  expect(conf).toMatch(/upstream portfolio_node \{\n {2}server 127\.0\.0\.1:1;\n {2}server 127\.0\.0\.1:2;\n/);
  expect(conf).not.toMatch(/ip_hash|hash |sticky/);
});

// `npm run test:deploy` installs nginx (scripts/ensure-system-packages.mjs); without it, this file says so and skips.
const nginxMissing = !existsSync(programPath('nginx'));

describe.skipIf(nginxMissing).each(['SQLite', 'Redis'] as const)(
  `two instances sharing one %s state behind nginx, no session affinity${nginxMissing ? ` (skipped: no nginx at ${programPath('nginx')})` : ''}`,
  (store) => {
    let state = '';
    let redis: RedisServer | undefined;
    beforeAll(async () => {
      state = mkdtempSync(join(tmpdir(), 'portfolio-instances-'));
      redis = store === 'Redis' ? await startRedis() : undefined;
      stateEnv = { STATE_DIR: join(state, 'shared'), ...(redis ? { STATE_URL: redis.url } : {}) };
      const env = { ...stateEnv, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_API: '100000/60', RATE_LIMIT_AUTH: '100000/60', RATE_LIMIT_MCP: '100000/60' };
      // One after the other: the first creates the store, the second opens it.
      servers = [await startServer('server.mjs', { env })];
      servers.push(await startServer('server.mjs', { env }));
      const upstream = servers.map((s) => new URL(s.url).host);
      const manifest = readBuildManifest('dist');
      nginx = await startNginx(
        (port) => nginxServer(manifest, { dist: realpathSync('dist'), upstream, listen: `127.0.0.1:${port}`, serverName: '_', brotli: false }),
        { accessLog: '$upstream_addr $request_method $uri $http_mcp_method $status' },
      );
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      await redis?.stop();
      if (state) rmSync(state, { recursive: true, force: true });
    });

    it('a 2026-07-28 client alternates tools/list and tools/call across both; a token issued through one is accepted by the other', async () => {
      const token = await approvedToken();
      const issuedBy = (await logged((rows) => rows.some((r) => r.path === '/v1/auth/token'))).find((r) => r.path === '/v1/auth/token')!.upstream;
      const client = new Client({ name: 'lb-client', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      const sessions: (string | null)[] = [];
      const recording: typeof fetch = async (input, init) => {
        const res = await fetch(input, init);
        sessions.push(res.headers.get('mcp-session-id'));
        return res;
      };
      await client.connect(
        new StreamableHTTPClientTransport(new URL('/mcp', nginx.url), { fetch: recording, requestInit: { headers: { Authorization: `Bearer ${token}` } } }),
      );
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      for (let round = 0; round < 4; round++) {
        // `refresh`: past the client's cache (the list's ttlMs), so every round asks an instance.
        const { tools } = await client.listTools(undefined, { cacheMode: 'refresh' });
        expect(tools.map((t) => t.name)).toContain('get_project_architecture');
        // A public tool, then a protected one (the token's scope, checked by whichever instance
        // answers): three requests a round, so that each method lands on both in turn.
        expect((await client.callTool({ name: 'get_profile', arguments: {} })).isError ?? false).toBe(false);
        const call = await client.callTool({ name: 'get_project_architecture', arguments: { id: 'feature-store' } });
        expect(call.isError ?? false).toBe(false);
      }
      await client.close();

      // 4 rounds: 4 lists and 8 calls.
      const count = (rows: Logged[], method: string) => rows.filter((r) => r.path === '/mcp' && r.mcpMethod === method).length;
      const mcp = (await logged((rows) => count(rows, 'tools/list') >= 4 && count(rows, 'tools/call') >= 8)).filter((r) => r.path === '/mcp');
      const instances = servers.map((s) => new URL(s.url).host);
      for (const method of ['tools/list', 'tools/call']) {
        const answered = mcp.filter((r) => r.mcpMethod === method);
        expect(
          answered.every((r) => r.status === 200),
          method,
        ).toBe(true);
        // Both instances answered this method: no affinity kept the client on one.
        expect(new Set(answered.map((r) => r.upstream)), method).toEqual(new Set(instances));
      }
      // The protected calls succeeded on both, so on the instance that did not issue the token.
      expect(instances).toContain(issuedBy);
      const protectedCalls = mcp.filter((r) => r.mcpMethod === 'tools/call').filter((_, i) => i % 2 === 1);
      expect(new Set(protectedCalls.map((r) => r.upstream))).toEqual(new Set(instances));
      // Stateless: no session was handed out, none was needed.
      expect(sessions.every((s) => s === null)).toBe(true);
      for (const s of servers) expect(s.stderr(), 'server log').not.toMatch(/error/i);
    });
  },
);
