/**
 * A site's own astro.config.mjs (docs/decisions/0002-astro-integration.md): the kit's integration,
 * `portfolio({ content })`, next to the site's own integration (an injected page) and its own Vite
 * option (a `define` the page prints). The build answers the kit's pages, the API from the
 * configured content folder and the site's page. The configuration lives under dist-test/ of this
 * checkout, so `import portfolio from 'agent-portfolio'` resolves to this checkout (a package may
 * import itself by its name); tests/package/site.test.ts builds the same files in a site that
 * installed the packed kit, through `agent-portfolio build`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import type { StartedServer } from '../support/servers.ts';
import { buildEnv } from '../support/links.ts';
import { COLOPHON, GREETING, siteConfig } from '../support/site-config.ts';

const SITE = `dist-test/site-config-${process.pid}`;
const DIST = join(SITE, 'dist');
const CONTENT = 'tests/fixtures/example-portfolio';
let server: StartedServer | undefined;

/** The environment without PORTFOLIO_CONTENT: the content folder comes from the configuration's option. */
function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...buildEnv(),
    ASTRO_TELEMETRY_DISABLED: '1',
    ASTRO_CACHE_DIR: `${SITE}-cache`,
    PORTFOLIO_ENV_FILE: '',
    SITE_URL: '',
    PORT: '',
  };
  delete e.PORTFOLIO_CONTENT;
  return e;
}

beforeAll(() => {
  mkdirSync(SITE, { recursive: true });
  writeFileSync(join(SITE, 'astro.config.mjs'), siteConfig(`{ content: '${CONTENT}' }`));
  for (const [file, text] of Object.entries(COLOPHON)) writeFileSync(join(SITE, file), text);
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--config', join(SITE, 'astro.config.mjs'), '--outDir', DIST], {
    env: env(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  rmSync(SITE, { recursive: true, force: true });
  rmSync(`${SITE}-cache`, { recursive: true, force: true });
});

describe('a site with its own astro.config.mjs', () => {
  it("builds the kit's pages and server with the site's injected page", () => {
    expect(existsSync(join(DIST, 'client/index.html'))).toBe(true);
    expect(readFileSync(join(DIST, 'client/colophon.txt'), 'utf8')).toBe(GREETING);
    expect(existsSync(join(DIST, 'server/portfolio.json'))).toBe(true);
  });

  it("serves the kit's pages, /v1/profile from the content folder of portfolio({ content }), and the site's page", async () => {
    server = await startServer('server.mjs', { env: { ...env(), PORTFOLIO_DIST: DIST } });
    for (const path of ['/', '/projects', '/llms.txt']) expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    const profile = await fetch(`${server.url}/v1/profile`);
    expect(profile.status).toBe(200);
    const name = /^name:\s*(.+)$/m.exec(readFileSync(join(CONTENT, 'profile.md'), 'utf8'))?.[1];
    expect(((await profile.json()) as { data: { name: string } }).data.name).toBe(name);
    const colophon = await fetch(`${server.url}/colophon.txt`);
    expect(colophon.status).toBe(200);
    expect(await colophon.text()).toBe(GREETING);
    const page = await fetch(`${server.url}/colophon`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<p id="greeting">${GREETING}</p>`);
  });
});
