/**
 * The owner console's store, wherever the authorization server keeps its state (src/auth/state.ts):
 * on its Redis connection (STATE_URL), or in its SQLite file (STATE_DIR). Open the auth state first.
 */
import type { AuthConfig } from '../auth/config.ts';
import type { State } from '../auth/state.ts';
import { openRedisOwnerStore } from './redis-store.ts';
import { openOwnerStore, type OwnerStore } from './store.ts';

export function openOwnerState(state: State, config: Pick<AuthConfig, 'stateDir' | 'statePrefix'>): OwnerStore {
  return state.redis ? openRedisOwnerStore(state.redis, config.statePrefix) : openOwnerStore(config.stateDir);
}
