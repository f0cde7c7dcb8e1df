/**
 * The real `astro build` fails on bad content, with a message that names the file and the
 * field: the content loader is wired into the build, not only tested on its own. Each case
 * builds a broken temporary copy of content/ (under os.tmpdir()) into a temporary outDir.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BUILD_TIMEOUT = 120_000;
const tempRoots: string[] = [];
afterAll(() => {
  for (const d of tempRoots) rmSync(d, { recursive: true, force: true });
});

/** A temporary copy of content/ and an output directory beside it. */
function brokenContent(breakIt: (dir: string) => void): { contentDir: string; outDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-build-test-'));
  tempRoots.push(root);
  const contentDir = join(root, 'content');
  cpSync(resolve('tests/fixtures/example-portfolio'), contentDir, { recursive: true });
  breakIt(contentDir);
  return { contentDir, outDir: join(root, 'dist') };
}

function edit(path: string, change: (text: string) => string): void {
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `edit of ${path} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
}

/** Runs `astro build` on a content directory; it must fail. Returns its status and output. */
function failingBuild(contentDir: string, outDir: string): { status: number | null; output: string } {
  let failure: (Error & { status?: number | null; stdout?: string; stderr?: string }) | undefined;
  try {
    execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      cwd: process.cwd(),
      env: { ...process.env, PORTFOLIO_CONTENT: contentDir, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
      stdio: 'pipe',
      timeout: BUILD_TIMEOUT - 10_000,
    });
  } catch (e) {
    failure = e as typeof failure;
  }
  expect(failure, 'expected `astro build` to fail on broken content').toBeDefined();
  // eslint-disable-next-line no-control-regex
  const output = `${failure!.stdout ?? ''}\n${failure!.stderr ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: failure!.status ?? null, output };
}

// Sequential: Vitest runs the tests of one file one after the other unless they are marked
// concurrent (Vitest 5 has no `describe.sequential`), so the two builds never overlap.
describe('astro build on invalid content', () => {
  it(
    'fails when a project has no `title`, naming the file and the field',
    () => {
      const { contentDir, outDir } = brokenContent((dir) => edit(join(dir, 'projects', 'feature-store.md'), (t) => t.replace(/^title:.*\r?\n/m, '')));
      const { status, output } = failingBuild(contentDir, outDir);
      expect(status, output).not.toBeNull();
      expect(status, output).not.toBe(0);
      expect(output).toContain('Invalid portfolio content');
      expect(output).toContain('projects/feature-store.md');
      expect(output).toContain('field `title`: required, expected a string');
      // A content mistake reads as a message, not as a crash: no stack trace, no code location.
      expect(output).not.toContain('Stack trace');
      expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      expect(output).not.toContain('Location:');
      // Nothing was published from the broken content.
      expect(existsSync(join(outDir, 'server', 'portfolio.json'))).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    'fails when skills.yaml has an unknown level, naming the file, the field and the levels',
    () => {
      const { contentDir, outDir } = brokenContent((dir) =>
        edit(join(dir, 'skills.yaml'), (t) => t.replace('{ name: Python, level: expert, years: 9 }', '{ name: Python, level: guru, years: 9 }')),
      );
      const { status, output } = failingBuild(contentDir, outDir);
      expect(status, output).not.toBeNull();
      expect(status, output).not.toBe(0);
      expect(output).toContain('skills.yaml');
      expect(output).toContain('field `languages.0.level`');
      expect(output).toContain('expected one of beginner, intermediate, advanced, expert');
      expect(existsSync(join(outDir, 'server', 'portfolio.json'))).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});
