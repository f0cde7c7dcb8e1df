/**
 * Signing key creation (src/auth/keys.ts, src/auth/store.ts addSigningKeyIfNone), in process.
 * Two processes racing on an empty STATE_DIR: tests/integration/keyring-race.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateSigningKey, openKeyRing } from '../../src/auth/keys.ts';
import { openSqliteStore } from '../../src/auth/store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'auth-keys-test-'));
  dirs.push(d);
  return d;
};

describe('signing key creation', () => {
  it('addSigningKeyIfNone inserts only into a store without an active key, and returns the active key', async () => {
    const store = openSqliteStore(join(tempDir(), 'state'));
    try {
      const a = await generateSigningKey(100);
      const b = await generateSigningKey(200);
      expect(store.addSigningKeyIfNone(a).kid).toBe(a.kid);
      expect(store.addSigningKeyIfNone(b).kid).toBe(a.kid);
      expect(store.signingKeys().map((k) => k.kid)).toEqual([a.kid]);
    } finally {
      store.close();
    }
  });

  it('a configured key that was retired earlier becomes active again (SIGNING_KEY A -> B -> A)', async () => {
    const store = openSqliteStore(join(tempDir(), 'state'));
    try {
      const a = await generateSigningKey(100);
      const b = await generateSigningKey(200);
      let t = 1000;
      const now = () => t;
      expect((await openKeyRing(store, { signingKeyPem: a.private_pem, tokenTtlSeconds: 60, now })).active().kid).toBe(a.kid);
      t += 10;
      expect((await openKeyRing(store, { signingKeyPem: b.private_pem, tokenTtlSeconds: 60, now })).active().kid).toBe(b.kid);
      t += 10;
      expect((await openKeyRing(store, { signingKeyPem: a.private_pem, tokenTtlSeconds: 60, now })).active().kid).toBe(a.kid);
      expect(
        store
          .signingKeys()
          .filter((k) => k.retired_at === undefined)
          .map((k) => k.kid),
      ).toEqual([a.kid]);
    } finally {
      store.close();
    }
  });
});
