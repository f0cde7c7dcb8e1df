/**
 * Response shapes of the scoped (private) views. Each is served only to a principal holding
 * the scope named in the route registry.
 */
import { z } from 'zod';
import { Price, Reference } from './career.ts';
import { Contact, SkillLevel } from './content.ts';
import { ProjectDetail, PublicProfile, Status } from './public.ts';

const ok = <T extends z.ZodType>(data: T) => z.strictObject({ status: Status, data });

export const SkillEvaluation = z
  .strictObject({
    name: z.string().describe('The skill, as listed.'),
    level: SkillLevel.optional().describe("The owner's own evaluation of the skill."),
    years: z.number().optional().describe('Years of practice.'),
  })
  .meta({ id: 'SkillEvaluation', description: 'A skill with its private evaluation.' });

const Evaluations = z.record(z.string(), z.array(SkillEvaluation)).describe('The skills of each category (by category name) with their private evaluations.');

export const ContactResponse = ok(Contact.meta({ id: 'Contact', description: 'Private contact details (phone, calendar, preferred channel, …).' })).meta({
  id: 'ContactResponse',
});
export const RatesResponse = ok(
  z
    .array(z.strictObject({ name: z.string().describe('The service.'), price: Price.optional().describe('Its price as written, a private amount included.') }))
    .describe('Every service with its price.'),
).meta({
  id: 'RatesResponse',
  description: 'Every service with its price as written, private amounts included.',
});
export const ArchitectureResponse = ok(
  z
    .strictObject({
      id: z.string().describe('The project id.'),
      title: z.string().describe('The project title.'),
      architecture: z.string().describe('Markdown.'),
    })
    .describe('The private architecture notes of one project.'),
).meta({
  id: 'ArchitectureResponse',
});
export const EvaluationsResponse = ok(Evaluations).meta({ id: 'EvaluationsResponse' });
export const DossierResponse = ok(
  z
    .strictObject({
      profile: PublicProfile.nullable().describe('The public profile (null when the content has none).'),
      projects: z
        .array(ProjectDetail.extend({ architecture: z.string().optional().describe('Private architecture notes, Markdown.') }))
        .describe('Every project with its write-up and private architecture notes.'),
      skills: Evaluations,
      references: z.array(Reference).describe('References from other people (private: third-party personal data).'),
    })
    .describe('The whole portfolio with its private parts.'),
).meta({ id: 'DossierResponse', description: 'Everything public plus skill evaluations, architecture notes and references.' });
