/**
 * The replay cache of scope-granting agents: the namespace their signatures are recorded under,
 * and the default cache in this process's memory (the service passes its durable store instead).
 */
import type { ReplayCache } from './types.ts';

/** The issuer namespace of an agent's signatures in the replay cache. */
export const replayNamespace = (directory: string) => `wba:${directory}`;

/** A replay cache in this process's memory; expired entries are swept at most once a minute. */
export function memoryReplayCache(now: () => number): ReplayCache {
  const seen = new Map<string, number>();
  let sweptAt = now();
  return {
    useAssertionId(issuer, id, expiresAt) {
      const t = now();
      if (t - sweptAt >= 60) {
        sweptAt = t;
        for (const [key, until] of seen) if (until < t) seen.delete(key);
      }
      const key = `${issuer}\u0000${id}`;
      const until = seen.get(key);
      if (until !== undefined && until >= t) return false;
      seen.set(key, expiresAt);
      return true;
    },
  };
}
