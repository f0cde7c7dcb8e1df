/**
 * The `/mcp` endpoint: MCP over Streamable HTTP, stateless. Every POST gets a fresh server and
 * transport (no session id, nothing kept between requests), so any number of instances can serve
 * one client behind a load balancer. Responses are plain JSON (`enableJsonResponse`): every tool
 * answers at once, there is nothing to stream. GET (the server-to-client stream) and DELETE
 * (session end) have no meaning without sessions: 405, as in the SDK's stateless example.
 *
 * server.mjs reads the body (at most MAX_BODY_BYTES, as for the API) and passes
 * `parseMcpBody(raw)`: the parsed JSON, or an AppError (PAYLOAD_TOO_LARGE, INVALID_JSON) that is
 * answered with a JSON-RPC error. Every error answer is rendered by src/errors/render.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { MAX_BODY_BYTES } from '../http/respond.ts';
import type { McpCaller, McpContext } from './api.ts';
import { allowed, createMcpServer, mcpDefinition, type McpDefinition } from './server.ts';
import { bearerChallenge } from '../auth/metadata.ts';
import { insufficientScope } from '../auth/insufficient-scope.ts';
import { authenticateCaller, type Caller } from '../http/authenticate.ts';
import { ApiError } from '../http/problem.ts';
import type { ApiRequest } from '../http/respond.ts';
import { AppError } from '../errors/app-error.ts';
import { renderJsonRpc } from '../errors/render.ts';

export type { McpCaller, McpContext };

const ALLOW = 'POST, OPTIONS';

/** On every `/mcp` response: readable from any origin (no cookies are used; tokens travel in Authorization). */
const MCP_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, WWW-Authenticate',
  'Cache-Control': 'no-store',
};

/** The body as server.mjs read it (`{ text, bytes, tooLarge }`, undefined without a body) to what the handler takes. */
export function parseMcpBody(raw: { text: string; bytes: number; tooLarge: boolean } | undefined): unknown {
  if (raw?.tooLarge) return new AppError('PAYLOAD_TOO_LARGE', `Payload Too Large: the request body must not exceed ${MAX_BODY_BYTES} bytes`);
  try {
    return JSON.parse(raw?.text ?? '');
  } catch {
    return new AppError('INVALID_JSON', 'Parse error: the request body is not valid JSON');
  }
}

function isJsonRpc(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.length > 0 && messages.every((m) => JSONRPCMessageSchema.safeParse(m).success);
}

/** Answers a refused request with the JSON-RPC error of `err` (src/errors/render.ts; anything but an AppError is a logged 500). */
export function jsonRpcError(res: ServerResponse, err: unknown) {
  const { status, headers, body } = renderJsonRpc(err);
  res.writeHead(status, { ...MCP_HEADERS, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : (body ?? undefined));
}

/**
 * `body`: what parseMcpBody returned. `caller`: who sent the request, as server.mjs knows it (the
 * client address, for the API's rate limits).
 */
export type McpHandler = (req: IncomingMessage, res: ServerResponse, body: unknown, caller?: McpCaller, request?: ApiRequest) => Promise<void>;

/**
 * The MCP authorization rules, at the HTTP level: a credential that is sent must be valid (401
 * invalid_token otherwise); a call of a scoped tool needs a credential (401 with the
 * resource_metadata challenge) holding its scope (403 insufficient_scope). The data is never
 * produced for a refused call. Returns the refusal, or undefined to go on.
 */
async function refusal(def: McpDefinition, body: unknown, caller: McpCaller, request: ApiRequest | undefined) {
  const { auth, urls } = def.ctx;
  // The one authentication step of the API (bearer tokens, API keys, mTLS, Web Bot Auth), once for
  // this HTTP request; the tool calls inside it reuse its result.
  let who: Caller = {};
  if (request) {
    try {
      who = await authenticateCaller(request, auth, urls, true);
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 400)) throw err;
      return { status: err.status, message: `Unauthorized: ${err.detail}`, challenge: err.extra.headers?.['WWW-Authenticate'] ?? bearerChallenge(urls, {}) };
    }
  }
  caller.caller = who;
  const scopes: string[] = who.principal?.scopes ?? [];
  const authenticated = who.principal !== undefined;
  const messages = (Array.isArray(body) ? body : [body]) as { method?: string; params?: { name?: unknown } }[];
  for (const m of messages) {
    if (m?.method !== 'tools/call') continue;
    const tool = def.tools.find((t) => t.name === m.params?.name);
    if (!tool || allowed(tool.access, scopes)) continue;
    const scope = tool.access.scopes.join(' ');
    if (!authenticated) {
      return {
        status: 401,
        message: `Unauthorized: the tool ${tool.name} needs a bearer token with the scope ${scope}`,
        challenge: bearerChallenge(urls, { scope }),
      };
    }
    // The message and challenge name the owner's pending approval, when that is what the scope waits for.
    const refused = await insufficientScope(auth, urls, who.principal, tool.access.scopes, `Forbidden: the tool ${tool.name}`);
    return { status: refused.status, message: refused.message, challenge: refused.waitChallenge ?? refused.challenge };
  }
  return undefined;
}

/** What refusal() returned, as the AppError it stands for (401, 403, or 400 for a malformed Authorization header). */
function refusalError(refused: NonNullable<Awaited<ReturnType<typeof refusal>>>): AppError {
  const code = refused.status === 403 ? 'INSUFFICIENT_SCOPE' : refused.status === 401 ? 'UNAUTHORIZED' : 'INVALID_PARAM';
  return new AppError(code, refused.message, { status: refused.status, headers: { 'WWW-Authenticate': refused.challenge } });
}

/** The `/mcp` handler for one portfolio. The returned promise never rejects. */
export function createMcpHandler(ctx: McpContext): McpHandler {
  const definition = mcpDefinition(ctx);
  return async (req, res, body, caller = {}, request) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...MCP_HEADERS,
          Allow: ALLOW,
          'Access-Control-Allow-Methods': ALLOW,
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      if (req.method !== 'POST') {
        jsonRpcError(
          res,
          new AppError('METHOD_NOT_ALLOWED', 'Method not allowed: this stateless MCP endpoint answers POST only.', { headers: { Allow: ALLOW } }),
        );
        return;
      }
      if (body instanceof AppError) {
        jsonRpcError(res, body);
        return;
      }
      if (!isJsonRpc(body)) {
        // JSON-RPC 2.0 calls this an Invalid Request; the SDK would answer a parse error, or 202 for `[]`.
        jsonRpcError(res, new AppError('INVALID_BODY', 'Invalid Request: the body is not a JSON-RPC 2.0 message (or a non-empty batch of them)'));
        return;
      }
      const refused = await refusal(definition, body, caller, request);
      if (refused) {
        jsonRpcError(res, refusalError(refused));
        return;
      }
      for (const [name, value] of Object.entries(MCP_HEADERS)) res.setHeader(name, value);
      const server = createMcpServer(definition, caller);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (err) {
      if (!res.headersSent)
        jsonRpcError(res, err); // logged there
      else {
        console.error('[mcp] internal error', err);
        res.end();
      }
    }
  };
}
