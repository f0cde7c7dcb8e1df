// The MCP server through the built servers, with the SDK's own client over Streamable HTTP: every
// tool, resource and prompt, with valid and invalid input, compared with the HTTP API's answers,
// for the default content and for the second content directory.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPortfolio, type Portfolio } from '../../src/core/portfolio.ts';
import { OTHER_DIST } from '../global-setup.ts';

interface Site {
  label: string;
  url: string;
  portfolio: Portfolio;
}

function site(label: string, url: string, dist: string): Site {
  const snapshot = JSON.parse(readFileSync(`${dist}/server/portfolio.json`, 'utf8'));
  return { label, url, portfolio: createPortfolio(snapshot.data) };
}

const SITES = [site('default content', inject('baseUrl'), 'dist'), site('other content', inject('otherUrl'), OTHER_DIST)];

const TOOLS_WITH_POSTS = [
  'get_profile',
  'list_projects',
  'get_project',
  // Listed only where the content has published posts (the default content has two).
  'list_posts',
  'get_post',
  'get_skills',
  'get_career',
  'get_services',
  'ask',
  'get_contact',
  'get_rates',
  'get_project_architecture',
  'get_skill_evaluations',
  'get_dossier',
];

async function connect(url: string, fetch?: typeof globalThis.fetch): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), fetch ? { fetch } : {}));
  return client;
}

type Result = Awaited<ReturnType<Client['callTool']>>;
const text = (r: Result) => (r.content as { type: string; text: string }[]).map((c) => c.text).join('\n');

/** A refused call: a tool error result (the SDK's choice for bad arguments) or a JSON-RPC error. */
async function refused(client: Client, name: string, args: unknown): Promise<string> {
  try {
    const r = await client.callTool({ name, arguments: args as Record<string, unknown> });
    expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    return text(r);
  } catch (err) {
    return String(err);
  }
}

type Schema = {
  description?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/**
 * The paths of the properties of a JSON Schema (nested objects, arrays, unions and its `$defs`)
 * that carry no description; a property that is a `$ref` is described by its own or its target's.
 */
function undescribed(root: unknown, path: string): string[] {
  if (!root || typeof root !== 'object') return [];
  const defs = (root as Schema).$defs ?? {};
  const target = (s: Schema) => (s.$ref?.startsWith('#/$defs/') ? defs[s.$ref.slice('#/$defs/'.length)] : undefined);
  const walk = (s: Schema, at: string): string[] => [
    ...Object.entries(s.properties ?? {}).flatMap(([name, sub]) => [
      ...(sub.description || target(sub)?.description ? [] : [`${at}.${name}`]),
      ...walk(sub, `${at}.${name}`),
    ]),
    ...(s.items ? walk(s.items, `${at}[]`) : []),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((x) => walk(x, at)),
  ];
  return [...walk(root as Schema, path), ...Object.entries(defs).flatMap(([name, def]) => walk(def, `${path} $defs.${name}`))];
}

describe.each(SITES)('MCP with the $label', ({ url, portfolio }) => {
  let client: Client;
  const api = async (path: string) => {
    const res = await fetch(url + path);
    return { status: res.status, text: await res.text() };
  };
  const apiJson = async (path: string) => JSON.parse((await api(path)).text);

  beforeAll(async () => {
    client = await connect(url);
  });
  afterAll(async () => {
    await client.close();
  });

  it('announces the identity and capabilities of its server card', async () => {
    const card = await (await fetch(`${url}/mcp/server-card`)).json();
    const info = client.getServerVersion()!;
    expect(info).toMatchObject({ name: card.name, version: card.version, title: card.title, description: card.description });
    expect(info.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    expect(client.getServerCapabilities()).toEqual(card.capabilities);
    expect(client.getInstructions()).toContain('get_profile');
  });

  it('writes every type in the tool schemas as one type, never a list (portable to one-type dialects; the Inspector --strict warns of lists)', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('send_message');
    const lists = tools.flatMap((t) =>
      [...`${JSON.stringify(t.inputSchema)} ${JSON.stringify(t.outputSchema ?? {})}`.matchAll(/"([^"]+)":\{[^{}]*"type":\[[^\]]*\]/g)].map(
        (m) => `${t.name}.${m[1]}`,
      ),
    );
    expect(lists).toEqual([]);
    // send_message's verified_sender stays nullable, as two single-type branches.
    const send = tools.find((t) => t.name === 'send_message')!;
    expect((send.outputSchema as Schema).properties?.verified_sender).toMatchObject({ anyOf: [{ type: 'string' }, { type: 'null' }] });
  });

  it("describes every property of every tool's input and output schema (issue 27: every field described)", async () => {
    const { tools } = await client.listTools();
    const missing = tools.flatMap((t) => [...undescribed(t.inputSchema, `${t.name} input`), ...undescribed(t.outputSchema, `${t.name} output`)]);
    expect(missing).toEqual([]);
    // The walk finds what it looks for (it can fail).
    expect(
      undescribed({ type: 'object', properties: { a: { type: 'array', items: { type: 'object', properties: { b: { type: 'string' } } } } } }, 'x'),
    ).toEqual(['x.a', 'x.a[].b']);
  });

  it('lists the read-only tools with titles, descriptions and JSON Schemas', async () => {
    const { tools: listed } = await client.listTools();
    const expected = portfolio.posts.length ? TOOLS_WITH_POSTS : TOOLS_WITH_POSTS.filter((t) => t !== 'list_posts' && t !== 'get_post');
    // And the one tool that writes, last: send_message (tests/api/messages.test.ts).
    expect(listed.map((t) => t.name)).toEqual([...expected, 'send_message']);
    expect(listed.at(-1)!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
    const tools = listed.slice(0, -1);
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.description!.length, t.name).toBeGreaterThan(30);
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    }
    const skills = tools.find((t) => t.name === 'get_skills')!;
    expect((skills.inputSchema.properties as { category: { enum: string[] } }).category.enum).toEqual(['all', ...portfolio.categories]);
    const list = tools.find((t) => t.name === 'list_projects')!;
    expect((list.inputSchema.properties as { tag: { maxLength: number } }).tag.maxLength).toBe(60);
  });

  it('get_profile answers the API profile, as structured content and as text', async () => {
    const r = await client.callTool({ name: 'get_profile', arguments: {} });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toEqual(await apiJson('/v1/profile'));
    expect(text(r)).toContain(`# ${portfolio.profile!.name}`);
    expect(text(r)).toContain(portfolio.profile!.email);
  });

  it('list_projects answers /v1/projects, with and without a tag', async () => {
    const all = await client.callTool({ name: 'list_projects', arguments: {} });
    expect(all.structuredContent).toEqual(await apiJson('/v1/projects'));
    for (const p of portfolio.projects) expect(text(all)).toContain(p.title);
    for (const { tag } of [...portfolio.tags.slice(0, 4), { tag: 'no-such-tag' }]) {
      const r = await client.callTool({ name: 'list_projects', arguments: { tag } });
      expect(r.isError, tag).toBeFalsy();
      expect(r.structuredContent, tag).toEqual(await apiJson(`/v1/projects?tag=${encodeURIComponent(tag)}`));
    }
  });

  it('get_project answers /v1/projects/{id} for every project', async () => {
    for (const p of portfolio.projects) {
      const r = await client.callTool({ name: 'get_project', arguments: { id: p.id } });
      expect(r.structuredContent, p.id).toEqual(await apiJson(`/v1/projects/${p.id}`));
      expect(text(r)).toContain(`# ${p.title}`);
      expect(JSON.stringify(r)).not.toContain('architecture');
    }
  });

  it('list_posts and get_post answer /v1/posts and /v1/posts/{id}; a draft is a tool error', async () => {
    if (!portfolio.posts.length) return;
    const all = await client.callTool({ name: 'list_posts', arguments: {} });
    expect(all.structuredContent).toEqual(await apiJson('/v1/posts'));
    for (const p of portfolio.posts) expect(text(all)).toContain(`## ${p.title}`);
    const tagged = await client.callTool({ name: 'list_posts', arguments: { tag: 'streaming' } });
    expect(tagged.structuredContent).toEqual(await apiJson('/v1/posts?tag=streaming'));
    for (const p of portfolio.posts) {
      const r = await client.callTool({ name: 'get_post', arguments: { id: p.id } });
      expect(r.structuredContent, p.id).toEqual(await apiJson(`/v1/posts/${p.id}`));
      expect(text(r)).toContain(`# ${p.title}`);
    }
    expect(await refused(client, 'get_post', { id: 'lakehouse-notes' })).toMatch(/404|No published post/);
  });

  it('get_skills answers /v1/skills for every category of this content', async () => {
    expect((await client.callTool({ name: 'get_skills', arguments: {} })).structuredContent).toEqual(await apiJson('/v1/skills'));
    for (const category of ['all', ...portfolio.categories]) {
      const r = await client.callTool({ name: 'get_skills', arguments: { category } });
      expect(r.structuredContent, category).toEqual(await apiJson(`/v1/skills?category=${category}`));
    }
  });

  it('ask answers /v1/ask', async () => {
    const tag = portfolio.tags[0]!.tag;
    for (const query of ['Who is this?', `Which projects use ${tag}?`, 'What is the most recent project?', 'What is her phone number?', '  ']) {
      const r = await client.callTool({ name: 'ask', arguments: { query } });
      expect(r.isError, query).toBeFalsy();
      const expected = await apiJson(`/v1/ask?q=${encodeURIComponent(query)}`);
      expect(r.structuredContent, query).toEqual(expected);
      expect(text(r)).toContain(expected.answer);
    }
  });

  it('refuses invalid arguments and unknown tools with an error, never a crash', async () => {
    const other = portfolio.categories.includes('languages') ? 'frontend' : 'languages';
    const cases: [string, unknown, RegExp][] = [
      ['get_skills', { category: 'cooking' }, /category/],
      ['get_skills', { category: other }, /category/],
      ['get_skills', { category: 5 }, /category/],
      ['list_projects', { tag: 'x'.repeat(61) }, /tag/],
      ['list_projects', { tag: 42 }, /tag/],
      ['list_projects', { tag: '' }, /EMPTY_PARAM/],
      ['get_project', {}, /id/],
      ['get_project', { id: 'no-such-project' }, /UNKNOWN_PROJECT/],
      ['get_project', { id: 'x'.repeat(101) }, /id/],
      ['get_project', { id: '../../etc/passwd' }, /id/],
      ['get_project', { id: ['feature-store'] }, /id/],
      ['ask', {}, /query/],
      ['ask', { query: 42 }, /query/],
      ['ask', { query: 'x'.repeat(501) }, /query/],
      ['list_projects', { tags: Array.from({ length: 100 }, (_, i) => i) }, /elements/],
      ['no_such_tool', {}, /no_such_tool/],
    ];
    for (const [name, args, message] of cases) {
      expect(await refused(client, name, args), `${name} ${JSON.stringify(args).slice(0, 60)}`).toMatch(message);
    }
    // Still serving after all that.
    expect((await client.callTool({ name: 'get_skills', arguments: {} })).isError).toBeFalsy();
  });

  it('lists and reads the resources: the API documents, byte for byte', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        'portfolio://profile',
        'portfolio://projects',
        ...(portfolio.posts.length ? ['portfolio://posts'] : []),
        'portfolio://skills',
        'portfolio://career',
        'portfolio://services',
        ...portfolio.projects.map((p) => `portfolio://projects/${p.id}`),
      ]),
    );
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['portfolio://projects/{id}']);
    // The server card (mcp://server-card.json) is tests/api/mcp-card.test.ts's; the others mirror the API.
    for (const r of resources.filter((r) => r.uri.startsWith('portfolio://'))) {
      expect(r.mimeType).toBe('application/json');
      const path = r.uri.replace('portfolio://', '/v1/');
      const { contents } = await client.readResource({ uri: r.uri });
      expect(contents).toEqual([{ uri: r.uri, mimeType: 'application/json', text: (await api(path)).text }]);
    }
    // Resource not found: -32602 with the URI in `data`, the code of MCP 2026-07-28; the v2 SDK answers it on every revision (clients accept both).
    await expect(client.readResource({ uri: 'portfolio://projects/no-such-project' })).rejects.toThrow(/-32602.*UNKNOWN_PROJECT/);
    await expect(client.readResource({ uri: 'portfolio://projects/%E0%A4%A' })).rejects.toThrow(/-32602: No project has the id/);
    await expect(client.readResource({ uri: 'portfolio://nothing' })).rejects.toThrow(/not found/);
    const ids = await client.complete({
      ref: { type: 'ref/resource', uri: 'portfolio://projects/{id}' },
      argument: { name: 'id', value: portfolio.projects[0]!.id.slice(0, 2) },
    });
    expect(ids.completion.values).toContain(portfolio.projects[0]!.id);
  });

  it('offers prompts that embed the portfolio data and validate their arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['recruiter_summary', 'job_fit']);
    for (const p of prompts) expect(p.title && p.description).toBeTruthy();
    const summary = await client.getPrompt({ name: 'recruiter_summary', arguments: { role: 'Staff engineer' } });
    const embedded = summary.messages.flatMap((m) => (m.content.type === 'resource' ? [m.content.resource] : []));
    expect(embedded.map((r) => r.uri)).toEqual([
      'portfolio://profile',
      'portfolio://projects',
      ...(portfolio.posts.length ? ['portfolio://posts'] : []),
      'portfolio://skills',
      'portfolio://career',
      'portfolio://services',
    ]);
    expect((embedded[0] as { text: string }).text).toBe((await api('/v1/profile')).text);
    expect(JSON.stringify(summary.messages.at(-1))).toContain('Staff engineer');
    const fit = await client.getPrompt({ name: 'job_fit', arguments: { job_description: 'We need SQL and Python.' } });
    expect(JSON.stringify(fit.messages.at(-1))).toContain('We need SQL and Python.');
    await expect(client.getPrompt({ name: 'job_fit', arguments: {} })).rejects.toThrow(/job_description/);
    await expect(client.getPrompt({ name: 'job_fit', arguments: { job_description: 'x'.repeat(20_001) } })).rejects.toThrow(/job_description/);
    await expect(client.getPrompt({ name: 'no_such_prompt' })).rejects.toThrow(/not found/);
  });
});
