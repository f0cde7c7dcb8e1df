/**
 * One list of variables (src/config/variables.ts) makes the configuration table of
 * docs/configuration.md and `.env.example` (`npm run docs:config`); the code reads no variable
 * that the list does not name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envExample, withTable } from '../../scripts/lib/config-docs.mjs';
import { VARIABLES } from '../../src/config/variables.ts';

/** Names the code reads that are not the owner's configuration. */
const NOT_CONFIGURATION: Record<string, string> = {
  DEV: "Vite's import.meta.env.DEV",
  SITE: "Astro's import.meta.env.SITE",
  BASE_URL: "Astro's import.meta.env.BASE_URL",
  ASSETS: "Cloudflare's asset binding",
  ASTRO_CACHE_DIR: 'a test knob: one Astro cache per test build',
  ASTRO_TELEMETRY_DISABLED: "Astro's own switch, set by the npm scripts",
  PORTFOLIO_TEST_RUN: "the test run's folder",
  NODE_ENV: "Node's convention, set by the tools",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|mjs|astro)$/.test(f))
    .map((f) => join(dir, f));
}

describe('configuration documents', () => {
  it('docs/configuration.md has the generated table and .env.example is the generated file (run npm run docs:config)', () => {
    const doc = readFileSync('docs/configuration.md', 'utf8');
    expect(doc).toBe(withTable(doc));
    expect(readFileSync('.env.example', 'utf8')).toBe(envExample());
  });

  it('names every variable once', () => {
    const names = VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every environment variable the code reads is in the list', () => {
    const read = new Set<string>();
    const files = [
      ...sources('src'),
      ...sources('integrations'),
      'server.mjs',
      'astro.config.mjs',
      'scripts/agents.mjs',
      'scripts/import.mjs',
      'scripts/lib/env-file.mjs',
      'scripts/lib/start-server.mjs',
      'scripts/ensure-system-packages.mjs',
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/\b(?:env\??\.|env\[['"]|\bv\(['"]|parse\(['"]|variable\(['"])([A-Z][A-Z0-9_]{2,})\b/g)) read.add(name!);
    }
    const documented = new Set(VARIABLES.map((v) => v.name));
    const missing = [...read].filter((n) => !documented.has(n) && !(n in NOT_CONFIGURATION)).sort();
    expect(missing).toEqual([]);
    expect(read.size).toBeGreaterThan(20);
  });
});
