/**
 * Response shapes of the scoped (private) views. Each is served only to a principal holding
 * the scope named in the route registry.
 */
import { z } from 'zod';
import { Price, Reference } from './career.ts';
import { Contact, SkillLevel } from './content.ts';
import { ProjectDetail, PublicProfile, SUCCESS } from './public.ts';

const ok = <T extends z.ZodType>(data: T) => z.strictObject({ status: z.literal(SUCCESS), data });

export const SkillEvaluation = z
  .strictObject({ name: z.string(), level: SkillLevel.optional(), years: z.number().optional() })
  .meta({ id: 'SkillEvaluation', description: 'A skill with its private evaluation.' });

const Evaluations = z.record(z.string(), z.array(SkillEvaluation));

export const ContactResponse = ok(Contact.meta({ id: 'Contact', description: 'Private contact details (phone, calendar, preferred channel, …).' })).meta({
  id: 'ContactResponse',
});
export const RatesResponse = ok(z.array(z.strictObject({ name: z.string(), price: Price.optional() }))).meta({
  id: 'RatesResponse',
  description: 'Every service with its price as written, private amounts included.',
});
export const ArchitectureResponse = ok(z.strictObject({ id: z.string(), title: z.string(), architecture: z.string().describe('Markdown.') })).meta({
  id: 'ArchitectureResponse',
});
export const EvaluationsResponse = ok(Evaluations).meta({ id: 'EvaluationsResponse' });
export const DossierResponse = ok(
  z.strictObject({
    profile: PublicProfile.nullable(),
    projects: z.array(ProjectDetail.extend({ architecture: z.string().optional() })),
    skills: Evaluations,
    references: z.array(Reference).describe('References from other people (private: third-party personal data).'),
  }),
).meta({ id: 'DossierResponse', description: 'Everything public plus skill evaluations, architecture notes and references.' });
