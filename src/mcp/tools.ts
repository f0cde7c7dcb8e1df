/**
 * The MCP tools: the agent tools of ./definitions.ts as thin views over the API's routes. Each
 * takes from its route (src/http/routes/) the output schema (the route's response schema) and the
 * access rule, and answers through the API router (./api.ts): its `structuredContent` is the
 * API's JSON for the same request, its text a Markdown rendering of it.
 *
 * The scoped tools (the private views) are listed for everyone, so that an agent knows what a
 * token unlocks; a call without the scope of the route is refused at the HTTP level with the
 * authorization challenge (./handler.ts), never answered.
 */
import { z } from 'zod';
import { agentTools, apiRequest, type AgentTool } from './definitions.ts';
import { apiGet, type McpContext } from './api.ts';
import { rootObject, toolResult, type McpTool } from './tool.ts';
import { messageTool } from './message-tool.ts';
import { appToolMeta } from './apps/index.ts';

/**
 * The `lang` input of a tool that reads the content, on a site of several languages
 * (docs/languages.md): the API's `?lang=`. Without it, the MCP request's Accept-Language decides.
 */
function langInput(ctx: McpContext, tool: AgentTool): z.ZodObject | undefined {
  const languages = [...(ctx.languages?.content.keys() ?? [])];
  if (!tool.route.localised || languages.length < 2) return undefined;
  const lang = z
    .enum(languages as [string, ...string[]])
    .optional()
    .describe(
      `The language of the answer: ${languages.join(', ')}. Default: the MCP request's Accept-Language, else ${languages[0]}. An entry not translated yet comes in ${languages[0]} and carries \`lang\`.`,
    );
  return tool.input.extend({ lang });
}

function mcpTool(ctx: McpContext, tool: AgentTool): McpTool {
  const meta = appToolMeta(tool.name);
  const withLang = langInput(ctx, tool);
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    input: withLang ?? tool.input,
    output: rootObject(tool.route.response),
    annotations: tool.annotations,
    access: tool.route.access,
    ...(meta ? { meta } : {}),
    call: async (input, caller) => {
      const { lang, ...args } = input as { lang?: string };
      const { path, query } = apiRequest(tool, args);
      return toolResult(await apiGet(ctx, caller, path, withLang ? { ...query, lang } : query), (json) => tool.render(json, args));
    },
  };
}

/** Every tool of one portfolio. */
export function mcpTools(ctx: McpContext): McpTool[] {
  const send = ctx.messages?.config.mcp ? [messageTool(ctx)] : [];
  return [...agentTools(ctx.portfolio).map((t) => mcpTool(ctx, t)), ...send];
}
