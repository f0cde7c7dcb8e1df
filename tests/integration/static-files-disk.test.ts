// The built files are read from disk at request time (src/server/static-files.ts): a file changed
// after the server started is sent as it is now, with its own length and ETag, never under the
// headers recorded at start (a stale strong ETag with new bytes, a Content-Length that does not
// match the body, which desyncs a kept-alive connection); a deleted file does not end in a reset
// connection: the failure handler answers (the ingress turns it into problem details, status 500, logged).
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { etagOf } from '../../src/http/etag.js';
import { loadStaticSite, type Manifest, type StaticSite } from '../../src/server/static-files.ts';

let dir: string;
let server: Server | undefined;

function build(files: Record<string, string | Buffer>): StaticSite {
  const routes: Manifest['routes'] = {};
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, 'client', name), body);
    routes[`/${name}`] = { file: `/${name}`, headers: { 'content-type': 'text/plain', etag: `"${name}-v1"` } };
  }
  return loadStaticSite(pathToFileURL(`${dir}/`), { version: 1, routes });
}

async function serve(site: StaticSite): Promise<string> {
  server = createServer((req, res) => {
    const entry = site.get(req.url!)!;
    site.serve(req, res, entry, 200, () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': 'text/plain' }).end('failed');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-disk-'));
  mkdirSync(join(dir, 'client'));
});
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('built files read from disk', () => {
  it('serves an unchanged file with its recorded headers', async () => {
    const base = await serve(build({ 'a.txt': 'hello' }));
    const res = await fetch(`${base}/a.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"a.txt-v1"');
    expect(await res.text()).toBe('hello');
  });

  it('a file whose bytes changed after start is sent as it is now, not under the old ETag and length', async () => {
    const site = build({ 'a.txt': 'hello', 'big.bin': Buffer.alloc(2 * 1024 * 1024, 7) });
    const base = await serve(site);
    appendFileSync(join(dir, 'client', 'a.txt'), ', world');
    appendFileSync(join(dir, 'client', 'big.bin'), 'more');
    const res = await fetch(`${base}/a.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('12');
    expect(res.headers.get('etag')).toBe(etagOf('hello, world'));
    expect(await res.text()).toBe('hello, world');
    // Twice: a changed file is not cached under its old headers.
    expect(await (await fetch(`${base}/a.txt`)).text()).toBe('hello, world');
    const big = await fetch(`${base}/big.bin`);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-length')).toBe(String(2 * 1024 * 1024 + 4));
    expect(big.headers.get('etag')).toBeNull();
    expect((await big.arrayBuffer()).byteLength).toBe(2 * 1024 * 1024 + 4);
  });

  it('a file rewritten with the same length is noticed too (its modification time)', async () => {
    const site = build({ 'a.txt': 'hello' });
    const base = await serve(site);
    writeFileSync(join(dir, 'client', 'a.txt'), 'HELLO');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'client', 'a.txt'), later, later);
    const res = await fetch(`${base}/a.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(etagOf('HELLO'));
    expect(await res.text()).toBe('HELLO');
  });

  it('a deleted file is answered by the failure handler, not a reset connection (small and streamed files)', async () => {
    const site = build({ 'a.txt': 'hello', 'big.bin': Buffer.alloc(2 * 1024 * 1024, 7) });
    const base = await serve(site);
    rmSync(join(dir, 'client', 'a.txt'));
    rmSync(join(dir, 'client', 'big.bin'));
    for (const name of ['a.txt', 'big.bin']) {
      const res = await fetch(`${base}/${name}`);
      expect(res.status, name).toBe(500);
      expect(await res.text(), name).toBe('failed');
    }
  });

  it('HEAD of a deleted file does not claim a 200', async () => {
    const site = build({ 'a.txt': 'hello' });
    const base = await serve(site);
    rmSync(join(dir, 'client', 'a.txt'));
    const res = await fetch(`${base}/a.txt`, { method: 'HEAD' });
    expect(res.status).toBe(500);
  });

  it.skipIf(!existsSync('/proc/self/fd'))('a client gone while the file is opened leaves no descriptor open (small and streamed files)', async () => {
    const base = await serve(build({ 'a.txt': 'hello', 'big.bin': Buffer.alloc(2 * 1024 * 1024, 7) }));
    const { port } = new URL(base);
    const open = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
        } catch {
          return false;
        }
      });
    for (const name of ['a.txt', 'big.bin', 'big.bin', 'big.bin']) {
      await new Promise<void>((done) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(`GET /${name} HTTP/1.1\r\nHost: x\r\n\r\n`));
        socket.on('data', () => {});
        socket.on('close', () => done());
        socket.on('error', () => done());
      });
    }
    // The server closes its files just after the client went: polled for up to 2 s.
    for (let i = 0; i < 40 && open().length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open()).toEqual([]);
  });
});
