/**
 * The authentication of API and MCP requests: a bearer access token or a pre-shared API key; or,
 * without a bearer credential, a client identity forwarded by a trusted TLS-terminating proxy or
 * a Web Bot Auth signature.
 */
import { type AuthContext, safeEqualHex, sha256hex } from './context.ts';
import { InvalidToken, type Principal } from './tokens.ts';
import type { WebBotAuthVerifier } from './webbotauth/index.ts';

export interface ServiceRequest {
  peer?: string;
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
}

export function createRequestAuthentication({ config, tokens }: AuthContext, signatures: WebBotAuthVerifier | undefined) {
  return {
    /** The principal of a bearer credential: an access token or an API key. Throws InvalidToken. */
    async authenticateBearer(credential: string): Promise<Principal> {
      const hash = sha256hex(credential);
      const key = config.apiKeys.find((k) => safeEqualHex(hash, k.sha256));
      if (key) return { kind: 'api_key', client_id: `key:${key.name}`, sub: `key:${key.name}`, scopes: key.scopes };
      if (credential.split('.').length !== 3) throw new InvalidToken('not an access token or API key');
      return tokens.verify(credential);
    },

    /**
     * A forwarded TLS client identity or a Web Bot Auth signature. `identified` names a verified
     * signer that has no scopes (for rate limits and logs only); an invalid signature throws InvalidToken.
     */
    async authenticateService(request: ServiceRequest): Promise<{ principal?: Principal; identified?: string }> {
      const { mtls } = config;
      const subject = request.headers[mtls.header];
      // The forwarded identity counts only from a configured proxy; from anyone else it is ignored.
      // Only the TCP peer itself can be the proxy: X-Forwarded-For (which the client writes) never counts here.
      if (subject !== undefined && mtls.isProxy(request.peer)) {
        const client = mtls.clients.find((c) => c.subject === subject);
        if (client) return { principal: { kind: 'mtls', client_id: `mtls:${client.name}`, sub: `mtls:${client.name}`, scopes: client.scopes } };
      }
      if (!signatures || request.headers.signature === undefined) return {};
      const result = await signatures.verify({ method: request.method, url: request.url, headers: request.headers });
      if (result.status === 'invalid') throw new InvalidToken(`the HTTP message signature is invalid: ${result.reason}`);
      if (result.status !== 'verified') return {}; // cannot be verified: treated as absent
      const { name, scopes } = result.agent;
      const id = `sig:${name}`;
      // With scopes the signature passed the strict profile (method and target covered, short
      // validity, used once) and authenticates. Without, it passed only the Web Bot Auth profile,
      // which a replay also passes: `identified` keys a rate limit and names the agent in logs,
      // and never grants access to data.
      return scopes.length ? { principal: { kind: 'signature', client_id: id, sub: id, scopes } } : { identified: id };
    },
  };
}
