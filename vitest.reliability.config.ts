import { defineConfig } from 'vitest/config';

/** The slow reliability suite (a real server killed mid-load), kept out of `npm run test:unit`. */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
