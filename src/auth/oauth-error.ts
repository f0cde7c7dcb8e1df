/**
 * Errors of the OAuth endpoints (token, revocation, registration, claim). They are answered as
 * RFC 6749 / RFC 7591 JSON (`application/json`, `error`, `error_description`), which strict
 * clients require, with the problem-details members added alongside (`type`, `title`,
 * `status`, `detail`) so the body also fits the project's error model.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'unsupported_token_type'
  | 'invalid_client_metadata'
  | 'invalid_redirect_uri'
  | 'access_denied';

export const OAUTH_ERRORS: Record<OAuthErrorCode, { status: number; title: string; description: string }> = {
  invalid_request: { status: 400, title: 'Invalid request', description: 'A parameter is missing, repeated or malformed, two client authentication methods were used, or the content type is wrong.' },
  invalid_client: { status: 401, title: 'Invalid client', description: 'The client is unknown, its secret is wrong, it did not authenticate, or it was revoked.' },
  invalid_grant: { status: 400, title: 'Invalid grant', description: 'The grant or assertion is invalid, expired, revoked, replayed or issued to another client.' },
  unauthorized_client: { status: 400, title: 'Unauthorized client', description: 'The client may not use this grant type.' },
  unsupported_grant_type: { status: 400, title: 'Unsupported grant type', description: 'The authorization server does not support this grant type.' },
  invalid_scope: { status: 400, title: 'Invalid scope', description: 'A requested scope is unknown, malformed, or beyond what the client was granted.' },
  invalid_target: { status: 400, title: 'Invalid target', description: 'The requested resource or audience is not this server.' },
  unsupported_token_type: { status: 400, title: 'Unsupported token type', description: 'The server cannot revoke this type of token.' },
  invalid_client_metadata: { status: 400, title: 'Invalid client metadata', description: 'A registration field has an invalid value.' },
  invalid_redirect_uri: { status: 400, title: 'Invalid redirect URI', description: 'A redirect URI is not https (or loopback http), or has a fragment.' },
  access_denied: { status: 403, title: 'Access denied', description: 'The client may not see this resource.' },
};

export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly headers: Record<string, string>;
  readonly status: number;
  constructor(error: OAuthErrorCode, description: string, headers: Record<string, string> = {}, status?: number) {
    // RFC 6749 §5.2: error_description is limited to %x20-21 / %x23-5B / %x5D-7E.
    super(description.replace(/[^\x20\x21\x23-\x5B\x5D-\x7E]/g, "'"));
    this.name = 'OAuthError';
    this.error = error;
    this.headers = headers;
    this.status = status ?? OAUTH_ERRORS[error].status;
  }
}
