// The kit's Astro integration (integrations/portfolio.mjs), in-process: its options (zod), how
// they meet the environment, what it sets in Astro's configuration, and what it says about
// settings of a site's own configuration that the kit owns. tests/integration/site-config.test.ts
// builds and serves a site with its own configuration.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import portfolio, { applyOptions, parseOptions, portfolioOptions } from '../../integrations/portfolio.mjs';

afterEach(() => vi.unstubAllEnvs());

/** What the integration sets (the parts the tests read). */
interface ConfigUpdate {
  srcDir: URL;
  publicDir: URL;
  adapter: { name: string };
  integrations: { name: string }[];
  [setting: string]: unknown;
}

/** Runs the integration's astro:config:setup for a site at `root` with `config`; returns what it set and warned. */
function setup(config: Record<string, unknown> = {}, root = pathToFileURL('/srv/site/')) {
  vi.stubEnv('PORTFOLIO_ENV_FILE', '');
  vi.stubEnv('SITE_URL', '');
  vi.stubEnv('PORTFOLIO_CONTENT', '');
  const updates: Record<string, unknown>[] = [];
  const warnings: string[] = [];
  const hook = portfolio().hooks['astro:config:setup'] as (p: unknown) => void;
  hook({
    config: { root, srcDir: new URL('./src/', root), ...config },
    command: 'build',
    updateConfig: (c: Record<string, unknown>) => updates.push(c),
    logger: { warn: (m: string) => warnings.push(m) },
  });
  return { set: Object.assign({}, ...updates) as ConfigUpdate, warnings };
}

describe('portfolio() options', () => {
  it('takes none, a site address and a content folder', () => {
    expect(parseOptions(undefined)).toEqual({});
    expect(parseOptions({ site: 'https://user.github.io/portfolio/', content: 'my-content' })).toEqual({
      site: 'https://user.github.io/portfolio/',
      content: 'my-content',
    });
  });

  it('refuses an unknown option and a bad address, naming the option and what to write', () => {
    expect(() => parseOptions({ contentDir: 'x' })).toThrow(/contentDir/);
    expect(() => parseOptions({ site: 'ada.dev' })).toThrow(/site must be an absolute http\(s\) URL such as https:\/\/ada\.dev/);
    expect(() => parseOptions({ site: 'https://ada.dev/?x=1' })).toThrow(/→ at site/);
    expect(() => parseOptions({ content: ' ' })).toThrow(/content/);
  });

  it('are defaults: SITE_URL and PORTFOLIO_CONTENT of the environment (or .env) win', () => {
    const env: NodeJS.ProcessEnv = { PORTFOLIO_ENV_FILE: '', SITE_URL: 'https://deployed.example' };
    applyOptions(parseOptions({ site: 'https://ada.dev', content: 'my-content' }), env);
    expect(env).toMatchObject({ SITE_URL: 'https://deployed.example', PORTFOLIO_CONTENT: 'my-content' });
    const empty: NodeJS.ProcessEnv = { PORTFOLIO_ENV_FILE: '', SITE_URL: ' ' };
    applyOptions(parseOptions({ site: 'https://ada.dev' }), empty);
    expect(empty.SITE_URL).toBe('https://ada.dev');
  });

  it('a configuration loaded again (dev, after an edit) replaces the values of its earlier options, never the environment', () => {
    const env: NodeJS.ProcessEnv = { PORTFOLIO_ENV_FILE: '', PORTFOLIO_CONTENT: 'from-the-shell' };
    applyOptions(parseOptions({ site: 'https://first.example', content: 'ignored' }), env);
    applyOptions(parseOptions({ site: 'https://second.example' }), env);
    expect(env).toMatchObject({ SITE_URL: 'https://second.example', PORTFOLIO_CONTENT: 'from-the-shell' });
    applyOptions(parseOptions({}), env);
    expect(env.SITE_URL).toBeUndefined();
    expect(env.PORTFOLIO_CONTENT).toBe('from-the-shell');
  });

  it('the type declarations name every option of the schema', () => {
    const declared = [...readFileSync('integrations/portfolio.d.ts', 'utf8').matchAll(/^ {2}(\w+)\?:/gm)].map((m) => m[1]);
    expect(declared.sort()).toEqual(Object.keys(portfolioOptions.unwrap().shape).sort());
  });
});

describe("portfolio() in a site's Astro configuration", () => {
  it("sets the kit's pages and public files, the Node adapter and the kit's build integrations", () => {
    const { set, warnings } = setup();
    expect(fileURLToPath(set.srcDir)).toBe(fileURLToPath(new URL('../../src/', import.meta.url)));
    expect(fileURLToPath(set.publicDir)).toBe(fileURLToPath(new URL('../../public/', import.meta.url)));
    expect(set.adapter.name).toBe('@astrojs/node');
    expect(set.integrations.map((i) => i.name)).toEqual(['@astrojs/node', 'dev-ingress', 'static-manifest', 'portfolio-snapshot', 'server-bundle']);
    expect(set).toMatchObject({ site: 'http://localhost:4321', base: '/', output: 'static', trailingSlash: 'never', build: { format: 'file' } });
    expect(warnings).toEqual([]);
  });

  it('says what to write instead of the settings the kit owns: site, adapter, srcDir', () => {
    const root = pathToFileURL('/srv/site/');
    const { warnings } = setup({ site: 'https://elsewhere.example', adapter: { name: 'other' }, srcDir: new URL('./pages-of-mine/', root) }, root);
    expect(warnings).toHaveLength(3);
    expect(warnings.join('\n')).toMatch(/portfolio\(\{ site \}\)/);
    expect(warnings.join('\n')).toMatch(/remove `adapter`/);
    expect(warnings.join('\n')).toMatch(/injectRoute/);
  });
});
