/**
 * The authorization code grant with PKCE (OAuth 2.1 style, RFC 6749 §4.1, RFC 7636 S256 only),
 * the consent step in front of it, and refresh tokens with rotation and reuse detection.
 *
 * - The authorization request is checked in the order of RFC 6749 §4.1.2.1: an unknown client or a
 *   redirect URI that is not registered is answered with an error page (never a redirect: no open
 *   redirector); every other error is redirected to the client with `error`, `state` and `iss`
 *   (RFC 9207).
 * - The consent page carries the checked request as a JWT signed with the token key (its own
 *   `typ`, so it can never pass as an access token), bound to a random cookie (double submit):
 *   a cross-site form cannot post a decision. Nothing is stored before the person decides.
 * - Allow: the scopes that need the owner become a pending claim (with the person's note); the
 *   scopes granted by configuration are usable at once. The code is single use and lives a
 *   minute; a second redemption revokes the grant (every token issued from it).
 * - Refresh: every refresh token is used once and replaced; presenting a used one revokes the
 *   grant. A refresh gives the scopes asked for at consent that are granted now, so the scopes
 *   the owner approves later arrive with the next refresh.
 */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors } from 'jose';
import { z } from 'zod';
import { CimdError, type CimdResolver, type ClientDocument, isClientIdUrl } from './cimd.ts';
import type { AuthConfig } from './config.ts';
import { ALG, type KeyRing } from './keys.ts';
import { OAuthError, type OAuthErrorCode } from './oauth-error.ts';
import { hasUnprintable } from './printable.ts';
import { NOTE_LIMITS } from './schema.ts';
import { isScope, SCOPE_TOKEN, type Scope } from './scopes.ts';
import type { AuthStore, ClaimNote, ClaimRecord, ClientRecord, RefreshTokenRecord } from './store.ts';
import type { TokenService } from './tokens.ts';
import type { Form } from './form.ts';

export const AUTHORIZATION_CODE_TTL = 60;
/** How long the consent page may stay open before the decision. */
export const CONSENT_TTL = 600;
const REQUEST_TYP = 'authz-request+jwt';
/**
 * The consent cookie's name prefix: each consent page sets its own cookie (`consent_<id>`), so
 * that two pages open at once do not spoil each other; the id and the value's hash are inside the
 * signed request.
 */
export const CONSENT_COOKIE = 'consent_';

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A base64url SHA-256. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

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

export interface CodeFlow {
  /** GET of the authorization endpoint: the query of the authorization request. */
  authorize(query: URLSearchParams): Promise<AuthorizeOutcome>;
  /** POST of the consent form: `cookie(name)` reads a cookie of the request, `origin` is the Origin header. */
  decide(form: Form, cookie: (name: string) => string | undefined, origin: string | undefined): Promise<AuthorizeOutcome>;
  authorizationCodeGrant(client: ClientRecord, form: Form): Promise<Record<string, unknown>>;
  refreshTokenGrant(client: ClientRecord, form: Form): Promise<Record<string, unknown>>;
}

/**
 * RFC 8252 §7.3: a loopback redirect URI (http on 127.0.0.1, [::1] or localhost) matches whatever
 * port the native client listens on; everything else is compared exactly.
 */
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
export function redirectMatches(registered: string, requested: string): boolean {
  if (registered === requested) return true;
  let a: URL;
  let b: URL;
  try {
    a = new URL(registered);
    b = new URL(requested);
  } catch {
    return false;
  }
  if (a.protocol !== 'http:' || b.protocol !== 'http:' || !LOOPBACK.has(a.hostname) || a.hostname !== b.hostname) return false;
  // The port the client listens on: canonical (as registered URIs are), never 0.
  if (b.href !== requested || b.port === '0') return false;
  // Everything but the port must be the very same (no normalisation beyond what URL parsing gives).
  const withoutPort = (u: URL, raw: string) => raw.replace(`${u.protocol}//${u.host}`, `${u.protocol}//${u.hostname}`);
  return withoutPort(a, registered) === withoutPort(b, requested);
}

/** `uri` with the response parameters added to its query (RFC 6749 §4.1.2: keeping its own query). */
export function withParams(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

const RequestClaims = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  scopes: z.array(z.string()),
  resource: z.string(),
  state: z.string().optional(),
  csrf: z.string(),
  cid: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  exp: z.number(),
});

/** A textarea sends line breaks as CRLF; the note is one line for the owner's terminal and webhook. */
const oneLine = (text: string) => text.replace(/\r\n|[\r\n\t]/g, ' ');

const Note = z.object({
  who: z.string().trim().max(NOTE_LIMITS.who),
  why: z.string().trim().max(NOTE_LIMITS.why),
});

export function createCodeFlow(deps: {
  config: AuthConfig;
  store: AuthStore;
  tokens: TokenService;
  keys: KeyRing;
  now: () => number;
  createClaim(client: ClientRecord, scopes: Scope[], note: ClaimNote | undefined, grantId: string): Promise<ClaimRecord>;
  /** Client ID Metadata Documents (./cimd.ts): the clients whose client_id is an https URL. */
  documents: CimdResolver;
}): CodeFlow {
  const { config, store, tokens, keys, now } = deps;
  const issuer = config.issuer;
  /** The audience of the signed consent request: this server's authorization step, nothing else. */
  const requestAudience = `${issuer}#authorize`;

  const errorPage = (error: OAuthErrorCode, message: string, status = 400): AuthorizeOutcome => ({ kind: 'error', status, error, message });
  const errorRedirect = (redirectUri: string, error: OAuthErrorCode, description: string, state: string | undefined): AuthorizeOutcome => ({
    kind: 'redirect',
    location: withParams(redirectUri, { error, error_description: description, state, iss: issuer }),
  });

  async function liveClient(id: string | undefined): Promise<ClientRecord | undefined> {
    if (!id) return undefined;
    const client = await store.getClient(id);
    return client && client.revoked_at === undefined ? client : undefined;
  }

  /**
   * The client of a client_id URL: its metadata document, fetched and validated, and the client
   * record kept for it (created at first sight, so that grants, claims and revocation work as for
   * registered clients). A revoked one stays revoked. Throws a CimdError.
   */
  async function documentClient(id: string): Promise<{ client?: ClientRecord; document: ClientDocument }> {
    const document = await deps.documents.resolve(id);
    const known = await store.getClient(id);
    if (known) return { document, ...(known.revoked_at === undefined ? { client: known } : {}) };
    const client: ClientRecord = {
      client_id: id,
      // A public client: the hash of a secret that exists nowhere, so that no secret matches.
      secret_hash: sha256hex(randomBytes(32).toString('base64url')),
      client_name: document.client_name,
      redirect_uris: document.redirect_uris,
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
      client_id_issued_at: now(),
    };
    await store.insertClient(client);
    return { client, document };
  }

  /** The client of an authorization request and the redirect URIs it may use, or the error page. */
  async function requestClient(id: string | undefined): Promise<{ client: ClientRecord; document?: ClientDocument } | AuthorizeOutcome> {
    if (id === undefined || !isClientIdUrl(id)) {
      const client = await liveClient(id);
      return client ? { client } : errorPage('invalid_client', 'This application is unknown or was revoked, so it cannot be sent back anything.');
    }
    try {
      const { client, document } = await documentClient(id);
      return client ? { client, document } : errorPage('invalid_client', 'This application was revoked by the owner, so it cannot be sent back anything.');
    } catch (err) {
      if (err instanceof CimdError) return errorPage('invalid_client', `This application's metadata document cannot be used: ${err.message}.`);
      throw err;
    }
  }

  /** Issues an access token of the grant, and a refresh token that replaces `previous` (or starts the grant). */
  async function issue(
    client: ClientRecord,
    grantId: string,
    ceiling: Scope[],
    grantResource: string,
    audience: string,
    requested: Scope[] | undefined,
    previous?: string,
  ) {
    // The owner's approval of this grant's claim counts here, never another grant's.
    const granted = await store.grantedScopes(client.client_id, grantId);
    const scopes = (requested ?? ceiling).filter((s) => granted.includes(s)).sort();
    const refresh = randomBytes(32).toString('base64url');
    const t = now();
    const record: RefreshTokenRecord = {
      token_hash: sha256hex(refresh),
      grant_id: grantId,
      client_id: client.client_id,
      scopes: ceiling,
      resource: grantResource,
      created_at: t,
      expires_at: t + config.refreshTokenTtlSeconds,
    };
    if (previous === undefined) await store.insertRefreshToken(record);
    else {
      const rotated = await store.rotateRefreshToken(previous, record, t);
      if (rotated.status !== 'rotated') {
        // Reuse: somebody else may hold the token. The whole grant goes (RFC 9700 §4.14.2).
        if (rotated.status === 'reused') await store.revokeGrant(rotated.previous.grant_id, t);
        throw new OAuthError('invalid_grant', 'this refresh token was already used: the grant is revoked');
      }
    }
    const { token, expiresIn } = await tokens.issue({ clientId: client.client_id, sub: client.client_id, scopes, audience, grantId });
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' '), refresh_token: refresh };
  }

  /** RFC 8707 at the token endpoint: a resource may narrow the authorized one (site → MCP), never widen it. */
  function tokenResource(form: Form, authorized: string): string {
    const values = form.get('resource')?.split('\u0000') ?? [];
    if (!values.length) return authorized;
    const found = new Set(values.map((r) => config.resources.find((a) => r === a || r === `${a}/`)));
    if (found.has(undefined) || found.size > 1) throw new OAuthError('invalid_target', `the resources here are ${config.resources.join(' and ')}; ask for one`);
    const wanted = [...found][0]!;
    if (wanted !== authorized && authorized !== issuer) throw new OAuthError('invalid_target', `this grant is for ${authorized} only`);
    return wanted;
  }

  return {
    async authorize(query) {
      for (const name of new Set(query.keys())) {
        if (query.getAll(name).length > 1 && name !== 'resource') return errorPage('invalid_request', `the ${name} parameter is repeated`);
      }
      const p = (name: string) => query.get(name) ?? undefined;
      // 1. The client and its redirect URI: until both are known good, nothing is redirected.
      const found = await requestClient(p('client_id'));
      if ('kind' in found) return found;
      const { client, document } = found;
      const redirectUri = p('redirect_uri');
      if (!redirectUri) return errorPage('invalid_request', 'The request names no redirect URI (redirect_uri is required).');
      // A metadata document's redirect URIs are matched exactly (no loopback port latitude).
      const registered = document ? document.redirect_uris.includes(redirectUri) : client.redirect_uris.some((r) => redirectMatches(r, redirectUri));
      if (!registered) {
        return errorPage('invalid_request', 'The redirect URI is not one that this application registered, so it is not followed.');
      }
      const state = p('state');
      const fail = (error: OAuthErrorCode, description: string) => errorRedirect(redirectUri, error, description, state);
      // 2. Everything else is reported to the client.
      if (!client.grant_types.includes('authorization_code'))
        return fail('unauthorized_client', 'this client was not registered for the authorization_code grant');
      const responseType = p('response_type');
      if (responseType === undefined) return fail('invalid_request', 'response_type is required');
      if (responseType !== 'code') return fail('unsupported_response_type', 'only response_type=code is supported');
      const challenge = p('code_challenge');
      if (challenge === undefined) return fail('invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256');
      if ((p('code_challenge_method') ?? 'plain') !== 'S256') return fail('invalid_request', 'only code_challenge_method=S256 is supported');
      if (!CHALLENGE.test(challenge)) return fail('invalid_request', 'code_challenge must be a base64url SHA-256 (43 characters)');
      const scopeParam = p('scope') ?? '';
      const requested = scopeParam.split(' ').filter(Boolean);
      if (!requested.every((s) => SCOPE_TOKEN.test(s))) return fail('invalid_request', 'the scope parameter is malformed');
      const unknown = requested.filter((s) => !isScope(s));
      if (unknown.length) return fail('invalid_scope', `unknown scope ${unknown.join(', ')}`);
      let resource: string;
      try {
        const values = query.getAll('resource');
        const found = new Set(values.map((r) => config.resources.find((a) => r === a || r === `${a}/`)));
        if (found.has(undefined) || found.size > 1) throw new OAuthError('invalid_target', `the resources here are ${config.resources.join(' and ')}`);
        resource = [...found][0] ?? issuer;
      } catch (err) {
        return fail('invalid_target', (err as Error).message);
      }
      const scopes = [...new Set(requested as Scope[])].sort();
      const cookie = { name: `${CONSENT_COOKIE}${randomBytes(9).toString('base64url')}`, value: randomBytes(32).toString('base64url') };
      const { kid, key } = await keys.active();
      const request = await new SignJWT({
        client_id: client.client_id,
        redirect_uri: redirectUri,
        code_challenge: challenge,
        scopes,
        resource,
        state,
        csrf: sha256hex(cookie.value),
        cid: cookie.name.slice(CONSENT_COOKIE.length),
      })
        .setProtectedHeader({ alg: ALG, typ: REQUEST_TYP, kid })
        .setIssuer(issuer)
        .setAudience(requestAudience)
        .setIssuedAt(now())
        .setExpirationTime(now() + CONSENT_TTL)
        .sign(key);
      const clientWide = new Set(await store.grantedScopes(client.client_id));
      const auto = new Set<Scope>(config.autoGrant);
      return {
        kind: 'consent',
        cookie,
        view: {
          client: { id: client.client_id, name: document?.client_name ?? client.client_name, verified: false },
          ...(document
            ? {
                document: {
                  host: new URL(document.client_id).host,
                  ...(document.client_uri_host ? { clientUriHost: document.client_uri_host } : {}),
                  ...(document.logo_uri_host ? { logoHost: document.logo_uri_host } : {}),
                },
              }
            : {}),
          loopback: LOOPBACK.has(new URL(redirectUri).hostname),
          returnTo: new URL(redirectUri).origin === 'null' ? redirectUri : new URL(redirectUri).origin,
          scopes: scopes.map((name) => ({ name, now: auto.has(name) || clientWide.has(name), trusted: !auto.has(name) && clientWide.has(name) })),
          resource,
          request,
        },
      };
    },

    async decide(form, cookie, origin) {
      // A browser sends Origin on a form POST; another origin (or "null") is a cross-site post.
      if (origin !== undefined && origin !== issuer)
        return errorPage('access_denied', 'This form was sent from another site: start again from the application.', 403);
      const raw = form.get('request');
      if (!raw) return errorPage('invalid_request', 'The consent form is incomplete: start again from the application.');
      let claims: z.infer<typeof RequestClaims>;
      try {
        const { payload } = await jwtVerify(raw, async (h) => (h.kid ? ((await keys.verificationKey(h.kid)) ?? new Uint8Array()) : new Uint8Array()), {
          issuer,
          audience: requestAudience,
          typ: REQUEST_TYP,
          algorithms: [ALG],
          currentDate: new Date(now() * 1000),
        });
        claims = RequestClaims.parse(payload);
      } catch (err) {
        const expired = err instanceof errors.JWTExpired;
        return errorPage(
          'invalid_request',
          expired
            ? 'The consent page was open too long: start again from the application.'
            : 'The consent form is not valid: start again from the application.',
        );
      }
      const presented = cookie(`${CONSENT_COOKIE}${claims.cid}`);
      if (!presented || sha256hex(presented) !== claims.csrf) {
        return errorPage(
          'access_denied',
          'This form does not belong to this browser session (the consent cookie is missing): start again from the application.',
          403,
        );
      }
      // Single use: one consent page makes at most one decision, one code and one claim.
      if (!(await store.useAssertionId(`consent:${issuer}`, claims.cid, claims.exp + 60))) {
        return errorPage('invalid_request', 'This consent form was already sent: start again from the application.');
      }
      const client = await liveClient(claims.client_id);
      if (!client) return errorPage('invalid_client', 'This application was revoked meanwhile.');
      const { redirect_uri: redirectUri, state } = claims;
      const decision = form.get('decision');
      if (decision !== 'allow') return errorRedirect(redirectUri, 'access_denied', 'the person at the browser declined', state);
      const note = Note.safeParse({ who: oneLine(form.get('who') ?? ''), why: oneLine(form.get('why') ?? '') });
      if (!note.success || hasUnprintable(note.data.who) || hasUnprintable(note.data.why)) {
        return errorPage(
          'invalid_request',
          `Who you are may have up to ${NOTE_LIMITS.who} characters and why up to ${NOTE_LIMITS.why}, without control characters.`,
        );
      }
      const scopes = claims.scopes.filter(isScope);
      // Only what covers the whole client is granted already; anything else is this grant's claim.
      const already = new Set(await store.grantedScopes(client.client_id));
      const toClaim = scopes.filter((s) => !already.has(s));
      const written = note.data.who || note.data.why ? note.data : undefined;
      const grantId = newId('grt');
      let claim: ClaimRecord | undefined;
      try {
        claim = toClaim.length ? await deps.createClaim(client, toClaim, written, grantId) : undefined;
      } catch (err) {
        if (err instanceof OAuthError) return errorRedirect(redirectUri, err.error, err.detail, state);
        throw err;
      }
      const t = now();
      await store.insertGrant({ id: grantId, client_id: client.client_id, created_at: t });
      const code = randomBytes(32).toString('base64url');
      await store.insertAuthorizationCode({
        code_hash: sha256hex(code),
        client_id: client.client_id,
        redirect_uri: redirectUri,
        code_challenge: claims.code_challenge,
        scopes,
        resource: claims.resource,
        grant_id: grantId,
        ...(claim ? { claim_id: claim.id } : {}),
        expires_at: t + AUTHORIZATION_CODE_TTL,
      });
      return { kind: 'redirect', location: withParams(redirectUri, { code, state, iss: issuer }) };
    },

    async authorizationCodeGrant(client, form) {
      if (!client.grant_types.includes('authorization_code'))
        throw new OAuthError('unauthorized_client', 'this client was not registered for authorization_code');
      const code = form.get('code');
      const redirectUri = form.get('redirect_uri');
      const verifier = form.get('code_verifier');
      if (code === undefined) throw new OAuthError('invalid_request', 'the code parameter is required');
      if (redirectUri === undefined) throw new OAuthError('invalid_request', 'the redirect_uri parameter is required');
      if (verifier === undefined) throw new OAuthError('invalid_request', 'the code_verifier parameter is required (PKCE)');
      if (!VERIFIER.test(verifier)) throw new OAuthError('invalid_request', 'code_verifier must be 43 to 128 unreserved characters');
      const t = now();
      const record = await store.useAuthorizationCode(sha256hex(code), t);
      if (!record) throw new OAuthError('invalid_grant', 'unknown or expired authorization code');
      if (record.used_at !== undefined) {
        // RFC 6749 §4.1.2: a code used twice revokes what was issued from it.
        await store.revokeGrant(record.grant_id, t);
        throw new OAuthError('invalid_grant', 'this authorization code was already used: the tokens issued from it are revoked');
      }
      if (record.client_id !== client.client_id) throw new OAuthError('invalid_grant', 'this authorization code was issued to another client');
      if (record.expires_at < t) throw new OAuthError('invalid_grant', 'the authorization code has expired');
      if (record.redirect_uri !== redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri differs from the one of the authorization request');
      if (s256(verifier) !== record.code_challenge) throw new OAuthError('invalid_grant', 'the code_verifier does not match the code_challenge');
      const resource = tokenResource(form, record.resource);
      return issue(client, record.grant_id, record.scopes, record.resource, resource, undefined);
    },

    async refreshTokenGrant(client, form) {
      if (!client.grant_types.includes('refresh_token')) throw new OAuthError('unauthorized_client', 'this client was not registered for refresh_token');
      const token = form.get('refresh_token');
      if (token === undefined) throw new OAuthError('invalid_request', 'the refresh_token parameter is required');
      const hash = sha256hex(token);
      const record = await store.getRefreshToken(hash);
      const t = now();
      if (!record || record.expires_at < t) throw new OAuthError('invalid_grant', 'unknown or expired refresh token');
      if (record.client_id !== client.client_id) throw new OAuthError('invalid_grant', 'this refresh token was issued to another client');
      const grant = await store.getGrant(record.grant_id);
      if (!grant || grant.revoked_at !== undefined) throw new OAuthError('invalid_grant', 'the grant of this refresh token was revoked');
      // A security event about the subject cuts the grant off, like its access tokens.
      const cutOff = await store.subjectRevokedAt(client.client_id);
      if (cutOff !== undefined && grant.created_at <= cutOff) {
        await store.revokeGrant(grant.id, t);
        throw new OAuthError('invalid_grant', 'access was revoked after this grant was made');
      }
      const scopeParam = form.get('scope');
      let requested: Scope[] | undefined;
      if (scopeParam !== undefined) {
        const asked = scopeParam.split(' ').filter(Boolean);
        const beyond = asked.filter((s) => !record.scopes.includes(s as Scope));
        if (beyond.length) throw new OAuthError('invalid_scope', `beyond what was authorized: ${beyond.join(', ')}`);
        requested = asked as Scope[];
      }
      const resource = tokenResource(form, record.resource);
      return issue(client, record.grant_id, record.scopes, record.resource, resource, requested, hash);
    },
  };
}
