// Messages (src/messages): the one validation, the form's anti-spam check, the store's owner
// operations, and a failed notification that keeps the message (marked failed, never lost).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { readMessagesConfig } from '../../src/messages/config.ts';
import { checkForm, FORM_MIN_SECONDS, FORM_TOKEN_MAX_AGE, formToken } from '../../src/messages/form-token.ts';
import { emailText, webhookBody } from '../../src/messages/notify.ts';
import { MESSAGE_LIMITS, type MessageRecord, parseMessage } from '../../src/messages/schema.ts';
import { createMessageService } from '../../src/messages/service.ts';
import { openSqliteMessageStore } from '../../src/messages/store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const stateDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'messages-unit-'));
  dirs.push(d);
  return d;
};
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
  return 'accepted';
};

describe('the one validation of a message', () => {
  it('takes plain text with an optional one-line name and e-mail address, trimmed', () => {
    expect(parseMessage({ message: '  Hello\nworld  ', name: ' Sam ', contact: 'sam@example.com' })).toEqual({
      message: 'Hello\nworld',
      name: 'Sam',
      contact: 'sam@example.com',
    });
    expect(parseMessage({ message: '<b>HTML</b> is text' })).toEqual({ message: '<b>HTML</b> is text' });
  });

  it.each([
    [{ message: '' }, 'empty'],
    [{ message: '   ' }, 'blank'],
    [{ message: 'x'.repeat(MESSAGE_LIMITS.text + 1) }, 'too long'],
    [{ message: 'nul \u0000' }, 'a control character'],
    [{ message: 'escape \u001b[2J' }, 'an escape sequence'],
    [{ message: 'bidi \u202e override' }, 'a bidi override'],
    [{ message: 'hi', name: 'a\nb' }, 'a name of two lines'],
    [{ message: 'hi', name: 'x'.repeat(MESSAGE_LIMITS.name + 1) }, 'a long name'],
    [{ message: 'hi', contact: 'nobody' }, 'an address that is not one'],
    [{ message: 'hi', contact: 'a@b.c\r\nBcc: x@y.z' }, 'a header injection'],
    [{ message: 'hi', html: '<b>' }, 'an unknown member'],
    [{ message: 42 }, 'a message that is not a string'],
  ] as [unknown, string][])('refuses %j (%s)', (input) => {
    expect(code(() => parseMessage(input))).toBe('INVALID_BODY');
  });
});

describe('the contact form check (signed time token and honeypot)', () => {
  const secret = 'test-secret';
  const now = 1_800_000_000;
  it('accepts a token of this server between 3 seconds and an hour old, with the honeypot empty', () => {
    const token = formToken(secret, now);
    expect(code(() => checkForm(secret, token, undefined, now + FORM_MIN_SECONDS))).toBe('accepted');
    expect(code(() => checkForm(secret, token, '', now + FORM_TOKEN_MAX_AGE))).toBe('accepted');
  });
  it('refuses too fast, too old, forged, another secret, missing, and a filled honeypot', () => {
    const token = formToken(secret, now);
    expect(code(() => checkForm(secret, token, undefined, now + FORM_MIN_SECONDS - 1))).toBe('FORM_CHECK_FAILED');
    expect(code(() => checkForm(secret, token, undefined, now + FORM_TOKEN_MAX_AGE + 1))).toBe('FORM_CHECK_FAILED');
    const [t, nonce, mac] = token.split('.');
    expect(code(() => checkForm(secret, `${Number(t) - 100}.${nonce}.${mac}`, undefined, now + 10))).toBe('FORM_CHECK_FAILED');
    expect(code(() => checkForm('other-secret', token, undefined, now + 10))).toBe('FORM_CHECK_FAILED');
    expect(code(() => checkForm(secret, undefined, undefined, now + 10))).toBe('FORM_CHECK_FAILED');
    expect(code(() => checkForm(secret, token, 'http://spam.example', now + 10))).toBe('FORM_CHECK_FAILED');
  });
});

describe('configuration', () => {
  it('defaults: on, OWNER_EMAIL from the profile; bad values name their variable', () => {
    const c = readMessagesConfig({}, 'me@example.com');
    expect(c).toMatchObject({ enabled: true, form: true, mcp: true, ownerEmail: 'me@example.com', perAddress: { points: 5, seconds: 3600 } });
    expect(() => readMessagesConfig({ MESSAGES_FORM: 'no' })).toThrow(/MESSAGES_FORM/);
    expect(() => readMessagesConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => readMessagesConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/OWNER_EMAIL/);
    expect(() => readMessagesConfig({ RATE_LIMIT_MESSAGES: '5' })).toThrow(/RATE_LIMIT_MESSAGES/);
  });
});

describe('the store and the service', () => {
  const input = { message: 'Hello <b>owner</b>', contact: 'sam@example.com' };
  const limiter = { consume: async () => undefined };

  it('lists newest first, archives, deletes; stores no client address', async () => {
    const dir = stateDir();
    const store = openSqliteMessageStore(dir);
    const service = createMessageService({
      config: readMessagesConfig({}),
      store,
      limiter,
      addressKey: (ip) => `ip:${ip}`,
      notify: { issuer: 'https://x.example' },
    });
    const a = await service.submit(input, { channel: 'api', sender: { verified: false }, ip: '203.0.113.77' });
    const b = await service.submit({ message: 'second' }, { channel: 'form', sender: { verified: false }, ip: '203.0.113.77' });
    expect((await store.listMessages()).map((m) => m.id)).toEqual([b.id, a.id]);
    expect(await store.getMessage(a.id)).toMatchObject({ message: 'Hello <b>owner</b>', webhook: 'off', email: 'off', status: 'new' });
    expect(await store.archiveMessage(a.id)).toBe(true);
    expect(await store.archiveMessage(a.id)).toBe(false);
    expect((await store.listMessages('new')).map((m) => m.id)).toEqual([b.id]);
    expect(await store.deleteMessage(b.id)).toBe(true);
    expect(await store.deleteMessage(b.id)).toBe(false);
    await store.close();
    // The address was only a rate-limit key, hashed: it is nowhere in the database.
    for (const f of ['auth.sqlite', 'auth.sqlite-wal']) {
      let bytes = '';
      try {
        bytes = readFileSync(join(dir, f), 'latin1');
      } catch {}
      expect(bytes).not.toContain('203.0.113.77');
    }
  });

  it('a database from before read marks gets the column and keeps its messages (unread)', async () => {
    const dir = stateDir();
    const db = new DatabaseSync(join(dir, 'auth.sqlite'));
    db.exec(`CREATE TABLE messages (
      id TEXT PRIMARY KEY, received_at INTEGER NOT NULL, channel TEXT NOT NULL, sender TEXT NOT NULL CHECK (json_valid(sender)),
      name TEXT, contact TEXT, message TEXT NOT NULL, status TEXT NOT NULL, webhook TEXT NOT NULL, email TEXT NOT NULL) STRICT`);
    db.prepare("INSERT INTO messages VALUES ('msg_old', 1, 'api', '{\"verified\":false}', NULL, NULL, 'from before', 'new', 'off', 'off')").run();
    db.close();
    const store = openSqliteMessageStore(dir);
    expect(await store.getMessage('msg_old')).toMatchObject({ message: 'from before', status: 'new' });
    expect(await store.getMessage('msg_old')).not.toHaveProperty('read_at');
    expect(await store.markRead('msg_old', 5)).toBe(true);
    expect((await store.getMessage('msg_old'))!.read_at).toBe(5);
    await store.close();
  });

  it('the address key given to the limiter is hashed with the secret, never the address', async () => {
    const consume = vi.fn(async () => undefined);
    const store = openSqliteMessageStore(stateDir());
    const service = createMessageService({
      config: readMessagesConfig({}),
      store,
      limiter: { consume },
      addressKey: (ip) => `ip:${ip}`,
      notify: { issuer: 'x' },
    });
    await service.submit(input, { channel: 'api', sender: { verified: false }, ip: '203.0.113.77' });
    expect(consume).toHaveBeenCalledWith('messages', [expect.stringMatching(/^msg:[\w-]{43}$/)]);
    expect(JSON.stringify(consume.mock.calls)).not.toContain('203.0.113');
    await store.close();
  });

  it('an SMTP server that cannot be reached: the message is kept, its e-mail marked failed', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const store = openSqliteMessageStore(stateDir());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = readMessagesConfig({ SMTP_URL: `smtp://user:hunter2@127.0.0.1:${port}`, OWNER_EMAIL: 'me@example.com' });
    const service = createMessageService({ config, store, limiter, addressKey: (ip) => ip, notify: { issuer: 'x', backoffMs: [] } });
    const m = await service.submit(input, { channel: 'api', sender: { verified: false } });
    expect((await store.getMessage(m.id))?.email).toMatch(/^(pending|sending)$/);
    await service.idle();
    expect(await store.getMessage(m.id)).toMatchObject({ email: 'failed', message: input.message });
    expect(warn.mock.calls.join('\n')).toMatch(/gave up on message/);
    expect(warn.mock.calls.join('\n')).not.toContain('hunter2');
    warn.mockRestore();
    await store.close();
  });

  it('notifications a stopped process left pending are sent at start-up, once, by one of several processes', async () => {
    const received: string[] = [];
    const hook = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/`;
    const dir = stateDir();
    const left: MessageRecord = {
      id: 'msg_left',
      received_at: 1,
      channel: 'api',
      sender: { verified: false },
      message: 'stored, then the process was killed',
      status: 'new',
      webhook: 'pending',
      email: 'off',
    };
    const first = openSqliteMessageStore(dir);
    await first.insertMessage(left);
    await first.insertMessage({ ...left, id: 'msg_done', webhook: 'sent' });
    // Two processes start on the same state.
    const processes = [first, openSqliteMessageStore(dir)].map((store) =>
      createMessageService({
        config: readMessagesConfig({}),
        store,
        limiter,
        addressKey: (ip) => ip,
        notify: { issuer: 'x', webhook: { url, secret: 'x'.repeat(32) } },
      }),
    );
    expect(await Promise.all(processes.map((p) => p.resume()))).toEqual([1, 1]);
    await Promise.all(processes.map((p) => p.idle()));
    expect(received.map((b) => JSON.parse(b).message.id)).toEqual(['msg_left']);
    expect((await first.getMessage('msg_left'))?.webhook).toBe('sent');
    expect(await processes[0]!.resume()).toBe(0);
    await new Promise((r) => hook.close(r));
    for (const p of processes) await p.store.close();
  });

  it('the e-mail is plain text with the message as written', () => {
    const m: MessageRecord = {
      id: 'msg_1',
      received_at: 0,
      channel: 'form',
      sender: { verified: false },
      message: '<script>x</script>',
      status: 'new',
      webhook: 'off',
      email: 'pending',
    };
    expect(emailText(m)).toContain('\n<script>x</script>\n');
    expect(emailText(m)).toContain('unverified sender, by the contact form');
    expect(emailText(m)).not.toContain('console');
  });

  it('with the owner console, the e-mail and the webhook link to the message there', () => {
    const m: MessageRecord = {
      id: 'msg_1',
      received_at: 0,
      channel: 'api',
      sender: { verified: false },
      message: 'hi',
      status: 'new',
      webhook: 'pending',
      email: 'pending',
    };
    const siteUrl = (path: string) => `https://portfolio.example${path}`;
    expect(emailText(m, siteUrl)).toContain('\nIn your console (sign in first): https://portfolio.example/owner/messages/msg_1\n');
    expect(JSON.parse(webhookBody(m, 'https://portfolio.example', siteUrl)).manage.console).toBe('https://portfolio.example/owner/messages/msg_1');
    expect(JSON.parse(webhookBody(m, 'https://portfolio.example')).manage).not.toHaveProperty('console');
  });
});
