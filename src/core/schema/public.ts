/**
 * The public response shapes of the `/v1` API. Built from the content schemas, minus the
 * private fields, so a field's description on the content schema reaches the API's OpenAPI
 * document (tests/unit/openapi-descriptions.test.ts fails on an undescribed property).
 */
import { z } from 'zod';
import {
  Availability,
  Award,
  Certificate,
  Currency,
  EducationFields,
  ExperienceFields,
  Interest,
  PRICE_UNITS,
  Publication,
  SpokenLanguage,
  VolunteerFields,
} from './career.ts';
import { PostId, ProfileFrontMatter, ProjectFrontMatter, ProjectId } from './content.ts';

/** The word in `status` of every successful response. */
export const SUCCESS = 'success' as const;

/** The portrait as published: the built (optimised) image's absolute URL, its alt text and size; or the URL of a portrait hosted elsewhere. */
export const ProfileImage = z.strictObject({
  url: z.url().describe("The image's absolute URL (a JPEG or PNG file of the build)."),
  alt: z.string().describe('What the picture shows, for people who cannot see it.'),
  width: z.int().positive().optional().describe('Width in pixels (absent for a portrait hosted elsewhere, `portraitUrl`).'),
  height: z.int().positive().optional().describe('Height in pixels (absent for a portrait hosted elsewhere).'),
});

export const PublicProfile = ProfileFrontMatter.omit({ contact: true, portrait: true, portraitUrl: true })
  .extend({
    image: ProfileImage.optional().describe('The portrait, when the profile names one.'),
    bio: z.string().describe('The bio, Markdown.'),
    lang: z
      .string()
      .optional()
      .describe(
        "Present only when the profile is not written in the answer's language (Content-Language): it is not translated yet and is shown in the language named here, the default one.",
      ),
  })
  .meta({ id: 'Profile', description: 'The public profile: private contact details are never included.' });
export type PublicProfile = z.infer<typeof PublicProfile>;

const ProjectLinks = z.strictObject({
  self: z.url().describe('This project in the API.'),
  html: z.url().describe("The project's page on the website."),
});

export const ProjectSummary = ProjectFrontMatter.omit({ architecture: true, cover: true })
  .extend({
    id: ProjectId.describe('The project id: the file name of its content, used in its URLs.'),
    start: z.string().optional().describe('When the project started: YYYY, YYYY-MM or YYYY-MM-DD.'),
    date: z.string().optional().describe('When the project was done or last shipped: YYYY, YYYY-MM or YYYY-MM-DD.'),
    featured: z.boolean().describe('Whether the home page shows it first.'),
    links: ProjectLinks.describe('Where the project is, in the API and on the website.'),
    lang: z
      .string()
      .optional()
      .describe(
        "Present only when this entry is not written in the answer's language (Content-Language): it is not translated yet and is shown in the language named here, the default one.",
      ),
  })
  .meta({ id: 'ProjectSummary', description: 'A project as listed by /v1/projects.' });
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const ProjectDetail = ProjectSummary.extend({
  writeup: z.string().describe('The long write-up, Markdown.'),
}).meta({ id: 'Project', description: 'One project with its write-up; private architecture notes are never included.' });
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const PostSummary = z
  .strictObject({
    id: PostId.describe('The post id: the file name of posts/<id>.md.'),
    title: z.string().describe("The post's title."),
    description: z.string().describe('One or two sentences: what the post is about.'),
    date: z.string().describe('When it was published, YYYY-MM-DD.'),
    updated: z.string().optional().describe('When it was last revised, YYYY-MM-DD (absent: never).'),
    tags: z.array(z.string()).describe("Its tags, the same vocabulary as the projects' (possibly empty)."),
    readingMinutes: z.int().positive().describe('Minutes to read it, at 220 words a minute (at least 1).'),
    canonical: z.url().optional().describe('Where it was first published, for a cross-posted article.'),
    links: z
      .strictObject({
        self: z.url().describe('This post in the API.'),
        html: z.url().describe("The post's page on the website."),
      })
      .describe('This post in the API and on the website.'),
    lang: z
      .string()
      .optional()
      .describe(
        "Present only when this entry is not written in the answer's language (Content-Language): it is not translated yet and is shown in the language named here, the default one.",
      ),
  })
  .meta({ id: 'PostSummary', description: 'A published post as listed by /v1/posts (drafts are never published).' });
export type PostSummary = z.infer<typeof PostSummary>;

export const PostDetail = PostSummary.extend({
  body: z.string().describe('The post itself, Markdown.'),
}).meta({ id: 'Post', description: 'One published post with its Markdown body.' });
export type PostDetail = z.infer<typeof PostDetail>;

export const SkillNames = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'Skills', description: 'Skill names by category; evaluations (level, years) are private.' });
export type SkillNames = z.infer<typeof SkillNames>;

/** A date as written in the content: YYYY, YYYY-MM or YYYY-MM-DD. */
const DateText = z.string().describe('YYYY, YYYY-MM or YYYY-MM-DD.');

/** The career as published: every section, each possibly empty. */
export const CareerView = z
  .strictObject({
    experience: z
      .array(ExperienceFields.extend({ start: DateText, end: DateText.optional().describe('Absent for a current position.') }))
      .describe('Positions held, current ones first.'),
    education: z.array(EducationFields.extend({ start: DateText.optional(), end: DateText.optional() })).describe('Studies, newest first.'),
    certificates: z.array(Certificate.extend({ date: DateText.optional() })).describe('Certificates, newest first.'),
    publications: z
      .array(Publication.extend({ kind: z.enum(['publication', 'talk']).describe('A written publication or a talk.'), date: DateText.optional() }))
      .describe('Publications and talks, newest first.'),
    languages: z.array(SpokenLanguage).describe('Spoken languages with their fluency.'),
    volunteer: z
      .array(VolunteerFields.extend({ start: DateText.optional(), end: DateText.optional().describe('Absent while it goes on.') }))
      .describe('Volunteering: mentoring, open-source stewardship, community work.'),
    awards: z.array(Award.extend({ date: DateText.optional() })).describe('Awards and honours (patents included where the owner lists them), newest first.'),
    interests: z.array(Interest).describe('Interests, with keywords.'),
  })
  .meta({
    id: 'Career',
    description:
      'Experience (current positions first), education, certificates, publications and talks, spoken languages, volunteering, awards and interests. References are private and never included.',
  });
export type CareerView = z.infer<typeof CareerView>;

/** A public price: an amount per hour, day or project, or "on request" (also where the owner keeps the amount private). */
export const PublicPrice = z
  .union([
    z.literal('on request'),
    z.strictObject({
      amount: z.number().positive().describe('The amount, for example 950.'),
      currency: Currency.describe('ISO 4217 currency code, for example "EUR".'),
      unit: z.enum(PRICE_UNITS).describe('What the amount is for: one hour, one day or the whole project.'),
    }),
  ])
  .describe('An amount per hour, day or project, or "on request" (also where the owner keeps the amount private).');

export const PublicServices = z
  .strictObject({
    services: z
      .array(
        z.strictObject({
          name: z.string().describe('The service.'),
          description: z.string().describe("What it includes, in the owner's words."),
          price: PublicPrice.optional(),
          keywords: z.array(z.string()).optional().describe('Words it is found by.'),
        }),
      )
      .describe('The services offered.'),
    availability: Availability.extend({ from: DateText.optional() }).optional().describe('When new work can start, how much, where and in which time zone.'),
  })
  .meta({ id: 'Services', description: 'What the owner offers, at what public price, and when they are available. Private amounts read "on request".' });
export type PublicServices = z.infer<typeof PublicServices>;

/** `status` of every successful answer. */
export const Status = z.literal(SUCCESS).describe('Always "success" in a successful answer; errors are problem details instead.');
const ok = <T extends z.ZodType>(data: T) => z.strictObject({ status: Status, data });
export const CareerResponse = ok(CareerView).meta({ id: 'CareerResponse' });
export const ServicesResponse = ok(PublicServices).meta({ id: 'ServicesResponse' });
export const ProfileResponse = ok(PublicProfile).meta({ id: 'ProfileResponse' });
export const ProjectResponse = ok(ProjectDetail).meta({ id: 'ProjectResponse' });
export const SkillsResponse = ok(SkillNames).meta({ id: 'SkillsResponse' });
export const PostResponse = ok(PostDetail).meta({ id: 'PostResponse' });
export const PostListResponse = z
  .strictObject({
    status: Status,
    count: z.int().min(0).describe('How many posts `data` holds.'),
    data: z.array(PostSummary).describe('The posts, newest first.'),
  })
  .meta({ id: 'PostListResponse' });
export const ProjectListResponse = z
  .strictObject({
    status: Status,
    count: z.int().min(0).describe('How many projects `data` holds.'),
    data: z.array(ProjectSummary).describe('The projects, newest first (undated last).'),
  })
  .meta({ id: 'ProjectListResponse' });

export const ApiIndexResponse = ok(
  z
    .strictObject({
      openapi: z.url().describe('The OpenAPI 3.1 description of this API.'),
      documentation: z.url().describe('The human-readable API documentation.'),
      resources: z.record(z.string(), z.string()).describe('Each operation id and its URL (templates keep their {parameters}).'),
    })
    .describe('Where the description, the documentation and each operation are.'),
).meta({ id: 'ApiIndexResponse', description: 'The API root: where everything is.' });

const opt = z.string().optional();
const strings = z.array(z.string()).optional();
/** The JSON Resume document (https://jsonresume.org/schema) built by src/core/resume.ts. */
export const JsonResumeDocument = z
  .strictObject({
    $schema: z.url(),
    basics: z
      .strictObject({
        name: z.string(),
        label: opt,
        image: z.url().optional(),
        email: z.email().optional(),
        phone: opt,
        url: z.url(),
        summary: z.string(),
        location: z.strictObject({ address: opt, postalCode: opt, city: opt, region: opt, countryCode: opt }).optional(),
        profiles: z.array(z.strictObject({ network: z.string(), username: opt, url: z.url() })),
      })
      .optional(),
    work: z.array(
      z.strictObject({
        name: z.string(),
        position: z.string(),
        url: z.url().optional(),
        description: opt.describe('What the organisation does.'),
        location: opt,
        startDate: z.string(),
        endDate: opt.describe('Absent for a current position.'),
        summary: opt,
        highlights: strings,
        projects: strings.describe('Ids of the projects done there (an extension of the schema).'),
      }),
    ),
    education: z.array(
      z.strictObject({
        institution: z.string(),
        url: z.url().optional(),
        area: opt,
        studyType: opt,
        startDate: opt,
        endDate: opt,
        score: opt,
        courses: strings,
      }),
    ),
    certificates: z.array(z.strictObject({ name: z.string(), issuer: opt, date: opt, url: z.url().optional() })),
    publications: z.array(
      z.strictObject({
        name: z.string(),
        type: z.enum(['talk', 'post']).optional(),
        id: PostId.optional().describe('A post of this site: its id (an extension of the schema, with `type: "post"`).'),
        publisher: opt,
        releaseDate: opt,
        url: z.url().optional(),
        summary: opt,
      }),
    ),
    languages: z.array(z.strictObject({ language: z.string(), fluency: opt })),
    volunteer: z.array(
      z.strictObject({ organization: z.string(), position: opt, url: z.url().optional(), startDate: opt, endDate: opt, summary: opt, highlights: strings }),
    ),
    awards: z.array(z.strictObject({ title: z.string(), date: opt, awarder: opt, summary: opt })),
    interests: z.array(z.strictObject({ name: z.string(), keywords: strings })),
    projects: z.array(
      z.strictObject({
        id: ProjectId.describe('The project id on this site (an extension of the schema).'),
        name: z.string(),
        description: z.string(),
        keywords: z.array(z.string()).describe('The project tags, as written for people.'),
        url: z.url().optional().describe('The repository, when there is one.'),
        roles: strings,
        entity: opt,
        type: opt,
        startDate: opt.describe('YYYY, YYYY-MM or YYYY-MM-DD.'),
        endDate: opt.describe('YYYY, YYYY-MM or YYYY-MM-DD.'),
        highlights: strings,
        featured: z.boolean().optional(),
        writeup: opt.describe('The write-up, Markdown (an extension of the schema).'),
      }),
    ),
    skills: z.array(
      z.strictObject({
        id: z.string().describe('The category in skills.yaml.'),
        name: z.string(),
        level: opt.describe("The category's public level, in the owner's words."),
        keywords: z.array(z.string()).describe('The skill names.'),
      }),
    ),
    meta: z.strictObject({ canonical: z.url() }),
  })
  .meta({
    id: 'JsonResume',
    description: 'The portfolio as a JSON Resume document (jsonresume.org schema v1.0.0), without private data.',
  });
