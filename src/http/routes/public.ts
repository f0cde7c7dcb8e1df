// The public operations: anonymous reads of the portfolio.
import { url } from '../../catalogue/paths.ts';
import { z } from 'zod';
import { toJsonResume } from '../../core/resume.ts';
import {
  CareerResponse,
  ServicesResponse,
  JsonResumeDocument,
  PostListResponse,
  PostResponse,
  ProfileResponse,
  ProjectListResponse,
  ProjectResponse,
  SkillsResponse,
  SUCCESS,
} from '../../core/schema/public.ts';
import { careerView, postDetail, postSummary, projectDetail, projectSummary, publicProfile, publicServices, skillNames } from '../../core/views.ts';
import { ApiError } from '../problem.ts';
import { op, route, type ApiRoute } from '../route.ts';

export const PUBLIC_ROUTES: ApiRoute[] = [
  route({
    ...op('getProfile'),
    pure: true,
    description: 'Name, role, location, public e-mail, links and bio. Private contact details are never included.',
    tags: ['portfolio'],
    response: ProfileResponse,
    problems: ['not-found'],
    staticPaths: (p) => (p.profile ? [url('getProfile')] : []),
    handle: ({ portfolio }) => {
      if (!portfolio.profile) throw new ApiError('not-found', 'NO_PROFILE', 'This portfolio has no profile.');
      return { status: SUCCESS, data: publicProfile(portfolio.profile) };
    },
  }),
  route({
    ...op('listProjects'),
    pure: true,
    description:
      'Every project, newest first. With `tag`, only the projects carrying that tag; an unknown tag gives an empty list. `count` always equals the length of `data`.',
    tags: ['projects'],
    query: () =>
      z.object({
        tag: z.string().max(60).optional().meta({
          description: 'Keep only projects carrying this tag (as written for people, such as "GitHub Actions", or as the tag, "github-actions").',
          example: 'etl',
        }),
      }),
    response: ProjectListResponse,
    problems: ['bad-request'],
    staticPaths: () => [url('listProjects')],
    handle: ({ portfolio, urls, query }) => {
      const data = portfolio.projectsWithTag(query.tag).map((p) => projectSummary(p, urls));
      return { status: SUCCESS, count: data.length, data };
    },
  }),
  route({
    ...op('getProject'),
    pure: true,
    description: 'One project with its write-up (Markdown). Private architecture notes are never included.',
    tags: ['projects'],
    params: { id: z.string().meta({ description: 'The project id, as listed by /v1/projects.', example: 'example-project' }) },
    response: ProjectResponse,
    problems: ['not-found'],
    staticPaths: (p) => p.projects.map((x) => url('getProject', { params: { id: x.id } })),
    handle: ({ portfolio, urls, params }) => {
      const project = portfolio.project(params.id!);
      if (!project) {
        throw new ApiError('not-found', 'UNKNOWN_PROJECT', `No project has the id "${params.id}". List /v1/projects for valid ids.`);
      }
      return { status: SUCCESS, data: projectDetail(project, urls) };
    },
  }),
  route({
    ...op('listPosts'),
    pure: true,
    description:
      'Every published post, newest first (drafts are never published). With `tag`, only the posts carrying that tag; an unknown tag gives an empty list. `count` always equals the length of `data`.',
    tags: ['posts'],
    query: () =>
      z.object({
        tag: z.string().max(60).optional().meta({
          description: 'Keep only posts carrying this tag (as written for people, or as the tag).',
          example: 'dbt',
        }),
      }),
    response: PostListResponse,
    problems: ['bad-request'],
    staticPaths: () => [url('listPosts')],
    handle: ({ portfolio, urls, query }) => {
      const data = portfolio.postsWithTag(query.tag).map((p) => postSummary(p, urls));
      return { status: SUCCESS, count: data.length, data };
    },
  }),
  route({
    ...op('getPost'),
    pure: true,
    description: 'One published post with its Markdown body. A draft answers 404, like an id that does not exist.',
    tags: ['posts'],
    params: { id: z.string().meta({ description: 'The post id, as listed by /v1/posts.', example: 'example-post' }) },
    response: PostResponse,
    problems: ['not-found'],
    staticPaths: (p) => p.posts.map((x) => url('getPost', { params: { id: x.id } })),
    handle: ({ portfolio, urls, params }) => {
      const post = portfolio.post(params.id!);
      if (!post) throw new ApiError('not-found', 'UNKNOWN_POST', `No published post has the id "${params.id}". List /v1/posts for valid ids.`);
      return { status: SUCCESS, data: postDetail(post, urls) };
    },
  }),
  route({
    ...op('getSkills'),
    pure: true,
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
    staticPaths: () => [url('getSkills')],
    handle: ({ portfolio, query }) => ({ status: SUCCESS, data: skillNames(portfolio.skillsIn(query.category) ?? []) }),
  }),
  route({
    ...op('getCareer'),
    pure: true,
    description:
      'Positions held (current ones first, each with its linked project ids), education, certificates, publications and talks, spoken languages, volunteering, awards and interests (references are private: /v1/dossier). Every list may be empty.',
    tags: ['portfolio'],
    response: CareerResponse,
    problems: [],
    staticPaths: () => [url('getCareer')],
    handle: ({ portfolio }) => ({ status: SUCCESS, data: careerView(portfolio) }),
  }),
  route({
    ...op('getServices'),
    pure: true,
    description:
      'What the owner offers, each with its price (an amount in a currency per hour, day or project, or "on request") and the availability for new work (from when, days per week, remote or on-site, time zones). Amounts the owner keeps private read "on request"; they are in /v1/rates with the contact:read scope.',
    tags: ['portfolio'],
    response: ServicesResponse,
    problems: [],
    staticPaths: () => [url('getServices')],
    handle: ({ portfolio }) => ({ status: SUCCESS, data: publicServices(portfolio) }),
  }),
  route({
    ...op('getResume'),
    pure: true,
    description:
      'The profile, projects (keywords from tags) and skills (grouped by category) as a JSON Resume document, ready for JSON Resume tools. Unlike the other resources it is the bare document, without the {status, data} envelope. Nothing private is included.',
    tags: ['portfolio'],
    response: JsonResumeDocument,
    problems: [],
    staticPaths: () => [url('getResume')],
    handle: ({ portfolio, urls }) => toJsonResume(portfolio, urls),
  }),
];
