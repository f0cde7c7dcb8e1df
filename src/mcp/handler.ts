/**
 * The `/mcp` endpoint: MCP over Streamable HTTP, stateless, on the v2 SDK. MCP 2026-07-28
 * requests (each carries its protocol version and client capabilities in `_meta`, no handshake)
 * go to the SDK's createMcpHandler; 2025 and 2024 requests (`initialize`, then requests without
 * the envelope) to a Streamable HTTP transport without sessions. Either way a server instance is
 * made for the request from the definition built once (./server.ts) and dropped after it: no
 * session id, nothing kept between requests, so any number of instances can serve one client
 * behind a load balancer. Responses are plain JSON: every tool answers at once, there is nothing
 * to stream. GET (the server-to-client stream) and DELETE (session end) have no meaning without
 * sessions: 405.
 *
 * Before the SDK: the body must be JSON-RPC, the `Mcp-Method` / `Mcp-Name` headers must agree with
 * it (./headers.ts), the address's per-method quota (RATE_LIMIT_MCP) must allow it, and the
 * authorization rules pass (refusal() below).
 *
 * server.mjs reads the body (at most MAX_BODY_BYTES, as for the API) and passes
 * `parseMcpBody(raw)`: the parsed JSON, or an AppError (PAYLOAD_TOO_LARGE, INVALID_JSON) that is
 * answered with a JSON-RPC error. Every error answer is rendered by src/http/render-error.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type AuthInfo,
  createMcpHandler as createSdkHandler,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  isLegacyRequest,
  type McpRequestContext,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { MAX_BODY_BYTES } from '../http/respond.ts';
import type { McpCaller, McpContext } from './api.ts';
import { serverCardText } from './card.ts';
import { headerMismatch, methodCounts } from './headers.ts';
import { MCP_PATH } from '../catalogue/mcp.ts';
import { allowed, createMcpServer, mcpDefinition, type McpDefinition } from './server.ts';
import { bearerChallenge } from '../auth/metadata.ts';
import { insufficientScope } from '../auth/insufficient-scope.ts';
import { authenticateCaller, type Caller } from '../http/authenticate.ts';
import { rateKey } from '../http/client-address.ts';
import { ApiError } from '../http/problem.ts';
import type { ApiRequest } from '../http/respond.ts';
import { AppError } from '../errors/app-error.ts';
import { renderJsonRpc } from '../http/render-error.ts';

export type { McpCaller, McpContext };

const ALLOW = 'POST, OPTIONS';

/** On every `/mcp` response: readable from any origin (no cookies are used; tokens travel in Authorization). */
const MCP_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'WWW-Authenticate, RateLimit, RateLimit-Policy, Retry-After',
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

/** The id of a body that is one JSON-RPC request, else null (a batch, a notification). */
function requestId(body: unknown): string | number | null {
  const id = !Array.isArray(body) && isJSONRPCRequest(body) ? body.id : null;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function isJsonRpc(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  const valid = (m: unknown) => isJSONRPCRequest(m) || isJSONRPCNotification(m) || isJSONRPCResultResponse(m) || isJSONRPCErrorResponse(m);
  return messages.length > 0 && messages.every(valid);
}

/**
 * Answers a refused request with the JSON-RPC error of `err` (src/http/render-error.ts; anything but an
 * AppError is a logged 500). `request`: the parsed body, when read; a single request's id is
 * answered (JSON-RPC 2.0 allows null only when the id could not be read).
 */
export function jsonRpcError(res: ServerResponse, err: unknown, request?: unknown) {
  const { status, headers, body } = renderJsonRpc(err, requestId(request));
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

/** The caller of this request, for the server instance the SDK makes (its authInfo is a pass-through). */
const CALLER = 'io.github.agent-portfolio/caller';
function callerOf(ctx: McpRequestContext): McpCaller {
  return (ctx.authInfo?.extra?.[CALLER] as McpCaller | undefined) ?? {};
}
function authInfo(caller: McpCaller): AuthInfo {
  const principal = caller.caller?.principal;
  // The credential itself stays out: the tools read the caller (src/http/authenticate.ts result), not the token.
  return { token: '', clientId: principal?.client_id ?? '', scopes: [...(principal?.scopes ?? [])], extra: { [CALLER]: caller } };
}

/** The request as the SDK reads it: method, URL and headers (the body is passed parsed). */
function webRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding' || name === 'connection') continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A value node:http accepts but the Fetch API refuses: the SDK reads only the MCP and content headers.
    }
  }
  return new Request(url, { method: req.method ?? 'POST', headers });
}

/** Writes the SDK's answer (JSON, never a stream: responseMode json / enableJsonResponse) with the endpoint's headers. */
async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string> = { ...MCP_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'mcp-session-id') headers[name] = value;
  });
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, headers);
  res.end(body);
}

/** Counts the request against the address's quota of each method it calls (RATE_LIMIT_MCP); throws the 429. */
async function countMethods(ctx: McpContext, body: unknown, ip: string | undefined): Promise<Record<string, string>> {
  if (!ctx.limiter || !ip) return {};
  let headers: Record<string, string> = {};
  for (const [method, count] of methodCounts(body)) {
    const counted = await ctx.limiter.consume('mcp', [`${rateKey(ip)}|${method}`], count);
    if (counted) headers = counted.headers;
  }
  return headers;
}

/** The `/mcp` handler for one portfolio. The returned promise never rejects. */
export function createMcpHandler(ctx: McpContext): McpHandler {
  const definition = mcpDefinition(ctx, () => serverCardText(ctx));
  const url = ctx.urls.api(MCP_PATH);
  const factory = (rc: McpRequestContext) => createMcpServer(definition, callerOf(rc));
  // 2026-07-28: the SDK's stateless entry; older revisions are routed below (legacy: 'reject' here).
  const modern = createSdkHandler(factory, {
    legacy: 'reject',
    responseMode: 'json',
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror: (err) => console.error('[mcp] internal error', err),
  });
  /** 2025 and 2024 revisions: a server instance and a transport without sessions, for this one request. */
  async function legacy(request: Request, body: unknown, caller: McpCaller): Promise<Response> {
    const server = factory({ era: 'legacy', authInfo: authInfo(caller), requestInfo: request });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      return await transport.handleRequest(request, { parsedBody: body });
    } finally {
      void transport.close();
      void server.close();
    }
  }
  return async (req, res, body, caller = {}, request) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...MCP_HEADERS,
          Allow: ALLOW,
          'Access-Control-Allow-Methods': ALLOW,
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Method, Mcp-Name',
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
      const mismatch = headerMismatch(body, header(req, 'mcp-method'), header(req, 'mcp-name'));
      if (mismatch) {
        jsonRpcError(res, mismatch, body);
        return;
      }
      for (const [name, value] of Object.entries(await countMethods(ctx, body, caller.ip))) res.setHeader(name, value);
      const refused = await refusal(definition, body, caller, request);
      if (refused) {
        jsonRpcError(res, refusalError(refused), body);
        return;
      }
      const web = webRequest(req, url);
      const response = (await isLegacyRequest(web, body, { maxRequestBodySize: MAX_BODY_BYTES }))
        ? await legacy(web, body, caller)
        : await modern.fetch(web, { parsedBody: body, authInfo: authInfo(caller) });
      await send(res, response);
    } catch (err) {
      if (!res.headersSent)
        jsonRpcError(res, err, body); // logged there
      else {
        console.error('[mcp] internal error', err);
        res.end();
      }
    }
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
