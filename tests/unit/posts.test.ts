// Posts: the schema's messages, drafts left out of every published document, the ordering, the
// pagination of the index and the feeds (parsed by fast-xml-parser), on the example content and on
// temporary copies of it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData, readingMinutes, type PostRecord } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { postSummary } from '../../src/core/views.ts';
import { sitemapXml } from '../../src/discovery/crawlers.ts';
import { llmsFullTxt, llmsTxt } from '../../src/discovery/llms.ts';
import { atomFeed, feedLinks, jsonFeed, rssFeed } from '../../src/discovery/feeds.ts';
import { POSTS_PER_PAGE, sitePages } from '../../src/discovery/pages.ts';
import { buildOpenApi } from '../../src/discovery/openapi.ts';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { handleApi } from '../../src/http/router.ts';

const EXAMPLE = resolve('tests/fixtures/example-portfolio');
const DRAFT = { id: 'lakehouse-notes', title: 'Notes on a lakehouse I have not built yet', tag: 'iceberg-draft-only' };
const urls = createUrls('https://ada.example', '/portfolio/');

const temp: string[] = [];
afterEach(() => {
  for (const d of temp.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A temporary copy of the example content, with extra files in posts/. */
function contentWithPosts(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'posts-test-')), 'content');
  temp.push(dir);
  cpSync(EXAMPLE, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'posts', name), text);
  return dir;
}

function post(fm: Record<string, string>, body = 'The text.'): string {
  const fields = { title: 'A post', description: 'A post written by a test.', date: '2026-01-05', ...fm };
  return `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n${body}\n`;
}

function problems(dir: string): string[] {
  try {
    loadPortfolioSource(dir);
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError);
    return (e as ContentError).problems;
  }
  throw new Error('expected the content to be refused');
}

const example = () => createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE)));

describe('posts/<id>.md: the schema and the loader', () => {
  it('loads the example posts, the draft included in the source', () => {
    const ids = loadPortfolioSource(EXAMPLE)
      .posts.map((p) => p.id)
      .sort();
    expect(ids).toEqual(['cdc-without-tears', 'contracts-in-ci', DRAFT.id]);
  });

  it('reports every problem of every post in one pass, naming file, field and expectation', () => {
    const dir = contentWithPosts({
      'bad-date.md': post({ date: '2026-02-30' }),
      'no-date.md': post({ date: '' }).replace('date: \n', ''),
      'typo.md': post({ titel: 'x' }),
      'bad-tag.md': post({ tags: '[Data Quality]' }),
      'late.md': post({ date: '2026-03-01', updated: '2026-02-01' }),
      'no-cover.md': post({ cover: '{ src: ./missing.jpg, alt: A picture }' }),
      'no-alt.md': post({ cover: '{ src: ./contracts-in-ci.jpg }' }),
      'bad-canonical.md': post({ canonical: 'ftp://example.com/x' }),
      'draft-word.md': post({ draft: 'yes' }),
      '2024.md': post({}),
      'Bad_Name.md': post({}),
    });
    const lines = problems(dir);
    const has = (file: string, text: string) =>
      expect(
        lines.some((l) => l.includes(`posts/${file}`) && l.includes(text)),
        `${file}: ${text}\n${lines.join('\n')}`,
      ).toBe(true);
    has('bad-date.md', 'field `date`: impossible date "2026-02-30": 2026-02 has 28 days');
    has('no-date.md', 'field `date`: expected a date written YYYY-MM-DD');
    has('typo.md', 'unknown field `titel`');
    has('bad-tag.md', '"Data Quality" is not a tag: write "data-quality"');
    has('late.md', "field `updated`: 2026-02-01 is before the post's `date` 2026-03-01");
    has('no-cover.md', 'field `cover.src`: ./missing.jpg not found');
    has('no-alt.md', 'field `cover.alt`: required: describe the picture');
    has('bad-canonical.md', 'field `canonical`: expected an absolute http(s) URL');
    has('draft-word.md', 'field `draft`: expected true or false');
    has('2024.md', 'digits alone name the pages of the posts index');
    has('Bad_Name.md', 'is not a valid post id');
    expect(lines).toHaveLength(11);
  });

  it('refuses a month-only date: a post is dated to the day', () => {
    const lines = problems(contentWithPosts({ 'month.md': post({ date: '2026-03' }) }));
    expect(lines).toEqual([expect.stringContaining('field `date`: expected a date written YYYY-MM-DD')]);
  });
});

describe('drafts are never published', () => {
  const portfolio = example();

  it('stay out of the model: posts, ids, tags', () => {
    expect(portfolio.posts.map((p) => p.id)).toEqual(['contracts-in-ci', 'cdc-without-tears']);
    expect(portfolio.post(DRAFT.id)).toBeUndefined();
    expect(portfolio.tagPages.map((t) => t.tag)).not.toContain(DRAFT.tag);
    expect(portfolio.postsWithTag('dbt').map((p) => p.id)).toEqual(['contracts-in-ci']);
  });

  it('stay out of the pages, the sitemap, llms.txt, llms-full.txt and the feeds', () => {
    const docs = {
      pages: JSON.stringify(sitePages(portfolio)),
      sitemap: sitemapXml(portfolio, urls),
      llms: llmsTxt(portfolio, urls),
      llmsFull: llmsFullTxt(portfolio, urls),
      rss: rssFeed(portfolio, urls),
      atom: atomFeed(portfolio, urls),
      json: JSON.stringify(jsonFeed(portfolio, urls)),
    };
    for (const [name, text] of Object.entries(docs)) {
      expect(text, name).not.toContain(DRAFT.id);
      expect(text, name).not.toContain(DRAFT.title);
      expect(text, name).not.toContain(DRAFT.tag);
    }
  });

  it('a draft: false post is published', () => {
    const dir = contentWithPosts({ 'kept.md': post({ draft: 'false', date: '2026-11-24' }) });
    expect(createPortfolio(portfolioData(loadPortfolioSource(dir))).posts[0]!.id).toBe('kept');
  });
});

describe('order and pagination', () => {
  const record = (id: string, date: string, title = id): PostRecord => ({ id, title, description: 'd', date, body: 'b' });

  it('lists the posts newest first, then by title', () => {
    const p = createPortfolio({
      profile: null,
      projects: [],
      skills: [],
      posts: [record('b', '2026-01-02'), record('c', '2026-03-01'), record('a', '2026-01-02')],
    });
    expect(p.posts.map((x) => x.id)).toEqual(['c', 'a', 'b']);
  });

  it('pages the index at POSTS_PER_PAGE: /posts, /posts/2, /posts/3', () => {
    const posts = Array.from({ length: 2 * POSTS_PER_PAGE + 3 }, (_, i) => record(`post-${i}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}`));
    const paths = sitePages(createPortfolio({ profile: null, projects: [], skills: [], posts })).map((p) => p.path);
    expect(POSTS_PER_PAGE).toBe(10);
    expect(paths.filter((p) => /^\/posts(\/\d+)?$/.test(p))).toEqual(['/posts', '/posts/2', '/posts/3']);
    expect(paths.filter((p) => p.startsWith('/posts/post-'))).toHaveLength(posts.length);
  });

  it('200 posts: 20 index pages, 200 post pages, every one in the sitemap, llms.txt and each feed', () => {
    const posts = Array.from({ length: 200 }, (_, i) =>
      record(`post-${i}`, `20${String(10 + Math.floor(i / 12)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-01`),
    );
    const p = createPortfolio({ profile: null, projects: [], skills: [], posts });
    const paths = sitePages(p).map((x) => x.path);
    expect(paths.filter((x) => /^\/posts(\/\d+)?$/.test(x))).toHaveLength(20);
    expect(paths.filter((x) => x.startsWith('/posts/post-'))).toHaveLength(200);
    expect(p.posts[0]!.id).toBe('post-199');
    const sitemap = sitemapXml(p, urls);
    const llms = llmsTxt(p, urls);
    const rss = new XMLParser().parse(rssFeed(p, urls)).rss.channel.item as { link: string }[];
    const atom = new XMLParser().parse(atomFeed(p, urls)).feed.entry as unknown[];
    expect(rss.map((i) => i.link)).toEqual(p.posts.map((x) => `https://ada.example/portfolio/posts/${x.id}`));
    expect(atom).toHaveLength(200);
    expect(jsonFeed(p, urls).items).toHaveLength(200);
    for (const { id } of posts) {
      expect(sitemap).toContain(`<loc>https://ada.example/portfolio/posts/${id}</loc>`);
      expect(llms).toContain(`(https://ada.example/portfolio/posts/${id}.md)`);
    }
  });

  it('200 posts through the API router, OpenAPI and the ask engine: every post listed and answered', async () => {
    const posts = Array.from({ length: 200 }, (_, i) =>
      record(`post-${i}`, `20${String(10 + Math.floor(i / 12)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-01`, `Post number ${i}`),
    );
    const p = createPortfolio({ profile: { name: 'Ada Example', email: 'ada@example.test', bio: '' }, projects: [], skills: [], posts });
    const call = async (path: string, query = '') => {
      const result = await handleApi({ method: 'GET', path, query: new URLSearchParams(query), header: () => undefined }, { portfolio: p, urls });
      return { status: result.status, json: JSON.parse(result.body!) as { count?: number; data: { id: string }[] | { id: string } } };
    };
    const list = await call('/v1/posts');
    expect(list.status).toBe(200);
    expect(list.json.count).toBe(200);
    expect((list.json.data as { id: string }[]).map((x) => x.id)).toEqual(p.posts.map((x) => x.id));
    expect((await call('/v1/posts/post-0')).status).toBe(200);
    expect(Object.keys((buildOpenApi(p, urls) as { paths: Record<string, unknown> }).paths)).toEqual(expect.arrayContaining(['/posts', '/posts/{id}']));
    const engine = createAskEngine(p, urls, buildAskIndex(p));
    expect(engine.ask('What was her latest post?').answer).toContain('Post number 199');
    expect(engine.ask('How many posts has she written?').answer).toMatch(/\b200 posts\b/);
  });

  it('has no posts pages, feed links or Posts section without posts', () => {
    const p = createPortfolio({ profile: null, projects: [], skills: [] });
    expect(sitePages(p).some((x) => x.path.startsWith('/posts'))).toBe(false);
    expect(feedLinks(p, urls)).toEqual([]);
    expect(llmsTxt(p, urls)).not.toContain('## Posts');
  });

  it('counts reading time at 220 words a minute, code blocks left out, at least one minute', () => {
    expect(readingMinutes('word '.repeat(660))).toBe(3);
    expect(readingMinutes(`short\n\n\`\`\`\n${'code '.repeat(2000)}\n\`\`\``)).toBe(1);
  });
});

describe('feeds', () => {
  const portfolio = example();
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const pageUrls = portfolio.posts.map((p) => `https://ada.example/portfolio/posts/${p.id}`);

  it('RSS 2.0: every published post, newest first, absolute links under the base path', () => {
    const rss = xml.parse(rssFeed(portfolio, urls)).rss;
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.link).toBe('https://ada.example/portfolio/posts');
    expect(rss.channel['atom:link']['@href']).toBe('https://ada.example/portfolio/posts/rss.xml');
    expect(rss.channel.item.map((i: { link: string }) => i.link)).toEqual(pageUrls);
    expect(rss.channel.item[0].category).toEqual(['dbt', 'data-quality', 'ci']);
  });

  it('Atom: the same entries with published and updated dates', () => {
    const feed = xml.parse(atomFeed(portfolio, urls)).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries = feed.entry as { link: { '@href': string }; updated: string; published: string }[];
    expect(entries.map((e) => e.link['@href'])).toEqual(pageUrls);
    expect(entries[0]).toMatchObject({ published: '2026-10-14T00:00:00.000Z', updated: '2026-11-02T00:00:00.000Z' });
    expect(feed.updated).toBe('2026-11-02T00:00:00.000Z');
  });

  it('JSON Feed 1.1: the same items, with the original of a cross-posted article', () => {
    const feed = jsonFeed(portfolio, urls);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe('https://ada.example/portfolio/posts/feed.json');
    expect(feed.items.map((i) => i.url)).toEqual(pageUrls);
    expect(feed.items[1]).toMatchObject({
      external_url: 'https://engineering.example/blog/cdc-without-tears',
      tags: ['postgresql', 'streaming', 'change-data-capture'],
    });
  });
});

describe('the model and the public view', () => {
  it('tag pages cover the tags of projects and posts, with both counts', () => {
    const p = example();
    expect(p.tagPages.find((t) => t.tag === 'dbt')).toEqual({ tag: 'dbt', projects: p.projectsWithTag('dbt').length, posts: 1 });
    expect(p.tagPages.find((t) => t.tag === 'change-data-capture')).toEqual({ tag: 'change-data-capture', projects: 0, posts: 1 });
    expect(sitePages(p).map((x) => x.path)).toContain('/projects/tags/change-data-capture');
  });

  it('summaries carry links from the URL builder and leave the cover out', () => {
    const s = postSummary(example().post('contracts-in-ci')!, urls);
    expect(s.links).toEqual({ self: 'https://ada.example/portfolio/v1/posts/contracts-in-ci', html: 'https://ada.example/portfolio/posts/contracts-in-ci' });
    expect(s).not.toHaveProperty('cover');
  });
});

describe('the owner example and the test fixture', () => {
  it('examples/site/content/posts/ and tests/fixtures/example-portfolio/posts/ hold the same files', () => {
    const names = readdirSync('examples/site/content/posts').sort();
    expect(names).toEqual(readdirSync(join(EXAMPLE, 'posts')).sort());
    for (const n of names) expect(readFileSync(join('examples/site/content/posts', n)).equals(readFileSync(join(EXAMPLE, 'posts', n))), n).toBe(true);
  });
});
