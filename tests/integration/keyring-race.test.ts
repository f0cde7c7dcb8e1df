/**
 * Processes that start together on an empty STATE_DIR must end up with one active signing key
 * (created in one SQLite transaction, src/auth/store.ts addSigningKeyIfNone), and all sign with it.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/auth/sqlite-store.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const run = promisify(execFile);
const CHILD = join(import.meta.dirname, 'keyring-race-child.mjs');
const tempDir = tempDirs('auth-keys-test');

describe('signing key creation across processes', () => {
  it('two processes starting together on an empty STATE_DIR load the same single key (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = join(tempDir(), 'state');
      // Both children import the modules first, then start at the same wall-clock instant.
      const startAt = String(Date.now() + 1500);
      const outputs = await Promise.all([0, 1].map(() => run(process.execPath, [CHILD, dir, startAt], { timeout: 30_000 })));
      const results = outputs.map((o) => JSON.parse(o.stdout.trim()) as { kid: string; active: number });
      expect(results[0]!.kid, `round ${round}`).toBe(results[1]!.kid);
      expect(
        results.map((r) => r.active),
        `round ${round}`,
      ).toEqual([1, 1]);
      const store = openSqliteStore(dir);
      expect((await store.signingKeys()).map((k) => k.kid)).toEqual([results[0]!.kid]);
      await store.close();
    }
  }, 120_000);
});
