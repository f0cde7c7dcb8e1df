/**
 * The console link of a claim notification: `<console>/claims/<id>?link=<secret>`, a 256-bit
 * random secret stored hashed and bound to that claim, working once and for OWNER_LINK_TTL
 * seconds. It only opens the claim: the owner still signs in with a passkey first.
 */
import type { ClaimRecord } from '../auth/store.ts';
import { newSecret, type OwnerStore } from './store.ts';

/** `consoleUrl`: the absolute URL of /owner (under the site's base). */
export function claimLinks(owner: OwnerStore, consoleUrl: string, ttl: number, now: () => number = () => Math.floor(Date.now() / 1000)) {
  return async (claim: ClaimRecord): Promise<string> => {
    const secret = newSecret();
    await owner.insertSecret(secret, { kind: 'claim-link', subject: claim.id, expires_at: now() + ttl });
    return `${consoleUrl}/claims/${encodeURIComponent(claim.id)}?link=${secret}`;
  };
}
