// Helpers of the package tests: a site's commands run as its owner runs them (npm in the site's
// directory), with none of this repository's or the test runner's environment: no PORTFOLIO_*
// variables, no npm_* settings of the outer `npm test`, and not this repository's node_modules/.bin
// on the PATH (the site uses its own Node: the system's, or its pinned `node` package).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { delimiter } from 'node:path';

const NODE_MODULES_BIN = /[\\/]node_modules[\\/]\.bin[\\/]?$/;
const OUTER = /^(npm_|PORTFOLIO_|ASTRO_|VITEST|NODE_ENV$|NODE_OPTIONS$|INIT_CWD$)/;

/** Disk use in MB of a directory (du: what the owner sees). */
export const megabytes = (dir: string) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split(/\s/)[0]) / 1024;

/** The environment of an owner's shell, plus `extra`. */
export function ownerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !OUTER.test(key)));
  const path = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !NODE_MODULES_BIN.test(dir))
    .join(delimiter);
  return { ...env, PATH: path, ...extra };
}

/**
 * Runs npm in `cwd` and resolves with its status and its whole output (stdout and stderr). Not
 * spawnSync: the test's registry answers from this process, which must keep running meanwhile.
 */
export function npm(cwd: string, args: string[], extra: Record<string, string> = {}, timeoutMs = 600_000): Promise<{ status: number | null; output: string }> {
  const child = spawn('npm', args, { cwd, env: ownerEnv(extra), stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (output += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (output += s));
  return new Promise((resolve) => {
    child.on('error', (err) => resolve({ status: null, output: `${output}\n${err.message}` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `npm run <script>` in `cwd` in its own process group and waits for `ready` in its output. */
export async function startScript(cwd: string, script: string, extra: Record<string, string>, ready: RegExp, timeoutMs = 300_000): Promise<Running> {
  const child = spawn('npm', ['run', script], { cwd, env: ownerEnv(extra), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (out += s));
  const running: Running = {
    child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGTERM'); // npm, the kit's command and its Node: the group started here
      await exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (!ready.test(out)) {
    if (child.exitCode !== null) throw new Error(`npm run ${script} exited (${child.exitCode}):\n${out}`);
    if (Date.now() > deadline) {
      await running.stop();
      throw new Error(`npm run ${script} was not ready in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return running;
}

/** Polls `url` until its status is `status` (or the time is up) and returns the last response. */
export async function waitForStatus(url: string, status: number, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(url, { redirect: 'manual' }).catch(() => undefined);
    if (res?.status === status || Date.now() > deadline) {
      if (!res) throw new Error(`${url} did not answer`);
      return res;
    }
    await res?.arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
  }
}
