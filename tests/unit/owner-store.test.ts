// The owner console's state (src/owner/store.ts) on a real SQLite file beside the authorization
// store: a one-time secret works once and not after its expiry, and only for its kind; only its
// hash is on disk; the last passkey cannot be removed; sessions end at their expiry; the purge
// keeps a used secret long enough to tell a reuse from an unknown secret. And the console's
// configuration (src/owner/config.ts): bad values stop the server naming the variable.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteOperations } from '../../src/auth/sqlite-store.ts';
import { readOwnerConfig } from '../../src/owner/config.ts';
import { newSecret, openOwnerOperations, type PasskeyRecord, sha256 } from '../../src/owner/store.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('owner-store');

function open() {
  const dir = join(tempDir(), 'state');
  openSqliteOperations(dir).close();
  return { dir, ops: openOwnerOperations(dir) };
}

const passkey = (id: string): PasskeyRecord => ({ id, public_key: 'pk', counter: 0, transports: ['internal'], name: id, created_at: 1 });

describe('the owner store', () => {
  it('a secret works once, before its expiry, for its kind only; the file holds its hash, never the secret', () => {
    const { dir, ops } = open();
    const secret = newSecret();
    ops.insertSecret(secret, { kind: 'enrol', subject: 'owner', expires_at: 100 });
    expect(ops.useSecret(secret, 'claim-link', 50).status).toBe('unknown');
    expect(ops.useSecret(secret, 'enrol', 50, true).status).toBe('ok');
    expect(ops.useSecret(secret, 'enrol', 50).status).toBe('ok');
    expect(ops.useSecret(secret, 'enrol', 51).status).toBe('used');
    const late = newSecret();
    ops.insertSecret(late, { kind: 'form', subject: 's', expires_at: 100 });
    expect(ops.useSecret(late, 'form', 100).status).toBe('expired');
    ops.close();
    const bytes = ['auth.sqlite', 'auth.sqlite-wal']
      .filter((f) => existsSync(join(dir, f)))
      .map((f) => readFileSync(join(dir, f)).toString('latin1'))
      .join('');
    expect(bytes).not.toContain(secret);
    expect(bytes).toContain(sha256(secret));
  });

  it('keeps the last passkey, and ends the sessions of a removed one', () => {
    const { ops } = open();
    ops.addPasskey(passkey('a'));
    expect(ops.removePasskey('a')).toBe(false);
    ops.addPasskey(passkey('b'));
    ops.insertSession({ hash: 'h', passkey_id: 'b', created_at: 1, expires_at: 100 });
    expect(ops.getSession('h', 50)?.passkey_id).toBe('b');
    expect(ops.getSession('h', 100)).toBeUndefined();
    expect(ops.removePasskey('b')).toBe(true);
    ops.deleteSessionsOf('b');
    expect(ops.getSession('h', 50)).toBeUndefined();
    expect(ops.listPasskeys().map((p) => p.id)).toEqual(['a']);
  });

  it('the purge keeps a used secret a day past its expiry (a reuse stays a reuse), and drops old audit entries', () => {
    const { ops } = open();
    const secret = newSecret();
    ops.insertSecret(secret, { kind: 'claim-link', subject: 'clm_1', expires_at: 100 });
    ops.useSecret(secret, 'claim-link', 10);
    ops.audit({ at: 5, action: 'old', detail: '' });
    ops.audit({ at: 500, action: 'new', detail: '' });
    ops.purge(200, 100);
    expect(ops.useSecret(secret, 'claim-link', 200).status).toBe('used');
    expect(ops.listAudit(10).map((a) => a.action)).toEqual(['new']);
    ops.purge(100 + 86_401, 0);
    expect(ops.useSecret(secret, 'claim-link', 200).status).toBe('unknown');
  });
});

describe('the owner console configuration', () => {
  it('has short defaults and refuses values out of range, naming the variable', () => {
    expect(readOwnerConfig({})).toEqual({ enabled: true, sessionTtl: 1800, enrolTtl: 600, linkTtl: 3600, insights: true, insightsRetentionDays: 30 });
    expect(readOwnerConfig({ INSIGHTS: 'false', INSIGHTS_RETENTION_DAYS: '7' })).toMatchObject({ insights: false, insightsRetentionDays: 7 });
    expect(() => readOwnerConfig({ INSIGHTS_RETENTION_DAYS: '0' })).toThrow(/INSIGHTS_RETENTION_DAYS/);
    expect(readOwnerConfig({ OWNER_CONSOLE: 'false' }).enabled).toBe(false);
    expect(() => readOwnerConfig({ OWNER_CONSOLE: 'maybe' })).toThrow(/OWNER_CONSOLE/);
    expect(() => readOwnerConfig({ OWNER_SESSION_TTL: '86400' })).toThrow(/OWNER_SESSION_TTL/);
    expect(() => readOwnerConfig({ OWNER_ENROL_TTL: '10' })).toThrow(/OWNER_ENROL_TTL/);
    expect(() => readOwnerConfig({ OWNER_LINK_TTL: 'soon' })).toThrow(/OWNER_LINK_TTL/);
  });
});
