/**
 * The MCP server definition over the core: tools (./tools.ts), resources (./resources.ts) and
 * prompts (./prompts.ts), registered on the SDK's McpServer. The definition is computed once per
 * portfolio; a server is created per HTTP request (stateless, see ./handler.ts), which is cheap.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ProjectId } from '../core/schema/content.ts';
import { perPair } from '../core/keyed.ts';
import { routePath } from '../http/route-paths.ts';
import { apiGet, type McpCaller, type McpContext } from './api.ts';
import { JsonRpcError, problemError, RESOURCE_NOT_FOUND } from './errors.ts';
import { mcpIdentity, SERVER_CARD_RESOURCE_URI, type McpIdentity } from './identity.ts';
import { mcpPrompts, type McpPrompt } from './prompts.ts';
import { JSON_MIME, mcpResources, projectResources, projectTemplate, type McpResource, type McpResourceTemplate } from './resources.ts';
import type { McpTool } from './tool.ts';
import { mcpTools } from './tools.ts';

/** Bound on the members and elements of one tool call's arguments (the SDK counts them). */
export const MAX_TOOL_INPUT_ELEMENTS = 64;

export interface McpDefinition {
  ctx: McpContext;
  identity: McpIdentity;
  instructions: string;
  tools: McpTool[];
  resources: McpResource[];
  projectTemplate: McpResourceTemplate;
  prompts: McpPrompt[];
}

export function mcpDefinition(ctx: McpContext): McpDefinition {
  const identity = mcpIdentity(ctx.portfolio, ctx.urls);
  const tools = mcpTools(ctx);
  const owner = ctx.portfolio.profile?.name ?? 'the owner';
  const instructions =
    `Read-only access to ${owner}'s technical portfolio, the same data as the JSON API at ${ctx.urls.api(routePath('getApiIndex'))}. ` +
    'Start with get_profile; list_projects (optionally by tag) and get_project give the work, get_skills the skills' +
    (tools.some((t) => t.name === 'ask') ? '; ask answers a free-form question with references.' : '.') +
    ' Answers carry links to the website; cite them.';
  return { ctx, identity, instructions, tools, resources: mcpResources(ctx), projectTemplate: projectTemplate(), prompts: mcpPrompts(ctx) };
}

/** Whether a caller holding `scopes` may call a tool with this access rule. */
export function allowed(access: McpTool['access'], scopes: readonly string[]): boolean {
  return access.public || access.scopes.some((s) => scopes.includes(s));
}

async function readApi(ctx: McpContext, caller: McpCaller, path: string, uri: string) {
  const answer = await apiGet(ctx, caller, path);
  if (!answer.ok) throw problemError(answer.problem, uri);
  return { contents: [{ uri, mimeType: JSON_MIME, text: answer.text }] };
}

function decoded(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The card's JSON, once per portfolio (./card.ts imports this module: loaded when first read). */
const cards = perPair((_p: McpContext['portfolio'], _u: McpContext['urls']) => ({ text: undefined as Promise<string> | undefined }));
function cardText(ctx: McpContext): Promise<string> {
  const slot = cards(ctx.portfolio, ctx.urls);
  if (!slot.text) {
    const text = import('./card.ts').then(async ({ serverCard }) => JSON.stringify(await serverCard(ctx)));
    // A failed card is made again on the next read.
    text.catch(() => {
      if (slot.text === text) slot.text = undefined;
    });
    slot.text = text;
  }
  return slot.text;
}

/** A server for one request from `caller`. */
export function createMcpServer(def: McpDefinition, caller: McpCaller = {}): McpServer {
  const { identity, ctx } = def;
  const server = new McpServer(
    {
      name: identity.name,
      version: identity.version,
      title: identity.title,
      description: identity.description,
      websiteUrl: identity.websiteUrl,
      icons: identity.icons,
    },
    { instructions: def.instructions, maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS },
  );

  // Every tool is listed; scoped ones are guarded before the call reaches here (./handler.ts).
  for (const t of def.tools) {
    server.registerTool(
      t.name,
      {
        title: t.title,
        description: t.description,
        inputSchema: t.input,
        outputSchema: t.output,
        annotations: { title: t.title, ...t.annotations },
        // What the tool needs, per tool (the OpenAI Apps SDK's `securitySchemes`): nothing, or an OAuth token with one of its scopes.
        _meta: { securitySchemes: t.access.public ? [{ type: 'noauth' }] : [{ type: 'oauth2', scopes: [...t.access.scopes] }] },
      },
      (args) => t.call(args, caller),
    );
  }

  for (const r of def.resources) {
    server.registerResource(r.name, r.uri, { title: r.title, description: r.description, mimeType: JSON_MIME }, (uri) =>
      readApi(ctx, caller, r.path, uri.href),
    );
  }
  const ids = ctx.portfolio.projects.map((p) => p.id);
  const project = def.projectTemplate;
  server.registerResource(
    project.name,
    new ResourceTemplate(project.uriTemplate, {
      list: () => ({ resources: projectResources(ctx) }),
      complete: { id: (value) => ids.filter((id) => id.startsWith(value)) },
    }),
    { title: project.title, description: project.description, mimeType: JSON_MIME },
    (uri, variables) => {
      const id = decoded(variables.id);
      if (id === undefined || !ProjectId.safeParse(id).success) {
        throw new JsonRpcError(RESOURCE_NOT_FOUND, `No project has the id in ${uri.href}; list the resources for valid URIs.`, { uri: uri.href });
      }
      return readApi(ctx, caller, project.path(id), uri.href);
    },
  );

  // The server card as an MCP resource (SEP-2127), built on first read (it lists this very server).
  server.registerResource(
    'server-card',
    SERVER_CARD_RESOURCE_URI,
    {
      title: 'MCP server card',
      description: 'This server described by its SEP-2127 server card: identity, remotes, authentication, tools, resources and prompts.',
      mimeType: JSON_MIME,
    },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: JSON_MIME, text: await cardText(ctx) }] }),
  );

  for (const p of def.prompts) {
    server.registerPrompt(p.name, { title: p.title, description: p.description, argsSchema: p.args }, async (args: Record<string, string | undefined>) => ({
      description: p.description,
      messages: await p.messages(args, caller),
    }));
  }
  // The SDK announces listChanged for tools, resources and prompts; a stateless server (one per
  // request, no session) never sends those notifications, so it says so.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false } });
  return server;
}
