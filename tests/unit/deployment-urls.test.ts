// Where the dynamic features live (#15): the site's own origin, a Node server at API_ORIGIN (a
// static-only site with its API elsewhere), or none. One value (`urls.server`, src/core/urls.ts)
// names every endpoint the Node server answers and is the OAuth issuer; the documents follow it.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AS_METADATA_PATH,
  authorizationServerMetadata,
  bearerChallenge,
  MCP_PRM_PATH,
  originMetadataPaths,
  PRM_PATH,
  protectedResourceMetadata,
  wellKnownUrl,
} from '../../src/auth/metadata.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls, type Urls } from '../../src/core/urls.ts';
import { authMarkdown } from '../../src/discovery/auth-md.ts';
import { aiCatalog } from '../../src/discovery/ai-catalog.ts';
import { apiCatalog } from '../../src/discovery/api-catalog.ts';
import { llmsTxt } from '../../src/discovery/llms.ts';
import { agentSkillsIndex, skillMarkdown } from '../../src/discovery/skill.ts';
import { buildOpenApi } from '../../src/discovery/openapi.ts';
import { mcpIdentity, SERVER_CARD_MEDIA_TYPE, SERVER_CARD_PATH } from '../../src/mcp/identity.ts';

const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/example-portfolio'))));
const SITE = 'https://user.github.io/portfolio/';
const API = 'https://api.example.org';

/** Every absolute URL of a text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)\\`]+/g)].map((m) => m[0].replace(/[.,;]+$/, ''));

/** Every document an agent reads on the static host, as text (`openapi`: with the OpenAPI description). */
function documents(urls: Urls, openapi = true): string {
  return [
    llmsTxt(portfolio, urls),
    authMarkdown(portfolio, urls),
    skillMarkdown(portfolio, urls),
    JSON.stringify(agentSkillsIndex(portfolio, urls)),
    JSON.stringify(apiCatalog(urls)),
    JSON.stringify(aiCatalog(portfolio, urls)),
    ...(openapi ? [JSON.stringify(buildOpenApi(portfolio, urls))] : []),
  ].join('\n');
}

describe('createUrls: the Node server', () => {
  it('is the site itself by default', () => {
    const urls = createUrls('https://ada.dev');
    expect(urls.server).toBe('https://ada.dev');
    expect(urls.dynamic).toBe(true);
    expect(urls.api('/mcp')).toBe('https://ada.dev/mcp');
    expect(urls.resource('/v1/profile')).toBe('https://ada.dev/v1/profile');
    expect(urls.projectApi('a b')).toBe('https://ada.dev/v1/projects/a%20b');
  });

  it('is API_ORIGIN, under the same base path, for a split deployment', () => {
    const urls = createUrls(SITE, '/portfolio', API);
    expect(urls.abs('/projects')).toBe('https://user.github.io/portfolio/projects');
    expect(urls.server).toBe(API);
    expect(urls.api('/v1/ask')).toBe(`${API}/portfolio/v1/ask`);
    expect(urls.resource('/v1/skills')).toBe(`${API}/portfolio/v1/skills`);
    expect(urls.projectApi('x')).toBe(`${API}/portfolio/v1/projects/x`);
  });

  it('is absent for a static-only site without one: resources are the .json files', () => {
    const urls = createUrls(SITE, '/portfolio', null);
    expect(urls.dynamic).toBe(false);
    expect(urls.resource('/v1/skills')).toBe('https://user.github.io/portfolio/v1/skills.json');
    expect(urls.projectApi('x')).toBe('https://user.github.io/portfolio/v1/projects/x.json');
  });
});

describe('the OAuth metadata locations (RFC 8414 §3.1, RFC 9728 §3.1)', () => {
  it('insert the well-known prefix between the origin and the path', () => {
    // RFC 8414 §3.1's own example.
    expect(wellKnownUrl(AS_METADATA_PATH, 'https://example.com/issuer1')).toBe('https://example.com/.well-known/oauth-authorization-server/issuer1');
    expect(wellKnownUrl(AS_METADATA_PATH, 'https://example.com')).toBe('https://example.com/.well-known/oauth-authorization-server');
    expect(wellKnownUrl(PRM_PATH, 'https://ada.dev/portfolio/mcp')).toBe('https://ada.dev/.well-known/oauth-protected-resource/portfolio/mcp');
  });

  it('are the router paths without a base, and root paths outside the folder with one', () => {
    expect([...originMetadataPaths(createUrls('https://ada.dev'))]).toEqual([
      [AS_METADATA_PATH, AS_METADATA_PATH],
      [PRM_PATH, PRM_PATH],
      [MCP_PRM_PATH, MCP_PRM_PATH],
    ]);
    expect([...originMetadataPaths(createUrls(SITE, '/portfolio', API))]).toEqual([
      [AS_METADATA_PATH, AS_METADATA_PATH],
      [PRM_PATH, PRM_PATH],
      [`${PRM_PATH}/portfolio/mcp`, MCP_PRM_PATH],
    ]);
  });
});

describe('a split deployment: the static site names the API server for everything dynamic', () => {
  const urls = createUrls(SITE, '/portfolio', API);

  it('issuer, audience, endpoints and the 401 challenge are the API server', () => {
    const as = authorizationServerMetadata(urls.server, urls);
    expect(as.issuer).toBe(API);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'registration_endpoint', 'revocation_endpoint'] as const)
      expect(as[key].startsWith(`${API}/portfolio/`), key).toBe(true);
    for (const url of Object.values(as.agent_auth).filter((v): v is string => typeof v === 'string' && v.startsWith('http')))
      expect(url.startsWith(`${API}/portfolio/`) || url === urls.abs('/auth.md'), url).toBe(true);
    expect(protectedResourceMetadata(urls.server, urls, urls.api('/mcp'))).toMatchObject({ resource: `${API}/portfolio/mcp`, authorization_servers: [API] });
    expect(bearerChallenge(urls)).toContain(`resource_metadata="${API}/.well-known/oauth-protected-resource"`);
    expect(mcpIdentity(portfolio, urls).endpoint).toBe(`${API}/portfolio/mcp`);
  });

  it('every absolute URL of the documents is a page or document of the site, or at the API server', () => {
    const all = urlsIn(documents(urls));
    expect(all.length).toBeGreaterThan(50);
    const site = all.filter((u) => u.startsWith('https://user.github.io/'));
    const api = all.filter((u) => u.startsWith(API));
    // Nothing dynamic on the static host: no /v1 operation, no auth endpoint, no MCP.
    for (const u of site) expect(/\/(v1|mcp)(\/|$|\?)|\.well-known\/(oauth|mcp|jwks)/.test(new URL(u).pathname) && !u.endsWith('.json'), u).toBe(false);
    for (const path of ['/portfolio/mcp', '/portfolio/v1/auth/token', '/portfolio/v1/ask', `/portfolio${SERVER_CARD_PATH}`])
      expect(
        api.some((u) => new URL(u).pathname === path),
        path,
      ).toBe(true);
    expect(JSON.stringify(buildOpenApi(portfolio, urls))).toContain(`"tokenUrl":"${API}/portfolio/v1/auth/token"`);
  });
});

describe('a static-only site without an API server', () => {
  const urls = createUrls(SITE, '/portfolio', null);

  it('names no dynamic endpoint in any document, and the JSON files instead of the API', () => {
    // The OpenAPI description describes the whole API; its servers entry says what is served.
    const all = urlsIn(documents(urls, false));
    expect(all.length).toBeGreaterThan(15);
    for (const u of all.filter((x) => !x.startsWith('https://schemas.agentskills.io/'))) {
      expect(u.startsWith('https://user.github.io/portfolio/'), u).toBe(true);
      const path = new URL(u).pathname;
      expect(/\/(mcp|ask)$|\/v1\/(auth|ask|dossier)|\.well-known\/(oauth|mcp|jwks)/.test(path), u).toBe(false);
      if (path.startsWith('/portfolio/v1/')) expect(path.endsWith('.json') || path.includes('{'), u).toBe(true);
    }
    expect(llmsTxt(portfolio, urls)).toContain(`(${SITE}v1/projects.json)`);
    expect(llmsTxt(portfolio, urls)).toContain('served as files only');
    expect(authMarkdown(portfolio, urls)).toContain('no authorization server');
    expect(apiCatalog(urls).linkset).toHaveLength(1);
    expect(aiCatalog(portfolio, urls).entries.map((e) => e.type)).not.toContain(SERVER_CARD_MEDIA_TYPE);
    const { servers } = buildOpenApi(portfolio, urls) as { servers: { description: string }[] };
    expect(servers[0]!.description).toMatch(/files only.*\.json/);
  });
});

describe('the agent skill', () => {
  it('encodes the example query: a tag such as c++ reaches the server as c++ (not "c  ")', () => {
    const data = portfolioData(loadPortfolioSource(resolve('tests/fixtures/example-portfolio')));
    // c++ made the most used tag, so that the skill's example names it.
    const cppEverywhere = createPortfolio({ ...data, projects: data.projects.map((p) => ({ ...p, tags: ['c++', ...p.tags.filter((t) => t !== 'c++')] })) });
    expect(cppEverywhere.tags[0]!.tag).toBe('c++');
    const md = skillMarkdown(cppEverywhere, createUrls('https://ada.example'));
    const [, query] = /\/v1\/projects\?([^`\s]+)/.exec(md)!;
    expect(new URLSearchParams(query).get('tag')).toBe('c++');
  });
});
