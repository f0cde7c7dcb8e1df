/**
 * Memory back when idle (docs/security.md, Memory under load). V8 has a memory reducer: after the
 * heap grew, it waits for a quiet moment and runs a few garbage collections that compact the heap,
 * shrink the young generation and give freed pages back to the system. In Node it only runs when
 * V8 sees a low allocation rate or is told to favour memory; it measures the rate at garbage
 * collections, and an idle server has none, so the last rate seen under load stays "high" and the
 * reducer waits for ever (measured with `--trace-memory-reducer`: "high alloc, foreground: waiting
 * for 8000 ms", again and again, after 100,000 fuzzed requests; the resident memory did not move
 * in a minute).
 *
 * So after `idleMs` without a request the server
 * - drops what its caches hold (`release`: the bodies of built files read from disk);
 * - tells V8 to favour memory (`--optimize-for-size`, the flag of low-memory devices, which the
 *   reducer reads each time it wakes) and to drop the bytecode and baseline code of every function
 *   at the next full collection (`--stress-flush-code`, `--flush-baseline-code`; by default only
 *   code unused for 6 collections goes, and an idle server makes none): compiled again from the
 *   source V8 keeps, on first use;
 * - runs a last-resort collection at once (`gc` with `flavor: 'last-resort'`, from a context made
 *   after `--expose-gc` was set): V8's reducing collection (several full ones that flush that code,
 *   compact the heap, shrink the young generation and give back the pages V8 pooled for reuse). Two
 *   plain full collections, before, kept those pages: `--trace-gc` showed "pooled: 19 MB" after
 *   200 requests to the pages and the API; now "pooled: 0 MB" (tests/api/server-memory.test.ts).
 * - gives the free pages of glibc's malloc arenas back (`malloc_trim`, ./malloc-trim.ts): a burst
 *   of requests leaves freed C memory between a few live blocks, which glibc keeps otherwise.
 * At the next request the flags are cleared: under load nothing changes. After 100,000 fuzzed
 * requests, a minute of idle gives back about 40 MB (the collections and the flushing: 6 MB of
 * it, measured without them).
 */
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { trimMalloc } from './malloc-trim.ts';

let gc: ((options?: object) => void) | undefined;
/** V8's last-resort collection, synchronous: full collections that reduce memory and release V8's page pool. */
function collect() {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as (options?: object) => void;
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  // What the collection freed in C memory (ICU objects, zlib windows, buffers) stays in glibc's
  // arena between live blocks until malloc_trim gives those pages back (./malloc-trim.ts).
  trimMalloc();
}

/** Without a request for this long, the server is idle (ms). */
export const IDLE_MS = 10_000;

/** Set while idle, cleared (`--no-…`) at the next request. */
const IDLE_FLAGS = ['--optimize-for-size', '--stress-flush-code', '--flush-baseline-code'];

/**
 * `release`: drops what the server's caches hold (called once per idle period, before the collection).
 * It may return a function to call after that collection, followed by a second one: the `/v1/ask`
 * engine's patterns get fresh data then, once V8's compilation cache is empty
 * (src/core/ask/text/patterns.ts), and their old machine code goes with the second collection.
 */
export function releaseMemoryWhenIdle(server: Server, release: () => (() => void) | undefined = () => undefined, idleMs = IDLE_MS): void {
  let last = performance.now();
  let favoursMemory = false;
  server.on('request', () => {
    last = performance.now();
    if (favoursMemory) {
      favoursMemory = false;
      for (const flag of IDLE_FLAGS) setFlagsFromString(flag.replace(/^--/, '--no-'));
    }
  });
  const timer = setInterval(
    () => {
      if (favoursMemory || performance.now() - last < idleMs) return;
      favoursMemory = true;
      const afterCollection = release();
      for (const flag of IDLE_FLAGS) setFlagsFromString(flag);
      collect();
      if (afterCollection) {
        afterCollection();
        collect();
      }
    },
    Math.max(1000, idleMs / 4),
  );
  timer.unref();
  server.on('close', () => clearInterval(timer));
}
