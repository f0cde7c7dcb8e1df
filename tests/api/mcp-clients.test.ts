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
import { createTestCa, type DocumentHandler, json, startDocumentServer } from '../support/test-ca.ts';

const resolve = createRequire(import.meta.url).resolve;
/** The Inspector's command-line client and mcp-remote's proxy, from their installed packages. */
const INSPECTOR_CLI = join(resolve('@modelcontextprotocol/inspector/package.json'), '../clients/cli/build/index.js');
const MCP_REMOTE = join(resolve('mcp-remote/package.json'), '../dist/proxy.js');
const PROTECTED = 'get_skill_evaluations';
const PENDING = /waits for the owner's approval of claim clm_/;

const scratch = mkdtempSync(join(tmpdir(), 'mcp-clients-'));
/** The client processes this file started, ended by their id if a failed test left one waiting. */
const children: ChildProcess[] = [];
/**
 * The hosts' Client ID Metadata Documents, on an https server of a throwaway CA that the server
 * process trusts (NODE_EXTRA_CA_CERTS; verification stays on), at `localhost`, which the tests-only
 * CIMD_ALLOW_PRIVATE_HOSTS lets the server fetch from.
 */
const ca = createTestCa();
const routes = new Map<string, DocumentHandler>();
let docs: Awaited<ReturnType<typeof startDocumentServer>>;
let docOrigin: string;
let origin: OwnOrigin;
beforeAll(async () => {
  docs = await startDocumentServer(ca, routes);
  docOrigin = `https://localhost:${docs.port}`;
  origin = await startOwnOrigin({ NODE_EXTRA_CA_CERTS: ca.caFile, CIMD_ALLOW_PRIVATE_HOSTS: 'localhost' });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
  await origin?.stop();
  await docs?.close();
  ca.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** A folder of its own for one client: its home, its token store, its browser's log. */
const folder = (name: string) => mkdtempSync(join(scratch, `${name}-`));

interface Browser {
  env: Record<string, string>;
  /** The URLs the client asked to open so far: one per window. */
  opened(): string[];
}

function headlessBrowser(dir: string): Browser {
  const log = join(dir, 'opened.log');
  const script = join(dir, 'browser.sh');
  writeFileSync(script, `#!/bin/sh\nprintf '%s\\n' "$1" >> '${log}'\n`, { mode: 0o755 });
  // No desktop, whatever machine runs the tests: xdg-open (which `open` runs) then uses $BROWSER.
  const env = { BROWSER: script, DISPLAY: '', WAYLAND_DISPLAY: '', XDG_CURRENT_DESKTOP: '', DESKTOP_SESSION: '', KDE_FULL_SESSION: '' };
  return { env, opened: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []) };
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

const PROFILE_IN_META = (era: string) => (era === 'legacy' ? undefined : '127.0.0.1/portfolio');

/** A host's sign-in: dynamic registration, or a Client ID Metadata Document served here for it. */
type SignIn = 'registration' | 'metadata document';

/** A metadata document for a public client with this redirect URI, served by the https document server; answers its URL. */
function metadataDocument(name: string, redirectUri: string): string {
  const url = `${docOrigin}/${name}.json`;
  routes.set(
    `/${name}.json`,
    json({ client_id: url, client_name: `${name} (metadata document)`, redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' }),
  );
  return url;
}

describe.each(['legacy', 'modern'] as const)('the MCP Inspector CLI, --protocol-era %s', (era) => {
  /** The CLI as a person runs it, in a home of its own where it keeps its tokens between runs. */
  async function inspectorAt(name: string, signIn: SignIn = 'registration') {
    const dir = folder(`inspector-${era}-${name}`);
    const browser = headlessBrowser(dir);
    const callback = `http://127.0.0.1:${await freePort()}/oauth/callback`;
    const cimd = signIn === 'metadata document' ? ['--client-metadata-url', metadataDocument(`inspector-${era}`, callback)] : [];
    const run = (...args: string[]) => {
      const child = spawn(
        process.execPath,
        [INSPECTOR_CLI, `${origin.url}/mcp`, '--protocol-era', era, '--format', 'json', '--callback-url', callback, ...cimd, ...args],
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
    return { run, browser };
  }
  const result = (run: Run) => {
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout).result;
  };

  it('lists the tools and calls a public one without signing in', { timeout: 60_000 }, async () => {
    const { run, browser } = await inspectorAt('anonymous');
    // --strict: the tool schemas' portability to hosts of other schema dialects; an error exits 6.
    // It reports each finding ("Error: tool …", "Warning: tool …") and a count ("N errors, M
    // warnings across K tools"), and writes nothing when it finds nothing: no error, no warning.
    const list = await run('--method', 'tools/list', '--strict');
    expect(list.stderr).not.toMatch(/^(Error|Warning): tool /m);
    expect(list.stderr).not.toMatch(/\d+ errors?, \d+ warnings?/);
    const { tools } = result(list);
    expect(tools.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['get_profile', 'ask', PROTECTED]));
    const profile = result(await run('--method', 'tools/call', '--tool-name', 'get_profile'));
    expect(profile.content[0].text).toContain('Maya');
    // The era spoken: a stateless 2026-07-28 result names its server in _meta; 2025-11-25 did at initialize.
    expect(profile._meta?.['io.modelcontextprotocol/serverInfo']?.name).toBe(PROFILE_IN_META(era));
    expect(browser.opened()).toEqual([]);
  });

  it.each(['registration', 'metadata document'] as const)(
    'signed in by %s: one consent, a clear wait for the owner, then the protected tool; one window in all',
    { timeout: 120_000 },
    async (signIn) => {
      const { run, browser } = await inspectorAt(signIn.replace(' ', '-'), signIn);
      const [first, clientId] = await Promise.all([run('--method', 'tools/call', '--tool-name', PROTECTED), consentInWindow(browser)]);
      if (signIn === 'metadata document') expect(clientId).toBe(`${docOrigin}/inspector-${era}.json`);
      else expect(clientId).toMatch(/^agt_/);
      // Given any OAuth option (--client-metadata-url among them), the CLI reports a 403 challenge
      // by its status alone, without the server's message or error_description (Inspector 2.12).
      const refusal = signIn === 'registration' ? PENDING : /"code":"auth_required","message":"MCP auth challenge \(403\)"/;
      expect(first.code).not.toBe(0);
      expect(first.stderr).toMatch(refusal);
      // Run again before the owner decides: the same answer, no second consent.
      const again = await run('--method', 'tools/call', '--tool-name', PROTECTED);
      expect(again.code).not.toBe(0);
      expect(again.stderr).toMatch(refusal);
      ownerApproves(clientId);
      const answered = result(await run('--method', 'tools/call', '--tool-name', PROTECTED));
      expect(answered.isError ?? false).toBe(false);
      expect(answered.content[0].text).toMatch(/level|years/);
      expect(browser.opened()).toHaveLength(1);
    },
  );
});

describe.each(['legacy', 'auto'] as const)('mcp-remote --protocol %s, under a host speaking stdio', (protocol) => {
  const hosts: Client[] = [];
  afterAll(async () => {
    for (const host of hosts) await host.close(); // ends its mcp-remote process
  });

  /**
   * A desktop host configured with `npx mcp-remote <url> <callback port> --allow-http …` (loopback
   * http here), connected over stdio; its tokens in a folder of its own.
   */
  async function hostWith(name: string, args: (callback: string) => string[] = () => [], env: Record<string, string> = {}) {
    const dir = folder(`mcp-remote-${protocol}-${name}`);
    const browser = headlessBrowser(dir);
    const port = await freePort();
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        MCP_REMOTE,
        `${origin.url}/mcp`,
        String(port),
        '--allow-http',
        '--host',
        '127.0.0.1',
        '--protocol',
        protocol,
        ...args(`http://127.0.0.1:${port}/oauth/callback`),
      ],
      env: { ...(process.env as Record<string, string>), MCP_REMOTE_CONFIG_DIR: join(dir, 'mcp-auth'), ...browser.env, ...env },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr!.on('data', (s) => (stderr += s));
    const client = new Client({ name: 'desktop-host', version: '1.0.0' });
    hosts.push(client);
    await client.connect(transport);
    expect(transport.pid).toEqual(expect.any(Number));
    return { client, browser, stderr: () => stderr };
  }
  const text = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as { text: string }[])[0]!.text;

  it('lists the tools and calls a public one without signing in', async () => {
    const { client, browser, stderr } = await hostWith('anonymous');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['get_profile', 'ask', PROTECTED]));
    const profile = await client.callTool({ name: 'get_profile', arguments: {} });
    expect(text(profile)).toContain('Maya');
    // The era mcp-remote chose: `auto` found a 2026-07-28 server and bridges to it.
    expect(/Remote server speaks MCP 2026-07-28/.test(stderr())).toBe(protocol === 'auto');
    expect(browser.opened()).toEqual([]);
  });

  it.each(['registration', 'metadata document'] as const)(
    'signed in by %s: one browser window, a clear wait for the owner, then the protected tool in the same session',
    { timeout: 120_000 },
    async (signIn) => {
      const cimd = (callback: string) =>
        signIn === 'metadata document' ? ['--client-metadata-url', metadataDocument(`mcp-remote-${protocol}`, callback)] : [];
      const { client, browser } = await hostWith(signIn.replace(' ', '-'), cimd);
      const call = () => client.callTool({ name: PROTECTED, arguments: {} });
      const [first, clientId] = await Promise.all([call().catch((e: Error) => e), consentInWindow(browser)]);
      if (signIn === 'metadata document') expect(clientId).toBe(`${docOrigin}/mcp-remote-${protocol}.json`);
      else expect(clientId).toMatch(/^agt_/);
      expect(String(first)).toMatch(PENDING);
      // The host retries before the owner decides: the same clear refusal, no new window.
      await expect(call()).rejects.toThrow(PENDING);
      ownerApproves(clientId);
      const answered = await call();
      expect(answered.isError ?? false).toBe(false);
      expect(text(answered)).toMatch(/level|years/);
      expect(browser.opened()).toHaveLength(1);
    },
  );

  it('client credentials (--client-credentials): a registered agent whose claim the owner approved reaches the protected tool, no window', async () => {
    const reg = await (
      await fetch(`${origin.url}/v1/auth/identity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: `mcp-remote ${protocol} agent`, grant_types: ['client_credentials'] }),
      })
    ).json();
    const claim = await fetch(`${origin.url}/v1/auth/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}` },
      body: JSON.stringify({ scopes: ['skills:read'] }),
    });
    origin.agents('approve', (await claim.json()).id);
    // The secret reaches mcp-remote through its environment, never its command line.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote's own placeholder, expanded from its environment
    const info = JSON.stringify({ client_id: reg.client_id, client_secret: '${PORTFOLIO_SECRET}' });
    const { client, browser } = await hostWith('client-credentials', () => ['--client-credentials', '--static-oauth-client-info', info], {
      PORTFOLIO_SECRET: reg.client_secret,
    });
    const answered = await client.callTool({ name: PROTECTED, arguments: {} });
    expect(answered.isError ?? false).toBe(false);
    expect(text(answered)).toMatch(/level|years/);
    expect(browser.opened()).toEqual([]);
  });
});
