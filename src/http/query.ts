/**
 * Query-string parsing shared by every route. Rules: unknown parameters are ignored; a known
 * parameter given twice or given empty is a 400; its value is validated by the route's zod schema.
 */
import { z } from 'zod';
import { ApiError } from './problem.ts';

export function parseQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const values = params.getAll(name);
    if (values.length > 1) {
      throw new ApiError('bad-request', 'DUPLICATE_PARAM', `The query parameter "${name}" is given ${values.length} times; give it once.`, {
        fields: { param: name },
      });
    }
    if (values.length === 1) {
      const field = schema.shape[name] as z.ZodType;
      if (values[0]!.trim() === '' && !(field.meta() as { allowEmpty?: boolean } | undefined)?.allowEmpty) {
        throw new ApiError('bad-request', 'EMPTY_PARAM', `The query parameter "${name}" is empty; give a value or leave it out.`, {
          fields: { param: name },
        });
      }
      raw[name] = values[0]!;
    }
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const param = String(issue.path[0] ?? '');
  const allowed = allowedValues(schema.shape[param]);
  const got = JSON.stringify(raw[param] ?? '');
  throw new ApiError(
    'bad-request',
    'INVALID_PARAM',
    allowed
      ? `The query parameter "${param}" must be one of ${allowed.join(', ')}; got ${got}.`
      : `The query parameter "${param}" is invalid (${issue.message}); got ${got}.`,
    { fields: { param, ...(allowed ? { allowed } : {}) } },
  );
}

function allowedValues(field: unknown): string[] | undefined {
  let f = field;
  while (f instanceof z.ZodOptional || f instanceof z.ZodDefault) f = f.unwrap();
  return f instanceof z.ZodEnum ? (f.options as string[]) : undefined;
}
