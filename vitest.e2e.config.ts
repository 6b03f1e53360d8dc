import { defineConfig } from 'vitest/config';

/** Browser tests: one real server (built web app, throwaway database) shared by every file. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/helpers/global-setup.ts'],
    pool: 'forks',
    // Two files at a time, each with its own Chromium, against the one shared server: a browser
    // test mostly waits (for pages, animations, answers), so two keep both cores busy (three only
    // made each file slower).
    fileParallelism: true,
    maxWorkers: 2,
    // Several files run at once, so a long screen-by-screen test takes longer than it would alone.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page's answer on a loaded machine can take seconds (a service worker serving an offline
    // reload, IndexedDB read under two busy Chromiums): expect.poll's default second made tests
    // fail there that pass alone. A poll that succeeds returns at once, so this costs nothing.
    expect: { poll: { timeout: 10_000 } },
  },
});
