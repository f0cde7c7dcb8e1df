/**
 * The MCP resources: the profile, the project list, each project and the skills, as the API's
 * JSON documents (the same bytes as `GET /v1/...`). URIs use the `portfolio:` scheme; each
 * resource names the API URL it mirrors.
 */
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

export const PROJECT_URI_TEMPLATE = 'portfolio://projects/{id}';
export const projectUri = (id: string) => `portfolio://projects/${encodeURIComponent(id)}`;

/** The fixed resources of one portfolio (each project is a member of PROJECT_URI_TEMPLATE). */
export function mcpResources(ctx: McpContext): McpResource[] {
  const { portfolio, urls } = ctx;
  const owner = portfolio.profile?.name ?? 'the portfolio owner';
  return [
    ...(portfolio.profile
      ? [
          {
            name: 'profile',
            uri: 'portfolio://profile',
            title: 'Profile',
            description: `${owner}'s public profile (the JSON of ${urls.abs('/v1/profile')}).`,
            path: '/v1/profile',
          },
        ]
      : []),
    {
      name: 'projects',
      uri: 'portfolio://projects',
      title: 'Projects',
      description: `Every project, newest first (the JSON of ${urls.abs('/v1/projects')}).`,
      path: '/v1/projects',
    },
    {
      name: 'skills',
      uri: 'portfolio://skills',
      title: 'Skills',
      description: `Skill names by category (the JSON of ${urls.abs('/v1/skills')}).`,
      path: '/v1/skills',
    },
  ];
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
