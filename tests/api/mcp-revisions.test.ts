// MCP on the current revision (issue #27): the v2 SDK client on 2026-07-28 (stateless: no
// initialize, the version in every request's _meta) and on the 2025 era; the v1 client; a raw
// 2025-06-18 handshake; the Mcp-Method / Mcp-Name headers checked against the body; list results
// with a ttlMs; the revisions named by the card and llms.txt.
import { Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { describe, expect, inject, it } from 'vitest';
import { MCP_LIST_TTL_MS, MCP_PROTOCOL_VERSIONS } from '../../src/catalogue/mcp.ts';

const base = inject('baseUrl');
const keys = inject('apiKeys');
const MODERN = '2026-07-28';

async function v2(mode: 'modern' | 'legacy', token?: string) {
  const client = new Client({ name: 'mcp-v2-test', version: '1.0.0' }, { versionNegotiation: { mode: mode === 'modern' ? { pin: MODERN } : 'legacy' } });
  const requestInit = token ? { headers: { Authorization: `Bearer ${token}` } } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit }));
  return client;
}

const META = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };
/** A raw 2026-07-28 request: the envelope in _meta, the headers a client sends (overridable). */
function modern(method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const name = (params.name ?? params.uri) as string | undefined;
  return fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': method,
      ...(name ? { 'mcp-name': name } : {}),
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params: { ...params, _meta: META } }),
  });
}

function legacy(message: object, headers: Record<string, string> = {}) {
  return fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...message }),
  });
}

describe('MCP 2026-07-28 with the v2 SDK client', () => {
  it('negotiates 2026-07-28 without a session and calls the public tools', async () => {
    const client = await v2('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('get_profile');
    const profile = await client.callTool({ name: 'get_profile', arguments: {} });
    expect(profile.isError).toBeFalsy();
    expect(profile.structuredContent).toEqual(await (await fetch(`${base}/v1/profile`)).json());
    const project = await client.readResource({ uri: 'portfolio://projects/feature-store' });
    expect((project.contents[0] as { text: string }).text).toBe(await (await fetch(`${base}/v1/projects/feature-store`)).text());
    expect((await client.getPrompt({ name: 'recruiter_summary', arguments: {} })).messages.length).toBeGreaterThan(1);
    await client.close();
  });

  it('a protected tool: refused without a token (401 challenge), answered with one holding the scope', async () => {
    const anonymous = await v2('modern');
    await expect(anonymous.callTool({ name: 'get_contact', arguments: {} })).rejects.toThrow(/401|Unauthorized/i);
    await anonymous.close();
    const res = await modern('tools/call', { name: 'get_contact', arguments: {} });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('scope="contact:read"');
    const client = await v2('modern', keys.all);
    const contact = await client.callTool({ name: 'get_contact', arguments: {} });
    expect(contact.structuredContent).toEqual(await (await fetch(`${base}/v1/contact`, { headers: { authorization: `Bearer ${keys.all}` } })).json());
    await client.close();
    const limited = await v2('modern', keys.skillsOnly);
    // The v2 client reads the 403's insufficient_scope challenge.
    await expect(limited.callTool({ name: 'get_contact', arguments: {} })).rejects.toThrow(/Insufficient scope: required "contact:read"/);
    await limited.close();
  });

  it('list results carry a ttlMs of an hour and a public cache scope; tool results do not', async () => {
    for (const method of ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list']) {
      const res = await modern(method);
      expect(res.status, method).toBe(200);
      const { result } = await res.json();
      expect(result.ttlMs, method).toBe(MCP_LIST_TTL_MS);
      expect(result.cacheScope, method).toBe('public');
    }
    const { result } = await (await modern('tools/call', { name: 'get_profile', arguments: {} })).json();
    expect(result.ttlMs).toBeUndefined();
    // The 2025 era has no ttlMs.
    expect((await (await legacy({ method: 'tools/list' })).json()).result.ttlMs).toBeUndefined();
  });
});

describe('older revisions on the same endpoint', () => {
  it('the v2 client in its 2025 mode and the v1 client both work', async () => {
    const client = await v2('legacy');
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    expect((await client.callTool({ name: 'get_skills', arguments: {} })).isError).toBeFalsy();
    await client.close();
    const old = new ClientV1({ name: 'mcp-v1-test', version: '1.0.0' });
    await old.connect(new TransportV1(new URL(`${base}/mcp`)));
    expect((await old.callTool({ name: 'list_projects', arguments: {} })).isError).toBeFalsy();
    await old.close();
  });

  it('a 2025-06-18 client gets 2025-06-18 at initialize, and its requests are answered', async () => {
    const init = await legacy({
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'old', version: '1' } },
    });
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect((await init.json()).result.protocolVersion).toBe('2025-06-18');
    const list = await legacy({ method: 'tools/list' }, { 'mcp-protocol-version': '2025-06-18' });
    expect((await list.json()).result.tools.length).toBeGreaterThan(5);
  });

  it('the revisions named by the card are the SDK ones, 2026-07-28 first', async () => {
    expect(MCP_PROTOCOL_VERSIONS).toEqual([MODERN, ...SUPPORTED_PROTOCOL_VERSIONS]);
    const card = await (await fetch(`${base}/mcp/server-card`)).json();
    expect(card.remotes[0].supportedProtocolVersions).toEqual(MCP_PROTOCOL_VERSIONS);
    expect(await (await fetch(`${base}/llms.txt`)).text()).toContain(`MCP ${MCP_PROTOCOL_VERSIONS.join(', ')}`);
  });
});

describe('Mcp-Method and Mcp-Name', () => {
  async function refused(res: Response) {
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe(-32020);
    return body.error.message as string;
  }

  it('a header that disagrees with the body is a 400, before any tool runs, on every revision', async () => {
    expect(await refused(await modern('tools/call', { name: 'get_profile', arguments: {} }, { 'mcp-method': 'tools/list' }))).toMatch(/Mcp-Method/);
    expect(await refused(await modern('tools/call', { name: 'get_profile', arguments: {} }, { 'mcp-name': 'get_skills' }))).toMatch(/Mcp-Name/);
    expect(await refused(await modern('resources/read', { uri: 'portfolio://profile' }, { 'mcp-name': 'portfolio://skills' }))).toMatch(/Mcp-Name/);
    expect(await refused(await legacy({ method: 'tools/call', params: { name: 'get_profile', arguments: {} } }, { 'mcp-method': 'prompts/get' }))).toMatch(
      /Mcp-Method/,
    );
    expect(await refused(await legacy({ method: 'tools/list' }, { 'mcp-name': 'get_profile' }))).toMatch(/no name/);
    // A protected tool named in the headers while the body calls another: refused as a mismatch, not answered.
    expect(await refused(await legacy({ method: 'tools/call', params: { name: 'get_contact', arguments: {} } }, { 'mcp-name': 'get_profile' }))).toMatch(
      /Mcp-Name/,
    );
  });

  it("a refusal carries the request's id (found by the conformance suite's wire-schema check)", async () => {
    const mismatch = await legacy({ id: 'req-7', method: 'tools/list' }, { 'mcp-name': 'get_profile' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).id).toBe('req-7');
    const unauthenticated = await legacy({ id: 8, method: 'tools/call', params: { name: 'get_contact', arguments: {} } });
    expect(unauthenticated.status).toBe(401);
    expect((await unauthenticated.json()).id).toBe(8);
  });

  it('matching headers are answered, a Base64-encoded Mcp-Name included', async () => {
    expect((await modern('tools/call', { name: 'get_profile', arguments: {} })).status).toBe(200);
    const encoded = `=?base64?${Buffer.from('get_profile').toString('base64')}?=`;
    expect((await modern('tools/call', { name: 'get_profile', arguments: {} }, { 'mcp-name': encoded })).status).toBe(200);
    expect((await legacy({ method: 'tools/list' }, { 'mcp-method': 'tools/list' })).status).toBe(200);
  });
});
