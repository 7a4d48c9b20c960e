import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/fixtures/chromium';
import type { Lang } from './e2e/fixtures/test';

/**
 * Browser journeys against the production build, started as a user starts it (e2e/global-setup.ts
 * builds the web app, starts the server with a real SMTP server, a local OpenID provider and a
 * local Sentry stand-in). Every journey runs once per language: `es` (the default) and `en`.
 */
const isCi = Boolean(process.env.CI);

export default defineConfig<{ lang: Lang }>({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results/e2e',
  // One worker: the machine has two cores and the server under test needs one.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: isCi,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // A failed journey keeps its trace (DOM snapshots of every step, sources) and a screenshot of
    // the end. The trace's screencast is off: recording it took Chromium's GPU and browser
    // processes about 24 s of CPU per minute of journey, a third of the journeys' wall time
    // (docs/decisions/026-how-the-tests-run.md § Tests).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'es', use: { lang: 'es', locale: 'es-ES' } },
    { name: 'en', use: { lang: 'en', locale: 'en-US' } },
  ],
});
