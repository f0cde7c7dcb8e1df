/**
 * The agent tools, each defined once: its name, title, description, zod input schema, read-only
 * annotations, the API operation it calls (by operation id: the path and the access rule come
 * from the route registry) and the Markdown rendering of its answer. Two surfaces use them:
 *
 * - the MCP server (./tools.ts adds the output schema and the call through the API router);
 * - the website's WebMCP registration (src/components/AgentTools.astro renders `webTools()`,
 *   with each input's JSON Schema made here at build time, for src/scripts/webmcp.ts, which
 *   therefore bundles no zod).
 *
 * A tool's inputs reach its route by name: a member named like a `{param}` of the route's path
 * fills it, the others are query parameters of the route (under `apiNames` where the API calls
 * them otherwise). Building the definitions checks that against the registry, so that a renamed
 * path or parameter fails at start-up and at build time, not on a call. No SDK import, so that
 * the Astro build can read it.
 */
import { z } from 'zod';
import type { AskAnswer } from '../core/ask/index.ts';
import type { Portfolio } from '../core/portfolio.ts';
import { PostId, ProjectId } from '../core/schema/content.ts';
import type { CareerView, PostDetail, PostSummary, ProjectDetail, ProjectSummary, PublicProfile, PublicServices, SkillNames } from '../core/schema/public.ts';
import type { Urls } from '../core/urls.ts';
import { apiRoute, fillPath, pathParams, routeQuery } from '../http/route-paths.ts';
import type { ApiRoute } from '../http/routes.ts';
import { askText, careerText, postListText, postText, profileText, projectListText, projectText, servicesText, skillsText } from './render.ts';

/** Every tool only reads the portfolio. */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** How one input member reaches the API: as a path parameter or a query parameter, under its API name. */
export interface ApiArg {
  in: 'path' | 'query';
  name: string;
}

export interface AgentTool<I extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  annotations: typeof READ_ONLY;
  /** The API operation the tool is a GET of. */
  route: ApiRoute;
  /** Every input member, and how it reaches the API. */
  args: Record<string, ApiArg>;
  /** Also offered to browsing agents by the website (WebMCP); public operations only. */
  webmcp: boolean;
  /** The API's JSON as Markdown, for the text of an MCP tool result. */
  render(json: unknown, args: z.infer<I>): string;
}

interface Spec<I extends z.ZodObject, T> {
  name: string;
  title: string;
  description: string;
  operationId: string;
  input: I;
  /** Input members whose API parameter has another name (input name -> API name). */
  apiNames?: Record<string, string>;
  webmcp?: true;
  render(json: T, args: z.infer<I>): string;
}

/** A tool bound to its route; throws where the input does not match the route's parameters. */
function define<I extends z.ZodObject, T>(portfolio: Portfolio, s: Spec<I, T>): AgentTool {
  const route = apiRoute(s.operationId);
  const inPath = pathParams(route.path);
  const query = route.query ? Object.keys(route.query(portfolio).shape) : [];
  const fail = (why: string) => new Error(`Tool ${s.name} (${route.operationId} ${route.path}): ${why}`);
  if (route.method !== 'GET') throw fail('a tool calls a GET operation');
  if (s.webmcp && !route.access.public) throw fail('the website offers public operations only');
  const args: Record<string, ApiArg> = {};
  for (const [key, schema] of Object.entries(s.input.shape)) {
    const name = s.apiNames?.[key] ?? key;
    if (inPath.includes(name)) {
      if (schema instanceof z.ZodOptional) throw fail(`the path parameter ${name} must be a required input`);
      args[key] = { in: 'path', name };
    } else if (query.includes(name)) {
      args[key] = { in: 'query', name };
    } else {
      throw fail(`the input ${key} is neither a path nor a query parameter of the route`);
    }
  }
  const missing = inPath.filter((p) => !Object.values(args).some((a) => a.in === 'path' && a.name === p));
  if (missing.length) throw fail(`no input fills {${missing.join('}, {')}}`);
  const tool: AgentTool<I> = {
    name: s.name,
    title: s.title,
    description: s.description,
    input: s.input,
    annotations: READ_ONLY,
    route,
    args,
    webmcp: s.webmcp ?? false,
    render: (json, a) => s.render(json as T, a),
  };
  return tool as unknown as AgentTool;
}

/** The API request of a call: the route's path with its parameters, and the query (undefined: left out). */
export function apiRequest(tool: AgentTool, input: Record<string, unknown>): { path: string; query: Record<string, string | undefined> } {
  const params: Record<string, string> = {};
  const query: Record<string, string | undefined> = {};
  for (const [key, arg] of Object.entries(tool.args)) {
    const value = input[key] === undefined ? undefined : String(input[key]);
    if (arg.in === 'query') query[arg.name] = value;
    else if (value !== undefined) params[arg.name] = value;
  }
  return { path: fillPath(tool.route.path, params), query };
}

/** The posts' tools, listed only where the portfolio has published posts. */
function postTools(portfolio: Portfolio, owner: string): AgentTool[] {
  return [
    define(portfolio, {
      name: 'list_posts',
      title: 'List posts',
      description:
        `${owner}'s published posts (writing), newest first, each with id, title, description, date, tags and links. ` +
        'Give `tag` to keep only the posts with that tag (an unknown tag gives an empty list).',
      operationId: 'listPosts',
      input: routeQuery('listPosts', portfolio),
      webmcp: true,
      render: (j: { data: PostSummary[] }, args: { tag?: string }) => postListText(j.data, args.tag),
    }),
    define(portfolio, {
      name: 'get_post',
      title: 'Post',
      description: `One of ${owner}'s posts with its full text (Markdown). Take the id from list_posts.`,
      operationId: 'getPost',
      input: z.object({ id: PostId.describe('The post id, as listed by list_posts.') }),
      webmcp: true,
      render: (j: { data: PostDetail }) => postText(j.data),
    }),
  ];
}

/** Every tool of one portfolio (their schemas and descriptions depend on its content), in listing order. */
export function agentTools(portfolio: Portfolio): AgentTool[] {
  const owner = portfolio.profile?.name ?? 'the portfolio owner';
  const tags = portfolio.tags.slice(0, 30).map((t) => t.tag);
  const idParam = apiRoute('getProject').params?.id;
  return [
    define(portfolio, {
      name: 'get_profile',
      title: 'Profile',
      description: `Who ${owner} is: name, role, location, public e-mail, links and bio (Markdown). Start here.`,
      operationId: 'getProfile',
      input: z.object({}),
      render: (j: { data: PublicProfile }) => profileText(j.data),
    }),
    define(portfolio, {
      name: 'list_projects',
      title: 'List projects',
      description:
        `${owner}'s projects, newest first, each with id, title, description, tags, date and links. ` +
        'Give `tag` to keep only the projects with that tag (an unknown tag gives an empty list).' +
        (tags.length ? ` Tags in use: ${tags.join(', ')}.` : ''),
      operationId: 'listProjects',
      input: routeQuery('listProjects', portfolio),
      webmcp: true,
      render: (j: { data: ProjectSummary[] }, args: { tag?: string }) => projectListText(j.data, args.tag),
    }),
    define(portfolio, {
      name: 'get_project',
      title: 'Project details',
      description: `One of ${owner}'s projects with its full write-up (Markdown). Take the id from list_projects.`,
      operationId: 'getProject',
      // The route takes any path segment and answers 404; a tool argument has no URL to bound
      // it, so it gets the content's own definition of an id (pattern, at most 100 characters).
      input: z.object({ id: ProjectId.describe(idParam?.description ?? 'The project id, as listed by list_projects.') }),
      webmcp: true,
      render: (j: { data: ProjectDetail }) => projectText(j.data),
    }),
    ...(portfolio.posts.length ? postTools(portfolio, owner) : []),
    define(portfolio, {
      name: 'get_skills',
      title: 'Skills',
      description: `${owner}'s skills by category. Give \`category\` for one category; the categories are ${portfolio.categories.join(', ') || 'none'}.`,
      operationId: 'getSkills',
      input: routeQuery('getSkills', portfolio),
      webmcp: true,
      render: (j: { data: SkillNames }) => skillsText(j.data),
    }),
    define(portfolio, {
      name: 'get_career',
      title: 'Experience and education',
      description: `${owner}'s positions (current ones first, with linked project ids), education, certificates, publications and talks, spoken languages, volunteering, awards and interests.`,
      operationId: 'getCareer',
      input: z.object({}),
      webmcp: true,
      render: (j: { data: CareerView }) => careerText(j.data),
    }),
    define(portfolio, {
      name: 'get_services',
      title: 'Services, prices and availability',
      description: `What ${owner} offers, each with its price (amount, currency, per hour, day or project, or "on request"), and the availability for new work.`,
      operationId: 'getServices',
      input: z.object({}),
      webmcp: true,
      render: (j: { data: PublicServices }) => servicesText(j.data),
    }),
    define(portfolio, {
      name: 'ask',
      title: 'Ask a question',
      description:
        `Answers a question about ${owner}'s portfolio in a sentence, from its public content only (deterministic, no language model): ` +
        'who and where, skills ("does she know Rust?"), projects by topic or technology, counts, the most recent work, comparisons. ' +
        '`_meta.response_type` is `not_found` when the portfolio does not say; `references` lists the URLs used. A blank question gives help.',
      operationId: 'askQuestion',
      // The API's `q`, required here: a tool call is always a question.
      input: z.object({
        query: unwrap(routeQuery('askQuestion', portfolio).shape.q).describe(
          'The question, in English (or German, French, Spanish, Portuguese, Dutch, a Nordic language, Italian, Polish); for example "Which projects use Kafka?".',
        ),
      }),
      apiNames: { query: 'q' },
      render: (j: AskAnswer) => askText(j),
    }),
    ...privateTools(portfolio, owner),
  ];
}

/** A WebMCP tool as the website's script receives it: plain JSON, the input already a JSON Schema. */
export interface WebTool {
  name: string;
  title: string;
  description: string;
  /** JSON Schema (2020-12) of the input, from the zod schema. */
  inputSchema: Record<string, unknown>;
  annotations: { readOnlyHint: boolean };
  /** The route's path template under the site's base path, for example `/v1/projects/{id}`. */
  url: string;
  args: Record<string, ApiArg>;
}

/** The tools the website registers with WebMCP, ready for JSON. */
export function webTools(portfolio: Portfolio, urls: Urls): WebTool[] {
  return agentTools(portfolio)
    .filter((t) => t.webmcp)
    .map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: inputJsonSchema(t.input),
      annotations: { readOnlyHint: t.annotations.readOnlyHint },
      url: urls.path(t.route.path),
      args: t.args,
    }));
}

/**
 * The JSON Schema of a tool input, as the arguments are accepted (`io: 'input'`). The registry's
 * parameter metadata also feeds the OpenAPI document: its `example` becomes the JSON Schema
 * `examples`, and the router's own `allowEmpty` flag is left out, so that strict validators
 * accept the schema.
 */
function inputJsonSchema(input: z.ZodObject): Record<string, unknown> {
  const schema = z.toJSONSchema(input, {
    io: 'input',
    override: ({ jsonSchema }) => {
      const node = jsonSchema as Record<string, unknown>;
      if ('example' in node) {
        node.examples = [node.example];
        delete node.example;
      }
      delete node.allowEmpty;
    },
  }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}

/** A query parameter's schema without its `optional()`. */
function unwrap(field: z.ZodType | undefined): z.ZodType<string> {
  let f = field;
  while (f instanceof z.ZodOptional) f = f.unwrap() as z.ZodType;
  if (!f) throw new Error('Agent tools: missing query parameter schema');
  return f as z.ZodType<string>;
}

/** The tools of the private views, each behind the OAuth scope of its route (MCP only: a browser holds no token). */
function privateTools(portfolio: Portfolio, owner: string): AgentTool[] {
  const json = (j: unknown) => `\`\`\`json\n${JSON.stringify(j, null, 2)}\n\`\`\``;
  const scope = (operationId: string) => apiRoute(operationId).access.scopes.join(' ');
  return [
    define(portfolio, {
      name: 'get_contact',
      title: 'Private contact details',
      description: `${owner}'s private contact details (phone, booking link, preferred channel). Needs a token with ${scope('getContact')}.`,
      operationId: 'getContact',
      input: z.object({}),
      render: (j: { data: unknown }) => json(j.data),
    }),
    define(portfolio, {
      name: 'get_rates',
      title: 'Rates',
      description: `Every service of ${owner} with its price as written, including amounts shown publicly as "on request". Needs a token with ${scope('getRates')}.`,
      operationId: 'getRates',
      input: z.object({}),
      render: (j: { data: unknown }) => json(j.data),
    }),
    define(portfolio, {
      name: 'get_project_architecture',
      title: "A project's architecture notes",
      description: `The private architecture notes of one of ${owner}'s projects (Markdown). Needs a token with ${scope('getProjectArchitecture')}.`,
      operationId: 'getProjectArchitecture',
      input: z.object({ id: ProjectId.describe('The project id, as listed by list_projects.') }),
      render: (j: { data: { title: string; architecture: string } }) => `# ${j.data.title}: architecture\n\n${j.data.architecture}`,
    }),
    define(portfolio, {
      name: 'get_skill_evaluations',
      title: 'Skill evaluations',
      description: `${owner}'s skills with their private evaluations (level, years). Needs a token with ${scope('getSkillEvaluations')}.`,
      operationId: 'getSkillEvaluations',
      input: z.object({}),
      render: (j: { data: unknown }) => json(j.data),
    }),
    define(portfolio, {
      name: 'get_dossier',
      title: 'Full dossier',
      description: `Everything public plus skill evaluations and architecture notes, in one document. Needs a token with ${scope('getDossier')}.`,
      operationId: 'getDossier',
      input: z.object({}),
      render: (j: { data: unknown }) => json(j.data),
    }),
  ];
}
