// Starts the built servers the API and browser tests talk to, over HTTP:
// - `baseUrl`: the default content, built by `npm test` into dist/;
// - `otherUrl`: tests/fixtures/other-portfolio, built here into dist-test/other with another SITE_URL.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../scripts/lib/start-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    otherUrl: string;
  }
}

export const OTHER_DIST = 'dist-test/other';
export const OTHER_SITE = 'https://ines.example';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/static-manifest.json')) throw new Error('no build in dist/: run the tests with `npm test`');
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', OTHER_DIST], {
    env: { ...process.env, PORTFOLIO_CONTENT: 'tests/fixtures/other-portfolio', SITE_URL: OTHER_SITE, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const main = await startServer('server.mjs');
  const other = await startServer('server.mjs', { env: { PORTFOLIO_DIST: OTHER_DIST } });
  project.provide('baseUrl', main.url);
  project.provide('otherUrl', other.url);
  return async () => {
    await Promise.all([main.stop(), other.stop()]);
  };
}
