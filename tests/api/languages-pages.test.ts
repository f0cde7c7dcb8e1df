// The pages in each language of the example (English, and German under /de/): every page answers
// 200 with its language in <html lang>, hreflang alternates are reciprocal (in <head> and in the
// sitemap, with x-default), the picker links the same page in the other language, an untranslated
// entry shows the notice and marks its text as English, and the words are German.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const get = (path: string, init?: RequestInit) => fetch(base + path, init);
const local = (url: string) => url.slice(site.length) || '/';
const page = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const htmlLang = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];
/** The `<link rel="alternate" hreflang>` of a page's head, as hreflang -> site path. */
const headAlternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, local(m[2]!)]));
/** The picker's links: language -> site path. */
const picker = (html: string) => {
  const nav = html.match(/<nav class="lang-picker"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '';
  return Object.fromEntries([...nav.matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => [m[2]!, m[1]!]));
};

let sitemap: { loc: string; alternates: Record<string, string> }[] = [];
const sitemapEntries = async () => {
  if (sitemap.length) return sitemap;
  const xml = await (await get('/sitemap.xml')).text();
  sitemap = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/gs)].map((m) => ({
    loc: local(m[1]!),
    alternates: Object.fromEntries([...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, local(a[2]!)])),
  }));
  return sitemap;
};

describe('pages in every language', () => {
  it('every page of the sitemap answers 200 with the lang of its language', async () => {
    const entries = await sitemapEntries();
    const german = entries.filter((e) => e.loc === '/de' || e.loc.startsWith('/de/'));
    expect(german.length).toBeGreaterThan(20);
    for (const required of [
      '/de',
      '/de/projects',
      '/de/projects/airflow-to-dagster',
      '/de/posts',
      '/de/posts/contracts-in-ci',
      '/de/skills',
      '/de/services',
      '/de/resume',
      '/de/ask',
    ])
      expect(german.map((e) => e.loc)).toContain(required);
    for (const { loc } of entries) expect(htmlLang(await page(loc)), loc).toBe(loc === '/de' || loc.startsWith('/de/') ? 'de' : 'en');
  });

  it('hreflang alternates are reciprocal, name every language and x-default, and match the sitemap', async () => {
    const entries = await sitemapEntries();
    const translated = entries.filter((e) => Object.keys(e.alternates).length > 0);
    expect(translated.length).toBeGreaterThan(40);
    for (const { loc, alternates } of translated) {
      const html = await page(loc);
      const head = headAlternates(html);
      expect(head, loc).toEqual(alternates);
      expect(Object.keys(head).sort(), loc).toEqual(['de', 'en', 'x-default']);
      expect(head['x-default'], loc).toBe(head.en);
      expect(Object.values(head), `${loc} names itself`).toContain(loc);
      // Reciprocal: each alternate names the same set, this page included.
      for (const other of new Set(Object.values(head))) expect(headAlternates(await page(other)), `${other} from ${loc}`).toEqual(head);
    }
    // A page in one language only has none: /api.
    expect(headAlternates(await page('/api'))).toEqual({});
    expect(picker(await page('/api'))).toEqual({});
  });

  it('the picker links the same page in the other language, and marks the current one', async () => {
    for (const [en, de] of [
      ['/', '/de'],
      ['/projects/feature-store', '/de/projects/feature-store'],
      ['/posts/contracts-in-ci', '/de/posts/contracts-in-ci'],
      ['/projects/tags/python', '/de/projects/tags/python'],
      ['/resume', '/de/resume'],
      ['/ask', '/de/ask'],
    ] as const) {
      const english = await page(en);
      expect(picker(english), en).toEqual({ en, de });
      expect(english).toMatch(/<a href="[^"]+" hreflang="en" lang="en" aria-current="true">English<\/a>/);
      const german = await page(picker(english).de!);
      expect(picker(german), de).toEqual({ en, de });
      expect(german).toMatch(/<nav class="lang-picker" aria-label="Sprache">/);
      expect(german).toMatch(/<a href="[^"]+" hreflang="de" lang="de" aria-current="true">Deutsch<\/a>/);
    }
  });

  it('an untranslated entry shows the notice and marks its text as the default language; a translated one does not', async () => {
    const untranslated = await page('/de/projects/feature-store');
    expect(untranslated).toContain('data-fallback-notice>Diese Seite ist noch nicht auf Deutsch übersetzt; hier steht die Fassung auf Englisch.');
    expect(untranslated).toMatch(/<article aria-labelledby="title" lang="en">/);
    const translated = await page('/de/projects/airflow-to-dagster');
    expect(translated).not.toContain('data-fallback-notice');
    expect(translated).toMatch(/<article aria-labelledby="title">/);
    expect(await page('/projects/feature-store')).not.toContain('data-fallback-notice');
    // The availability sentence is German; the owner's untranslated note in it is marked English.
    expect(await page('/de')).toMatch(/Verfügbar ab Januar 2027, 2 Tage pro Woche, [^<]*<span lang="en">Alongside my role/);
    // In a list, an untranslated card carries lang="en" and a translated one none.
    const list = await page('/de/projects');
    expect(list).toMatch(/<li class="card" lang="en"[^>]*>\s*<div class="card-body">\s*<h2><a href="\/de\/projects\/feature-store">/);
    expect(list).toMatch(/<li class="card"[^>]*>\s*<div class="card-body">\s*<h2><a href="\/de\/projects\/airflow-to-dagster">/);
    expect(list).not.toMatch(/<li class="card" lang="en"[^>]*>\s*<div class="card-body">\s*<h2><a href="\/de\/projects\/airflow-to-dagster">/);
  });

  it('a German page speaks German: navigation, dates, reading time and links stay in /de/', async () => {
    const post = await page('/de/posts/contracts-in-ci');
    expect(post).toContain('<a class="skip" href="#main">Zum Inhalt springen</a>');
    expect(post).toContain('<a href="/de/projects">Projekte</a>');
    expect(post).toMatch(/<time datetime="2026-10-14">14\. Okt\. 2026<\/time>/);
    expect(post).toMatch(/\d+ Minuten? Lesezeit/);
    expect(post).toContain('href="/de/projects/tags/data-quality"');
    expect(post).toContain(`<link rel="canonical" href="${site}/de/posts/contracts-in-ci">`);
    expect(post).toContain(`<meta property="og:image" content="${site}/og/de/posts/contracts-in-ci.png">`);
    expect((await get('/og/de/posts/contracts-in-ci.png')).headers.get('content-type')).toBe('image/png');
  });

  it('the German posts index links the German feeds, in its text as in its head', async () => {
    const index = await page('/de/posts');
    const hrefs = [...index.matchAll(/href="([^"]*(?:rss\.xml|atom\.xml|feed\.json))"/g)].map((m) => (m[1]!.startsWith(site) ? local(m[1]!) : m[1]!));
    expect(hrefs.length).toBe(6);
    expect(hrefs.filter((href) => !href.startsWith('/de/posts/'))).toEqual([]);
  });

  it('/<lang>/ask answers in its language, and an unknown language is not a page', async () => {
    const ask = await page('/de/ask?q=Which%20projects%20use%20Python%3F');
    expect(htmlLang(ask)).toBe('de');
    expect(ask).toContain('<label for="q">Ihre Frage</label>');
    expect(ask).toContain('action="/de/ask"');
    expect((await get('/xx/ask')).status).toBe(404);
    expect((await get('/en/ask')).status).toBe(404);
  });
});
