import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers suit this 2-core machine. The files of one
    // worker share its process and module cache: importing the app cost seconds of CPU per file
    // (docs/decisions/026-how-the-tests-run.md § Tests).
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
  },
});
