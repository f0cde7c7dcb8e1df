/**
 * The MCP server card (SEP-2127), generated from the server's own definition: the identity that
 * the server announces at initialize (./identity.ts) and the capabilities of an actual server
 * instance (./server.ts). It also carries the SEP-1649-era fields that scanners still look for
 * (`serverInfo`, `transport.endpoint`, `capabilities`); the SEP-2127 schema is open, so the hybrid
 * stays valid. Served at SERVER_CARD_PATH and, for scanners, SERVER_CARD_ALIAS_PATH.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { etagOf } from '../http/etag.js';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { type ApiResult, matchesIfNoneMatch } from '../http/respond.ts';
import type { McpContext } from './api.ts';
import { mcpIdentity, SERVER_CARD_ALIAS_PATH, SERVER_CARD_MEDIA_TYPE, SERVER_CARD_PATH } from './identity.ts';
import { createMcpServer, mcpDefinition } from './server.ts';

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** Streamable HTTP exists since protocol revision 2025-03-26: older versions cannot reach this endpoint. */
export const PROTOCOL_VERSIONS = SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v >= '2025-03-26');

/**
 * What a client learns at initialize, asked of a real server instance over an in-memory
 * transport: the card then cannot contradict the runtime `serverInfo` or capabilities.
 */
async function initializeResult(ctx: McpContext) {
  const server = createMcpServer(mcpDefinition(ctx));
  const client = new Client({ name: 'server-card', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  const result = { serverInfo: client.getServerVersion()!, capabilities: client.getServerCapabilities()! };
  await client.close();
  await server.close();
  return result;
}

export async function serverCard(ctx: McpContext) {
  const { endpoint } = mcpIdentity(ctx.portfolio, ctx.urls);
  const { serverInfo, capabilities } = await initializeResult(ctx);
  const { name, version, title, description, websiteUrl, icons } = serverInfo;
  return {
    $schema: SERVER_CARD_SCHEMA,
    name,
    version,
    title,
    description,
    websiteUrl,
    icons,
    remotes: [{ type: 'streamable-http', url: endpoint, supportedProtocolVersions: PROTOCOL_VERSIONS }],
    // SEP-1649 fields, read by scanners such as isitagentready.
    serverInfo: { name, title, version },
    transport: { type: 'streamable-http', endpoint },
    capabilities,
  };
}

/** The paths of the card and the media type each answers with. */
export const SERVER_CARD_PATHS: Readonly<Record<string, string>> = {
  [SERVER_CARD_PATH]: SERVER_CARD_MEDIA_TYPE,
  [SERVER_CARD_ALIAS_PATH]: 'application/json',
};

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
  const text = JSON.stringify(await serverCard(ctx));
  const etag = etagOf(text);
  return (method, path, ifNoneMatch) => {
    const type = SERVER_CARD_PATHS[path] ?? 'application/json';
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
