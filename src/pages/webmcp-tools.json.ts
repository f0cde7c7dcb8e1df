import type { APIRoute } from 'astro';
import { MEDIA } from '../discovery/documents.ts';
import { deployment } from '../lib/deployment.ts';
import { documentResponse } from '../lib/document.ts';
import { getPortfolio, urls } from '../lib/portfolio.ts';
import { webTools } from '../mcp/definitions.ts';

// The WebMCP tools every page registers (src/scripts/webmcp.ts), one file for the whole site
// instead of the same list inlined in every page: the pages are smaller to send and to compress,
// and only a browser that offers WebMCP fetches it. The tools call the API with queries, which
// only the Node server answers: on a static-only host they call API_ORIGIN, or there are none
// (an empty list, and the pages do not point here).
export const prerender = true;
export const GET: APIRoute = async () => {
  const listed = urls.dynamic ? webTools(await getPortfolio(), urls) : [];
  return documentResponse(
    listed.map((tool) => ({ ...tool, url: (deployment.apiOrigin ?? '') + tool.url })),
    MEDIA.json,
  );
};
