// The privacy note (/privacy) as built and served: a prerendered page that states the build's
// defaults (daily counts kept 30 days, no IP address), listed in the sitemap, and linked from the
// footer of every built page and of the server-rendered contact form.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const CLIENT = 'dist/client';

/** Every HTML file of the build, relative to dist/client. */
const htmlFiles = (): string[] => readdirSync(CLIENT, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

const footerOf = (html: string) => html.match(/<footer class="site-footer">[\s\S]*?<\/footer>/)?.[0] ?? '';

describe('the privacy note', () => {
  it('is built, states the defaults, and is served', async () => {
    const html = readFileSync(join(CLIENT, 'privacy.html'), 'utf8');
    expect(html).toContain('<h1>Privacy</h1>');
    expect(html).toContain('kept 30 days and then deleted');
    expect(html).toContain('no IP address, header, cookie or time of day');
    expect(html).toMatch(/<a href="\/contact">write to /);
    const res = await fetch(`${base}/privacy`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('What it never stores');
  });

  it("is linked from the footer of every built page, in the page's language (/de/privacy from the German pages)", () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(10);
    const privacyOf = (f: string) => (f.startsWith('de/') || f === 'de.html' ? 'href="/de/privacy"' : 'href="/privacy"');
    const missing = files.filter((f) => !footerOf(readFileSync(join(CLIENT, f), 'utf8')).includes(privacyOf(f)));
    expect(missing).toEqual([]);
    expect(files.filter((f) => f.startsWith('de/')).length).toBeGreaterThan(5);
  });

  it('exists in German at /de/privacy, with the same settings', async () => {
    const res = await fetch(`${base}/de/privacy`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Datenschutz</h1>');
    expect(html).toContain('30 Tage lang aufbewahrt und dann gelöscht');
    expect(html).toMatch(/<a href="\/contact">schreiben Sie an /);
  });

  it('is linked from the contact form, and listed in the sitemap', async () => {
    const contact = await (await fetch(`${base}/contact`)).text();
    expect(footerOf(contact)).toContain('href="/privacy"');
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
  });
});
