// The content that pushes the layout (tests/fixtures/stress-portfolio: a 2,400 px screenshot in a
// write-up, a 150-character unbroken title, 30 tags, names with accents), built with the real
// `astro build` into a folder of this test file's own and served by the real server.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startServer } from '../../scripts/lib/start-server.mjs';

export const STRESS_CONTENT = 'tests/fixtures/stress-portfolio';

export interface StressSite {
  url: string;
  /** The built site's folder (its pages are under client/). */
  dir: string;
  stop: () => Promise<void>;
}

export async function startStressSite(): Promise<StressSite> {
  const root = process.env.PORTFOLIO_TEST_RUN ?? 'dist-test';
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'stress-'));
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', dir], {
    env: {
      ...process.env,
      PORTFOLIO_CONTENT: STRESS_CONTENT,
      PORTFOLIO_ENV_FILE: '',
      SITE_URL: '',
      PORT: '',
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_CACHE_DIR: `${dir}-cache`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const state = mkdtempSync(join(tmpdir(), 'portfolio-stress-state-'));
  const server = await startServer('server.mjs', { env: { PORTFOLIO_ENV_FILE: '', PORTFOLIO_DIST: dir, STATE_DIR: state } });
  return {
    url: server.url,
    dir,
    async stop() {
      await server.stop();
      for (const d of [dir, `${dir}-cache`, state]) rmSync(d, { recursive: true, force: true });
    },
  };
}

/**
 * Every HTML page of a build (`<dir>/client/**.html`) as the path it is served at:
 * `index.html` -> `/`, `projects/x.html` -> `/projects/x`, `404.html` -> an unknown URL.
 */
export function builtPages(dir: string): string[] {
  const client = join(dir, 'client');
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('_'))
    .map((f) => relative('.', f).replaceAll('\\', '/'))
    .map((f) => (f === 'index.html' ? '/' : f === '404.html' ? '/no/such/page' : `/${f.slice(0, -'.html'.length)}`))
    .sort();
}
