/**
 * The authorization endpoint (RFC 6749 §4.1.1, PKCE S256 only): checks the request in the order of
 * RFC 6749 §4.1.2.1 and answers with the consent page. An unknown client or a redirect URI that is
 * not registered is answered with an error page (never a redirect: no open redirector); every
 * other error is redirected to the client with `error`, `state` and `iss` (RFC 9207).
 */
import { randomBytes } from 'node:crypto';
import { CimdError, type ClientDocument, isClientIdUrl } from './cimd.ts';
import { sha256hex } from './context.ts';
import {
  type AuthorizeOutcome,
  CONSENT_COOKIE,
  type CodeFlowDeps,
  type ConsentView,
  errorPage,
  errorRedirect,
  liveClient,
  signConsentRequest,
} from './consent-request.ts';
import { namedResources, parseScopeParam } from './grant-types.ts';
import { OAuthError, type OAuthErrorCode } from './oauth-error.ts';
import { isScope, type Scope } from './scopes.ts';
import type { ClientRecord } from './store.ts';

/** A base64url SHA-256. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
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

type Found = { client: ClientRecord; document?: ClientDocument };

/** What the request asks for once its client and redirect URI are known good; a string is the error to redirect. */
interface CheckedRequest {
  challenge: string;
  scopes: Scope[];
  resource: string;
}

/** Step 2 of RFC 6749 §4.1.2.1: everything but the client and its redirect URI, each fault reported to the client. */
function checkRequest(client: ClientRecord, query: URLSearchParams, config: CodeFlowDeps['config']): CheckedRequest | [OAuthErrorCode, string] {
  const p = (name: string) => query.get(name) ?? undefined;
  if (!client.grant_types.includes('authorization_code')) return ['unauthorized_client', 'this client was not registered for the authorization_code grant'];
  const responseType = p('response_type');
  if (responseType === undefined) return ['invalid_request', 'response_type is required'];
  if (responseType !== 'code') return ['unsupported_response_type', 'only response_type=code is supported'];
  const challenge = p('code_challenge');
  if (challenge === undefined) return ['invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256'];
  if ((p('code_challenge_method') ?? 'plain') !== 'S256') return ['invalid_request', 'only code_challenge_method=S256 is supported'];
  if (!CHALLENGE.test(challenge)) return ['invalid_request', 'code_challenge must be a base64url SHA-256 (43 characters)'];
  let requested: string[];
  try {
    requested = parseScopeParam(p('scope') ?? '') ?? [];
  } catch (err) {
    if (err instanceof OAuthError) return [err.error, err.detail];
    throw err;
  }
  const unknown = requested.filter((s) => !isScope(s));
  if (unknown.length) return ['invalid_scope', `unknown scope ${unknown.join(', ')}`];
  const found = namedResources(query.getAll('resource'), config.resources);
  if (!found || found.length > 1) return ['invalid_target', `the resources here are ${config.resources.join(' and ')}`];
  return { challenge, scopes: [...new Set(requested as Scope[])].sort(), resource: found[0] ?? config.issuer };
}

export function createAuthorize(deps: CodeFlowDeps) {
  const { config, store, now } = deps;
  const issuer = config.issuer;

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

  /** The client of an authorization request, or the error page. */
  async function requestClient(id: string | undefined): Promise<Found | AuthorizeOutcome> {
    if (id === undefined || !isClientIdUrl(id)) {
      const client = await liveClient(deps, id);
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

  /** What the consent page shows of the client, its redirect URI and the scopes. */
  async function consentView(found: Found, redirectUri: string, checked: CheckedRequest): Promise<Omit<ConsentView, 'request'>> {
    const { client, document } = found;
    const clientWide = new Set(await store.grantedScopes(client.client_id));
    const auto = new Set<Scope>(config.autoGrant);
    const target = new URL(redirectUri);
    return {
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
      loopback: LOOPBACK.has(target.hostname),
      returnTo: target.origin === 'null' ? redirectUri : target.origin,
      scopes: checked.scopes.map((name) => ({ name, now: auto.has(name) || clientWide.has(name), trusted: !auto.has(name) && clientWide.has(name) })),
      resource: checked.resource,
    };
  }

  /** GET of the authorization endpoint: the query of the authorization request. */
  return async function authorize(query: URLSearchParams): Promise<AuthorizeOutcome> {
    for (const name of new Set(query.keys())) {
      if (query.getAll(name).length > 1 && name !== 'resource') return errorPage('invalid_request', `the ${name} parameter is repeated`);
    }
    // 1. The client and its redirect URI: until both are known good, nothing is redirected.
    const found = await requestClient(query.get('client_id') ?? undefined);
    if ('kind' in found) return found;
    const redirectUri = query.get('redirect_uri') ?? undefined;
    if (!redirectUri) return errorPage('invalid_request', 'The request names no redirect URI (redirect_uri is required).');
    // A metadata document's redirect URIs are matched exactly (no loopback port latitude).
    const registered = found.document
      ? found.document.redirect_uris.includes(redirectUri)
      : found.client.redirect_uris.some((r) => redirectMatches(r, redirectUri));
    if (!registered) return errorPage('invalid_request', 'The redirect URI is not one that this application registered, so it is not followed.');
    const state = query.get('state') ?? undefined;
    // 2. Everything else is reported to the client.
    const checked = checkRequest(found.client, query, config);
    if (Array.isArray(checked)) return errorRedirect(issuer, redirectUri, checked[0], checked[1], state);
    const cookie = { name: `${CONSENT_COOKIE}${randomBytes(9).toString('base64url')}`, value: randomBytes(32).toString('base64url') };
    const request = await signConsentRequest(deps, {
      client_id: found.client.client_id,
      redirect_uri: redirectUri,
      code_challenge: checked.challenge,
      scopes: checked.scopes,
      resource: checked.resource,
      state,
      csrf: sha256hex(cookie.value),
      cid: cookie.name.slice(CONSENT_COOKIE.length),
    });
    return { kind: 'consent', cookie, view: { ...(await consentView(found, redirectUri, checked)), request } };
  };
}
