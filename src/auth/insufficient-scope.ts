/**
 * The refusal of a call whose credential lacks the scope (403 `insufficient_scope`, RFC 6750
 * §3.1), for the API and the MCP endpoint alike. When the scope waits for the owner's approval of
 * a claim that covers this credential (the claim made at the consent page for its grant, or a
 * claim of the client), the message and the challenge's error_description say so: a host must not
 * open another consent window, which would only make another claim; once the owner approves, the
 * next refresh of the grant (or a new client-credentials token) carries the scope.
 */
import type { Urls } from '../core/urls.ts';
import { bearerChallenge } from './metadata.ts';
import type { AuthService } from './service.ts';
import type { Principal } from './tokens.ts';

export interface ScopeRefusal {
  /**
   * 403 (the scope is not the credential's), or 401 `invalid_token` for a token issued before the
   * owner approved the scope for its grant: the token is stale and a refresh carries the scope.
   * A 401 makes MCP SDK clients refresh (no consent window); a 403 `insufficient_scope` would make
   * the v2 SDK (and mcp-remote) authorize again, which only makes a new claim.
   */
  status: 401 | 403;
  /** The problem's detail (or the MCP error's message). */
  message: string;
  /** The WWW-Authenticate value. */
  challenge: string;
  /** The pending claim, if the scope waits for the owner. */
  pendingClaim?: string;
  /**
   * For MCP hosts, while the claim waits: the same challenge without `error="insufficient_scope"`.
   * The MCP SDK v2 (and mcp-remote, built on it) answers insufficient_scope by authorizing again
   * (a new consent window, and a new claim, per call); a plain 403 is reported to the host instead.
   */
  waitChallenge?: string;
}

/** The claim of `principal` that waits for the owner and holds one of `scopes`, if any. */
export async function pendingClaimFor(auth: AuthService | undefined, principal: Principal | undefined, scopes: readonly string[]) {
  if (!auth || principal?.kind !== 'access_token') return undefined;
  const claims = await auth.store.pendingClaims(principal.client_id, principal.grant_id);
  return claims.find((c) => c.pending.some((s) => scopes.includes(s)));
}

/** What to answer a call of `subject` ("This operation", "The tool x") that needs one of `scopes`. */
export async function insufficientScope(
  auth: AuthService | undefined,
  urls: Urls,
  principal: Principal | undefined,
  scopes: readonly string[],
  subject: string,
): Promise<ScopeRefusal> {
  const scope = scopes.join(' ');
  if (auth && principal?.kind === 'access_token' && principal.grant_id !== undefined) {
    const granted = await auth.store.grantedScopes(principal.client_id, principal.grant_id);
    if (scopes.some((s) => (granted as readonly string[]).includes(s))) {
      const description = `the owner approved the scope ${scope} after this token was issued: refresh the token`;
      return {
        status: 401,
        message: `${subject} needs the scope ${scope}, which the owner approved after this token was issued: refresh the token.`,
        challenge: bearerChallenge(urls, { error: 'invalid_token', description }),
      };
    }
  }
  const claim = await pendingClaimFor(auth, principal, scopes);
  if (!claim) {
    return { status: 403, message: `${subject} needs the scope ${scope}.`, challenge: bearerChallenge(urls, { error: 'insufficient_scope', scope }) };
  }
  const next = principal?.grant_id ? 'the next refresh of this grant carries it' : 'a new token carries it';
  const description = `the scope ${scope} waits for the owner's approval (claim ${claim.id}); do not ask for consent again: once approved, ${next}`;
  return {
    message: `${subject} needs the scope ${scope}, which waits for the owner's approval of claim ${claim.id}. Do not ask for consent again: once the owner approves, ${next}.`,
    status: 403,
    challenge: bearerChallenge(urls, { error: 'insufficient_scope', scope, description }),
    pendingClaim: claim.id,
    waitChallenge: bearerChallenge(urls, { scope, description }),
  };
}
