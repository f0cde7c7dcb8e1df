/**
 * The MCP server definition over the core: tools (./tools.ts), resources (./resources.ts) and
 * prompts (./prompts.ts), registered on the v2 SDK's McpServer. The definition (identity,
 * instructions, tools with their zod schemas, resources, prompts) is computed once per portfolio
 * by mcpDefinition(); the SDK wants a server instance per HTTP request (stateless: nothing is kept
 * between requests, see ./handler.ts), and createMcpServer() only registers the definition's
 * entries on it, closing over the request's caller.
 *
 * Adding a tool is one more entry in ./tools.ts; a tool's `_meta` (for example an MCP Apps
 * `ui: { resourceUri }`) is a field of that entry, merged into what toolConfig() registers.
 */
import { EXTENSION_ID as APPS_EXTENSION, registerAppResource } from '@modelcontextprotocol/ext-apps/server';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import { ProjectId } from '../core/schema/content.ts';
import { routePath } from '../http/route-paths.ts';
import { apiGet, type McpCaller, type McpContext } from './api.ts';
import { JsonRpcError, problemError, RESOURCE_NOT_FOUND } from './errors.ts';
import { mcpIdentity, SERVER_CARD_RESOURCE_URI, type McpIdentity } from './identity.ts';
import { MCP_LIST_TTL_MS, MCP_PROTOCOL_VERSIONS } from '../catalogue/mcp.ts';
import { mcpPrompts, type McpPrompt } from './prompts.ts';
import { JSON_MIME, mcpResources, projectResources, projectTemplate, type McpResource, type McpResourceTemplate } from './resources.ts';
import { APP_MIME, APP_RESOURCE_META, APP_VIEWS, appHtml, type AppView } from './apps/index.ts';
import type { McpTool } from './tool.ts';
import { mcpTools } from './tools.ts';

/** Bound on the members and elements of one tool call's arguments (the SDK counts them). */
export const MAX_TOOL_INPUT_ELEMENTS = 64;

export interface McpDefinition {
  ctx: McpContext;
  identity: McpIdentity;
  instructions: string;
  tools: McpTool[];
  /** What each tool is registered with (toolConfig), made once: a request's server only registers it. */
  toolConfigs: ReadonlyMap<McpTool, ReturnType<typeof toolConfig>>;
  resources: McpResource[];
  projectTemplate: McpResourceTemplate;
  prompts: McpPrompt[];
  /** The MCP Apps views (`ui://` resources) of the tools this portfolio has (./apps/). */
  apps: AppView[];
  /** The server card's JSON, for the `mcp://server-card.json` resource (./card.ts makes it; ./handler.ts passes it). */
  cardText?: () => Promise<string>;
}

/** What the instructions say of the languages, on a site of several (docs/languages.md). */
function languageInstructions(ctx: McpContext): string {
  const languages = [...(ctx.languages?.content.keys() ?? [])];
  if (languages.length < 2) return '';
  return ` The content is written in ${languages.join(', ')} (default ${languages[0]}): give a tool \`lang\`, or send Accept-Language with the request; an entry not translated yet carries \`lang\`, the language it is written in.`;
}

export function mcpDefinition(ctx: McpContext, cardText?: () => Promise<string>): McpDefinition {
  const identity = mcpIdentity(ctx.portfolio, ctx.urls);
  const tools = mcpTools(ctx);
  const owner = ctx.portfolio.profile?.name ?? 'the owner';
  const instructions =
    `Access to ${owner}'s technical portfolio, the same data as the JSON API at ${ctx.urls.api(routePath('getApiIndex'))}. ` +
    'Start with get_profile; list_projects (optionally by tag) and get_project give the work, get_skills the skills' +
    (tools.some((t) => t.name === 'ask') ? '; ask answers a free-form question with references.' : '.') +
    (tools.some((t) => t.name === 'send_message')
      ? ` Every tool only reads, except send_message, which leaves ${owner} a message (only when the user asked for one).`
      : ' Every tool only reads.') +
    ' Answers carry links to the website; cite them.' +
    languageInstructions(ctx);
  return {
    ctx,
    identity,
    instructions,
    tools,
    toolConfigs: new Map(tools.map((t) => [t, toolConfig(t)])),
    resources: mcpResources(ctx),
    projectTemplate: projectTemplate(),
    prompts: mcpPrompts(ctx),
    apps: APP_VIEWS.filter((a) => tools.some((t) => t.name === a.tool)),
    ...(cardText ? { cardText } : {}),
  };
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

/** The lists are the same for every caller and change only at a build: cacheable by anyone for MCP_LIST_TTL_MS (2026-07-28 `ttlMs`). */
const LIST_CACHE = { ttlMs: MCP_LIST_TTL_MS, cacheScope: 'public' } as const;
const CACHE_HINTS = {
  'tools/list': LIST_CACHE,
  'resources/list': LIST_CACHE,
  'resources/templates/list': LIST_CACHE,
  'prompts/list': LIST_CACHE,
  'server/discover': LIST_CACHE,
};

/** What a tool is registered with: its schemas, annotations and `_meta` (the security schemes, plus the tool's own `meta`). */
function toolConfig(t: McpTool) {
  return {
    title: t.title,
    description: t.description,
    inputSchema: t.input,
    outputSchema: t.output,
    annotations: { title: t.title, ...t.annotations },
    // What the tool needs, per tool (the OpenAI Apps SDK's `securitySchemes`): nothing, or an OAuth token with one of its scopes.
    _meta: { securitySchemes: t.access.public ? [{ type: 'noauth' }] : [{ type: 'oauth2', scopes: [...t.access.scopes] }], ...t.meta },
  };
}

function registerResources(server: McpServer, def: McpDefinition, caller: McpCaller) {
  const { ctx } = def;
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
  for (const a of def.apps) {
    registerAppResource(server, a.name, a.uri, { title: a.title, description: a.description, mimeType: APP_MIME, _meta: APP_RESOURCE_META }, async (uri) => ({
      contents: [{ uri: uri.href, mimeType: APP_MIME, text: await appHtml(a, ctx.page?.design), _meta: APP_RESOURCE_META }],
    }));
  }
  // The server card as an MCP resource (SEP-2127). It lists this very server, so ./card.ts makes it
  // from a server instance; the definition carries the function that returns it.
  server.registerResource(
    'server-card',
    SERVER_CARD_RESOURCE_URI,
    {
      title: 'MCP server card',
      description: 'This server described by its SEP-2127 server card: identity, remotes, authentication, tools, resources and prompts.',
      mimeType: JSON_MIME,
    },
    async (uri) => {
      if (!def.cardText) throw new JsonRpcError(RESOURCE_NOT_FOUND, 'The server card is not available from this server instance.', { uri: uri.href });
      return { contents: [{ uri: uri.href, mimeType: JSON_MIME, text: await def.cardText() }] };
    },
  );
}

/** A server for one request from `caller`. */
export function createMcpServer(def: McpDefinition, caller: McpCaller = {}): McpServer {
  const { identity } = def;
  const server = new McpServer(
    {
      name: identity.name,
      version: identity.version,
      title: identity.title,
      description: identity.description,
      websiteUrl: identity.websiteUrl,
      icons: identity.icons,
    },
    {
      instructions: def.instructions,
      maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS,
      supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
      cacheHints: CACHE_HINTS,
    },
  );

  // Every tool is listed; scoped ones are guarded before the call reaches here (./handler.ts).
  for (const t of def.tools) server.registerTool(t.name, def.toolConfigs.get(t) ?? toolConfig(t), (args) => t.call(args, caller));
  registerResources(server, def, caller);
  for (const p of def.prompts) {
    server.registerPrompt(p.name, { title: p.title, description: p.description, argsSchema: p.args }, async (args) => ({
      description: p.description,
      messages: await p.messages(args as Record<string, string | undefined>, caller),
    }));
  }
  // The SDK announces listChanged for tools, resources and prompts; a stateless server (one per
  // request, no session) never sends those notifications, so it says so.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false } });
  // The MCP Apps extension, announced as the extensions framework of 2026-07-28 (SEP-2133) has a
  // server declare what it supports, in `capabilities.extensions` of server/discover and
  // initialize alike. The Apps specification (2026-01-26) defines settings for the client's side
  // only (`mimeTypes`); the server names the one type its views are, in the same shape.
  if (def.apps.length) server.server.registerCapabilities({ extensions: { [APPS_EXTENSION]: { mimeTypes: [APP_MIME] } } });
  return server;
}
