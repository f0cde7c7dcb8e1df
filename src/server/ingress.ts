/**
 * The one door of the server, in production (server.mjs) and under `astro dev` (the
 * dev-ingress integration) alike. Every request goes through these steps, in this order:
 *
 * 1. the method: methods that no resource here accepts (TRACE, TRACK, WebDAV verbs, ...) are
 *    answered 405 with problem details; CONNECT never gets here (see refuseConnect);
 * 2. the Host header: a malformed one (`x@y`, spaces, a second port) is a 400; a host this server
 *    does not serve (src/config/hosts.ts: SITE_URL, API_ORIGIN, loopback, ALLOWED_HOSTS) is a 421,
 *    and so is an absolute-form target naming one (DNS rebinding);
 * 3. the path, canonicalised once (./canonical.ts): a non-canonical path is redirected to its
 *    canonical form (GET, HEAD, OPTIONS) or refused (other methods), never served;
 * 4. the client address, from the TCP peer and the trusted proxies (TRUST_PROXY);
 * 5. dispatch: a prerendered file, MCP (a present `Origin` outside those hosts is a 403 there), the MCP server card, the owner console, the API router, an on-demand page,
 *    or (under `astro dev`) the dev server; bodies are kept only for the API and MCP, up to
 *    MAX_BODY_BYTES; every other body (and the rest of a body over the limit) is drained and
 *    thrown away up to DRAIN_LIMIT, beyond which the answer goes out at once and the
 *    connection is closed.
 *
 * Errors of the ingress itself are problem details (RFC 9457) rendered by src/http/render-error.ts;
 * an unexpected exception is a logged 500 problem, never a stack trace on the wire.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { originMetadataPaths } from '../auth/metadata.ts';
import { clientAddress, peerAddress, rateKey } from '../http/client-address.ts';
import type { TrustRule } from '../config/trust-proxy.ts';
import type { HostPolicy } from '../config/hosts.ts';
import { AppError } from '../errors/app-error.ts';
import type { ProblemCode } from '../errors/registry.ts';
import { renderProblem } from '../http/render-error.ts';
import type { RateLimiter } from '../http/ratelimit.ts';
import type { ApiResult } from '../http/respond.ts';
import type { Urls } from '../core/urls.ts';
import type { McpCaller } from '../mcp/api.ts';
import { MCP_DISCOVERY_PATHS, MCP_PATH } from '../mcp/identity.ts';
import {
  CANONICAL_REDIRECT_HEADERS,
  DISPATCHED_METHODS,
  decideTarget,
  INVALID_HOST_DETAIL,
  isValidHost,
  methodNotAllowedDetail,
  SITE_ALLOW,
} from './canonical.ts';
import { discardBody, header, later, NodeApiRequest, readBody, writeResult, type Body } from './node-bridge.ts';
import type { Observer } from './observe.ts';
import type { StaticSite } from './static-files.ts';
import { fileAnswers } from '../http/negotiate.ts';
import { isApiPath } from '../catalogue/operations.ts';

const FILE_ALLOW = 'GET, HEAD, OPTIONS';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
export type McpEndpoint = (req: IncomingMessage, res: ServerResponse, body: unknown, caller: McpCaller, request: NodeApiRequest) => Promise<void>;
export type CardEndpoint = (method: string, path: string, ifNoneMatch: string | undefined) => ApiResult;

export interface IngressOptions {
  urls: Urls;
  trustProxy: TrustRule;
  /** The hosts served (Host) and the origins `/mcp` accepts (Origin). */
  hosts: HostPolicy;
  /** The API quotas: the MCP endpoint and the on-demand pages count against them too. */
  limiter?: RateLimiter;
  /** The API router over this process's one portfolio and services. */
  api(request: NodeApiRequest): Promise<ApiResult>;
  /** Does the API router own this canonical path (outside /v1)? */
  apiOwns(path: string): boolean;
  /** The MCP endpoint and the server card, loaded on first use (the MCP SDK is not needed before). */
  mcp(): Promise<{ handle: McpEndpoint; parseBody(body: Body | undefined): unknown; refuse(res: ServerResponse, err: unknown, body?: unknown): void }>;
  serverCard(): Promise<CardEndpoint>;
  /** Production: the prerendered files. */
  statics?: StaticSite;
  /** Production: the on-demand pages (Astro's handler, loaded on first use) and their paths. */
  pages?: { paths: ReadonlySet<string>; handler(): Promise<NodeHandler> };
  /** The owner console (src/console): its paths, and its answer (undefined: not found). */
  console?: { owns(path: string): boolean; handle(request: NodeApiRequest): Promise<ApiResult | undefined> };
  /** The owner's insights (./observe.ts): told about each request, never its address. */
  observe?: Observer;
}

export type Ingress = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * An MCP request once its body is read: a present `Origin` outside the hosts is refused, each
 * JSON-RPC message of a POST is counted by the API's per-address quota, then the MCP endpoint answers.
 */
async function answerMcp(
  options: IngressOptions,
  req: IncomingMessage,
  res: ServerResponse,
  raw: Body | undefined,
  { search, ip, countAddress }: { search: string; ip: string; countAddress(ip: string, cost?: number): Promise<void> },
): Promise<void> {
  const mcp = await options.mcp();
  const origin = header(req, 'origin');
  if (origin !== undefined && !options.hosts.allowsOrigin(origin)) {
    return mcp.refuse(res, new AppError('ORIGIN_NOT_ALLOWED', `Forbidden: requests from the origin ${origin.slice(0, 200)} are not accepted here.`));
  }
  const body = mcp.parseBody(raw);
  // Every JSON-RPC message (protocol methods too) counts once, a batch of N counts N; the
  // tool calls inside do not count the address again. Over the quota: a JSON-RPC error, 429.
  const post = req.method === 'POST';
  if (post) {
    try {
      await countAddress(ip, messageCount(body));
    } catch (err) {
      return mcp.refuse(res, err, body);
    }
  }
  const request = new NodeApiRequest(req, MCP_PATH, search, ip, peerAddress(req));
  const acceptLanguage = header(req, 'accept-language');
  await mcp.handle(req, res, body, { ip, ipCounted: post, ...(acceptLanguage ? { acceptLanguage } : {}) }, request);
  options.observe?.mcp(req, res, body);
}

/** The answers of the ingress: problem details, and each kind of request handed to what serves it. */
function createServing(options: IngressOptions) {
  const { urls, statics, pages, limiter } = options;

  /** Answers `error` as problem details; anything but an AppError is logged and answered 500. */
  function refuse(req: IncomingMessage, res: ServerResponse, error: unknown, instance?: string) {
    const log = { scope: 'serve' as const, context: [req.method, req.url?.slice(0, 200)] };
    discardBody(req, res, () => writeResult(req, res, renderProblem(error, { urls, instance, log })));
  }

  function failed(req: IncomingMessage, res: ServerResponse, err: unknown) {
    if (res.headersSent) {
      console.error('[serve] failed while answering', req.method, req.url?.slice(0, 200), err);
      res.destroy();
      return;
    }
    refuse(req, res, err);
  }

  /** The API's per-address quota, for the endpoints that do not go through the API router: `cost` requests. */
  async function countAddress(ip: string, cost = 1) {
    await limiter?.consume('api', [rateKey(ip)], cost);
  }

  function serveApi(req: IncomingMessage, res: ServerResponse, path: string, search: string, ip: string) {
    const request = new NodeApiRequest(req, path, search, ip, peerAddress(req));
    const run = () =>
      options
        .api(request)
        .then((result) => {
          writeResult(req, res, result);
          options.observe?.api(request, result);
        })
        .catch((err) => failed(req, res, err));
    // No body to read: answered with the other requests of this event-loop turn.
    if (req.method === 'GET' || req.method === 'HEAD') return later(() => void run());
    readBody(
      req,
      res,
      async (body) => {
        if (body) request.body = body;
        await run();
      },
      (err) => failed(req, res, err),
    );
  }

  /** The owner console: bodies read up to MAX_BODY_BYTES (the console sets smaller limits), counted by the API's per-address quota. */
  function serveConsole(req: IncomingMessage, res: ServerResponse, path: string, search: string, ip: string) {
    const request = new NodeApiRequest(req, path, search, ip, peerAddress(req));
    readBody(
      req,
      res,
      async (body) => {
        if (body) request.body = body;
        await countAddress(ip);
        const result = await options.console!.handle(request);
        if (result) writeResult(req, res, result);
        else serveNotFound(req, res, path);
      },
      (err) => failed(req, res, err),
    );
  }

  function serveMcp(req: IncomingMessage, res: ServerResponse, search: string, ip: string) {
    readBody(
      req,
      res,
      (raw) => answerMcp(options, req, res, raw, { search, ip, countAddress }),
      (err) => failed(req, res, err),
    );
  }

  function serveCard(req: IncomingMessage, res: ServerResponse, path: string) {
    discardBody(req, res, () => {
      options
        .serverCard()
        .then((card) => writeResult(req, res, card(req.method ?? '', path, header(req, 'if-none-match'))))
        .catch((err) => failed(req, res, err));
    });
  }

  /** An on-demand page (GET or HEAD), counted by the API's per-address quota. */
  function servePage(req: IncomingMessage, res: ServerResponse, path: string, ip: string) {
    options.observe?.request(req, path);
    discardBody(req, res, () => {
      (async () => {
        await countAddress(ip);
        const handler = await pages!.handler();
        handler(req, res, () => serveNotFound(req, res, path));
      })().catch((err) => failed(req, res, err));
    });
  }

  function serveNotFound(req: IncomingMessage, res: ServerResponse, path: string) {
    // The 404 page in the language of the path (`/de/…` gets `/de/404`, docs/languages.md).
    const page = statics?.notFound(path);
    if (page && (req.method === 'GET' || req.method === 'HEAD')) {
      return discardBody(req, res, () => statics!.serve(req, res, page, 404, (err) => failed(req, res, err)));
    }
    refuse(req, res, new AppError('NOT_FOUND', `Nothing is at ${path}.`), path);
  }

  return { refuse, failed, serveApi, serveConsole, serveMcp, serveCard, servePage, serveNotFound };
}

type Serving = ReturnType<typeof createServing>;
type Target = { path: string; search: string };

/**
 * Steps 1 to 3: the method, the Host (and an absolute-form target's authority), the canonical
 * path. Answers the request itself (405, 400, 421, 308) and gives undefined, or gives the target.
 */
function enter(req: IncomingMessage, res: ServerResponse, hosts: HostPolicy, serving: Serving): Target | undefined {
  const { refuse } = serving;
  const method = req.method ?? '';
  if (!DISPATCHED_METHODS.has(method)) return void refuse(req, res, methodError(method, SITE_ALLOW));
  const raw = req.url ?? '';
  if (raw === '*') {
    // OPTIONS * asks about the server as a whole (RFC 9110 §9.3.7).
    if (method === 'OPTIONS') return void writeResult(req, res, { status: 204, headers: { Allow: SITE_ALLOW }, body: null });
    return void refuse(req, res, badRequest('INVALID_TARGET', 'The request target * is only meaningful for OPTIONS.'));
  }
  if (!isValidHost(header(req, 'host'))) return void refuse(req, res, badRequest('INVALID_HOST', INVALID_HOST_DETAIL));
  const host = header(req, 'host')!;
  const authority = /^https?:\/\/([^/?#]*)/i.exec(raw)?.[1];
  if (!hosts.allowsHost(host) || (authority !== undefined && !hosts.allowsHost(authority))) {
    return void refuse(req, res, new AppError('MISDIRECTED_REQUEST', `This server does not serve the host ${(authority ?? host).slice(0, 255)}.`));
  }
  const target = decideTarget(method, raw);
  if (target.kind === 'redirect') {
    return void discardBody(req, res, () => res.writeHead(308, { location: target.location, ...CANONICAL_REDIRECT_HEADERS }).end());
  }
  if (target.kind === 'refuse') return void refuse(req, res, badRequest(target.code, target.detail), target.instance);
  return { path: target.path, search: target.search };
}

/**
 * A site built for a folder (SITE_URL https://host/portfolio/) is served under it, as its links
 * say: `within` gives the path inside it (`/portfolio/projects` -> `/projects`), or undefined
 * outside it; `outside` answers a request outside it (the root redirects to the folder, the
 * origin's OAuth metadata is served, nothing else exists).
 */
function baseFolder(options: IngressOptions, serving: Serving) {
  const { urls } = options;
  const folder = urls.base.replace(/\/$/, '');
  const originMetadata = folder ? originMetadataPaths(urls) : new Map<string, string>();
  return {
    within(path: string): string | undefined {
      if (!folder) return path;
      if (path === folder) return '/';
      return path.startsWith(`${folder}/`) ? path.slice(folder.length) : undefined;
    },
    outside(req: IncomingMessage, res: ServerResponse, { path, search }: Target, next?: () => void) {
      // The OAuth metadata of the server's origin lives at its root (RFC 8414, RFC 9728: what
      // stock clients fetch for the issuer and the MCP endpoint), outside the folder.
      const metadata = originMetadata.get(path);
      if (metadata) return serving.serveApi(req, res, metadata, search, clientAddress(req, options.trustProxy));
      // Under `astro dev`, the dev server answers for its own paths (it serves the base itself).
      if (next) return next();
      if (path === '/' && ['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '')) {
        return discardBody(req, res, () => {
          res.writeHead(308, { location: urls.path('/') + search, ...CANONICAL_REDIRECT_HEADERS }).end();
        });
      }
      serving.refuse(req, res, new AppError('NOT_FOUND', `Nothing is at ${path}: this site is served under ${urls.base}.`), path);
    },
  };
}

/** Step 5: a prerendered file, MCP, the owner console, the MCP server card, the API, an on-demand page, the dev server, or the 404. */
function dispatch(req: IncomingMessage, res: ServerResponse, { path, search }: Target, options: IngressOptions, serving: Serving, next?: () => void) {
  const { statics, pages } = options;
  const method = req.method ?? '';
  const read = method === 'GET' || method === 'HEAD';
  const isApi = isApiPath(path) || options.apiOwns(path);
  const entry = statics?.get(path);
  // A query string selects a filtered API answer, so it must never get the unfiltered file;
  // on a page or a document it means nothing to the server (for example utm_* parameters).
  // A credential on an API path is checked by the router (an invalid one is a 401, even on public data).
  // A file in the default language answers only when no other language may be asked for (src/http/negotiate.ts).
  const fileFits =
    entry && (!isApi || (search === '' && req.headers.authorization === undefined && fileAnswers(entry.headers, header(req, 'accept-language'))));
  if (entry && read && fileFits) {
    options.observe?.request(req, path);
    return discardBody(req, res, () => statics!.servePage(req, res, entry, (err) => serving.failed(req, res, err)));
  }
  // Files are served to anyone; from here on the client address counts (rate limits).
  const ip = clientAddress(req, options.trustProxy);
  if (path === MCP_PATH) return serving.serveMcp(req, res, search, ip);
  if (options.console?.owns(path)) return serving.serveConsole(req, res, path, search, ip);
  if (MCP_DISCOVERY_PATHS.includes(path)) return serving.serveCard(req, res, path);
  if (isApi) return serving.serveApi(req, res, path, search, ip);
  if (entry) {
    if (method === 'OPTIONS') {
      return writeResult(req, res, {
        status: 204,
        headers: { Allow: FILE_ALLOW, 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': FILE_ALLOW },
        body: null,
      });
    }
    return serving.refuse(req, res, methodError(method, FILE_ALLOW), path);
  }
  if (pages?.paths.has(path)) {
    if (!read) return serving.refuse(req, res, methodError(method, 'GET, HEAD'), path);
    return serving.servePage(req, res, path, ip);
  }
  if (next) return next();
  serving.serveNotFound(req, res, path);
}

export function createIngress(options: IngressOptions): Ingress {
  const serving = createServing(options);
  const base = baseFolder(options, serving);
  return (req, res, next) => {
    try {
      const target = enter(req, res, options.hosts, serving);
      if (!target) return;
      const path = base.within(target.path);
      if (path === undefined) return base.outside(req, res, target, next);
      dispatch(req, res, { path, search: target.search }, options, serving, next);
    } catch (err) {
      serving.failed(req, res, err);
    }
  };
}

/** How many JSON-RPC messages a parsed `/mcp` body holds: a batch (array) of N is N, anything else one. */
function messageCount(body: unknown): number {
  return Array.isArray(body) ? Math.max(1, body.length) : 1;
}

function badRequest(code: ProblemCode, detail: string): AppError {
  return new AppError(code, detail);
}

function methodError(method: string, allow: string): AppError {
  return new AppError('METHOD_NOT_ALLOWED', methodNotAllowedDetail(method, allow), { headers: { Allow: allow } });
}

/** How long a refused CONNECT's connection may stay open, at most (ms). */
const CONNECT_LINGER_MS = 5000;

/**
 * CONNECT asks the server to become a tunnel (node:http hands it to the 'connect' event, not to
 * the request handler): refused with a 405 problem, and the connection closed.
 */
export function refuseConnect(urls: Urls): (req: IncomingMessage, socket: Duplex) => void {
  return (_req, socket) => {
    const result = renderProblem(methodError('CONNECT', SITE_ALLOW), { urls });
    const body = result.body ?? '';
    const head = Object.entries({ ...result.headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.on('error', () => socket.destroy());
    // Read and drop what the client still sends (a body, more requests): a socket left paused
    // never sees the client close and stayed open for ever (about 70 after 100,000 fuzzed
    // requests). A client that keeps the connection open loses it after CONNECT_LINGER_MS.
    socket.resume();
    const linger = setTimeout(() => socket.destroy(), CONNECT_LINGER_MS).unref();
    socket.once('close', () => clearTimeout(linger));
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n${body}`);
  };
}
