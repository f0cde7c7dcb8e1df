/**
 * The answering engine's module (src/core/ask) for `/v1/ask` (./ask.ts). Here, as in development
 * and the tests, it is an import like any other, loaded with the server and never dropped.
 *
 * In the server build, integrations/server-bundle.mjs replaces this file: the engine is compiled
 * into a CommonJS file of its own (dist/server/app/chunks/ask-engine.cjs), which `loadAskModule`
 * reads and runs at the first question, and `releaseAskModule` forgets when the server is idle
 * (with the engines: ./ask.ts `releaseAskEngines`), so that the garbage collector takes its
 * functions, tables, patterns and source text; the next question loads it again (docs/security.md,
 * Memory under load). An ES module, once imported, stays for the life of the process.
 */
import * as engine from '../../core/ask/index.ts';

export type AskModule = typeof engine;

/** The engine's module, loaded at the first call. */
export function loadAskModule(): AskModule {
  return engine;
}

/** The engine's module if it is loaded (undefined after `releaseAskModule`, until the next `loadAskModule`). */
export function loadedAskModule(): AskModule | undefined {
  return engine;
}

/** Forgets the module, where it can be loaded again (the server build); whether it did. */
export function releaseAskModule(): boolean {
  return false;
}
