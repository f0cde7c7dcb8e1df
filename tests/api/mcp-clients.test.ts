// Stock MCP clients, unmodified and run as people run them, against a build served at its own
// origin (issue #27):
// - the MCP Inspector's CLI in both protocol eras: `legacy` (2025-11-25, an initialize handshake)
//   and `modern` (2026-07-28, stateless); its tokens kept between runs (its file secret store);
// - mcp-remote, the stdio bridge desktop hosts start, driven by a host over stdio (the MCP SDK's
//   stdio client), in its `legacy` mode and its `auto` mode (2026-07-28 with a server that speaks it).
// Each: the public tools anonymously; a protected tool sends the person to consent once; while the
// owner's approval is pending the host gets a refusal that says so, and no new window; after the
// owner approves (`npm run agents`), the protected tool answers. One browser window in all.
//
// The browser: both clients open the authorization URL with the `open` package, which runs
// $BROWSER here (no desktop). BROWSER is a script that writes down each URL it is given; the test
// is the person at that window: it allows at the consent page (the form posted as a browser posts
// it) and loads the callback URL the page redirects to, the client's loopback listener.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnOrigin, startOwnOrigin } from '../support/own-origin.ts';
import { freePort } from '../support/ports.ts';

const resolve = createRequire(import.meta.url).resolve;
/** The Inspector's command-line client and mcp-remote's proxy, from their installed packages. */
const INSPECTOR_CLI = join(resolve('@modelcontextprotocol/inspector/package.json'), '../clients/cli/build/index.js');
const MCP_REMOTE = join(resolve('mcp-remote/package.json'), '../dist/proxy.js');
const PROTECTED = 'get_skill_evaluations';
const PENDING = /waits for the owner's approval of claim clm_/;

const scratch = mkdtempSync(join(tmpdir(), 'mcp-clients-'));
/** The client processes this file started, ended by their id if a failed test left one waiting. */
const children: ChildProcess[] = [];
let origin: OwnOrigin;
beforeAll(async () => {
  origin = await startOwnOrigin();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
  await origin?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** A folder of its own for one client: its home, its token store, its browser's log. */
const folder = (name: string) => mkdtempSync(join(scratch, `${name}-`));

interface Browser {
  env: { BROWSER: string };
  /** The URLs the client asked to open so far: one per window. */
  opened(): string[];
}

function headlessBrowser(dir: string): Browser {
  const log = join(dir, 'opened.log');
  const script = join(dir, 'browser.sh');
  writeFileSync(script, `#!/bin/sh\nprintf '%s\\n' "$1" >> '${log}'\n`, { mode: 0o755 });
  return { env: { BROWSER: script }, opened: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []) };
}

/** The person at the window: waits for the client's first URL, allows, and loads the callback. Answers the client_id. */
async function consentInWindow(browser: Browser): Promise<string> {
  await expect.poll(() => browser.opened().length, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
  const url = new URL(browser.opened()[0]!);
  expect(url.origin + url.pathname).toBe(`${origin.url}/v1/auth/authorize`);
  const page = await fetch(url, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(await page.text())![1]!;
  const decision = await fetch(`${origin.url}/v1/auth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: page.headers.get('set-cookie')!.split(';')[0]!, origin: origin.url },
    body: new URLSearchParams({ request, decision: 'allow', who: 'Jane Roe, Acme', why: 'Staff engineer opening' }),
  });
  expect(decision.status).toBe(303);
  const callback = new URL(decision.headers.get('location')!);
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect((await fetch(callback)).status).toBe(200);
  return url.searchParams.get('client_id')!;
}

/** The owner approves the pending claim of this client (`npm run agents -- approve`). */
function ownerApproves(clientId: string) {
  const line = origin
    .agents('list')
    .split('\n')
    .find((l) => l.includes(clientId) && / pending /.test(l));
  expect(line, `a pending claim of ${clientId}`).toBeDefined();
  expect(line).toMatch(/who "Jane Roe, Acme" {2}why "Staff engineer opening"/);
  origin.agents('approve', line!.split(/\s+/)[0]!);
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function collect(child: ChildProcess): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (s) => (stdout += s));
  child.stderr!.setEncoding('utf8').on('data', (s) => (stderr += s));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe.each(['legacy', 'modern'] as const)('the MCP Inspector CLI, --protocol-era %s', (era) => {
  const dir = folder(`inspector-${era}`);
  const browser = headlessBrowser(dir);
  let callbackPort: number;
  beforeAll(async () => {
    callbackPort = await freePort();
  });

  /** One run of the CLI, as a person types it; it keeps its tokens in its home between runs. */
  const inspector = (...args: string[]) => {
    const child = spawn(
      process.execPath,
      [
        INSPECTOR_CLI,
        `${origin.url}/mcp`,
        '--protocol-era',
        era,
        '--format',
        'json',
        '--callback-url',
        `http://127.0.0.1:${callbackPort}/oauth/callback`,
        ...args,
      ],
      {
        // Its file secret store (a desktop keeps tokens in the keychain); no TTY here, so its
        // interactive sign-in is allowed explicitly (MCP_AUTO_OPEN_ENABLED), as its help says.
        env: { ...process.env, HOME: dir, MCP_INSPECTOR_SECRET_STORE: 'file', MCP_AUTO_OPEN_ENABLED: 'true', ...browser.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    return collect(child);
  };
  const result = (run: Run) => {
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout).result;
  };

  it('lists the tools and calls a public one without signing in', { timeout: 60_000 }, async () => {
    const { tools } = result(await inspector('--method', 'tools/list'));
    expect(tools.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['get_profile', 'ask', PROTECTED]));
    const profile = result(await inspector('--method', 'tools/call', '--tool-name', 'get_profile'));
    expect(profile.content[0].text).toContain('Maya');
    // The era spoken: a stateless 2026-07-28 result names its server in _meta; 2025-11-25 did at initialize.
    expect(profile._meta?.['io.modelcontextprotocol/serverInfo']?.name).toBe(era === 'modern' ? '127.0.0.1/portfolio' : undefined);
    expect(browser.opened()).toEqual([]);
  });

  it('a protected tool: one consent, a clear wait for the owner, then the answer; one window in all', { timeout: 120_000 }, async () => {
    const [first, clientId] = await Promise.all([inspector('--method', 'tools/call', '--tool-name', PROTECTED), consentInWindow(browser)]);
    expect(first.code).not.toBe(0);
    expect(first.stderr).toMatch(PENDING);
    // Run again before the owner decides: the same clear answer, no second consent.
    const again = await inspector('--method', 'tools/call', '--tool-name', PROTECTED);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(PENDING);
    ownerApproves(clientId);
    const answered = result(await inspector('--method', 'tools/call', '--tool-name', PROTECTED));
    expect(answered.isError ?? false).toBe(false);
    expect(answered.content[0].text).toMatch(/level|years/);
    expect(browser.opened()).toHaveLength(1);
  });
});

describe.each(['legacy', 'auto'] as const)('mcp-remote --protocol %s, under a host speaking stdio', (protocol) => {
  const dir = folder(`mcp-remote-${protocol}`);
  const browser = headlessBrowser(dir);
  let client: Client;
  let transport: StdioClientTransport;
  let stderr = '';
  beforeAll(async () => {
    // The host's configuration: `npx mcp-remote <url> <callback port> --allow-http` (loopback http here).
    transport = new StdioClientTransport({
      command: process.execPath,
      args: [MCP_REMOTE, `${origin.url}/mcp`, String(await freePort()), '--allow-http', '--host', '127.0.0.1', '--protocol', protocol],
      env: { ...(process.env as Record<string, string>), MCP_REMOTE_CONFIG_DIR: join(dir, 'mcp-auth'), ...browser.env },
      stderr: 'pipe',
    });
    transport.stderr!.on('data', (s) => (stderr += s));
    client = new Client({ name: 'desktop-host', version: '1.0.0' });
    await client.connect(transport);
  });
  afterAll(async () => {
    await client?.close(); // ends the mcp-remote process
  });

  it('lists the tools and calls a public one without signing in', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['get_profile', 'ask', PROTECTED]));
    const profile = await client.callTool({ name: 'get_profile', arguments: {} });
    expect((profile.content as { text: string }[])[0]!.text).toContain('Maya');
    // The era mcp-remote chose: `auto` found a 2026-07-28 server and bridges to it.
    expect(/Remote server speaks MCP 2026-07-28/.test(stderr)).toBe(protocol === 'auto');
    expect(browser.opened()).toEqual([]);
  });

  it('a protected tool: one browser window, a clear wait for the owner, then the answer in the same session', { timeout: 120_000 }, async () => {
    const call = () => client.callTool({ name: PROTECTED, arguments: {} });
    const [first, clientId] = await Promise.all([call().catch((e: Error) => e), consentInWindow(browser)]);
    expect(String(first)).toMatch(PENDING);
    // The host retries before the owner decides: the same clear refusal, no new window.
    await expect(call()).rejects.toThrow(PENDING);
    ownerApproves(clientId);
    const answered = await call();
    expect(answered.isError ?? false).toBe(false);
    expect((answered.content as { text: string }[])[0]!.text).toMatch(/level|years/);
    expect(browser.opened()).toHaveLength(1);
    expect(transport.pid).toEqual(expect.any(Number));
  });
});
