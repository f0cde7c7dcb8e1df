/**
 * The steps of ./parse.ts walked over the public document (./document.ts). A name is found as the
 * JSON writes it, else folded (case, `-`, `_`: `time_zones` is `timeZones`), else singular or plural,
 * else through the names other schemas give the same field (JSON Resume's `company`, `startDate`,
 * `studyType`; `title` for a role or a name). In a list, a name no item has is an item's id or name
 * (`projects.<id>`, `services.<name>`). Each value keeps the references of where it was read.
 */
import type { Comparison, Step, Test } from './parse.ts';

/** A value found, with the URLs of its source. */
export interface Found {
  value: unknown;
  references: string[];
  /** The path to it as the public JSON writes it (`career.experience[0].organisation`). */
  path: string;
  /** The values a pipe made one list of (`… | [0]`), each with its own path and references. */
  items?: Found[];
}

/** Why a walk found nothing: a name the document has not (with the names it has), a private name, or an index past the end. */
export type Missing =
  | { kind: 'field'; name: string; at: string; names: string[] }
  | { kind: 'private'; name: string; at: string }
  | { kind: 'index'; index: number; at: string; size: number }
  /** A length asked of a value that has none (a number, yes or no). */
  | { kind: 'length'; at: string; type: string };

/** Names of other schemas and of agents for the fields of the public JSON, tried in this order. */
const SAME_FIELDS: readonly (readonly string[])[] = [
  ['role', 'position', 'jobtitle', 'title', 'headline', 'job'],
  ['name', 'title', 'label', 'language'],
  ['organisation', 'organization', 'company', 'employer', 'org', 'name', 'institution'],
  ['institution', 'school', 'university', 'college'],
  ['area', 'field', 'subject', 'major', 'discipline', 'studytype'],
  ['degree', 'studytype', 'qualification'],
  ['start', 'startdate', 'from', 'since', 'began', 'started'],
  ['end', 'enddate', 'to', 'until', 'finished', 'ended'],
  ['date', 'releasedate', 'published', 'issued', 'when', 'awarded', 'year'],
  ['url', 'link', 'href', 'website', 'homepage', 'repository', 'repo', 'source'],
  ['description', 'summary', 'abstract', 'about', 'details'],
  ['summary', 'description', 'abstract'],
  ['highlights', 'achievements', 'results', 'outcomes', 'impact'],
  ['tags', 'topics', 'labels', 'categories'],
  ['fluency', 'level', 'proficiency'],
  ['issuer', 'authority', 'issuedby', 'awarder', 'by'],
  ['awarder', 'awardedby', 'issuer', 'by'],
  ['publisher', 'venue', 'journal', 'conference', 'event'],
  ['price', 'rate', 'rates', 'cost', 'fee', 'fees', 'pricing'],
  ['timezones', 'timezone', 'tz', 'zone', 'zones'],
  ['daysperweek', 'days', 'daysaweek', 'capacity'],
  ['workplace', 'workplaces', 'mode', 'workmode', 'remote'],
  ['email', 'mail', 'emailaddress'],
  ['location', 'city', 'place', 'town', 'based', 'basedin'],
  ['courses', 'modules', 'coursework', 'classes'],
  ['pitch', 'tagline', 'headline'],
  ['profiles', 'social', 'socials', 'links', 'accounts', 'networks', 'socialprofiles'],
  ['experience', 'work', 'positions', 'jobs', 'employment', 'employers', 'history', 'workexperience'],
  ['certificates', 'certifications', 'certs', 'credentials'],
  ['publications', 'talks', 'papers', 'articles'],
  ['languages', 'spokenlanguages', 'spoken'],
  ['volunteer', 'volunteering'],
  ['awards', 'honours', 'honors', 'prizes'],
  ['interests', 'hobbies'],
];

/** Names of what the public views leave out (src/core/views.ts): asked for, they are "not published". */
const PRIVATE_NAMES = new Set([
  'contact',
  'phone',
  'telephone',
  'mobile',
  'address',
  'street',
  'postcode',
  'zip',
  'references',
  'referees',
  'architecture',
  'evaluations',
  'evaluation',
  'years',
  'privateprice',
  'private',
  'calendar',
]);

/** Whether a name is one of what the public views leave out. */
export const isPrivateName = (name: string) => PRIVATE_NAMES.has(folded(name));

/** A name folded: lower case, without `-`, `_`, spaces and dots. */
export const folded = (name: string) => name.toLowerCase().replace(/[-_\s.]/g, '');
const singular = (name: string) => name.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');

/** The key of an object that is the name as written, folded, singular or plural; undefined otherwise. */
function ownKey(object: Record<string, unknown>, name: string): string | undefined {
  if (Object.hasOwn(object, name)) return name;
  const keys = Object.keys(object);
  const wanted = folded(name);
  return keys.find((key) => folded(key) === wanted) ?? keys.find((key) => singular(folded(key)) === singular(wanted));
}

/** The groups of other schemas' names a name is in (none for a private name: `years` is no `year` of a date). */
const sameFieldsOf = (name: string) => {
  const wanted = folded(name);
  return PRIVATE_NAMES.has(wanted) ? [] : SAME_FIELDS.filter((names) => names.includes(wanted) || names.includes(singular(wanted)));
};

/** The key of an object a name means (its own name first, then another schema's name for it), or undefined. */
export function keyOf(object: Record<string, unknown>, name: string): string | undefined {
  const own = ownKey(object, name);
  if (own) return own;
  const keys = Object.keys(object);
  for (const names of sameFieldsOf(name)) {
    const key = keys.find((candidate) => names.includes(folded(candidate)));
    if (key) return key;
  }
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The references of an item: its own links (a project) or the list's. */
function itemReferences(item: unknown, references: string[]): string[] {
  const links = isObject(item) && isObject(item.links) ? item.links : undefined;
  return links ? [links.html, links.self].filter((link): link is string => typeof link === 'string') : references;
}

/** The item of a list a name means: the one whose id, name, title or organisation folds to it. */
function itemNamed(list: readonly unknown[], name: string): number {
  const wanted = folded(name);
  for (const key of ['id', 'name', 'title', 'organisation', 'institution', 'language', 'category']) {
    const at = list.findIndex((item) => isObject(item) && typeof item[key] === 'string' && folded(item[key] as string) === wanted);
    if (at >= 0) return at;
  }
  return -1;
}

/** A walk's result: the values found, or why there are none. */
export type WalkResult = { found: Found[]; missing?: Missing };

/** Walks the steps from the values given, a step at a time over every value (a projection, as in JMESPath). */
export function walk(start: Found[], steps: readonly Step[]): WalkResult {
  let current = start;
  for (const step of steps) {
    if (step.kind === 'collect') {
      current = [
        { value: current.map((found) => found.value), references: [...new Set(current.flatMap((found) => found.references))], path: '', items: current },
      ];
      continue;
    }
    if (step.kind === 'descend') {
      current = descend(current, step.name);
      continue;
    }
    const next: Found[] = [];
    let missing: Missing | undefined;
    for (const found of current) {
      const result = stepOnce(found, step);
      if ('missing' in result) missing ??= result.missing;
      else next.push(...result.found);
    }
    if (!next.length && missing) return { found: [], missing };
    current = next;
  }
  return { found: current };
}

type StepResult = { found: Found[] } | { missing: Missing };

function stepOnce(found: Found, step: Step): StepResult {
  const { value, references, path } = found;
  switch (step.kind) {
    case 'field':
      return field(found, step.name);
    case 'index': {
      const list = Array.isArray(value) ? value : undefined;
      if (!list) return isObject(value) ? field(found, String(step.index)) : { found: [] };
      const at = step.index < 0 ? list.length + step.index : step.index;
      if (at < 0 || at >= list.length) return { missing: { kind: 'index', index: step.index, at: path, size: list.length } };
      if (found.items) return { found: [found.items[at]!] };
      return { found: [{ value: list[at], references: itemReferences(list[at], references), path: `${path}[${at}]` }] };
    }
    case 'slice':
    case 'all':
    case 'filter': {
      const entries = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : isObject(value) ? Object.entries(value) : [];
      const picked = step.kind === 'slice' ? entries.slice(step.start, step.end) : entries;
      return {
        found: picked
          .filter(([, item]) => step.kind !== 'filter' || passes(item, step.test))
          .map(([key, item]) => ({
            value: item,
            references: itemReferences(item, references),
            path: typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`,
          })),
      };
    }
    case 'descend':
      return { found: descend([found], step.name) };
    case 'select':
      return { found: passes(value, step.test) ? [found] : [] };
    case 'pick': {
      if (!isObject(value)) return { found: [] };
      const picked = Object.fromEntries(
        step.names.flatMap((name) => {
          const key = keyOf(value, name);
          return key ? [[key, value[key]]] : [];
        }),
      );
      return { found: [{ value: picked, references, path }] };
    }
    case 'collect':
      return { found: [found] };
    case 'length':
      // As in JMESPath: a list's entries, an object's fields, a text's characters; a number has no length.
      if (!Array.isArray(value) && !isObject(value) && typeof value !== 'string') return { missing: lengthless(value, path) };
      return {
        found: [
          { value: Array.isArray(value) ? value.length : isObject(value) ? Object.keys(value).length : value.length, references, path: `length(${path})` },
        ],
      };
  }
}

function field(found: Found, name: string): StepResult {
  const { value, references, path } = found;
  const at = path ? `${path}.` : '';
  if (isObject(value)) {
    const key = keyOf(value, name);
    if (key) return { found: [{ value: value[key], references, path: `${at}${key}` }] };
    if (PRIVATE_NAMES.has(folded(name))) return { missing: { kind: 'private', name, at: path } };
    return { missing: { kind: 'field', name, at: path, names: Object.keys(value).filter((key) => key !== 'links') } };
  }
  if (Array.isArray(value)) {
    // "projects.length", "services.count": JavaScript's and other languages' size of a list.
    if (/^(?:length|count|size)$/i.test(name) && !value.some((item) => isObject(item) && keyOf(item, name)))
      return { found: [{ value: value.length, references, path: `length(${path})` }] };
    const named = itemNamed(value, name);
    if (named >= 0) return { found: [{ value: value[named], references: itemReferences(value[named], references), path: `${path}[${named}]` }] };
    // A field of the items (`career.languages.language`): a projection over the list.
    const items = value.flatMap((item, i) => {
      const key = isObject(item) ? keyOf(item, name) : undefined;
      return key ? [{ value: (item as Record<string, unknown>)[key], references: itemReferences(item, references), path: `${path}[${i}].${key}` }] : [];
    });
    // "projects.featured": a yes/no field of the items names the items where it is true.
    if (items.length && items.every((item) => typeof item.value === 'boolean')) {
      const key = keyOf(value.find(isObject)!, name)!;
      return {
        found: value.flatMap((item, i) =>
          isObject(item) && item[key] === true ? [{ value: item, references: itemReferences(item, references), path: `${path}[${i}]` }] : [],
        ),
      };
    }
    if (items.length) return { found: items };
    if (PRIVATE_NAMES.has(folded(name))) return { missing: { kind: 'private', name, at: path } };
    const names = [...new Set(value.flatMap((item) => (isObject(item) ? Object.keys(item).filter((key) => key !== 'links') : [])))];
    return { missing: { kind: 'field', name, at: path, names } };
  }
  if (PRIVATE_NAMES.has(folded(name))) return { missing: { kind: 'private', name, at: path } };
  // "profile.name.length": a text's characters (as in JavaScript); a number or a yes/no has no length.
  if (/^(?:length|count|size)$/i.test(name))
    return typeof value === 'string' ? { found: [{ value: value.length, references, path: `length(${path})` }] } : { missing: lengthless(value, path) };
  // "profile.location.city" of a location written as one text: that text is the answer.
  return { found: [{ value, references, path }] };
}

/** Why a value has no length: what it is. */
const lengthless = (value: unknown, at: string): Missing => ({
  kind: 'length',
  at,
  type: typeof value === 'number' ? 'a number' : typeof value === 'boolean' ? 'a yes or no' : 'empty',
});

/**
 * `..name`: every value of that name at any depth under the values. The name is matched as written,
 * folded, singular or plural; only when nothing has it, by the name the public JSON gives that field
 * (the first of its group), first in the entries of a list of that name (`$..language` is the `name`
 * of each of `languages`), then anywhere (`$..company` is `organisation`); never by every alias at
 * every object (`$..organisation` is no project's `title`). A private name has none (`$..years` is no `date`).
 */
function descend(from: readonly Found[], name: string): Found[] {
  /** `within`: only the entries of a list whose name is the name asked. */
  const collect = (wanted: string, within: boolean) => {
    const out: Found[] = [];
    const visit = (node: Found, depth: number, list: string) => {
      if (depth > 6 || out.length > 200) return;
      const { value } = node;
      if (isObject(value)) {
        const key = !within || singular(folded(list)) === singular(folded(name)) ? ownKey(value, wanted) : undefined;
        if (key) out.push({ value: value[key], references: node.references, path: `${node.path}.${key}` });
        for (const [child, item] of Object.entries(value))
          if (child !== key && child !== 'links') visit({ value: item, references: node.references, path: `${node.path}.${child}` }, depth + 1, child);
      } else if (Array.isArray(value))
        for (const [i, item] of value.entries())
          visit({ value: item, references: itemReferences(item, node.references), path: `${node.path}[${i}]` }, depth + 1, list);
    };
    for (const found of from) visit(found, 0, '');
    return out;
  };
  const own = collect(name, false);
  if (own.length) return own;
  const heads = sameFieldsOf(name).map((names) => names[0]!);
  for (const within of [true, false]) {
    for (const head of heads) {
      const other = collect(head, within);
      if (other.length) return other;
    }
  }
  return [];
}

/** Whether an item passes a filter's test; texts compare without case, a list contains a text an item equals or includes. */
function passes(item: unknown, given: Test): boolean {
  if (given.kind === 'and' || given.kind === 'or')
    return given.kind === 'and' ? given.parts.every((part) => passes(item, part)) : given.parts.some((part) => passes(item, part));
  if (given.kind === 'not') return !passes(item, given.part);
  const test = given as Comparison;
  let value: unknown = item;
  for (const name of test.field) {
    const key = isObject(value) ? keyOf(value, name) : undefined;
    value = key ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (test.op === 'exists') return value !== undefined && value !== null && value !== false && value !== '';
  const wanted = test.value;
  if (test.op === 'contains') {
    const text = folded(String(wanted));
    if (Array.isArray(value)) return value.some((entry) => folded(String(entry)) === text) || value.some((entry) => folded(String(entry)).includes(text));
    return typeof value === 'string' && folded(value).includes(text);
  }
  const same = (entry: unknown) => (typeof wanted === 'string' ? folded(String(entry)) === folded(wanted) : entry === wanted);
  const equal = Array.isArray(value) ? value.some(same) : same(value);
  if (test.op === '==') return equal;
  if (test.op === '!=') return !equal;
  if (value === undefined || typeof value === 'object') return false;
  const [left, right] = typeof wanted === 'number' ? [Number(value), wanted] : [String(value), String(wanted)];
  if (test.op === '<') return left < right;
  if (test.op === '<=') return left <= right;
  if (test.op === '>') return left > right;
  return left >= right;
}
