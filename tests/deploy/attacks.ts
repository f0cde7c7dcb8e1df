/**
 * The open-proxy probes of the CDN edge code (issue 24): paths that `new URL(path, API_ORIGIN)`
 * would have resolved to another host. An "evil" HTTP server on a loopback port stands for that
 * other host (the emulators run offline: evil.example itself cannot be reached), and must receive
 * nothing; each answer must be the Node server's (the same 308 and Location, or the same 400).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { type Case, send } from './conformance.ts';

export interface EvilServer {
  host: string;
  hits(): string[];
  stop(): Promise<void>;
}

export async function startEvilServer(): Promise<EvilServer> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('evil');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    hits: () => [...hits],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The review's paths, and the same shapes aimed at the loopback probe; GET (308) and POST (400). */
export function attackCases(evilHost: string): Case[] {
  const paths = [
    '//evil.example/x',
    '/v1/..//evil.example/x',
    '//projects',
    `//${evilHost}/x`,
    `/v1/..//${evilHost}/x?q=1`,
    `/%2e%2e//${evilHost}/x`,
    `//user@${evilHost}/mcp`,
  ];
  // A method no resource answers: the 405 comes first, as at the ingress (and fetch could not send it on).
  const method: Case = {
    name: `PROPFIND //${evilHost}/x`,
    method: 'PROPFIND',
    path: `//${evilHost}/x`,
    status: 405,
    same: ['allow', 'content-type'],
    sameBody: true,
  };
  return [
    method,
    ...paths.flatMap((path): Case[] => [
      { name: `GET ${path}`, path, status: 308, same: ['location'] },
      {
        name: `POST ${path}`,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: '{}',
        status: 400,
        same: ['content-type'],
        sameBody: true,
      },
    ]),
  ];
}

/**
 * One probe: the target answers as the Node server does, and nothing reached the probe. With
 * `rewrittenBefore` (netlify dev merges `//`, resolves dot segments, and reads `//user@host/x` as an
 * authority before the Edge Function runs: the edge code never sees the probe's path), only the
 * safety is checked: no request reached the probe, no server error, no redirect off the site.
 */
export async function checkAttack(reference: string, target: string, c: Case, evil: EvilServer, { rewrittenBefore = false } = {}) {
  const got = await send(target, c);
  expect(evil.hits(), `${c.name}: requests that reached another host`).toEqual([]);
  if (rewrittenBefore) {
    expect(got.status, `${c.name}: status`).toBeLessThan(500);
    expect(got.headers.get('location') ?? '/', `${c.name}: location`).toMatch(/^\/(?![/\\])/);
    return;
  }
  const ref = await send(reference, c);
  expect(ref.status, `${c.name}: reference status`).toBe(c.status);
  expect(got.status, `${c.name}: status`).toBe(ref.status);
  for (const name of c.same ?? []) expect(got.headers.get(name), `${c.name}: ${name}`).toBe(ref.headers.get(name));
  if (c.sameBody) expect(got.body.toString('utf8'), `${c.name}: body`).toBe(ref.body.toString('utf8'));
}
