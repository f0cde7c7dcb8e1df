// The environment of the kit's builds (`agent-portfolio build` and `start`, and the repository's
// `npm run build`, whose script sets the same): set before the build's process starts, because the
// native allocators read it when they load.
//
// MIMALLOC_PURGE_DELAY=0: rolldown (Vite's bundler) and resvg (the social cards) allocate with
// mimalloc, which by default keeps freed memory for a while before it gives it back; with 0 it gives
// it back at once (a delay of 25 or 100 ms gave nothing back in time). A build of 1,000 projects
// peaked about 200 MB lower, for about 7 % more CPU time (docs/benchmarks.md: memory against time;
// `MIMALLOC_PURGE_DELAY=10` in your environment, mimalloc's documented default, takes it back). Values of your own
// are kept.

/** The package.json build scripts set these too (tests/integration/build-env.test.ts compares them). */
export const BUILD_ENV = { MIMALLOC_PURGE_DELAY: '0' };

/** `env` with the build's defaults under it: a variable already set keeps its value. */
export function buildEnv(env = process.env) {
  return { ...BUILD_ENV, ...env };
}
