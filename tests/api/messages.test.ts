// Messages from people and agents (issue #30): a message through the contact form (a browser's
// plain POST), POST /v1/messages and the MCP tool send_message each reaches the store (read with the
// owner's command), a local webhook receiver and a local SMTP server; limits answer 429 with
// Retry-After; oversized and malformed messages answer 4xx problems; kill -9 right after a 202
// loses nothing (SQLite and Redis); HTML in a message is shown as text to the owner and in the
// (plain text) e-mail; the off switches close each way in.
import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { snapshotBuild } from '../support/build-copy.ts';
import { stopAfterEach } from '../support/servers.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { startRedis } from '../support/redis.ts';
import { type Mail, startMailbox } from '../support/smtp.ts';

type Server = Awaited<ReturnType<typeof startServer>>;
const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const API_KEY = 'messages-test-api-key';
const HTML = '<script>alert(1)</script> <b>bold</b> & "quotes"';

let build: string;
let smtp: Awaited<ReturnType<typeof startMailbox>>;
let smtpPort: number;
let mails: Mail[];
let hook: http.Server;
let hookUrl: string;
const hooks: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  build = snapshotBuild();
  smtp = await startMailbox();
  smtpPort = smtp.port;
  mails = smtp.mails;
  hook = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      hooks.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await smtp?.close();
  await new Promise((r) => hook?.close(r));
  if (build) rmSync(build, { recursive: true, force: true });
});

const stateDir = tempDirs('messages');
const track = stopAfterEach();

async function start(dir: string, env: Record<string, string> = {}): Promise<Server> {
  const server = await startServer('server.mjs', {
    env: {
      PORTFOLIO_DIST: build,
      STATE_DIR: dir,
      RATE_LIMIT_API: '10000/60',
      RATE_LIMIT_MESSAGES: '1000/3600',
      OWNER_WEBHOOK_URL: hookUrl,
      OWNER_WEBHOOK_SECRET: SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: 'portfolio@lindqvist.example',
      AGENT_API_KEYS: JSON.stringify([{ name: 'recruiter', sha256: createHash('sha256').update(API_KEY).digest('hex'), scopes: ['projects:read'] }]),
      ...env,
    },
  });
  return track(server);
}

const agents = (env: Record<string, string>, ...args: string[]) =>
  execFileSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, PORTFOLIO_ENV_FILE: '', ...env }, encoding: 'utf8' });

const post = (s: Server, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/v1/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Waits until `find` finds something (the notifications run after the 202). */
async function eventually<T>(find: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not delivered in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The webhook event and the e-mail of message `id`, the webhook's signature checked. */
async function notifications(id: string) {
  const event = await eventually(() => hooks.find((h) => JSON.parse(h.body).message?.id === id));
  const { 'webhook-id': hid, 'webhook-timestamp': ts, 'webhook-signature': sig } = event.headers;
  expect(sig).toBe(`v1,${createHmac('sha256', SECRET).update(`${hid}.${ts}.${event.body}`).digest('base64')}`);
  const mail = await eventually(() => mails.find((m) => m.raw.includes(id)));
  return { event: JSON.parse(event.body), mail };
}

/** The contact form as a browser loads it: its action and hidden token. */
async function loadForm(s: Server) {
  const res = await fetch(`${s.url}/contact`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const page = await res.text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  expect(token).toBeDefined();
  expect(page).toMatch(/<form class="consent-form" method="post" action="\/contact">/);
  return token!;
}

const submitForm = (s: Server, fields: Record<string, string>) =>
  fetch(`${s.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('a message reaches the store, the webhook and the SMTP server', () => {
  it('through the contact form (no JavaScript: a plain POST, a server-rendered answer); its HTML stays text', async () => {
    const dir = stateDir();
    const s = await start(dir);
    const token = await loadForm(s);
    // Faster than a person: refused, the form shown again with what was written, escaped.
    const early = await submitForm(s, { token, message: HTML, name: 'Sam', contact: 'sam@example.com', website: '' });
    expect(early.status).toBe(400);
    const earlyPage = await early.text();
    expect(earlyPage).toContain('less than 3 seconds');
    expect(earlyPage).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(earlyPage).not.toContain('<script>');
    await new Promise((r) => setTimeout(r, 3100));
    const res = await submitForm(s, { token, message: HTML, name: 'Sam', contact: 'sam@example.com', website: '' });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Message sent');
    const id = /reference <code>(msg_[\w-]+)<\/code>/.exec(page)?.[1];
    expect(id).toBeDefined();

    const shown = agents({ STATE_DIR: dir }, 'messages', 'show', id!);
    expect(shown).toContain(HTML);
    expect(shown).toContain('unverified sender, by the contact form');
    const { event, mail } = await notifications(id!);
    expect(event).toMatchObject({ type: 'message.received', message: { id, channel: 'form', sender: { verified: false }, text: HTML, name: 'Sam' } });
    expect(mail.to).toEqual(['maya@lindqvist.example']);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.raw).toMatch(/^Reply-To: sam@example\.com/im);
    expect(mail.raw).toContain('<script>alert(1)</script>');
    // Delivered: recorded on the message.
    await eventually(() => (/webhook sent {2}email sent/.test(agents({ STATE_DIR: dir }, 'messages', 'list')) ? true : undefined));
  });

  it('the form refuses a filled honeypot, a forged token and a missing one', async () => {
    const s = await start(stateDir());
    const token = await loadForm(s);
    await new Promise((r) => setTimeout(r, 3100));
    const honeypot = await submitForm(s, { token, message: 'hi', website: 'http://spam.example' });
    expect(honeypot.status).toBe(400);
    expect(await honeypot.text()).toContain('meant to stay empty');
    const forged = await submitForm(s, { token: `${token.slice(0, -3)}AAA`, message: 'hi' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('not one this server issued');
    const missing = await submitForm(s, { message: 'hi' });
    expect(missing.status).toBe(400);
  });

  it('through POST /v1/messages: 202 with an id; an authenticated agent is named, an anonymous one unverified', async () => {
    const dir = stateDir();
    const s = await start(dir);
    const anonymous = await post(s, { message: 'Are you available in March?', contact: 'hr@example.com' });
    expect(anonymous.status).toBe(202);
    const a = await anonymous.json();
    expect(a).toEqual({ id: expect.stringMatching(/^msg_/), status: 'accepted', verified_sender: null });
    const known = await post(s, { message: 'From a known agent', name: 'Recruiting bot' }, { authorization: `Bearer ${API_KEY}` });
    expect(known.status).toBe(202);
    const k = await known.json();
    expect(k.verified_sender).toBe('key:recruiter');

    const list = agents({ STATE_DIR: dir }, 'messages', 'list');
    expect(list).toContain(a.id);
    expect(list).toContain(k.id);
    expect(list).toContain('agent key:recruiter (verified client id), by the API');
    const { event, mail } = await notifications(k.id);
    expect(event.message).toMatchObject({ channel: 'api', sender: { verified: true, kind: 'client', id: 'key:recruiter' } });
    expect(mail.raw).toContain('From a known agent');
    const first = await notifications(a.id);
    expect(first.event.message.sender).toEqual({ verified: false });
  });

  it('through the MCP tool send_message (SDK client), annotated as writing', async () => {
    const dir = stateDir();
    const s = await start(dir);
    const client = new Client({ name: 'messages-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', s.url)));
    try {
      const { tools } = await client.listTools();
      const tool = tools.find((t) => t.name === 'send_message');
      expect(tool?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
      expect(tool?.inputSchema.properties).toHaveProperty('message');
      const result = await client.callTool({ name: 'send_message', arguments: { message: `Through MCP ${HTML}`, name: 'An agent' } });
      expect(result.isError).toBeFalsy();
      const id = (result.structuredContent as { id: string }).id;
      expect(id).toMatch(/^msg_/);
      expect(agents({ STATE_DIR: dir }, 'messages', 'show', id)).toContain(`Through MCP ${HTML}`);
      const { event, mail } = await notifications(id);
      expect(event.message).toMatchObject({ channel: 'mcp', sender: { verified: false } });
      expect(mail.raw).toContain('Through MCP');
      // The same validation as the API: an empty message is refused.
      const empty = await client.callTool({ name: 'send_message', arguments: { message: '   ' } });
      expect(empty.isError).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('limits and malformed messages', () => {
  it('per address: 429 with Retry-After over RATE_LIMIT_MESSAGES; everybody together: over RATE_LIMIT_MESSAGES_ALL', async () => {
    const s = await start(stateDir(), { RATE_LIMIT_MESSAGES: '2/3600', RATE_LIMIT_MESSAGES_ALL: '3/3600', TRUST_PROXY: 'loopback' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await post(s, { message: 'one' }, from('198.51.100.1'))).status).toBe(202);
    expect((await post(s, { message: 'two' }, from('198.51.100.1'))).status).toBe(202);
    const third = await post(s, { message: 'three' }, from('198.51.100.1'));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await third.json()).toMatchObject({ code: 'RATE_LIMITED', violated_policies: ['messages'] });
    // Another address may still send, until the global quota is used up.
    expect((await post(s, { message: 'four' }, from('198.51.100.2'))).status).toBe(202);
    const global = await post(s, { message: 'five' }, from('198.51.100.3'));
    expect(global.status).toBe(429);
    expect(global.headers.get('retry-after')).toBeTruthy();
    expect(await global.json()).toMatchObject({ violated_policies: ['messages-all'] });
  });

  it('oversized, malformed, not plain text or with a bad address: 4xx problems, nothing stored', async () => {
    const dir = stateDir();
    const s = await start(dir);
    const cases: [unknown, number, string][] = [
      [{ message: 'x'.repeat(40 * 1024) }, 413, 'PAYLOAD_TOO_LARGE'],
      ['{"message": ', 400, 'INVALID_JSON'],
      [{ message: 'x'.repeat(5001) }, 400, 'INVALID_BODY'],
      [{ message: '' }, 400, 'INVALID_BODY'],
      [{ message: 'bell \u0007 and escape \u001b[31m' }, 400, 'INVALID_BODY'],
      [{ message: 'hi', contact: 'not an address' }, 400, 'INVALID_BODY'],
      [{ message: 'hi', name: 'two\nlines' }, 400, 'INVALID_BODY'],
      [{ message: 'hi', extra: 1 }, 400, 'INVALID_BODY'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(s, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await res.json()).code).toBe(code);
    }
    const text = await fetch(`${s.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(415);
    expect(agents({ STATE_DIR: dir }, 'messages', 'list', '--all')).toContain('no messages');
  });
});

describe('durability and the owner', () => {
  it('kill -9 right after a 202 loses nothing (SQLite); the owner archives and deletes', async () => {
    const dir = stateDir();
    const s = await start(dir);
    const res = await post(s, { message: 'durable message' });
    expect(res.status).toBe(202);
    const { id } = await res.json();
    const exited = once(s.child, 'exit');
    s.child.kill('SIGKILL');
    await exited;
    expect(agents({ STATE_DIR: dir }, 'messages', 'show', id)).toContain('durable message');
    expect(agents({ STATE_DIR: dir }, 'messages', 'archive', id)).toContain('archived');
    expect(agents({ STATE_DIR: dir }, 'messages', 'list')).toContain('no new messages');
    expect(agents({ STATE_DIR: dir }, 'messages', 'list', '--all')).toContain(id);
    expect(agents({ STATE_DIR: dir }, 'messages', 'delete', id)).toContain('deleted');
    expect(agents({ STATE_DIR: dir }, 'messages', 'list', '--all')).toContain('no messages');
  });

  it('kill -9 right after a 202 loses nothing (Redis, appendfsync always); the owner archives and deletes there too', async () => {
    const redis = await startRedis();
    try {
      const s = await start(stateDir(), { STATE_URL: redis.url });
      const res = await post(s, { message: 'durable in redis' });
      expect(res.status).toBe(202);
      const { id } = await res.json();
      const exited = once(s.child, 'exit');
      s.child.kill('SIGKILL');
      await exited;
      await redis.kill();
      await redis.restart();
      const owner = { STATE_URL: redis.url };
      expect(agents(owner, 'messages', 'show', id)).toContain('durable in redis');
      expect(agents(owner, 'messages', 'archive', id)).toContain('archived');
      expect(agents(owner, 'messages', 'list')).toContain('no new messages');
      expect(agents(owner, 'messages', 'list', '--all')).toContain(id);
      expect(agents(owner, 'messages', 'delete', id)).toContain('deleted');
      expect(agents(owner, 'messages', 'list', '--all')).toContain('no messages');
    } finally {
      await redis.stop();
    }
  });
});

describe('off switches', () => {
  it('MESSAGES_FORM=false and MESSAGES_MCP=false: no form (the mail link instead), no tool; the API stays', async () => {
    const s = await start(stateDir(), { MESSAGES_FORM: 'false', MESSAGES_MCP: 'false' });
    const page = await fetch(`${s.url}/contact`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('mailto:maya@lindqvist.example');
    expect(html).not.toContain('<form');
    const sent = await submitForm(s, { message: 'hi' });
    expect(sent.status).toBe(404);
    const client = new Client({ name: 'messages-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', s.url)));
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('send_message');
    } finally {
      await client.close();
    }
    expect((await post(s, { message: 'hi' })).status).toBe(202);
  });

  it('MESSAGES_ENABLED=false: POST /v1/messages answers 404 MESSAGES_OFF', async () => {
    const s = await start(stateDir(), { MESSAGES_ENABLED: 'false' });
    const res = await post(s, { message: 'hi' });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('MESSAGES_OFF');
  });
});
