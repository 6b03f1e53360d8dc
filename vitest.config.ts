import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The reliability suite (two instances racing on PostgreSQL, real servers killed mid-load,
    // backups) has its own run: `npm run test:reliability`, which CI calls with PostgreSQL.
    exclude: [
      ...configDefaults.exclude,
      'test/reliability/**',
      // PostgreSQL-only tests (*.pg.test.ts) run when TEST_DATABASE_URL names a server.
      ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
