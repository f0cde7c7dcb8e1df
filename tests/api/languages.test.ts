// The API in the example's two languages (English, the default, and German) on the built server:
// `?lang=`, Accept-Language with q-values, Content-Language and Vary, the 400 of an unknown
// language, the fallback flag, the links of a German answer, the prerendered files, OpenAPI, the
// discovery documents, /v1/ask from the German content, and the MCP tools' `lang`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PostListResponse, ProfileResponse, ProjectListResponse, ProjectResponse } from '../../src/core/schema/public.ts';

const base = inject('baseUrl');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
const profile = async (res: Response) => ProfileResponse.parse(await res.json()).data;

describe('/v1 in the language asked for', () => {
  it('answers in the default language without a choice, and says so', async () => {
    const res = await get('/v1/profile');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    expect((await profile(res)).location).toBe('Stockholm, Sweden');
  });

  it('answers ?lang=de from the German content, with Content-Language and Vary', async () => {
    const res = await get('/v1/profile?lang=de');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('de');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    const data = await profile(res);
    expect(data.location).toBe('Stockholm, Schweden');
    expect(data.bio).toContain('Leipzig');
    // Facts are the same in every language; the private contact block stays out in every language.
    expect(data.email).toBe('maya@lindqvist.example');
    expect(JSON.stringify(data)).not.toMatch(/heronlake|cal\.example/);
  });

  it('negotiates Accept-Language with q-values and ranges; the default for a language the content lacks', async () => {
    const lang = async (accept: string) => (await get('/v1/profile', { 'accept-language': accept })).headers.get('content-language');
    expect(await lang('de')).toBe('de');
    expect(await lang('de-CH, fr;q=0.9')).toBe('de');
    expect(await lang('fr, de;q=0.8, en;q=0.5')).toBe('de');
    expect(await lang('fr, de;q=0.4, en;q=0.5')).toBe('en');
    expect(await lang('de;q=0, en')).toBe('en');
    expect(await lang('fr, ja')).toBe('en');
    expect(await lang('*')).toBe('en');
  });

  it('lets ?lang= win over Accept-Language', async () => {
    const res = await get('/v1/profile?lang=en', { 'accept-language': 'de' });
    expect(res.headers.get('content-language')).toBe('en');
  });

  it('refuses a language the content is not written in with a 400 problem that names the languages', async () => {
    for (const q of ['fr', 'xx-not!a-tag', 'de&lang=en']) {
      const res = await get(`/v1/projects?lang=${q}`);
      expect(res.status, q).toBe(400);
      const problem = await res.json();
      if (q === 'de&lang=en') expect(problem.code).toBe('DUPLICATE_PARAM');
      else expect(problem).toMatchObject({ code: 'UNKNOWN_LANGUAGE', param: 'lang', allowed: ['en', 'de'] });
    }
    expect((await get('/v1/projects?lang=DE')).headers.get('content-language')).toBe('de');
  });

  it('flags the entries not translated yet with their language, and links the German pages', async () => {
    const { data } = ProjectListResponse.parse(await (await get('/v1/projects?lang=de')).json());
    const byId = new Map(data.map((p) => [p.id, p]));
    expect(byId.get('airflow-to-dagster')).toMatchObject({ title: 'Migration von Airflow zu Dagster' });
    expect(byId.get('airflow-to-dagster')!.lang).toBeUndefined();
    expect(byId.get('feature-store')!.lang).toBe('en');
    expect(byId.get('airflow-to-dagster')!.links).toEqual({
      self: `${site}/v1/projects/airflow-to-dagster?lang=de`,
      html: `${site}/de/projects/airflow-to-dagster`,
    });
    const english = ProjectListResponse.parse(await (await get('/v1/projects')).json()).data;
    expect(english.every((p) => p.lang === undefined)).toBe(true);
    const posts = PostListResponse.parse(await (await get('/v1/posts', { 'accept-language': 'de' })).json()).data;
    expect(posts.map((p) => [p.id, p.lang])).toEqual([
      ['contracts-in-ci', undefined],
      ['cdc-without-tears', 'en'],
    ]);
    const one = ProjectResponse.parse(await (await get('/v1/projects/dbt-contract-guard?lang=de')).json()).data;
    expect(one.writeup).toMatch(/^## Warum/);
  });

  it('gives each language its own ETag, so that caches keep them apart', async () => {
    const en = await get('/v1/projects');
    const de = await get('/v1/projects', { 'accept-language': 'de' });
    expect(en.headers.get('etag')).not.toBe(de.headers.get('etag'));
    const again = await get('/v1/projects', { 'accept-language': 'de', 'if-none-match': de.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('serves the prerendered file to a request without Accept-Language, and negotiates the others', async () => {
    const file = await get('/v1/skills');
    expect(file.headers.get('content-language')).toBe('en');
    expect(file.headers.get('vary')).toMatch(/Accept-Language/i);
    const german = await get('/v1/skills', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.headers.get('content-language')).toBe('de');
    expect(JSON.stringify(await german.json())).toContain('LLM-Evaluierung');
  });

  it('leaves the answers that do not depend on the content alone', async () => {
    const res = await get('/v1', { 'accept-language': 'de' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBeNull();
  });
});

describe('the documents list the languages', () => {
  it('OpenAPI documents `lang`, Accept-Language, Content-Language and Vary on the reads of the content', async () => {
    const doc = await (await get('/openapi.json')).json();
    const op = doc.paths['/projects'].get;
    const lang = op.parameters.find((p: { name: string }) => p.name === 'lang');
    expect(lang).toMatchObject({ in: 'query', required: false, schema: { type: 'string', enum: ['en', 'de'] } });
    expect(op.parameters.some((p: { name: string; in: string }) => p.name === 'Accept-Language' && p.in === 'header')).toBe(true);
    expect(Object.keys(op.responses['200'].headers)).toEqual(expect.arrayContaining(['Content-Language', 'Vary']));
    expect(op.responses['400']).toBeDefined();
    expect(doc.paths['/'].get.parameters).toBeUndefined();
    expect(JSON.stringify(doc.components.schemas.ProjectSummary.properties.lang)).toContain('not translated');
  });

  it('llms.txt has a Languages section, and the API catalog names the languages', async () => {
    const llms = await (await get('/llms.txt')).text();
    expect(llms).toContain('## Languages');
    expect(llms).toContain(`- Deutsch (de): [pages](${site}/de)`);
    expect(llms).toContain(`${site}/v1/profile?lang=de`);
    const catalog = await (await get('/.well-known/api-catalog')).json();
    expect(catalog.linkset[0]['service-desc'][0].hreflang).toEqual(['en', 'de']);
  });

  it("the agent skill says how to choose the language, and the skills index's digest covers it", async () => {
    const skill = await (await get('/.well-known/agent-skills/portfolio-api/SKILL.md')).text();
    expect(skill).toContain('The content is written in en, de (default en): add `?lang=de` to any read');
    const index = await (await get('/.well-known/agent-skills/index.json')).json();
    expect(index.skills[0].digest).toBe(`sha256:${createHash('sha256').update(skill).digest('hex')}`);
  });
});

describe('/v1/ask in a language', () => {
  it('answers from the German content with ?lang=de, and from the English without', async () => {
    const q = encodeURIComponent('Where is Maya based?');
    const de = await get(`/v1/ask?q=${q}&lang=de`);
    expect(de.headers.get('content-language')).toBe('de');
    expect(await de.text()).toContain('Schweden');
    const en = await (await get(`/v1/ask?q=${q}`)).text();
    expect(en).toContain('Sweden');
    expect(en).not.toContain('Schweden');
  });

  it('answers a German question from the German content in German, on /v1/ask and on the /de/ask page', async () => {
    const q = encodeURIComponent('Hat Maya mit Dagster gearbeitet?');
    const api = (await (await get(`/v1/ask?q=${q}&lang=de`)).json()) as { answer: string; references: string[] };
    expect(api.answer).toMatch(/^Ja\./);
    expect(api.answer).toContain('Migration von Airflow zu Dagster');
    expect(api.references.some((r) => r.endsWith('/de/projects/airflow-to-dagster'))).toBe(true);
    const page = await fetch(`${base}/de/ask?q=${q}`, { headers: { accept: 'application/json' } });
    expect(((await page.json()) as { answer: string }).answer).toBe(api.answer);
    // The default language's page keeps the English engine and content.
    const en = await fetch(`${base}/ask?q=${encodeURIComponent('Has Maya worked with Dagster?')}`, { headers: { accept: 'application/json' } });
    expect(((await en.json()) as { answer: string }).answer).not.toContain('Migration von Airflow zu Dagster');
    // The Markdown form of /de/ask is German too, and its references are German: pages under /de/, reads with ?lang=de.
    const md = await (await fetch(`${base}/de/ask?q=${q}`, { headers: { accept: 'text/markdown' } })).text();
    expect(md).toMatch(/^# Fragen zur Arbeit von Maya\n/);
    expect(md).toContain('## Quellen');
    expect(md).toContain(`- <${site}/de/projects/airflow-to-dagster>`);
    const where = (await (await get(`/v1/ask?q=${encodeURIComponent('Wo wohnt sie?')}&lang=de`)).json()) as { answer: string; references: string[] };
    expect(where.answer).toBe('Maya lebt in Stockholm, Schweden (Europa).');
    expect(where.references).toEqual([`${site}/v1/profile?lang=de`]);
  });

  it('answers POST /v1/ask in the language of Accept-Language', async () => {
    const res = await fetch(`${base}/v1/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ query: 'Which projects used Dagster?' }),
    });
    expect(res.headers.get('content-language')).toBe('de');
    expect(await res.text()).toContain('Migration von Airflow zu Dagster');
  });
});

describe('MCP in a language', () => {
  let client: Client;
  let german: Client;
  beforeAll(async () => {
    client = new Client({ name: 'lang-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', base)));
    german = new Client({ name: 'lang-test-de', version: '1.0.0' });
    await german.connect(new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { 'accept-language': 'de' } } }));
  });
  afterAll(async () => {
    await client.close();
    await german.close();
  });

  it('the instructions (and so the server card) name the languages and how to choose one', () => {
    expect(client.getInstructions()).toContain('The content is written in en, de (default en): give a tool `lang`');
  });

  it('every tool that reads the content takes an optional `lang` of the site languages', async () => {
    const { tools } = await client.listTools();
    const lang = (name: string) => (tools.find((t) => t.name === name)!.inputSchema.properties as Record<string, { enum?: string[] }>)?.lang;
    for (const name of ['get_profile', 'list_projects', 'get_project', 'list_posts', 'get_skills', 'ask']) expect(lang(name)?.enum, name).toEqual(['en', 'de']);
  });

  it('answers a tool call in `lang`, else in the language of the request', async () => {
    const call = async (c: Client, args: Record<string, unknown>) =>
      (await c.callTool({ name: 'get_project', arguments: { id: 'airflow-to-dagster', ...args } })).structuredContent as { data: { title: string } };
    expect((await call(client, { lang: 'de' })).data.title).toBe('Migration von Airflow zu Dagster');
    expect((await call(client, {})).data.title).toBe('Airflow to Dagster Migration');
    expect((await call(german, {})).data.title).toBe('Migration von Airflow zu Dagster');
    expect((await call(german, { lang: 'en' })).data.title).toBe('Airflow to Dagster Migration');
    const refused = await client.callTool({ name: 'get_project', arguments: { id: 'airflow-to-dagster', lang: 'fr' } }).catch((e: Error) => e);
    expect(refused instanceof Error || (refused as { isError?: boolean }).isError).toBe(true);
  });

  it('reads resources in the language of the request', async () => {
    const read = async (c: Client) => JSON.parse(((await c.readResource({ uri: 'portfolio://profile' })).contents[0] as { text: string }).text).data.location;
    expect(await read(german)).toBe('Stockholm, Schweden');
    expect(await read(client)).toBe('Stockholm, Sweden');
  });
});
