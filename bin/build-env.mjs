// The environment of the kit's builds (`agent-portfolio build` and `start`, and the repository's
// `npm run build`, whose script sets the same): set before the build's process starts, because the
// native allocators read it when they load and V8 sizes its heap when it starts.
//
// MIMALLOC_PURGE_DELAY=0: rolldown (Vite's bundler) and resvg (the social cards) allocate with
// mimalloc, which by default keeps freed memory for a while before it gives it back; with 0 it gives
// it back at once (a delay of 25 or 100 ms gave nothing back in time). A build of 1,000 projects
// peaked about 200 MB lower, for about 7 % more CPU time (docs/benchmarks.md: memory against time;
// `MIMALLOC_PURGE_DELAY=10` in your environment, mimalloc's documented default, takes it back).
//
// MIMALLOC_ARENA_EAGER_COMMIT=0: mimalloc (1 GiB arenas) commits an arena's memory as it reserves it
// where the system overcommits (Linux); committed on use instead, rolldown's arena held about 100 MB
// less at the peak of the 15-project build (during Vite's bundling), for no measurable CPU time.
//
// MIMALLOC_PAGE_FULL_RETAIN=0, MIMALLOC_PAGE_COMMIT_ON_DEMAND=1 (mimalloc 3, rolldown's) and
// MIMALLOC_ABANDONED_PAGE_PURGE=1 (mimalloc 2, resvg's): freed pages are not kept by the threads
// that used them (rolldown's after Vite's bundling, libuv's after the cards), and a page's memory is
// committed as it is used. Rolldown's allocator held about 180 MB to the end of a build where 78 MB
// had been in use at most (MIMALLOC_SHOW_STATS=1); with these, the mimalloc arenas of the
// 1,000-project build held about 120 MB instead of 235 during its last phase.
//
// MALLOC_ARENA_MAX=2: glibc's malloc gives each thread that allocates (libuv's pool: the compressed
// copies, sharp's encoder; the card worker) an arena of its own, up to 8 a core, each reserving
// 64 MB and keeping what it once used; two arenas held about 70 MB less at the peak of a
// 1,000-project build, for no measurable CPU time.
//
// UV_THREADPOOL_SIZE=<cores> (libuv's default is 4): the compressed copies are made one file per
// core (src/deploy/precompress.ts), and every pool thread that draws a card or compresses keeps
// memory of its own in resvg's and glibc's allocators; on 2 cores, 2 threads held about 40 to 70 MB
// less in the last phase of the 1,000-project build, for the same CPU time. More cores, more threads.
//
// NODE_OPTIONS=--max-semi-space-size=16: V8's young generation grows to two semi-spaces of 64 MB
// in a process that allocates as fast as a build; at 16 MB it stays under 48 MB, for a few more
// (quick) collections. Put before your own NODE_OPTIONS, which can set it again (the last wins).
// The old generation's growth is set from the build itself (integrations/portfolio.mjs,
// `astro:build:start`). Values of your own are kept.

import { availableParallelism } from 'node:os';

/** The package.json build scripts set these too (tests/integration/build-env.test.ts compares them). */
export const BUILD_ENV = {
  MIMALLOC_PURGE_DELAY: '0',
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
  MIMALLOC_PAGE_FULL_RETAIN: '0',
  MIMALLOC_PAGE_COMMIT_ON_DEMAND: '1',
  MIMALLOC_ABANDONED_PAGE_PURGE: '1',
  MALLOC_ARENA_MAX: '2',
};

/** The V8 options of a build, before any NODE_OPTIONS of the environment. */
export const BUILD_NODE_OPTIONS = '--max-semi-space-size=16';

/** `env` with the build's defaults under it: a variable already set keeps its value, NODE_OPTIONS gets the build's first. */
export function buildEnv(env = process.env) {
  const own = env.NODE_OPTIONS?.trim();
  return {
    ...BUILD_ENV,
    UV_THREADPOOL_SIZE: String(availableParallelism()),
    ...env,
    NODE_OPTIONS: own ? `${BUILD_NODE_OPTIONS} ${own}` : BUILD_NODE_OPTIONS,
  };
}
