/**
 * Trusted identity providers (TRUSTED_ISSUERS_FILE) and the verification of the JWTs they sign:
 * identity assertions (ID-JAG, draft-ietf-oauth-identity-assertion-authz-grant) and security
 * event tokens (RFC 8417 SETs). Keys come only from this configuration, never from a URL inside
 * a token; remote key sets are cached and refreshed once on an unknown `kid`, with a timeout and
 * a size limit.
 */
import { readFileSync } from 'node:fs';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { AppError, type AppErrorOptions } from '../errors/app-error.ts';
import { joseReason } from '../errors/jose.ts';
import type { AssertionReason } from '../errors/registry.ts';
import { boundedFetch } from './bounded-fetch.ts';
import { ConfigError } from '../config/config-error.ts';

/** Asymmetric algorithms only: never `none`, never HMAC. */
export const ASSERTION_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];
const MAX_JWKS_BYTES = 64 * 1024;
const JWKS_TIMEOUT_MS = 3000;
export const CLOCK_SKEW = 60;

const TrustedIssuerSchema = z.union([
  z.strictObject({ issuer: z.url(), jwks_uri: z.url() }),
  z.strictObject({ issuer: z.url(), jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) }) }),
]);
export type TrustedIssuer = z.infer<typeof TrustedIssuerSchema>;

export function readTrustedIssuers(file: string | undefined): TrustedIssuer[] {
  if (!file) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError('TRUSTED_ISSUERS_FILE', `cannot read ${file} as JSON (${(err as Error).message})`);
  }
  const parsed = z.array(TrustedIssuerSchema).safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      'TRUSTED_ISSUERS_FILE',
      `expected an array of {"issuer", "jwks_uri"} or {"issuer", "jwks": {"keys": [...]}} (${parsed.error.issues[0]!.message} at ${parsed.error.issues[0]!.path.join('.')})`,
    );
  }
  return parsed.data;
}

/** jose's fetch of a remote key set (its timeout is `signal`): a key set larger than MAX_JWKS_BYTES is refused, redirects are not followed. */
function limitedFetch(url: string, options: { headers: Headers; signal: AbortSignal }): Promise<Response> {
  return boundedFetch(url, { maxBytes: MAX_JWKS_BYTES, headers: options.headers, signal: options.signal });
}

/**
 * A JWT of an identity provider that is not acceptable. Its code is the reason (UNTRUSTED_ISSUER,
 * WRONG_AUDIENCE, BAD_SIGNATURE, EXPIRED, …): the registry gives the grant error of the token
 * endpoint and the RFC 8935 `err` of the events endpoint; the detail says it in words.
 */
export class AssertionError extends AppError<AssertionReason> {
  constructor(reason: AssertionReason, detail: string, options: AppErrorOptions = {}) {
    super(reason, detail, options);
    this.name = 'AssertionError';
  }
  get reason(): AssertionReason {
    return this.code;
  }
}

/** The detail of a jose failure, by its code. */
const JOSE_DETAILS: Readonly<Record<string, string>> = { ERR_JWT_EXPIRED: 'expired', ERR_JWKS_NO_MATCHING_KEY: 'no key of the issuer matches' };

export interface TrustStore {
  isTrusted(issuer: string): boolean;
  /** Verifies a JWT signed by a trusted issuer: typ, algorithm, signature, `aud`, time claims. */
  verify(token: string, opts: { typ: string; audience: string; required: string[]; now: number }): Promise<JWTPayload>;
}

export function createTrustStore(issuers: TrustedIssuer[]): TrustStore {
  const keySets = new Map<string, JWTVerifyGetKey>();
  for (const t of issuers) {
    keySets.set(
      t.issuer,
      'jwks' in t
        ? createLocalJWKSet(t.jwks as Parameters<typeof createLocalJWKSet>[0])
        : createRemoteJWKSet(new URL(t.jwks_uri), {
            timeoutDuration: JWKS_TIMEOUT_MS,
            cooldownDuration: 5_000, // a refetch on an unknown kid at most every 5 s
            cacheMaxAge: 600_000,
            [customFetch]: limitedFetch,
          }),
    );
  }
  return {
    isTrusted: (issuer) => keySets.has(issuer),
    async verify(token, { typ, audience, required, now }) {
      let header: ReturnType<typeof decodeProtectedHeader>;
      let claims: JWTPayload;
      try {
        header = decodeProtectedHeader(token);
        claims = decodeJwt(token);
      } catch {
        throw new AssertionError('NOT_A_JWT', 'not a signed JWT');
      }
      const normalisedTyp = String(header.typ ?? '')
        .toLowerCase()
        .replace(/^application\//, '');
      if (normalisedTyp !== typ) throw new AssertionError('WRONG_TYP', `typ must be ${typ}`);
      if (!header.alg || !ASSERTION_ALGORITHMS.includes(header.alg)) throw new AssertionError('ALG_NOT_ALLOWED', 'the algorithm is not allowed');
      if (header.crit) throw new AssertionError('CRIT_UNSUPPORTED', 'critical header parameters are not supported');
      const issuer = claims.iss;
      if (typeof issuer !== 'string' || !keySets.has(issuer)) throw new AssertionError('UNTRUSTED_ISSUER', 'the issuer is not trusted');
      // aud: our issuer, as a string or a one-element array.
      const aud = claims.aud;
      if (!(aud === audience || (Array.isArray(aud) && aud.length === 1 && aud[0] === audience))) {
        throw new AssertionError('WRONG_AUDIENCE', 'the audience is not this server');
      }
      try {
        const { payload } = await jwtVerify(token, keySets.get(issuer)!, {
          issuer,
          algorithms: ASSERTION_ALGORITHMS,
          requiredClaims: required,
          clockTolerance: CLOCK_SKEW,
          currentDate: new Date(now * 1000),
        });
        if (typeof payload.iat === 'number' && payload.iat > now + CLOCK_SKEW) throw new AssertionError('ISSUED_IN_FUTURE', 'issued in the future');
        return payload;
      } catch (err) {
        if (err instanceof AssertionError) throw err;
        // jose's failures by their stable code (src/errors/jose.ts); anything else is the key set's fetch.
        if (!(err instanceof errors.JOSEError)) throw new AssertionError('KEY_SET_UNAVAILABLE', 'the issuer key set could not be used', { cause: err });
        throw new AssertionError(joseReason(err.code), JOSE_DETAILS[err.code] ?? `invalid (${err.code})`, { cause: err });
      }
    },
  };
}
