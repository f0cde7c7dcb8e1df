// The pure builders of the deployment configurations (src/deploy/): the CDN `_headers` rules, the
// nginx server block and the systemd unit. The same builders are run against the real software in
// tests/deploy/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerRules, headersFor, MAX_RULES, matches, matchesOf, renderHeaderRules } from '../../src/deploy/cdn-headers.ts';
import { cloudflareRoutes } from '../../src/deploy/cloudflare-worker.ts';
import { nginxServer, SERVER_NODE_FLAGS, systemdUnit } from '../../src/deploy/nginx.ts';
import { pagePolicy } from '../../src/http/csp.ts';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts.ts';

const SECURITY = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };
const CSP = pagePolicy({ inlineScripts: INLINE_SCRIPTS });
const PAGE = {
  ...SECURITY,
  'content-type': 'text/html; charset=utf-8',
  vary: 'Accept',
  'x-frame-options': 'DENY',
  'content-security-policy': CSP,
  'cache-control': 'public, max-age=0, must-revalidate',
};
const TWIN = {
  ...SECURITY,
  'content-type': 'text/markdown; charset=utf-8',
  vary: 'Accept',
  'x-frame-options': 'DENY',
  // As its page (harmless on Markdown): one rule per folder covers a page and its twin.
  'content-security-policy': CSP,
  'access-control-allow-origin': '*',
  'cache-control': 'public, max-age=0, must-revalidate',
};
const API = { ...SECURITY, 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=300' };

/** A manifest shaped like a build's, with `n` projects and `n` tags (pages, twins, API files). */
function site(n: number) {
  const routes: Record<string, { file: string; headers: Record<string, string>; markdown?: string; encodings?: string[] }> = {
    '/': { file: '/index.html', headers: { ...PAGE, link: '</index.md>; rel="alternate"', etag: '"a"' }, markdown: '/index.md' },
    '/index.md': { file: '/index.md', headers: { ...TWIN, link: '<https://x.dev/>; rel="canonical"', etag: '"b"' } },
    '/v1': { file: '/v1.json', headers: { ...API, etag: '"c"' } },
    '/openapi.json': {
      file: '/openapi.json',
      headers: { ...API, 'content-type': 'application/vnd.oai.openapi+json', 'cache-control': 'public, max-age=3600' },
    },
    '/_astro/a.css': {
      file: '/_astro/a.css',
      headers: { ...SECURITY, 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
    },
  };
  for (let i = 0; i < n; i++) {
    for (const dir of ['/projects', '/projects/tags']) {
      routes[`${dir}/p${i}`] = {
        file: `${dir}/p${i}.html`,
        headers: { ...PAGE, link: `<${dir}/p${i}.md>; rel="alternate"` },
        markdown: `${dir}/p${i}.md`,
        encodings: ['br', 'gzip'],
      };
      routes[`${dir}/p${i}.md`] = { file: `${dir}/p${i}.md`, headers: { ...TWIN, link: `<https://x.dev${dir}/p${i}>; rel="canonical"` } };
    }
    routes[`/v1/projects/p${i}`] = { file: `/v1/projects/p${i}.json`, headers: { ...API } };
  }
  return { version: 1, routes };
}

describe('_headers (Netlify, Cloudflare Pages)', () => {
  it('matches like the hosts: * matches any characters, / included', () => {
    expect(matches('/projects/*', '/projects/a/b.md')).toBe(true);
    expect(matches('/projects/*.md', '/projects/a')).toBe(false);
    expect(matches('/v1', '/v1/x')).toBe(false);
  });

  it('finds the paths of each pattern as testing every path would, without testing every path (issue #29: that was quadratic)', () => {
    const paths = [
      ...new Set([...Object.keys(site(300).routes), '/', '/a/', '/a/.html', '/a/b.x.html', '/a/b/c.md', '/ab', '/a', '/é/ü.html', '/a/b.xhtml']),
    ].sort();
    const patterns = [...new Set([...paths, '/*', '/a/*', '/a/*.html', '/*.md', '/*.html', '/a', '/zz', '/zz/*', '/é/*', '/projects/*.md', '/v1/*'])];
    const found = matchesOf(patterns, paths);
    for (const pattern of patterns) expect(found.get(pattern), pattern).toEqual(paths.filter((path) => matches(pattern, path)));
  });

  it.each([1, 50, 2000])('stays within %s-project sites at a constant, small number of rules', (n) => {
    const rules = headerRules(site(n).routes);
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES);
    expect(rules.length).toBe(headerRules(site(1).routes).length);
  });

  it('gives every file exactly its headers (no header twice), less ETag, Link and the inferred HTML type', () => {
    const { routes } = site(30);
    const rules = headerRules(routes);
    for (const [url, { file, headers }] of Object.entries(routes)) {
      const expected = Object.fromEntries(
        Object.entries(headers).filter(([k]) => k !== 'etag' && k !== 'link' && !(k === 'content-type' && file.endsWith('.html'))),
      );
      expect(headersFor(rules, url), url).toEqual(expected);
    }
  });

  it('gives every page (and its Markdown twin) the Content-Security-Policy once, and no other file', () => {
    const { routes } = site(30);
    const rules = headerRules(routes);
    for (const [url, { file }] of Object.entries(routes))
      expect(headersFor(rules, url)['content-security-policy'], url).toBe(/\.(html|md)$/.test(file) ? CSP : undefined);
    expect(renderHeaderRules(rules)).toContain(`  content-security-policy: ${CSP}\n`);
  });

  it("never puts on a folder's pattern a header its own file lacks (Netlify applies /v1/* to /v1 too)", () => {
    const json = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
    const lang = { 'content-language': 'en', vary: 'Accept-Language' };
    const routes = {
      '/v1': { file: '/v1.json', headers: { ...json } },
      '/v1/profile': { file: '/v1/profile.json', headers: { ...json, ...lang } },
      '/v1/skills': { file: '/v1/skills.json', headers: { ...json, ...lang } },
      '/v1/projects/a': { file: '/v1/projects/a.json', headers: { ...json, ...lang } },
    };
    const rules = headerRules(routes);
    // As Netlify reads them: a rule `X/*` also applies to `X`.
    const netlify = (path: string) =>
      headersFor(
        rules.map((r) => ({ ...r, pattern: r.pattern === `${path}/*` ? path : r.pattern })),
        path,
      );
    expect(netlify('/v1').vary).toBeUndefined();
    expect(netlify('/v1')['content-language']).toBeUndefined();
    for (const path of Object.keys(routes)) expect(headersFor(rules, path), path).toEqual(routes[path as keyof typeof routes].headers);
  });

  it('refuses to write more rules than Cloudflare reads', () => {
    const many = Array.from({ length: MAX_RULES + 1 }, (_, i) => ({ pattern: `/p${i}`, headers: { a: 'b' } }));
    expect(() => renderHeaderRules(many)).toThrow(/at most 100/);
  });
});

describe('Cloudflare _routes.json', () => {
  it('sends every request to the worker', () => {
    expect(cloudflareRoutes()).toEqual({ version: 1, include: ['/*'], exclude: [] });
  });
});

describe('nginx server block', () => {
  const conf = nginxServer(site(2) as never, { dist: '/srv/p/dist', upstream: '127.0.0.1:4321', listen: '80', serverName: 'ada.dev', brotli: true });

  it('has one exact location per file but the 404 page, and proxies the rest to Node', () => {
    expect(conf).toContain('location = /projects/p1 {');
    expect(conf).toContain('alias /srv/p/dist/precompressed/projects/p1.html;');
    expect(conf).toContain('alias /srv/p/dist/client/v1.json;');
    expect(conf).toMatch(/location \/ \{\s+error_page 418 = @node;\s+return 418;/);
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it("sends each page's Content-Security-Policy, and no other file's", () => {
    const page = conf.slice(conf.indexOf('location = /projects/p1 {'));
    expect(page.slice(0, page.indexOf('\n  }'))).toContain(`add_header content-security-policy "${CSP}";`);
    const api = conf.slice(conf.indexOf('location = /v1 {'));
    expect(api.slice(0, api.indexOf('\n  }'))).not.toContain('Content-Security-Policy');
  });

  it('sends API files with a query or Authorization, and other methods, to Node', () => {
    const block = conf.slice(conf.indexOf('location = /v1 {'));
    expect(block.slice(0, block.indexOf('\n  }'))).toContain('if ($pf_api_node) { return 418; }');
    expect(conf).toContain('map "$pf_write$is_args$http_authorization" $pf_api_node { "0" 0; default 1; }');
    // A %-escape in the path: Node decides (nginx would match the decoded path).
    expect(conf).toContain('map $request_uri $pf_escaped { "~^[^?]*%" 1; default 0; }');
    expect(conf).toContain('map "$pf_write_method$pf_escaped" $pf_write { "00" 0; default 1; }');
  });

  it('serves the files of a base-path site under its folder, and leaves the rest to Node', () => {
    const under = nginxServer(site(2) as never, { dist: '/d', upstream: 'x:1', listen: '80', serverName: '_', brotli: false, base: '/portfolio/' });
    const locations = [...under.matchAll(/location = (\S+) \{/g)].map((m) => m[1]!);
    expect(locations.length).toBeGreaterThan(3);
    for (const path of locations) expect(path === '/portfolio' || path.startsWith('/portfolio/'), path).toBe(true);
    expect(locations).toContain('/portfolio/projects/p1');
    expect(locations).toContain('/portfolio');
    expect(under).toMatch(/location \/ \{\s+error_page 418 = @node;/);
  });

  it('refuses header values and paths that would break the file', () => {
    const bad = { version: 1, routes: { '/a b': { file: '/a b.html', headers: {} } } };
    expect(() => nginxServer(bad, { dist: '/d', upstream: 'x:1', listen: '80', serverName: '_', brotli: false })).toThrow(/unexpected characters/);
    const header = { version: 1, routes: { '/a': { file: '/a.html', headers: { x: 'a\nb' } } } };
    expect(() => nginxServer(header, { dist: '/d', upstream: 'x:1', listen: '80', serverName: '_', brotli: false })).toThrow(/spans lines/);
  });
});

describe('systemd unit', () => {
  const options = { projectDir: '/srv/portfolio', user: 'portfolio', host: '127.0.0.1', port: 4321 };
  const unit = systemdUnit(options);

  it('keeps the state under StateDirectory= and trusts the local nginx only', () => {
    expect(unit).toContain('StateDirectory=portfolio');
    expect(unit).toContain('Environment=STATE_DIR=%S/portfolio');
    expect(unit).toContain('Environment=TRUST_PROXY=loopback');
    expect(unit).toContain(`ExecStart=/srv/portfolio/node_modules/.bin/node ${SERVER_NODE_FLAGS} /srv/portfolio/server.mjs`);
  });

  it("starts a site's server from the kit in node_modules with the Node it names; refuses paths that would break the unit", () => {
    const site = systemdUnit({ ...options, server: 'node_modules/agent-portfolio/server.mjs', node: '/usr/bin/node' });
    expect(site).toContain(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS} /srv/portfolio/node_modules/agent-portfolio/server.mjs`);
    expect(() => systemdUnit({ ...options, server: '../server.mjs' })).toThrow(/plain path inside the project folder/);
    expect(() => systemdUnit({ ...options, server: '/opt/server.mjs' })).toThrow(/plain path inside the project folder/);
    expect(() => systemdUnit({ ...options, node: 'node' })).toThrow(/absolute path/);
    expect(() => systemdUnit({ ...options, node: '/opt/my node' })).toThrow(/absolute path/);
  });

  it('limits glibc to two malloc arenas (docs/security.md#memory-under-load)', () => {
    expect(unit).toContain('Environment=MALLOC_ARENA_MAX=2');
  });

  it('starts Node with the flags of npm run serve', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS} server.mjs`);
  });

  it('turns the hardening options on', () => {
    for (const option of [
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'CapabilityBoundingSet=',
      'SystemCallFilter=@system-service',
    ]) {
      expect(unit).toContain(option);
    }
  });

  it('is a unit systemd-analyze accepts (where systemd is installed)', () => {
    const which = spawnSync('systemd-analyze', ['--version']);
    if (which.status !== 0) return; // no systemd here: the option checks above still run
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-unit-'));
    try {
      const path = join(dir, 'portfolio.service');
      writeFileSync(path, unit.replaceAll('/srv/portfolio/node_modules/.bin/node', process.execPath));
      const run = spawnSync('systemd-analyze', ['verify', path], { encoding: 'utf8' });
      const problems = `${run.stdout}${run.stderr}`
        .split('\n')
        .filter((l) => l.includes('portfolio.service') && !/is not executable|No such file|does not exist/.test(l));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
