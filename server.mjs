// The production server: serves the last build (dist/ in the working directory, or PORTFOLIO_DIST) on HOST:PORT
// (defaults 127.0.0.1:4321). Everything it does is in src/server/, compiled by the build into
// dist/server/app/: this file checks the Node version (Astro's server build needs 22.12), reads
// HOST, PORT and WORKERS, starts the server and stops it on SIGTERM and SIGINT.
//
// WORKERS=N (or `auto`: one per core) runs N server processes on the one port (node:cluster; the
// primary only forks, restarts crashed workers and counts the rate limits of SQLite setups).
// Their state is shared: the SQLite file in STATE_DIR, or Redis at STATE_URL.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnvFile } from './scripts/lib/env-file.mjs';

const NEEDED = [22, 12];

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < NEEDED[0] || (major === NEEDED[0] && minor < NEEDED[1])) {
    fail(
      `Node ${NEEDED.join('.')} or newer is needed, this is Node ${process.versions.node}. Run \`npm run serve\`: it uses the project's own Node (the \`node\` dependency).`,
    );
  }
}

function readListenConfig(env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const portText = env.PORT?.trim() || '4321';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`PORT must be an integer from 0 to 65535; got "${env.PORT}"`);
  return { host, port };
}

/** WORKERS: 1 (default) to 64 processes, or `auto` (one per core). */
function readWorkers(env) {
  const text = env.WORKERS?.trim() || '1';
  if (text === 'auto') return availableParallelism();
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 64) fail(`invalid configuration: WORKERS: expected a whole number from 1 to 64, or auto; got "${env.WORKERS}"`);
  return n;
}

/** The build to serve: PORTFOLIO_DIST (default dist/ in the working directory: the site's, as for .env and content/). */
function distUrl(env) {
  return pathToFileURL(`${resolve(env.PORTFOLIO_DIST?.trim() || 'dist')}/`);
}

/** Starts the server with the environment's configuration; a bad value ends the process with one line naming it. */
export async function start(env = process.env) {
  checkNode();
  const dist = distUrl(env);
  // The build's compiled copy of src/server (integrations/server-bundle.mjs): plain JavaScript.
  const app = new URL('server/app/server.js', dist);
  if (!existsSync(app)) fail(`no build found (${fileURLToPath(app)} is missing): run \`npm run build\` first`);
  const { createServer } = await import(app.href);
  try {
    return await createServer({ dist, projectDir: process.cwd(), env });
  } catch (err) {
    if (err?.name === 'ConfigError') fail(`invalid configuration: ${err.message}`);
    if (err?.name === 'NoBuildError') fail(err.message);
    throw err;
  }
}

/**
 * glibc's malloc, tuned for a long-running server (docs/security.md, Memory under load): two
 * arenas (instead of up to eight per core, each keeping what its threads freed), and a fixed
 * mmap threshold: blocks of 128 KiB or more are mapped on their own and go back to the system
 * when freed. By default the threshold rises to the size of the largest such block freed (up to
 * 32 MiB), and from then on those blocks (compression windows, compiler zones) come from the
 * arenas, which keep them after they are freed. 100,000 fuzzed requests: 7 MB less resident memory
 * idle. glibc reads these variables when a process starts: the process replaces itself once
 * (same process id, same flags) with those that are not set; one you set yourself is kept.
 * Other C libraries (musl) are left alone.
 */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

function tuneMalloc(env) {
  if (Object.keys(MALLOC_ENV).every((k) => env[k] !== undefined) || typeof process.execve !== 'function') return;
  if (process.platform !== 'linux' || !process.report?.getReport().header.glibcVersionRuntime) return;
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...MALLOC_ENV, ...env });
  } catch {
    // Not replaced (for example a sandbox that forbids execve): the server runs with glibc's defaults.
  }
}

/** Prints the line tests and scripts parse. */
function announce({ address, port }) {
  const shown = address.includes(':') ? `[${address}]` : address;
  console.log(`listening http://${shown}:${port}`);
}

/**
 * The primary of WORKERS: forks the workers, says `listening` once all listen, replaces a worker
 * that dies (a worker that dies before it ever listened is a start-up failure: the primary stops,
 * the worker has said why), and stops them all on SIGTERM or SIGINT.
 */
async function runPrimary(count) {
  // SQLite setups count rate limits here, for all workers (Redis setups count them in Redis).
  const { RateLimiterClusterMaster } = await import('rate-limiter-flexible');
  new RateLimiterClusterMaster();
  let listening = 0;
  let stopping = false;
  const started = new WeakSet();
  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', (address) => {
      started.add(worker);
      if (++listening === count) announce({ address: address.address ?? '127.0.0.1', port: address.port });
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!started.has(worker)) {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      fail(`a worker failed to start (exit ${signal ?? code})`);
    }
    console.error(`serve: worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    fork();
  });
  for (let i = 0; i < count; i++) fork();
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function runServer(host, port) {
  const server = await start();
  server.on('error', (err) => fail(`cannot listen on ${host}:${port}: ${err.message}`));
  server.listen(port, host, () => {
    if (cluster.isPrimary) announce(server.address());
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 500).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkNode();
  tuneMalloc(process.env);
  // .env, read the same way as the build and the scripts do (the environment wins).
  try {
    loadEnvFile();
  } catch (err) {
    fail(err.message);
  }
  const { host, port } = readListenConfig(process.env);
  const workers = readWorkers(process.env);
  if (cluster.isPrimary && workers > 1) await runPrimary(workers);
  else await runServer(host, port);
}
