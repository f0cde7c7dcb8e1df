/**
 * WebMCP imperative tools (https://webmachinelearning.github.io/webmcp/): registered at page
 * load through `document.modelContext` when the browser offers it, and a no-op elsewhere.
 *
 * The tools are the MCP server's own (src/mcp/definitions.ts: same names, descriptions and input
 * schemas), written at build time as one JSON file (src/pages/webmcp-tools.json.ts), the inputs as
 * JSON Schema: this script bundles no schema library. Every tool is read-only and answers the
 * public JSON API's document for the call, as text.
 */
import { encodeSegment, queryString } from '../catalogue/encode.ts';
import type { WebTool } from '../mcp/definitions.ts';

interface ToolResult {
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations: { readOnlyHint: boolean };
  execute(input: Record<string, unknown>): Promise<ToolResult>;
}

interface ModelContext {
  registerTool(tool: Tool, options?: { signal?: AbortSignal }): Promise<void> | void;
}

/** The keywords of an input member's schema that this script checks (the API checks again). */
interface MemberSchema {
  type?: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const text = (value: string, isError = false): ToolResult => ({ content: [{ type: 'text', text: value }], ...(isError ? { isError } : {}) });

/**
 * The arguments checked against the input schema at run time (agents can send anything), or the
 * reason they are refused: every member is a string member of the schema; members the schema does
 * not name are left out, as the MCP server does.
 */
function check(schema: Record<string, unknown>, input: unknown): Record<string, string> | string {
  const properties = (schema.properties ?? {}) as Record<string, MemberSchema>;
  const required = (schema.required ?? []) as string[];
  const given = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const args: Record<string, string> = {};
  for (const [key, member] of Object.entries(properties)) {
    const value = given[key];
    if (value === undefined) {
      if (required.includes(key)) return `"${key}" is required`;
      continue;
    }
    if (typeof value !== 'string') return `"${key}" must be a string`;
    if (member.enum && !member.enum.includes(value)) return `"${key}" must be one of: ${member.enum.join(', ')}`;
    if (member.minLength !== undefined && value.length < member.minLength) return `"${key}" must have at least ${member.minLength} characters`;
    if (member.maxLength !== undefined && value.length > member.maxLength) return `"${key}" must have at most ${member.maxLength} characters`;
    if (member.pattern !== undefined && !new RegExp(member.pattern, 'u').test(value)) return `"${key}" must match ${member.pattern}`;
    args[key] = value;
  }
  return args;
}

/** The API URL of a call: path parameters into the route's path, the others into the query. */
function apiUrl(tool: WebTool, args: Record<string, string>): string {
  const query: Record<string, string> = {};
  let path = tool.url;
  for (const [key, value] of Object.entries(args)) {
    const arg = tool.args[key];
    if (arg?.in === 'path') path = path.replace(`{${arg.name}}`, encodeSegment(value));
    else if (arg) query[arg.name] = value;
  }
  return path + queryString(query);
}

function webmcpTool(tool: WebTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    annotations: tool.annotations,
    async execute(input) {
      const args = check(tool.inputSchema, input);
      if (typeof args === 'string') return text(args, true);
      const res = await fetch(apiUrl(tool, args), { headers: { Accept: 'application/json' } });
      return text(await res.text(), !res.ok);
    },
  };
}

/**
 * Registers the tools where the browser offers WebMCP: only then is the tool list fetched (one
 * file for the whole site, src/pages/webmcp-tools.json.ts, whose address the page carries; the
 * browser's cache keeps it from page to page).
 */
export async function registerPortfolioTools(): Promise<void> {
  const doc = document as Document & { modelContext?: ModelContext };
  const nav = navigator as Navigator & { modelContext?: ModelContext };
  const mc = doc.modelContext ?? nav.modelContext;
  const src = document.getElementById('webmcp-tools')?.dataset.src;
  if (!mc || typeof mc.registerTool !== 'function' || !src) return;
  let tools: WebTool[];
  try {
    const res = await fetch(src, { headers: { Accept: 'application/json' } });
    if (!res.ok) return;
    tools = (await res.json()) as WebTool[];
  } catch {
    // Offline or refused: the page works without the tools.
    return;
  }
  for (const tool of tools) {
    try {
      Promise.resolve(mc.registerTool(webmcpTool(tool))).catch(() => {});
    } catch {
      // An older or stricter implementation refused the tool: the page works without it.
    }
  }
}
