/**
 * The server build's loader of the /v1/ask engine (integrations/server-bundle.mjs, ENGINE_LOADER, in
 * place of src/http/routes/ask-engine-module.ts): the engine is a CommonJS file of its own, run at
 * the first question and forgotten when idle, so that its module (tables, patterns, functions,
 * source text: about 4 MB of heap) is garbage until the next question (docs/security.md, Memory
 * under load). An ES module, or a module `require` caches, would stay for the life of the process.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ENGINE_LOADER } from '../../integrations/server-bundle.mjs';

// Under node_modules/.cache: the loader imports zod from the project.
const root = resolve('node_modules/.cache');
mkdirSync(root, { recursive: true });
const dir = mkdtempSync(join(root, 'engine-loader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'chunks'));
writeFileSync(join(dir, 'loader.mjs'), ENGINE_LOADER);
// A stand-in for the engine: counts its runs, holds a large table, and requires a shared package and a built-in one.
writeFileSync(
  join(dir, 'chunks', 'ask-engine.cjs'),
  `globalThis.__engineRuns = (globalThis.__engineRuns ?? 0) + 1;
const { z } = require('zod');
const { join } = require('node:path');
module.exports = { z, join, table: Array.from({ length: 100000 }, (_, i) => 'word' + i), file: __filename };`,
);

type Loader = {
  loadAskModule: () => { z: unknown; join: unknown; table: string[]; file: string };
  loadedAskModule: () => unknown;
  releaseAskModule: () => boolean;
};
const runs = () => (globalThis as { __engineRuns?: number }).__engineRuns ?? 0;

function collect() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as (o: object) => void)({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

describe("the server build's loader of the /v1/ask engine", () => {
  it('runs the engine at the first call only, and gives it the server’s own zod (no second copy)', async () => {
    const loader = (await import(pathToFileURL(join(dir, 'loader.mjs')).href)) as Loader;
    expect(loader.loadedAskModule()).toBeUndefined();
    expect(runs()).toBe(0);
    const engine = loader.loadAskModule();
    expect(runs()).toBe(1);
    expect(loader.loadAskModule()).toBe(engine);
    expect(loader.loadedAskModule()).toBe(engine);
    expect(runs()).toBe(1);
    expect(engine.z).toBe(z);
    expect(engine.join).toBe(join);
    expect(engine.file).toBe(join(dir, 'chunks', 'ask-engine.cjs'));
  });

  it('forgets the engine when released: nothing keeps its module (a collection takes it), and the next call runs it again', async () => {
    const loader = (await import(pathToFileURL(join(dir, 'loader.mjs')).href)) as Loader;
    const gone = new WeakRef(loader.loadAskModule());
    const table = new WeakRef(loader.loadAskModule().table);
    expect(loader.releaseAskModule()).toBe(true);
    expect(loader.releaseAskModule()).toBe(false);
    expect(loader.loadedAskModule()).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    collect();
    expect(gone.deref()).toBeUndefined();
    expect(table.deref()).toBeUndefined();
    const before = runs();
    const again = loader.loadAskModule();
    expect(runs()).toBe(before + 1);
    expect(again.table).toHaveLength(100000);
  });

  it('reads the file as UTF-8, and gives back the error of a broken file without reading it again for each question', async () => {
    const other = mkdtempSync(join(root, 'engine-loader-'));
    try {
      mkdirSync(join(other, 'chunks'));
      writeFileSync(join(other, 'loader.mjs'), ENGINE_LOADER);
      const file = join(other, 'chunks', 'ask-engine.cjs');
      const loader = (await import(pathToFileURL(join(other, 'loader.mjs')).href)) as Loader;
      // Missing: the same error twice, the second without reading (the file written in between is not read yet).
      expect(() => loader.loadAskModule()).toThrow(/ENOENT/);
      writeFileSync(file, `module.exports = { word: 'café' };`);
      expect(() => loader.loadAskModule()).toThrow(/ENOENT/);
      expect(loader.loadedAskModule()).toBeUndefined();
      // After the retry delay the file is read again, as UTF-8.
      const now = Date.now();
      const later = vi.spyOn(Date, 'now').mockReturnValue(now + 31000);
      try {
        expect((loader.loadAskModule() as unknown as { word: string }).word).toBe('café');
      } finally {
        later.mockRestore();
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
