/**
 * Finds the site paths written by hand in source files (tests/unit/path-literals.test.ts): a
 * string literal or any part of a template literal whose text begins with a path of the site
 * (`'/v1/projects'`, `` `/posts/${id}` ``, `` `${consoleUrl}/claims/${id}` ``) or with a path
 * below one of its pages (`'/messages'` of the console at `/owner`), read by TypeScript's parser
 * so that comments and prose that merely mention a path (`'List /v1/projects for valid ids'`, a
 * Markdown code span) do not count; an `.astro` file's template is parsed as TSX, so its
 * attributes (`href="/api"`) and expressions count too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { OPERATIONS, PAGES } from '../../src/catalogue/paths.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const CATALOGUE_PATHS = [...Object.values(OPERATIONS), ...Object.values(PAGES)].map((p) => p.path.split('/'));
/** The first segments of the catalogue's paths (src/catalogue/paths.ts): `v1`, `projects`, `.well-known`, `llms.txt`... */
const SEGMENTS = [...new Set(CATALOGUE_PATHS.map((p) => p[1]!).filter(Boolean))].map(escapeRegExp);
/**
 * The paths of the catalogue below one of its pages, as written after that page's path (a console
 * page `/claims/{id}` after `/owner`, a feed `/rss.xml` after `/posts`): a literal that begins
 * with one builds a path by joining strings, whatever it is joined to.
 */
const TAILS = [...new Set(CATALOGUE_PATHS.filter((p) => p.length > 2 && !p[2]!.startsWith('{')).map((p) => p[2]!))]
  .filter((segment) => !SEGMENTS.includes(escapeRegExp(segment)))
  .map(escapeRegExp);
/** A literal's text that is a site path: one of those segments, then the end, a separator or a substitution. */
export const SITE_PATH = new RegExp(`^/(?:${[...SEGMENTS, ...TAILS].join('|')})(?:[/?#.]|$)`);

export interface PathLiteral {
  file: string;
  line: number;
  text: string;
}

function literalsOfScript(file: string, code: string, lineOffset: number, out: PathLiteral[], kind = ts.ScriptKind.TS) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (SITE_PATH.test(node.text) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        out.push({ file, line: line + 1 + lineOffset, text: node.getText(source).slice(0, 60) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** A quote, backtick or closing brace of a substitution right before such a path: a file without one has none (and is not parsed). */
const CANDIDATE = new RegExp(`['"\`}]/(?:${[...SEGMENTS, ...TAILS].join('|')})`);

/** Every hand-written site path in one file's text; an Astro file's template is read as TSX (its attributes and expressions). */
export function literalsOf(file: string, text: string): PathLiteral[] {
  const out: PathLiteral[] = [];
  if (!CANDIDATE.test(text)) return out;
  if (!file.endsWith('.astro')) {
    literalsOfScript(file, text, 0, out);
    return out;
  }
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (front) literalsOfScript(file, front[1]!, 1, out);
  const offset = front ? front[0].split('\n').length - 1 : 0;
  literalsOfScript(file, `<>${front ? text.slice(front[0].length) : text}</>`, offset, out, ts.ScriptKind.TSX);
  return out;
}

/** Every hand-written site path in the source files under `dirs` (`.ts`, `.mjs`, `.js`, `.astro`). */
export function pathLiterals(dirs: readonly string[]): PathLiteral[] {
  const out: PathLiteral[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|mjs|js|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(...literalsOf(path, readFileSync(path, 'utf8')));
    }
  };
  for (const dir of dirs) walk(dir);
  return out;
}
