/**
 * The problem details of the API (RFC 9457): the body's schema, and `ApiError`, the API's call
 * sites' way to raise an AppError naming its problem type. The codes, their types and
 * everything else about them are in the one registry (src/errors/registry.ts); src/http/render-error.ts
 * renders them. The error documentation page (/errors) is generated from that registry, so each
 * `type` URL has its anchor.
 */
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import type { ProblemCode, ProblemSlug, TypeOf } from '../errors/registry.ts';

export type { ProblemCode, ProblemSlug };

/**
 * An AppError raised with its problem type written at the call site, which the compiler checks
 * against the registry (`new ApiError('not-found', 'UNKNOWN_PROJECT', …)`). New code may as well
 * write `new AppError('UNKNOWN_PROJECT', …)`.
 */
export class ApiError<C extends ProblemCode = ProblemCode> extends AppError<C> {
  constructor(_type: TypeOf<C>, code: C, detail: string, extra: { headers?: Record<string, string>; fields?: Record<string, unknown> } = {}) {
    super(code, detail, extra);
    this.name = 'ApiError';
  }
  /** The problem type (registry). */
  get type(): ProblemSlug {
    return this.spec.type as ProblemSlug;
  }
  /** The header fields and problem members that go with the error. */
  get extra(): { headers: Readonly<Record<string, string>>; fields: Readonly<Record<string, unknown>> } {
    return { headers: this.headers, fields: this.fields };
  }
}

/** The problem details body (RFC 9457), as the API sends it. */
export const Problem = z
  .object({
    type: z.url().describe('Absolute URL of the problem type, an anchor of the error documentation page.'),
    title: z.string().describe('Short summary of the problem type.'),
    status: z.int().min(400).max(599).describe('The HTTP status code.'),
    detail: z.string().describe('What went wrong with this request, in words.'),
    code: z.string().describe('Stable machine-readable code, for example INVALID_PARAM.'),
    instance: z.string().optional().describe('The request path that caused the problem.'),
    param: z.string().optional().describe('The query parameter at fault, for parameter errors.'),
    allowed: z.array(z.string()).optional().describe('The values the parameter accepts, where finite.'),
    error: z
      .object({ code: z.string().describe('The stable error code.'), message: z.string().describe('What went wrong, in words.') })
      .optional()
      .describe('On 401 and 403: the error in the {code, message} shape that agent clients also read.'),
    violated_policies: z.array(z.string()).optional().describe('On 429: the rate-limit policies exceeded.'),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details.' });
export type Problem = z.infer<typeof Problem>;
