/**
 * The registry of `/v1` operations. A route cannot exist without its description: the router
 * dispatches only what is listed here, and the OpenAPI document, the prerendered files and
 * the tests are derived from this same list.
 */
import { z } from 'zod';
import type { Portfolio } from '../core/portfolio.ts';
import { toJsonResume } from '../core/resume.ts';
import {
  ApiIndexResponse,
  JsonResumeDocument,
  ProfileResponse,
  ProjectListResponse,
  ProjectResponse,
  SkillsResponse,
  SUCCESS,
} from '../core/schema/public.ts';
import type { Urls } from '../core/urls.ts';
import { projectDetail, projectSummary, publicProfile, skillNames } from '../core/views.ts';
import { ApiError, type ProblemSlug } from './problem.ts';
import type { ApiRequest } from './respond.ts';

export interface RouteContext<Q> {
  portfolio: Portfolio;
  urls: Urls;
  query: Q;
  /** The validated JSON body, for routes that declare one. */
  body: unknown;
  params: Record<string, string>;
  request: ApiRequest;
}

export interface ApiRoute<Q extends z.ZodObject = z.ZodObject> {
  operationId: string;
  method: 'GET' | 'POST';
  /** OpenAPI path template under the site root, for example `/v1/projects/{id}`. */
  path: string;
  summary: string;
  description: string;
  tags: string[];
  /** Query parameters; a function because enumerations come from the content. */
  query?: (portfolio: Portfolio) => Q;
  /** A JSON request body: its schema (input), size limit and an example for the documentation. */
  body?: { schema: z.ZodType; maxBytes: number; example: unknown };
  /** Path parameters and their schemas. */
  params?: Record<string, z.ZodType>;
  /** The success body. */
  response: z.ZodType;
  /** Problem types this operation can answer besides 405 and 500. */
  problems: ProblemSlug[];
  /**
   * The answer depends only on the content, the path and the query: the router may reuse a
   * serialised answer for the same inputs (the content never changes while the server runs).
   */
  pure?: boolean;
  /**
   * OAuth scopes that unlock more of this operation; `public` operations also answer anonymously.
   * Every operation so far is public.
   */
  access: { public: true; scopes: string[] };
  /** Extra response headers of a success. */
  headers?: (urls: Urls) => Record<string, string>;
  /** Concrete paths to prerender (answered without a query string). */
  staticPaths?: (portfolio: Portfolio) => string[];
  /** Pure routes answer synchronously (memoised); others may be async. */
  handle(ctx: RouteContext<z.infer<Q>>): unknown;
}

const route = <Q extends z.ZodObject>(r: ApiRoute<Q>) => r as unknown as ApiRoute;

const PUBLIC = { public: true, scopes: [] } as const satisfies ApiRoute['access'];

export const ROUTES: readonly ApiRoute[] = [
  route({
    operationId: 'getApiIndex',
    pure: true,
    method: 'GET',
    path: '/v1',
    summary: 'The API root',
    description: 'Links to every resource of the API and to its OpenAPI description. Start here.',
    tags: ['meta'],
    access: PUBLIC,
    response: ApiIndexResponse,
    problems: [],
    headers: (urls) => ({ Link: `<${urls.path('/.well-known/api-catalog')}>; rel="api-catalog"; type="application/linkset+json"` }),
    staticPaths: () => ['/v1'],
    handle: ({ urls }) => ({
      status: SUCCESS,
      data: {
        openapi: urls.abs('/openapi.json'),
        documentation: urls.abs('/api'),
        resources: Object.fromEntries(
          ROUTES.filter((r) => r.path !== '/v1').map((r) => [r.operationId, urls.abs(r.path)]),
        ),
      },
    }),
  }),
  route({
    operationId: 'getProfile',
    pure: true,
    access: PUBLIC,
    method: 'GET',
    path: '/v1/profile',
    summary: 'The public profile',
    description: 'Name, role, location, public e-mail, links and bio. Private contact details are never included.',
    tags: ['portfolio'],
    response: ProfileResponse,
    problems: ['not-found'],
    staticPaths: (p) => (p.profile ? ['/v1/profile'] : []),
    handle: ({ portfolio }) => {
      if (!portfolio.profile) throw new ApiError('not-found', 'NO_PROFILE', 'This portfolio has no profile.');
      return { status: SUCCESS, data: publicProfile(portfolio.profile) };
    },
  }),
  route({
    operationId: 'listProjects',
    pure: true,
    access: PUBLIC,
    method: 'GET',
    path: '/v1/projects',
    summary: 'List projects',
    description:
      'Every project, newest first. With `tag`, only the projects carrying that tag; an unknown tag gives an empty list. `count` always equals the length of `data`.',
    tags: ['projects'],
    query: () =>
      z.object({
        tag: z
          .string()
          .max(60)
          .optional()
          .meta({ description: 'Keep only projects carrying this tag.', example: 'etl' }),
      }),
    response: ProjectListResponse,
    problems: ['bad-request'],
    staticPaths: () => ['/v1/projects'],
    handle: ({ portfolio, urls, query }) => {
      const data = portfolio.projectsWithTag(query.tag).map((p) => projectSummary(p, urls));
      return { status: SUCCESS, count: data.length, data };
    },
  }),
  route({
    operationId: 'getProject',
    pure: true,
    access: PUBLIC,
    method: 'GET',
    path: '/v1/projects/{id}',
    summary: 'One project',
    description: 'One project with its write-up (Markdown). Private architecture notes are never included.',
    tags: ['projects'],
    params: { id: z.string().meta({ description: 'The project id, as listed by /v1/projects.', example: 'feature-store' }) },
    response: ProjectResponse,
    problems: ['not-found'],
    staticPaths: (p) => p.projects.map((x) => `/v1/projects/${x.id}`),
    handle: ({ portfolio, urls, params }) => {
      const project = portfolio.project(params.id!);
      if (!project) {
        throw new ApiError('not-found', 'UNKNOWN_PROJECT', `No project has the id "${params.id}". List /v1/projects for valid ids.`);
      }
      return { status: SUCCESS, data: projectDetail(project, urls) };
    },
  }),
  route({
    operationId: 'getSkills',
    pure: true,
    access: PUBLIC,
    method: 'GET',
    path: '/v1/skills',
    summary: 'Skills by category',
    description:
      'Skill names grouped by category. `category=all` (the default) returns every category; another value returns only that category. Skill evaluations (level, years) are private.',
    tags: ['skills'],
    query: (portfolio) =>
      z.object({
        category: z
          .enum(['all', ...portfolio.categories])
          .optional()
          .meta({ description: 'The category to return, or all.', example: portfolio.categories[0] ?? 'all' }),
      }),
    response: SkillsResponse,
    problems: ['bad-request'],
    staticPaths: () => ['/v1/skills'],
    handle: ({ portfolio, query }) => ({ status: SUCCESS, data: skillNames(portfolio.skillsIn(query.category) ?? []) }),
  }),
  route({
    operationId: 'getResume',
    pure: true,
    access: PUBLIC,
    method: 'GET',
    path: '/v1/resume',
    summary: 'The portfolio as a JSON Resume',
    description:
      'The profile, projects (keywords from tags) and skills (grouped by category) as a JSON Resume document, ready for JSON Resume tools. Unlike the other resources it is the bare document, without the {status, data} envelope. Nothing private is included.',
    tags: ['portfolio'],
    response: JsonResumeDocument,
    problems: [],
    staticPaths: () => ['/v1/resume'],
    handle: ({ portfolio, urls }) => toJsonResume(portfolio, urls),
  }),
];
