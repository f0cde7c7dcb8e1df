/**
 * `netlify dev` (netlify-cli from npm) offline, on a loopback port, with the build's Netlify
 * output: a temporary project folder whose netlify.toml points (through links) at dist/client and
 * the generated Edge Function, and whose `.env` holds API_ORIGIN (netlify dev gives Edge Functions
 * only the variables of `.env` files and of the site's settings, as Netlify does).
 *
 * Offline: `--offline` (no site, no login), Deno from the `deno` npm package on PATH (netlify-cli
 * uses a Deno it finds instead of downloading one), and NETLIFY_EDGE_BOOTSTRAP naming the Edge
 * Functions bootstrap that @netlify/edge-functions-dev ships (instead of edge.netlify.com).
 * Stopped by its process group id.
 */
import { mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../support/ports.ts';
import { startEmulator } from './emulator.ts';

export const NETLIFY_OFFLINE_ENV = {
  NETLIFY_EDGE_BOOTSTRAP: pathToFileURL(resolve('node_modules/@netlify/edge-functions-dev/dist/deno/bootstrap.mjs')).href,
  PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  DENO_NO_UPDATE_CHECK: '1',
  NETLIFY_TELEMETRY_DISABLED: '1',
};

export async function startNetlifyDev(dist: string, apiOrigin: string, { timeoutMs = 120_000 } = {}) {
  const project = mkdtempSync(join(tmpdir(), 'portfolio-netlify-'));
  symlinkSync(realpathSync(join(dist, 'client')), join(project, 'client'));
  symlinkSync(realpathSync(join(dist, 'netlify/edge-functions')), join(project, 'edge-functions'));
  // The same declarations as the repository's netlify.toml, with the folders of this build.
  writeFileSync(
    join(project, 'netlify.toml'),
    '[build]\n  publish = "client"\n  edge_functions = "edge-functions"\n[[edge_functions]]\n  path = "/*"\n  function = "portfolio"\n',
  );
  writeFileSync(join(project, '.env'), `API_ORIGIN=${apiOrigin}\n`);
  const port = await freePort();
  const args = [
    resolve('node_modules/netlify-cli/bin/run.js'),
    'dev',
    '--offline',
    '--port',
    String(port),
    '--no-open',
    '--skip-gitignore',
    '--framework',
    '#static',
  ];
  return startEmulator({
    name: 'netlify dev',
    args,
    cwd: project,
    env: NETLIFY_OFFLINE_ENV,
    port,
    ready: (log) => /Loaded edge function portfolio/.test(log) && /ready: http/.test(log),
    timeoutMs,
  });
}
