// The public data API through the built server, over HTTP.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { ProfileResponse, ProjectListResponse, ProjectResponse, SkillsResponse } from '../../src/core/schema/public.ts';

const base = inject('baseUrl');
const { site } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')) as { site: string };
const content = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE_CONTENT)));
const get = (path: string, init?: RequestInit) => fetch(base + path, init);

describe('GET /v1', () => {
  it('links every resource and the OpenAPI document, with the api-catalog Link', async () => {
    for (const path of ['/v1', '/v1?x=1']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('link')).toContain('rel="api-catalog"');
      const body = await res.json();
      expect(body.data.openapi).toBe(`${site}/openapi.json`);
      expect(body.data.resources).toMatchObject({ listProjects: `${site}/v1/projects`, getSkills: `${site}/v1/skills` });
    }
  });
});

describe('GET /v1/profile', () => {
  it('answers the public profile', async () => {
    const res = await get('/v1/profile');
    expect(res.status).toBe(200);
    const body = ProfileResponse.parse(await res.json());
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      name: content.profile!.name,
      role: content.profile!.role,
      location: content.profile!.location,
      email: content.profile!.email,
      website: content.profile!.website,
      github: content.profile!.github,
      linkedin: content.profile!.linkedin,
    });
    expect(body.data).not.toHaveProperty('contact');
  });
});

describe('GET /v1/projects', () => {
  it('lists every project with count = data.length', async () => {
    const body = ProjectListResponse.parse(await (await get('/v1/projects')).json());
    expect(body.count).toBe(content.projects.length);
    expect(body.count).toBe(body.data.length);
    expect(body.data.map((p) => p.id)).toEqual(content.projects.map((p) => p.id));
  });

  it.each(['etl', 'dbt', 'data-engineering'])('?tag=%s keeps only projects with that tag (server path)', async (tag) => {
    const res = await get(`/v1/projects?tag=${tag}`);
    expect(res.status).toBe(200);
    const body = ProjectListResponse.parse(await res.json());
    const expected = content.projects.filter((p) => p.tags.includes(tag)).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(content.projects.length);
    expect(body.data.map((p) => p.id)).toEqual(expected);
    expect(body.count).toBe(expected.length);
    for (const p of body.data) expect(p.tags).toContain(tag);
  });

  it('an unknown tag gives count 0, not an error', async () => {
    const res = await get('/v1/projects?tag=no-such-tag');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', count: 0, data: [] });
  });

  it('unknown query parameters are ignored', async () => {
    const plain = await (await get('/v1/projects')).text();
    const res = await get('/v1/projects?utm_source=x&page=2');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(plain);
  });

  it('links each project to its API resource and its page', async () => {
    const body = ProjectListResponse.parse(await (await get('/v1/projects')).json());
    for (const p of body.data) {
      expect(p.links.self).toBe(`${site}/v1/projects/${p.id}`);
      expect(p.links.html).toBe(`${site}/projects/${p.id}`);
    }
  });
});

describe('GET /v1/projects/{id}', () => {
  it('answers every project with its write-up', async () => {
    for (const p of content.projects) {
      const res = await get(`/v1/projects/${p.id}`);
      expect(res.status, p.id).toBe(200);
      const body = ProjectResponse.parse(await res.json());
      expect(body.data).toMatchObject({ id: p.id, title: p.title, description: p.description, tags: p.tags, writeup: p.writeup });
      expect(body.data).not.toHaveProperty('architecture');
    }
  });

  it('answers the same bytes on the static and the server path', async () => {
    const id = content.projects[0]!.id;
    // identity: the static file is also served compressed, with its own validator per coding
    const identity = { headers: { 'Accept-Encoding': 'identity' } };
    const stat = await get(`/v1/projects/${id}`, identity);
    const dyn = await get(`/v1/projects/${id}?ignored=1`, identity);
    expect(await dyn.text()).toBe(await stat.text());
    expect(dyn.headers.get('etag')).toBe(stat.headers.get('etag'));
  });

  it('an unknown id is a 404 problem', async () => {
    const res = await get('/v1/projects/no-such-project');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(await res.json()).toMatchObject({ status: 404, code: 'UNKNOWN_PROJECT', instance: '/v1/projects/no-such-project' });
  });
});

/** Raw bytes and headers (fetch would decode the body). */
const rawGet = (path: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest(base + path, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('compressed static files', () => {
  it.each(['/v1/projects', '/', '/llms.txt'])("%s: the build's brotli and gzip copies decode to the identity bytes, each with its own ETag", async (path) => {
    const identity = await rawGet(path, 'identity');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('Accept-Encoding');
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await rawGet(path, coding);
      expect(res.headers['content-encoding'], `${path} ${coding}`).toBe(coding);
      expect(res.body.length).toBeLessThan(identity.body.length);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decode(res.body).equals(identity.body)).toBe(true);
      expect(res.headers.etag).not.toBe(identity.headers.etag);
    }
  });
});

describe('compressed on-demand pages', () => {
  it('/ask?q=… is compressed as it is written, and decodes to the identity page', async () => {
    const path = '/ask?q=does%20she%20know%20python';
    const identity = await rawGet(path, 'identity');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await rawGet(path, coding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.body.length).toBeLessThan(identity.body.length / 2);
      expect(decode(res.body).toString()).toBe(identity.body.toString());
    }
  });
});

describe('GET /v1/skills', () => {
  it('maps each category to skill names, in content order', async () => {
    const body = SkillsResponse.parse(await (await get('/v1/skills')).json());
    expect(Object.keys(body.data)).toEqual(['languages', 'orchestration', 'databases', 'cloud', 'ai']);
    for (const c of content.skills) expect(body.data[c.category]).toEqual(c.skills.map((s) => s.name));
  });

  it('category=all is the same as no category', async () => {
    const all = await (await get('/v1/skills?category=all')).json();
    expect(all).toEqual(await (await get('/v1/skills')).json());
  });

  it.each(['languages', 'orchestration', 'databases', 'cloud', 'ai'])('category=%s returns only that category', async (category) => {
    const res = await get(`/v1/skills?category=${category}`);
    expect(res.status).toBe(200);
    const body = SkillsResponse.parse(await res.json());
    expect(Object.keys(body.data)).toEqual([category]);
    expect(body.data[category]).toEqual(content.skillsIn(category)![0]!.skills.map((s) => s.name));
  });

  it('a category outside the enumeration is a 400 that lists the allowed values', async () => {
    const res = await get('/v1/skills?category=cooking');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'INVALID_PARAM',
      param: 'category',
      allowed: ['all', 'languages', 'orchestration', 'databases', 'cloud', 'ai'],
    });
  });

  it('category values are case-sensitive', async () => {
    expect((await get('/v1/skills?category=AI')).status).toBe(400);
  });
});

describe('query parameter rules', () => {
  it.each([
    ['/v1/projects?tag=etl&tag=dbt', 'DUPLICATE_PARAM'],
    ['/v1/skills?category=ai&category=ai', 'DUPLICATE_PARAM'],
    ['/v1/projects?tag=', 'EMPTY_PARAM'],
    ['/v1/skills?category=', 'EMPTY_PARAM'],
    ['/v1/skills?category=%20', 'EMPTY_PARAM'],
  ])('%s is a 400 %s', async (path, code) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(await res.json()).toMatchObject({ status: 400, code });
  });

  it('an over-long tag is a 400, not a 500', async () => {
    const res = await get(`/v1/projects?tag=${'a'.repeat(500)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_PARAM', param: 'tag' });
  });
});

describe('the same success word everywhere', () => {
  it.each(['/v1/profile', '/v1/projects', '/v1/skills', '/v1/projects?tag=etl', '/v1/skills?category=ai'])('%s', async (path) => {
    expect((await (await get(path)).json()).status).toBe('success');
  });
});
