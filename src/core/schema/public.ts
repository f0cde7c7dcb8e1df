/**
 * The public response shapes of the `/v1` API. Built from the content schemas, minus the
 * private fields, so a field described once is described everywhere (API, OpenAPI, MCP).
 */
import { z } from 'zod';
import { ProfileFrontMatter, ProjectFrontMatter, ProjectId } from './content.ts';

/** The word in `status` of every successful response. */
export const SUCCESS = 'success' as const;

export const PublicProfile = ProfileFrontMatter.omit({ contact: true })
  .extend({
    /** The bio, Markdown. */
    bio: z.string(),
  })
  .meta({ id: 'Profile', description: 'The public profile: private contact details are never included.' });
export type PublicProfile = z.infer<typeof PublicProfile>;

const ProjectLinks = z.strictObject({
  /** This project in the API. */
  self: z.url(),
  /** The project's page on the website. */
  html: z.url(),
});

export const ProjectSummary = ProjectFrontMatter.omit({ architecture: true })
  .extend({
    id: ProjectId,
    date: z.string().optional(),
    featured: z.boolean(),
    links: ProjectLinks,
  })
  .meta({ id: 'ProjectSummary', description: 'A project as listed by /v1/projects.' });
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const ProjectDetail = ProjectSummary.extend({
  /** The long write-up, Markdown. */
  writeup: z.string(),
}).meta({ id: 'Project', description: 'One project with its write-up; private architecture notes are never included.' });
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const SkillNames = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'Skills', description: 'Skill names by category; evaluations (level, years) are private.' });
export type SkillNames = z.infer<typeof SkillNames>;

const ok = <T extends z.ZodType>(data: T) => z.strictObject({ status: z.literal(SUCCESS), data });
export const ProfileResponse = ok(PublicProfile).meta({ id: 'ProfileResponse' });
export const ProjectResponse = ok(ProjectDetail).meta({ id: 'ProjectResponse' });
export const SkillsResponse = ok(SkillNames).meta({ id: 'SkillsResponse' });
export const ProjectListResponse = z
  .strictObject({ status: z.literal(SUCCESS), count: z.int().min(0), data: z.array(ProjectSummary) })
  .meta({ id: 'ProjectListResponse' });

export const ApiIndexResponse = ok(
  z.strictObject({
    openapi: z.url().describe('The OpenAPI 3.1 description of this API.'),
    documentation: z.url().describe('The human-readable API documentation.'),
    resources: z.record(z.string(), z.string()).describe('Each operation id and its URL (templates keep their {parameters}).'),
  }),
).meta({ id: 'ApiIndexResponse', description: 'The API root: where everything is.' });

/** The JSON Resume document (https://jsonresume.org/schema) built by src/core/resume.ts. */
export const JsonResumeDocument = z
  .strictObject({
    $schema: z.url(),
    basics: z
      .strictObject({
        name: z.string(),
        label: z.string(),
        email: z.email(),
        url: z.url(),
        summary: z.string(),
        location: z.strictObject({ city: z.string(), region: z.string().optional() }),
        profiles: z.array(z.strictObject({ network: z.string(), username: z.string().optional(), url: z.url() })),
      })
      .optional(),
    projects: z.array(
      z.strictObject({
        name: z.string(),
        description: z.string(),
        keywords: z.array(z.string()).describe('The project tags.'),
        url: z.url(),
        endDate: z.string().optional().describe('YYYY, YYYY-MM or YYYY-MM-DD.'),
      }),
    ),
    skills: z.array(z.strictObject({ name: z.string(), keywords: z.array(z.string()).describe('The skill names.') })),
    meta: z.strictObject({ canonical: z.url() }),
  })
  .meta({
    id: 'JsonResume',
    description: 'The portfolio as a JSON Resume document (jsonresume.org schema v1.0.0), without private data.',
  });
