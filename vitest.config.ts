import { defineConfig } from 'vitest/config';

// Two projects: fast in-process tests (server, domain, client units) and browser journeys (e2e),
// which start the real server on a free port and drive Debian's Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/server/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
