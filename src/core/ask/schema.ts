/**
 * The envelope of `/v1/ask` answers. One schema: the route validates against it, and the
 * OpenAPI document and the tests derive from it.
 */
import { z } from 'zod';

/** The version of the envelope below; a breaking change of its shape bumps it. */
export const ASK_ENVELOPE_VERSION = '1.0';

/** Longest accepted question, in characters; the route refuses longer ones with 400. */
export const ASK_MAX_QUERY_LENGTH = 500;

export const AskResponseType = z
  .enum(['answer', 'list', 'not_found', 'help'])
  .describe(
    '`answer`: a direct answer (a fact, yes/no, a count, one project, a comparison); `list`: a list of ' +
      'skills or projects; `not_found`: the portfolio does not contain the answer (or it is private), ' +
      'with no references; `help`: how to use the endpoint, with example questions.',
  );
export type AskResponseType = z.infer<typeof AskResponseType>;

export const AskIntent = z
  .enum([
    'help',
    'profile',
    'location',
    'contact',
    'private',
    'skills',
    'skill_check',
    'projects',
    'project',
    'count',
    'recent',
    'featured',
    'comparison',
    'unknown',
    'posts',
  ])
  .describe(
    'The kind of question recognised: `profile` (who, role, links), `location` (where, or "based in Europe?"), ' +
      '`contact`, `private` (a request for private data, always refused), `skills` (by category or all), ' +
      '`skill_check` ("does she know X"), `projects` (by tag, technology or topic), `project` (one named ' +
      'project), `count`, `recent`, `featured`, `comparison`, `help`, `posts` (the owner’s published posts), or `unknown`.',
  );
export type AskIntent = z.infer<typeof AskIntent>;

export const AskAnswer = z
  .strictObject({
    _meta: z
      .strictObject({
        response_type: AskResponseType,
        version: z.literal(ASK_ENVELOPE_VERSION).describe('The envelope version.'),
        intent: AskIntent,
        confidence: z
          .number()
          .min(0)
          .max(1)
          .describe(
            'How sure the engine is that it understood the question: 1 when every word was recognised ' +
              'exactly, lower when typos were corrected or a topic was found only in write-ups.',
          ),
      })
      .describe('What kind of answer this is.'),
    answer: z
      .string()
      .describe(
        'A short, complete answer naming the facts, in English (in German for a German question about German content); built only from the public portfolio.',
      ),
    references: z
      .array(z.url())
      .describe(
        'Absolute URLs of the sources used: the page of each cited project (its URL contains the project id) ' +
          'and the API resources; empty when nothing was used.',
      ),
  })
  .meta({
    id: 'AskAnswer',
    description:
      'An answer to a question about the portfolio, computed from its public content only: no model, no ' +
      'network call, the same answer for the same question.',
  });
export type AskAnswer = z.infer<typeof AskAnswer>;
