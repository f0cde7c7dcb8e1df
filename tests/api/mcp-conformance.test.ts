// The official MCP conformance suite (@modelcontextprotocol/conformance) against the built
// server: the `dns-rebinding-protection` scenario (a foreign Host and Origin are refused, the
// loopback ones answered). It runs offline: the suite only talks to the server under test.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');

describe('MCP conformance suite', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
    server = await startServer('server.mjs', { env: { STATE_DIR: join(dir, 'state') } });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes the dns-rebinding-protection scenario', async () => {
    // Results are written under the working directory: a temporary one.
    const run = await promisify(execFile)(process.execPath, [cli, 'server', '--url', `${server.url}/mcp`, '--scenario', 'dns-rebinding-protection'], {
      cwd: dir,
      timeout: 60_000,
    }).catch((err: { stdout?: string; stderr?: string; code?: number }) => ({ stdout: `${err.stdout}\n${err.stderr}\nexit ${err.code}`, stderr: '' }));
    expect(run.stdout).toContain('[localhost-host-rebinding-rejected] ');
    expect(run.stdout).toMatch(/Passed: 2\/2, 0 failed/);
    expect(run.stdout).not.toContain('exit ');
  });
});
