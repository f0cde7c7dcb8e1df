// The scaffolder of `npm run create` / `agent-portfolio create` (bin/create.mjs), in-process: the
// site it writes, when it pins Node, and what it refuses. tests/package/ runs it end to end.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSite, satisfiesMinimum, siteName } from '../../bin/create.mjs';
import { loadPortfolioSource } from '../../src/core/content/load.ts';

const kit = JSON.parse(readFileSync('package.json', 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'portfolio-create-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the command quietly; resolves with its exit code and what it printed. */
async function create(...args: string[]) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s) => lines.push(String(s)));
  const error = vi.spyOn(console, 'error').mockImplementation((s) => lines.push(String(s)));
  try {
    return { code: await createSite(args), output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('agent-portfolio create', () => {
  it('pins Node only when the Node that runs npm is older than the kit needs', () => {
    expect(satisfiesMinimum('v20.20.2', '>=22.12.0')).toBe(false);
    expect(satisfiesMinimum('v22.11.9', '>=22.12.0')).toBe(false);
    expect(satisfiesMinimum('v22.12.0', '>=22.12.0')).toBe(true);
    expect(satisfiesMinimum('v24.0.0', '>=22.12.0')).toBe(true);
  });

  it('names the site after its directory, in the characters npm allows', () => {
    expect(siteName('/tmp/My Portfolio!')).toBe('my-portfolio');
    expect(siteName('/tmp/...')).toBe('portfolio');
  });

  it('writes a site that depends on the kit, with the starter content and no file of the kit', async () => {
    const dir = join(work, 'plain');
    const r = await create(dir, '--kit', '^9.9.9', '--no-node');
    expect(r.code, r.output).toBe(0);
    const pkg = JSON.parse(read(dir, 'package.json'));
    expect(pkg.dependencies).toEqual({ 'agent-portfolio': '^9.9.9' });
    expect(pkg.private).toBe(true);
    expect(pkg.engines.node).toBe(kit.engines.node);
    expect(Object.values(pkg.scripts).every((s) => /^agent-portfolio (dev|build|start|serve|import|agents)$/.test(String(s)))).toBe(true);
    expect(read(dir, '.gitignore').split('\n')).toEqual(expect.arrayContaining(['node_modules/', 'dist/', '.astro/', 'data/', '.env']));
    expect(read(dir, '.npmrc')).not.toMatch(/loglevel/);
    // Its own Astro configuration: the kit's integration, nothing else, and no import of astro (not a direct dependency).
    expect(read(dir, 'astro.config.mjs')).toMatch(/^import portfolio from 'agent-portfolio';$/m);
    expect(read(dir, 'astro.config.mjs')).toMatch(/integrations: \[portfolio\(\)\]/);
    expect(read(dir, 'astro.config.mjs')).not.toMatch(/from 'astro/);
    expect(loadPortfolioSource(join(dir, 'content')).profile?.data.name).toBe('Maya Lindqvist');
  });

  it('pins the kit’s exact Node, and quiets npm’s engine warnings, when asked (or needed)', async () => {
    const dir = join(work, 'pinned');
    expect((await create(dir, '--node')).code).toBe(0);
    const pkg = JSON.parse(read(dir, 'package.json'));
    expect(pkg.dependencies.node).toBe(kit.devDependencies.node);
    expect(pkg.dependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(read(dir, '.npmrc')).toMatch(/^loglevel=error$/m);
  });

  it('refuses a directory that is not empty, and bad arguments, writing nothing', async () => {
    const dir = join(work, 'taken');
    await create(dir, '--no-node');
    writeFileSync(join(dir, 'content', 'profile.md'), 'mine');
    const r = await create(dir);
    expect(r.code).toBe(1);
    expect(r.output).toMatch(/is not empty/);
    expect(read(dir, 'content/profile.md')).toBe('mine');
    expect((await create()).code).toBe(2);
    expect((await create(join(work, 'x'), '--node', '--no-node')).code).toBe(2);
    expect((await create(join(work, 'y'), '--kit', '1', '--pack')).code).toBe(2);
  });
});

describe("the repository's own commands", () => {
  it('build and dev default to the example site, which loads', () => {
    const { scripts } = kit as { scripts: Record<string, string> };
    for (const name of ['build', 'dev']) expect(scripts[name]).toMatch(/^PORTFOLIO_CONTENT=\$\{PORTFOLIO_CONTENT:-examples\/site\/content\} /);
    expect(loadPortfolioSource('examples/site/content').profile?.data.name).toBe('Maya Lindqvist');
  });
});

describe('npm create agent-portfolio (packages/create-agent-portfolio)', () => {
  it('has the kit’s version, and packs the kit’s own scaffolder and starter content', async () => {
    const own = JSON.parse(readFileSync('packages/create-agent-portfolio/package.json', 'utf8'));
    expect(own.version).toBe(kit.version);
    expect(own.dependencies ?? {}).toEqual({});
    expect(own.engines).toBeUndefined(); // it runs on the Node that runs npm, however old
    const { copyKit } = await import('../../packages/create-agent-portfolio/prepack.mjs');
    const packed = join(work, 'create-package');
    copyKit(packed);
    expect(read(packed, 'bin/create.mjs')).toBe(readFileSync('bin/create.mjs', 'utf8'));
    const { createSite: createFromPackage } = await import(join(packed, 'bin/create.mjs'));
    const dir = join(work, 'from-npm-create');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await createFromPackage([dir, '--no-node'])).toBe(0);
    expect(await createFromPackage([join(work, 'z'), '--pack'])).toBe(2); // a clone of the kit only
    log.mockRestore();
    error.mockRestore();
    expect(JSON.parse(read(dir, 'package.json')).dependencies).toEqual({ 'agent-portfolio': `^${kit.version}` });
    expect(loadPortfolioSource(join(dir, 'content')).profile?.data.name).toBe('Maya Lindqvist');
  });
});
