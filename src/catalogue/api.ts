/**
 * The version of the API (`/v1`): `info.version` of the OpenAPI document, the MCP server's
 * `serverInfo.version` and the version the discovery documents name. Base layer: no imports.
 */
export const API_VERSION = '1.0.0';
