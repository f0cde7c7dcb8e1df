/**
 * jose's failures by their stable `code` (https://github.com/panva/jose/blob/main/docs/util/errors):
 * why a JWT of an identity provider is refused, as a registry code (./registry.ts). Read by
 * src/auth/trust.ts; never by message text.
 */
import type { AssertionReason } from './registry.ts';

export const JOSE_REASONS: Readonly<Record<string, AssertionReason>> = {
  ERR_JWT_EXPIRED: 'EXPIRED',
  ERR_JWT_CLAIM_VALIDATION_FAILED: 'INVALID_CLAIMS',
  ERR_JWT_INVALID: 'INVALID_CLAIMS',
  ERR_JOSE_ALG_NOT_ALLOWED: 'ALG_NOT_ALLOWED',
  ERR_JOSE_NOT_SUPPORTED: 'ALG_NOT_ALLOWED',
  ERR_JWS_INVALID: 'BAD_SIGNATURE',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'BAD_SIGNATURE',
  ERR_JWKS_NO_MATCHING_KEY: 'UNKNOWN_KEY',
  ERR_JWKS_MULTIPLE_MATCHING_KEYS: 'UNKNOWN_KEY',
  ERR_JWKS_INVALID: 'KEY_SET_UNAVAILABLE',
  ERR_JWKS_TIMEOUT: 'KEY_SET_UNAVAILABLE',
  ERR_JWK_INVALID: 'KEY_SET_UNAVAILABLE',
};

/** The reason of a jose failure; a code jose may add later is a generic claim failure. */
export function joseReason(code: string): AssertionReason {
  return Object.hasOwn(JOSE_REASONS, code) ? JOSE_REASONS[code]! : 'INVALID_CLAIMS';
}
