// The MCP endpoint's HTTP behaviour (JSON-RPC errors for malformed messages, size limit, methods,
// CORS), its server card (SEP-2127 schema, media types, CORS, caching) and the discovery links to
// it. The built servers of tests/global-setup.ts, over plain HTTP.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, inject, it } from 'vitest';
import { OTHER_DIST, OTHER_SITE } from '../global-setup.ts';

const base = inject('baseUrl');
const other = inject('otherUrl');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const post = (body: string, headers: Record<string, string> = MCP_HEADERS) => fetch(`${base}/mcp`, { method: 'POST', headers, body });
const rpc = (message: unknown) => post(JSON.stringify(message));
const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

async function jsonRpcError(res: Response, status: number, code: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = await res.json();
  expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code, message: expect.any(String) } });
  return body;
}

describe('POST /mcp (Streamable HTTP, stateless)', () => {
  it('answers initialize with JSON, CORS, no session id and no caching', async () => {
    const res = await rpc(INIT);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('mcp-session-id')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { result } = await res.json();
    expect(result.protocolVersion).toBe('2025-11-25');
    expect(result.serverInfo.name).toBe('localhost/portfolio');
  });

  it('answers a request without initialize first (no session state)', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'get_skills', arguments: { category: 'ai' } } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.id).toBe(7);
    expect(body.result.structuredContent).toEqual(await (await fetch(`${base}/v1/skills?category=ai`)).json());
  });

  it('malformed JSON is a JSON-RPC parse error (-32700) with 400', async () => {
    for (const body of ['{"jsonrpc":', 'not json', '', '\u0000']) await jsonRpcError(await post(body), 400, -32700);
  });

  it('JSON that is not a JSON-RPC message is an Invalid Request (-32600) with 400', async () => {
    for (const message of [null, 42, 'x', [], {}, { jsonrpc: '1.0', id: 1, method: 'ping' }, { jsonrpc: '2.0', id: {}, method: 'ping' }]) {
      await jsonRpcError(await rpc(message), 400, -32600);
    }
  });

  it('an unknown method is a JSON-RPC error (-32601) for that request', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 3, method: 'no/such/method' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: 3, error: { code: -32601 } });
  });

  it('a notification gets 202 without a body', async () => {
    const res = await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
  });

  it('a body over 64 KiB is refused with 413 and a JSON-RPC error, like the API', async () => {
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'ask', arguments: { query: 'x'.repeat(70_000) } } });
    await jsonRpcError(await post(big), 413, -32000);
  });

  it('refuses a wrong media type (415) and a client that cannot read the answer (406)', async () => {
    await jsonRpcError(await post(JSON.stringify(INIT), { 'content-type': 'text/plain', accept: MCP_HEADERS.accept }), 415, -32000);
    await jsonRpcError(await post(JSON.stringify(INIT), { 'content-type': 'application/json', accept: 'text/html' }), 406, -32000);
  });

  it('GET, DELETE and other methods are 405 with a JSON-RPC error (no streams, no sessions)', async () => {
    for (const method of ['GET', 'DELETE', 'PUT', 'PATCH']) {
      const res = await fetch(`${base}/mcp`, { method, headers: { accept: 'text/event-stream' } });
      expect(res.headers.get('allow'), method).toBe('POST, OPTIONS');
      await jsonRpcError(res, 405, -32000);
    }
  });

  it('answers a CORS preflight from an allowed origin (another origin is refused: tests/api/ingress.test.ts)', async () => {
    const res = await fetch(`${base}/mcp`, {
      method: 'OPTIONS',
      headers: {
        origin: new URL(site).origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, mcp-protocol-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Mcp-Protocol-Version/);
  });

  it('never answers 500 or HTML to hostile input', async () => {
    const bodies = [
      JSON.stringify([INIT, INIT]),
      JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' }))),
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_project', arguments: { id: { $gt: '' } } } }),
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: null }),
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'x'.repeat(60_000) } }),
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'prompts/get', params: { name: '__proto__' } }),
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'completion/complete',
        params: { ref: { type: 'ref/resource', uri: 'portfolio://projects/{id}' }, argument: { name: 'id', value: 1 } },
      }),
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ask","arguments":{"query":"${'\\ud800'.repeat(100)}"}}}`,
    ];
    for (const body of bodies) {
      const res = await post(body);
      expect(res.status, body.slice(0, 80)).toBeLessThan(500);
      expect(await res.text(), body.slice(0, 80)).not.toMatch(/<html|at .*\.(m?js|ts):\d+/i);
    }
    expect((await rpc(INIT)).status).toBe(200);
  });
});

describe('MCP server card', () => {
  const schema = JSON.parse(readFileSync(new URL('../fixtures/schemas/mcp-server-card/schema.json', import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addSchema(schema, 'server-card.json');
  const validate = ajv.getSchema('server-card.json#/$defs/ServerCard')!;

  it.each([
    ['/mcp/server-card', 'application/mcp-server-card+json'],
    ['/.well-known/mcp/server-card', 'application/json'],
    ['/.well-known/mcp/server-card.json', 'application/json'],
  ])('%s answers %s with the SEP-2127 CORS set, caching and a strong ETag', async (path, type) => {
    const res = await fetch(base + path, { headers: { accept: 'application/mcp-server-card+json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, If-None-Match');
    expect(res.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const card = await res.json();
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true);

    const again = await fetch(base + path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const head = await fetch(base + path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('content-type')).toBe(type);
    expect((await fetch(base + path, { method: 'POST' })).status).toBe(405);
  });

  it('is the same card at every URL, with the fields scanners look for', async () => {
    const card = await (await fetch(`${base}/mcp/server-card`)).json();
    expect(await (await fetch(`${base}/.well-known/mcp/server-card.json`)).json()).toEqual(card);
    expect(await (await fetch(`${base}/.well-known/mcp/server-card`)).json()).toEqual(card);
    expect(card.$schema).toBe('https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json');
    expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    expect(card.description.length).toBeLessThanOrEqual(100);
    expect(card.remotes).toEqual([
      {
        type: 'streamable-http',
        url: `${site}/mcp`,
        supportedProtocolVersions: expect.arrayContaining(['2025-11-25']),
        authentication: expect.objectContaining({ required: false, schemes: ['bearer', 'oauth2'] }),
      },
    ]);
    expect(card.serverInfo).toEqual({ name: card.name, title: card.title, version: card.version });
    expect(card.transport).toEqual({ type: 'streamable-http', endpoint: `${site}/mcp` });
    expect(card.capabilities).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    // Stateless: no session to notify, so no list_changed notifications are promised.
    for (const kind of ['tools', 'resources', 'prompts']) expect(card.capabilities[kind].listChanged, kind).not.toBe(true);
  });

  it('matches what the endpoint answers at initialize (server/discover on 2026-07-28), for every protocol version it lists', async () => {
    const card = await (await fetch(`${base}/mcp/server-card`)).json();
    expect(card.remotes[0].supportedProtocolVersions[0]).toBe('2026-07-28');
    for (const protocolVersion of card.remotes[0].supportedProtocolVersions) {
      if (protocolVersion >= '2026-07-28') {
        // Stateless revision: no initialize; server/discover with the version in _meta and the headers.
        const meta = { 'io.modelcontextprotocol/protocolVersion': protocolVersion, 'io.modelcontextprotocol/clientCapabilities': {} };
        const headers = { ...MCP_HEADERS, 'MCP-Protocol-Version': protocolVersion, 'Mcp-Method': 'server/discover' };
        const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: meta } }), headers);
        const { result } = await res.json();
        expect(result.supportedVersions).toEqual(card.remotes[0].supportedProtocolVersions.filter((v: string) => v >= '2026-07-28'));
        expect(result.capabilities).toEqual(card.capabilities);
        expect(result._meta['io.modelcontextprotocol/serverInfo']).toMatchObject(card.serverInfo);
        continue;
      }
      const { result } = await (await rpc({ ...INIT, params: { ...INIT.params, protocolVersion } })).json();
      expect(result.protocolVersion).toBe(protocolVersion);
      expect(result.serverInfo).toMatchObject(card.serverInfo);
      expect(result.capabilities).toEqual(card.capabilities);
    }
  });

  it('is generated for the other content from its own SITE_URL', async () => {
    const card = await (await fetch(`${other}/mcp/server-card`)).json();
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
    expect(card.name).toBe(`${new URL(OTHER_SITE).hostname.split('.').reverse().join('.')}/portfolio`);
    expect(card.transport.endpoint).toBe(`${OTHER_SITE}/mcp`);
    const { profile } = JSON.parse(readFileSync(`${OTHER_DIST}/server/portfolio.json`, 'utf8')).data;
    expect(card.title).toContain(profile.name);
  });
});

describe('discovery links to the MCP server', () => {
  it('the ARD manifest lists the server card', async () => {
    const catalog = await (await fetch(`${base}/.well-known/ai-catalog.json`)).json();
    const entry = catalog.entries.find((e: { type: string }) => e.type === 'application/mcp-server-card+json');
    expect(entry).toMatchObject({ url: `${site}/mcp/server-card`, identifier: expect.stringMatching(/^urn:air:[a-zA-Z0-9.-]+:portfolio:mcp$/) });
    expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
    expect(entry.representativeQueries.length).toBeLessThanOrEqual(5);
    const card = await (await fetch(`${base}/mcp/server-card`)).json();
    expect(entry.description).toBe(card.description);
    expect(entry.version).toBe(card.version);
    const { result } = await (await rpc({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).json();
    expect(entry.capabilities).toEqual(result.tools.map((t: { name: string }) => t.name));
  });

  it('the API catalog has the MCP endpoint as an anchor described by the card', async () => {
    const { linkset } = await (await fetch(`${base}/.well-known/api-catalog`)).json();
    const mcp = linkset.find((l: { anchor: string }) => l.anchor === `${site}/mcp`);
    expect(mcp['service-desc']).toEqual([{ href: `${site}/mcp/server-card`, type: 'application/mcp-server-card+json', title: 'MCP server card' }]);
  });

  it('llms.txt links the server card', async () => {
    expect(await (await fetch(`${base}/llms.txt`)).text()).toContain(`(${site}/mcp/server-card)`);
  });
});
