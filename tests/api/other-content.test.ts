// A build from another content directory (PORTFOLIO_CONTENT) with another SITE_URL serves that
// person's data, categories included (built by tests/global-setup.ts).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, inject, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { OTHER_SITE } from '../global-setup.ts';

const base = inject('otherUrl');
const source = loadPortfolioSource('tests/fixtures/other-portfolio');
const get = (path: string) => fetch(base + path);

describe('another content directory', () => {
  it('serves the other profile', async () => {
    const { data } = await (await get('/v1/profile')).json();
    expect(data.name).toBe(source.profile!.data.name);
    expect(data).not.toHaveProperty('website');
  });

  it('serves the other projects, statically and filtered', async () => {
    const all = await (await get('/v1/projects')).json();
    expect(all.data.map((p: { id: string }) => p.id).sort()).toEqual(source.projects.map((p) => p.id).sort());
    const tag = source.projects[0]!.data.tags[0]!;
    const filtered = await (await get(`/v1/projects?tag=${tag}`)).json();
    expect(filtered.count).toBe(source.projects.filter((p) => p.data.tags.includes(tag)).length);
    expect((await (await get('/v1/projects?tag=etl')).json()).count).toBe(0);
    // A keyword as written (the project's `keywords`) finds the projects of its tag.
    const asWritten = await (await get('/v1/projects?tag=GitHub%20Actions')).json();
    expect(asWritten.data.map((p: { id: string }) => p.id)).toEqual(['a11y-lint-action']);
  });

  it('derives the category enumeration from this content', async () => {
    const categories = source.skills.map((c) => c.category);
    expect(Object.keys((await (await get('/v1/skills')).json()).data)).toEqual(categories);
    const one = await (await get(`/v1/skills?category=${categories[0]}`)).json();
    expect(Object.keys(one.data)).toEqual([categories[0]]);
    const res = await get('/v1/skills?category=languages');
    expect(res.status).toBe(400);
    expect((await res.json()).allowed).toEqual(['all', ...categories]);
  });

  it('serves volunteering, awards and interests in /v1/career, the JSON Resume and MCP; never the private references', async () => {
    const career = source.career;
    expect(career.volunteer?.length && career.awards?.length && career.interests?.length && career.references?.length).toBeTruthy();
    const { data } = await (await get('/v1/career')).json();
    expect(data.volunteer.map((v: { organisation: string }) => v.organisation)).toEqual(career.volunteer!.map((v) => v.organisation));
    expect(data.awards.map((a: { title: string }) => a.title)).toEqual(career.awards!.map((a) => a.title));
    expect(data.interests).toEqual(career.interests);
    expect(data).not.toHaveProperty('references');
    const resume = await (await get('/v1/resume')).json();
    expect(resume.volunteer[0].organization).toBe(career.volunteer![0]!.organisation);
    expect(resume.awards[0].title).toBe(career.awards![0]!.title);
    const lint = resume.projects.find((p: { id: string }) => p.id === 'a11y-lint-action');
    expect(lint).toMatchObject({
      keywords: ['Accessibility', 'Testing', 'GitHub Actions', 'Playwright'],
      roles: ['Author', 'Maintainer'],
      type: 'GitHub Action',
    });
    expect(resume.skills[0]).toMatchObject({ id: 'frontend', name: 'Front-end', level: 'Master' });
    const client = new Client({ name: 'other-content-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', base)));
    const result = await client.callTool({ name: 'get_career', arguments: {} });
    await client.close();
    const mcpText = (result.content as { text: string }[]).map((c) => c.text).join('\n');
    for (const a of career.awards!) expect(mcpText).toContain(a.title);
    for (const v of career.volunteer!) expect(mcpText).toContain(v.organisation);
    expect(JSON.stringify(result)).not.toContain(career.references![0]!.name);
    // Nothing public holds a reference: every public JSON document of the site.
    for (const path of ['/v1/career', '/v1/resume', '/v1/profile', '/v1/projects', '/llms-full.txt', '/resume']) {
      const text = await (await get(path)).text();
      for (const r of career.references!) {
        expect(text, path).not.toContain(r.name);
        expect(text, path).not.toContain(r.reference);
      }
    }
  });

  it('emits absolute URLs from its own SITE_URL', async () => {
    const { data } = await (await get('/v1/projects')).json();
    expect(data[0].links.self).toBe(`${OTHER_SITE}/v1/projects/${data[0].id}`);
    const problem = await (await get('/v1/nope')).json();
    expect(problem.type).toBe(`${OTHER_SITE}/errors#not-found`);
    expect(await (await get('/')).text()).toContain(`<link rel="canonical" href="${OTHER_SITE}/">`);
  });
});
