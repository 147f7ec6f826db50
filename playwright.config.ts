import fs from 'fs'

import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium where it is installed (Playwright cannot download its own here): its headless
// shell first, the lighter build that Playwright itself runs headless tests in (the suite takes
// 40% less time than in the whole browser), else the browser; Playwright's own browser elsewhere.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file))

// E2E_PORT moves the whole run (its server and the extra servers some specs start) elsewhere, so
// two checkouts on one machine can run the suite at once.
export const e2ePort = Number(process.env.E2E_PORT || 3100)
export const baseURL = `http://127.0.0.1:${e2ePort}`

/**
 * Specs whose servers run on databases and folders of their own (scripts/lib/site.mjs
 * prepareSite, or a first start): nothing they do reaches the suite's server, so they run beside
 * it. The other specs that start servers share the suite's database and run with the suite.
 */
const OWN_DATA = /\/(backups|first-start|reviews|two-servers)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two at a time: the suite's own tests one after another (they share its server and database),
  // and beside them the specs with servers and data of their own (mostly waiting on a clock).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: OWN_DATA,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'own data',
      testMatch: OWN_DATA,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // E2E_EXTERNAL_SERVER=1: the suite runs against a scripts/e2e-server.mjs already serving on
  // E2E_PORT (scripts/bench/memory.mjs measures that server through the suite's traffic).
  webServer: process.env.E2E_EXTERNAL_SERVER
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `${baseURL}/api/users/me`,
        timeout: 20 * 60_000,
        // Never test a server left over from another run: a stale build would pass or fail for nothing.
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
      },
})
