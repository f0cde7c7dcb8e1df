// The discovery documents through the built server: media types, headers, validity against the
// official schemas, and agreement with the content and the route registry.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import LinkHeader from 'http-link-header';
import robotsParser from 'robots-parser';
import { parse as parseYaml } from 'yaml';
import { describe, expect, inject, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { languagePages, sitePages } from '../../src/discovery/pages.ts';
import { loadSiteContent } from '../../src/core/content/languages.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { notFoundPrefix } from '../../src/core/urls.ts';

const base = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(base + path, init);
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const manifest = JSON.parse(readFileSync('dist/static-manifest.json', 'utf8')) as {
  routes: Record<string, { file: string; headers: Record<string, string>; markdown?: string }>;
};
const portfolio = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE_CONTENT)));
/** The example's other languages (German): their pages are in the sitemap too. */
const content = loadSiteContent(EXAMPLE_CONTENT);
const translations = content.languages.slice(1).map((l) => createPortfolio(portfolioData(content.sources.get(l)!)));
const local = (url: string) => url.replace(site, '');
const schema = (path: string) => JSON.parse(readFileSync(new URL(`../fixtures/schemas/${path}`, import.meta.url), 'utf8'));

const DOCUMENTS: [string, RegExp][] = [
  ['/openapi.json', /^application\/vnd\.oai\.openapi\+json$/],
  ['/.well-known/api-catalog', /^application\/linkset\+json; profile="https:\/\/www\.rfc-editor\.org\/info\/rfc9727"$/],
  ['/.well-known/ai-catalog.json', /^application\/ai-catalog\+json$/],
  ['/.well-known/ard.json', /^application\/json; charset=utf-8$/],
  ['/.well-known/agent-skills/index.json', /^application\/json; charset=utf-8$/],
  ['/.well-known/agent-skills/portfolio-api/SKILL.md', /^text\/markdown; charset=utf-8$/],
  ['/llms.txt', /^text\/plain; charset=utf-8$/],
  ['/llms-full.txt', /^text\/plain; charset=utf-8$/],
  ['/robots.txt', /^text\/plain; charset=utf-8$/],
  ['/sitemap.xml', /^application\/xml; charset=utf-8$/],
];

describe('every discovery document', () => {
  it.each(DOCUMENTS)('%s: media type, CORS, cache, strong ETag, 304, HEAD = GET', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await get(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const own = (h: Headers) => [...h].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k));
    expect(own(head.headers)).toEqual(own(res.headers));
  });

  it.each(['/.well-known/nope', '/.well-known/ai-catalog', '/.well-known/openid-configuration', '/.well-known/agent-card.json'])(
    'an unknown well-known path %s is a real 404, not an HTML page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/html/);
    },
  );
});

describe('OpenAPI', () => {
  const load = async () => (await get('/openapi.json')).json();

  it('passes the strict OpenAPI 3.1 schema validator with zero errors', async () => {
    const result = await new Validator().validate(await load());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes exactly the registered operations, each complete', async () => {
    const doc = await load();
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Record<string, unknown>>).map(([method, op]) => ({ path, method, op })),
    );
    // The browser endpoint (the OAuth authorization endpoint and its consent page) is not an API operation.
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(
      ROUTES.filter((r) => r.path.startsWith('/v1') && !r.browser)
        .map((r) => r.operationId)
        .sort(),
    );
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    for (const { op } of ops) {
      expect(op.summary, String(op.operationId)).toBeTruthy();
      expect(op.description, String(op.operationId)).toBeTruthy();
      expect((op.tags as string[]).length).toBeGreaterThan(0);
      const responses = op.responses as Record<string, { content?: Record<string, { schema: unknown; example?: unknown }> }>;
      const success = responses['200'] ?? responses['201'] ?? responses['202'];
      expect(success, String(op.operationId)).toBeDefined();
      if (success!.content) expect(Object.values(success!.content)[0]!.example, String(op.operationId)).toBeDefined();
      for (const status of ['405', '500'])
        expect(responses[status]!.content!['application/problem+json']!.schema).toEqual({ $ref: '#/components/schemas/Problem' });
      // A rate limit is RFC 6749 JSON on the OAuth endpoints (which answer OAuth errors), problem details elsewhere.
      const oauthOp = Boolean(responses['401']?.content?.['application/json']);
      expect(responses['429']!.content![oauthOp ? 'application/json' : 'application/problem+json']!.schema, String(op.operationId)).toEqual({
        $ref: `#/components/schemas/${oauthOp ? 'OAuthError' : 'Problem'}`,
      });
      expect((op.security as unknown[]).length).toBeGreaterThan(0);
    }
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers).toEqual([{ url: `${site}/v1`, description: expect.any(String) }]);
    expect(Object.keys(doc.components.securitySchemes.OAuth2.flows.clientCredentials.scopes).sort()).toEqual([
      'contact:read',
      'portfolio:read',
      'projects:read',
      'skills:read',
    ]);
    expect(doc.components.securitySchemes.ApiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });

  it('takes the category enumeration from the content', async () => {
    const doc = await load();
    const param = doc.paths['/skills'].get.parameters.find((p: { name: string }) => p.name === 'category');
    expect(param.schema.enum).toEqual(['all', ...portfolio.categories]);
    expect(param.example).toBeDefined();
  });

  it('every example validates against its schema', async () => {
    const doc = await load();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: doc.components });
    for (const methods of Object.values(doc.paths) as Record<
      string,
      { responses: Record<string, { content?: Record<string, { schema: { $ref: string }; example?: unknown }> }> }
    >[]) {
      for (const op of Object.values(methods)) {
        for (const [status, r] of Object.entries(op.responses)) {
          for (const media of Object.values(r.content ?? {})) {
            const validate = ajv.getSchema(`openapi.json${media.schema.$ref}`)!;
            expect(validate(media.example), `${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('RFC 9727 api-catalog', () => {
  it('is a linkset whose anchor is the API and whose links resolve with their types', async () => {
    const res = await get('/.well-known/api-catalog');
    expect(new LinkHeader(res.headers.get('link')!).rel('api-catalog')[0]?.uri).toBe('/.well-known/api-catalog');
    const { linkset } = await res.json();
    expect(linkset.length).toBeGreaterThanOrEqual(1);
    expect(linkset[0].anchor).toBe(`${site}/v1`);
    expect(linkset[0]['service-desc'][0].href).toBe(`${site}/openapi.json`);
    for (const context of linkset) {
      for (const rel of ['service-desc', 'service-doc', 'service-meta']) {
        for (const link of context[rel] ?? []) {
          const target = await get(local(link.href));
          expect(target.status, link.href).toBe(200);
          expect(target.headers.get('content-type'), link.href).toContain(link.type);
        }
      }
    }
  });

  it('HEAD carries the api-catalog Link', async () => {
    const res = await get('/.well-known/api-catalog', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toContain('rel="api-catalog"');
  });
});

describe('ARD manifest', () => {
  it('is valid against the ARD v0.9 schema with Lighthouse-compatible entries, and ard.json has the same bytes', async () => {
    const text = await (await get('/.well-known/ai-catalog.json')).text();
    expect(await (await get('/.well-known/ard.json')).text()).toBe(text);
    const catalog = JSON.parse(text);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(schema('ard-spec/spec/schemas/ai-catalog.schema.json'));
    expect(validate(catalog), JSON.stringify(validate.errors)).toBe(true);
    const v091 = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(v091);
    v091.addSchema(schema('ard-spec/v0.91-draft-fork/spec/schemas/ard-entry.schema.json'), 'ard');
    const manifestSchema = v091.getSchema('ard#/$defs/ardManifest')!;
    expect(manifestSchema(catalog), JSON.stringify(manifestSchema.errors)).toBe(true);

    const STANDARD = [
      'application/ai-catalog+json',
      'application/agent-card+json',
      'application/a2a-agent-card+json',
      'application/mcp-server-card+json',
      'application/agent-skills+zip',
      'application/agent-skills+gzip',
      'text/markdown; profile="urn:air:agent-skills"',
      'application/ai-registry',
      'application/ai-registry+json',
    ];
    const host = new URL(site).hostname;
    for (const entry of catalog.entries) {
      expect(entry.identifier).toMatch(/^urn:air:([a-zA-Z0-9.-]+)(?::([a-zA-Z0-9._:-]+))?:([a-zA-Z0-9._-]+)$/);
      expect(entry.identifier.split(':')[2]).toBe(host);
      expect(STANDARD).toContain(entry.type);
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
      expect(entry.representativeQueries.length).toBeLessThanOrEqual(5);
      expect((await get(local(entry.url))).status).toBe(200);
    }
  });
});

describe('agent skills', () => {
  it('the index digest matches the served SKILL.md, whose front matter agrees', async () => {
    const index = await (await get('/.well-known/agent-skills/index.json')).json();
    expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
    for (const skill of index.skills) {
      expect(skill.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const bytes = Buffer.from(await (await get(local(skill.url), { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
      expect(skill.digest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
      const front = parseYaml(/^---\n([\s\S]*?)\n---/.exec(bytes.toString('utf8'))![1]!);
      expect(front).toEqual({ name: skill.name, description: skill.description });
    }
  });
});

describe('llms.txt', () => {
  it('has an H1 with the name, a summary and links that all resolve', async () => {
    const text = await (await get('/llms.txt')).text();
    expect(text.split('\n')[0]).toBe(`# ${portfolio.profile!.name}`);
    expect(text).toMatch(/^> .+/m);
    const links = [...text.matchAll(/\[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(10);
    expect(links).toContain(`${site}/openapi.json`);
    expect(links).toContain(`${site}/llms-full.txt`);
    for (const link of links) expect((await get(local(link))).status, link).toBe(200);
  });

  it('llms-full.txt holds every project write-up', async () => {
    const text = await (await get('/llms-full.txt')).text();
    for (const p of portfolio.projects) {
      expect(text).toContain(`### ${p.title}`);
      expect(text).toContain(p.writeup.split('\n').find((l) => l.length > 40 && !l.startsWith('#'))!);
    }
    expect(text.length).toBeLessThan(200_000);
  });
});

describe('robots.txt and the sitemap', () => {
  it('has AI crawler groups, content signals and Sitemap, and no Agentmap by default (ROBOTS_AGENTMAP)', async () => {
    const text = await (await get('/robots.txt')).text();
    const robots = robotsParser(`${site}/robots.txt`, text);
    expect(robots.isAllowed(`${site}/projects`, 'GPTBot')).toBe(true);
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const ua of ['GPTBot', 'ClaudeBot', 'Google-Extended', 'CCBot', 'PerplexityBot']) expect(text).toMatch(new RegExp(`^User-agent: ${ua}$`, 'm'));
    expect(text).toMatch(/^Content-Signal: search=(yes|no), ai-input=(yes|no), ai-train=(yes|no)$/m);
    expect(robots.getSitemaps()).toEqual([`${site}/sitemap.xml`]);
    // Lighthouse's robots.txt audit rejects the ARD line; the catalog stays at its well-known
    // location, in the <link> and in the Link header.
    expect(text).not.toMatch(/^Agentmap:/m);
  });

  it('the sitemap lists every page of the site, and every built page is in it', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toEqual(
      [...sitePages(portfolio), ...translations.flatMap((t) => languagePages(t, 'en'))].map((p) => `${site}${p.path === '/' ? '/' : p.path}`),
    );
    for (const loc of locs) expect((await get(local(loc) || '/')).status, loc).toBe(200);
    const built = Object.entries(manifest.routes)
      // The 404 pages (`/404`, `/de/404`) answer for no address of their own.
      .filter(([url, e]) => e.headers['content-type']?.startsWith('text/html') && notFoundPrefix(url) === undefined)
      .map(([url]) => `${site}${url}`);
    for (const page of built) expect(locs, `${page} is built but not in the sitemap`).toContain(page === `${site}/` ? `${site}/` : page);
  });
});

describe('Link headers, Markdown twins and negotiation', () => {
  const RELS = ['api-catalog', 'service-desc', 'service-doc', 'describedby', 'alternate', 'ai-catalog', 'ard'];

  it.each(['/', '/errors', '/api', '/projects/feature-store'])('%s sends one Link field with every relation, each resolving', async (path) => {
    const res = await get(path);
    const value = res.headers.get('link')!;
    expect(value).not.toContain('\n');
    const links = new LinkHeader(value);
    for (const rel of RELS) {
      const [link] = links.rel(rel);
      expect(link, rel).toBeDefined();
      expect((await get(link!.uri)).status, `${rel} ${link!.uri}`).toBe(200);
    }
    expect(links.rel('alternate')[0]!.uri).toBe(path === '/' ? '/index.md' : `${path}.md`);
    expect(res.headers.get('vary')).toContain('Accept');
    const html = await res.text();
    expect(html).toContain('<link rel="ai-catalog" href="/.well-known/ai-catalog.json"');
    expect(html).toContain('<link rel="ard" href="/.well-known/ard.json"');
    expect((await get(path, { method: 'HEAD' })).headers.get('link')).toBe(value);
  });

  it.each(['/', '/projects/feature-store', '/api'])('%s answers Accept: text/markdown with its Markdown twin', async (path) => {
    const md = await get(path, { headers: { Accept: 'text/markdown' } });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('vary')).toContain('Accept');
    const text = await md.text();
    expect(text).toMatch(/^# \S/);
    const twin = await get(path === '/' ? '/index.md' : `${path}.md`);
    expect(await twin.text()).toBe(text);
    expect(twin.headers.get('link')).toBe(`<${site}${path}>; rel="canonical"`);
  });

  it('browsers and */* get HTML; an unacceptable type gets 406', async () => {
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', 'text/markdown;q=0.5, text/html']) {
      expect((await get('/', { headers: { Accept: accept } })).headers.get('content-type'), accept).toBe('text/html; charset=utf-8');
    }
    expect((await get('/', { headers: { Accept: 'application/json' } })).status).toBe(406);
  });

  it('the project write-up reaches the Markdown twin', async () => {
    const text = await (await get('/projects/feature-store.md')).text();
    expect(text).toContain(portfolio.project('feature-store')!.title);
  });
});

describe('JSON-LD', () => {
  const jsonLd = async (path: string) => {
    const html = await (await get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  };

  it('the home page describes the Person', async () => {
    const [doc] = await jsonLd('/');
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: portfolio.profile!.name, jobTitle: portfolio.profile!.role },
    });
    expect(JSON.stringify(doc)).not.toContain(portfolio.profile!.contact!.phone!);
  });

  it('a project page describes the SoftwareSourceCode', async () => {
    const p = portfolio.project('feature-store')!;
    const [doc] = await jsonLd('/projects/feature-store');
    expect(doc).toMatchObject({
      '@type': 'SoftwareSourceCode',
      name: p.title,
      description: p.description,
      url: `${site}/projects/feature-store`,
      author: { '@type': 'Person' },
    });
  });
});
