// The edge bundles (integrations/static-manifest.mjs, `bundleEdge`): esbuild bundles the code with
// a placeholder, and the table of the built files is written in after, as JSON (issue #29: given
// to esbuild, a table of a few MB was parsed and minified twice and held esbuild's process at
// about 70 MB more at the build's peak). The table must arrive whole, whatever its strings hold.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleEdge } from '../../integrations/static-manifest.mjs';

const dir = mkdtempSync(join(tmpdir(), 'edge-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bundleEdge', () => {
  it('writes the table into the bundle as it is, once, with no placeholder left', async () => {
    // Replacement patterns ($&, $1, $$), a closing script tag and line separators: written as they are.
    const table = {
      routes: { '/a': { asset: '/a.html', headers: { 'x-odd': '$& $1 $$ $` </script> \u2028\u2029 "quoted"' } } },
      problems: {},
    };
    const out = join(dir, '_worker.js');
    await bundleEdge('cloudflare-worker.ts', 'cloudflareWorker', table, 'https://api.example', pathToFileURL(out), '');
    const code = readFileSync(out, 'utf8');
    expect(code).not.toContain('__PORTFOLIO_EDGE_TABLE__');
    expect(code.split(JSON.stringify(table)).length - 1).toBe(1);
    expect(code).toContain('"https://api.example"');
  });
});
