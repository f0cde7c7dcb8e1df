/**
 * The MCP 2026-07-28 request headers for gateways (SEP-2243): `Mcp-Method` names the JSON-RPC
 * method, `Mcp-Name` the tool or prompt (`params.name`) or resource (`params.uri`) it is about.
 * A gateway routes and rate-limits on them without reading the body, so the server refuses a
 * request whose headers say something else than its body: what was counted is what runs. Checked
 * for every revision (a 2025 client that sends them is held to them too); the SDK requires them on
 * 2026-07-28 requests.
 */
import { AppError } from '../errors/app-error.ts';

interface Message {
  method?: unknown;
  params?: { name?: unknown; uri?: unknown };
}

/** The value `Mcp-Name` mirrors for a message, if its method has one. */
function mcpNameOf(message: Message): string | undefined {
  const value =
    message.method === 'resources/read'
      ? message.params?.uri
      : message.method === 'tools/call' || message.method === 'prompts/get'
        ? message.params?.name
        : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A header value as sent: `=?base64?...?=` (for values that are not visible ASCII) decoded, else as is; undefined when undecodable. */
export function decodeHeaderValue(value: string): string | undefined {
  const sentinel = /^=\?base64\?([A-Za-z0-9+/]*={0,2})\?=$/i.exec(value.trim());
  if (!sentinel) return value.trim();
  const bytes = Buffer.from(sentinel[1]!, 'base64');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return bytes.length > 0 && !text.includes('\uFFFD') ? text : undefined;
}

const mismatch = (detail: string) => new AppError('MCP_HEADER_MISMATCH', `Bad Request: ${detail}`);

/** The refusal of a body whose `Mcp-Method` / `Mcp-Name` headers disagree with it, or undefined. */
export function headerMismatch(body: unknown, methodHeader: string | undefined, nameHeader: string | undefined): AppError | undefined {
  if (methodHeader === undefined && nameHeader === undefined) return undefined;
  if (Array.isArray(body)) return mismatch('Mcp-Method and Mcp-Name describe one request; a JSON-RPC batch takes neither.');
  const message = (body ?? {}) as Message;
  const method = typeof message.method === 'string' ? message.method : undefined;
  if (methodHeader !== undefined && methodHeader.trim() !== method) {
    return mismatch(`the Mcp-Method header names ${JSON.stringify(methodHeader.slice(0, 100))} but the body's method is ${JSON.stringify(method ?? null)}.`);
  }
  if (nameHeader === undefined) return undefined;
  const expected = mcpNameOf(message);
  if (expected === undefined) return mismatch(`the Mcp-Name header is set but ${JSON.stringify(method ?? null)} has no name or URI to mirror.`);
  const name = decodeHeaderValue(nameHeader);
  if (name !== expected)
    return mismatch(`the Mcp-Name header names ${JSON.stringify(nameHeader.slice(0, 200))} but the body's is ${JSON.stringify(expected)}.`);
  return undefined;
}

/** The methods a client sends to this server (MCP 2024-11-05 to 2026-07-28); each has its own quota. */
const KNOWN_METHODS: ReadonlySet<string> = new Set([
  'initialize',
  'notifications/initialized',
  'notifications/cancelled',
  'ping',
  'server/discover',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'completion/complete',
  'logging/setLevel',
]);

/** The JSON-RPC methods of a body, with how many messages name each (a batch of N counts N): what the per-method quota counts. */
export function methodCounts(body: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of Array.isArray(body) ? body : [body]) {
    const method = (m as Message | null)?.method;
    // Unknown methods, responses and malformed messages count under one name: a client cannot make up keys.
    const key = typeof method === 'string' && KNOWN_METHODS.has(method) ? method : '(other)';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
