/**
 * Client-supplied text in the owner's terminal (src/auth/printable.ts, scripts/agents.mjs) and
 * the registration rule that refuses such a client_name (src/auth/service.ts).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readAuthConfig } from '../../src/auth/config.ts';
import { OAuthError } from '../../src/auth/oauth-error.ts';
import { hasInvisible, hasUnprintable, printable } from '../../src/auth/printable.ts';
import { createAuthService } from '../../src/auth/service.ts';
import { openSqliteOperations, openSqliteStore } from '../../src/auth/sqlite-store.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const run = promisify(execFile);
const tempDir = tempDirs('printable-test');

/** Every character printable() must escape. */
const UNSAFE = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
];
/** Characters that show as nothing, which printable() escapes too (and registration refuses in names). */
const INVISIBLE = [
  0xad, 0x34f, 0x115f, 0x1160, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x2800, 0x3164, 0xfeff, 0xffa0, 0xe000, 0xf8ff,
];

describe('printable', () => {
  it('shows terminal escape sequences as visible \\x escapes', () => {
    expect(printable('\u001b[32mapproved\u001b[0m')).toBe('\\x1b[32mapproved\\x1b[0m');
    expect(printable('a\nb\rc\td\u0000')).toBe('a\\x0ab\\x0dc\\x09d\\x00');
    expect(printable('\u009b31m')).toBe('\\x9b31m');
    expect(printable('\u007f')).toBe('\\x7f');
  });

  it('shows bidirectional overrides and isolates as visible \\u escapes', () => {
    expect(printable('agent\u202edevorppa')).toBe('agent\\u202edevorppa');
    expect(printable('\u2066x\u2069')).toBe('\\u2066x\\u2069');
  });

  it('escapes every C0, DEL, C1, bidi control and invisible character, and no visible one', () => {
    for (const code of UNSAFE) {
      const out = printable(`a${String.fromCodePoint(code)}b`);
      expect(out, code.toString(16)).toMatch(/^a\\(x[0-9a-f]{2}|u[0-9a-f]{4})b$/);
      expect(hasUnprintable(String.fromCodePoint(code)), code.toString(16)).toBe(true);
    }
    const safe = 'Recruiter bot — Ünïcödé 日本語 🤖 "quotes" \\backslash';
    expect(printable(safe)).toBe(safe);
    expect(hasUnprintable(safe)).toBe(false);
    for (const code of INVISIBLE) {
      expect(printable(String.fromCodePoint(code)), code.toString(16)).toMatch(/^\\(x[0-9a-f]{2}|u[0-9a-f]{4})$/);
      expect(hasInvisible(String.fromCodePoint(code)), code.toString(16)).toBe(true);
    }
    expect(hasInvisible(safe)).toBe(false);
    for (let code = 0x20; code < 0x3000; code++) {
      if (UNSAFE.includes(code) || INVISIBLE.includes(code) || (code >= 0xd800 && code <= 0xdfff)) continue;
      // Unassigned code points and the other format characters are escaped too.
      if (/[\p{Cn}\p{Cf}]/u.test(String.fromCodePoint(code))) continue;
      const c = String.fromCodePoint(code);
      if (printable(c) !== c) throw new Error(`U+${code.toString(16)} escaped`);
    }
  });

  it('leaves no raw control character in its output, whatever the input', () => {
    const all = UNSAFE.map((c) => String.fromCodePoint(c)).join('');
    expect(hasUnprintable(printable(all))).toBe(false);
  });
});

describe('registration refuses a client_name with control or invisible characters', () => {
  it.each([
    ['an escape sequence', '\u001b[32mapproved\u001b[0m'],
    ['a newline inside', 'agent\nb7Yw2m  approved'],
    ['a bidi override', 'agent\u202etxet'],
    ['a bidi isolate', 'agent\u2067x'],
    ['a C1 control', 'agent\u009b2J'],
    ['DEL', 'agent\u007f'],
    ['a zero-width space', 'Recruiter\u200bagent'],
    ['a zero-width joiner', 'Recruiter\u200dagent'],
    ['a byte order mark inside', 'Recruiter\ufeffagent'],
    ['a soft hyphen', 'Recru\u00aditer'],
    ['a Hangul filler', 'Recruiter \u3164'],
    ['a private-use character', 'agent \ue000'],
  ])('%s: invalid_client_metadata', async (_label, name) => {
    const dir = join(tempDir(), 'state');
    const store = openSqliteStore(dir);
    try {
      const service = await createAuthService(readAuthConfig({ STATE_DIR: dir }, 'https://portfolio.example', tempDir()), store);
      let error: unknown;
      try {
        await service.register({ client_name: name });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(OAuthError);
      expect((error as OAuthError).error).toBe('invalid_client_metadata');
      expect((error as OAuthError).message).toBe('client_name must not contain control, bidirectional, zero-width or other invisible characters');
      // An ordinary name (trimmed) is still accepted.
      expect((await service.register({ client_name: '  Recruiter agent — ünï 🤖  ' })).client_name).toBe('Recruiter agent — ünï 🤖');
    } finally {
      await store.close();
    }
  });
});

describe('registration: the length of a client_name', () => {
  it('over 200 characters: invalid_client_metadata that says so (not "must be a string"); 200 is accepted', async () => {
    const dir = join(tempDir(), 'state');
    const store = openSqliteStore(dir);
    try {
      const service = await createAuthService(readAuthConfig({ STATE_DIR: dir }, 'https://portfolio.example', tempDir()), store);
      const error = await service.register({ client_name: 'x'.repeat(201) }).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(OAuthError);
      expect((error as OAuthError).error).toBe('invalid_client_metadata');
      expect((error as OAuthError).message).toBe('client_name is too long: at most 200 characters');
      expect((await service.register({ client_name: 'x'.repeat(200) })).client_name).toHaveLength(200);
      const notString = await service.register({ client_name: 42 }).catch((err: unknown) => err);
      expect((notString as OAuthError).message).toBe('client_name must be a string');
    } finally {
      await store.close();
    }
  });
});

/**
 * `npm run agents -- list` over a store holding one client named `name` with one pending claim
 * (`claim` overrides the claim's fields): its standard output.
 */
async function listOneClaim(clientId: string, name: string, claim: Partial<Parameters<ReturnType<typeof openSqliteOperations>['insertClaim']>[0]>) {
  const dir = join(tempDir(), 'state');
  const store = openSqliteOperations(dir);
  store.insertClient({
    client_id: clientId,
    secret_hash: '00',
    client_name: name,
    redirect_uris: [],
    grant_types: ['client_credentials'],
    token_endpoint_auth_method: 'client_secret_basic',
    client_id_issued_at: 1_800_000_000,
  });
  store.insertClaim({
    id: 'clm_real',
    client_id: clientId,
    requested: ['contact:read'],
    granted: [],
    pending: ['contact:read'],
    status: 'pending',
    nonce: 'n',
    created_at: 1_800_000_000,
    covers: 'client',
    ...claim,
  });
  store.close();
  const { stdout } = await run(process.execPath, ['scripts/agents.mjs', 'list'], { env: { ...process.env, STATE_DIR: dir } });
  return stdout;
}

describe('npm run agents -- list', () => {
  it('prints client-supplied strings with control characters escaped', async () => {
    // A client stored before registration refused such names (or written by another tool).
    const name = '\u001b[32mapproved\u001b[0m\nclm_fake  approved  \u202eevil';
    const stdout = await listOneClaim('agt_evil', name, {});
    expect(hasUnprintable(stdout.replace(/\n$/, ''))).toBe(false);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stdout).toMatch(/^clm_real\s+pending\s+client agt_evil "\\x1b\[32mapproved\\x1b\[0m\\x0aclm_fake {2}approved {2}\\u202eevil"/);
  });

  it('escapes the quotes and backslashes of a quoted field, so that a name cannot fake the fields after it', async () => {
    const name = 'Bot"  covers client (every token)  who "Jane';
    const stdout = await listOneClaim('agt_quote', name, {
      id: 'clm_q',
      covers: 'grant',
      grant_id: 'grt_q',
      note: { who: 'a\\" why "b', why: 'c\u200bd' },
    });
    expect(stdout).toContain('client agt_quote "Bot\\"  covers client (every token)  who \\"Jane"  covers grant grt_q');
    expect(stdout).toContain('who "a\\\\\\" why \\"b"  why "c\\u200bd"');
    // Every quote inside a field is escaped: the unescaped quotes are exactly the fields' own.
    expect(stdout.replace(/\\./g, '').match(/"/g)).toHaveLength(6);
  });
});
