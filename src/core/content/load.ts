/**
 * Reads and validates a content directory (profile.md, projects/*.md, skills.yaml).
 *
 * Every problem in every file is collected before failing, and each message names the file,
 * the field and what was expected, so that an author fixes everything in one pass. A file
 * that fails is never dropped silently: the whole load fails.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isScalar, LineCounter, parseDocument, Scalar, visit } from 'yaml';
import { AppError } from '../../errors/app-error.ts';
import type { z } from 'zod';
import { CareerFile, ServicesFile } from '../schema/career.ts';
import { canonicalTag, SiteFile, siteLanguages } from '../schema/site.ts';
import { PostFrontMatter, PostId, ProfileFrontMatter, ProjectFrontMatter, ProjectId, SkillsFile, tagOf, type Skill } from '../schema/content.ts';

export interface SourceProfile {
  data: ProfileFrontMatter;
  /** The bio, Markdown. */
  body: string;
  filePath: string;
}
export interface SourceProject {
  id: string;
  data: ProjectFrontMatter;
  /** The write-up, Markdown. */
  body: string;
  filePath: string;
}
export interface SourcePost {
  id: string;
  data: PostFrontMatter;
  /** The post, Markdown. */
  body: string;
  filePath: string;
}
export interface SourceSkillCategory {
  category: string;
  /** Display name (the map form of a category). */
  label?: string;
  /** Public level of the whole category (the map form). */
  level?: string;
  skills: Skill[];
}
export interface PortfolioSource {
  dir: string;
  profile: SourceProfile | null;
  projects: SourceProject[];
  /** `posts/<id>.md`, drafts included (the core model leaves them out). */
  posts: SourcePost[];
  skills: SourceSkillCategory[];
  /** `career.yaml`: experience, education, certificates, publications, languages (all optional). */
  career: CareerFile;
  /** `services.yaml`: services and availability (all optional). */
  services: ServicesFile;
  /** `site.yaml`: theme, accent colour, the home page's sections (all optional). */
  site: SiteFile;
  /** Non-fatal remarks (for example: no profile.md), for the build log. */
  warnings: string[];
}

/** Thrown when the content is invalid (CONTENT_INVALID); `problems` holds one line per problem. */
export class ContentError extends AppError<'CONTENT_INVALID'> {
  readonly dir: string;
  readonly problems: string[];
  constructor(dir: string, problems: string[]) {
    super(
      'CONTENT_INVALID',
      `Invalid portfolio content in ${dir} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
    this.dir = dir;
    this.problems = problems;
    // A content mistake is not a crash: no stack trace after the message (Astro prints one when
    // `stack` is set, and nothing of it would help an author).
    this.stack = '';
  }
}

const MAX_FILE_BYTES = 1024 * 1024;
const MARKDOWN_FILE = /\.(md|markdown)$/i;

/** Resolves the content directory from `PORTFOLIO_CONTENT` (default `content/`). */
export function contentDir(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  const configured = env.PORTFOLIO_CONTENT?.trim();
  return resolve(cwd, configured ? configured : 'content');
}

/** A path as messages name it: relative to the working directory when under it. */
export function relToCwd(p: string): string {
  const r = relative(process.cwd(), p);
  return r && !r.startsWith('..') ? r : p;
}

/**
 * The content of the default language: the content folder itself. Its translations
 * (`content/<lang>/`) are read by loadSiteContent (./languages.ts).
 */
export function loadPortfolioSource(dir: string): PortfolioSource {
  const problems: string[] = [];
  const { projectIds: _, ...source } = collectPortfolioSource(dir, problems, []);
  if (problems.length) throw new ContentError(relToCwd(dir), problems);
  return source;
}

/** The default language's content, every problem added to `problems` (the caller throws). */
export function collectPortfolioSource(dir: string, problems: string[], warnings: string[]): PortfolioSource & { projectIds: Map<string, string> } {
  const rel = relToCwd;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ContentError(dir, [
      `${rel(dir)}: content directory not found (set PORTFOLIO_CONTENT to a directory holding profile.md, projects/ and skills.yaml)`,
    ]);
  }

  // profile.md
  let profile: SourceProfile | null = null;
  const profilePath = join(dir, 'profile.md');
  if (existsSync(profilePath)) {
    const doc = readMarkdown(profilePath, rel, problems);
    if (doc) {
      const parsed = ProfileFrontMatter.safeParse(doc.frontMatter);
      problems.push(...checkImages(profilePath, doc.body, rel, dir));
      const portrait = parsed.data?.portrait?.src;
      if (portrait && !existsSync(resolve(dir, portrait)))
        problems.push(`${rel(profilePath)}: field \`portrait.src\`: ${portrait} not found (expected the file ${rel(resolve(dir, portrait))})`);
      if (parsed.success) profile = { data: parsed.data, body: doc.body, filePath: profilePath };
      else problems.push(...describeIssues(rel(profilePath), parsed.error));
    }
  } else {
    warnings.push(`${rel(profilePath)} not found: /v1/profile will answer 404 and the pages show no name`);
  }

  // projects/<id>.md; every project file by id, valid or not (a link to a broken project is not a second problem).
  const projectFolder = loadMarkdownFolder(dir, 'projects', { kind: 'project', id: ProjectId, schema: ProjectFrontMatter }, rel, problems, (filePath, data) => [
    ...keywordProblems(rel(filePath), data),
    ...coverProblems(filePath, data.cover, rel),
  ]);
  const projects: SourceProject[] = projectFolder?.entries ?? [];
  const seen = projectFolder?.ids ?? new Map<string, string>();
  if (!projectFolder) warnings.push(`${rel(join(dir, 'projects'))}/ not found: the portfolio has no projects`);

  const posts = loadPosts(dir, rel, problems);

  const skills = loadSkills(dir, rel, problems, warnings);

  // career.yaml and services.yaml (optional)
  const careerFile = readYamlFile(dir, 'career', CareerFile, rel, problems);
  const career = careerFile?.data ?? {};
  problems.push(...careerProjectProblems(dir, careerFile?.raw, seen, rel));
  const services = readYamlFile(dir, 'services', ServicesFile, rel, problems)?.data ?? {};
  const site = readYamlFile(dir, 'site', SiteFile, rel, problems)?.data ?? {};
  problems.push(...unlistedLanguageFolders(dir, site, rel));

  if (!problems.length && !profile && !projects.length && !skills.length) {
    problems.push(`${rel(dir)}: no profile.md, projects/*.md or skills.yaml found: is PORTFOLIO_CONTENT right?`);
  }
  return { dir, profile, projects, posts, skills, career, services, site, warnings, projectIds: seen };
}

/**
 * `skills.yaml` of a folder (absent: a warning when `warnings` is given): each skill in one category.
 * `original` (a translation's file): the default language's categories, whose skills and level a
 * category written as a label alone (`databases: { label: Datenbanken }`) takes.
 */
export function loadSkills(
  dir: string,
  rel: (p: string) => string,
  problems: string[],
  warnings?: string[],
  original?: SourceSkillCategory[],
): SourceSkillCategory[] {
  const skills: SourceSkillCategory[] = [];
  const skillsPath = ['skills.yaml', 'skills.yml'].map((n) => join(dir, n)).find((p) => existsSync(p));
  if (skillsPath) {
    const text = readText(skillsPath, rel, problems);
    if (text !== null) {
      const written = parseYaml(text, rel(skillsPath), problems);
      const data = original ? withOriginalSkills(written, original, rel(skillsPath), problems) : written;
      if (data !== undefined) {
        const parsed = SkillsFile.safeParse(data ?? {});
        if (parsed.success) {
          for (const [category, entry] of Object.entries(parsed.data)) skills.push({ category, ...entry });
        } else problems.push(...describeIssues(rel(skillsPath), parsed.error));
      }
    }
  } else {
    warnings?.push(`${rel(join(dir, 'skills.yaml'))} not found: the portfolio has no skills`);
  }

  // A skill listed under two categories is most likely a copy-paste slip: name both.
  const categoryOf = new Map<string, string>();
  for (const { category, skills: list } of skills) {
    for (const skill of list) {
      const key = skill.name.toLowerCase();
      const other = categoryOf.get(key);
      if (other !== undefined)
        problems.push(`${rel(skillsPath!)}: skill "${skill.name}" is listed in two categories, \`${other}\` and \`${category}\`: keep it in one`);
      else categoryOf.set(key, category);
    }
  }
  return skills;
}

/**
 * A translated skills.yaml with its label-only categories completed from the default language's
 * category of the same name (its skills, and its level unless the translation gives one); a
 * label-only category the default file does not have is a problem, named here.
 */
function withOriginalSkills(written: unknown, original: SourceSkillCategory[], file: string, problems: string[]): unknown {
  if (!written || typeof written !== 'object' || Array.isArray(written)) return written;
  const byName = new Map(original.map((c) => [c.category, c]));
  const out: Record<string, unknown> = {};
  for (const [category, entry] of Object.entries(written)) {
    const labelOnly = entry !== null && typeof entry === 'object' && !Array.isArray(entry) && !('skills' in entry);
    const from = byName.get(category);
    if (labelOnly && !from) {
      problems.push(
        `${file}: category \`${category}\` has no skills and the default language's skills.yaml has no category of that name to take them from: list its skills, or use a category name of the default file`,
      );
      return undefined;
    }
    out[category] = labelOnly && from ? { ...(from.level ? { level: from.level } : {}), ...entry, skills: from.skills } : entry;
  }
  return out;
}

/** The project ids career.yaml names that no project has (checked on the file as written, so that it is reported with the field problems, in one pass). */
export function careerProjectProblems(dir: string, raw: unknown, projectIds: Map<string, string>, rel: (p: string) => string): string[] {
  const problems: string[] = [];
  for (const [i, job] of experienceEntries(raw)) {
    for (const id of job.projects) {
      if (!projectIds.has(id)) {
        problems.push(
          `${rel(join(dir, 'career.yaml'))}: field \`experience.${i}.projects\`: no project has the id "${id}" (expected the name of a file in projects/ without .md)`,
        );
      }
    }
  }
  return problems;
}

/** A folder of the content folder named like a language (`fr`, `pt-BR`) that site.yaml does not list: its translations would be ignored. */
function unlistedLanguageFolders(dir: string, site: SiteFile, rel: (p: string) => string): string[] {
  const listed = new Set(siteLanguages(site).languages);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !listed.has(e.name) && isLanguageName(e.name))
    .map((e) => {
      const tag = canonicalTag(e.name)!;
      const fix = listed.has(tag)
        ? `rename it to ${tag}/, as site.yaml writes the language`
        : `add "${tag}" to \`languages\` in site.yaml (languages: [${[...(site.languages ?? []), tag].join(', ')}]) or rename the folder`;
      return `${rel(join(dir, e.name))}/: a folder named like the language "${tag}", which site.yaml does not list: ${fix}`;
    });
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** Whether a folder name is a language tag whose language Intl knows (`de`, `pt-BR`; not `img` or `projects`). */
export function isLanguageName(name: string): boolean {
  const tag = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(name) ? canonicalTag(name) : undefined;
  if (!tag) return false;
  const language = tag.split('-')[0]!;
  return languageNames.of(language) !== undefined;
}

/** `posts/<id>.md` (optional folder): every file checked like a project, the cover next to the post. */
function loadPosts(dir: string, rel: (p: string) => string, problems: string[]): SourcePost[] {
  const folder = loadMarkdownFolder(
    dir,
    'posts',
    {
      kind: 'post',
      id: PostId,
      idProblem: (id) => (/^\d+$/.test(id) ? 'digits alone name the pages of the posts index (/posts/2): add a word' : undefined),
      schema: PostFrontMatter,
    },
    rel,
    problems,
    (filePath, data) => postProblems(filePath, data, rel),
  );
  return folder?.entries ?? [];
}

interface FolderKind<S extends z.ZodType> {
  /** The word for one entry in messages (`project`, `post`). */
  kind: string;
  /** The rule for ids (the file names without .md). */
  id: z.ZodType<string>;
  /** A further rule for ids, answered as the reason the id is not valid. */
  idProblem?: (id: string) => string | undefined;
  /** The front matter's schema. */
  schema: S;
}

/**
 * A folder of Markdown files, one entry each (`projects/`, `posts/`): the file name is the id,
 * each id once, the front matter validated and checked further by `check`, the images of the
 * text checked. `ids` names every file with a valid id, valid content or not. Undefined when the
 * folder is absent.
 */
function loadMarkdownFolder<S extends z.ZodType>(
  dir: string,
  folder: string,
  kind: FolderKind<S>,
  rel: (p: string) => string,
  problems: string[],
  check: (filePath: string, data: z.infer<S>) => string[],
): { entries: { id: string; data: z.infer<S>; body: string; filePath: string }[]; ids: Map<string, string> } | undefined {
  const folderPath = join(dir, folder);
  if (!existsSync(folderPath)) return undefined;
  const names = readdirSync(folderPath, { withFileTypes: true })
    .filter((e) => e.isFile() && MARKDOWN_FILE.test(e.name) && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  const entries: { id: string; data: z.infer<S>; body: string; filePath: string }[] = [];
  const ids = new Map<string, string>();
  for (const name of names) {
    const filePath = join(folderPath, name);
    const id = name.replace(MARKDOWN_FILE, '');
    const idCheck = kind.id.safeParse(id);
    const idProblem = idCheck.success ? kind.idProblem?.(id) : idCheck.error.issues[0]!.message;
    if (idProblem !== undefined) {
      problems.push(`${rel(filePath)}: file name "${id}" is not a valid ${kind.kind} id: ${idProblem}`);
      continue;
    }
    const previous = ids.get(id);
    if (previous) {
      problems.push(`${rel(filePath)}: duplicate ${kind.kind} id "${id}" (also used by ${rel(previous)})`);
      continue;
    }
    ids.set(id, filePath);
    const doc = readMarkdown(filePath, rel, problems);
    if (!doc) continue;
    problems.push(...checkImages(filePath, doc.body, rel, dir));
    const parsed = kind.schema.safeParse(doc.frontMatter);
    if (!parsed.success) {
      problems.push(...describeIssues(rel(filePath), parsed.error));
      continue;
    }
    problems.push(...check(filePath, parsed.data));
    entries.push({ id, data: parsed.data, body: doc.body, filePath });
  }
  return { entries, ids };
}

/** What the schema cannot see: `updated` before `date`, a cover that is not there. */
function postProblems(filePath: string, data: PostFrontMatter, rel: (p: string) => string): string[] {
  const problems: string[] = [];
  if (data.updated && data.updated < data.date)
    problems.push(`${rel(filePath)}: field \`updated\`: ${data.updated} is before the post's \`date\` ${data.date}`);
  problems.push(...coverProblems(filePath, data.cover, rel));
  return problems;
}

/** A cover (of a post or a project) names a file next to the Markdown file that must exist. */
function coverProblems(filePath: string, cover: { src: string } | undefined, rel: (p: string) => string): string[] {
  if (!cover || existsSync(resolve(dirname(filePath), cover.src))) return [];
  return [`${rel(filePath)}: field \`cover.src\`: ${cover.src} not found (expected the file ${rel(resolve(dirname(filePath), cover.src))})`];
}

/** `keywords` are the tags as written for people: one per tag, in order, each with the tag at its place as its tag form. */
function keywordProblems(file: string, data: ProjectFrontMatter): string[] {
  const { keywords, tags } = data;
  if (!keywords) return [];
  if (keywords.length !== tags.length) return [`${file}: field \`keywords\`: expected one keyword per tag (${tags.length}), found ${keywords.length}`];
  return keywords.flatMap((k, i) =>
    tagOf(k) === tags[i] ? [] : [`${file}: field \`keywords.${i}\`: "${k}" is written for the tag "${tagOf(k)}", but the tag at its place is "${tags[i]}"`],
  );
}

/**
 * Reads and validates `<name>.yaml` (or `.yml`) when it exists; undefined when absent or not YAML.
 * `data` is the valid file (absent when invalid); `raw` is the file as parsed, for cross-checks.
 */
export function readYamlFile<T extends z.ZodType>(
  dir: string,
  name: string,
  schema: T,
  rel: (p: string) => string,
  problems: string[],
): { data?: z.infer<T>; raw: unknown } | undefined {
  const path = [`${name}.yaml`, `${name}.yml`].map((n) => join(dir, n)).find((p) => existsSync(p));
  if (!path) return undefined;
  const text = readText(path, rel, problems);
  if (text === null) return undefined;
  const raw = parseYaml(text, rel(path), problems);
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return { data: parsed.data, raw };
  problems.push(...describeIssues(rel(path), parsed.error));
  return { raw };
}

/** The `experience` entries of career.yaml as written, with the project ids each names (strings only). */
function experienceEntries(raw: unknown): [number, { projects: string[] }][] {
  const list = raw && typeof raw === 'object' ? (raw as { experience?: unknown }).experience : undefined;
  if (!Array.isArray(list)) return [];
  return list.map((job, i) => {
    const projects = job && typeof job === 'object' ? (job as { projects?: unknown }).projects : undefined;
    return [i, { projects: Array.isArray(projects) ? projects.filter((p): p is string => typeof p === 'string') : [] }];
  });
}

export function readText(path: string, rel: (p: string) => string, problems: string[]): string | null {
  const size = statSync(path).size;
  if (size > MAX_FILE_BYTES) {
    problems.push(`${rel(path)}: file is ${size} bytes, expected at most ${MAX_FILE_BYTES}`);
    return null;
  }
  const text = readFileSync(path, 'utf8');
  if (text.includes('\uFFFD')) {
    problems.push(`${rel(path)}: expected UTF-8 text`);
    return null;
  }
  // Windows line ends would stay in the bio and the write-ups (\r in the JSON and llms-full.txt).
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** `lineOffset`: lines of the file before `text` (the opening `---` of front matter). */
function parseYaml(text: string, label: string, problems: string[], lineOffset = 0): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true, schema: 'core', lineCounter });
  if (doc.errors.length) {
    for (const e of doc.errors) {
      const pos = e.linePos?.[0];
      const where = pos ? `line ${pos.line + lineOffset}, column ${pos.col}` : 'unknown position';
      const reason = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      problems.push(`${label}: YAML does not parse (${where}): ${reason}`);
    }
    return undefined;
  }
  const merged = mergedListItems(doc, text, lineCounter, label, lineOffset);
  if (merged.length) {
    problems.push(...merged);
    return undefined;
  }
  return doc.toJS({ maxAliasCount: 100 });
}

/**
 * A list item indented further than the one above it is not an item: YAML folds it into the
 * value above (`- MPI` then `    - Slurm` reads as the one skill "MPI - Slurm"). Valid YAML, so
 * it would pass silently; a plain value that continues on a line starting with "- " is reported.
 */
function mergedListItems(doc: ReturnType<typeof parseDocument>, text: string, lines: LineCounter, label: string, lineOffset: number): string[] {
  const found: string[] = [];
  visit(doc, {
    Scalar(_key, node: Scalar) {
      if (!isScalar(node) || node.type !== Scalar.PLAIN || !node.range) return;
      const source = text.slice(node.range[0], node.range[1]);
      const at = source.search(/\n[ \t]*- /);
      if (at < 0) return;
      const line = lines.linePos(node.range[0] + at + 1).line + lineOffset;
      const item = source
        .slice(at + 1)
        .split('\n')[0]!
        .trim();
      found.push(
        `${label}: line ${line}: "${item}" is indented further than the list item above it, so YAML reads both as the one value "${String(node.value)}": indent it like the item above to make it an item of its own`,
      );
    },
  });
  return found;
}

export function readMarkdown(path: string, rel: (p: string) => string, problems: string[]): { frontMatter: unknown; body: string } | null {
  const text = readText(path, rel, problems);
  if (text === null) return null;
  // Only a line that is exactly `---` closes the front matter (which may be empty).
  const m = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!m) {
    problems.push(`${rel(path)}: expected YAML front matter between "---" lines at the top of the file`);
    return null;
  }
  const frontMatter = parseYaml(m[1] ?? '', `${rel(path)} (front matter)`, problems, 1);
  if (frontMatter === undefined) return null;
  if (frontMatter === null || typeof frontMatter !== 'object' || Array.isArray(frontMatter)) {
    problems.push(`${rel(path)}: expected the front matter to be a map of fields`);
    return null;
  }
  return { frontMatter, body: text.slice(m[0].length).trim() };
}

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;

/**
 * The images of a write-up: each needs alt text (what it shows, for people who cannot see it),
 * and a relative one must exist next to the file (Astro optimises it; a missing one would be
 * published as an image without a source).
 */
export function checkImages(filePath: string, body: string, rel: (p: string) => string = (p) => p, root = dirname(filePath)): string[] {
  const problems: string[] = [];
  for (const [, alt, src] of body.matchAll(MARKDOWN_IMAGE)) {
    const where = `${rel(filePath)}: image \`${src}\``;
    if (!alt!.trim()) problems.push(`${where} has no alt text: write what it shows, ![a diagram of …](${src})`);
    if (/^[a-z][a-z0-9+.-]*:/i.test(src!) || src!.startsWith('//')) continue;
    if (src!.startsWith('/')) {
      // Nothing serves the content folder at the site's root: the image would be published broken.
      const suggested = relative(dirname(filePath), join(root, src!)).split('\\').join('/');
      problems.push(
        `${where} is an absolute path, which the site does not serve: write it relative to this file, such as ${suggested.startsWith('.') ? suggested : `./${suggested}`}`,
      );
      continue;
    }
    const target = resolve(dirname(filePath), decodeURI(src!.split(/[?#]/)[0]!));
    if (!existsSync(target) || !statSync(target).isFile()) problems.push(`${where} not found (expected the file ${rel(target)})`);
  }
  return problems;
}

/** One line per zod issue: `file: field `a.b`: message`. */
export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => describeIssue(file, issue));
}

/**
 * A value that matches no form of a union (a price written as a map with a wrong unit, say) is
 * described by the one form it was written in, field by field, when exactly one form got past
 * the shape of the value itself; otherwise by the union's message.
 */
function unionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] | undefined {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return undefined;
  const shaped = issue.errors.filter((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0));
  if (shaped.length !== 1) return undefined;
  return shaped[0]!.map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
}

function describeIssue(file: string, issue: z.core.$ZodIssue): string[] {
  const branch = unionBranch(issue);
  if (branch) return branch.flatMap((i) => describeIssue(file, i));
  return [issue].map((issue) => {
    if (issue.code === 'invalid_key') {
      const reasons = issue.issues.map((i) => i.message).join('; ');
      return `${file}: ${issue.path.length ? `key \`${issue.path.join('.')}\`` : 'key'}: ${reasons}`;
    }
    if (issue.code === 'unrecognized_keys') {
      const where = issue.path.length ? ` in \`${issue.path.join('.')}\`` : '';
      return `${file}: unknown field${issue.keys.length > 1 ? 's' : ''}${where} ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
    }
    const field = issue.path.length ? `field \`${issue.path.join('.')}\`` : 'file';
    return `${file}: ${field}: ${issue.message}`;
  });
}
