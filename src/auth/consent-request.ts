/**
 * What the authorization endpoint and the consent decision share: the outcomes they answer with,
 * the consent page's view, and the signed consent request that carries the checked authorization
 * request from the one to the other. The request is a JWT signed with the token key under its own
 * `typ` and audience (so it can never pass as an access token), bound to a random cookie (double
 * submit): a cross-site form cannot post a decision. Nothing is stored before the person decides.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { CimdResolver } from './cimd.ts';
import type { AuthContext } from './context.ts';
import { ALG, type KeyRing } from './keys.ts';
import type { OAuthErrorCode } from './oauth-error.ts';
import type { Scope } from './scopes.ts';
import type { ClaimNote, ClaimRecord, ClientRecord } from './store.ts';

/** How long the consent page may stay open before the decision. */
export const CONSENT_TTL = 600;
/**
 * The consent cookie's name prefix: each consent page sets its own cookie (`consent_<id>`), so
 * that two pages open at once do not spoil each other; the id and the value's hash are inside the
 * signed request.
 */
export const CONSENT_COOKIE = 'consent_';
const REQUEST_TYP = 'authz-request+jwt';

/** What the consent page shows and posts back. */
export interface ConsentView {
  client: { id: string; name: string; verified: boolean };
  /**
   * For a client whose client_id is the URL of its metadata document: the document's host
   * (verified: this server fetched the document there) and the hosts its client_uri and logo_uri
   * claim (unverified).
   */
  document?: { host: string; clientUriHost?: string; logoHost?: string };
  /** The redirect URI goes to a program on the person's own computer (a loopback address). */
  loopback: boolean;
  /** Where the person goes back to (the redirect URI's origin), shown so that they can recognise the host. */
  returnTo: string;
  /**
   * The scopes asked for: `now` granted at once, else after the owner's approval of this request;
   * `trusted`: granted at once because the owner trusts this client for everyone (not by configuration).
   */
  scopes: { name: Scope; now: boolean; trusted: boolean }[];
  /** The audience: the whole site or the MCP endpoint only. */
  resource: string;
  /** The signed request, posted back with the decision. */
  request: string;
}

export type AuthorizeOutcome =
  /** Show an error page (no redirect: the client or its redirect URI is not trusted). */
  | { kind: 'error'; status: number; error: OAuthErrorCode; message: string }
  | { kind: 'redirect'; location: string }
  /** Show the consent page and set the cookie. */
  | { kind: 'consent'; view: ConsentView; cookie: { name: string; value: string } };

/** What the code flow needs beyond the shared context. */
export interface CodeFlowDeps extends AuthContext {
  keys: KeyRing;
  createClaim(client: ClientRecord, scopes: Scope[], note: ClaimNote | undefined, grantId: string): Promise<ClaimRecord>;
  /** Client ID Metadata Documents (./cimd.ts): the clients whose client_id is an https URL. */
  documents: CimdResolver;
}

/** The checked authorization request, as signed into the consent form. */
export const ConsentRequest = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  scopes: z.array(z.string()),
  resource: z.string(),
  state: z.string().optional(),
  /** The SHA-256 of the consent cookie's value. */
  csrf: z.string(),
  /** The consent cookie's id (its name after the prefix). */
  cid: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  exp: z.number(),
});
export type ConsentRequest = z.infer<typeof ConsentRequest>;

/** The audience of the signed consent request: this server's authorization step, nothing else. */
const requestAudience = (issuer: string) => `${issuer}#authorize`;

export async function signConsentRequest({ keys, config, now }: CodeFlowDeps, request: Omit<ConsentRequest, 'exp'>): Promise<string> {
  const { kid, key } = await keys.active();
  return new SignJWT(request)
    .setProtectedHeader({ alg: ALG, typ: REQUEST_TYP, kid })
    .setIssuer(config.issuer)
    .setAudience(requestAudience(config.issuer))
    .setIssuedAt(now())
    .setExpirationTime(now() + CONSENT_TTL)
    .sign(key);
}

/** The consent request posted back, verified; `expired` or `invalid` when it is not acceptable. */
export async function verifyConsentRequest({ keys, config, now }: CodeFlowDeps, raw: string): Promise<ConsentRequest | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(raw, async (h) => (h.kid ? ((await keys.verificationKey(h.kid)) ?? new Uint8Array()) : new Uint8Array()), {
      issuer: config.issuer,
      audience: requestAudience(config.issuer),
      typ: REQUEST_TYP,
      algorithms: [ALG],
      currentDate: new Date(now() * 1000),
    });
    return ConsentRequest.parse(payload);
  } catch (err) {
    return err instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}

export const errorPage = (error: OAuthErrorCode, message: string, status = 400): AuthorizeOutcome => ({ kind: 'error', status, error, message });

/** An error sent back to the client's redirect URI, with `state` and `iss` (RFC 9207). */
export const errorRedirect = (
  issuer: string,
  redirectUri: string,
  error: OAuthErrorCode,
  description: string,
  state: string | undefined,
): AuthorizeOutcome => ({
  kind: 'redirect',
  location: withParams(redirectUri, { error, error_description: description, state, iss: issuer }),
});

/** `uri` with the response parameters added to its query (RFC 6749 §4.1.2: keeping its own query). */
export function withParams(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

/** A registered client that is not revoked. */
export async function liveClient({ store }: AuthContext, id: string | undefined): Promise<ClientRecord | undefined> {
  if (!id) return undefined;
  const client = await store.getClient(id);
  return client && client.revoked_at === undefined ? client : undefined;
}
