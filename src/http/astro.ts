// The bridge between the API's plain request/result and Astro's Request/Response (used by the
// Astro routes: prerendering, and `astro dev`; production requests are served by server.mjs).
import { MAX_BODY_BYTES, type ApiRequest, type ApiResult } from './respond.ts';

export async function apiRequest(request: Request, path: string): Promise<ApiRequest> {
  const hasBody = request.body !== null && !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  let body: ApiRequest['body'];
  if (hasBody) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    body = { text: new TextDecoder().decode(bytes.subarray(0, MAX_BODY_BYTES)), bytes: bytes.length, tooLarge: bytes.length > MAX_BODY_BYTES };
  }
  return {
    method: request.method,
    path,
    query: new URL(request.url).searchParams,
    header: (name) => request.headers.get(name),
    search: new URL(request.url).search,
    headers: Object.fromEntries(request.headers),
    ...(body ? { body } : {}),
  };
}

export function toResponse(result: ApiResult): Response {
  return new Response(result.body, { status: result.status, headers: result.headers });
}
