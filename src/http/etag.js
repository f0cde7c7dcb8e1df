// The one ETag algorithm of the build integration (integrations/static-manifest.mjs), the
// on-demand routes (./respond.ts) and the MCP server card: a prerendered file and the same
// response computed on demand carry the same strong tag.
import { hash } from 'node:crypto';

/**
 * A strong ETag from the body bytes.
 * @param {string | Uint8Array} body
 * @returns {string}
 */
export function etagOf(body) {
  return `"${hash('sha256', body, 'base64url').slice(0, 27)}"`;
}
