/**
 * Scope claims: a client (or, through the consent page, one grant) asks for private scopes; the
 * ones the configuration grants at once are granted, the others wait for the owner, who is told
 * by webhook and e-mail. A claim may record the Web Bot Auth identity of the request that made it.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AuthConfig } from './config.ts';
import { type AuthContext, newId } from './context.ts';
import { OAuthError } from './oauth-error.ts';
import { printable } from './printable.ts';
import { isScope, SCOPE_NAMES, type Scope } from './scopes.ts';
import type { ClaimNote, ClaimRecord, ClaimSigner, ClientRecord } from './store.ts';
import { InvalidToken } from './tokens.ts';
import type { WebBotAuthVerifier } from './webbotauth/index.ts';
import { type ClaimEvent, notifyOwner } from './webhook.ts';

/** How many claims of one client may wait for the owner at once: the rest are refused until the owner decides. */
export const MAX_PENDING_CLAIMS = 10;
/** How much of a Signature-Agent field a claim keeps (it is shown to the owner, as unverified). */
const SIGNER_FIELD_CHARS = 200;

export interface AuthHooks {
  /** The owner console's single-use link to a pending claim, carried by the owner's notification. */
  claimLink?(claim: ClaimRecord): Promise<string>;
  /** The owner's e-mail about a pending claim (SMTP_URL; src/owner/claim-mail.ts); never rejects. */
  claimEmail?(event: { claim: ClaimRecord; client: ClientRecord; console_url?: string }): Promise<unknown>;
}

export interface Claims {
  createClaim(client: ClientRecord, scopes: unknown, note?: ClaimNote, grantId?: string, signer?: ClaimSigner): Promise<ClaimRecord>;
  readClaim(client: ClientRecord, id: string): Promise<ClaimRecord>;
  claimSigner(request: { method: string; url: string; headers: Record<string, string | undefined> }): Promise<ClaimSigner | undefined>;
}

/** The requested scopes, checked: a non-empty array of known scope names, sorted and unique. */
function requestedScopes(scopes: unknown): Scope[] {
  const parsed = z
    .array(z.string(), { error: 'scopes must be an array of scope names' })
    .min(1, { error: 'scopes must not be empty' })
    .max(SCOPE_NAMES.length)
    .safeParse(scopes);
  if (!parsed.success) throw new OAuthError('invalid_request', parsed.error.issues[0]!.message);
  const unknown = parsed.data.filter((s) => !isScope(s));
  if (unknown.length) throw new OAuthError('invalid_scope', `unknown scope ${unknown.join(', ')}; the scopes are ${SCOPE_NAMES.join(', ')}`);
  return [...new Set(parsed.data as Scope[])].sort();
}

export function createClaims({ config, store, now }: AuthContext, hooks: AuthHooks, signatures: WebBotAuthVerifier | undefined): Claims {
  return {
    async createClaim(client, scopes, note, grantId, signer) {
      // A public client's id is no secret: a claim in its name alone would cover whoever uses the id.
      if (grantId === undefined && client.token_endpoint_auth_method === 'none') {
        throw new OAuthError('unauthorized_client', 'a public client asks for private scopes at the authorization endpoint (consent page), not here');
      }
      const requested = requestedScopes(scopes);
      const granted = requested.filter((s) => config.autoGrant.includes(s));
      const pending = requested.filter((s) => !config.autoGrant.includes(s));
      if (pending.length && (await store.countPendingClaims(client.client_id)) >= MAX_PENDING_CLAIMS) {
        throw new OAuthError('temporarily_unavailable', `${MAX_PENDING_CLAIMS} claims of this client already wait for the owner: retry after the decision`);
      }
      const claim: ClaimRecord = {
        id: newId('clm'),
        client_id: client.client_id,
        requested,
        granted,
        pending,
        status: pending.length ? 'pending' : 'granted',
        nonce: randomBytes(16).toString('base64url'),
        created_at: now(),
        ...(note ? { note } : {}),
        covers: grantId === undefined ? 'client' : 'grant',
        ...(grantId !== undefined ? { grant_id: grantId } : {}),
        ...(signer ? { signer } : {}),
      };
      await store.insertClaim(claim);
      if (claim.status === 'pending') void announceClaim(config.webhook, client, { claim, client_name: client.client_name, issuer: config.issuer }, hooks);
      return claim;
    },

    async readClaim(client, id) {
      const claim = await store.getClaim(id);
      if (!claim || claim.client_id !== client.client_id) throw new OAuthError('invalid_request', 'no claim with this id for this client', {}, 404);
      return claim;
    },

    async claimSigner({ method, url, headers }) {
      const said = headers['signature-agent'];
      if (said === undefined || headers.signature === undefined) return undefined;
      const unverifiedSigner = (reason: string): ClaimSigner => ({
        verified: false,
        agent: printable(said.slice(0, SIGNER_FIELD_CHARS)),
        reason: printable(reason.slice(0, SIGNER_FIELD_CHARS)),
      });
      if (!signatures) return unverifiedSigner('this site allows no key directory (SIGNATURE_AGENTS)');
      const result = await signatures.verify({ method, url, headers, bound: true });
      if (result.status === 'invalid') throw new InvalidToken(`the HTTP message signature is invalid: ${result.reason}`);
      if (result.status === 'verified') return { verified: true, name: result.agent.name, directory: result.directory, keyid: result.keyid };
      return unverifiedSigner(result.status === 'absent' ? 'no web-bot-auth signature' : result.reason);
    },
  };
}

/**
 * Tells the owner about a pending claim, by the webhook and by e-mail (each when configured), with
 * one console link shared by both when the console runs (it works once, whichever is opened); never rejects.
 */
async function announceClaim(webhook: AuthConfig['webhook'], client: ClientRecord, event: ClaimEvent, hooks: AuthHooks): Promise<void> {
  if (!webhook && !hooks.claimEmail) return;
  const console_url = await hooks.claimLink?.(event.claim).catch(() => undefined);
  const link = console_url ? { console_url } : {};
  await Promise.allSettled([webhook ? notifyOwner(webhook, { ...event, ...link }) : undefined, hooks.claimEmail?.({ claim: event.claim, client, ...link })]);
}
