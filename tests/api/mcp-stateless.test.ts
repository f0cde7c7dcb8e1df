// Statelessness: two server processes that share nothing (each its own state directory) serve
// one MCP client alternately, request by request, as a load balancer without affinity would.
// And the MCP tools fall under the API's rate limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { AUTO_GRANT } from '../support/grants.ts';

type Server = Awaited<ReturnType<typeof startServer>>;

const state = mkdtempSync(join(tmpdir(), 'portfolio-mcp-test-'));
const servers: Server[] = [];
const start = async (name: string, env: Record<string, string> = {}) => {
  const s = await startServer('server.mjs', {
    env: { ...AUTO_GRANT, STATE_DIR: join(state, name), RATE_LIMIT_API: '100000/60', RATE_LIMIT_MCP: '100000/60', ...env },
  });
  servers.push(s);
  return s;
};

async function connect(url: string, fetch?: typeof globalThis.fetch): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), fetch ? { fetch } : {}));
  return client;
}

let a: Server;
let b: Server;
beforeAll(async () => {
  [a, b] = await Promise.all([start('a'), start('b')]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(state, { recursive: true, force: true });
});

describe('two instances without shared state', () => {
  it('serve one client alternately without errors', async () => {
    const hosts = [new URL(a.url).host, new URL(b.url).host];
    const seen: string[] = [];
    let turn = 0;
    // The load balancer: every HTTP request of the client goes to the next instance.
    const roundRobin: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      url.host = hosts[turn++ % 2]!;
      seen.push(url.host);
      return fetch(url, init);
    };
    const client = await connect(a.url, roundRobin);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(15); // 9 + get_career, get_services, get_rates (issue #16) + list_posts, get_post (the example has posts) + send_message (issue #30)
    const calls: [string, Record<string, unknown>][] = [
      ['get_profile', {}],
      ['list_projects', { tag: 'etl' }],
      ['get_project', { id: 'feature-store' }],
      ['get_skills', { category: 'databases' }],
      ['ask', { query: 'Which projects use Kafka?' }],
      ['get_skills', { category: 'not-a-category' }],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [name, args] of calls) {
        const r = await client.callTool({ name, arguments: args });
        expect(r.isError ?? false, name).toBe(name === 'get_skills' && args.category === 'not-a-category');
      }
    }
    expect((await client.listResources()).resources.length).toBeGreaterThan(3);
    expect((await client.readResource({ uri: 'portfolio://projects/feature-store' })).contents).toHaveLength(1);
    expect((await client.getPrompt({ name: 'recruiter_summary' })).messages.length).toBeGreaterThan(1);
    await client.close();
    // initialize, notifications/initialized and every later request: each instance took half.
    expect(seen.length).toBeGreaterThan(15);
    expect(seen.filter((h) => h === hosts[0]).length - seen.filter((h) => h === hosts[1]).length).toBeLessThanOrEqual(1);
    for (const s of [a, b]) expect(s.stderr(), 'server log').not.toMatch(/error/i);
  });
});

describe('two instances sharing one state directory (MCP 2026-07-28, no session)', () => {
  it('a v2 client on 2026-07-28 is served request by request by either instance, a token from one accepted by the other', async () => {
    const [c, d] = await Promise.all([start('shared'), start('shared')]);
    const hosts = [new URL(c.url).host, new URL(d.url).host];
    const seen: string[] = [];
    let turn = 0;
    const methods: string[] = [];
    const alternate: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      url.host = hosts[turn++ % 2]!;
      seen.push(url.host);
      if (typeof init?.body === 'string') methods.push(JSON.parse(init.body).method);
      return fetch(url, init);
    };
    // A client-credentials token issued by the first instance.
    const reg = await (
      await fetch(`${c.url}/v1/auth/identity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_name: 'lb' }) })
    ).json();
    const basic = `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}`;
    await fetch(`${c.url}/v1/auth/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic },
      body: JSON.stringify({ scopes: ['projects:read'] }),
    });
    const token = (
      await (
        await fetch(`${c.url}/v1/auth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
          body: 'grant_type=client_credentials',
        })
      ).json()
    ).access_token as string;
    expect(token).toBeTruthy();

    const client = new ClientV2({ name: 'lb-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new TransportV2(new URL('/mcp', c.url), { fetch: alternate, requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const tools = (await client.listTools()).tools.length;
    expect(tools).toBeGreaterThanOrEqual(14);
    for (let round = 0; round < 3; round++) {
      expect((await client.listTools()).tools.length).toBe(tools);
      expect((await client.callTool({ name: 'get_profile', arguments: {} })).isError ?? false).toBe(false);
      // A protected tool: the token issued by one instance is accepted by both.
      expect((await client.callTool({ name: 'get_project_architecture', arguments: { id: 'feature-store' } })).isError ?? false).toBe(false);
      expect((await client.readResource({ uri: 'portfolio://skills' })).contents).toHaveLength(1);
    }
    await client.close();
    // The client reused the tool list for its ttlMs: one tools/list for three rounds.
    expect(methods.filter((m) => m === 'tools/list')).toHaveLength(1);
    expect(methods.filter((m) => m === 'tools/call')).toHaveLength(6);
    expect(seen.filter((h) => h === hosts[0]).length).toBeGreaterThanOrEqual(5);
    expect(seen.filter((h) => h === hosts[1]).length).toBeGreaterThanOrEqual(5);
    for (const s of [c, d]) {
      expect(s.stderr(), 'server log').not.toMatch(/error/i);
    }
  });
});

describe('per-method rate limits (RATE_LIMIT_MCP)', () => {
  it('each MCP method has its own quota per address, counted on the checked Mcp-Method: one method over it does not stop another', async () => {
    const limited = await start('per-method', { RATE_LIMIT_MCP: '3/60' });
    const send = (method: string, params: Record<string, unknown> = {}) =>
      fetch(`${limited.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-method': method },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
    for (let i = 0; i < 3; i++) {
      const ok = await send('tools/list');
      expect(ok.status).toBe(200);
      expect(ok.headers.get('ratelimit-policy')).toBe('"mcp";q=3;w=60');
    }
    const refused = await send('tools/list');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusal = await refused.json();
    expect(refusal.error.message).toMatch(/Too many requests/);
    expect(refusal.id).toBe(1);
    // Another method, and the API, still answer.
    expect((await send('tools/call', { name: 'get_profile', arguments: {} })).status).toBe(200);
    expect((await send('prompts/list')).status).toBe(200);
    expect((await fetch(`${limited.url}/v1/skills?category=ai`)).status).toBe(200);
    // A made-up method name does not open a fresh quota: all unknown methods share one.
    for (let i = 0; i < 3; i++) expect((await send(`made/up-${i}`)).status).toBe(200);
    expect((await send('made/up-again')).status).toBe(429);
  });
});

describe('rate limits', () => {
  it('every MCP request (protocol methods and tool calls) counts once against the API quota of the client address; over it, 429 with Retry-After', async () => {
    const limited = await start('limited', { RATE_LIMIT_API: '6/60' });
    const client = await connect(limited.url); // initialize and notifications/initialized: 2 of 6
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await client.callTool({ name: i % 2 ? 'ask' : 'get_profile', arguments: i % 2 ? { query: 'Who?' } : {} }));
    expect(results.map((r) => r.isError ?? false)).toEqual([false, false, false, false]);
    // The JSON-RPC error the SDK client reports carries the retry time.
    await expect(client.listTools()).rejects.toThrow(/Too many requests; retry in \d+ seconds/);
    const raw = await fetch(`${limited.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    // The API itself is over the quota for this address too: one budget.
    expect((await fetch(`${limited.url}/v1/skills?category=ai`)).status).toBe(429);
    await client.close();
  });

  it('a batch of N JSON-RPC messages counts N against the quota; over it, the whole request gets a JSON-RPC error with the retry time and 429', async () => {
    const limited = await start('batch', { RATE_LIMIT_API: '10/60' });
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_profile', arguments: {} } });
    const send = (body: unknown) =>
      fetch(`${limited.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(body),
      });
    const answered = await send(Array.from({ length: 8 }, (_, i) => call(i + 1)));
    expect(answered.status).toBe(200);
    expect((await answered.json()) as unknown[]).toHaveLength(8);
    // 8 of 10 used: a batch of 3 does not fit, and is refused as a whole, never answered in silence.
    for (const body of [[call(20), call(21), call(22)], { jsonrpc: '2.0', id: 30, method: 'ping' }]) {
      const refused = await send(body);
      expect(refused.status).toBe(429);
      const retry = Number(refused.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      const error = await refused.json();
      // A single request's id is answered; a batch's refusal has none to answer (JSON-RPC 2.0: null).
      const id = Array.isArray(body) ? null : 30;
      expect(error).toMatchObject({ jsonrpc: '2.0', id, error: { code: -32000, message: expect.stringContaining(`retry in ${retry} seconds`) } });
    }
    expect((await fetch(`${limited.url}/v1/skills?category=ai`)).status).toBe(429);
  });
});
