/**
 * Errors of the OAuth endpoints (token, revocation, registration, claim), raised by their RFC
 * 6749 / RFC 7591 `error` code. Each is an AppError with the registry code of that `error`
 * (src/errors/registry.ts); src/http/render-error.ts answers it as RFC 6749 JSON (`application/json`,
 * `error`, `error_description`), which strict clients require, with the problem-details members
 * alongside (`type`, `title`, `status`, `detail`).
 */
import { AppError } from '../errors/app-error.ts';
import { ERRORS, OAUTH_CODES, type OAuthCode, type OAuthErrorCode } from '../errors/registry.ts';

export type { OAuthErrorCode };

export class OAuthError extends AppError<OAuthCode> {
  /** `status`: where the answer is not the code's usual status (an unknown claim is a 404). */
  constructor(error: OAuthErrorCode, description: string, headers: Record<string, string> = {}, status?: number) {
    super(OAUTH_CODES[error], description, { headers, ...(status === undefined ? {} : { status }) });
    this.name = 'OAuthError';
  }
  /** The RFC 6749 `error`. */
  get error(): OAuthErrorCode {
    return ERRORS[this.code].type as OAuthErrorCode;
  }
}
