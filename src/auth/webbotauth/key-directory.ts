/**
 * The key directory client: fetches an agent's directory (https only and public addresses only,
 * unless allowPrivateNetworks for tests; no redirects; within size, key-count and time limits),
 * imports its keys (web-bot-auth/crypto, with RFC 7638 thumbprints from jose as keyids) and
 * caches them per directory for the response's max-age, with a refetch interval, a negative
 * cache and coalesced fetches.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Verify } from 'web-bot-auth';
import { verifierFromJWK } from 'web-bot-auth/crypto';
import { AppError } from '../../errors/app-error.ts';
import { boundedFetch, ResponseTooLargeError } from '../bounded-fetch.ts';
import { DIRECTORY_MEDIA_TYPE, WEB_BOT_AUTH_LIMITS } from './constants.ts';
import { isPrivateAddress } from './public-address.ts';

const L = WEB_BOT_AUTH_LIMITS;
const DIRECTORY_TYPES = new Set([DIRECTORY_MEDIA_TYPE, 'application/json', 'application/jwk-set+json']);

export interface DirectoryKey {
  alg: 'ed25519' | 'rsa-pss-sha512';
  verify: Verify<void>;
  /** JWK `exp` / `nbf`, when the directory gives them (seconds). */
  notAfter?: number;
  notBefore?: number;
}

interface DirectoryEntry {
  /** The keys of the last successful fetch, by thumbprint. */
  keys: Map<string, DirectoryKey>;
  freshUntil: number;
  lastAttempt: number;
  failedUntil: number;
  lastError?: string;
  inflight?: Promise<void>;
}

export interface KeyDirectoryOptions {
  fetch: typeof fetch;
  /** Current time in seconds. */
  now: () => number;
  maxBytes: number;
  timeoutMs: number;
  /** Tests only: allow http:// directories and non-public addresses. */
  allowPrivateNetworks: boolean;
}

export interface KeyDirectoryClient {
  /** The usable key `keyid` of the directory at `href` (fetched when needed), or why there is none. */
  findKey(href: string, keyid: string): Promise<DirectoryKey | { error: string }>;
}

/** Why a fetch of a directory failed; its message is the reason given in `unverified` results. */
class DirectoryError extends AppError<'KEY_DIRECTORY_UNAVAILABLE'> {
  constructor(detail: string) {
    super('KEY_DIRECTORY_UNAVAILABLE', detail);
    this.name = 'DirectoryError';
  }
}

/** The media type of a Content-Type value, lower-cased. */
const mediaType = (value: string | null) => (value ?? '').split(';')[0]!.trim().toLowerCase();

/** max-age of a Cache-Control value, clamped; no-store and no-cache count as 0. */
function maxAge(cacheControl: string | null): number {
  const value = (cacheControl ?? '').toLowerCase();
  if (/(?:^|,)\s*no-(?:store|cache)\s*(?:,|$|=)/.test(value)) return 0;
  const m = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/.exec(value);
  if (!m) return L.defaultMaxAge;
  return Math.min(Number(m[1]), L.maxMaxAge);
}

/** A directory key we can verify with, or undefined (other key types are skipped). */
async function importDirectoryKey(jwk: Record<string, unknown>): Promise<{ keyid: string; key: DirectoryKey } | undefined> {
  let alg: DirectoryKey['alg'];
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.x === 'string') alg = 'ed25519';
  else if (jwk.kty === 'RSA' && jwk.alg === 'PS512' && typeof jwk.n === 'string' && typeof jwk.e === 'string') alg = 'rsa-pss-sha512';
  else return undefined;
  if (jwk.use !== undefined && jwk.use !== 'sig') return undefined;
  try {
    const keyid = await calculateJwkThumbprint(jwk as JWK, 'sha256');
    const verify = await verifierFromJWK(jwk as JsonWebKey);
    return {
      keyid,
      key: {
        alg,
        verify,
        ...(typeof jwk.exp === 'number' ? { notAfter: jwk.exp } : {}),
        ...(typeof jwk.nbf === 'number' ? { notBefore: jwk.nbf } : {}),
      },
    };
  } catch {
    return undefined;
  }
}

/** Refuses a directory on plain http or on a non-public address (the caller skips it under allowPrivateNetworks). */
async function checkTarget(url: URL, signal: AbortSignal): Promise<void> {
  if (url.protocol !== 'https:') throw new DirectoryError('the directory is not served over https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw new DirectoryError('the directory is on a private or loopback address');
    return;
  }
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new DirectoryError('timed out resolving the directory host'));
    signal.addEventListener('abort', () => reject(new DirectoryError('timed out resolving the directory host')), { once: true });
  });
  let addresses: { address: string }[];
  try {
    addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), aborted]);
  } catch (err) {
    throw err instanceof DirectoryError ? err : new DirectoryError('the directory host does not resolve');
  }
  if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) {
    throw new DirectoryError('the directory host resolves to a private or loopback address');
  }
}

/** The keys of a directory's body: UTF-8 JSON with a "keys" array within the key-count limit; keys of other types skipped. */
async function directoryKeys(res: Response): Promise<Map<string, DirectoryKey>> {
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(await res.arrayBuffer());
  } catch {
    throw new DirectoryError('the directory is not UTF-8');
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new DirectoryError('the directory is not JSON');
  }
  const list = json && typeof json === 'object' ? (json as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(list)) throw new DirectoryError('the directory has no "keys" array');
  if (list.length > L.directoryKeys) throw new DirectoryError(`the directory has more than ${L.directoryKeys} keys`);
  const keys = new Map<string, DirectoryKey>();
  for (const jwk of list) {
    if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk)) continue;
    const imported = await importDirectoryKey(jwk as Record<string, unknown>);
    if (imported && !keys.has(imported.keyid)) keys.set(imported.keyid, imported.key);
  }
  return keys;
}

export function createKeyDirectoryClient(opts: KeyDirectoryOptions): KeyDirectoryClient {
  const { fetch: fetchImpl, now, maxBytes, timeoutMs, allowPrivateNetworks: allowPrivate } = opts;
  const cache = new Map<string, DirectoryEntry>();

  async function fetchDirectory(href: string): Promise<{ keys: Map<string, DirectoryKey>; maxAge: number }> {
    const url = new URL(href);
    const signal = AbortSignal.timeout(timeoutMs);
    if (!allowPrivate) await checkTarget(url, signal);
    let answered = false;
    let res: Response;
    try {
      res = await boundedFetch(url.href, {
        fetch: fetchImpl,
        signal,
        maxBytes,
        headers: { accept: `${DIRECTORY_MEDIA_TYPE}, application/jwk-set+json;q=0.9, application/json;q=0.8` },
        inspect(head) {
          answered = true;
          if (head.status !== 200) throw new DirectoryError(`the directory answered ${head.status}`);
          if (!DIRECTORY_TYPES.has(mediaType(head.headers.get('content-type')))) {
            throw new DirectoryError(`the directory is not ${DIRECTORY_MEDIA_TYPE} (got ${mediaType(head.headers.get('content-type')) || 'no type'})`);
          }
        },
      });
    } catch (err) {
      if (err instanceof DirectoryError) throw err;
      if (err instanceof ResponseTooLargeError) throw new DirectoryError(`the directory is larger than ${maxBytes} bytes`);
      if (signal.aborted) throw new DirectoryError(`the directory did not answer within ${timeoutMs} ms`);
      throw new DirectoryError(answered ? 'the directory could not be read' : 'the directory could not be fetched');
    }
    return { keys: await directoryKeys(res), maxAge: maxAge(res.headers.get('cache-control')) };
  }

  /** Fetches a directory unless one fetch is under way (joined), failed recently, or happened within the refetch interval. */
  function refresh(href: string, entry: DirectoryEntry, t: number): Promise<void> {
    if (entry.inflight) return entry.inflight;
    if (t < entry.failedUntil || t - entry.lastAttempt < L.refetchInterval) return Promise.resolve();
    entry.lastAttempt = t;
    entry.inflight = fetchDirectory(href)
      .then(
        ({ keys, maxAge: age }) => {
          entry.keys = keys;
          entry.freshUntil = t + age;
          entry.failedUntil = -Infinity;
          delete entry.lastError;
        },
        (err: unknown) => {
          // A failure never evicts the keys already known.
          entry.failedUntil = t + L.negativeTtl;
          entry.lastError = err instanceof DirectoryError ? err.message : 'the directory could not be fetched';
        },
      )
      .finally(() => {
        delete entry.inflight;
      });
    return entry.inflight;
  }

  async function findKey(href: string, keyid: string): Promise<DirectoryKey | { error: string }> {
    let entry = cache.get(href);
    if (!entry) cache.set(href, (entry = { keys: new Map(), freshUntil: -Infinity, lastAttempt: -Infinity, failedUntil: -Infinity }));
    const t = now();
    if (t >= entry.freshUntil) await refresh(href, entry, t);
    const usable = () => {
      const key = entry.keys.get(keyid);
      if (!key || t >= entry.freshUntil + L.maxStale) return undefined;
      if (key.notAfter !== undefined && t >= key.notAfter) return undefined;
      if (key.notBefore !== undefined && t < key.notBefore - L.clockSkew) return undefined;
      return key;
    };
    let key = usable();
    if (!key) {
      await refresh(href, entry, t); // an unknown keyid: one more fetch, if none happened within the interval
      key = usable();
    }
    if (key) return key;
    return { error: entry.lastError ? `key directory unavailable: ${entry.lastError}` : `no key ${keyid} in the directory` };
  }

  return { findKey };
}
