/**
 * Rate limits with rate-limiter-flexible (in memory here; its Redis limiter has the same API
 * for several instances): per client address, and per client where one is identified. Answers
 * carry the IETF RateLimit-Policy and RateLimit fields (draft-ietf-httpapi-ratelimit-headers);
 * over the quota, 429 with Retry-After.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './problem.ts';

export type PolicyName = 'auth' | 'api';

/** What is left of the tightest quota a request was counted against, and the fields that say so. */
export interface RateCount {
  remaining: number;
  headers: Record<string, string>;
}

export interface RateLimiter {
  /** Consumes one request for each key; returns the tightest of their counts, or throws a 429 ApiError. */
  consume(policy: PolicyName, keys: string[]): Promise<RateCount | undefined>;
}

export function createRateLimiter(quotas: Record<PolicyName, { points: number; seconds: number }>): RateLimiter {
  const limiters = Object.fromEntries(
    Object.entries(quotas).map(([name, q]) => [name, new RateLimiterMemory({ keyPrefix: name, points: q.points, duration: q.seconds })]),
  ) as Record<PolicyName, RateLimiterMemory>;

  return {
    async consume(policy, keys) {
      const { points, seconds } = quotas[policy];
      const headers = (remaining: number, resetMs: number): Record<string, string> => ({
        'RateLimit-Policy': `"${policy}";q=${points};w=${seconds}`,
        RateLimit: `"${policy}";r=${Math.max(0, remaining)};t=${Math.max(0, Math.ceil(resetMs / 1000))}`,
      });
      let tightest: RateLimiterRes | undefined;
      for (const key of keys) {
        try {
          const res = await limiters[policy].consume(key);
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
