/**
 * The URL builder of the catalogue: `url()`, the one function that turns the name of an
 * operation or page (./operations.ts: every API operation by operation id, with its method, path
 * template, summary and scopes; every page or document by name) with its parameters and query
 * into a path, encoded by ./encode.ts. Base layer: the route registry (src/http/routes/) takes
 * each operation from here (`op()` in src/http/route.ts), and the pages, the discovery documents,
 * MCP, the ask engine, the owner console and its notifications, the social cards, the feeds, the
 * deployment code, the build integrations and the test helpers build their paths through `url()`
 * and read them back with `matchPath()` (tests/unit/catalogue.test.ts holds the registry to the
 * catalogue, and tests/unit/path-literals.test.ts keeps new hand-written paths out of src/ and
 * integrations/).
 *
 * Paths are relative to the site's base path (`/portfolio/` for a site under a folder): the
 * absolute URL of one is `urls.abs(url(...))` or `urls.api(url(...))` (src/core/urls.ts).
 */
import { AppError } from '../errors/app-error.ts';
import { encodeSegment, languagePath, type Query, queryString } from './encode.ts';
import { type Operation, OPERATIONS, PAGES, type Page } from './operations.ts';

export { API_ROOT, OPERATIONS, PAGES } from './operations.ts';

export type OperationId = keyof typeof OPERATIONS;
export type PageName = keyof typeof PAGES;
/** Every name `url()` knows: an operation id or a page name (the two lists share no name). */
export type UrlName = OperationId | PageName;

type TemplateOf<N extends UrlName> = N extends OperationId ? (typeof OPERATIONS)[N]['path'] : N extends PageName ? (typeof PAGES)[N]['path'] : never;
/** The parameter names of a path template: `'/v1/projects/{id}'` -> `'id'`, `'/og/{+page}.png'` -> `'page'`. */
export type ParamsOf<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? (P extends `+${infer Q}` ? Q : P) | ParamsOf<Rest> : never;

interface BaseOptions {
  query?: Query;
  /**
   * A language other than the default one: a localised page under `/<lang>/` (its tag in lower
   * case), an operation with `?lang=`. The caller leaves it out for the default language.
   */
  lang?: string;
}
export type UrlOptions<N extends UrlName> = [ParamsOf<TemplateOf<N>>] extends [never]
  ? BaseOptions & { params?: undefined }
  : BaseOptions & { params: Readonly<Record<ParamsOf<TemplateOf<N>>, string | number>> };
type OptionsArg<N extends UrlName> = [ParamsOf<TemplateOf<N>>] extends [never] ? [options?: UrlOptions<N>] : [options: UrlOptions<N>];

/** A call of `url()` that names nothing in the catalogue or leaves a parameter unfilled: a fault of the code, found when it runs at build or start-up. */
export class CatalogueError extends AppError<'INTERNAL_ERROR'> {
  readonly reason: 'unknown-name' | 'missing-param' | 'unknown-param' | 'invalid-param' | 'not-localised';
  constructor(reason: CatalogueError['reason'], detail: string) {
    super('INTERNAL_ERROR', detail);
    this.name = 'CatalogueError';
    this.reason = reason;
  }
}

/** The template of a name, or a CatalogueError. */
export function templateOf(name: string): { path: string; operation: boolean; localised: boolean } {
  if (Object.hasOwn(OPERATIONS, name)) return { path: OPERATIONS[name as OperationId].path, operation: true, localised: false };
  if (Object.hasOwn(PAGES, name)) {
    const page: Page = PAGES[name as PageName];
    return { path: page.path, operation: false, localised: page.localised === true };
  }
  throw new CatalogueError('unknown-name', `No operation or page "${name}" in the catalogue (src/catalogue/operations.ts)`);
}

/** A parameter of a template: `{id}` (one segment) or `{+page}` (a path of encoded segments). */
const PARAM = /\{(\+?)(\w+)\}/g;

/** The names of a template's parameters: `/v1/projects/{id}` -> `['id']`. */
export const templateParams = (template: string) => [...template.matchAll(PARAM)].map((m) => m[2]!);

/**
 * A `{+name}` value: encoded segments joined by `/`, none empty, `.` or `..`, no query or fragment
 * (so it stays inside the template's folder). As a browser reads a URL (WHATWG URL): `%2e` is a dot
 * in a dot segment (`%2e%2e`, `.%2E`) and `\` a separator, so neither may make one; nor may an
 * encoded `/` or `\` (a server may decode it).
 */
function isEncodedPath(value: string): boolean {
  if (/[?#\s\\]|%(?![0-9A-Fa-f]{2})/.test(value)) return false;
  return value.split('/').every((segment) => {
    if (!segment) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false; // not UTF-8 once decoded
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
  });
}

/** A path template with its parameters filled in, each encoded as one path segment; a missing or unknown parameter throws. */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  const names = new Set(templateParams(template));
  for (const name of Object.keys(params)) if (!names.has(name)) throw new CatalogueError('unknown-param', `The path ${template} has no parameter {${name}}`);
  return template.replace(PARAM, (_, plus: string, name: string) => {
    const value = params[name];
    if (value === undefined) throw new CatalogueError('missing-param', `The path ${template} needs a value for {${name}}`);
    if (!plus) {
      // `.` and `..` stay as they are when encoded (and %2E%2E is read as `..` too): a dot segment would leave the folder.
      if (value === '.' || value === '..') throw new CatalogueError('invalid-param', `The path ${template} takes no dot segment "${value}" for {${name}}`);
      return encodeSegment(String(value));
    }
    if (!isEncodedPath(String(value)))
      throw new CatalogueError(
        'invalid-param',
        `The path ${template} takes encoded path segments for {+${name}}, not ${JSON.stringify(String(value)).slice(0, 80)}`,
      );
    return String(value);
  });
}

/**
 * The path of an operation or page, under the site's base path:
 * `url('getProject', { params: { id: 'x' } })` -> `/v1/projects/x`;
 * `url('listProjects', { query: { tag: 'c++' } })` -> `/v1/projects?tag=c%2B%2B`;
 * `url('project', { params: { id: 'x' }, lang: 'pt-BR' })` -> `/pt-br/projects/x`.
 */
export function url<N extends UrlName>(name: N, ...[options]: OptionsArg<N>): string {
  // A name without options is a constant path (`url('getProfile')`), asked for on every request of
  // some routes (the ask engine cites the API's resources): filled once per name.
  if (options === undefined) {
    let path = PLAIN_PATHS.get(name);
    if (path === undefined) PLAIN_PATHS.set(name, (path = fillTemplate(templateOf(name).path)));
    return path;
  }
  const { path: template, operation, localised } = templateOf(name);
  const opts = (options ?? {}) as BaseOptions & { params?: Readonly<Record<string, string | number>> };
  let path = fillTemplate(template, opts.params);
  let query: Query | undefined = opts.query;
  if (opts.lang !== undefined) {
    if (operation) query = { ...query, lang: opts.lang };
    else if (!localised) throw new CatalogueError('not-localised', `The page "${name}" (${template}) has no language versions`);
    else path = languagePath(opts.lang, path);
  }
  return path + queryString(query);
}

/** The paths of names without parameters or options, filled once (the catalogue's names, a fixed few dozen). */
const PLAIN_PATHS = new Map<string, string>();

/** A path template as a pattern (a `{name}` parameter is one path segment, a `{+name}` one or more); `capture`: each parameter a group. */
const templatePattern = (template: string, capture = false) =>
  new RegExp(
    `^${template
      .split(/(\{\+?\w+\})/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
        const value = part[1] === '+' ? '[^?#]+' : '[^/?#]+';
        return capture ? `(${value})` : value;
      })
      .join('')}$`,
  );

/**
 * The parameters of `path` when it is the path of `name` (`matchPath('ownerClaim', '/owner/claims/c1')`
 * -> `{ id: 'c1' }`), each decoded; undefined when it is not (or a parameter does not decode).
 */
export function matchPath(name: UrlName, path: string): Record<string, string> | undefined {
  const { path: template } = templateOf(name);
  const names = templateParams(template);
  const found = templatePattern(template, true).exec(path);
  if (!found) return undefined;
  try {
    return Object.fromEntries(names.map((param, i) => [param, decodeURIComponent(found[i + 1]!)]));
  } catch {
    return undefined;
  }
}

/** A test of a site path (with or without its query) against path templates. */
function matchesTemplates(templates: readonly string[]): (path: string) => boolean {
  const patterns = templates.map((template) => templatePattern(template));
  return (path) => {
    const bare = path.replace(/[?#].*$/, '');
    return patterns.some((pattern) => pattern.test(bare));
  };
}

/** Whether a site path (with or without its query) is a page every language has, which another language names under `/<lang>/`. */
export const isLocalisedPath = matchesTemplates(
  Object.values(PAGES as Record<string, Page>)
    .filter((page) => page.localised)
    .map((page) => page.path),
);

/** Whether a site path (with or without its query) is an operation that answers in the language asked for, which another language names with `?lang=`. */
export const isLocalisedOperation = matchesTemplates(
  Object.values(OPERATIONS as Record<string, Operation>)
    .filter((operation) => operation.localised)
    .map((operation) => operation.path),
);

/** An operation's entry in the catalogue (method, path template, summary, scopes), with its id. */
export function operation<Id extends OperationId>(operationId: Id): { operationId: Id } & (typeof OPERATIONS)[Id] {
  if (!templateOf(operationId).operation)
    throw new CatalogueError('unknown-name', `No operation "${operationId}" in the catalogue (src/catalogue/operations.ts)`);
  return { operationId, ...OPERATIONS[operationId] };
}
