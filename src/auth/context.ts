/**
 * What every part of the authorization server works with (./service.ts composes them): the
 * configuration, the store, the token service and the clock, and the small hashing helpers they
 * share.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthConfig } from './config.ts';
import type { AuthStore } from './store.ts';
import type { TokenService } from './tokens.ts';

export interface AuthContext {
  readonly config: AuthConfig;
  readonly store: AuthStore;
  readonly tokens: TokenService;
  /** The time in seconds since the epoch. */
  readonly now: () => number;
}

/** Hex SHA-256: what the store keeps of a secret, a refresh token or an authorization code. */
export const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
/** Compares two hex digests in constant time. */
export const safeEqualHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
/** A new random identifier with a readable prefix (`agt_…`, `clm_…`, `grt_…`). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;
