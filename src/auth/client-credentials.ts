/** The client-credentials grant (RFC 6749 §4.4): a confidential client's token for the scopes granted to it. */
import type { AuthContext } from './context.ts';
import { formValues, type Form } from './form.ts';
import { GRANT_CLIENT_CREDENTIALS, parseScopeParam, resolveResource } from './grant-types.ts';
import { OAuthError } from './oauth-error.ts';
import { isScope, type Scope } from './scopes.ts';
import type { ClientRecord } from './store.ts';

/** The scopes of the token: all granted (no `scope`), else the granted part of the request (RFC 6749 §3.3). */
function tokenScopes(requested: string[] | undefined, granted: Scope[]): Scope[] {
  // Documented default: everything the client has been granted.
  if (requested === undefined) return granted;
  const unknown = requested.filter((s) => !isScope(s));
  if (unknown.length) throw new OAuthError('invalid_scope', `unknown scope ${unknown.join(', ')}`);
  // The answer's `scope` names the granted part: MCP clients ask for the resource's whole
  // scopes_supported. Nothing granted: invalid_scope.
  const scopes = [...new Set(requested as Scope[])].filter((s) => granted.includes(s)).sort();
  if (!scopes.length) throw new OAuthError('invalid_scope', `scope not granted to this client: ${requested.join(', ')}; claim it at the claim endpoint`);
  return scopes;
}

export function createClientCredentialsGrant({ config, store, tokens }: AuthContext) {
  return async function clientCredentialsGrant(client: ClientRecord, form: Form): Promise<Record<string, unknown>> {
    const scopes = tokenScopes(parseScopeParam(form.get('scope')), await store.grantedScopes(client.client_id));
    if (!client.grant_types.includes(GRANT_CLIENT_CREDENTIALS)) {
      throw new OAuthError('unauthorized_client', 'this client was not registered for client_credentials');
    }
    const audience = resolveResource(formValues(form, 'resource'), config.resources, config.issuer);
    const { token, expiresIn } = await tokens.issue({ clientId: client.client_id, sub: client.client_id, scopes, audience });
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' ') };
  };
}
