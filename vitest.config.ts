import { defineConfig } from 'vitest/config';

/** The coverage floor of `npm run coverage`, in percent: the figures measured on 2026-11-25 (lines 71.2, statements 70.3, functions 71.9, branches 64.5) less one point and rounded down. */
const THRESHOLDS = { lines: 70, statements: 69, functions: 70, branches: 63 };

// Six layered test projects, each runnable alone (`npm run test:unit`, `test:integration`,
// `test:api`, `test:deploy`, `test:e2e`, `test:package`); `npm test` runs them all, the unit and
// integration projects with coverage (`npm run coverage`). Only the projects that talk to built
// servers start them (tests/global-setup.ts: the default build in dist/ must exist, two more
// builds are made there).
export default defineConfig({
  test: {
    // The tests check the example portfolio (a copy of examples/site/content/), never a user's content,
    // and read no .env file (scripts/lib/env-file.mjs).
    env: { PORTFOLIO_CONTENT: 'tests/fixtures/example-portfolio', PORTFOLIO_ENV_FILE: '' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
    // `npm run coverage` (run by `npm test`): V8 coverage of src/ over the unit and integration
    // projects, which run the code in the test process. The other projects test built servers in
    // child processes, which V8 coverage of this process does not see. The thresholds sit just
    // below the measured figures (docs/testing.md): a change that leaves code untested fails.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,js}'],
      exclude: ['src/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: THRESHOLDS,
    },
    projects: [
      // Pure code and in-process calls: no build, no server, no child process, seconds. Its files
      // share one module graph per worker (isolate: false: zod, the content and the model are
      // loaded once, not once per file), so a unit test leaves no global or module state behind;
      // a test that mocks a module, starts a server, spawns a process or waits for a timer
      // belongs to the integration project (docs/testing.md).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      // Real tools, processes and local servers, each file in its own module graph: `astro build`
      // on broken content, processes racing on one SQLite store (temporary directories), the
      // HTTP, HTTPS and SMTP servers the auth and message tests talk to, esbuild bundles.
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
      // The built servers over HTTP.
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], globalSetup: ['./tests/global-setup.ts'] } },
      // The deployment targets (nginx, the Cloudflare and Netlify emulators) in front of the built
      // Node server, each held to the same conformance table; each file starts what it needs.
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'] } },
      // A real browser (Debian's Chromium) and Lighthouse against the built servers.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/global-setup.ts', './tests/e2e/stress-setup.ts', './tests/e2e/theme-setup.ts'],
        },
      },
      // The kit as a package: `npm run create`, a site's `npm install` (npm registry), start, dev, `npm update`.
      { extends: true, test: { name: 'package', include: ['tests/package/**/*.test.ts'], testTimeout: 900_000, hookTimeout: 60_000 } },
    ],
  },
});
