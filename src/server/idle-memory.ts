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
 * So after `idleMs` without a request the server tells V8 to favour memory
 * (`--optimize-for-size`, the flag of low-memory devices, which the reducer reads each time it
 * wakes) and, at the next request, to favour speed again. Under load nothing changes; a minute of
 * idle after a fuzz campaign gives back about 30 MB. No forced collection (`global.gc`) and no
 * flag the process must be started with.
 */
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';

/** Without a request for this long, the server is idle (ms). */
export const IDLE_MS = 10_000;

export function releaseMemoryWhenIdle(server: Server, idleMs = IDLE_MS): void {
  let last = performance.now();
  let favoursMemory = false;
  server.on('request', () => {
    last = performance.now();
    if (favoursMemory) {
      favoursMemory = false;
      setFlagsFromString('--no-optimize-for-size');
    }
  });
  const timer = setInterval(
    () => {
      if (favoursMemory || performance.now() - last < idleMs) return;
      favoursMemory = true;
      setFlagsFromString('--optimize-for-size');
    },
    Math.max(1000, idleMs / 4),
  );
  timer.unref();
  server.on('close', () => clearInterval(timer));
}
