/**
 * The import rules (`npm run check:imports`, .dependency-cruiser.cjs) catch what they forbid: the
 * project's own config is run by dependency-cruiser on a small temporary tree with one upward
 * import, one cycle and one folder in no layer, and on a tree that only imports downward. The
 * repository itself is held to the rules by `npm run check`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('import-rules');
const CONFIG = resolve('.dependency-cruiser.cjs');
const DEPCRUISE = resolve('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** Writes the files (path -> text) into a new tree and runs dependency-cruiser on its src/ with the project's rules. */
function violations(files: Record<string, string>): Violation[] {
  const root = tempDir();
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [DEPCRUISE, 'src', '--config', CONFIG, '--output-type', 'json'], { cwd: root, encoding: 'utf8' });
  expect(run.stdout, run.stderr).toMatch(/^\{/);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const names = (list: Violation[]) => list.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();

describe('the import rules', () => {
  it('accept imports that only go down the layers', () => {
    const found = violations({
      'src/errors/app-error.ts': 'export const E = 1;\n',
      'src/core/model.ts': "import { E } from '../errors/app-error.ts';\nexport const M = E;\n",
      'src/state/sqlite.ts': "import { E } from '../errors/app-error.ts';\nexport const S = E;\n",
      'src/auth/store.ts': "import { S } from '../state/sqlite.ts';\nimport { M } from '../core/model.ts';\nexport const A = S + M;\n",
      'src/http/router.ts': "import { A } from '../auth/store.ts';\nexport const R = A;\n",
      'src/mcp/server.ts': "import { R } from '../http/router.ts';\nexport const X = R;\n",
    });
    expect(names(found)).toEqual([]);
  });

  it('refuse an import from a lower layer to a higher one', () => {
    const found = violations({
      'src/errors/render.ts': "import { R } from '../http/respond.ts';\nexport const X = R;\n",
      'src/http/respond.ts': 'export const R = 1;\n',
      'src/auth/config.ts': "import { P } from '../mcp/paths.ts';\nexport const C = P;\n",
      'src/mcp/paths.ts': 'export const P = 1;\n',
      'src/http/routes.ts': "import { D } from '../discovery/openapi.ts';\nexport const H = D;\n",
      'src/discovery/openapi.ts': 'export const D = 1;\n',
    });
    expect(names(found)).toEqual([
      'layer-auth: src/auth/config.ts -> src/mcp/paths.ts',
      'layer-base: src/errors/render.ts -> src/http/respond.ts',
      'layer-http: src/http/routes.ts -> src/discovery/openapi.ts',
    ]);
  });

  it('refuse an import cycle, even inside one folder', () => {
    const found = violations({
      'src/core/a.ts': "import { B } from './b.ts';\nexport const A = 1;\nexport const AB = B;\n",
      'src/core/b.ts': "import { A } from './a.ts';\nexport const B = A;\n",
    });
    expect(found.map((v) => v.rule.name)).toContain('no-circular');
  });

  it('refuse a module of src/ in no layer', () => {
    const found = violations({
      'src/errors/app-error.ts': 'export const E = 1;\n',
      'src/newfolder/x.ts': "import { E } from '../errors/app-error.ts';\nexport const X = E;\n",
    });
    expect(names(found)).toEqual(['layer-unknown: src/newfolder/x.ts -> src/errors/app-error.ts']);
  });
});
