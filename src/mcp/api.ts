/**
 * The MCP tools and resources answer through the HTTP API's own router (src/http/router.ts): same
 * query rules, same public views, same memoised bytes, same rate limits, same problem details.
 * An MCP answer is therefore the API answer, never a second implementation of it.
 */
import type { Problem } from '../http/problem.ts';
import type { Caller } from '../http/authenticate.ts';
import { handleApi, type ApiContext } from '../http/router.ts';

/** What the MCP server needs: the API's context, and the prebuilt `/v1/ask` index if there is one. */
export type McpContext = ApiContext & {
  /** The ask index (src/core/ask) built at build time; built from the portfolio when absent. */
  askIndex?: unknown;
};

/** Who sent the MCP request, as the API router needs to know it: the address (rate limits) and the authenticated caller. */
export interface McpCaller {
  ip?: string;
  /** The ingress already counted this request against the address's API quota: tool calls do not count it again. */
  ipCounted?: boolean;
  /** The result of the one authentication step for this HTTP request (anonymous when absent). */
  caller?: Caller;
  /** The MCP request's Accept-Language: the language of the answers where a call names none (docs/languages.md). */
  acceptLanguage?: string;
}

export type ApiAnswer = { ok: true /** The exact response body of the API. */; text: string; json: unknown } | { ok: false; problem: Problem };

/**
 * A GET on the API, in process, on behalf of `caller`. Query values that are undefined are left
 * out, as a client leaves out a parameter it does not set.
 */
export async function apiGet(ctx: McpContext, caller: McpCaller, path: string, query: Record<string, string | undefined> = {}): Promise<ApiAnswer> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const request = {
    method: 'GET',
    path,
    query: params,
    // The only request header the API reads from an in-process call: the language.
    header: (name: string) => (name.toLowerCase() === 'accept-language' ? caller.acceptLanguage : undefined),
    caller: caller.caller ?? {},
    ...(caller.ip ? { ip: caller.ip } : {}),
    ...(caller.ipCounted ? { ipCounted: true } : {}),
  };
  const result = await handleApi(request, ctx);
  const text = result.body ?? '';
  const json: unknown = JSON.parse(text);
  return result.status === 200 ? { ok: true, text, json } : { ok: false, problem: json as Problem };
}

/** A problem as one line of text for a model: title, code and what to do. */
export function problemText(problem: Problem): string {
  return `${problem.title} (${problem.code}): ${problem.detail}`;
}
