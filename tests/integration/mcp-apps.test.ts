// MCP Apps views (src/mcp/apps): made once per process, self-contained, with a policy that lets
// exactly their own inline style and script run; only the four main tools link to a view.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_VIEWS, appHtml, appToolMeta } from '../../src/mcp/apps/index.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('MCP Apps views', () => {
  it('are made once per process: every read gets the same document', async () => {
    for (const view of APP_VIEWS) expect(appHtml(view)).toBe(appHtml(view));
    const [a, b] = await Promise.all(APP_VIEWS.slice(0, 2).map(appHtml));
    // One bundled script, shared by the views.
    expect(a?.match(/<script>([\s\S]*)<\/script>/)?.[1]).toBe(b?.match(/<script>([\s\S]*)<\/script>/)?.[1]);
  });

  it('allow their own inline style and script by hash, and no network', async () => {
    for (const view of APP_VIEWS) {
      const html = await appHtml(view);
      const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]?.replace(/&#39;|&apos;/g, "'") ?? '';
      const script = html.match(/<script>([\s\S]*)<\/script>/)?.[1] ?? '';
      const style = html.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? '';
      expect(policy).toContain(`script-src ${sha(script)}`);
      expect(policy).toContain(`style-src ${sha(style)}`);
      expect(policy).toMatch(/^default-src 'none';/);
      expect(policy).toContain("connect-src 'none'");
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain(`data-view="${view.view}"`);
      // ASCII only: the kept documents are one-byte strings in V8 (half the memory of two-byte ones).
      expect(html).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it('are linked from get_profile, list_projects, get_project and ask only', () => {
    expect(APP_VIEWS.map((v) => [v.tool, appToolMeta(v.tool)?.ui])).toEqual(APP_VIEWS.map((v) => [v.tool, { resourceUri: v.uri }]));
    for (const tool of ['get_skills', 'get_contact', 'send_message', 'list_posts']) expect(appToolMeta(tool)).toBeUndefined();
  });
});
