/**
 * Where the authorization server keeps its state, chosen by one variable: STATE_URL (Redis,
 * shared by every process and host) or, unset, SQLite in STATE_DIR (one host; its processes
 * share the file). The server, the owner's `agents` command and the tests open it here.
 */
import type { Redis } from 'ioredis';
import type { AuthConfig } from './config.ts';
import type { AuthStore } from './store.ts';
import { openSqliteStore } from './sqlite-store.ts';

export interface State {
  store: AuthStore;
  /** The Redis connection when STATE_URL is set (the rate limiter shares it). */
  redis?: Redis;
  /** What the state is, for logs: never the URL (it may carry a password). */
  describe: string;
}

export async function openState(config: Pick<AuthConfig, 'stateDir' | 'stateUrl' | 'statePrefix'>): Promise<State> {
  if (!config.stateUrl) return { store: openSqliteStore(config.stateDir), describe: `SQLite in ${config.stateDir}` };
  // Loaded only when used: a site without Redis never loads the client.
  const { openRedisStore } = await import('./redis-store.ts');
  const { store, redis } = await openRedisStore(config.stateUrl, config.statePrefix);
  const { hostname, port } = new URL(config.stateUrl);
  return { store, redis, describe: `Redis at ${hostname}:${port || 6379} (prefix ${config.statePrefix})` };
}
