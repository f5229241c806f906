import { defineConfig } from '@playwright/test'
import { browserFlags, testBrowserPath } from './e2e/browser'
import { E2E_DATABASE, E2E_PORT as PORT } from './e2e/database'
import { projectsFor, workers } from './e2e/specGroups'

export default defineConfig({
  testDir: './e2e',
  projects: projectsFor(),
  forbidOnly: true,
  fullyParallel: false,
  workers,
  // On CI, a test that fails is run once more and, if it then passes, reported as flaky (listed by name in the
  // summary): on a shared two-core machine a timing bound can be missed once by load alone. Locally, never.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Assertions wait up to 10 s: on a 2-core machine shared with the build, a sign-in and its redirect can take more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per e2e database, so that parallel runs never clean each other's results.
  outputDir: `test-results/${E2E_DATABASE}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: browserFlags,
    },
  },
  webServer: {
    // A production build on a database of its own, made anew for each run.
    command: `tsx e2e/server.ts ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
