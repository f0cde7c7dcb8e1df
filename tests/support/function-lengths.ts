/**
 * Finds the long functions of the source (tests/unit/function-length.test.ts): every function
 * declaration, function expression, arrow function, method, constructor and accessor, read with
 * TypeScript's parser (no type checking, so that it runs in about a second), measured in lines
 * from its first line to its last. A nested function counts on its own and inside its parent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface LongFunction {
  file: string;
  /** The line the function starts on (1-based). */
  line: number;
  name: string;
  lines: number;
}

/** The name a function is known by: its own, the variable or property it is assigned to, else `(anonymous)`. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name)
    return parent.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

/** The functions of one file's text longer than `limit` lines. */
export function longFunctionsOf(file: string, text: string, limit: number): LongFunction[] {
  const kind = file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) out.push({ file, line: first + 1, name: nameOf(node as ts.FunctionLikeDeclaration, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The source files under `dirs` whose names match `pattern` (declaration files left out). */
export function sourceFiles(dirs: readonly string[], pattern = /\.(ts|mjs|js)$/): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (pattern.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return out;
}

/** The functions longer than `limit` lines in the `.ts`, `.mjs` and `.js` files under `dirs`, longest first. */
export function longFunctions(dirs: readonly string[], limit: number): LongFunction[] {
  return sourceFiles(dirs)
    .flatMap((path) => longFunctionsOf(path, readFileSync(path, 'utf8'), limit))
    .sort((a, b) => b.lines - a.lines);
}
