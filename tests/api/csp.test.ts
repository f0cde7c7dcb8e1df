/**
 * Every HTML page the built Node server answers carries the strict Content-Security-Policy:
 * prerendered pages (from the static manifest), the 404 page at an unknown URL, the on-demand
 * pages (/ask, a page asked with a query), on GET and HEAD; and the policy allows every inline
 * script the page holds (parsed as a browser does), and nothing else inline.
 */
import { describe, expect, inject, it } from 'vitest';
import { inlineScriptsNotAllowed } from '../../src/http/page-scripts.ts';

const base = inject('baseUrl');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values];
      }),
  );
}

const PAGES: [string, string, number][] = [
  ['home (prerendered)', '/', 200],
  ['a project page', '/projects/feature-store', 200],
  ['a tag page', '/projects/tags/python', 200],
  ['the resume', '/resume', 200],
  ['the API page', '/api', 200],
  ['the error types', '/errors', 200],
  ['the 404 page at an unknown URL', '/no/such/page', 404],
  ['/ask (on demand)', '/ask', 200],
  ['/ask with a question (on demand)', '/ask?q=python', 200],
  ['a page asked with a query (on demand)', '/projects?utm=x', 200],
];

describe('Content-Security-Policy', () => {
  it.each(PAGES)('%s: strict, allows each inline script of the page and no inline style', async (_name, path, status) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = res.headers.get('content-security-policy');
    expect(policy, path).toBeTruthy();
    const d = directives(policy!);
    const scripts = d.get('script-src') ?? d.get('default-src')!;
    expect(scripts).toContain("'self'");
    for (const v of scripts) expect(v).toMatch(/^('self'|'sha256-[A-Za-z0-9+/]+=*')$/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe|unsafe-eval/);
    expect(policy!.split(/[\s;]+/)).not.toContain('*');
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    const html = await res.text();
    expect(inlineScriptsNotAllowed(html, policy!)).toEqual([]);
    // The fonts' @font-face rules are in the site's stylesheet (integrations/fonts.mjs), not
    // inlined in every page: no inline style element, and none allowed.
    expect(html).not.toMatch(/<style[\s>]/);
    expect(d.get('style-src')).toEqual(["'self'"]);
  });

  it('is sent on HEAD as on GET, and by one header only', async () => {
    for (const path of ['/', '/ask']) {
      const [get, head] = await Promise.all([fetch(`${base}${path}`), fetch(`${base}${path}`, { method: 'HEAD' })]);
      expect(head.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'));
      expect(get.headers.get('content-security-policy')).not.toContain(',');
    }
  });
});
