// Starts a server script as a child process on a random loopback port and resolves with its
// base URL once it prints "listening http://...". Used by the tests and the benchmark.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

/** The Node flags of `npm run serve` (package.json `node <flags> server.mjs`), to start the server as it is deployed. */
export function serveNodeArgs() {
  const serve = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts.serve;
  const m = /^node\s+(.*?)\s*server\.mjs$/.exec(serve);
  if (!m) throw new Error(`the serve script is not "node [flags] server.mjs": ${serve}`);
  return m[1].split(/\s+/).filter(Boolean);
}

/**
 * @param {string} script
 * @param {{ env?: Record<string, string | undefined>, args?: string[], nodeArgs?: string[], timeoutMs?: number, cwd?: string }} [options]
 */
export async function startServer(script, { env = {}, args = [], nodeArgs = [], timeoutMs = 60_000, cwd } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    ...(cwd ? { cwd } : {}),
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s) => {
    stderr += s;
  });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in ${timeoutMs} ms\n${stderr}`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited early with code ${code}\n${stderr}`));
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (s) => {
      out += s;
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
  return {
    url,
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
