// The bridge between the API's plain request/result and Astro's Request/Response (used by the
// Astro routes: prerendering, and `astro dev`; production requests are served by server.mjs).
import type { ApiRequest, ApiResult } from './respond.ts';

export function apiRequest(request: Request, path: string): ApiRequest {
  return {
    method: request.method,
    path,
    query: new URL(request.url).searchParams,
    header: (name) => request.headers.get(name),
  };
}

export function toResponse(result: ApiResult): Response {
  return new Response(result.body, { status: result.status, headers: result.headers });
}
