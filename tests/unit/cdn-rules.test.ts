// The generated CDN routing: `_redirects` only rewrites the clean API URLs to their files, with
// rules both Netlify and Cloudflare Pages accept; the proxying is the edge code's (tests/deploy).
import { describe, expect, it } from 'vitest';
import { cdnRedirects, queryParameters } from '../../integrations/static-manifest.mjs';

const routes = {
  '/v1/projects': { file: '/v1/projects.json' },
  '/v1/projects/etl': { file: '/v1/projects/etl.json' },
  '/v1/skills': { file: '/v1/skills.json' },
  '/': { file: '/index.html' },
};

describe('_redirects', () => {
  it('takes the query parameters from the route registry', async () => {
    const params = await queryParameters();
    expect(params.get('/v1/projects')).toEqual(['tag']);
    expect(params.get('/v1/skills')).toEqual(['category']);
  });

  it('rewrites the clean API URLs to their files, and nothing else', () => {
    const lines = cdnRedirects(routes).trim().split('\n').slice(1);
    expect(lines).toEqual(['/v1/projects  /v1/projects.json  200', '/v1/projects/etl  /v1/projects/etl.json  200', '/v1/skills  /v1/skills.json  200']);
  });

  it('has no rule Cloudflare rejects: no query matching, no proxy to another origin, no forced rule', () => {
    for (const line of cdnRedirects(routes)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))) {
      const fields = line.trim().split(/\s+/);
      expect(fields, line).toHaveLength(3);
      expect(fields[1], line).toMatch(/^\//);
      expect(fields[2], line).toBe('200');
    }
  });
});
