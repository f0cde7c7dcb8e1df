/**
 * `wrangler pages dev` (from npm, local mode) on a loopback port, offline: no metrics, no error
 * reports, no `Request.cf` download, no banner (its update check). Stopped by its process group id
 * (wrangler and the workerd it starts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
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
  const args = [
    'node_modules/wrangler/bin/wrangler.js',
    'pages',
    'dev',
    dir,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    '2025-06-01',
  ];
  for (const [k, v] of Object.entries(bindings)) args.push('--binding', `${k}=${v}`);
  const child = spawn(process.execPath, args, { env: { ...process.env, ...WRANGLER_OFFLINE_ENV }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout!.setEncoding('utf8').on('data', (s) => (log += s));
  child.stderr!.setEncoding('utf8').on('data', (s) => (log += s));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler pages dev did not start in ${timeoutMs} ms\n${log}`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler exited with ${code}\n${log}`));
    });
    const poll = setInterval(() => {
      if (/Ready on http/.test(log)) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
