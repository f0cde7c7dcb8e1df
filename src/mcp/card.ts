/**
 * The MCP server card (SEP-2127), generated from a live instance of the server (./server.ts):
 * what it announces at initialize (identity, capabilities, instructions) and what its list
 * operations answer (tools with their input and output schemas and security schemes, resources,
 * resource templates, prompts), so it can never drift. The remote lists every protocol version
 * the server accepts and its authentication (the RFC 9728 and RFC 8414 metadata URLs). It also
 * carries the SEP-1649-era fields that scanners still look for (`serverInfo`,
 * `transport.endpoint`); the SEP-2127 schema is open, so the hybrid stays valid. Served at every
 * location the drafts name (SERVER_CARD_LOCATIONS in ./identity.ts: `<endpoint>/server-card`,
 * `/.well-known/mcp/server-card`, the scanners' `/.well-known/mcp/server-card.json`), as the MCP
 * resource `mcp://server-card.json` (./server.ts), and listed by the MCP Catalog.
 */
import { InMemoryTransport, type JSONRPCMessage, LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/server';
import { AS_METADATA_PATH, PRM_PATH, wellKnownUrl } from '../auth/metadata.ts';
import { SCOPE_NAMES } from '../auth/scopes.ts';
import { perPair } from '../core/keyed.ts';
import { etagOf } from '../http/etag.js';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { type ApiResult, matchesIfNoneMatch } from '../http/respond.ts';
import type { McpContext } from './api.ts';
import { MCP_CATALOG_PATH, mcpIdentity, SERVER_CARD_LOCATIONS, SERVER_CARD_MEDIA_TYPE, SERVER_CARD_PATH } from './identity.ts';
import { MCP_PROTOCOL_VERSIONS } from '../catalogue/mcp.ts';
import { createMcpServer, type McpDefinition, mcpDefinition } from './server.ts';

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/**
 * Every protocol version the server accepts, newest first: 2026-07-28 statelessly, the older
 * ones through initialize (tests/api/mcp-card.test.ts connects with every one listed).
 */
export const PROTOCOL_VERSIONS: readonly string[] = MCP_PROTOCOL_VERSIONS;

/** JSON-RPC requests to a server over an in-memory transport, answered in order of their ids. */
function inMemoryPeer(transport: InMemoryTransport) {
  let next = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  transport.onmessage = (message) => {
    const m = message as { id?: number; result?: unknown; error?: { message: string } };
    const slot = typeof m.id === 'number' ? waiting.get(m.id) : undefined;
    if (!slot) return;
    waiting.delete(m.id!);
    if (m.error) slot.reject(new Error(`MCP server card: ${m.error.message}`));
    else slot.resolve(m.result);
  };
  const send = (message: Record<string, unknown>) => transport.send({ jsonrpc: '2.0', ...message } as JSONRPCMessage);
  return {
    notify: (method: string) => send({ method }),
    request<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = next++;
      const answer = new Promise<T>((resolve, reject) => waiting.set(id, { resolve: resolve as (v: unknown) => void, reject }));
      void send({ id, method, params });
      return answer;
    },
  };
}

interface Initialized {
  serverInfo: { name: string; version: string; title?: string; description?: string; websiteUrl?: string; icons?: unknown[] };
  capabilities: Record<string, unknown>;
  instructions?: string;
}

/**
 * What a client learns at initialize and from the list operations, asked of a real server
 * instance over an in-memory transport: the card then cannot contradict the runtime
 * `serverInfo`, capabilities, tools (with their schemas and security schemes), resources,
 * resource templates and prompts.
 */
async function liveServer(def: McpDefinition) {
  const server = createMcpServer(def);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const peer = inMemoryPeer(clientSide);
  await server.connect(serverSide);
  await clientSide.start();
  try {
    const init = await peer.request<Initialized>('initialize', {
      // The newest revision with a handshake (2025-11-25): its initialize answer is what the card repeats.
      protocolVersion: LATEST_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'server-card', version: '1.0.0' },
    });
    await peer.notify('notifications/initialized');
    const [{ tools }, { resources }, { resourceTemplates }, { prompts }] = await Promise.all([
      peer.request<{ tools: unknown[] }>('tools/list'),
      peer.request<{ resources: unknown[] }>('resources/list'),
      peer.request<{ resourceTemplates: unknown[] }>('resources/templates/list'),
      peer.request<{ prompts: unknown[] }>('prompts/list'),
    ]);
    return { serverInfo: init.serverInfo, capabilities: init.capabilities, instructions: init.instructions, tools, resources, resourceTemplates, prompts };
  } finally {
    await clientSide.close();
    await server.close();
  }
}

/** The card's JSON, once per portfolio; a failed card is made again on the next read. */
const cards = perPair((_p: McpContext['portfolio'], _u: McpContext['urls']) => ({ text: undefined as Promise<string> | undefined }));
export function serverCardText(ctx: McpContext): Promise<string> {
  const slot = cards(ctx.portfolio, ctx.urls);
  if (!slot.text) {
    const text = serverCard(ctx).then((card) => JSON.stringify(card));
    text.catch(() => {
      if (slot.text === text) slot.text = undefined;
    });
    slot.text = text;
  }
  return slot.text;
}

export async function serverCard(ctx: McpContext) {
  const { urls } = ctx;
  const { endpoint } = mcpIdentity(ctx.portfolio, urls);
  const live = await liveServer(mcpDefinition(ctx));
  const { name, version, title, description, websiteUrl, icons } = live.serverInfo;
  return {
    $schema: SERVER_CARD_SCHEMA,
    name,
    version,
    title,
    description,
    websiteUrl,
    icons,
    remotes: [
      {
        type: 'streamable-http',
        url: endpoint,
        supportedProtocolVersions: PROTOCOL_VERSIONS,
        // The public tools, resources and prompts answer anonymously; the scoped tools need an
        // OAuth access token (MCP authorization: RFC 9728 metadata, then the authorization server).
        authentication: {
          required: false,
          schemes: ['bearer', 'oauth2'],
          // The endpoint's own RFC 9728 metadata (resource = this remote's URL).
          protectedResourceMetadata: wellKnownUrl(PRM_PATH, endpoint),
          authorizationServers: [urls.server],
          authorizationServerMetadata: wellKnownUrl(AS_METADATA_PATH, urls.server),
          scopes: SCOPE_NAMES,
        },
      },
    ],
    capabilities: live.capabilities,
    ...(live.instructions ? { instructions: live.instructions } : {}),
    tools: live.tools,
    resources: live.resources,
    resourceTemplates: live.resourceTemplates,
    prompts: live.prompts,
    // SEP-1649 fields, read by scanners such as isitagentready.
    serverInfo: { name, title, version },
    transport: { type: 'streamable-http', endpoint },
  };
}

/** The MCP Catalog (experimental-ext-server-card docs/discovery.md): this site's one server. */
export function mcpCatalog(ctx: McpContext) {
  const { name, title } = mcpIdentity(ctx.portfolio, ctx.urls);
  const host = new URL(ctx.urls.origin).hostname;
  return {
    specVersion: 'draft',
    entries: [{ identifier: `urn:air:${host}:${name.split('/')[1]}`, displayName: title, type: SERVER_CARD_MEDIA_TYPE, url: ctx.urls.api(SERVER_CARD_PATH) }],
  };
}

/** SEP-2127 discovery: CORS for any origin, cached for an hour, revalidated by ETag. */
const CARD_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET',
  'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
  'Access-Control-Expose-Headers': 'ETag',
  'Cache-Control': 'public, max-age=3600',
};

/**
 * Answers the card's URLs: GET and HEAD (304 for a matching If-None-Match), OPTIONS, else 405.
 * The card is serialised once. HEAD gets the GET headers; the caller leaves out the body.
 */
export async function serverCardResponder(ctx: McpContext): Promise<(method: string, path: string, ifNoneMatch: string | null | undefined) => ApiResult> {
  const cardText = await serverCardText(ctx);
  const catalogText = JSON.stringify(mcpCatalog(ctx));
  const etags = { card: etagOf(cardText), catalog: etagOf(catalogText) };
  return (method, path, ifNoneMatch) => {
    const catalog = path === MCP_CATALOG_PATH;
    const text = catalog ? catalogText : cardText;
    const etag = catalog ? etags.catalog : etags.card;
    const type = SERVER_CARD_LOCATIONS[path] ?? 'application/json';
    const allow = 'GET, HEAD, OPTIONS';
    if (method === 'OPTIONS') return { status: 204, headers: { ...CARD_HEADERS, Allow: allow, 'Access-Control-Max-Age': '600' }, body: null };
    if (method !== 'GET' && method !== 'HEAD') {
      return {
        status: 405,
        headers: { ...CARD_HEADERS, Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        body: `${method} is not allowed here; use ${allow}.\n`,
      };
    }
    if (matchesIfNoneMatch(ifNoneMatch, etag)) return { status: 304, headers: { ...CARD_HEADERS, ETag: etag }, body: null };
    return { status: 200, headers: { ...CARD_HEADERS, 'Content-Type': type, ETag: etag }, body: text };
  };
}
