// The generated CDN routing: query strings on prerendered API paths go to the Node server.
import { describe, expect, it } from 'vitest';
import { cdnRedirects, dynamicPaths, queryParameters } from '../../integrations/static-manifest.mjs';

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

  it('proxies filtered requests before rewriting clean URLs, then proxies the rest of /v1', async () => {
    const lines = cdnRedirects(routes, 'https://api.example.com/', await queryParameters())
      .trim()
      .split('\n')
      .slice(1);
    expect(lines).toEqual([
      '/v1/projects  tag=:tag  https://api.example.com/v1/projects?tag=:tag  200!',
      '/v1/skills  category=:category  https://api.example.com/v1/skills?category=:category  200!',
      '/v1/projects  /v1/projects.json  200',
      '/v1/projects/etl  /v1/projects/etl.json  200',
      '/v1/skills  /v1/skills.json  200',
      '/v1/*  https://api.example.com/v1/:splat  200',
    ]);
  });

  it('proxies the Node-only paths outside /v1: auth metadata, MCP, on-demand pages', async () => {
    const dynamic = await dynamicPaths(['/ask']);
    expect(dynamic).toEqual(
      expect.arrayContaining([
        '/.well-known/oauth-authorization-server',
        '/.well-known/jwks.json',
        '/mcp',
        '/mcp/server-card',
        '/.well-known/mcp/server-card.json',
        '/ask',
      ]),
    );
    const text = cdnRedirects(routes, 'https://api.example.com', await queryParameters(), dynamic);
    expect(text).toContain('/mcp  https://api.example.com/mcp  200!');
    expect(text).toContain('/ask  https://api.example.com/ask  200!');
  });

  it('without API_ORIGIN only rewrites, and says how to enable the proxy', async () => {
    const text = cdnRedirects(routes, undefined, await queryParameters());
    expect(text).not.toContain('200!');
    expect(text).toContain('# Set API_ORIGIN');
  });
});
