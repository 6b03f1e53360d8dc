import { configDefaults, defineConfig } from 'vitest/config';

/** The API tests that replace a module with vi.mock: they need a module registry of their own. */
const MOCKING_API_TESTS = ['test/api/pos-barcode.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          // API, database and security tests: each file builds the whole app on a database of its
          // own (test/helpers/app.ts) and shares nothing else, so a worker keeps the app's modules
          // loaded from one file to the next instead of importing them again for every file, which
          // cost more than the tests themselves.
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...MOCKING_API_TESTS,
            // The reliability suite (two instances racing on PostgreSQL, real servers killed
            // mid-load, backups) has its own run: `npm run test:reliability`, which CI calls with
            // PostgreSQL.
            'test/reliability/**',
            // PostgreSQL-only tests (*.pg.test.ts) run when TEST_DATABASE_URL names a server.
            ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
          ],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'api-mocked', include: MOCKING_API_TESTS },
      },
      {
        extends: true,
        // Unit tests of the domain, the server's parts and the web app's: isolated, since web
        // modules keep state (stores, counters, i18n) and some tests stub globals.
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
