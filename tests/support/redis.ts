/**
 * Starts Debian's redis-server (scripts/ensure-system-packages.mjs) in the foreground on a
 * loopback port, with its data in a temporary directory and the durability the README
 * recommends for the auth data (appendonly yes, appendfsync always, no RDB snapshots); stopped,
 * killed or restarted (same port, same data) by its process id.
 *
 *   const redis = await startRedis();
 *   ... STATE_URL: redis.url ...
 *   await redis.stop();
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programPath } from '../../scripts/ensure-system-packages.mjs';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './ports.ts';

export interface RedisServer {
  url: string;
  port: number;
  dir: string;
  pid(): number;
  /** SIGKILL, as a crash: the data on disk stays for restart(). */
  kill(): Promise<void>;
  /** Starts again on the same port with the same data (after kill or stop). */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
}

async function launch(port: number, dir: string, timeoutMs: number): Promise<ChildProcess> {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--protected-mode',
    'yes',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
    '--save',
    '',
    '--daemonize',
    'no',
    '--loglevel',
    'warning',
  ];
  const child = spawn(programPath('redis'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}\n${output}`)));
  });
  // loglevel warning hides the "Ready" line: poll the port with PING as well.
  const { Redis } = await import('ioredis');
  const deadline = Date.now() + timeoutMs;
  const ping = (async () => {
    while (Date.now() < deadline) {
      const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => {});
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        // not yet
      } finally {
        probe.disconnect();
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not answer on ${port} within ${timeoutMs} ms\n${output}`);
  })();
  await Promise.race([ready, ping]);
  return child;
}

async function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = once(child, 'exit');
  process.kill(child.pid!, signal);
  await exit;
}

export async function startRedis({ timeoutMs = 15_000 } = {}): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-redis-'));
  const port = await freePort();
  let child = await launch(port, dir, timeoutMs);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    pid: () => child.pid!,
    kill: () => ended(child, 'SIGKILL'),
    async restart() {
      await ended(child, 'SIGTERM');
      child = await launch(port, dir, timeoutMs);
    },
    async stop() {
      await ended(child, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One redis-server for the test file: started before its tests, stopped (by process id) after.
 * The returned function gives the running server inside a test.
 */
export function useRedis(): () => RedisServer {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    redis = await startRedis();
  }, 60_000);
  afterAll(async () => {
    await redis?.stop();
  });
  return () => {
    if (!redis) throw new Error('redis-server is not running (useRedis() starts it in beforeAll)');
    return redis;
  };
}
