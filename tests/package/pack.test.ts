// What the kit's package holds (`npm pack --dry-run`): what a site runs (the commands, the Astro
// configuration and integrations, src/, the server, the starter content), and none of this
// repository's development files: tests, fixtures, docs and their images, benchmarks, tool configs.
// And its dependencies: only what a site needs; the development tools stay dev dependencies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownerEnv } from './site.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', env: ownerEnv() }));
const files: string[] = packed.files.map((f: { path: string }) => f.path);

describe('the kit package', () => {
  it('holds what a site runs', () => {
    for (const file of [
      'package.json',
      'bin/agent-portfolio.mjs',
      'bin/create.mjs',
      'bin/typescript.mjs',
      'astro.config.mjs',
      'server.mjs',
      'integrations/server-bundle.mjs',
      'integrations/portfolio.mjs',
      'integrations/portfolio.d.ts',
      'scripts/lib/env-file.mjs',
      'scripts/agents.mjs',
      'scripts/import.mjs',
      'src/pages/index.astro',
      'src/server/create-server.ts',
      'examples/site/content/profile.md',
      '.env.example',
      'CHANGELOG.md',
    ])
      expect(files, file).toContain(file);
  });

  it('holds no tests, fixtures, docs, benchmarks or development configuration', () => {
    const dev =
      /^(tests|docs|bench|dist[^/]*|\.github|\.astro|node_modules|data)\/|^(vitest\.config\.ts|biome\.json|knip\.json|netlify\.toml|\.dependency-cruiser.*|\.env)$|\.test\.ts$|\.(png|jpe?g)$(?<!^examples\/site\/content\/.*)/;
    expect(files.filter((f) => dev.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('scripts/'))).toEqual(
      ['scripts/agents.mjs', 'scripts/import.mjs', 'scripts/lib/env-file.mjs'].filter((f) => files.includes(f)),
    );
    console.log(`kit package: ${files.length} files, ${Math.round(packed.size / 1024)} KiB packed, ${Math.round(packed.unpackedSize / 1024)} KiB unpacked`);
  });

  it("exports the kit's Astro integration, with its types (import portfolio from 'agent-portfolio')", () => {
    expect(pkg.exports['.']).toEqual({ types: './integrations/portfolio.d.ts', default: './integrations/portfolio.mjs' });
    for (const file of Object.values(pkg.exports['.']) as string[]) expect(files, file).toContain(file.slice(2));
  });

  it('is publishable, with one binary, and depends on no development tool', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.bin).toEqual({ 'agent-portfolio': 'bin/agent-portfolio.mjs' });
    const tools = [
      'node',
      'vitest',
      'playwright-core',
      'lighthouse',
      'wrangler',
      'netlify-cli',
      'deno',
      '@modelcontextprotocol/inspector',
      'typescript',
      '@biomejs/biome',
    ];
    expect(Object.keys(pkg.dependencies).filter((d) => tools.includes(d) || d.startsWith('@types/'))).toEqual([]);
  });
});
