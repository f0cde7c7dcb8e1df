/**
 * The console link of a claim notification: `/owner/claims/<id>?link=<secret>` (the catalogue's
 * `ownerClaim`), a 256-bit
 * random secret stored hashed and bound to that claim, working once and for OWNER_LINK_TTL
 * seconds. It only opens the claim: the owner still signs in with a passkey first.
 */
import type { ClaimRecord } from '../auth/store.ts';
import { url } from '../catalogue/paths.ts';
import { newSecret, type OwnerStore } from './store.ts';

/** `siteUrl`: the absolute URL of a site path at the Node server (`urls.api`: origin and base). */
export function claimLinks(owner: OwnerStore, siteUrl: (path: string) => string, ttl: number, now: () => number = () => Math.floor(Date.now() / 1000)) {
  return async (claim: ClaimRecord): Promise<string> => {
    const secret = newSecret();
    await owner.insertSecret(secret, { kind: 'claim-link', subject: claim.id, expires_at: now() + ttl });
    return siteUrl(url('ownerClaim', { params: { id: claim.id }, query: { link: secret } }));
  };
}
