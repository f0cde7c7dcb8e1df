import { defineConfig } from 'vitest/config';

// `npm test` builds the default site first; tests/global-setup.ts builds the second content
// set and starts both built servers on random loopback ports.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
