// A package registry on loopback for the upgrade test: it publishes the kit's packed tarballs
// (`publish`), so that `npm update` in a site sees a newer version exactly as after a release,
// and sends every other request to the public npm registry (HTTP 302; npm follows it), so that
// the kit's own dependencies install as usual. No other package is served or changed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const UPSTREAM = 'https://registry.npmjs.org';

interface Published {
  manifest: Record<string, unknown>;
  tarball: Buffer;
}

export interface Registry {
  url: string;
  /** Publishes a tarball made by `npm pack`, with the package.json it was packed from. */
  publish(tarballPath: string, manifest: Record<string, unknown> & { name: string; version: string }): void;
  stop(): Promise<void>;
}

function packument(name: string, url: string, versions: Map<string, Published>) {
  const entries = [...versions].map(([version, { manifest, tarball }]) => [
    version,
    {
      ...manifest,
      dist: {
        tarball: `${url}/${name}/-/${name}-${version}.tgz`,
        integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
        shasum: createHash('sha1').update(tarball).digest('hex'),
      },
    },
  ]);
  const latest = entries.at(-1)?.[0];
  return { name, 'dist-tags': { latest }, versions: Object.fromEntries(entries) };
}

export async function startRegistry(): Promise<Registry> {
  const packages = new Map<string, Map<string, Published>>();
  let url = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://registry').pathname;
    const [, name, dash, file] = path.split('/');
    const versions = name ? packages.get(decodeURIComponent(name)) : undefined;
    if (versions && !dash) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packument(name!, url, versions)));
      return;
    }
    const version = versions && dash === '-' ? /-(\d+\.\d+\.\d+)\.tgz$/.exec(file ?? '')?.[1] : undefined;
    const published = version ? versions?.get(version) : undefined;
    if (published) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(published.tarball);
      return;
    }
    res.writeHead(302, { location: `${UPSTREAM}${req.url}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    publish(tarballPath, manifest) {
      const versions = packages.get(manifest.name) ?? new Map<string, Published>();
      versions.set(manifest.version, { manifest, tarball: readFileSync(tarballPath) });
      packages.set(manifest.name, versions);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
