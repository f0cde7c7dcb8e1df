// Content in several languages (src/core/content/languages.ts, site.yaml `language` and
// `languages`): the example's German translations, the fallbacks, and every rule's message, on
// temporary copies of the example content.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteContent } from '../../src/core/content/languages.ts';
import { ContentError, loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { publicProfile, projectSummary } from '../../src/core/views.ts';
import { createUrls, languageUrls } from '../../src/core/urls.ts';
import { llmsTxt } from '../../src/discovery/llms.ts';
import { atomFeed, feedLinks, jsonFeed, rssFeed } from '../../src/discovery/feeds.ts';
import { languagePages, sitePages } from '../../src/discovery/pages.ts';
import { splitLocation, toJsonResume } from '../../src/core/resume.ts';
import { edgeTable, handleEdge } from '../../src/deploy/edge.ts';
import { nginxServer } from '../../src/deploy/nginx.ts';
import { fileAnswers } from '../../src/http/negotiate.ts';

const EXAMPLE = resolve('tests/fixtures/example-portfolio');
const urls = createUrls('https://ada.example', '/');

const temp: string[] = [];
afterEach(() => {
  for (const d of temp.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A temporary copy of the example content, `files` written over it (a null deletes). */
function copy(files: Record<string, string | null> = {}): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'languages-test-')), 'content');
  temp.push(dir);
  cpSync(EXAMPLE, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    if (text === null) rmSync(join(dir, name), { recursive: true, force: true });
    else {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
  }
  return dir;
}

function problems(load: () => unknown): string[] {
  try {
    load();
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError);
    return (e as ContentError).problems;
  }
  throw new Error('expected the content to be refused');
}

const german = (dir = EXAMPLE) => createPortfolio(portfolioData(loadSiteContent(dir).sources.get('de')!));

describe('site.yaml: language and languages', () => {
  it('reads the example: English by default, German besides', () => {
    const content = loadSiteContent(EXAMPLE);
    expect(content.defaultLanguage).toBe('en');
    expect(content.languages).toEqual(['en', 'de']);
    expect([...content.sources.keys()]).toEqual(['en', 'de']);
  });

  it('refuses a malformed tag, a repeated one and the default language among the others, all at once', () => {
    expect(problems(() => loadSiteContent(copy({ 'site.yaml': 'language: en!\nlanguages: [en_US!]\n', de: null })))).toEqual([
      expect.stringMatching(/site\.yaml: field `language`: "en!" is not a well-formed BCP 47 language tag/),
      expect.stringMatching(/site\.yaml: field `languages\.0`: "en_US!" is not a well-formed BCP 47 language tag/),
    ]);
    expect(problems(() => loadSiteContent(copy({ 'site.yaml': 'languages: [fr, FR]\n', de: null })))).toEqual([
      expect.stringMatching(/site\.yaml: field `languages`: expected each language once/),
    ]);
    expect(problems(() => loadSiteContent(copy({ 'site.yaml': 'language: de\nlanguages: [fr, de]\n', de: null })))).toEqual([
      expect.stringMatching(/field `languages\.1`: "de" is the default language \(`language`\): list only the other languages here/),
    ]);
  });

  it('writes tags in their canonical form', () => {
    const dir = copy({ 'site.yaml': 'language: EN\nlanguages: [pt-br]\n', de: null, 'pt-BR/profile.md': '---\nrole: Engenheira de dados\n---\n' });
    const content = loadSiteContent(dir);
    expect(content.languages).toEqual(['en', 'pt-BR']);
    expect(content.sources.get('pt-BR')!.profile!.data.role).toBe('Engenheira de dados');
  });

  it('refuses a folder named like a language that site.yaml does not list, naming the fix', () => {
    const dir = copy({ 'fr/profile.md': '---\nrole: Ingénieure données\n---\n' });
    for (const load of [() => loadSiteContent(dir), () => loadPortfolioSource(dir)])
      expect(problems(load)).toEqual([
        expect.stringMatching(
          /fr\/: a folder named like the language "fr", which site\.yaml does not list: add "fr" to `languages` in site\.yaml \(languages: \[de, fr\]\)/,
        ),
      ]);
  });

  it('leaves other folders alone (images, notes), and a site of one language as it was', () => {
    const dir = copy({ 'img/notes.md': 'not content', 'site.yaml': 'theme: editorial\n', de: null });
    const content = loadSiteContent(dir);
    expect(content.languages).toEqual(['en']);
    const { lang, ...data } = portfolioData(content.sources.get('en')!);
    expect(lang).toBe('en');
    expect(data).toEqual(portfolioData(loadPortfolioSource(dir)));
  });
});

describe('content/<lang>/: translations and fallbacks', () => {
  it('translates the words and keeps the facts of the default language', () => {
    const de = german();
    const en = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE)));
    expect(de.lang).toBe('de');
    expect(en.lang).toBe('en');
    expect(de.profile!.location).toBe('Stockholm, Schweden');
    expect(de.profile!.bio).toContain('Leipzig');
    expect(en.profile!.bio).not.toContain('Leipzig');
    // Never translated: links, e-mail, private contact, country.
    for (const field of ['name', 'email', 'github', 'countryCode', 'contact'] as const) expect(de.profile![field]).toEqual(en.profile![field]);
    const [deProject, enProject] = [de.project('airflow-to-dagster')!, en.project('airflow-to-dagster')!];
    expect(deProject.title).toBe('Migration von Airflow zu Dagster');
    expect(deProject.writeup).toMatch(/^## Warum überhaupt umziehen/);
    for (const field of ['tags', 'date', 'featured', 'architecture', 'url'] as const) expect(deProject[field]).toEqual(enProject[field]);
    const [dePost, enPost] = [de.post('contracts-in-ci')!, en.post('contracts-in-ci')!];
    expect(dePost.cover).toEqual({ src: enPost.cover!.src, alt: expect.stringMatching(/^Eine Pull-Request-Seite/) });
    expect([dePost.date, dePost.updated, dePost.tags]).toEqual([enPost.date, enPost.updated, enPost.tags]);
    expect(de.skills.map((s) => s.label)).toContain('Datenbanken');
  });

  it('falls back to the default language entry by entry, and records which', () => {
    const de = german();
    const en = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE)));
    expect(de.projects.map((p) => p.id)).toEqual(en.projects.map((p) => p.id));
    expect(de.posts.map((p) => p.id)).toEqual(en.posts.map((p) => p.id));
    // A fallback is the default language's entry, marked with its language.
    expect(de.project('feature-store')).toEqual({ ...en.project('feature-store'), lang: 'en' });
    expect(de.project('airflow-to-dagster')!.lang).toBeUndefined();
    expect(en.project('feature-store')!.lang).toBeUndefined();
    expect(de.translated('project', 'feature-store')).toBe(false);
    expect(de.translated('project', 'airflow-to-dagster')).toBe(true);
    expect(de.translated('post', 'cdc-without-tears')).toBe(false);
    expect(de.fallbacks).toMatchObject({ profile: false, skills: false, career: true, services: true, posts: ['cdc-without-tears'] });
    expect(de.fallbacks.projects).toHaveLength(en.projects.length - 2);
    expect(de.career).toEqual(en.career);
    expect(en.fallbacks.projects).toEqual([]);
    expect(en.translated('project', 'feature-store')).toBe(true);
  });

  it('keeps the private data private in every language: the views remove it alike', () => {
    const de = german();
    const profile = publicProfile(de.profile!);
    expect(JSON.stringify(profile)).not.toMatch(/ref heronlake|cal\.example/);
    expect(JSON.stringify(projectSummary(de.project('airflow-to-dagster')!, urls))).not.toContain('arch-dg-agent-8');
  });

  it('a listed language without a folder falls back whole, with a warning', () => {
    const dir = copy({ de: null });
    const content = loadSiteContent(dir);
    const source = content.sources.get('de')!;
    expect(source.fallbacks.profile).toBe(true);
    expect(source.fallbacks.projects).toHaveLength(source.projects.length);
    expect(source.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/de\/ not found/)]));
  });

  it('refuses a translation of an entry the default language does not have, naming the file', () => {
    const dir = copy({ 'de/projects/no-such-project.md': '---\ntitle: Gibt es nicht\n---\n', 'de/posts/no-such-post.md': '---\ntitle: Auch nicht\n---\n' });
    expect(problems(() => loadSiteContent(dir))).toEqual([
      expect.stringMatching(
        /de\/projects\/no-such-project\.md: translates a project "no-such-project" the default language does not have \(expected projects\/no-such-project\.md/,
      ),
      expect.stringMatching(/de\/posts\/no-such-post\.md: translates a post "no-such-post" the default language does not have/),
    ]);
  });

  it('refuses the facts in a translation (dates, tags, links, image files), every one at once', () => {
    const dir = copy({
      'de/projects/feature-store.md': '---\ntitle: Feature-Store\ndate: "2020"\ntags: [x]\nurl: https://x.example\n---\nText.\n',
      'de/posts/cdc-without-tears.md': '---\ntitle: CDC\ncover:\n  src: ./other.jpg\n  alt: Ein Bild\n---\n',
      'de/profile.md': '---\nemail: other@example.com\n---\n',
    });
    const found = problems(() => loadSiteContent(dir));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/de\/profile\.md: field `email` is not translated: it comes from the default language's file, remove it here/),
        expect.stringMatching(/de\/projects\/feature-store\.md: field `tags` is not translated/),
        expect.stringMatching(/de\/projects\/feature-store\.md: field `url` is not translated/),
        expect.stringMatching(/de\/projects\/feature-store\.md: field `date` is not translated/),
        expect.stringMatching(/de\/posts\/cdc-without-tears\.md: field `cover\.src` is not translated/),
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('validates a translation like the original: a field too long, an unknown field, a broken image', () => {
    const dir = copy({
      'de/projects/feature-store.md': `---\ntitle: ${'x'.repeat(161)}\nsubtitle: nein\n---\n![](./missing.png)\n`,
    });
    const found = problems(() => loadSiteContent(dir));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/de\/projects\/feature-store\.md: field `title`: expected at most 160 characters/),
        expect.stringMatching(/de\/projects\/feature-store\.md: unknown field `subtitle`/),
        expect.stringMatching(/de\/projects\/feature-store\.md: image `\.\/missing\.png` has no alt text/),
      ]),
    );
  });

  it('refuses site.yaml and unknown files in a language folder, and a YAML file that does not validate', () => {
    const dir = copy({
      'de/site.yaml': 'theme: minimal\n',
      'de/profil.md': '---\n---\n',
      'de/career.yaml': 'experience:\n  - { company: X, projects: [nope] }\n',
    });
    const found = problems(() => loadSiteContent(dir));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/de\/site\.yaml: site\.yaml holds the design of every language: keep one, in the content folder itself/),
        expect.stringMatching(/de\/profil\.md: not a file a translation can hold \(expected profile\.md, projects/),
        expect.stringMatching(/de\/career\.yaml: field `experience\.0\.projects`: no project has the id "nope"/),
      ]),
    );
  });

  it('does not call the translation of an invalid original an orphan: the original has its own problem', () => {
    const dir = copy({ 'projects/airflow-to-dagster.md': '---\ndescription: No title.\ntags: [etl]\n---\n' });
    expect(problems(() => loadSiteContent(dir))).toEqual([expect.stringMatching(/projects\/airflow-to-dagster\.md: field `title`: required/)]);
  });

  it('reports the problems of every language and of the default one in one pass', () => {
    const dir = copy({ 'projects/feature-store.md': '---\ntitle: Broken\n---\n', 'de/projects/airflow-to-dagster.md': '---\ndate: "2020"\n---\n' });
    const found = problems(() => loadSiteContent(dir));
    expect(found.some((p) => p.startsWith(join(dir, 'projects/feature-store.md')))).toBe(true);
    expect(found.some((p) => p.includes('de/projects/airflow-to-dagster.md: field `date` is not translated'))).toBe(true);
  });

  it('a translation without a body keeps the original text; a translated file replaces a YAML file whole', () => {
    const dir = copy({ 'de/projects/feature-store.md': '---\ntitle: Feature-Store in Echtzeit\n---\n', 'de/services.yaml': 'services: []\n' });
    const de = german(dir);
    const en = createPortfolio(portfolioData(loadPortfolioSource(dir)));
    expect(de.project('feature-store')!.title).toBe('Feature-Store in Echtzeit');
    expect(de.project('feature-store')!.writeup).toBe(en.project('feature-store')!.writeup);
    expect(de.translated('project', 'feature-store')).toBe(true);
    expect(de.services.services).toEqual([]);
    expect(de.fallbacks.services).toBe(false);
  });
});

describe('the example site', () => {
  it('examples/site/content/ and tests/fixtures/example-portfolio/ hold the same translations', () => {
    const files = (root: string): string[] =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
        .sort();
    const names = files(resolve('examples/site/content/de'));
    expect(names).toEqual(files(join(EXAMPLE, 'de')));
    for (const n of names) expect(readFileSync(join('examples/site/content/de', n), 'utf8'), n).toBe(readFileSync(join(EXAMPLE, 'de', n), 'utf8'));
    expect(readFileSync('examples/site/content/site.yaml', 'utf8')).toBe(readFileSync(join(EXAMPLE, 'site.yaml'), 'utf8'));
  });
});

describe('the prerendered API files of a site of several languages', () => {
  const file = { 'content-type': 'application/json', 'content-language': 'en', vary: 'Accept-Language' };

  it('answer a request that names no other language; the others go to the API router', () => {
    for (const accept of [undefined, '', '*', 'en', 'en-US,en;q=0.9', 'EN-gb ; q=1, *;q=0.1']) expect(fileAnswers(file, accept), String(accept)).toBe(true);
    for (const accept of ['de', 'en, de;q=0.5', 'fr', 'de-CH']) expect(fileAnswers(file, accept), accept).toBe(false);
    // A site of one language: its files have no Content-Language and answer everything.
    expect(fileAnswers({ 'content-type': 'application/json' }, 'de')).toBe(true);
  });

  it('are served by nginx by the same rule', () => {
    const manifest = { version: 1, routes: { '/v1/projects': { file: '/v1/projects.json', headers: file } } };
    const conf = nginxServer(manifest, { dist: '/srv/site/dist/', upstream: '127.0.0.1:4321', listen: '80', serverName: '_', brotli: false });
    const map = /map \$http_accept_language \$pf_other_language \{ "" 0; "~\*(.+)" 0; default 1; \}/.exec(conf);
    expect(map).not.toBeNull();
    const names = new RegExp(map![1]!, 'i');
    for (const accept of ['*', 'en', 'en-US,en;q=0.9']) expect(names.test(accept), accept).toBe(true);
    for (const accept of ['de', 'en, de;q=0.5']) expect(names.test(accept), accept).toBe(false);
    expect(conf).toContain(
      'location = /v1/projects {\n    error_page 418 = @node;\n    if ($pf_api_node) { return 418; }\n    if ($pf_other_language) { return 418; }\n',
    );
    const single = nginxServer(
      { version: 1, routes: { '/v1/projects': { file: '/v1/projects.json', headers: { 'content-type': 'application/json' } } } },
      { dist: '/srv/site/dist/', upstream: '127.0.0.1:4321', listen: '80', serverName: '_', brotli: false },
    );
    expect(single).not.toContain('pf_other_language');
  });

  it('are served by the edge code by the same rule, and always where no API server exists', async () => {
    const table = edgeTable({ routes: { '/v1/projects': { file: '/v1/projects.json', headers: file } } }, (_url, f) => f, {
      'bad-request': { type: '', title: '', headers: {} },
      'method-not-allowed': { type: '', title: '', headers: {} },
    });
    const upstream: string[] = [];
    vi.stubGlobal('fetch', async (input: URL | string) => {
      upstream.push(String(input));
      return new Response('from Node');
    });
    try {
      const env = (origin?: string) => ({ origin, asset: async () => new Response('file') });
      const ask = (accept: string, origin?: string) =>
        handleEdge(new Request('https://ada.example/v1/projects', { headers: { 'accept-language': accept } }), table, env(origin)).then((r) => r.text());
      expect(await ask('en-US', 'https://api.example.com')).toBe('file');
      expect(await ask('de', 'https://api.example.com')).toBe('from Node');
      expect(upstream).toEqual(['https://api.example.com/v1/projects']);
      expect(await ask('de')).toBe('file');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the links of an answer in another language', () => {
  it('name the pages under the tag in lower case and the API resources with ?lang=', () => {
    const pt = languageUrls(urls, 'pt-BR');
    expect(pt.projectPage('x')).toBe('https://ada.example/pt-br/projects/x');
    expect(pt.postPage('y')).toBe('https://ada.example/pt-br/posts/y');
    expect(pt.projectApi('x')).toBe('https://ada.example/v1/projects/x?lang=pt-BR');
    expect(pt.abs('/errors')).toBe(urls.abs('/errors'));
    expect(languageUrls(urls, 'pt-BR')).toBe(pt);
    // A static-only site: the files are the default language's, named as they are.
    expect(languageUrls(createUrls('https://ada.example', '/', null), 'de').projectApi('x')).toBe('https://ada.example/v1/projects/x.json');
  });

  it('name the pages every language has under the tag, and the content reads with ?lang= (the references of /v1/ask)', () => {
    const de = languageUrls(urls, 'de');
    expect(de.abs('/services')).toBe('https://ada.example/de/services');
    expect(de.abs('/')).toBe('https://ada.example/de');
    expect(de.abs('/ask?q=x')).toBe('https://ada.example/de/ask?q=x');
    expect(de.api('/v1/profile')).toBe('https://ada.example/v1/profile?lang=de');
    expect(de.api('/v1/skills?category=databases')).toBe('https://ada.example/v1/skills?category=databases&lang=de');
    // What is the same in every language stays as it is.
    for (const path of ['/errors', '/api', '/openapi.json', '/llms.txt', '/og/index.png', '/_astro/x.webp', '/projects.json'])
      expect(de.abs(path), path).toBe(urls.abs(path));
    for (const path of ['/v1', '/mcp', '/v1/auth/token']) expect(de.api(path), path).toBe(urls.api(path));
    expect(languageUrls(createUrls('https://ada.example', '/', null), 'de').api('/v1/profile')).toBe(
      createUrls('https://ada.example', '/', null).api('/v1/profile'),
    );
  });

  it('llms.txt lists the languages with their pages and API, and nothing on a site of one language', () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE)));
    const text = llmsTxt(portfolio, urls, ['en', 'pt-BR']);
    expect(text).toContain('## Languages');
    expect(text).toContain('- English (en): [pages](https://ada.example/); [API](https://ada.example/v1/profile?lang=en)');
    expect(text).toContain('(pt-BR): [pages](https://ada.example/pt-br); [API](https://ada.example/v1/profile?lang=pt-BR)');
    expect(llmsTxt(portfolio, urls, ['en'])).toBe(llmsTxt(portfolio, urls));
    expect(llmsTxt(portfolio, urls)).not.toContain('## Languages');
  });
});

/**
 * A site whose default language is not English (tests/fixtures/german-portfolio: German, with
 * English in en/): the words of its pages, cards and feeds follow each page's language.
 */
describe('a site in German with English besides', () => {
  const GERMAN = resolve('tests/fixtures/german-portfolio');
  const site = loadSiteContent(GERMAN);
  const de = createPortfolio(portfolioData(site.sources.get('de')!));
  const en = createPortfolio(portfolioData(site.sources.get('en')!));

  it('reads German as the default language and English as the other', () => {
    expect([site.defaultLanguage, site.languages]).toEqual(['de', ['de', 'en']]);
    expect(de.lang).toBe('de');
  });

  it('names the default pages and their social cards in German, the /en/ pages in English', () => {
    const pages = new Map(sitePages(de).map((p) => [p.path, p]));
    expect(pages.get('/projects')).toMatchObject({ title: 'Projekte', card: { title: 'Projekte', subtitle: '2 Projekte, die neuesten zuerst.' } });
    expect(pages.get('/posts')?.card.title).toBe('Beiträge');
    expect(pages.get('/privacy')).toMatchObject({ title: 'Datenschutz', card: { subtitle: 'Was diese Website speichert und nie speichert' } });
    expect(pages.get('/api')).toMatchObject({ title: 'API-Dokumentation', reference: true });
    expect(pages.get('/projects/warteschlange')?.card.kicker).toBe('Jonas Becker · Projekte');
    // No English word of the kit on a German page's card.
    const english = /\b(Projects?|Posts?|Skills|Services|Resume|Privacy|Ask|newest first|tagged)\b/;
    for (const p of pages.values()) if (!p.reference) expect(`${p.title} ${p.card.kicker} ${p.card.title} ${p.card.subtitle}`, p.path).not.toMatch(english);
    const other = new Map(languagePages(en, 'de').map((p) => [p.path, p]));
    expect(other.get('/en/projects')?.card.title).toBe('Projects');
    expect(other.get('/en/privacy')).toMatchObject({ title: 'Privacy', translation: { lang: 'en', of: '/privacy' } });
  });

  it('writes the feeds of each language in its words, at its paths', () => {
    const rss = rssFeed(de, urls);
    expect(rss).toContain('<title>Beiträge von Jonas Becker</title>');
    expect(rss).toContain('<language>de</language>');
    expect(rss).toContain('<atom:link href="https://ada.example/posts/rss.xml" rel="self"');
    const english = rssFeed(en, urls, 'de');
    expect(english).toContain('<title>Posts by Jonas Becker</title>');
    expect(english).toContain('<language>en</language>');
    expect(english).toContain('<link>https://ada.example/en/posts/sperren</link>');
    expect(english).toContain('<atom:link href="https://ada.example/en/posts/rss.xml" rel="self"');
    expect(atomFeed(en, urls, 'de')).toContain('<link rel="self" href="https://ada.example/en/posts/atom.xml"/>');
    const json = jsonFeed(en, urls, 'de');
    expect(json).toMatchObject({
      title: 'Posts by Jonas Becker',
      language: 'en',
      feed_url: 'https://ada.example/en/posts/feed.json',
      home_page_url: 'https://ada.example/en/posts',
    });
    expect(json.items.map((i) => [i.url, i.language])).toEqual([
      ['https://ada.example/en/posts/sperren', undefined],
      ['https://ada.example/en/posts/kafka-notizen', 'de'],
    ]);
    expect(feedLinks(en, urls, 'de').map((l) => l.href)).toEqual([
      'https://ada.example/en/posts/rss.xml',
      'https://ada.example/en/posts/atom.xml',
      'https://ada.example/en/posts/feed.json',
    ]);
    expect(feedLinks(de, urls)[0]!.title).toBe('Beiträge von Jonas Becker (RSS)');
  });

  it('a translated skills.yaml names a category by its label alone, the skills coming from the default file', () => {
    expect(en.skills.map((c) => [c.category, c.label, c.skills.map((s) => s.name)])).toEqual([
      ['sprachen', 'Programming languages', ['Go', 'SQL', 'Python']],
      ['datenbanken', 'Databases', ['PostgreSQL', 'Redis']],
      ['streaming', 'Streaming', ['Kafka']],
    ]);
    expect(site.sources.get('en')!.fallbacks.skills).toBe(false);
    // A label alone for a category the default file does not have is refused, naming it.
    const dir = copy({ 'de/skills.yaml': 'databases: { label: Datenbanken }\nfrontend: { label: Oberflächen }\n' });
    expect(problems(() => loadSiteContent(dir))).toEqual([
      expect.stringMatching(/de\/skills\.yaml: category `frontend` has no skills and the default language's skills\.yaml has no category of that name/),
    ]);
    const ok = loadSiteContent(copy({ 'de/skills.yaml': 'databases: { label: Datenbanken }\n' })).sources.get('de')!;
    expect(ok.skills).toEqual([
      expect.objectContaining({
        category: 'databases',
        label: 'Datenbanken',
        skills: expect.arrayContaining([{ name: 'PostgreSQL', level: 'expert', years: 10 }]),
      }),
    ]);
  });

  it("the JSON Resume recognises the country written in the content's language", () => {
    expect(splitLocation('Leipzig, Deutschland', 'DE', 'de')).toEqual({ city: 'Leipzig', countryCode: 'DE' });
    expect(splitLocation('Leipzig, Germany', 'DE', 'de')).toEqual({ city: 'Leipzig', countryCode: 'DE' });
    expect(splitLocation('Leipzig, Sachsen', 'DE', 'de')).toEqual({ city: 'Leipzig', region: 'Sachsen', countryCode: 'DE' });
    expect(toJsonResume(de, urls).basics?.location).toEqual({ city: 'Leipzig', countryCode: 'DE' });
  });
});
