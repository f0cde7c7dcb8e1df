/**
 * The one authentication step of the API and MCP: who sent this request? A bearer credential
 * (an access token or a pre-shared API key), a client certificate identity forwarded by a
 * configured TLS-terminating proxy, or a Web Bot Auth signature. The API router calls it for the
 * routes that need a caller, the MCP endpoint once per HTTP request (its tool calls then reuse the
 * result), so an agent authenticated one way for the API is the same caller for MCP.
 */
import { bearerChallenge } from '../auth/metadata.ts';
import type { AuthService } from '../auth/service.ts';
import { InvalidToken } from '../auth/tokens.ts';
import type { Urls } from '../core/urls.ts';
import { ApiError } from './problem.ts';
import type { ApiRequest, Caller } from './respond.ts';

/** `Authorization: Bearer <b64token>` (RFC 6750 §2.1), the scheme in any case. */
export const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** Who called (the request's own record, src/http/respond.ts). */
export type { Caller } from './respond.ts';

/** Does the request carry anything that authenticates (so that the step must run)? */
export function hasCredentials(request: ApiRequest, auth: AuthService | undefined): boolean {
  return (
    request.header('authorization') != null || request.header('signature') != null || (auth !== undefined && request.header(auth.config.mtls.header) != null)
  );
}

/**
 * Authenticates the sender of `request`. No credential: `{}` (anonymous). A credential that is
 * sent must be valid: an invalid token is a 401 INVALID_TOKEN, an invalid signature a 401
 * INVALID_SIGNATURE, a malformed Authorization header a 400, each with its `WWW-Authenticate`.
 * An Authorization header of another scheme (for example Basic) is not a credential here.
 * `forMcp`: the MCP endpoint accepts tokens for the whole site and tokens for the MCP endpoint
 * (RFC 8707 audience); the API accepts only tokens for the whole site.
 */
export async function authenticateCaller(request: ApiRequest, auth: AuthService | undefined, urls: Urls, forMcp = false): Promise<Caller> {
  const header = request.header('authorization');
  if (header && /^bearer(\s|$)/i.test(header)) {
    const match = BEARER.exec(header);
    if (!match) {
      throw new ApiError('bad-request', 'INVALID_PARAM', 'The Authorization header is malformed: send "Bearer <token>".', {
        headers: { 'WWW-Authenticate': bearerChallenge(urls, { error: 'invalid_request', description: 'malformed Authorization header' }) },
      });
    }
    if (!auth) throw new ApiError('internal-error', 'INTERNAL_ERROR', 'The authorization server is not running here.');
    try {
      const principal = await auth.authenticateBearer(match[1]!);
      if (!forMcp && principal.aud !== undefined && principal.aud !== auth.config.issuer) {
        throw new InvalidToken(`the token is for ${principal.aud} only`);
      }
      return { principal };
    } catch (err) {
      if (!(err instanceof InvalidToken)) throw err;
      throw new ApiError('unauthorized', 'INVALID_TOKEN', `The bearer token was refused: ${err.message}.`, {
        headers: { 'WWW-Authenticate': bearerChallenge(urls, { error: 'invalid_token', description: err.message }) },
        fields: { error: { code: 'unauthorized', message: `Invalid token: ${err.message}.` } },
      });
    }
  }
  if (!auth || !(request.header('signature') != null || request.header(auth.config.mtls.header) != null) || !request.headers) return {};
  try {
    return await auth.authenticateService({
      peer: request.peer,
      method: request.method,
      // The target is this site's public origin, never the Host header.
      url: `${urls.api(request.path)}${request.search ?? ''}`,
      headers: request.headers,
    });
  } catch (err) {
    if (!(err instanceof InvalidToken)) throw err;
    throw new ApiError('unauthorized', 'INVALID_SIGNATURE', `The request signature was refused: ${err.message}.`, {
      headers: { 'WWW-Authenticate': bearerChallenge(urls, { error: 'invalid_request', description: err.message }) },
      fields: { error: { code: 'unauthorized', message: err.message } },
    });
  }
}
