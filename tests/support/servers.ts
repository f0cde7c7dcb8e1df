/**
 * The built servers a test starts itself (scripts/lib/start-server.mjs), each on its own
 * STATE_DIR: `const track = stopAfterEach()` at the top of the file, after `tempDirs(...)`, then
 * `track(await startServer(...))` in a test. They are stopped after each test, before the
 * directories of `tempDirs` are removed (Vitest runs the after-each hooks last registered first).
 */
import { afterEach } from 'vitest';
import type { startServer } from '../../scripts/lib/start-server.mjs';

export type StartedServer = Awaited<ReturnType<typeof startServer>>;

export function stopAfterEach(): (server: StartedServer) => StartedServer {
  const running: StartedServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });
  return (server) => {
    running.push(server);
    return server;
  };
}
