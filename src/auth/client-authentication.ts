/**
 * Client authentication at the token, claim and revocation endpoints: client_secret_basic or
 * client_secret_post for a confidential client; a public client (token_endpoint_auth_method
 * `none`) only names itself, and PKCE and the refresh token binding protect its grants.
 */
import { decodeBasic } from './basic-credentials.ts';
import { type AuthContext, safeEqualHex, sha256hex } from './context.ts';
import type { Form } from './form.ts';
import { OAuthError } from './oauth-error.ts';
import type { ClientRecord } from './store.ts';

/** The credentials a request presents: from the Basic header or the form, never both. */
function presentedCredentials(authorization: string | null | undefined, form: Form, challenge: Record<string, string>) {
  const basic = authorization && /^basic\s+/i.test(authorization) ? authorization.replace(/^basic\s+/i, '') : undefined;
  const postId = form.get('client_id');
  const postSecret = form.get('client_secret');
  if (basic !== undefined && (postId !== undefined || postSecret !== undefined)) {
    throw new OAuthError('invalid_request', 'use one client authentication method, not both');
  }
  if (basic !== undefined) {
    const decoded = decodeBasic(basic);
    if (!decoded) throw new OAuthError('invalid_client', 'malformed Basic credentials', challenge);
    return decoded;
  }
  if (postId !== undefined) return { id: postId, secret: postSecret };
  throw new OAuthError('invalid_client', 'client authentication is required (client_secret_basic or client_secret_post)', challenge);
}

export function createClientAuthentication({ config, store }: AuthContext) {
  const challenge = { 'WWW-Authenticate': `Basic realm="${config.issuer}"` };
  return async function authenticateClient(authorization: string | null | undefined, form: Form): Promise<ClientRecord> {
    const { id, secret } = presentedCredentials(authorization, form, challenge);
    if (secret === undefined) {
      const client = await store.getClient(id);
      if (client?.token_endpoint_auth_method !== 'none' || client.revoked_at !== undefined) {
        throw new OAuthError('invalid_client', 'unknown client, revoked client, or a confidential client without its secret', challenge);
      }
      return client;
    }
    const client = await store.getClient(id);
    // Hash even for an unknown client, so that timing does not tell which ids exist.
    const presented = sha256hex(secret);
    if (!client || !safeEqualHex(presented, client.secret_hash) || client.revoked_at !== undefined || client.token_endpoint_auth_method === 'none') {
      throw new OAuthError('invalid_client', 'unknown client, wrong secret, or revoked client', challenge);
    }
    return client;
  };
}
