// The scaling rows of `npm run bench` (WORKERS and STATE_URL, issue #14):
// - the filtered list and /v1/ask with WORKERS=1 and WORKERS=2 (SQLite): requests per second of
//   each, and their ratio. On a 2-core machine the load generator (autocannon) takes one core, so
//   the second worker competes with it: the ratio shows what a second process costs or gains
//   there, not what a second core would give (on N >= 4 cores, expect close to N-fold);
// - the per-request cost of Redis-backed rate limiting (STATE_URL, one quota across instances)
//   against the in-memory limiter, on the filtered list (one Redis round trip per request).
import { startServer } from './start-server.mjs';

const FILTERED = '/v1/projects?tag=etl';

/**
 * @param {{ loadMany: (base: string, paths: string[], seconds?: number) => Promise<any>, check: (name: string, r: any) => any,
 *   askPaths: string[], env: (name: string) => Record<string, string>, nodeArgs: string[], warmUp: number }} bench
 */
export async function scalingRows({ loadMany, check, askPaths, env, nodeArgs, warmUp }) {
  /** Mean requests per second of two runs after a warm-up. */
  const rate = async (base, paths, name) => {
    await loadMany(base, paths, warmUp);
    const runs = [check(name, await loadMany(base, paths)), check(name, await loadMany(base, paths))];
    return (runs[0].requests.average + runs[1].requests.average) / 2;
  };
  const measure = async (extraEnv, name) => {
    const server = await startServer('server.mjs', { env: { ...env(name), ...extraEnv }, nodeArgs });
    try {
      return { filtered: await rate(server.url, [FILTERED], `${name} filtered`), ask: await rate(server.url, askPaths, `${name} ask`) };
    } finally {
      await server.stop();
    }
  };
  const one = await measure({ WORKERS: '1' }, 'workers-1');
  const two = await measure({ WORKERS: '2' }, 'workers-2');

  // Redis from Debian's package, as the tests start it (loopback port, temporary directory, AOF fsync always).
  const { startRedis } = await import('../../tests/support/redis.ts');
  const redis = await startRedis();
  let withRedis;
  try {
    const server = await startServer('server.mjs', { env: { ...env('redis'), STATE_URL: redis.url }, nodeArgs });
    try {
      withRedis = await rate(server.url, [FILTERED], 'redis filtered');
    } finally {
      await server.stop();
    }
  } finally {
    await redis.stop();
  }
  const round = (n) => Math.round(n);
  return {
    workers: [
      {
        case: `WORKERS 1 -> 2  ${FILTERED}`,
        oneRps: round(one.filtered),
        twoRps: round(two.filtered),
        ratio: Number((two.filtered / one.filtered).toFixed(2)),
      },
      { case: 'WORKERS 1 -> 2  /v1/ask?q=…', oneRps: round(one.ask), twoRps: round(two.ask), ratio: Number((two.ask / one.ask).toFixed(2)) },
    ],
    redisLimiter: {
      case: `rate limits in Redis  ${FILTERED}`,
      memoryRps: round(one.filtered),
      redisRps: round(withRedis),
      ratio: Number((withRedis / one.filtered).toFixed(2)),
      // The extra time per request the server spends (at this concurrency), in microseconds.
      costMicroseconds: Math.round(1e6 / withRedis - 1e6 / one.filtered),
    },
  };
}

/** Prints the rows. */
export function printScaling(scaling, pad) {
  console.log(`\n${pad('scaling (2 cores: the load generator takes one)', 50)}${pad('1 proc', 9)}${pad('2 procs', 9)}ratio`);
  for (const r of scaling.workers) console.log(pad(r.case, 50) + pad(r.oneRps, 9) + pad(r.twoRps, 9) + r.ratio);
  const r = scaling.redisLimiter;
  console.log(`${pad('', 50)}${pad('memory', 9)}${pad('redis', 9)}ratio  cost/request`);
  console.log(`${pad(r.case, 50)}${pad(r.memoryRps, 9)}${pad(r.redisRps, 9)}${pad(r.ratio, 7)}${r.costMicroseconds} µs`);
}
