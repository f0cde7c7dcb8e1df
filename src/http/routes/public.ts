// The public operations: anonymous reads of the portfolio.
import { z } from 'zod';
import { toJsonResume } from '../../core/resume.ts';
import { projectApiPath } from '../../core/urls.ts';
import {
  CareerResponse,
  ServicesResponse,
  JsonResumeDocument,
  ProfileResponse,
  ProjectListResponse,
  ProjectResponse,
  SkillsResponse,
  SUCCESS,
} from '../../core/schema/public.ts';
import { careerView, projectDetail, projectSummary, publicProfile, publicServices, skillNames } from '../../core/views.ts';
import { ApiError } from '../problem.ts';
import { PUBLIC, route, type ApiRoute } from '../route.ts';

export const PUBLIC_ROUTES: ApiRoute[] = [
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
        tag: z.string().max(60).optional().meta({
          description: 'Keep only projects carrying this tag (as written for people, such as "GitHub Actions", or as the tag, "github-actions").',
          example: 'etl',
        }),
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
    params: { id: z.string().meta({ description: 'The project id, as listed by /v1/projects.', example: 'example-project' }) },
    response: ProjectResponse,
    problems: ['not-found'],
    staticPaths: (p) => p.projects.map((x) => projectApiPath(x.id)),
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
    operationId: 'getCareer',
    pure: true,
    access: PUBLIC,
    method: 'GET',
    path: '/v1/career',
    summary: 'Experience, education and more',
    description:
      'Positions held (current ones first, each with its linked project ids), education, certificates, publications and talks, spoken languages, volunteering, awards and interests (references are private: /v1/dossier). Every list may be empty.',
    tags: ['portfolio'],
    response: CareerResponse,
    problems: [],
    staticPaths: () => ['/v1/career'],
    handle: ({ portfolio }) => ({ status: SUCCESS, data: careerView(portfolio) }),
  }),
  route({
    operationId: 'getServices',
    pure: true,
    access: PUBLIC,
    method: 'GET',
    path: '/v1/services',
    summary: 'Services, prices and availability',
    description:
      'What the owner offers, each with its price (an amount in a currency per hour, day or project, or "on request") and the availability for new work (from when, days per week, remote or on-site, time zones). Amounts the owner keeps private read "on request"; they are in /v1/rates with the contact:read scope.',
    tags: ['portfolio'],
    response: ServicesResponse,
    problems: [],
    staticPaths: () => ['/v1/services'],
    handle: ({ portfolio }) => ({ status: SUCCESS, data: publicServices(portfolio) }),
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
