import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// Two projects: fast in-process tests (server, domain, client units) and browser journeys (e2e),
// which start the real server on a free port and drive Debian's Chromium.
export default defineConfig({
  // One copy of graphql: Vite would otherwise load its .mjs build beside the CommonJS one that
  // Pothos and Yoga load, and graphql refuses types "from another realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  // Client modules with graphql`` tags (relay/mutations.ts ...) load their generated artifacts, as in
  // the build (vite.config.ts).
  plugins: [
    babel({
      include: /[/\\]client[/\\].*\.tsx?$/,
      plugins: [
        [
          'relay',
          {
            artifactDirectory: fileURLToPath(new URL('./client/__generated__', import.meta.url)),
            eagerEsModules: true,
          },
        ],
      ],
    }),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/server/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/client/**/*.test.ts',
            'tests/ops/**/*.test.ts',
            'tests/faults/**/*.test.ts',
            'tests/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Test files share a worker's module graph (the schema, Prisma, PGlite's WebAssembly are
          // loaded once per worker, not per file): half the suite's CPU time. Nothing in tests/
          // mocks modules or changes the environment at import, and every file makes its own app
          // and database, so files stay independent.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
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
