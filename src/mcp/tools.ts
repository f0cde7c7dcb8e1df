/**
 * The MCP tools, as data: thin views over the API's routes. A route-backed tool takes from its
 * route (src/http/routes/) the input schema (the category enumeration comes from the content, the
 * tag length limit from the route), the output schema (the route's response schema) and the
 * access rule, and answers through the API router (./api.ts): its `structuredContent` is the
 * API's JSON for the same request, its text a Markdown rendering of it.
 *
 * Every tool so far is public. A tool for a private view will be one more `routeTool` over a
 * scoped route (getContact, getDossier, ...): its `access` then comes from that route, and
 * ./server.ts registers it only for callers whose token carries one of its scopes.
 */
import { z } from 'zod';
import type { AskAnswer } from '../core/ask/index.ts';
import { ProjectId } from '../core/schema/content.ts';
import type { ProjectDetail, ProjectSummary, PublicProfile, SkillNames } from '../core/schema/public.ts';
import { ROUTES, type ApiRoute } from '../http/routes.ts';
import { apiGet, type McpContext } from './api.ts';
import { askText, profileText, projectListText, projectText, skillsText } from './render.ts';
import { rootObject, toolResult, type McpTool } from './tool.ts';

/** The registered route with this operation id. */
export function apiRoute(operationId: string): ApiRoute {
  const found = ROUTES.find((r) => r.operationId === operationId);
  if (!found) throw new Error(`MCP: no route ${operationId} in the registry`);
  return found;
}

/** A tool that is one GET of an API route. */
function routeTool<I extends z.ZodObject, T>(
  ctx: McpContext,
  t: {
    name: string;
    title: string;
    description: string;
    operationId: string;
    input: I;
    request(args: z.infer<I>): { path: string; query?: Record<string, string | undefined> };
    render(json: T, args: z.infer<I>): string;
  },
): McpTool {
  const route = apiRoute(t.operationId);
  const tool: McpTool<I> = {
    name: t.name,
    title: t.title,
    description: t.description,
    input: t.input,
    output: rootObject(route.response),
    access: route.access,
    call: async (args, caller) => {
      const { path, query } = t.request(args);
      return toolResult<T>(await apiGet(ctx, caller, path, query), (json) => t.render(json, args));
    },
  };
  return tool as unknown as McpTool;
}

/** The route-backed tools of one portfolio (their schemas and descriptions depend on its content). */
export function routeTools(ctx: McpContext): McpTool[] {
  const { portfolio } = ctx;
  const owner = portfolio.profile?.name ?? 'the portfolio owner';
  const tags = portfolio.tags.slice(0, 30).map((t) => t.tag);
  const idParam = apiRoute('getProject').params?.id;
  const askQuery = unwrap(apiRoute('askQuestion').query!(portfolio).shape.q);
  return [
    routeTool(ctx, {
      name: 'get_profile',
      title: 'Profile',
      description: `Who ${owner} is: name, role, location, public e-mail, links and bio (Markdown). Start here.`,
      operationId: 'getProfile',
      input: z.object({}),
      request: () => ({ path: '/v1/profile' }),
      render: (j: { data: PublicProfile }) => profileText(j.data),
    }),
    routeTool(ctx, {
      name: 'list_projects',
      title: 'List projects',
      description:
        `${owner}'s projects, newest first, each with id, title, description, tags, date and links. ` +
        'Give `tag` to keep only the projects with that tag (an unknown tag gives an empty list).' +
        (tags.length ? ` Tags in use: ${tags.join(', ')}.` : ''),
      operationId: 'listProjects',
      input: apiRoute('listProjects').query!(portfolio),
      request: (args: { tag?: string }) => ({ path: '/v1/projects', query: { tag: args.tag } }),
      render: (j: { data: ProjectSummary[] }, args: { tag?: string }) => projectListText(j.data, args.tag),
    }),
    routeTool(ctx, {
      name: 'get_project',
      title: 'Project details',
      description: `One of ${owner}'s projects with its full write-up (Markdown). Take the id from list_projects.`,
      operationId: 'getProject',
      // The route takes any path segment and answers 404; a tool argument has no URL to bound
      // it, so it gets the content's own definition of an id (pattern, at most 100 characters).
      input: z.object({ id: ProjectId.describe(idParam?.description ?? 'The project id, as listed by list_projects.') }),
      request: (args: { id: string }) => ({ path: `/v1/projects/${encodeURIComponent(args.id)}` }),
      render: (j: { data: ProjectDetail }) => projectText(j.data),
    }),
    routeTool(ctx, {
      name: 'get_skills',
      title: 'Skills',
      description: `${owner}'s skills by category. Give \`category\` for one category; the categories are ${portfolio.categories.join(', ') || 'none'}.`,
      operationId: 'getSkills',
      input: apiRoute('getSkills').query!(portfolio),
      request: (args: { category?: string }) => ({ path: '/v1/skills', query: { category: args.category } }),
      render: (j: { data: SkillNames }) => skillsText(j.data),
    }),
    routeTool(ctx, {
      name: 'ask',
      title: 'Ask a question',
      description:
        `Answers a question about ${owner}'s portfolio in a sentence, from its public content only (deterministic, no language model): ` +
        'who and where, skills ("does she know Rust?"), projects by topic or technology, counts, the most recent work, comparisons. ' +
        '`_meta.response_type` is `not_found` when the portfolio does not say; `references` lists the URLs used. A blank question gives help.',
      operationId: 'askQuestion',
      // The API's `q`, required here: a tool call is always a question.
      input: z.object({ query: askQuery.describe('The question, in English; for example "Which projects use Kafka?".') }),
      request: (args: { query: string }) => ({ path: '/v1/ask', query: { q: args.query } }),
      render: (j: AskAnswer) => askText(j),
    }),
  ];
}

/**
 * The scoped tools: the private views, each behind the OAuth scope of its route. They are listed
 * for everyone (so that an agent knows what a token unlocks); a call without the scope is refused
 * at the HTTP level with the authorization challenge (./handler.ts), never answered.
 */
export function scopedTools(ctx: McpContext): McpTool[] {
  const owner = ctx.portfolio.profile?.name ?? 'the portfolio owner';
  const json = (j: unknown) => '```json\n' + JSON.stringify(j, null, 2) + '\n```';
  const scope = (operationId: string) => apiRoute(operationId).access.scopes.join(' ');
  return [
    routeTool(ctx, {
      name: 'get_contact',
      title: 'Private contact details',
      description: `${owner}'s private contact details (phone, booking link, preferred channel). Needs a token with ${scope('getContact')}.`,
      operationId: 'getContact',
      input: z.object({}),
      request: () => ({ path: '/v1/contact' }),
      render: (j: { data: unknown }) => json(j.data),
    }),
    routeTool(ctx, {
      name: 'get_project_architecture',
      title: "A project's architecture notes",
      description: `The private architecture notes of one of ${owner}'s projects (Markdown). Needs a token with ${scope('getProjectArchitecture')}.`,
      operationId: 'getProjectArchitecture',
      input: z.object({ id: ProjectId.describe('The project id, as listed by list_projects.') }),
      request: (args: { id: string }) => ({ path: `/v1/projects/${encodeURIComponent(args.id)}/architecture` }),
      render: (j: { data: { title: string; architecture: string } }) => `# ${j.data.title}: architecture\n\n${j.data.architecture}`,
    }),
    routeTool(ctx, {
      name: 'get_skill_evaluations',
      title: 'Skill evaluations',
      description: `${owner}'s skills with their private evaluations (level, years). Needs a token with ${scope('getSkillEvaluations')}.`,
      operationId: 'getSkillEvaluations',
      input: z.object({}),
      request: () => ({ path: '/v1/skills/evaluations' }),
      render: (j: { data: unknown }) => json(j.data),
    }),
    routeTool(ctx, {
      name: 'get_dossier',
      title: 'Full dossier',
      description: `Everything public plus skill evaluations and architecture notes, in one document. Needs a token with ${scope('getDossier')}.`,
      operationId: 'getDossier',
      input: z.object({}),
      request: () => ({ path: '/v1/dossier' }),
      render: (j: { data: unknown }) => json(j.data),
    }),
  ];
}

/** Every tool of one portfolio. */
export function mcpTools(ctx: McpContext): McpTool[] {
  return [...routeTools(ctx), ...scopedTools(ctx)];
}

/** A query parameter's schema without its `optional()`. */
function unwrap(field: z.ZodType | undefined): z.ZodType<string> {
  let f = field;
  while (f instanceof z.ZodOptional) f = f.unwrap() as z.ZodType;
  if (!f) throw new Error('MCP: missing query parameter schema');
  return f as z.ZodType<string>;
}
