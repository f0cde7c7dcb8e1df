// A build of the default content served at the very origin it was built for (SITE_URL = its own
// address), with its own state directory: for the clients that follow the absolute URLs of the
// discovery documents (the MCP SDK's OAuth, openid-client, a browser at the consent page) and for
// the owner's command on that state. One build (seconds) and one server per test file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { freePort } from './ports.ts';

export interface OwnOrigin {
  url: string;
  stateDir: string;
  /** `npm run agents -- …` on this server's state; answers its output. */
  agents(...args: string[]): string;
  stop(): Promise<void>;
}

/** `host`: the loopback name of SITE_URL (`localhost` for WebAuthn, whose RP ID cannot be an IP address). */
export async function startOwnOrigin(
  env: Record<string, string> = {},
  buildEnv: Record<string, string> = {},
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<OwnOrigin> {
  const root = process.env.PORTFOLIO_TEST_RUN ?? 'dist-test';
  mkdirSync(root, { recursive: true });
  const outDir = mkdtempSync(join(root, 'own-origin-'));
  const port = await freePort();
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', outDir], {
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_CACHE_DIR: `${outDir}-cache`,
      PORTFOLIO_CONTENT: 'examples/site/content',
      SITE_URL: `http://${host}:${port}`,
      ...buildEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const state = mkdtempSync(join(tmpdir(), 'own-origin-state-'));
  const stateDir = join(state, 'state');
  const server = await startServer('server.mjs', {
    env: {
      PORTFOLIO_DIST: outDir,
      PORT: String(port),
      STATE_DIR: stateDir,
      RATE_LIMIT_API: '100000/60',
      RATE_LIMIT_AUTH: '100000/60',
      RATE_LIMIT_MCP: '100000/60',
      ...env,
    },
  });
  return {
    url: server.url,
    stateDir,
    agents: (...args) => execFileSync(process.execPath, ['scripts/agents.mjs', ...args], { env: { ...process.env, STATE_DIR: stateDir }, encoding: 'utf8' }),
    async stop() {
      await server.stop();
      rmSync(state, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
      rmSync(`${outDir}-cache`, { recursive: true, force: true });
    },
  };
}
