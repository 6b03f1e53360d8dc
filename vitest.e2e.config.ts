import { defineConfig } from 'vitest/config';

/** Browser tests: one real server (built web app, throwaway database) shared by every file. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/helpers/global-setup.ts'],
    pool: 'forks',
    // Two cores: one Chromium at a time keeps timings stable.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
