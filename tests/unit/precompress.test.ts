/**
 * The compressed copies of the built files (src/deploy/precompress.ts, issue #29): a few files at a
 * time, never all at once (a large site held thousands of compression streams), and cached across
 * builds by the file's hash, with the bytes a fresh compression gives.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compress, limited, openCompressCache } from '../../src/deploy/precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  return dir;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('limited', () => {
  it('never runs more than its limit at once, in the order the tasks came, also when tasks are added as others finish', async () => {
    const queue = limited(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      // Added while a place is being handed over: it must wait its turn, not take a fourth place.
      if (i < 100 && i % 5 === 0) void queue.run(task(100 + i));
      return i;
    };
    const results = Array.from({ length: 20 }, (_, i) => queue.run(task(i)));
    await queue.idle();
    expect(await Promise.all(results)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(3);
    expect(started.slice(0, 20).filter((i) => i < 100)).toEqual(started.filter((i) => i < 100));
    expect(started).toHaveLength(24);
  });

  it('reports the first failure when idle, without stopping the other tasks', async () => {
    const queue = limited(2);
    const done: number[] = [];
    void queue.run(async () => {
      throw new Error('broken');
    });
    for (const i of [1, 2, 3]) void queue.run(async () => void done.push(i));
    await expect(queue.idle()).rejects.toThrow('broken');
    expect(done).toEqual([1, 2, 3]);
  });
});

describe('the compressed copies cache', () => {
  const page = Buffer.from('<!doctype html><p>A page of the site</p>'.repeat(200));

  it('compresses a file once across builds, and gives the bytes a fresh compression gives', async () => {
    const root = tempDir();
    let compressed = 0;
    const counting = async (bytes: Uint8Array) => {
      compressed++;
      return compress(bytes);
    };
    const first = await openCompressCache(root, counting).copies(page);
    const again = openCompressCache(root, counting);
    const second = await again.copies(Buffer.from(page));
    expect(compressed).toBe(1);
    expect(again.stats).toEqual({ hits: 1, misses: 0 });
    const fresh = await compress(page);
    for (const copies of [first, second]) {
      expect(Buffer.from(copies.br).equals(Buffer.from(fresh.br))).toBe(true);
      expect(Buffer.from(copies.gz).equals(Buffer.from(fresh.gz))).toBe(true);
    }
    expect(brotliDecompressSync(second.br).equals(page)).toBe(true);
    expect(gunzipSync(second.gz).equals(page)).toBe(true);
    // Another file is compressed on its own.
    await again.copies(Buffer.from('something else entirely '.repeat(100)));
    expect(compressed).toBe(2);
  });

  it('compresses again when an entry is damaged', async () => {
    const root = tempDir();
    const cache = openCompressCache(root);
    await cache.copies(page);
    const dir = join(root, 'precompressed');
    for (const name of readdirSync(dir)) if (name.endsWith('.gz')) writeFileSync(join(dir, name), 'not gzip');
    const next = openCompressCache(root);
    const copies = await next.copies(page);
    expect(next.stats).toEqual({ hits: 0, misses: 1 });
    expect(gunzipSync(copies.gz).equals(page)).toBe(true);
  });

  it('compresses again when an entry is valid but of other bytes (a truncated copy, a tampered or swapped entry)', async () => {
    const root = tempDir();
    const cache = openCompressCache(root);
    await cache.copies(page);
    const dir = join(root, 'precompressed');
    const other = await compress(Buffer.from('<p>someone else’s page</p>'));
    const truncated = (await compress(page)).gz.subarray(0, 40);
    for (const name of readdirSync(dir)) {
      if (name.endsWith('.br')) writeFileSync(join(dir, name), other.br);
      if (name.endsWith('.gz')) writeFileSync(join(dir, name), truncated);
    }
    const next = openCompressCache(root);
    const copies = await next.copies(page);
    expect(next.stats).toEqual({ hits: 0, misses: 1 });
    expect(brotliDecompressSync(copies.br).equals(page)).toBe(true);
    expect(gunzipSync(copies.gz).equals(page)).toBe(true);
  });
});
