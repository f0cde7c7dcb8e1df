// The conformance table through Debian's nginx with the generated server block (src/deploy/nginx.ts)
// in front of the built Node server, both on loopback.
import { realpathSync } from 'node:fs';
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
  reference = await startReference();
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

  it('tells Node the client address (X-Forwarded-For, TRUST_PROXY=loopback): a client-sent address is not believed', async () => {
    // The reference runs with TRUST_PROXY=loopback; a forged X-Forwarded-For is kept left of nginx's entry.
    const answer = await send(nginx.url, { name: 'xff', path: '/v1/projects?tag=python', headers: { 'x-forwarded-for': '203.0.113.9' }, status: 200 });
    expect(answer.status).toBe(200);
  });
});
