// The scoped operations: private views of the portfolio, each behind one OAuth scope.
import { ArchitectureResponse, ContactResponse, DossierResponse, EvaluationsResponse, RatesResponse } from '../../core/schema/private.ts';
import { SUCCESS } from '../../core/schema/public.ts';
import { architectureView, contactView, dossierView, ratesView, skillEvaluations } from '../../core/views.ts';
import { z } from 'zod';
import { ApiError } from '../problem.ts';
import { op, route, type ApiRoute } from '../route.ts';

const PRIVATE_PROBLEMS = ['unauthorized', 'forbidden'] as const;

/**
 * The examples of the private views, made up here so that none can equal a real private value:
 * reserved names only (RFC 2606 domains, the fictional 555-01xx phone numbers, "Example" skills
 * and projects, a number of years that a skill of the shipped content does not have). The
 * routes below use them as their responseExample; tests/unit/openapi-examples.test.ts checks
 * the whole document against the private values of the content.
 */
const EXAMPLE_SKILLS = {
  'example-category': [{ name: 'Example Skill A', level: 'advanced', years: 12.5 }, { name: 'Example Skill B' }],
};
const EXAMPLE_ARCHITECTURE = '## Components\n\n- example-ingest: an example ingestion service …';
export const PRIVATE_EXAMPLES: Readonly<Record<string, unknown>> = {
  getContact: {
    status: SUCCESS,
    data: { phone: '+1 555 0100', calendar: 'https://calendar.example.com/example-booking', preferred: 'e-mail to example@example.com, mornings' },
  },
  getRates: {
    status: SUCCESS,
    data: [
      { name: 'Example service', price: { amount: 1234.5, currency: 'XTS', unit: 'day', private: true } },
      { name: 'Example workshop', price: 'on request' },
    ],
  },
  getProjectArchitecture: { status: SUCCESS, data: { id: 'example-project', title: 'Example Project', architecture: EXAMPLE_ARCHITECTURE } },
  getSkillEvaluations: { status: SUCCESS, data: EXAMPLE_SKILLS },
  getDossier: {
    status: SUCCESS,
    data: {
      profile: { name: 'Ada Example', role: 'Data Engineer', location: 'Example City', email: 'ada@example.com', bio: 'A short bio.' },
      projects: [
        {
          id: 'example-project',
          title: 'Example Project',
          description: 'An example project.',
          tags: ['example'],
          featured: true,
          links: { self: 'https://portfolio.example/v1/projects/example-project', html: 'https://portfolio.example/projects/example-project' },
          writeup: 'The write-up.',
          architecture: EXAMPLE_ARCHITECTURE,
        },
      ],
      skills: { 'example-category': [EXAMPLE_SKILLS['example-category'][0]] },
      references: [{ name: 'Example Referee, Example Corp', reference: 'An example reference.' }],
    },
  },
};

export const PRIVATE_ROUTES: ApiRoute[] = [
  route({
    ...op('getContact'),
    description: "The owner's private contact block (for example phone, booking link, preferred channel). Needs the contact:read scope.",
    tags: ['private'],
    cacheControl: 'private, no-store',
    response: ContactResponse,
    responseExample: PRIVATE_EXAMPLES.getContact,
    problems: [...PRIVATE_PROBLEMS, 'not-found'],
    handle: ({ portfolio }) => {
      if (!portfolio.profile?.contact) throw new ApiError('not-found', 'NO_CONTACT', 'This portfolio has no private contact details.');
      return { status: SUCCESS, data: contactView(portfolio.profile) };
    },
  }),
  route({
    ...op('getRates'),
    description: 'The prices of the services including those the owner marked private (shown publicly as "on request"). Needs the contact:read scope.',
    tags: ['private'],
    cacheControl: 'private, no-store',
    response: RatesResponse,
    responseExample: PRIVATE_EXAMPLES.getRates,
    problems: [...PRIVATE_PROBLEMS],
    handle: ({ portfolio }) => ({ status: SUCCESS, data: ratesView(portfolio) }),
  }),
  route({
    ...op('getProjectArchitecture'),
    description: 'The private architecture notes of one project (Markdown). Needs the projects:read scope. 404 where the project has none.',
    tags: ['private'],
    cacheControl: 'private, no-store',
    params: { id: z.string().meta({ description: 'The project id.', example: 'example-project' }) },
    // A project of this content that has notes (its id is public; the notes stay out of the documentation).
    exampleParams: (p) => {
      const id = p.projects.find((x) => x.architecture)?.id;
      return id ? { id } : undefined;
    },
    response: ArchitectureResponse,
    responseExample: PRIVATE_EXAMPLES.getProjectArchitecture,
    problems: [...PRIVATE_PROBLEMS, 'not-found'],
    handle: ({ portfolio, params }) => {
      const project = portfolio.project(params.id!);
      if (!project) throw new ApiError('not-found', 'UNKNOWN_PROJECT', `No project has the id "${params.id}".`);
      const view = architectureView(project);
      if (!view) throw new ApiError('not-found', 'NO_ARCHITECTURE', `The project "${params.id}" has no architecture notes.`);
      return { status: SUCCESS, data: view };
    },
  }),
  route({
    ...op('getSkillEvaluations'),
    description: 'Every skill by category with its private level and years of practice, where the owner gave them. Needs the skills:read scope.',
    tags: ['private'],
    cacheControl: 'private, no-store',
    response: EvaluationsResponse,
    responseExample: PRIVATE_EXAMPLES.getSkillEvaluations,
    problems: [...PRIVATE_PROBLEMS],
    handle: ({ portfolio }) => ({ status: SUCCESS, data: skillEvaluations(portfolio.skills) }),
  }),
  route({
    ...op('getDossier'),
    description:
      'Everything public (profile, projects with write-ups, skills) plus the skill evaluations, the project architecture notes and the references (career.yaml, private: third-party personal data), in one document. Needs the portfolio:read scope. Private contact details are not part of it (contact:read).',
    tags: ['private'],
    cacheControl: 'private, no-store',
    response: DossierResponse,
    responseExample: PRIVATE_EXAMPLES.getDossier,
    problems: [...PRIVATE_PROBLEMS],
    handle: ({ portfolio, urls }) => ({ status: SUCCESS, data: dossierView(portfolio, urls) }),
  }),
];
