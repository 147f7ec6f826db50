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

/** The specs that start servers of their own (scripts/lib/site.mjs), each on its own data. */
const OWN_SERVERS = [
  'backups',
  'behind-proxy',
  'first-start',
  'one-payload',
  'reviews',
  'site-address',
  'two-servers',
].map((name) => `${name}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two streams of tests, one at a time in each (projects below): the suite's own server and
  // database are shared, and the machine's two cores are busy with a browser and its server (two
  // streams on the suite's server measured 1.2 times faster at best, and slowed the studio's first
  // renders past the tests' waits). Beside them, the specs that start servers of their own: they
  // mostly wait, for their servers to start or for the backup's minute.
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
      name: 'own-servers',
      testMatch: OWN_SERVERS,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium',
      testIgnore: OWN_SERVERS,
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
