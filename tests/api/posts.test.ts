// Posts on every surface of the built server: the API (/v1/posts, ?tag=, /v1/posts/{id}, a draft's
// 404), OpenAPI, the pages and their Markdown twins, the feeds of each language (parsed by a feed
// parser, feedsmith; every item's link answering 200), the sitemap and llms.txt; the draft nowhere.
import { readFileSync } from 'node:fs';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { describe, expect, inject, it } from 'vitest';
import { PostListResponse, PostResponse } from '../../src/core/schema/public.ts';

const base = inject('baseUrl');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const get = (path: string, init?: RequestInit) => fetch(base + path, init);
/** The site's absolute URLs, answered by the test server. */
const local = (url: string) => {
  expect(url.startsWith(`${site}/`), url).toBe(true);
  return url.slice(site.length);
};
const DRAFT = { id: 'lakehouse-notes', title: 'Notes on a lakehouse I have not built yet', tag: 'iceberg-draft-only' };
const PUBLISHED = ['contracts-in-ci', 'cdc-without-tears'];

describe('GET /v1/posts', () => {
  it('lists the published posts, newest first, with links to the API and the page', async () => {
    const res = await get('/v1/posts');
    expect(res.status).toBe(200);
    const body = PostListResponse.parse(await res.json());
    expect(body.data.map((p) => p.id)).toEqual(PUBLISHED);
    expect(body.count).toBe(2);
    expect(body.data[0]).toMatchObject({ date: '2026-10-14', updated: '2026-11-02', tags: ['dbt', 'data-quality', 'ci'] });
    expect(body.data[0]!.links).toEqual({ self: `${site}/v1/posts/contracts-in-ci`, html: `${site}/posts/contracts-in-ci` });
    expect(body.data[1]!.canonical).toBe('https://engineering.example/blog/cdc-without-tears');
  });

  it('filters by tag; a tag only the draft carries gives an empty list', async () => {
    const ids = async (q: string) => PostListResponse.parse(await (await get(`/v1/posts?tag=${q}`)).json()).data.map((p) => p.id);
    expect(await ids('streaming')).toEqual(['cdc-without-tears']);
    expect(await ids('dbt')).toEqual(['contracts-in-ci']);
    expect(await ids('Data%20Quality')).toEqual(['contracts-in-ci']);
    expect(await ids(DRAFT.tag)).toEqual([]);
    expect((await get(`/v1/posts?tag=${'x'.repeat(61)}`)).status).toBe(400);
  });
});

describe('GET /v1/posts/{id}', () => {
  it('answers a published post with its Markdown body', async () => {
    const res = await get('/v1/posts/cdc-without-tears');
    expect(res.status).toBe(200);
    const { data } = PostResponse.parse(await res.json());
    expect(data.title).toBe('Change data capture from Postgres without tears');
    expect(data.body).toContain('## The slot that filled the disk');
  });

  it.each([DRAFT.id, 'no-such-post'])('answers 404 for %s (a draft is not published)', async (id) => {
    const res = await get(`/v1/posts/${id}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await res.text()).not.toContain(DRAFT.title);
  });
});

describe('OpenAPI and the API index', () => {
  it('describe both operations with their response schemas', async () => {
    const doc = await (await get('/openapi.json')).json();
    const ops = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((m) => Object.values(m).map((o) => o.operationId));
    expect(ops).toEqual(expect.arrayContaining(['listPosts', 'getPost']));
    for (const [name, field] of Object.entries(doc.components.schemas.PostSummary.properties as Record<string, { description?: string }>))
      expect(field.description, name).toBeTruthy();
    expect(doc.components.schemas.Post.properties.body.description).toBeTruthy();
    const index = await (await get('/v1')).json();
    expect(index.data.resources).toMatchObject({ listPosts: `${site}/v1/posts`, getPost: `${site}/v1/posts/{id}` });
  });
});

describe('pages', () => {
  it('the index, each post and its Markdown twin answer 200; the draft answers 404', async () => {
    for (const path of ['/posts', ...PUBLISHED.map((id) => `/posts/${id}`), ...PUBLISHED.map((id) => `/posts/${id}.md`)])
      expect((await get(path)).status, path).toBe(200);
    expect((await get(`/posts/${DRAFT.id}`)).status).toBe(404);
    expect((await get('/posts/2')).status).toBe(404);
  });

  it('a post shows dates, reading time, tags linking to tag pages, the cover through the image pipeline and its neighbour', async () => {
    const html = await (await get('/posts/contracts-in-ci')).text();
    expect(html).toContain('<time datetime="2026-10-14">Oct 14, 2026</time>');
    expect(html).toContain('<time datetime="2026-11-02">Nov 2, 2026</time>');
    expect(html).toMatch(/\d+ min read/);
    expect(html).toContain('href="/projects/tags/data-quality"');
    expect(html).toMatch(/<img src="\/_astro\/contracts-in-ci\.[^"]+\.webp"[^>]*alt="A pull request page/);
    expect(html).toContain('href="/posts/cdc-without-tears" rel="next"');
    expect(html).toContain(`<meta property="og:image" content="${site}/og/posts/contracts-in-ci.png">`);
    expect((await get('/og/posts/contracts-in-ci.png')).headers.get('content-type')).toBe('image/png');
  });

  it('a cross-posted article names its original on the page and in its JSON-LD', async () => {
    const html = await (await get('/posts/cdc-without-tears')).text();
    expect(html).toContain('First published at <a class="url" href="https://engineering.example/blog/cdc-without-tears">');
    expect(html).toContain('"isBasedOn":"https://engineering.example/blog/cdc-without-tears"');
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it('every page links the feeds in <head> and names Posts in the navigation', async () => {
    for (const path of ['/', '/skills', '/posts/cdc-without-tears']) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(`<link rel="alternate" type="application/rss+xml" title="Posts by Maya Lindqvist (RSS)" href="${site}/posts/rss.xml">`);
      expect(html, path).toContain(`type="application/atom+xml"`);
      expect(html, path).toContain(`href="${site}/posts/feed.json"`);
      expect(html, path).toMatch(/<a href="\/posts"[^>]*>Posts<\/a>/);
    }
  });

  it('a tag page lists the posts with the tag beside the projects; a post-only tag has its page', async () => {
    const dbt = await (await get('/projects/tags/dbt')).text();
    expect(dbt).toContain('Projects and posts tagged “dbt”');
    expect(dbt).toContain('href="/posts/contracts-in-ci"');
    const cdc = await (await get('/projects/tags/change-data-capture')).text();
    expect(cdc).toContain('<h1>Posts tagged “change-data-capture”</h1>');
    expect((await get(`/projects/tags/${DRAFT.tag}`)).status).toBe(404);
  });
});

describe('feeds', () => {
  /** The three feeds of a language's posts, read by a feed parser (feedsmith), as readers read them. */
  const feedsAt = async (prefix: string) => {
    const rssRes = await get(`${prefix}/posts/rss.xml`);
    expect(rssRes.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rssText = await rssRes.text();
    const atomRes = await get(`${prefix}/posts/atom.xml`);
    expect(atomRes.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const atomText = await atomRes.text();
    const jsonRes = await get(`${prefix}/posts/feed.json`);
    expect(jsonRes.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const jsonText = await jsonRes.text();
    const rss = parseRssFeed(rssText);
    const atom = parseAtomFeed(atomText);
    const json = parseJsonFeed(JSON.parse(jsonText));
    return { rss, atom, json, texts: [rssText, atomText, jsonText] };
  };

  it('RSS, Atom and JSON Feed are valid feeds of the published posts, each link answering 200, no draft', async () => {
    const { rss, atom, json, texts } = await feedsAt('');
    const links = {
      rss: (rss.items ?? []).map((i) => i.link),
      atom: (atom.entries ?? []).map((e) => e.links?.[0]?.href),
      json: (json.items ?? []).map((i) => i.url),
    };
    expect(rss.language).toBe('en');
    expect(json.language).toBe('en');
    for (const [kind, list] of Object.entries(links)) {
      expect(list, kind).toEqual(PUBLISHED.map((id) => `${site}/posts/${id}`));
      for (const url of list) expect((await get(local(url!))).status, `${kind}: ${url}`).toBe(200);
    }
    for (const text of texts) {
      expect(text).not.toContain(DRAFT.id);
      expect(text).not.toContain(DRAFT.title);
    }
  });

  it('the German feeds (/de/posts/…) are valid, in German, linking the German pages, and linked from the German pages', async () => {
    const { rss, atom, json, texts } = await feedsAt('/de');
    expect([rss.title, rss.language]).toEqual(['Beiträge von Maya Lindqvist', 'de']);
    expect(json.language).toBe('de');
    const links = [...(rss.items ?? []).map((i) => i.link), ...(atom.entries ?? []).map((e) => e.links?.[0]?.href), ...(json.items ?? []).map((i) => i.url)];
    expect(links).toEqual([1, 2, 3].flatMap(() => PUBLISHED.map((id) => `${site}/de/posts/${id}`)));
    for (const url of new Set(links)) expect((await get(local(url!))).status, url).toBe(200);
    // The translated post in German, the other in English, said so in the JSON Feed.
    expect((rss.items ?? []).map((i) => i.title)).toContain('Kaputte dbt-Verträge schon im Pull-Request finden');
    expect((json.items ?? []).find((i) => i.url?.endsWith('/de/posts/cdc-without-tears'))?.language).toBe('en');
    for (const text of texts) expect(text).not.toContain(DRAFT.id);
    const page = await (await get('/de/posts')).text();
    expect(page).toContain(`<link rel="alternate" type="application/rss+xml" title="Beiträge von Maya Lindqvist (RSS)" href="${site}/de/posts/rss.xml">`);
  });
});

describe('the sitemap and llms.txt', () => {
  it('name the posts, the index and the feeds, not the draft', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const path of ['/posts', ...PUBLISHED.map((id) => `/posts/${id}`)]) expect(sitemap).toContain(`<loc>${site}${path}</loc>`);
    const llms = await (await get('/llms.txt')).text();
    expect(llms).toContain('## Posts');
    for (const id of PUBLISHED) expect(llms).toContain(`(${site}/posts/${id}.md)`);
    expect(llms).toContain(`[RSS](${site}/posts/rss.xml)`);
    const full = await (await get('/llms-full.txt')).text();
    expect(full).toContain('### Change data capture from Postgres without tears');
    for (const text of [sitemap, llms, full]) expect(text).not.toContain(DRAFT.id);
  });
});
