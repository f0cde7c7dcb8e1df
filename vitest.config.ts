import { defineConfig } from 'vitest/config';

// Six layered test projects, each runnable alone (`npm run test:unit`, `test:integration`,
// `test:api`, `test:deploy`, `test:e2e`, `test:package`); `npm test` runs them all. Only the projects that talk to built servers start them
// (tests/global-setup.ts: the default build in dist/ must exist, two more builds are made there).
export default defineConfig({
  test: {
    // The tests check the example portfolio (a copy of examples/site/content/), never a user's content,
    // and read no .env file (scripts/lib/env-file.mjs).
    env: { PORTFOLIO_CONTENT: 'tests/fixtures/example-portfolio', PORTFOLIO_ENV_FILE: '' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
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
