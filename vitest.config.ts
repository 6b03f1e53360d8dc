import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // These start and kill real server processes and take minutes: `npm run test:reliability` runs them.
    exclude: [...configDefaults.exclude, 'test/reliability/crash.test.ts', 'test/reliability/backup.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
