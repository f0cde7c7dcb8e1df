// MCP Apps views (src/mcp/apps): made once per process, self-contained, with a policy that lets
// exactly their own inline style and script run; only the four main tools link to a view.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteDesign } from '../../src/core/schema/site.ts';
import { APP_VIEWS, appHtml, appToolMeta } from '../../src/mcp/apps/index.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('MCP Apps views', () => {
  it('are made once per process: every read gets the same document', async () => {
    for (const view of APP_VIEWS) expect(appHtml(view)).toBe(appHtml(view));
    const [a, b] = await Promise.all(APP_VIEWS.slice(0, 2).map((v) => appHtml(v)));
    // One bundled script, shared by the views.
    expect(a?.match(/<script>([\s\S]*)<\/script>/)?.[1]).toBe(b?.match(/<script>([\s\S]*)<\/script>/)?.[1]);
  });

  it('allow their own inline style and script by hash, and no network, in any design', async () => {
    for (const [view, design] of APP_VIEWS.flatMap((v) => [[v, undefined] as const, [v, siteDesign({ theme: 'visual', accent: '#0a6e50' })] as const])) {
      const html = await appHtml(view, design);
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

  it("are drawn from the site's theme tokens and accent (site.yaml), the default theme's without", async () => {
    const view = APP_VIEWS[0]!;
    const style = (html: string) => html.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? '';
    const plain = await appHtml(view);
    expect(plain).toContain('<html lang="en" data-design="editorial">');
    expect(style(plain)).toContain('--accent-light:#a3341f;--accent-dark:#f3a58f');
    const minimal = siteDesign({ theme: 'minimal', accent: '#0a7d5a' });
    const html = await appHtml(view, minimal);
    expect(html).toContain('<html lang="en" data-design="minimal">');
    // The tokens of src/styles/themes.css (minimal's page colours), and the accent over the theme's, in both schemes.
    expect(style(html)).toContain(':root[data-design="minimal"]{--bg-light:#ffffff;--bg-dark:#0f1012;');
    expect(style(html)).toContain(`html:root[data-design]{--accent-light:#0a7d5a;--accent-dark:${minimal.accent.dark}}`);
    // Each design is its own document; the same design is the same one.
    expect(html).not.toBe(plain);
    expect(await appHtml(view, siteDesign({ theme: 'minimal', accent: '#0a7d5a' }))).toBe(html);
  });

  it('let nothing but a known theme and #rrggbb colours into the CSS', async () => {
    const view = APP_VIEWS[0]!;
    const forged = await appHtml(view, { theme: 'minimal', accent: { light: 'red}body{display:none', dark: '#ffffff' } });
    expect(forged).toContain('data-design="minimal"');
    expect(forged).toContain('--accent-light:#2f4fb3;--accent-dark:#9db4ff');
    expect(forged).not.toContain('display:none');
    const unknown = await appHtml(view, { theme: 'brutalist' as never, accent: { light: '#000000', dark: '#ffffff' } });
    expect(unknown).toBe(await appHtml(view));
  });

  it('are linked from get_profile, list_projects, get_project and ask only', () => {
    expect(APP_VIEWS.map((v) => [v.tool, appToolMeta(v.tool)?.ui])).toEqual(APP_VIEWS.map((v) => [v.tool, { resourceUri: v.uri }]));
    for (const tool of ['get_skills', 'get_contact', 'send_message', 'list_posts']) expect(appToolMeta(tool)).toBeUndefined();
  });
});
