/**
 * The brotli and gzip copies of the built files (integrations/static-manifest.mjs writes them to
 * dist/precompressed/): brotli at quality 11 and gzip at level 9, the smallest each makes.
 *
 * Brotli at quality 11 is the build's largest single cost (about 20 ms for a 13 KB page: 20 s for a
 * site of 1,000 projects), so:
 * - the copies are cached across builds by the SHA-256 of the file (`PORTFOLIO_CACHE_DIR`,
 *   subfolder `precompressed/`, beside the social cards): a rebuild compresses only what changed;
 * - at most `COMPRESS_CONCURRENCY` files are compressed at once (`limited`): each gzip stream
 *   allocates about 256 KB when it is created, and starting every file of a large site at once held
 *   thousands of them (measured: the build's peak grew by 400 MB while compressing).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import { pruneUnused } from '../lib/card-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How many files are compressed at once: one per core (each runs brotli and gzip side by side on libuv's threads). */
export const COMPRESS_CONCURRENCY = Math.max(1, availableParallelism());

/** What decides the bytes besides the file: the settings and the libraries' versions. */
const SALT = `br q11|gzip 9|brotli ${process.versions.brotli ?? '?'}|zlib ${process.versions.zlib ?? '?'}`;

export interface Compressed {
  br: Uint8Array;
  gz: Uint8Array;
}

/** What a build did with the cache (the build's log line and the tests). */
export interface CompressStats {
  hits: number;
  misses: number;
}

/** The copies of one file's bytes, compressed now. */
export async function compress(bytes: Uint8Array): Promise<Compressed> {
  const [br, gz] = await Promise.all([brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(bytes, { level: 9 })]);
  return { br, gz };
}

/**
 * The compressed copies, cached in `root`/precompressed by the SHA-256 of the bytes. As for the
 * social cards (src/lib/card-cache.ts), the cache is only a shortcut: an entry that cannot be read,
 * or that does not decompress to the file's bytes, is compressed again, a write that fails is said once, entries are written to a temporary file and
 * renamed, and entries unused for 30 days are removed when a build first uses the cache.
 */
export function openCompressCache(root: string, compressor: (bytes: Uint8Array) => Promise<Compressed> = compress) {
  const dir = join(root, 'precompressed');
  const stats: CompressStats = { hits: 0, misses: 0 };
  let pruned = false;
  let warned = false;
  const read = (file: string, bytes: Uint8Array): Compressed | undefined => {
    try {
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      // A gzip member starts with 1f 8b; brotli has no signature, but it is never empty.
      if (!br.length || gz[0] !== 0x1f || gz[1] !== 0x8b) return undefined;
      // An entry is served as the file: it must give back its bytes (not a truncated copy, not a
      // tampered or swapped entry). Decompressing costs a small part of compressing at quality 11.
      if (!brotliDecompressSync(br).equals(bytes) || !gunzipSync(gz).equals(bytes)) return undefined;
      const now = new Date();
      utimesSync(`${file}.br`, now, now);
      utimesSync(`${file}.gz`, now, now);
      return { br, gz };
    } catch {
      return undefined;
    }
  };
  const write = (file: string, { br, gz }: Compressed) => {
    try {
      mkdirSync(dir, { recursive: true });
      for (const [ext, bytes] of [
        ['br', br],
        ['gz', gz],
      ] as const) {
        const tmp = `${file}.${ext}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(tmp, bytes);
        renameSync(tmp, `${file}.${ext}`);
      }
    } catch (err) {
      if (!warned) console.warn(`[precompress] the cache in ${dir} cannot be written (${(err as Error).message}); files are compressed on every build.`);
      warned = true;
    }
  };
  return {
    dir,
    stats,
    /** The brotli and gzip copies of `bytes`: from the cache, or compressed and stored. */
    async copies(bytes: Uint8Array): Promise<Compressed> {
      if (!pruned) {
        pruned = true;
        pruneUnused(dir, Date.now());
      }
      const file = join(dir, createHash('sha256').update(SALT).update('\0').update(bytes).digest('hex'));
      const cached = read(file, bytes);
      if (cached) {
        stats.hits++;
        return cached;
      }
      stats.misses++;
      const fresh = await compressor(bytes);
      write(file, fresh);
      return fresh;
    },
  };
}

/**
 * A queue that runs at most `limit` tasks at once, in the order they were added: `run` returns the
 * task's result, `idle` resolves when every task has settled.
 */
export function limited(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`limited: the limit must be a positive integer, not ${limit}`);
  let active = 0;
  const waiting: (() => void)[] = [];
  const all: Promise<unknown>[] = [];
  // A finished task hands its place to the next waiting one, so a task added meanwhile cannot take it too.
  const acquire = (): Promise<void> => {
    if (active < limit) {
      active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = acquire().then(task).finally(release);
      // Followed here so that a failure waits for `idle` (or the caller) instead of ending the process.
      result.catch(() => {});
      all.push(result);
      return result;
    },
    /** Resolves when every task settled, also those added meanwhile; rejects with the first failure. */
    async idle(): Promise<void> {
      for (let seen = 0; seen < all.length; ) {
        const batch = all.slice(seen);
        seen = all.length;
        await Promise.all(batch);
      }
    },
  };
}
