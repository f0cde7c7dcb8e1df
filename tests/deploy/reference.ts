/** The reference of the conformance table: the built Node server alone, on a loopback port. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/start-server.mjs';

export async function startReference(env: Record<string, string> = {}) {
  const state = mkdtempSync(join(tmpdir(), 'portfolio-deploy-state-'));
  const server = await startServer('server.mjs', {
    env: { STATE_DIR: state, TRUST_PROXY: 'loopback', RATE_LIMIT_API: '100000/60', RATE_LIMIT_AUTH: '100000/60', RATE_LIMIT_MCP: '100000/60', ...env },
  });
  return {
    url: server.url as string,
    async stop() {
      await server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
