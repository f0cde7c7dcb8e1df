/**
 * The MCP resources: the profile, the project list, each project and the skills, as the API's
 * JSON documents (the same bytes as `GET /v1/...`). URIs use the `portfolio:` scheme; each
 * resource names the API operation it mirrors, whose path comes from the route registry.
 */
import { apiRoute, fillPath, routePath } from '../http/route-paths.ts';
import type { McpContext } from './api.ts';

export const JSON_MIME = 'application/json';

export interface McpResource {
  name: string;
  uri: string;
  title: string;
  description: string;
  /** The API path answering this resource. */
  path: string;
}

/** The resource template of the projects: one resource per project. */
export interface McpResourceTemplate {
  name: string;
  uriTemplate: string;
  title: string;
  description: string;
  /** The API path answering the member with this (decoded) id. */
  path(id: string): string;
}

const PROJECT_URI_TEMPLATE = 'portfolio://projects/{id}';
const projectUri = (id: string) => `portfolio://projects/${encodeURIComponent(id)}`;

/** The fixed resources of one portfolio (each project is a member of the project template). */
export function mcpResources(ctx: McpContext): McpResource[] {
  const { portfolio, urls } = ctx;
  const owner = portfolio.profile?.name ?? 'the portfolio owner';
  const resource = (name: string, title: string, operationId: string, describe: (url: string) => string): McpResource => {
    const path = routePath(operationId);
    return { name, uri: `portfolio://${name}`, title, description: describe(urls.api(path)), path };
  };
  return [
    ...(portfolio.profile ? [resource('profile', 'Profile', 'getProfile', (url) => `${owner}'s public profile (the JSON of ${url}).`)] : []),
    resource('projects', 'Projects', 'listProjects', (url) => `Every project, newest first (the JSON of ${url}).`),
    ...(portfolio.posts.length ? [resource('posts', 'Posts', 'listPosts', (url) => `Every published post, newest first (the JSON of ${url}).`)] : []),
    resource('skills', 'Skills', 'getSkills', (url) => `Skill names by category (the JSON of ${url}).`),
    resource('career', 'Career', 'getCareer', (url) => `Experience, education, certificates, publications and languages (the JSON of ${url}).`),
    resource('services', 'Services', 'getServices', (url) => `Services, public prices and availability (the JSON of ${url}).`),
  ];
}

/** The project template: each member is the API's project document. */
export function projectTemplate(): McpResourceTemplate {
  const { path } = apiRoute('getProject');
  return {
    name: 'project',
    uriTemplate: PROJECT_URI_TEMPLATE,
    title: 'Project',
    description: `One project with its write-up (the JSON of ${path}).`,
    path: (id) => fillPath(path, { id }),
  };
}

/** The resources listed for the project template: one per project. */
export function projectResources(ctx: McpContext) {
  return ctx.portfolio.projects.map((p) => ({
    uri: projectUri(p.id),
    name: p.id,
    title: p.title,
    description: p.description,
    mimeType: JSON_MIME,
  }));
}
