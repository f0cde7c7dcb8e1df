/**
 * The content model: what an author writes in `content/`. One zod schema per file kind.
 * These schemas validate the files at build time (see ../content/load.ts) and are the
 * source for the public response schemas in ./public.ts.
 *
 * Objects are strict: an unknown field is an error, so that a typo such as `titel`
 * fails the build instead of silently dropping the value.
 */
import { z } from 'zod';

/** A project id: the file name of `projects/<id>.md`. Used in URLs, so kept URL-safe. */
export const ProjectId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'expected lowercase letters, digits and single hyphens (for example "feature-store")',
  })
  .max(100, { error: 'expected at most 100 characters' });

/** A skill category name from `skills.yaml`; becomes a value of `/v1/skills?category=`. */
export const CategoryName = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, {
    error: 'expected lowercase letters, digits, "-" or "_" (for example "databases")',
  })
  .max(60)
  .refine((c) => c !== 'all', { error: '"all" is reserved: it selects every category in the API' });

/** An absolute http(s) URL. */
export const HttpUrl = z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' });

/** A trimmed, non-empty string of at most `max` characters. */
export const Text = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? 'required, expected a string' : 'expected a string') })
    .trim()
    .min(1, { error: 'expected a non-empty string' })
    .max(max, { error: `expected at most ${max} characters` });

/**
 * A date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. YAML reads `2024` as a number, so numbers are
 * accepted and turned into strings. The date must exist in the calendar: `2024-02-30` is
 * reported as an impossible date, not as a format error.
 */
export const PartialDate = z
  .union([z.string(), z.int()], { error: 'expected a date written YYYY, YYYY-MM or YYYY-MM-DD' })
  .transform((v) => String(v))
  .superRefine((s, ctx) => {
    const problem = partialDateProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: s });
  });

/** Why a string is not a partial date, or undefined when it is one. */
export function partialDateProblem(s: string): string | undefined {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(s);
  if (!m) return 'expected a date written YYYY, YYYY-MM or YYYY-MM-DD';
  const [, y, mo, d] = m;
  if (mo === undefined) return undefined;
  const month = Number(mo);
  if (month < 1 || month > 12) return `impossible date "${s}": there is no month ${mo}`;
  if (d === undefined) return undefined;
  const day = Number(d);
  const last = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  if (day < 1 || day > last) return `impossible date "${s}": ${y}-${mo} has ${last} days`;
  return undefined;
}

/** The private contact block of `profile.md`. Never part of any public output. */
export const Contact = z
  .object({
    phone: Text(60).optional().describe('Phone number, free form.'),
    calendar: HttpUrl.optional().describe('A booking link (for example a calendar page).'),
    preferred: Text(200).optional().describe('How the owner prefers to be contacted, free text.'),
    address: Text(300).optional().describe('Street address, private (JSON Resume `basics.location.address`).'),
    postalCode: Text(20).optional().describe('Postal code, private (JSON Resume `basics.location.postalCode`).'),
  })
  .catchall(Text(500));

/** An image of the content directory: a path relative to the file that names it, and its alt text (required). */
export const Portrait = z.strictObject({
  src: z
    .string({ error: 'expected a relative path such as ./portrait.jpg' })
    .regex(/^(?!\/)(?![a-z][a-z0-9+.-]*:)[^?#]+\.(jpe?g|png|webp|avif)$/i, {
      error: 'expected a relative path to a JPEG, PNG, WebP or AVIF file, such as ./portrait.jpg',
    })
    .describe('The image file, relative to profile.md, for example `./portrait.jpg` (JPEG, PNG, WebP or AVIF).'),
  alt: z
    .string({ error: 'required: describe the picture, for example "the author, smiling, in front of a whiteboard"' })
    .trim()
    .min(1, { error: 'required: describe the picture' })
    .max(300)
    .describe('What the picture shows, for people who cannot see it (required).'),
});

/** Front matter of `profile.md`. The Markdown body is the bio. */
export const ProfileFrontMatter = z.strictObject({
  name: Text(120).describe('Full name, shown as the site title.'),
  role: Text(160).optional().describe('Current role or headline, for example "Senior Data Engineer".'),
  pitch: Text(200)
    .optional()
    .describe(
      'One sentence under the name on the home page, for example "I build data platforms that people trust." Without it, the first sentence of the bio.',
    ),
  location: Text(160).optional().describe('Where the person is based, for example "Lisbon, Portugal".'),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'expected a two-letter ISO 3166-1 country code such as "PT"' })
    .optional()
    .describe('The ISO 3166-1 alpha-2 code of the country of `location`, for example "PT" (JSON Resume `location.countryCode`).'),
  email: z.email({ error: 'expected a valid e-mail address' }).optional().describe('Public e-mail address.'),
  website: HttpUrl.optional().describe('Personal website.'),
  github: HttpUrl.optional().describe('GitHub profile URL.'),
  linkedin: HttpUrl.optional().describe('LinkedIn profile URL.'),
  profiles: z
    .array(
      z.strictObject({
        network: Text(60).describe('The network\'s name, for example "Mastodon".'),
        username: Text(100).optional().describe('The user name there.'),
        url: HttpUrl.describe("The profile's URL."),
      }),
    )
    .max(30)
    .optional()
    .describe('Other public profiles (Mastodon, Stack Overflow, …): network name, optional username, URL.'),
  portrait: Portrait.optional().describe('A portrait: an image file next to profile.md (optimised by the build) and its alt text.'),
  portraitUrl: HttpUrl.optional().describe(
    "A portrait hosted elsewhere (an absolute http(s) URL), used when no `portrait` file is named: published as it is, never downloaded. `npm run import` puts a JSON Resume's `basics.image` here.",
  ),
  contact: Contact.optional().describe('Private contact details: only for agents with the `contact:read` scope.'),
});
export type ProfileFrontMatter = z.infer<typeof ProfileFrontMatter>;

/** Tags: lowercase words such as `etl` or `data-engineering`, each once. */
const Tags = z
  .array(
    z
      .string({ error: 'expected a string' })
      // Not `.` or `..`: a tag is a path segment of its tag page (`/projects/tags/..` is the folder above).
      .regex(/^(?!\.\.?$)[a-z0-9+.]+(?:-[a-z0-9+.]+)*$/, {
        error: (issue) => tagHint(String(issue.input)),
      })
      .max(60),
    { error: (i) => (i.input === undefined ? 'required' : 'expected a list of tags') },
  )
  .min(1, { error: 'expected at least one tag' })
  .max(30)
  .refine((t) => new Set(t).size === t.length, { error: 'expected each tag once' });

/** Front matter of `projects/<id>.md`. The Markdown body is the long write-up. */
export const ProjectFrontMatter = z.strictObject({
  title: Text(160).describe('Project title.'),
  description: Text(600).describe('One or two sentences: what it is and why it matters.'),
  tags: Tags.describe('Tags, lowercase words such as `etl` or `data-engineering`; filters `/v1/projects?tag=`.'),
  keywords: z
    .array(Text(60), { error: 'expected a list' })
    .max(30)
    .optional()
    .describe(
      "The tags as written for people (JSON Resume `keywords`), when that differs from the tag itself, for example `[Chrome Extension, GoogleMaps]` beside `tags: [chrome-extension, googlemaps]`: one per tag, in the same order, each one's tag form (`tagOf`) being the tag at its place.",
    ),
  url: HttpUrl.optional().describe('Repository or project URL.'),
  roles: z
    .array(Text(100), { error: 'expected a list' })
    .max(20)
    .optional()
    .describe("The owner's roles in the project, for example `[Team lead, Designer]` (JSON Resume `roles`)."),
  entity: Text(160).optional().describe('The organisation the project was done for or with, for example "Kvarn Payments" (JSON Resume `entity`).'),
  type: Text(60)
    .optional()
    .describe('What kind of project, in the owner\'s words, for example "application", "library" or "volunteering" (JSON Resume `type`).'),
  start: PartialDate.optional().describe('When the project started (JSON Resume `startDate`).'),
  date: PartialDate.optional().describe('When the project was done or last shipped (JSON Resume `endDate`).'),
  highlights: z.array(Text(500), { error: 'expected a list' }).max(30).optional().describe('Achievements, one sentence each (JSON Resume `highlights`).'),
  featured: z.boolean({ error: 'expected true or false' }).optional().describe('Featured projects are shown first on the home page.'),
  cover: Portrait.optional().describe(
    "A cover image next to the project's file, such as `./cover.jpg`, with its alt text: the project's card and page show it (optimised by the build). Without one, the site draws a cover in the theme's style.",
  ),
  architecture: Text(20_000).optional().describe('Private architecture notes (Markdown): only for agents with the `projects:read` scope.'),
});
export type ProjectFrontMatter = z.infer<typeof ProjectFrontMatter>;

/** A post id: the file name of `posts/<id>.md`. Used in URLs, so kept URL-safe like a project id. */
export const PostId = ProjectId.describe('A post id: the file name of posts/<id>.md.');

/** A calendar day, `YYYY-MM-DD` (a post is dated to the day, for the feeds and the ordering). */
export const Day = z.string({ error: 'expected a date written YYYY-MM-DD' }).superRefine((s, ctx) => {
  const problem = /^\d{4}-\d{2}-\d{2}$/.test(s) ? partialDateProblem(s) : 'expected a date written YYYY-MM-DD';
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: s });
});

/** Front matter of `posts/<id>.md`. The Markdown body is the post. */
export const PostFrontMatter = z.strictObject({
  title: Text(160).describe("The post's title."),
  description: Text(600).describe("One or two sentences: what the post is about (the feeds' summary, the cards, the meta description)."),
  date: Day.describe('When the post was published, `YYYY-MM-DD`; posts are listed newest first.'),
  updated: Day.optional().describe('When the post was last revised, `YYYY-MM-DD` (not before `date`).'),
  tags: Tags.optional().describe('Tags, the same vocabulary as projects: a tag page lists the projects and the posts carrying it.'),
  draft: z
    .boolean({ error: 'expected true or false' })
    .optional()
    .describe('A draft is never published: no page, API answer, feed item, sitemap or llms.txt entry.'),
  cover: Portrait.optional().describe('A cover image next to the post, such as `./cover.jpg`, with its alt text (optimised by the build).'),
  canonical: HttpUrl.optional().describe("Where the post was first published, for a cross-posted article: the page's canonical URL points there."),
});
export type PostFrontMatter = z.infer<typeof PostFrontMatter>;

/**
 * The tag form of a keyword: lowercase, accents removed, every run of other characters than
 * letters, digits, `+` and `.` turned into one hyphen. `Chrome Extension` -> `chrome-extension`,
 * `C++` -> `c++`, `Node.js` -> `node.js`. Tags are matched and linked by this form; the
 * keyword as written stays for people (`keywords`).
 */
/** What to write instead of a value that is not a tag: its tag form, when it has one. */
function tagHint(input: string): string {
  const tag = tagOf(input);
  const rule = 'tags are lowercase letters, digits, "+" and "." in words joined by single hyphens';
  return tag && tag !== input ? `"${input}" is not a tag: write "${tag}" (${rule})` : `"${input}" is not a tag: ${rule}, such as "data-engineering"`;
}

export function tagOf(keyword: string): string {
  return keyword
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[łđøßæœþ]/g, (c) => ({ ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' })[c] ?? c)
    .replace(/[^a-z0-9+.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** Private skill evaluation levels. */
export const SkillLevel = z.enum(['beginner', 'intermediate', 'advanced', 'expert'], {
  error: 'expected one of beginner, intermediate, advanced, expert',
});

/** One skill: a plain name, or an object with a private level and years of experience. */
export const Skill = z.preprocess(
  (v) => (typeof v === 'string' ? { name: v } : v),
  z.strictObject(
    {
      name: Text(80).describe('The skill\'s name, for example "PostgreSQL". Public.'),
      level: SkillLevel.optional().describe('Private evaluation: how well the person masters it.'),
      years: z.number({ error: 'expected a number of years' }).min(0).max(80).optional().describe('Private evaluation: years of practice.'),
    },
    { error: 'expected a skill name or an object {name, level?, years?}' },
  ),
);
export type Skill = z.infer<typeof Skill>;

/** The skills of one category: at least one, each once. */
const SkillList = z
  .array(Skill, { error: 'expected a list of skills' })
  .min(1, { error: 'expected at least one skill' })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const [i, skill] of list.entries()) {
      const key = skill.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i], message: `duplicate skill "${skill.name}": list each skill once in a category`, input: skill });
      seen.add(key);
    }
  });

/** A category written as a map, when it needs a display name or a public level. */
export const SkillCategoryMap = z.strictObject(
  {
    label: Text(60)
      .optional()
      .describe(
        'The category\'s name as people read it, for example "Web Development" (JSON Resume `skills[].name`); default: from the key (`data_platforms` -> "Data platforms").',
      ),
    level: Text(60)
      .optional()
      .describe(
        'Public: how well the owner masters the category as a whole, in their words, for example "Master" (JSON Resume `skills[].level`). Unlike a skill\'s `level` (private, one of four words), this one is shown.',
      ),
    skills: SkillList.describe('The skills, as in the list form.'),
  },
  { error: 'expected a list of skills, or a map {label?, level?, skills}' },
);
export type SkillCategoryMap = z.infer<typeof SkillCategoryMap>;

/** One category of `skills.yaml`: a list of skills, or a map with a label, a public level and the skills. */
const SkillCategoryEntry = z.unknown().transform((value, ctx): SkillCategoryMap => {
  // Not a union: each form keeps its own precise messages and paths (`databases.0`, not "invalid input").
  const parsed = Array.isArray(value) ? SkillList.safeParse(value) : SkillCategoryMap.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: value } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  }
  return Array.isArray(parsed.data) ? { skills: parsed.data } : (parsed.data as SkillCategoryMap);
});

/** `skills.yaml`: a map from category name to its skills (a list, or a map with `label`, `level` and `skills`). */
export const SkillsFile = z.record(
  CategoryName,
  SkillCategoryEntry,
  // Only the record's own type error gets this text; key errors keep their reasons.
  { error: (i) => (i.code === 'invalid_type' ? 'expected a map from category name to a list of skills' : undefined) },
);
