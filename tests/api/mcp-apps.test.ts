// MCP Apps (issue #27): the ui:// views of the main tools are listed and readable with the MCP
// Apps MIME type and a no-network CSP; the four tools link to them through _meta.ui.resourceUri
// and the others do not; the text of the tool results stays the Markdown it always was.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, inject, it } from 'vitest';
import { profileText, projectListText, projectText } from '../../src/mcp/render.ts';

const base = inject('baseUrl');
const APP_MIME = 'text/html;profile=mcp-app';
const LINKED: Record<string, string> = {
  get_profile: 'ui://portfolio/profile.html',
  list_projects: 'ui://portfolio/projects.html',
  get_project: 'ui://portfolio/project.html',
  ask: 'ui://portfolio/answer.html',
};

async function client(revision: '2026-07-28' | '2025-11-25' = '2026-07-28') {
  // 2026-07-28 pinned (server/discover), or the 2025 handshake (initialize).
  const c = new Client({ name: 'mcp-apps-test', version: '1.0.0' }, { versionNegotiation: { mode: revision === '2026-07-28' ? { pin: revision } : 'legacy' } });
  await c.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  return c;
}

const api = async (path: string) => (await fetch(`${base}${path}`)).json();
const text = (r: { content: unknown }) => (r.content as { type: string; text: string }[]).map((c) => c.text).join('');

describe('MCP Apps', () => {
  it.each(['2026-07-28', '2025-11-25'] as const)(
    'announces the extension io.modelcontextprotocol/ui in its capabilities (%s: server/discover or initialize)',
    async (revision) => {
      const c = await client(revision);
      expect(c.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/ui': { mimeTypes: [APP_MIME] } });
      await c.close();
    },
  );

  it('lists and serves one self-contained HTML view per main tool, with no network allowed', async () => {
    const c = await client();
    const { resources } = await c.listResources();
    const apps = resources.filter((r) => r.uri.startsWith('ui://'));
    expect(apps.map((r) => r.uri).sort()).toEqual(Object.values(LINKED).sort());
    for (const r of apps) {
      expect(r.mimeType).toBe(APP_MIME);
      expect(r._meta?.ui).toMatchObject({ csp: { connectDomains: [], resourceDomains: [] } });
      const { contents } = await c.readResource({ uri: r.uri });
      expect(contents).toHaveLength(1);
      const [doc] = contents as { uri: string; mimeType: string; text: string; _meta?: { ui?: unknown } }[];
      expect(doc?.mimeType).toBe(APP_MIME);
      expect(doc?._meta?.ui).toMatchObject({ csp: { connectDomains: [], resourceDomains: [] } });
      const html = doc?.text ?? '';
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain("connect-src 'none'");
      expect(html).toContain("default-src 'none'");
      // Self-contained: nothing loaded from elsewhere, no innerHTML in the script.
      expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
      expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    }
  });

  it('links the four main tools to their view, and no other tool', async () => {
    const c = await client();
    const { tools } = await c.listTools();
    for (const t of tools) {
      const ui = (t._meta as { ui?: { resourceUri?: string } } | undefined)?.ui;
      expect([t.name, ui?.resourceUri]).toEqual([t.name, LINKED[t.name]]);
      if (LINKED[t.name]) expect(t._meta?.['ui/resourceUri']).toBe(LINKED[t.name]);
    }
    expect(tools.filter((t) => LINKED[t.name])).toHaveLength(4);
  });

  it('keeps the text content of the tool results as before', async () => {
    const c = await client();
    const profile = await c.callTool({ name: 'get_profile', arguments: {} });
    expect(text(profile)).toBe(profileText((await api('/v1/profile')).data));
    const list = await c.callTool({ name: 'list_projects', arguments: {} });
    expect(text(list)).toBe(projectListText((await api('/v1/projects')).data, undefined));
    const one = await c.callTool({ name: 'get_project', arguments: { id: 'feature-store' } });
    expect(text(one)).toBe(projectText((await api('/v1/projects/feature-store')).data));
  });
});
