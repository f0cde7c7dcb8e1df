/**
 * The MCP server's place in the catalogue of operations: its path, the protocol revisions it
 * answers and how long its lists may be reused. Base layer: no imports, so that the auth
 * metadata, the API routes, the discovery documents, the MCP server and the Astro build all
 * read the one value.
 */
/** The Streamable HTTP endpoint of the MCP server, relative to the site base. */
export const MCP_PATH = '/mcp';
/**
 * The MCP protocol revisions `/mcp` answers, newest first: 2026-07-28 statelessly (the request's
 * `_meta` envelope, no handshake), and the 2025 and 2024 revisions through `initialize`. The
 * server card and the discovery documents name them; tests/api/mcp-revisions.test.ts checks this
 * list against the SDK's (no SDK import here: the Astro build reads it).
 */
export const MCP_PROTOCOL_VERSIONS: readonly string[] = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];
/**
 * How long a client may reuse a list result (`ttlMs` of tools/list, resources/list,
 * resources/templates/list, prompts/list and server/discover on 2026-07-28): the lists change
 * only when the site is built and deployed again, so an hour, as the server card's max-age.
 */
export const MCP_LIST_TTL_MS = 3_600_000;
