/**
 * What every store on Redis (STATE_URL) answers when Redis is unreachable: STATE_UNAVAILABLE, a
 * 503 problem with Retry-After, and nothing acknowledged. The authorization server's store and
 * the messages share it, so that a client is told the same wait whichever store failed.
 */
import { AppError } from '../errors/app-error.ts';

/** Seconds a client is told to wait when Redis is unreachable. */
export const STATE_RETRY_AFTER = 5;

/** The error of a Redis command that failed because Redis is unreachable or not ready. */
export function stateUnavailable(cause: unknown): AppError {
  return new AppError('STATE_UNAVAILABLE', `The state store is unreachable; retry in ${STATE_RETRY_AFTER} seconds.`, {
    headers: { 'Retry-After': String(STATE_RETRY_AFTER) },
    cause,
  });
}
