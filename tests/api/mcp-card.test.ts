// The MCP server card describes the live server completely and cannot drift: its tools (with
// their input and output schemas and what each needs), resources, resource templates and prompts
// are what the endpoint lists; every protocol version it names is accepted, and a version it does
// not name is not; its authentication points at metadata that exists and says what the endpoint
// enforces. It is valid against the vendored SEP-2127 schema at every location the drafts name,
// readable as the MCP resource mcp://server-card.json, and listed by the MCP Catalog.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MCP_CATALOG_PATH, SERVER_CARD_LOCATIONS, SERVER_CARD_RESOURCE_URI } from '../../src/mcp/identity.ts';

const base = inject('baseUrl');
const site = new URL(JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')).site as string).origin;
const local = (url: string) => (url.startsWith(site) ? base + url.slice(site.length) : url);

const schema = JSON.parse(readFileSync(new URL('../fixtures/schemas/mcp-server-card/schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema(schema, 'server-card.json');
const validate = ajv.getSchema('server-card.json#/$defs/ServerCard')!;

// biome-ignore lint/suspicious/noExplicitAny: the card is JSON
let card: any;
let client: Client;
beforeAll(async () => {
  card = await (await fetch(`${base}/mcp/server-card`)).json();
  client = new Client({ name: 'card-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
});
afterAll(() => client?.close());

const rpc = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
const initialize = (protocolVersion: string) =>
  rpc({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'v', version: '1' } } });

describe('the server card is the live server', () => {
  it('is valid at every location, the same card everywhere', async () => {
    for (const [path, type] of Object.entries(SERVER_CARD_LOCATIONS)) {
      const res = await fetch(base + path);
      expect(res.headers.get('content-type'), path).toBe(type);
      const body = await res.json();
      expect(validate(body), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(body, path).toEqual(card);
    }
  });

  it('lists the tools the endpoint lists, with their schemas', async () => {
    const { tools } = await client.listTools();
    expect(card.tools).toEqual(tools);
    for (const t of card.tools) {
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.outputSchema?.type, t.name).toBe('object');
    }
  });

  it('lists the resources, resource templates and prompts the endpoint lists', async () => {
    expect(card.resources).toEqual((await client.listResources()).resources);
    expect(card.resourceTemplates).toEqual((await client.listResourceTemplates()).resourceTemplates);
    expect(card.prompts).toEqual((await client.listPrompts()).prompts);
    expect(card.prompts.length).toBeGreaterThan(0);
    for (const p of card.prompts) expect(Array.isArray(p.arguments ?? []), p.name).toBe(true);
  });

  it('announces what initialize answers', () => {
    expect(card.capabilities).toEqual(client.getServerCapabilities());
    expect(card.instructions).toBe(client.getInstructions());
    expect(client.getServerVersion()).toMatchObject({ name: card.name, version: card.version, title: card.title });
  });

  it('names every protocol version the endpoint accepts, and no other', async () => {
    const versions: string[] = card.remotes[0].supportedProtocolVersions;
    expect(versions).toEqual(expect.arrayContaining(['2025-11-25', '2025-06-18', '2025-03-26']));
    expect(versions[0]).toBe('2026-07-28');
    for (const v of versions) {
      if (v >= '2026-07-28') {
        // Stateless: no initialize; every request names its version in _meta and in the header.
        const meta = { 'io.modelcontextprotocol/protocolVersion': v, 'io.modelcontextprotocol/clientCapabilities': {} };
        const res = await rpc(
          { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: meta } },
          { 'mcp-protocol-version': v, 'mcp-method': 'tools/list' },
        );
        expect(res.status, v).toBe(200);
        expect((await res.json()).result.tools.length, v).toBe(card.tools.length);
        continue;
      }
      const { result } = await (await initialize(v)).json();
      expect(result.protocolVersion, v).toBe(v);
      expect((await rpc({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-protocol-version': v })).status, v).toBe(200);
    }
    // A version it does not name: the server offers its own at initialize, and refuses it in the header.
    const { result } = await (await initialize('2023-01-01')).json();
    expect(versions).toContain(result.protocolVersion);
    expect(result.protocolVersion).not.toBe('2023-01-01');
    expect((await rpc({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-protocol-version': '2023-01-01' })).status).toBe(400);
  });
});

describe('the authentication it declares', () => {
  it('points at the RFC 9728 and RFC 8414 metadata, which exist and agree', async () => {
    const auth = card.remotes[0].authentication;
    expect(auth).toMatchObject({ required: false, schemes: ['bearer', 'oauth2'] });
    const prm = await (await fetch(local(auth.protectedResourceMetadata))).json();
    expect(prm.resource).toBe(card.remotes[0].url);
    expect(prm.authorization_servers).toEqual(auth.authorizationServers);
    const as = await (await fetch(local(auth.authorizationServerMetadata))).json();
    expect(auth.authorizationServers).toContain(as.issuer);
    expect([...auth.scopes].sort()).toEqual([...as.scopes_supported].sort());
    expect(as.protected_resources).toContain(card.remotes[0].url);
  });

  it('the MCP endpoint has RFC 9728 metadata of its own, which strict clients accept (oauth4webapi)', async () => {
    const options = {
      [oauth.allowInsecureRequests]: true,
      [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => fetch(local(url), init as RequestInit),
    };
    const mcp = new URL(card.remotes[0].url);
    const prm = await oauth.processResourceDiscoveryResponse(mcp, await oauth.resourceDiscoveryRequest(mcp, options));
    expect(prm.resource).toBe(card.remotes[0].url);
    expect(prm.authorization_servers).toEqual(card.remotes[0].authentication.authorizationServers);
    expect(prm.scopes_supported).toEqual(card.remotes[0].authentication.scopes);
    // And the site's, whose resource is the origin.
    const whole = await oauth.processResourceDiscoveryResponse(new URL(site), await oauth.resourceDiscoveryRequest(new URL(site), options));
    expect(whole.resource).toBe(site);
  });

  it('says per tool what it needs, and the endpoint enforces exactly that', async () => {
    for (const t of card.tools) {
      const [scheme] = t._meta.securitySchemes;
      const res = await rpc({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: t.name, arguments: t.name === 'ask' ? { query: 'skills' } : t.inputSchema.required?.includes('id') ? { id: 'feature-store' } : {} },
      });
      if (scheme.type === 'noauth') expect(res.status, t.name).toBe(200);
      else {
        expect(scheme.scopes.length, t.name).toBeGreaterThan(0);
        expect(res.status, t.name).toBe(401);
        expect(res.headers.get('www-authenticate'), t.name).toContain(`scope="${scheme.scopes.join(' ')}"`);
      }
    }
  });
});

describe('the other places the card is found', () => {
  it('is the MCP resource mcp://server-card.json', async () => {
    const { contents } = await client.readResource({ uri: SERVER_CARD_RESOURCE_URI });
    expect(contents[0]!.mimeType).toBe('application/json');
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual(card);
  });

  it('is listed by the MCP Catalog at /.well-known/mcp/catalog.json', async () => {
    const res = await fetch(base + MCP_CATALOG_PATH);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const catalog = await res.json();
    expect(catalog).toEqual({
      specVersion: 'draft',
      entries: [
        { identifier: expect.stringMatching(/^urn:air:/), displayName: card.title, type: 'application/mcp-server-card+json', url: `${site}/mcp/server-card` },
      ],
    });
  });
});
