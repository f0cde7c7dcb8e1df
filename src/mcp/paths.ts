/** The Streamable HTTP endpoint of the MCP server, relative to the site base (no imports: the auth metadata and the ingress read it too). */
export const MCP_PATH = '/mcp';
