/**
 * The fixed values of the Web Bot Auth profile: the signature tag, the key directory's media type
 * and well-known path, and the limits on signatures, directories and caching.
 */
import { url } from '../../catalogue/paths.ts';

export const WEB_BOT_AUTH_TAG = 'web-bot-auth';
export const DIRECTORY_MEDIA_TYPE = 'application/http-message-signatures-directory+json';
export const WELL_KNOWN_DIRECTORY = url('signatureDirectory');

export const WEB_BOT_AUTH_LIMITS = {
  /** Seconds a signature's `created` may be ahead of our clock. */
  clockSkew: 60,
  /** Longest accepted `expires - created`, in seconds (identification). */
  maxValidity: 86_400,
  /** The default longest `expires - created` from an agent that grants scopes (WEB_BOT_AUTH_MAX_VALIDITY). */
  scopedMaxValidity: 300,
  directoryBytes: 64 * 1024,
  directoryKeys: 32,
  timeoutMs: 3_000,
  /** Key lifetime when the directory sends no max-age, and the longest honoured max-age. */
  defaultMaxAge: 3_600,
  maxMaxAge: 86_400,
  /** At most one fetch of a directory per this many seconds (unknown keyid, stale keys). */
  refetchInterval: 60,
  /** A failed fetch is not retried for this many seconds. */
  negativeTtl: 300,
  /** How long past their max-age known keys still verify while the directory cannot be fetched. */
  maxStale: 86_400,
  /** Web Bot Auth signatures examined per request. */
  maxSignatures: 4,
} as const;
