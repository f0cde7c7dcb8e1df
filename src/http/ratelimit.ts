/**
 * Rate limits with rate-limiter-flexible: per client address, and per client where one is
 * identified. Answers carry the IETF RateLimit-Policy and RateLimit fields
 * (draft-ietf-httpapi-ratelimit-headers); over the quota, 429 with Retry-After.
 *
 * Where the counts live decides what a quota means:
 * - STATE_URL set: in Redis (RateLimiterRedis), one quota across every process and host. While
 *   Redis is unreachable, each process counts in its memory instead (the library's insurance
 *   limiter): the public documents keep being served, each process allowing the quota.
 * - WORKERS > 1 on SQLite: in the cluster's primary process (RateLimiterCluster), one quota
 *   across the workers of the host.
 * - otherwise: in this process's memory.
 */
import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './problem.ts';

export type PolicyName = 'auth' | 'api' | 'mcp' | 'messages' | 'messages-all';

/** What is left of the tightest quota a request was counted against, and the fields that say so. */
export interface RateCount {
  remaining: number;
  headers: Record<string, string>;
}

export interface RateLimiter {
  /**
   * Consumes `points` requests (default one; N for an MCP batch of N JSON-RPC messages) for each
   * key; returns the tightest of their counts, or throws a 429 ApiError.
   */
  consume(policy: PolicyName, keys: string[], points?: number): Promise<RateCount | undefined>;
}

/** Where the counts live (see above). */
export interface LimiterBackend {
  redis?: Redis;
  /** The Redis key prefix (STATE_PREFIX). */
  prefix?: string;
  /** A worker of a node:cluster whose primary runs a RateLimiterClusterMaster. */
  cluster?: boolean;
}

type Limiter = RateLimiterMemory | RateLimiterRedis | RateLimiterCluster;

function limiter(name: string, q: { points: number; seconds: number }, backend: LimiterBackend): Limiter {
  const base: IRateLimiterOptions = { keyPrefix: name, points: q.points, duration: q.seconds };
  if (backend.redis) {
    return new RateLimiterRedis({
      ...base,
      keyPrefix: `${backend.prefix ?? ''}rl:${name}`,
      storeClient: backend.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(base),
    });
  }
  if (backend.cluster) return new RateLimiterCluster({ ...base, timeoutMs: 1000 });
  return new RateLimiterMemory(base);
}

/** `quotas`: the policies this limiter counts (consuming another one is a programming error). */
export function createRateLimiter(quotas: Partial<Record<PolicyName, { points: number; seconds: number }>>, backend: LimiterBackend = {}): RateLimiter {
  const limiters = Object.fromEntries(Object.entries(quotas).map(([name, q]) => [name, limiter(name, q!, backend)])) as Record<PolicyName, Limiter>;

  return {
    async consume(policy, keys, cost = 1) {
      const { points, seconds } = quotas[policy]!;
      const headers = (remaining: number, resetMs: number): Record<string, string> => ({
        'RateLimit-Policy': `"${policy}";q=${points};w=${seconds}`,
        RateLimit: `"${policy}";r=${Math.max(0, remaining)};t=${Math.max(0, Math.ceil(resetMs / 1000))}`,
      });
      let tightest: RateLimiterRes | undefined;
      for (const key of keys) {
        try {
          const res = await limiters[policy].consume(key, cost);
          if (!tightest || res.remainingPoints < tightest.remainingPoints) tightest = res;
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          const retry = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new ApiError('too-many-requests', 'RATE_LIMITED', `Too many requests; retry in ${retry} seconds.`, {
            headers: { ...headers(0, retry * 1000), 'Retry-After': String(retry) },
            fields: { violated_policies: [policy] },
          });
        }
      }
      return tightest ? { remaining: tightest.remainingPoints, headers: headers(tightest.remainingPoints, tightest.msBeforeNext) } : undefined;
    },
  };
}
