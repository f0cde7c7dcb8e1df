/**
 * `wrangler pages dev` (from npm, local mode) on a loopback port, offline: no metrics, no error
 * reports, no `Request.cf` download, no banner (its update check). Stopped by its process group id
 * (wrangler and the workerd it starts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../support/ports.ts';
import { startEmulator } from './emulator.ts';

export const WRANGLER_OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CI: '1',
};

export async function startWranglerPages(dir: string, bindings: Record<string, string>, { timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  // Run from a temporary folder: wrangler keeps its state and bundles in ./.wrangler.
  const work = mkdtempSync(join(tmpdir(), 'portfolio-wrangler-'));
  const args = [resolve('node_modules/wrangler/bin/wrangler.js'), 'pages', 'dev', resolve(dir), '--port', String(port), '--ip', '127.0.0.1'];
  args.push('--compatibility-date', '2025-06-01', '--persist-to', join(work, 'state'));
  for (const [k, v] of Object.entries(bindings)) args.push('--binding', `${k}=${v}`);
  return startEmulator({ name: 'wrangler pages dev', args, cwd: work, env: WRANGLER_OFFLINE_ENV, port, ready: (log) => /Ready on http/.test(log), timeoutMs });
}
