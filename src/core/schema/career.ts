/**
 * The professional story beside the projects: `career.yaml` (experience, education,
 * certificates, publications and talks, spoken languages) and `services.yaml` (what the owner
 * offers, at what price, and when they are available). Every file and every field is optional;
 * objects are strict, like the rest of the content model (./content.ts).
 */
import { z } from 'zod';
import { HttpUrl, PartialDate, ProjectId, Text } from './content.ts';

const list = <T extends z.ZodType>(item: T, max: number) => z.array(item, { error: 'expected a list' }).max(max, { error: `expected at most ${max} entries` });

/** `start` must not come after `end` (compared as written: "2024" < "2024-03"). */
function startBeforeEnd(v: { start?: string; end?: string }, ctx: z.RefinementCtx) {
  if (v.start && v.end && v.end.slice(0, v.start.length) < v.start.slice(0, v.end.length)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: `ends (${v.end}) before it starts (${v.start})`, input: v.end });
  }
}

/** The fields of a position, before the start/end check (the public schema reuses them). */
export const ExperienceFields = z.strictObject({
  organisation: Text(160).describe('The employer or client, for example "Kvarn Payments".'),
  url: HttpUrl.optional().describe("The organisation's website."),
  description: Text(500)
    .optional()
    .describe('What the organisation does, one line, for example "Card payments for Nordic merchants" (JSON Resume `work[].description`).'),
  role: Text(160).describe('The job title, for example "Senior Data Engineer".'),
  start: PartialDate.describe('When the position started: YYYY, YYYY-MM or YYYY-MM-DD.'),
  end: PartialDate.optional().describe('When it ended; absent means it is the current position.'),
  location: Text(160).optional().describe('Where, for example "Stockholm, Sweden" or "Remote".'),
  summary: Text(2000).optional().describe('One paragraph: the team, the mandate, the scale.'),
  highlights: list(Text(500), 30).optional().describe('Achievements, one sentence each.'),
  projects: list(ProjectId, 50).optional().describe('Ids of projects (projects/<id>.md) done in this position.'),
});
/** One position held: a job, a freelance engagement, a founding role. */
export const Experience = ExperienceFields.superRefine(startBeforeEnd);
export type Experience = z.infer<typeof Experience>;

/** The fields of a degree, before the start/end check. */
export const EducationFields = z.strictObject({
  institution: Text(160).describe('The school or university.'),
  url: HttpUrl.optional().describe('Its website.'),
  area: Text(160).optional().describe('The field of study, for example "Computer Science".'),
  degree: Text(100).optional().describe('The kind of degree, for example "MSc" or "Bachelor".'),
  start: PartialDate.optional().describe('When the studies started.'),
  end: PartialDate.optional().describe('When they ended (or are expected to end).'),
  score: Text(60).optional().describe('Grade or score, as written on the diploma.'),
  courses: list(Text(200), 30).optional().describe('Notable courses or the thesis.'),
});
/** One degree, diploma or course of study. */
export const Education = EducationFields.superRefine(startBeforeEnd);
export type Education = z.infer<typeof Education>;

/** One certificate. */
export const Certificate = z.strictObject({
  name: Text(200).describe('Its name, for example "AWS Certified Data Engineer – Associate".'),
  issuer: Text(160).optional().describe('Who issued it.'),
  date: PartialDate.optional().describe('When it was obtained.'),
  url: HttpUrl.optional().describe('Where it can be verified.'),
});
export type Certificate = z.infer<typeof Certificate>;

/** One publication or talk. */
export const Publication = z.strictObject({
  name: Text(300).describe('The title.'),
  kind: z
    .enum(['publication', 'talk'], { error: 'expected publication or talk' })
    .default('publication')
    .describe('A written publication (article, paper, book) or a talk.'),
  publisher: Text(200).optional().describe('The publisher, journal, conference or meetup.'),
  date: PartialDate.optional().describe('When it was published or given.'),
  url: HttpUrl.optional().describe('Where to read or watch it.'),
  summary: Text(1000).optional().describe('One or two sentences about it.'),
});
export type Publication = z.infer<typeof Publication>;

/** One spoken language. */
export const SpokenLanguage = z.strictObject({
  language: Text(60).describe('The language, for example "Swedish".'),
  fluency: Text(60).optional().describe('How well, in the owner\'s words, for example "Native" or "C1".'),
});
export type SpokenLanguage = z.infer<typeof SpokenLanguage>;

/** The fields of an unpaid engagement, before the start/end check (JSON Resume `volunteer`). */
export const VolunteerFields = z.strictObject({
  organisation: Text(160).describe('The organisation, for example "CoderDojo Stockholm".'),
  role: Text(160).optional().describe('The role taken, for example "Mentor".'),
  url: HttpUrl.optional().describe("The organisation's website."),
  start: PartialDate.optional().describe('When it started.'),
  end: PartialDate.optional().describe('When it ended; absent means it goes on.'),
  summary: Text(2000).optional().describe('One paragraph about it.'),
  highlights: list(Text(500), 30).optional().describe('Achievements, one sentence each.'),
});
/** Volunteering: mentoring, open-source stewardship, community work. Public. */
export const Volunteer = VolunteerFields.superRefine(startBeforeEnd);
export type Volunteer = z.infer<typeof Volunteer>;

/** One award or prize (JSON Resume `awards`). Public. */
export const Award = z.strictObject({
  title: Text(200).describe('Its name, for example "Best talk, Data Days 2024".'),
  awarder: Text(160).optional().describe('Who gave it.'),
  date: PartialDate.optional().describe('When it was received.'),
  summary: Text(1000).optional().describe('One or two sentences about it.'),
});
export type Award = z.infer<typeof Award>;

/** One interest outside work (JSON Resume `interests`). Public. */
export const Interest = z.strictObject({
  name: Text(100).describe('The interest, for example "Sailing".'),
  keywords: list(Text(100), 30).optional().describe('Details, as written, for example "Archipelago races".'),
});
export type Interest = z.infer<typeof Interest>;

/**
 * One reference (JSON Resume `references`). A reference is personal data of a third party
 * (their name and their words), so it is private: never on a page, in /v1/career or in the
 * JSON Resume export; only in the `portfolio:read` dossier (src/core/views.ts).
 */
export const Reference = z.strictObject({
  name: Text(200).describe('Who gives the reference, for example "Erik Sandberg, CTO at Kvarn Payments".'),
  reference: Text(3000).optional().describe('What they say.'),
});
export type Reference = z.infer<typeof Reference>;

/** `career.yaml`: every section optional. */
export const CareerFile = z.strictObject(
  {
    experience: list(Experience, 100).optional().describe('Positions, in any order (pages and API show the most recent first).'),
    education: list(Education, 50).optional().describe('Degrees and studies.'),
    certificates: list(Certificate, 100).optional().describe('Certificates.'),
    publications: list(Publication, 200).optional().describe('Publications and talks.'),
    languages: list(SpokenLanguage, 30).optional().describe('Spoken languages.'),
    volunteer: list(Volunteer, 50).optional().describe('Volunteering (public).'),
    awards: list(Award, 100).optional().describe('Awards and prizes (public).'),
    interests: list(Interest, 30).optional().describe('Interests outside work (public).'),
    references: list(Reference, 30).optional().describe('References from other people: private (third-party personal data), see `Reference`.'),
  },
  { error: 'expected a map with experience, education, certificates, publications, languages, volunteer, awards, interests or references' },
);
export type CareerFile = z.infer<typeof CareerFile>;

/** An ISO 4217 currency code such as EUR. */
export const Currency = z.string().regex(/^[A-Z]{3}$/, { error: 'expected a three-letter ISO 4217 currency code such as "EUR"' });

/** The units a price can be given in. */
export const PRICE_UNITS = ['hour', 'day', 'project'] as const;

/** A price: an amount in a currency per hour, day or project; or the words "on request". */
export const Price = z.union(
  [
    z.literal('on request'),
    z.strictObject({
      amount: z
        .number({ error: 'expected a number' })
        .positive({ error: 'expected a positive amount' })
        .max(10_000_000)
        .describe('The amount, for example 950.'),
      currency: Currency.describe('ISO 4217 currency code, for example "EUR".'),
      unit: z
        .enum(PRICE_UNITS, {
          error: (issue) =>
            `expected one of hour, day or project (the amount per hour, per day or for the whole project)${issue.input === undefined ? '' : `; got ${JSON.stringify(issue.input)}`}`,
        })
        .describe('What the amount is for: one hour, one day or the whole project.'),
      private: z
        .boolean({ error: 'expected true or false' })
        .optional()
        .describe('Private: the amount is shown only to agents with the `contact:read` scope; the public sees "on request".'),
    }),
  ],
  { error: 'expected "on request" or {amount, currency, unit: hour|day|project, private?}' },
);
export type Price = z.infer<typeof Price>;

/** One service offered. */
export const Service = z.strictObject({
  name: Text(120).describe('A short name, for example "Data platform review".'),
  description: Text(2000).describe('What the client gets, one paragraph.'),
  price: Price.optional().describe('The price; absent means not stated.'),
  keywords: list(Text(60), 30).optional().describe('Skill or technology keywords.'),
});
export type Service = z.infer<typeof Service>;

/** Work places an engagement can take place at. */
export const WORKPLACES = ['remote', 'on-site', 'hybrid'] as const;

/**
 * Whether Intl knows an IANA zone written with its capitals ("Asia/Kolkata"): ICU's list has some zones only by
 * their older names ("Asia/Calcutta", "Europe/Kiev"), but Intl accepts the current ones, which the content may write.
 */
function knownZone(tz: string): boolean {
  if (Intl.supportedValuesOf('timeZone').includes(tz)) return true;
  if (!/^[A-Z][A-Za-z_-]*(?:\/[A-Z][A-Za-z0-9_+-]*){1,2}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name such as "Europe/Stockholm", or UTC with an offset ("UTC+01:00"). */
const TimeZone = z.string().refine((tz) => /^UTC(?:[+-]\d{2}:\d{2})?$/.test(tz) || tz === 'UTC' || knownZone(tz), {
  error: 'expected an IANA time zone such as "Europe/Stockholm" or an offset such as "UTC+01:00"',
});

/** When and how the owner can take on work. */
export const Availability = z.strictObject({
  from: PartialDate.optional().describe('From when new work can start (YYYY, YYYY-MM or YYYY-MM-DD); absent means now.'),
  daysPerWeek: z.number({ error: 'expected a number of days' }).min(0.5).max(7).optional().describe('How many days per week (0.5 to 7).'),
  workplace: list(z.enum(WORKPLACES, { error: 'expected remote, on-site or hybrid' }), 3)
    .optional()
    .describe('Where the work can take place.'),
  timeZones: list(TimeZone, 10).optional().describe('Time zones the owner works in or overlaps with.'),
  note: Text(300).optional().describe('A short note, for example "one new client per quarter".'),
});
export type Availability = z.infer<typeof Availability>;

/** `services.yaml`. */
export const ServicesFile = z.strictObject(
  {
    services: list(Service, 30).optional().describe('The services offered.'),
    availability: Availability.optional().describe('Availability for new work; absent means not stated.'),
  },
  { error: 'expected a map with services and availability' },
);
export type ServicesFile = z.infer<typeof ServicesFile>;
