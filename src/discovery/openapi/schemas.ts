/**
 * The JSON Schemas of the OpenAPI document, all from the zod schemas: the components (every
 * schema registered with an id, the JSON Resume document described by the official schema's
 * words), references to them, and the schemas of parameters and request bodies.
 */
import JSON_RESUME_SCHEMA from '@jsonresume/schema/schema.json' with { type: 'json' };
import { z } from 'zod';

export type Json = Record<string, unknown>;

function componentId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every response schema of a route needs .meta({ id })');
  return id;
}
export const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${componentId(schema)}` });

/** JSON Schemas of every zod schema registered with an id, as OpenAPI components. */
export function components(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  if (schemas.JsonResume) describeLike(schemas.JsonResume, JSON_RESUME_SCHEMA as Json);
  return schemas;
}

/**
 * The JSON Resume document's fields are the JSON Resume schema's: their descriptions come from
 * the official schema (the `@jsonresume/schema` package this project validates with) rather than
 * being written a second time. Only fields without a description of their own take one.
 */
function describeLike(schema: Json, official: Json | undefined, path = ''): void {
  const props = schema.properties as Record<string, Json> | undefined;
  const theirs = official?.properties as Record<string, Json> | undefined;
  for (const [name, field] of Object.entries(props ?? {})) {
    const other = resolveDefinition(theirs?.[name]);
    const where = `${path}${name}`;
    field.description ??= (typeof other?.description === 'string' ? other.description : undefined) ?? JSON_RESUME_GAPS[where.replace(/\[\]/g, '')];
    describeLike(field, other, `${where}.`);
    if (field.items) describeLike(field.items as Json, resolveDefinition(other?.items as Json | undefined), `${where}.`);
  }
}

/** A `$ref` of the official schema to one of its definitions (the ISO 8601 date), resolved. */
function resolveDefinition(schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return schema;
  return { ...((JSON_RESUME_SCHEMA as { definitions: Record<string, Json> }).definitions[ref.slice('#/definitions/'.length)] ?? {}), ...schema };
}

/** The fields the official schema leaves undescribed, and this project's own additions to it. */
const JSON_RESUME_GAPS: Record<string, string> = {
  basics: 'Who the person is: name, label, contact, location, profiles and summary.',
  'basics.name': 'Full name.',
  'basics.location': 'Where the person is (street address and postal code are private and left out).',
  'basics.location.postalCode': 'Postal code (private: left out of the public export).',
  'basics.location.city': 'City.',
  work: 'Positions held, current ones first.',
  education: 'Studies.',
  volunteer: 'Volunteering.',
  interests: 'Interests.',
  'interests.keywords': 'Words about the interest.',
  'publications.type': "This project's addition: `talk` for a talk, `post` for a post of this site (with its `id`); absent for a written publication.",
  'projects.featured': "This project's addition: whether the home page shows the project first.",
};

/** A field's JSON Schema for a parameter: input view, without the wrapper keys. */
export function parameterSchema(field: z.ZodType): { schema: Json; description?: string; example?: unknown } {
  const schema = z.toJSONSchema(field, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  delete schema.$schema;
  const { description, examples } = schema as { description?: string; examples?: unknown[] };
  const meta = field.meta() as { example?: unknown } | undefined;
  delete schema.description;
  delete schema.example; // examples belong to the parameter (OpenAPI), not to its JSON Schema
  delete schema.allowEmpty; // a router hint (src/http/query.ts), not JSON Schema
  return { schema, description, example: meta?.example ?? examples?.[0] };
}

/** A registered schema is a component; another is inlined. */
export function bodySchema(schema: z.ZodType): Json {
  return z.globalRegistry.get(schema)?.id ? ref(schema) : inputSchema(schema);
}

function inputSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}
