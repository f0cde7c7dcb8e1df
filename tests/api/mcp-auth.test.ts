// The scoped MCP tools with the SDK's own client: refused without a token (401 with the
// resource_metadata challenge), refused with a token lacking the scope (403 insufficient_scope),
// answered with a token from the client-credentials flow, and the data is the API's.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const keys = inject('apiKeys');
const SITE = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')).site as string;
const SCOPED = ['get_contact', 'get_project_architecture', 'get_skill_evaluations', 'get_dossier'];

async function connect(token?: string) {
  const client = new Client({ name: 'mcp-auth-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
  await client.connect(transport);
  return client;
}

/** A raw JSON-RPC tools/call, to see the HTTP status and headers. */
function rawCall(name: string, args: object, token?: string) {
  return fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
}

/** A token through the client-credentials flow: register, claim, token. */
async function clientCredentialsToken(scopes: string[]) {
  const reg = await (
    await fetch(`${base}/v1/auth/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'mcp client' }),
    })
  ).json();
  const basic = `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}`;
  await fetch(`${base}/v1/auth/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basic },
    body: JSON.stringify({ scopes }),
  });
  const t = await (
    await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      body: 'grant_type=client_credentials',
    })
  ).json();
  return t.access_token as string;
}

describe('scoped MCP tools', () => {
  it('are listed, read-only, for everyone', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    for (const name of SCOPED) {
      const tool = tools.find((t) => t.name === name);
      expect(tool, name).toBeDefined();
      expect(tool!.annotations?.readOnlyHint).toBe(true);
    }
    await client.close();
  });

  it('without a token: HTTP 401 with the resource_metadata challenge, never the data', async () => {
    const res = await rawCall('get_contact', {});
    expect(res.status).toBe(401);
    const challenge = res.headers.get('www-authenticate')!;
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain(`resource_metadata="${SITE}/.well-known/oauth-protected-resource"`);
    expect(challenge).toContain('scope="contact:read"');
    const body = await res.json();
    expect(body.error).toBeDefined();
    expect(JSON.stringify(body)).not.toContain('+46');
    const client = await connect();
    await expect(client.callTool({ name: 'get_dossier', arguments: {} })).rejects.toThrow(/401|Unauthorized/i);
    await client.close();
  });

  it('with a token lacking the scope: HTTP 403 insufficient_scope', async () => {
    const res = await rawCall('get_contact', {}, keys.skillsOnly);
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect(res.headers.get('www-authenticate')).toContain('scope="contact:read"');
  });

  it('with an invalid token: HTTP 401 invalid_token, even for public tools', async () => {
    const res = await rawCall('get_profile', {}, 'not-a-token');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('with a client-credentials token holding the scope: the same data as the API', async () => {
    const token = await clientCredentialsToken(['projects:read', 'skills:read']);
    const client = await connect(token);
    const arch = await client.callTool({ name: 'get_project_architecture', arguments: { id: 'feature-store' } });
    expect(arch.isError).toBeFalsy();
    const api = await (await fetch(`${base}/v1/projects/feature-store/architecture`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(arch.structuredContent).toEqual(api);
    const evals = await client.callTool({ name: 'get_skill_evaluations', arguments: {} });
    expect(evals.structuredContent).toEqual(await (await fetch(`${base}/v1/skills/evaluations`, { headers: { authorization: `Bearer ${token}` } })).json());
    // a scope this token does not hold
    await expect(client.callTool({ name: 'get_contact', arguments: {} })).rejects.toThrow(/403|Forbidden/i);
    // public tools keep working with the token
    expect((await client.callTool({ name: 'get_profile', arguments: {} })).isError).toBeFalsy();
    await client.close();
  });

  it('an agent key with every scope reads the contact details and the dossier', async () => {
    const client = await connect(keys.all);
    const contact = await client.callTool({ name: 'get_contact', arguments: {} });
    expect(contact.structuredContent).toEqual(await (await fetch(`${base}/v1/contact`, { headers: { authorization: `Bearer ${keys.all}` } })).json());
    expect((await client.callTool({ name: 'get_dossier', arguments: {} })).isError).toBeFalsy();
    await client.close();
  });
});
