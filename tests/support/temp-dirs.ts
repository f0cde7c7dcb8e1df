/**
 * Temporary directories for a test file, removed after each test: `const tempDir = tempDirs('name')`
 * at the top of the file, then `tempDir()` in a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), `${prefix}-`));
    dirs.push(d);
    return d;
  };
}
