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
  /** The employer or client, for example "Kvarn Payments". */
  organisation: Text(160),
  /** The organisation's website. */
  url: HttpUrl.optional(),
  /** What the organisation does, one line, for example "Card payments for Nordic merchants" (JSON Resume `work[].description`). */
  description: Text(500).optional(),
  /** The job title, for example "Senior Data Engineer". */
  role: Text(160),
  /** When the position started: YYYY, YYYY-MM or YYYY-MM-DD. */
  start: PartialDate,
  /** When it ended; absent means it is the current position. */
  end: PartialDate.optional(),
  /** Where, for example "Stockholm, Sweden" or "Remote". */
  location: Text(160).optional(),
  /** One paragraph: the team, the mandate, the scale. */
  summary: Text(2000).optional(),
  /** Achievements, one sentence each. */
  highlights: list(Text(500), 30).optional(),
  /** Ids of projects (projects/<id>.md) done in this position. */
  projects: list(ProjectId, 50).optional(),
});
/** One position held: a job, a freelance engagement, a founding role. */
export const Experience = ExperienceFields.superRefine(startBeforeEnd);
export type Experience = z.infer<typeof Experience>;

/** The fields of a degree, before the start/end check. */
export const EducationFields = z.strictObject({
  /** The school or university. */
  institution: Text(160),
  /** Its website. */
  url: HttpUrl.optional(),
  /** The field of study, for example "Computer Science". */
  area: Text(160).optional(),
  /** The kind of degree, for example "MSc" or "Bachelor". */
  degree: Text(100).optional(),
  /** When the studies started. */
  start: PartialDate.optional(),
  /** When they ended (or are expected to end). */
  end: PartialDate.optional(),
  /** Grade or score, as written on the diploma. */
  score: Text(60).optional(),
  /** Notable courses or the thesis. */
  courses: list(Text(200), 30).optional(),
});
/** One degree, diploma or course of study. */
export const Education = EducationFields.superRefine(startBeforeEnd);
export type Education = z.infer<typeof Education>;

/** One certificate. */
export const Certificate = z.strictObject({
  /** Its name, for example "AWS Certified Data Engineer – Associate". */
  name: Text(200),
  /** Who issued it. */
  issuer: Text(160).optional(),
  /** When it was obtained. */
  date: PartialDate.optional(),
  /** Where it can be verified. */
  url: HttpUrl.optional(),
});
export type Certificate = z.infer<typeof Certificate>;

/** One publication or talk. */
export const Publication = z.strictObject({
  /** The title. */
  name: Text(300),
  /** A written publication (article, paper, book) or a talk. */
  kind: z.enum(['publication', 'talk'], { error: 'expected publication or talk' }).default('publication'),
  /** The publisher, journal, conference or meetup. */
  publisher: Text(200).optional(),
  /** When it was published or given. */
  date: PartialDate.optional(),
  /** Where to read or watch it. */
  url: HttpUrl.optional(),
  /** One or two sentences about it. */
  summary: Text(1000).optional(),
});
export type Publication = z.infer<typeof Publication>;

/** One spoken language. */
export const SpokenLanguage = z.strictObject({
  /** The language, for example "Swedish". */
  language: Text(60),
  /** How well, in the owner's words, for example "Native" or "C1". */
  fluency: Text(60).optional(),
});
export type SpokenLanguage = z.infer<typeof SpokenLanguage>;

/** The fields of an unpaid engagement, before the start/end check (JSON Resume `volunteer`). */
export const VolunteerFields = z.strictObject({
  /** The organisation, for example "CoderDojo Stockholm". */
  organisation: Text(160),
  /** The role taken, for example "Mentor". */
  role: Text(160).optional(),
  /** The organisation's website. */
  url: HttpUrl.optional(),
  /** When it started. */
  start: PartialDate.optional(),
  /** When it ended; absent means it goes on. */
  end: PartialDate.optional(),
  /** One paragraph about it. */
  summary: Text(2000).optional(),
  /** Achievements, one sentence each. */
  highlights: list(Text(500), 30).optional(),
});
/** Volunteering: mentoring, open-source stewardship, community work. Public. */
export const Volunteer = VolunteerFields.superRefine(startBeforeEnd);
export type Volunteer = z.infer<typeof Volunteer>;

/** One award or prize (JSON Resume `awards`). Public. */
export const Award = z.strictObject({
  /** Its name, for example "Best talk, Data Days 2024". */
  title: Text(200),
  /** Who gave it. */
  awarder: Text(160).optional(),
  /** When it was received. */
  date: PartialDate.optional(),
  /** One or two sentences about it. */
  summary: Text(1000).optional(),
});
export type Award = z.infer<typeof Award>;

/** One interest outside work (JSON Resume `interests`). Public. */
export const Interest = z.strictObject({
  /** The interest, for example "Sailing". */
  name: Text(100),
  /** Details, as written, for example "Archipelago races". */
  keywords: list(Text(100), 30).optional(),
});
export type Interest = z.infer<typeof Interest>;

/**
 * One reference (JSON Resume `references`). A reference is personal data of a third party
 * (their name and their words), so it is private: never on a page, in /v1/career or in the
 * JSON Resume export; only in the `portfolio:read` dossier (src/core/views.ts).
 */
export const Reference = z.strictObject({
  /** Who gives the reference, for example "Erik Sandberg, CTO at Kvarn Payments". */
  name: Text(200),
  /** What they say. */
  reference: Text(3000).optional(),
});
export type Reference = z.infer<typeof Reference>;

/** `career.yaml`: every section optional. */
export const CareerFile = z.strictObject(
  {
    /** Positions, in any order (pages and API show the most recent first). */
    experience: list(Experience, 100).optional(),
    /** Degrees and studies. */
    education: list(Education, 50).optional(),
    /** Certificates. */
    certificates: list(Certificate, 100).optional(),
    /** Publications and talks. */
    publications: list(Publication, 200).optional(),
    /** Spoken languages. */
    languages: list(SpokenLanguage, 30).optional(),
    /** Volunteering (public). */
    volunteer: list(Volunteer, 50).optional(),
    /** Awards and prizes (public). */
    awards: list(Award, 100).optional(),
    /** Interests outside work (public). */
    interests: list(Interest, 30).optional(),
    /** References from other people: private (third-party personal data), see `Reference`. */
    references: list(Reference, 30).optional(),
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
      /** The amount, for example 950. */
      amount: z.number({ error: 'expected a number' }).positive({ error: 'expected a positive amount' }).max(10_000_000),
      /** ISO 4217 currency code, for example "EUR". */
      currency: Currency,
      /** What the amount is for: one hour, one day or the whole project. */
      unit: z.enum(PRICE_UNITS, {
        error: (issue) =>
          `expected one of hour, day or project (the amount per hour, per day or for the whole project)${issue.input === undefined ? '' : `; got ${JSON.stringify(issue.input)}`}`,
      }),
      /** Private: the amount is shown only to agents with the `contact:read` scope; the public sees "on request". */
      private: z.boolean({ error: 'expected true or false' }).optional(),
    }),
  ],
  { error: 'expected "on request" or {amount, currency, unit: hour|day|project, private?}' },
);
export type Price = z.infer<typeof Price>;

/** One service offered. */
export const Service = z.strictObject({
  /** A short name, for example "Data platform review". */
  name: Text(120),
  /** What the client gets, one paragraph. */
  description: Text(2000),
  /** The price; absent means not stated. */
  price: Price.optional(),
  /** Skill or technology keywords. */
  keywords: list(Text(60), 30).optional(),
});
export type Service = z.infer<typeof Service>;

/** Work places an engagement can take place at. */
export const WORKPLACES = ['remote', 'on-site', 'hybrid'] as const;

/** An IANA time zone name such as "Europe/Stockholm", or UTC with an offset ("UTC+01:00"). */
const TimeZone = z.string().refine((tz) => /^UTC(?:[+-]\d{2}:\d{2})?$/.test(tz) || Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', {
  error: 'expected an IANA time zone such as "Europe/Stockholm" or an offset such as "UTC+01:00"',
});

/** When and how the owner can take on work. */
export const Availability = z.strictObject({
  /** From when new work can start (YYYY, YYYY-MM or YYYY-MM-DD); absent means now. */
  from: PartialDate.optional(),
  /** How many days per week (0.5 to 7). */
  daysPerWeek: z.number({ error: 'expected a number of days' }).min(0.5).max(7).optional(),
  /** Where the work can take place. */
  workplace: list(z.enum(WORKPLACES, { error: 'expected remote, on-site or hybrid' }), 3).optional(),
  /** Time zones the owner works in or overlaps with. */
  timeZones: list(TimeZone, 10).optional(),
  /** A short note, for example "one new client per quarter". */
  note: Text(300).optional(),
});
export type Availability = z.infer<typeof Availability>;

/** `services.yaml`. */
export const ServicesFile = z.strictObject(
  {
    /** The services offered. */
    services: list(Service, 30).optional(),
    /** Availability for new work; absent means not stated. */
    availability: Availability.optional(),
  },
  { error: 'expected a map with services and availability' },
);
export type ServicesFile = z.infer<typeof ServicesFile>;
