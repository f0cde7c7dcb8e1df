/**
 * Signing key creation (src/auth/keys.ts, src/auth/store.ts addSigningKeyIfNone), in process.
 * Two processes racing on an empty STATE_DIR: tests/integration/keyring-race.test.ts.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSigningKey, openKeyRing } from '../../src/auth/keys.ts';
import { openSqliteStore } from '../../src/auth/sqlite-store.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('auth-keys-test');

describe('signing key creation', () => {
  it('addSigningKeyIfNone inserts only into a store without an active key, and returns the active key', async () => {
    const store = openSqliteStore(join(tempDir(), 'state'));
    try {
      const a = await generateSigningKey(100);
      const b = await generateSigningKey(200);
      expect((await store.addSigningKeyIfNone(a)).kid).toBe(a.kid);
      expect((await store.addSigningKeyIfNone(b)).kid).toBe(a.kid);
      expect((await store.signingKeys()).map((k) => k.kid)).toEqual([a.kid]);
    } finally {
      await store.close();
    }
  });

  it('a configured key that was retired earlier becomes active again (SIGNING_KEY A -> B -> A)', async () => {
    const store = openSqliteStore(join(tempDir(), 'state'));
    try {
      const a = await generateSigningKey(100);
      const b = await generateSigningKey(200);
      let t = 1000;
      const now = () => t;
      expect((await (await openKeyRing(store, { signingKeyPem: a.private_pem, tokenTtlSeconds: 60, now })).active()).kid).toBe(a.kid);
      t += 10;
      expect((await (await openKeyRing(store, { signingKeyPem: b.private_pem, tokenTtlSeconds: 60, now })).active()).kid).toBe(b.kid);
      t += 10;
      expect((await (await openKeyRing(store, { signingKeyPem: a.private_pem, tokenTtlSeconds: 60, now })).active()).kid).toBe(a.kid);
      expect((await store.signingKeys()).filter((k) => k.retired_at === undefined).map((k) => k.kid)).toEqual([a.kid]);
    } finally {
      await store.close();
    }
  });
});
