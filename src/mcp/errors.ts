/**
 * API problems as JSON-RPC errors, for the MCP methods that have no error result of their own
 * (resources/read, prompts/get). Tool calls answer problems as tool results instead (./tool.ts),
 * so that the model can read them.
 */
import type { Problem } from '../http/problem.ts';
import { problemText } from './api.ts';

/** JSON-RPC error code of an unknown resource (MCP specification, resources). */
export const RESOURCE_NOT_FOUND = -32002;
/** JSON-RPC "server error" range: the request was valid, the server refused it (rate limit, fault). */
export const SERVER_ERROR = -32000;

/**
 * An error the SDK sends as is: it answers `code`, `message` and `data` of whatever a handler
 * throws. (The SDK's McpError prefixes "MCP error <code>:" to its message, which clients then
 * prefix again.)
 */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'JsonRpcError';
    this.code = code;
    this.data = data;
  }
}

export function problemError(problem: Problem, uri?: string): JsonRpcError {
  const code = problem.status === 404 ? RESOURCE_NOT_FOUND : SERVER_ERROR;
  return new JsonRpcError(code, problemText(problem), { ...(uri ? { uri } : {}), status: problem.status, code: problem.code });
}
