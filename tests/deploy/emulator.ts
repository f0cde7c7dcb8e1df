/**
 * A host's local emulator (`wrangler pages dev`, `netlify dev`) as a child process: started in its
 * own process group with the given arguments, working folder and environment, ready when its output
 * says so, and stopped by its process group id (the emulator and the runtimes it starts), its
 * working folder removed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';

export interface Emulator {
  url: string;
  log(): string;
  stop(): Promise<void>;
}

export async function startEmulator(options: {
  /** For messages: "wrangler pages dev". */
  name: string;
  /** The Node script and its arguments. */
  args: string[];
  /** A temporary folder of the emulator's own: removed on stop. */
  cwd: string;
  env: Record<string, string>;
  port: number;
  /** When the output so far says the emulator is ready. */
  ready: (log: string) => boolean;
  timeoutMs: number;
}): Promise<Emulator> {
  const { name, args, cwd, env, port, ready, timeoutMs } = options;
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout!.setEncoding('utf8').on('data', (s) => (log += s));
  child.stderr!.setEncoding('utf8').on('data', (s) => (log += s));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(cwd, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start in ${timeoutMs} ms\n${log}`)), timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code}\n${log}`));
      });
      const poll = setInterval(() => {
        if (ready(log)) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve();
        }
      }, 50);
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, log: () => log, stop };
}
