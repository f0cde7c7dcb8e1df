/**
 * Security events received (RFC 8935 push of RFC 8417 SETs) from trusted identity providers: the
 * revocation events cut off every token and assertion issued for their subject until then.
 */
import { AppError } from '../errors/app-error.ts';
import type { AuthContext } from './context.ts';
import { REVOCATION_EVENTS, SET_MAX_AGE, subjectKey } from './grant-types.ts';
import { CLOCK_SKEW, type TrustStore } from './trust.ts';

type Subject = { format?: string; iss?: string; sub?: string } | undefined;

export function createEventReceiver({ config, store, now }: AuthContext, trust: TrustStore) {
  /**
   * Receives a security event token. Throws an AppError: an AssertionError (its reason code:
   * UNTRUSTED_ISSUER, WRONG_AUDIENCE, BAD_SIGNATURE, …) for a token that is not acceptable,
   * INVALID_EVENT, EVENT_TOO_OLD or EVENT_REPLAYED; the registry gives each its RFC 8935 `err`.
   */
  return async function receiveEvent(token: string): Promise<void> {
    const claims = await trust.verify(token, { typ: 'secevent+jwt', audience: config.issuer, required: ['iss', 'aud', 'iat', 'jti', 'events'], now: now() });
    const events = claims.events;
    if (!events || typeof events !== 'object' || Array.isArray(events)) throw new AppError('INVALID_EVENT', 'events must be an object');
    // A bounded window: an older event is refused, so the replay store keeps each id only that long.
    const issuedAt = claims.iat!;
    if (issuedAt < now() - SET_MAX_AGE) {
      throw new AppError('EVENT_TOO_OLD', `the event was issued more than ${SET_MAX_AGE} seconds ago (iat); send a fresh one`);
    }
    if (!(await store.useAssertionId(`set:${claims.iss}`, String(claims.jti), issuedAt + SET_MAX_AGE + CLOCK_SKEW))) {
      throw new AppError('EVENT_REPLAYED', 'this event was already received (jti replay)');
    }
    for (const [uri, payload] of Object.entries(events as Record<string, unknown>)) {
      if (!REVOCATION_EVENTS.includes(uri)) continue; // unknown events are ignored
      const subject = ((payload as { subject?: unknown } | null)?.subject ?? claims.sub_id) as Subject;
      const iss = subject?.iss ?? claims.iss!;
      const sub = subject?.sub ?? claims.sub;
      if (typeof sub !== 'string' || iss !== claims.iss) continue; // an issuer speaks only for its own subjects
      await store.revokeSubject(subjectKey(iss, sub), now());
    }
  };
}
