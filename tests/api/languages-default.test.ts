// A site whose default language is not English (tests/fixtures/german-portfolio: German content,
// English translations in en/), built with the real `astro build` and served by the real server:
// the default pages are German in every word (<html lang>, titles, navigation, social cards, dates,
// feeds, the privacy page, the 404 page), the /en/ pages English; an unknown path under /en/ gets
// the English 404 page; the English write-up's own image goes through the image pipeline like the
// German one; the English skills take their labels from a labels-only skills.yaml.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';

const CONTENT = 'tests/fixtures/german-portfolio';
const SITE = 'https://jonas.example';
let base = '';
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const root = process.env.PORTFOLIO_TEST_RUN ?? 'dist-test';
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'german-'));
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', dir], {
    env: {
      ...process.env,
      PORTFOLIO_CONTENT: CONTENT,
      PORTFOLIO_ENV_FILE: '',
      SITE_URL: SITE,
      PORT: '',
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_CACHE_DIR: `${dir}-cache`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const state = mkdtempSync(join(tmpdir(), 'portfolio-german-state-'));
  const server = await startServer('server.mjs', { env: { PORTFOLIO_ENV_FILE: '', PORTFOLIO_DIST: dir, STATE_DIR: state } });
  base = server.url;
  stop = async () => {
    await server.stop();
    for (const d of [dir, `${dir}-cache`, state]) rmSync(d, { recursive: true, force: true });
  };
}, 240_000);

afterAll(async () => stop?.());

const get = (path: string, init?: RequestInit) => fetch(base + path, init);
const page = async (path: string, status = 200) => {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  return res.text();
};
const htmlLang = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const meta = (html: string, property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
/** The navigation's words. */
const nav = (html: string) => [...(html.match(/<nav class="site-nav"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '').matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
const feedLink = (html: string) => html.match(/<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)"/)?.slice(1);

describe('a site in German with English as its second language', () => {
  it('the default pages are German: lang, titles, navigation, social card words, dates', async () => {
    const home = await page('/');
    expect(htmlLang(home)).toBe('de');
    expect(nav(home)).toEqual(['Projekte', 'Beiträge', 'Kenntnisse', 'Fragen', 'Leistungen', 'Lebenslauf', 'API']);
    const posts = await page('/posts');
    expect(title(posts)).toBe('Beiträge | Jonas Becker');
    expect(posts).toContain('<time datetime="2026-10-14">14. Okt. 2026</time>');
    for (const [path, card] of [
      ['/projects', 'Projekte'],
      ['/skills', 'Kenntnisse'],
      ['/services', 'Leistungen'],
      ['/resume', 'Lebenslauf'],
      ['/posts', 'Beiträge'],
      ['/privacy', 'Datenschutz'],
      ['/api', 'API-Dokumentation'],
    ] as const) {
      const html = await page(path);
      expect(htmlLang(html), path).toBe('de');
      expect(meta(html, 'og:image:alt'), path).toBe(card);
      expect(meta(html, 'og:locale'), path).toBe('de');
    }
  });

  it('the /en/ pages are English, with English dates', async () => {
    const home = await page('/en');
    expect(htmlLang(home)).toBe('en');
    expect(nav(home)).toEqual(['Projects', 'Posts', 'Skills', 'Ask', 'Services', 'Resume', 'API']);
    const posts = await page('/en/posts');
    expect(title(posts)).toBe('Posts | Jonas Becker');
    expect(posts).toContain('<time datetime="2026-10-14">Oct 14, 2026</time>');
    expect(meta(await page('/en/projects'), 'og:image:alt')).toBe('Projects');
  });

  it('the social cards of the German pages are drawn from German words', async () => {
    // The card image is named by the page; its words come from the same list as og:image:alt.
    const res = await get('/og/projects.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const german = Buffer.from(await res.arrayBuffer());
    const english = Buffer.from(await (await get('/og/en/projects.png')).arrayBuffer());
    expect(german.equals(english)).toBe(false);
  });

  it('the privacy page exists in each language, German at /privacy and English at /en/privacy, linked from the footers', async () => {
    const de = await page('/privacy');
    expect(de).toContain('<h1>Datenschutz</h1>');
    expect(de).toContain('Was diese Website speichert');
    expect(de).toMatch(/<link rel="alternate" hreflang="en" href="https:\/\/jonas\.example\/en\/privacy">/);
    const en = await page('/en/privacy');
    expect(htmlLang(en)).toBe('en');
    expect(en).toContain('What this site stores');
    expect(await page('/en/skills')).toContain('<a href="/en/privacy">Privacy</a>');
  });

  it('an unknown path answers 404 with the 404 page of its language', async () => {
    for (const [path, lang, words] of [
      ['/gibt-es-nicht', 'de', 'Seite nicht gefunden'],
      ['/projects/gibt-es-nicht', 'de', 'Seite nicht gefunden'],
      ['/en/no-such-page', 'en', 'Page not found'],
      ['/en/projects/no-such-project', 'en', 'Page not found'],
    ] as const) {
      const html = await page(path, 404);
      expect(htmlLang(html), path).toBe(lang);
      expect(html, path).toContain(`<h1>${words}</h1>`);
    }
    // The 404 pages are no pages of their own, nor Markdown twins.
    expect((await get('/en/404.md')).status).toBe(404);
  });

  it('the feeds of each language: German at /posts/rss.xml, English at /en/posts/rss.xml, each linked from its pages', async () => {
    expect(feedLink(await page('/'))).toEqual(['Beiträge von Jonas Becker (RSS)', `${SITE}/posts/rss.xml`]);
    expect(feedLink(await page('/en/skills'))).toEqual(['Posts by Jonas Becker (RSS)', `${SITE}/en/posts/rss.xml`]);
    const de = await (await get('/posts/rss.xml')).text();
    expect(de).toContain('<title>Beiträge von Jonas Becker</title>');
    expect(de).toContain('<language>de</language>');
    const en = await (await get('/en/posts/rss.xml')).text();
    expect(en).toContain('<title>Posts by Jonas Becker</title>');
    expect(en).toContain('<language>en</language>');
    expect(en).toContain(`<link>${SITE}/en/posts/sperren</link>`);
    expect(en).toContain('<title><![CDATA[Understanding locks in PostgreSQL]]></title>');
    const json = (await (await get('/en/posts/feed.json')).json()) as { language: string; items: { id: string; language?: string }[] };
    expect(json.language).toBe('en');
    // The post not translated yet says the language it is written in.
    expect(json.items.find((i) => i.id.endsWith('/en/posts/kafka-notizen'))?.language).toBe('de');
    expect((await get('/en/posts/atom.xml')).status).toBe(200);
  });

  it('the API reference is named in German and marked as English', async () => {
    const api = await page('/api');
    expect(title(api)).toBe('API-Dokumentation | Jonas Becker');
    expect(api).toMatch(/<main id="main" tabindex="-1" class="wrap" lang="en">/);
    expect(api).toContain('<p lang="de">Diese Referenz für Entwickler ist auf Englisch geschrieben.</p>');
  });

  it("a translated write-up's own image goes through the image pipeline, constrained like the default language's", async () => {
    const image = (html: string) => {
      const img = html.match(/<a class="full-size" href="([^"]+)"><span class="visually-hidden">([^<]*)<\/span><img ([^>]+)>/);
      expect(img, 'a linked content image').toBeTruthy();
      const attrs = Object.fromEntries([...img![3]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { href: img![1]!, label: img![2]!, attrs };
    };
    const de = image(await page('/projects/warteschlange'));
    const en = image(await page('/en/projects/warteschlange'));
    expect(de.label).toBe('Bild in voller Größe öffnen: ');
    expect(en.label).toBe('Open the full-size image: ');
    expect(en.attrs.alt).toBe('The jobs table, the worker loop and the dead-letter table');
    // Its own file, optimised (WebP, in several widths up to the original's), not the German one.
    expect(en.attrs.src).toMatch(/^\/_astro\/queue-en\.[\w-]+\.webp$/);
    expect(de.attrs.src).toMatch(/^\/_astro\/warteschlange\.[\w-]+\.webp$/);
    for (const img of [de, en]) {
      expect(img.attrs['data-astro-image']).toBe('constrained');
      expect(img.attrs.srcset!.split(',').length).toBeGreaterThan(1);
      expect(img.attrs.sizes).toBe(`(min-width: ${img.attrs.width}px) ${img.attrs.width}px, 100vw`);
      expect((await get(img.attrs.src!)).status).toBe(200);
    }
    expect([en.attrs.width, en.attrs.height]).toEqual(['1600', '600']);
  });

  it('the English skills take their labels from a labels-only skills.yaml, and the skills from the German file', async () => {
    const resume = (await (await get('/v1/resume?lang=en')).json()) as { skills: { id: string; name: string; keywords: string[] }[] };
    expect(resume.skills.map((c) => [c.id, c.name, c.keywords])).toEqual([
      ['sprachen', 'Programming languages', ['Go', 'SQL', 'Python']],
      ['datenbanken', 'Databases', ['PostgreSQL', 'Redis']],
      ['streaming', 'Streaming', ['Kafka']],
    ]);
    expect(await page('/en/skills')).toContain('<h2 id="cat-sprachen">Programming languages</h2>');
  });

  it('the resume recognises the country written in German', async () => {
    const resume = (await (await get('/v1/resume')).json()) as { basics: { location: Record<string, string> } };
    expect(resume.basics.location).toEqual({ city: 'Leipzig', countryCode: 'DE' });
  });

  it('answers a German question in German, with the places in German', async () => {
    const res = (await (await get(`/v1/ask?q=${encodeURIComponent('Wo wohnt Jonas?')}`)).json()) as { answer: string };
    expect(res.answer).toBe('Jonas lebt in Leipzig, Deutschland (Europa).');
  });
});
