/**
 * What an MCP tool is: one of the agent tools (./definitions.ts: name, title, description, zod
 * input schema, annotations, the route it reads) with a zod output schema (the SDK turns both
 * into JSON Schema and validates the arguments), the access rule of the data it reads, and the
 * call. ./tools.ts makes them.
 */
import { z } from 'zod';
import type { ApiRoute } from '../http/routes.ts';
import { problemText, type ApiAnswer, type McpCaller } from './api.ts';

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export interface McpTool<I extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  /** A zod object whose JSON Schema has `type: object` at its root, as MCP requires. */
  output: z.ZodObject;
  /** MCP tool annotations: the agent tools are read-only (READ_ONLY of ./definitions.ts); send_message writes. */
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  access: ApiRoute['access'];
  /**
   * More of the tool's `_meta`, next to its security schemes (./server.ts toolConfig): for
   * example an MCP Apps `ui: { resourceUri: 'ui://...' }`.
   */
  meta?: Record<string, unknown>;
  call(args: z.infer<I>, caller: McpCaller): Promise<ToolResult>;
}

/**
 * The API's response schemas carry a registry id, for which JSON Schema generation emits a root
 * `$ref`; MCP wants `type: object` at the root. The same shape, unregistered, gives exactly that.
 */
export function rootObject(schema: z.ZodType): z.ZodObject {
  if (!(schema instanceof z.ZodObject)) throw new Error('MCP: a tool output schema must be a zod object');
  return z.strictObject(schema.shape);
}

/** A tool result from an API answer: the JSON as structured content, `render` as its text. */
export function toolResult<T>(answer: ApiAnswer, render: (json: T) => string): ToolResult {
  if (!answer.ok) return { isError: true, content: [{ type: 'text', text: problemText(answer.problem) }] };
  return { content: [{ type: 'text', text: render(answer.json as T) }], structuredContent: answer.json as Record<string, unknown> };
}
