/**
 * Dynamic client registration (RFC 7591 shape) and the purge of clients that were registered and
 * never used. Registration is open, so a client that never claimed a scope nor obtained a token is
 * deleted after CLIENT_UNUSED_TTL: at start-up and from register(), at most once a minute (no timer).
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { type AuthContext, newId, sha256hex } from './context.ts';
import { GRANT_AUTHORIZATION_CODE, GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER, GRANT_REFRESH_TOKEN, GRANT_TOKEN_EXCHANGE } from './grant-types.ts';
import { OAuthError } from './oauth-error.ts';
import { RegistrationRequest } from './schema.ts';
import type { ClientRecord } from './store.ts';

/**
 * A redirect URI as registered: absolute, https (or http on a loopback host: 127.0.0.1, [::1] or
 * localhost, RFC 8252 §7.3), no fragment, no user info, no port 0, and written in its canonical
 * form (what the WHATWG URL parser serialises it to), so that what is stored is what is compared:
 * `http://2130706433/` (127.0.0.1 in another notation), an upper-case host, a default port or a
 * dot segment are refused with the form to register instead. Whitespace and control characters
 * are refused outright (the parser would drop some of them silently).
 */
export function checkRedirectUri(uri: string): void {
  const refuse = (why: string) => new OAuthError('invalid_redirect_uri', `${JSON.stringify(uri)}: ${why}`);
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) throw refuse('a redirect URI must not contain whitespace or control characters');
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw refuse('not an absolute URI');
  }
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  if (url.hash || uri.includes('#')) throw refuse('a redirect URI must not have a fragment');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw refuse('a redirect URI must use https, or http on a loopback address (127.0.0.1, [::1] or localhost)');
  }
  if (url.username || url.password) throw refuse('a redirect URI must not carry user information');
  if (url.port === '0') throw refuse('port 0 is not a port to redirect to');
  if (url.href !== uri) throw refuse(`not in canonical form: register ${url.href}`);
}

/** The grant types a client may register, and those it gets when it names none. */
function grantChoices(isPublic: boolean, assertions: boolean): { allowed: string[]; defaults: string[] } {
  const codeGrants = [GRANT_AUTHORIZATION_CODE, GRANT_REFRESH_TOKEN];
  if (isPublic) return { allowed: codeGrants, defaults: codeGrants };
  if (assertions) {
    return {
      allowed: [GRANT_CLIENT_CREDENTIALS, ...codeGrants, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE],
      defaults: [GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE],
    };
  }
  return { allowed: [GRANT_CLIENT_CREDENTIALS, ...codeGrants], defaults: [GRANT_CLIENT_CREDENTIALS] };
}

/** The grant types and response types of a registration, checked against each other. */
function checkGrants(m: z.infer<typeof RegistrationRequest>, isPublic: boolean): { grants: string[]; responseTypes: string[] } {
  const { allowed, defaults } = grantChoices(isPublic, Boolean(m.assertion_type));
  const grants = m.grant_types ?? defaults;
  if (!grants.every((g) => allowed.includes(g))) {
    throw new OAuthError('invalid_client_metadata', `grant_types may only contain ${allowed.join(', ')}`);
  }
  const usesCode = grants.includes(GRANT_AUTHORIZATION_CODE);
  const responseTypes = m.response_types ?? (usesCode ? ['code'] : []);
  if (!responseTypes.every((t) => t === 'code') || responseTypes.includes('code') !== usesCode) {
    throw new OAuthError('invalid_client_metadata', 'response_types is ["code"] with the authorization_code grant, else empty');
  }
  if (grants.includes(GRANT_REFRESH_TOKEN) && !usesCode) {
    throw new OAuthError('invalid_client_metadata', 'refresh_token goes with authorization_code (refresh tokens come from that grant only)');
  }
  return { grants, responseTypes };
}

export interface Registration {
  register(metadata: unknown): Promise<Record<string, unknown>>;
}

/** Registration; purges the unused clients once now (start-up), then from register(). */
export async function createRegistration({ config, store, now }: AuthContext): Promise<Registration> {
  let purgedAt = now();
  await store.purgeUnusedClients(purgedAt - config.clientUnusedTtlSeconds);
  const purgeUnusedClients = async () => {
    const t = now();
    if (t - purgedAt < 60) return;
    purgedAt = t;
    await store.purgeUnusedClients(t - config.clientUnusedTtlSeconds);
  };

  return {
    async register(metadata) {
      const parsed = RegistrationRequest.safeParse(metadata);
      if (!parsed.success) throw new OAuthError('invalid_client_metadata', parsed.error.issues[0]!.message);
      const m = parsed.data;
      const method = m.token_endpoint_auth_method ?? 'client_secret_basic';
      const isPublic = method === 'none';
      const { grants, responseTypes } = checkGrants(m, isPublic);
      const redirectUris = m.redirect_uris ?? [];
      redirectUris.forEach(checkRedirectUri);
      if (grants.includes(GRANT_AUTHORIZATION_CODE) && !redirectUris.length) {
        throw new OAuthError('invalid_redirect_uri', 'the authorization_code grant needs at least one redirect URI');
      }
      const secret = randomBytes(32).toString('base64url');
      const client: ClientRecord = {
        client_id: newId('agt'),
        // A public client has no secret: the hash of one that is never shown, so that no secret matches.
        secret_hash: sha256hex(isPublic ? randomBytes(32).toString('base64url') : secret),
        client_name: m.client_name,
        redirect_uris: redirectUris,
        ...(m.assertion_type ? { assertion_type: m.assertion_type } : {}),
        grant_types: [...new Set(grants)],
        token_endpoint_auth_method: method,
        client_id_issued_at: now(),
      };
      await purgeUnusedClients();
      await store.insertClient(client);
      const { secret_hash: _h, revoked_at: _r, ...visible } = client;
      return { ...visible, ...(isPublic ? {} : { client_secret: secret, client_secret_expires_at: 0 }), response_types: responseTypes };
    },
  };
}
