// No function of the source is longer than about two screens (docs/architecture.md, "Small
// units"): a longer one is split into named helpers with one job each. The scanner
// (tests/support/function-lengths.ts) parses every .ts, .mjs and .js file of src/, integrations/
// and scripts/ with TypeScript's parser; tests are exempt.
import { describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsOf } from '../support/function-lengths.ts';

/** The limit, in lines from a function's first line to its last. */
const MAX_LINES = 120;

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
