// A private copy of the build for the servers a test file starts itself: another `npm run build`
// on the machine may rewrite dist/ while they start. Checked complete (every manifest file),
// else retried.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export function snapshotBuild(): string {
  const root = process.env.PORTFOLIO_TEST_RUN ?? 'dist-test';
  mkdirSync(root, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(root, 'auth-dist-'));
    try {
      cpSync('dist', dir, { recursive: true });
      const { routes } = JSON.parse(readFileSync(join(dir, 'static-manifest.json'), 'utf8')) as { routes: Record<string, { file: string }> };
      const needed = ['server/entry.mjs', 'server/portfolio.json', ...Object.values(routes).map((r) => `client${r.file}`)];
      if (needed.every((f) => existsSync(join(dir, f)))) return dir;
    } catch {
      // dist/ is being rebuilt: try again.
    }
    rmSync(dir, { recursive: true, force: true });
    if (attempt === 10) throw new Error('dist/ stayed incomplete: run `npm run build`');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
  }
}
