// What a running server loads (docs/security.md#memory-under-load). A module, once imported, stays
// for the life of the process: the build-time renderers of the social cards (satori, resvg and
// sharp, two of them native libraries) must not come with the on-demand pages, the API or MCP.
// They did, through side-effect imports the bundler kept for src/lib/social.ts: a fuzz campaign
// that reached /ask left about 17 MB more resident memory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveNodeArgs, startServer } from '../../scripts/lib/start-server.mjs';

const RENDERERS = ['satori', 'sharp', '@resvg/resvg-js'];
const NATIVE = /sharp|libvips|resvg/;

/** Every JavaScript file of the server build. */
function serverFiles(dir = 'dist/server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? serverFiles(join(dir, e.name)) : /\.m?js$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The packages a file imports statically (`import x from "p"`, `import "p"`); `import("p")` is not one. */
function staticImports(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s+(?:[^'"();]*?\s+from\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
}

describe('the server build does not load the social-card renderers', () => {
  it('no file of dist/server imports satori, sharp or resvg statically', () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap((f) =>
      staticImports(readFileSync(f, 'utf8'))
        .filter((p) => RENDERERS.includes(p))
        .map((p) => `${f}: ${p}`),
    );
    expect(offenders).toEqual([]);
  });

  describe.skipIf(!existsSync('/proc/self/maps'))('a server that answered every kind of request', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer('server.mjs', { nodeArgs: serveNodeArgs(), env: { STATE_DIR: inject('stateDir') } });
    });
    afterAll(() => server?.stop());

    it('maps no sharp, libvips or resvg library after the on-demand pages, the API and MCP', async () => {
      for (const path of ['/ask', '/ask?q=Which%20projects%20use%20Kafka%3F', '/', '/v1/projects', '/v1/resume', '/v1/ask?q=kafka', '/nope']) {
        const res = await fetch(`${server.url}${path}`);
        await res.arrayBuffer();
        expect(res.status, path).toBeLessThan(500);
      }
      const mcp = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } }),
      });
      expect(mcp.status).toBe(200);
      await mcp.arrayBuffer();
      const mapped = readFileSync(`/proc/${server.child.pid}/maps`, 'utf8')
        .split('\n')
        .map((l) => l.split(/\s+/).slice(5).join(' '))
        .filter((f) => NATIVE.test(f));
      expect([...new Set(mapped)]).toEqual([]);
    });
  });
});
