/**
 * API problems as JSON-RPC errors, for the MCP methods that have no error result of their own
 * (resources/read, prompts/get). Tool calls answer problems as tool results instead (./tool.ts),
 * so that the model can read them. The JSON-RPC code of each problem code is in the registry
 * (src/errors/registry.ts); the error is built by src/http/render-error.ts.
 */
import type { Problem } from '../http/problem.ts';
import { JSON_RPC } from '../errors/registry.ts';
import { JsonRpcError, problemJsonRpcError } from '../http/render-error.ts';
import { problemText } from './api.ts';

export { JsonRpcError };

/** JSON-RPC error code of an unknown resource (MCP specification, resources). */
export const RESOURCE_NOT_FOUND = JSON_RPC.RESOURCE_NOT_FOUND;

/** A problem the API answered, as the JSON-RPC error of an MCP method, its message the problem in one line. */
export function problemError(problem: Problem, uri?: string): JsonRpcError {
  return problemJsonRpcError(problem, problemText(problem), uri);
}
