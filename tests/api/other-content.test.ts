// A build from another content directory (PORTFOLIO_CONTENT) with another SITE_URL serves that
// person's data, categories included (built by tests/global-setup.ts).
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

  it('emits absolute URLs from its own SITE_URL', async () => {
    const { data } = await (await get('/v1/projects')).json();
    expect(data[0].links.self).toBe(`${OTHER_SITE}/v1/projects/${data[0].id}`);
    const problem = await (await get('/v1/nope')).json();
    expect(problem.type).toBe(`${OTHER_SITE}/errors#not-found`);
    expect(await (await get('/')).text()).toContain(`<link rel="canonical" href="${OTHER_SITE}/">`);
  });
});
