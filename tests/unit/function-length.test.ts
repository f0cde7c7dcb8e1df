// No function of the source is longer than about two screens, and no file longer than 400 lines
// (docs/architecture.md, "Small units"): a longer one is split into named helpers or modules with
// one job each. The scanner (tests/support/function-lengths.ts) parses every .ts, .mjs and .js
// file of src/, integrations/ and scripts/ with TypeScript's parser; tests are exempt.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsOf, sourceFiles } from '../support/function-lengths.ts';

/** The limit, in lines from a function's first line to its last. */
const MAX_LINES = 120;

/** The limit of a source file, in lines. */
const MAX_FILE_LINES = 400;

/** Files over the limit that do one job: tables of data, one entry per error code or variable. */
const TABLES = new Set(['src/errors/registry.ts', 'src/config/variables.ts']);

describe('file length', () => {
  it(`no source file in src/, integrations/, scripts/ or bin/ is over ${MAX_FILE_LINES} lines, but the registries`, () => {
    const files = sourceFiles(['src', 'integrations', 'scripts', 'bin'], /\.(ts|mjs|js|astro)$/);
    expect(files.length).toBeGreaterThan(300);
    const long = files
      .filter((file) => !TABLES.has(file))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(long, 'split these into modules with one job each').toEqual([]);
  });
});

describe('function length', () => {
  it(`no function in src/, integrations/ or scripts/ is over ${MAX_LINES} lines`, () => {
    const long = longFunctions(['src', 'integrations', 'scripts'], MAX_LINES).map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
    expect(long, 'split these into named helpers with one job each').toEqual([]);
  });

  it('the scanner measures declarations, arrow functions, methods and nested functions, and names them', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
    const code = [
      `function outer() {\n${body(3)}\n  const inner = () => {\n${body(4)}\n  };\n}`,
      `class A {\n  method() {\n${body(5)}\n  }\n}`,
      `export const obj = { prop: function () {\n${body(1)}\n} };`,
      `call(function () {\n${body(6)}\n});`,
    ].join('\n');
    expect(longFunctionsOf('x.ts', code, 2).map((f) => [f.name, f.line, f.lines])).toEqual([
      ['outer', 1, 11],
      ['inner', 5, 6],
      ['method', 13, 7],
      ['prop', 21, 3],
      ['(anonymous)', 24, 8],
    ]);
    expect(longFunctionsOf('x.ts', code, 11)).toEqual([]);
  });
});
