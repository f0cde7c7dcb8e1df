/**
 * `wrangler pages dev` (from npm, local mode) on a loopback port, offline: no metrics, no error
 * reports, no `Request.cf` download, no banner (its update check). Stopped by its process group id
 * (wrangler and the workerd it starts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../support/ports.ts';

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
  const child = spawn(process.execPath, args, {
    cwd: work,
    env: { ...process.env, ...WRANGLER_OFFLINE_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout!.setEncoding('utf8').on('data', (s) => (log += s));
  child.stderr!.setEncoding('utf8').on('data', (s) => (log += s));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((ready, reject) => {
      const timer = setTimeout(() => reject(new Error(`wrangler pages dev did not start in ${timeoutMs} ms\n${log}`)), timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`wrangler exited with ${code}\n${log}`));
      });
      const poll = setInterval(() => {
        if (/Ready on http/.test(log)) {
          clearInterval(poll);
          clearTimeout(timer);
          ready();
        }
      }, 50);
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    stop,
  };
}
