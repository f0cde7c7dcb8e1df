// `npm run dev` goes through the same ingress as production (integrations/dev-ingress.mjs):
// canonical paths, the API, OAuth metadata and MCP answer there, and a content edit is seen by
// the API without a restart. Starts `astro dev` on a copy of the content.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';

interface Dev {
  child: ChildProcess;
  root: string;
  base: string;
}

/** Starts `astro dev` on a copy of the example content, after `prepare` changed the copy. */
async function startDev(prepare: (content: string) => void = () => {}): Promise<Dev> {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-dev-'));
  cpSync('tests/fixtures/example-portfolio', join(root, 'content'), { recursive: true });
  prepare(join(root, 'content'));
  const port = await freePort();
  // PORT and HOST, as for `npm run serve` (no --port/--host flags); --ignore-lock: two dev servers
  // at once (this file starts two, and a developer's own may be running).
  const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--ignore-lock'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ASTRO_TELEMETRY_DISABLED: '1',
      // Under Vitest's own variables (VITEST, NODE_ENV=test) Astro's dev server answers no page.
      NODE_ENV: 'development',
      VITEST: undefined,
      PORTFOLIO_CONTENT: join(root, 'content'),
      STATE_DIR: join(root, 'state'),
      ASTRO_CACHE_DIR: join(root, 'cache'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (out += s));
  const deadline = Date.now() + 90_000;
  while (!/ready in/.test(out)) {
    if (child.exitCode !== null) throw new Error(`astro dev exited: ${out}`);
    if (Date.now() > deadline) throw new Error(`astro dev did not start: ${out}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, root, base: `http://127.0.0.1:${port}` };
}

async function stopDev(dev: Dev | undefined) {
  if (!dev) return;
  if (dev.child.exitCode === null) {
    const exited = once(dev.child, 'exit');
    dev.child.kill('SIGTERM');
    await exited;
  }
  rmSync(dev.root, { recursive: true, force: true });
}

let dev: Dev;
let child: ChildProcess;
let root: string;
let base: string;

beforeAll(async () => {
  dev = await startDev();
  ({ child, root, base } = dev);
}, 120_000);

afterAll(() => stopDev(dev));

function raw(method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .request({ host: url.hostname, port: url.port, method, path, agent: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, headers: res.headers });
      })
      .on('error', reject)
      .end();
  });
}

describe('npm run dev', () => {
  it('canonicalises paths and refuses TRACE like production', async () => {
    const res = await raw('GET', '//v1/projects?tag=python');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/v1/projects?tag=python');
    expect((await raw('TRACE', '/')).status).toBe(405);
  });

  it('answers the API, the OAuth metadata and MCP', async () => {
    expect((await fetch(`${base}/v1/projects?tag=python`)).status).toBe(200);
    const metadata = await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json();
    expect(metadata.token_endpoint).toMatch(/\/v1\/auth\/token$/);
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(200);
    expect((await mcp.json()).result.tools.length).toBeGreaterThan(0);
  });

  it('sends pages without a Content-Security-Policy (Vite injects inline styles and scripts)', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toBeNull();
  });

  it('a content edit is seen by the API without a restart', async () => {
    const before = await (await fetch(`${base}/v1/profile`)).json();
    const file = join(root, 'content', 'profile.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, 'name: Renamed Person'));
    let name = before.data.name;
    for (let i = 0; i < 50 && name !== 'Renamed Person'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      name = (await (await fetch(`${base}/v1/profile`)).json()).data.name;
    }
    expect(name).toBe('Renamed Person');
  });

  it('an edit of services.yaml is seen by the API and the services page without a restart', async () => {
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await fetch(`${base}/services`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    const file = join(root, 'content', 'services.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('name: Data platform review', 'name: Renamed review'));
    let names: string[] = [];
    let page = '';
    for (let i = 0; i < 50 && !(names.includes('Renamed review') && page.includes('Renamed review')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      names = (await (await fetch(`${base}/v1/services`)).json()).data.services.map((s: { name: string }) => s.name);
      page = await (await fetch(`${base}/services`)).text();
    }
    expect(names).toContain('Renamed review');
    expect(page, 'the page follows the edit too').toContain('Renamed review');
  });

  it('survives a content mistake: 503 problems naming the file and field, the overlay on pages, recovery on fix', async () => {
    const file = join(root, 'content', 'profile.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^name: .*$/m, 'name: [not, a, name]'));
    let res = await fetch(`${base}/v1/profile`);
    for (let i = 0; i < 50 && res.status !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      res = await fetch(`${base}/v1/profile`);
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = await res.json();
    expect(problem.code).toBe('CONTENT_BROKEN');
    expect(problem.detail).toMatch(/profile\.md: field `name`/);
    // MCP and the discovery documents answer the same way; the process lives on.
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(503);
    expect((await fetch(`${base}/v1/projects`)).status).toBe(503);
    // A page shows Astro's error overlay with the same problem, not the last good content.
    let page = await fetch(`${base}/`);
    let html = await page.text();
    // (The overlay's text arrives over Vite's HMR socket; the page itself names the error.)
    for (let i = 0; i < 50 && !html.includes('<title>ContentError</title>'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      page = await fetch(`${base}/`);
      html = await page.text();
    }
    expect(page.status).toBe(500);
    expect(html).toContain('<title>ContentError</title>');
    expect(child.exitCode).toBeNull();

    writeFileSync(file, good);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await fetch(`${base}/v1/profile`)).status;
    }
    expect(status).toBe(200);
    let pageStatus = 0;
    for (let i = 0; i < 50 && pageStatus !== 200; i++) {
      pageStatus = (await fetch(`${base}/`)).status;
      if (pageStatus !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pageStatus).toBe(200);
  });
});

describe('npm run dev on broken content', () => {
  let broken: Dev | undefined;
  afterAll(() => stopDev(broken));

  it('starts anyway, answers 503 naming the problem, and recovers when the file is fixed', async () => {
    let good = '';
    broken = await startDev((content) => {
      const file = join(content, 'profile.md');
      good = readFileSync(file, 'utf8');
      writeFileSync(file, good.replace(/^name: .*$/m, 'name: [not, a, name]'));
    });
    const res = await fetch(`${broken.base}/v1/profile`);
    expect(res.status).toBe(503);
    expect((await res.json()).detail).toMatch(/profile\.md: field `name`/);
    writeFileSync(join(broken.root, 'content', 'profile.md'), good);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await fetch(`${broken.base}/`)).status;
    }
    expect(status).toBe(200);
    expect(broken.child.exitCode).toBeNull();
  });
});
