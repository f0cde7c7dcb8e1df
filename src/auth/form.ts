/**
 * A parsed form body: one value per parameter (RFC 6749 §3.1), empty values as absent; the
 * repeatable `resource` and `audience` keep every value, separated by NUL (see formValues).
 */
export type Form = Map<string, string>;

export function formValues(form: Form, name: string): string[] {
  return form.get(name)?.split('\u0000') ?? [];
}
