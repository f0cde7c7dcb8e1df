// The conformance table through Debian's nginx with the generated server block (src/deploy/nginx.ts)
// in front of the built Node server, both on loopback.
import { realpathSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxServer } from '../../src/deploy/nginx.ts';
import { hasNginxModule, type Nginx, startNginx } from '../support/nginx.ts';
import { checkCase, conformanceCases, readBuildManifest, send } from './conformance.ts';
import { startReference } from './reference.ts';

const manifest = readBuildManifest('dist');
const cases = await conformanceCases(manifest);
const brotli = hasNginxModule('brotli_static');
let reference: Awaited<ReturnType<typeof startReference>>;
let nginx: Nginx;

beforeAll(async () => {
  // Loopback clients would be trusted proxies themselves under `loopback`: only nginx's address is
  // trusted here, and the test's client connects from another loopback address (127.0.0.2).
  reference = await startReference({ TRUST_PROXY: '127.0.0.1' });
  const upstream = new URL(reference.url).host;
  nginx = await startNginx((port) => nginxServer(manifest, { dist: realpathSync('dist'), upstream, listen: `127.0.0.1:${port}`, serverName: '_', brotli }));
});
afterAll(async () => {
  await nginx?.stop();
  await reference?.stop();
});

describe('nginx in front of Node', () => {
  it('has the brotli_static module (Debian: libnginx-mod-http-brotli-static), else only gzip copies are served', () => {
    expect(brotli).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await checkCase(reference.url, nginx.url, c);
  });

  it('serves the files itself: a file answer does not reach Node', async () => {
    const answer = await send(nginx.url, { name: 'file', path: '/v1/projects', status: 200 });
    // Node's answers carry its own ETag (a content hash); nginx's is time-size.
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const proxied = await send(nginx.url, { name: 'filtered', path: '/v1/projects?tag=python', status: 200 });
    expect(proxied.headers.get('etag') ?? '').not.toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  });

  it('tells Node the client address (X-Forwarded-For): an address the client sends is not believed', async () => {
    const remaining = async (forged: string) => {
      const res = await new Promise<IncomingMessage>((resolve, reject) =>
        request(`${nginx.url}/v1/projects?tag=python`, { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': forged } }, resolve)
          .on('error', reject)
          .end(),
      );
      res.resume();
      return Number(/r=(\d+)/.exec(String(res.headers.ratelimit))?.[1]);
    };
    const first = await remaining('203.0.113.1');
    // Another forged address, the same client: the same quota, one request fewer.
    expect(await remaining('203.0.113.2')).toBe(first - 1);
  });
});
