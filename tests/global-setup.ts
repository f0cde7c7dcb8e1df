// Starts the built servers the API and browser tests talk to, over HTTP:
// - `baseUrl`: the example portfolio (tests/fixtures/example-portfolio, a copy of content/), built by
//   `npm test` into dist/ (`npm run build:example`);
// - `otherUrl`: tests/fixtures/other-portfolio, built here into dist-test/other with another SITE_URL;
// - `originUrl`: the default content built into dist-test/origin for the very origin it is served
//   at (SITE_URL = its own address), for clients that follow absolute URLs (Lighthouse).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../scripts/lib/start-server.mjs';
import { loadPortfolioSource } from '../src/core/content/load.ts';
import { portfolioData } from '../src/core/portfolio.ts';
import { EXAMPLE_CONTENT } from './support/example-content.ts';
import { AUTO_GRANT } from './support/grants.ts';
import { freePort } from './support/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    otherUrl: string;
    originUrl: string;
    /** Pre-shared agent keys configured on the `baseUrl` server (made up per run). */
    apiKeys: { all: string; skillsOnly: string };
    /** The STATE_DIR of the `baseUrl` server. */
    stateDir: string;
  }
}

// One folder per run, so that two runs at once (for example two developers' test runs on one
// machine) never rebuild each other's servers.
// The test workers inherit the variable from the process that ran this setup.
const RUN = (process.env.PORTFOLIO_TEST_RUN ??= `dist-test/run-${process.pid}`);
export const OTHER_DIST = `${RUN}/other`;
export const OTHER_SITE = 'https://ines.example';
export const ORIGIN_DIST = `${RUN}/origin`;

function build(outDir: string, env: Record<string, string>) {
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', outDir], {
    env: { ...process.env, PORTFOLIO_ENV_FILE: '', ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${RUN}/cache-${outDir.split('/').pop()}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

type Server = Awaited<ReturnType<typeof startServer>>;

interface Started {
  context: { apiKeys: { all: string; skillsOnly: string }; stateDir: string; baseUrl: string; otherUrl: string; originUrl: string };
  stop: () => Promise<void>;
}

/**
 * The api and e2e projects share one set of builds and servers: the first project to set up
 * starts them, the last to tear down stops them (vitest runs global setups in one process).
 */
const shared = globalThis as typeof globalThis & { portfolioServers?: { started: Promise<Started>; users: number } };

export default async function setup(project: TestProject) {
  shared.portfolioServers ??= { started: startAll(), users: 0 };
  const entry = shared.portfolioServers;
  entry.users += 1;
  const { context, stop } = await entry.started;
  for (const [key, value] of Object.entries(context)) project.provide(key as keyof typeof context, value as never);
  return async () => {
    entry.users -= 1;
    if (entry.users === 0) {
      shared.portfolioServers = undefined;
      await stop();
    }
  };
}

async function startAll(): Promise<Started> {
  if (!existsSync('dist/static-manifest.json')) throw new Error('no build in dist/: run the tests with `npm test` (or `npm run build:example` first)');
  // dist/ must be the example portfolio's build, not the user's own content/.
  // (The snapshot names its language, which the content folder's own files do not.)
  const { lang: _lang, ...data } = JSON.parse(readFileSync('dist/server/portfolio.json', 'utf8')).data;
  const built = JSON.stringify(data);
  if (built !== JSON.stringify(portfolioData(loadPortfolioSource(EXAMPLE_CONTENT)))) {
    throw new Error('dist/ was not built from tests/fixtures/example-portfolio: run `npm run build:example` (npm test does) before the api and e2e tests');
  }
  build(OTHER_DIST, { PORTFOLIO_CONTENT: 'tests/fixtures/other-portfolio', SITE_URL: OTHER_SITE });
  const port = await freePort();
  build(ORIGIN_DIST, { PORTFOLIO_CONTENT: 'tests/fixtures/example-portfolio', SITE_URL: `http://127.0.0.1:${port}` });
  const state = mkdtempSync(join(tmpdir(), 'portfolio-test-state-'));
  const apiKeys = { all: randomBytes(24).toString('base64url'), skillsOnly: randomBytes(24).toString('base64url') };
  const sha = (k: string) => createHash('sha256').update(k).digest('hex');
  const mainEnv = {
    STATE_DIR: join(state, 'main'),
    AGENT_API_KEYS: JSON.stringify([
      { name: 'test-all', sha256: sha(apiKeys.all), scopes: ['portfolio:read', 'projects:read', 'skills:read', 'contact:read'] },
      { name: 'test-skills', sha256: sha(apiKeys.skillsOnly), scopes: ['skills:read'] },
    ]),
    // The suites send many requests from one address; the rate-limit tests start their own server.
    RATE_LIMIT_API: '100000/60',
    RATE_LIMIT_MCP: '100000/60',
    RATE_LIMIT_AUTH: '100000/60',
    ...AUTO_GRANT,
  };
  const started: Awaited<ReturnType<typeof startServer>>[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServer('server.mjs', { env: { PORTFOLIO_ENV_FILE: '', ...env } });
    started.push(server);
    return server;
  };
  let main: Server, other: Server, origin: Server;
  try {
    main = await start(mainEnv);
    other = await start({
      ...AUTO_GRANT,
      PORTFOLIO_DIST: OTHER_DIST,
      STATE_DIR: join(state, 'other'),
      RATE_LIMIT_API: '100000/60',
      RATE_LIMIT_MCP: '100000/60',
    });
    origin = await start({ PORTFOLIO_DIST: ORIGIN_DIST, PORT: String(port), STATE_DIR: join(state, 'origin') });
  } catch (err) {
    // Never leave a started server behind.
    await Promise.all(started.map((s) => s.stop()));
    throw err;
  }
  return {
    context: { apiKeys, stateDir: mainEnv.STATE_DIR, baseUrl: main.url, otherUrl: other.url, originUrl: origin.url },
    async stop() {
      await Promise.all([main.stop(), other.stop(), origin.stop()]);
      rmSync(state, { recursive: true, force: true });
      rmSync(RUN, { recursive: true, force: true });
    },
  };
}
