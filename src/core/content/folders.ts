/**
 * The Markdown folders of a content folder (`projects/`, `posts/`): one entry a file, the file
 * name its id, each checked by its schema and by ./checks.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { PostFrontMatter, PostId, ProjectFrontMatter, ProjectId } from '../schema/content.ts';
import { checkImages, coverProblems, keywordProblems, postProblems } from './checks.ts';
import { readMarkdown } from './files.ts';
import { describeIssues } from './problems.ts';
import type { SourcePost, SourceProject } from './source.ts';

const MARKDOWN_FILE = /\.(md|markdown)$/i;

/**
 * `projects/<id>.md` (undefined when the folder is absent): `ids` names every project file, valid
 * or not (a link to a broken project is not a second problem).
 */
export function loadProjects(dir: string, rel: (p: string) => string, problems: string[]): { entries: SourceProject[]; ids: Map<string, string> } | undefined {
  return loadMarkdownFolder(dir, 'projects', { kind: 'project', id: ProjectId, schema: ProjectFrontMatter }, rel, problems, (filePath, data) => [
    ...keywordProblems(rel(filePath), data),
    ...coverProblems(filePath, data.cover, rel),
  ]);
}

/** `posts/<id>.md` (optional folder): every file checked like a project, the cover next to the post. */
export function loadPosts(dir: string, rel: (p: string) => string, problems: string[]): SourcePost[] {
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
