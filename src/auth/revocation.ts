/** Token revocation (RFC 7009): a refresh token takes its whole grant with it; an access token goes alone. */
import { type AuthContext, sha256hex } from './context.ts';
import type { Form } from './form.ts';
import { OAuthError } from './oauth-error.ts';
import type { ClientRecord } from './store.ts';

export function createRevocation({ store, tokens, now }: AuthContext) {
  return async function revoke(client: ClientRecord, form: Form): Promise<void> {
    const token = form.get('token');
    if (token === undefined) throw new OAuthError('invalid_request', 'the token parameter is required');
    const hint = form.get('token_type_hint');
    if (hint !== undefined && hint !== 'access_token' && hint !== 'refresh_token') {
      throw new OAuthError('unsupported_token_type', 'only access and refresh tokens exist here');
    }
    if (token.split('.').length !== 3) {
      // A refresh token: its whole grant goes (RFC 7009 §2.1: the access tokens issued with it too).
      const refresh = await store.getRefreshToken(sha256hex(token));
      if (!refresh) return;
      if (refresh.client_id !== client.client_id) throw new OAuthError('invalid_request', 'this token was not issued to this client');
      await store.revokeGrant(refresh.grant_id, now());
      return;
    }
    const info = await tokens.inspect(token);
    // Unknown, invalid or expired tokens: nothing to do, and 200 (RFC 7009 §2.2).
    if (!info || info.exp < now()) return;
    if (info.client_id !== client.client_id) throw new OAuthError('invalid_request', 'this token was not issued to this client');
    await store.revokeToken(info.jti, info.client_id, info.exp + 60);
  };
}
