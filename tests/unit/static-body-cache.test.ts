// The cache of built files' bodies of the production server (src/server/static-files.ts): bounded
// in bytes, the least recently used dropped first, emptied when the server is idle.
import { describe, expect, it } from 'vitest';
import { bodyCache } from '../../src/server/static-files.ts';

const body = (n: number) => Buffer.alloc(n, 1);

describe('bodyCache', () => {
  it('holds at most its limit in bytes, dropping the least recently used first', () => {
    const cache = bodyCache(100);
    cache.set('a', body(40));
    cache.set('b', body(40));
    expect(cache.get('a')?.length).toBe(40); // a is now the most recently used
    cache.set('c', body(40));
    expect(cache.bytes).toBe(80);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(40);
    expect(cache.get('c')?.length).toBe(40);
  });

  it('keeps no body larger than the limit, and counts a file once', () => {
    const cache = bodyCache(100);
    cache.set('big', body(101));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', body(30));
    cache.set('a', body(30));
    expect(cache.bytes).toBe(30);
  });

  it('clear() empties it', () => {
    const cache = bodyCache(100);
    cache.set('a', body(10));
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });
});
