/**
 * glibc's `malloc_trim(0)`, when idle (docs/security.md, Memory under load). glibc gives memory
 * freed in its main arena back to the system only from the arena's top; after a burst of requests
 * a few hundred small live blocks pin about 10 MB of freed memory below the top (measured with gdb
 * after 100,000 fuzzed requests: 1,100 chunks of 0.3 MB in all hold 10 MB), and only `malloc_trim`
 * releases the free pages between them (`madvise(MADV_DONTNEED)`, the blocks stay where they are).
 * JavaScript cannot call it, so the server calls it through koffi (a maintained foreign-function
 * library with prebuilt binaries per platform, from npm; decision record docs/decisions/malloc-trim.md).
 *
 * Only with glibc on Linux; elsewhere (musl, macOS, Windows, a platform koffi has no binary for)
 * `trimMalloc` does nothing and says so by returning false.
 */
import { createRequire } from 'node:module';

type Trim = () => number;

let trim: Trim | null | undefined;

/** Whether this process runs on glibc (the C library whose `malloc_trim` this calls). */
function onGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return typeof report?.header?.glibcVersionRuntime === 'string';
}

function load(): Trim | null {
  if (!onGlibc()) return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as {
      load(path: string): { func(signature: string): (pad: number) => number };
    };
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => mallocTrim(0);
  } catch {
    // No binary for this platform, or no libc.so.6: nothing to trim with.
    return null;
  }
}

/** Gives the free pages of glibc's arenas back to the system; false where that is not available. */
export function trimMalloc(): boolean {
  if (trim === undefined) trim = load();
  if (!trim) return false;
  trim();
  return true;
}
