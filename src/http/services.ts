/**
 * The server-side services of the API, created once per process from the environment: the
 * authorization server (with its durable store), the rate limiter and the proxy trust rule. Used
 * by the production server and the development ingress: one set per process. A bad configuration value throws a ConfigError naming the variable.
 */
import cluster from 'node:cluster';
import { readAuthConfig } from '../auth/config.ts';
import { createAuthService, type AuthService } from '../auth/service.ts';
import { openState } from '../auth/state.ts';
import type { TrustRule } from './client-address.ts';
import type { HostEntry } from '../config/hosts.ts';
import { createRateLimiter, type RateLimiter } from './ratelimit.ts';

export interface ApiServices {
  auth: AuthService;
  limiter: RateLimiter;
  trustProxy: TrustRule;
  /** ALLOWED_HOSTS (src/config/hosts.ts). */
  allowedHosts: HostEntry[];
}

/** `mcpEndpoint`: the MCP endpoint's absolute URL, a token audience besides the origin (RFC 8707). */
export async function createServices(env: Record<string, string | undefined>, origin: string, projectDir: string, mcpEndpoint?: string): Promise<ApiServices> {
  const config = readAuthConfig(env, origin, projectDir, mcpEndpoint);
  const state = await openState(config);
  const auth = await createAuthService(config, state.store);
  // Rate limits: in Redis when there is one; else, in a worker of WORKERS, counted by the cluster's primary (server.mjs).
  const limiter = createRateLimiter(config.rateLimits, { redis: state.redis, prefix: config.statePrefix, cluster: !state.redis && cluster.isWorker });
  return { auth, limiter, trustProxy: config.trustProxy, allowedHosts: config.allowedHosts };
}
