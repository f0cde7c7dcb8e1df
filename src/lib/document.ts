// A prerendered discovery document: its media type and the shared public headers. The static
// manifest records these headers and adds a strong ETag; the Node server and the CDN serve them.
import { DISCOVERY_HEADERS } from '../discovery/documents.ts';

export function documentResponse(body: string | object, contentType: string, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : `${JSON.stringify(body, null, 2)}\n`;
  return new Response(text, { headers: { ...DISCOVERY_HEADERS, 'Content-Type': contentType, ...headers } });
}
