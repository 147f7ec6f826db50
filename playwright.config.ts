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
 * The specs that mostly wait (the nightly backup's minute, a scheduled post's time, an idle
 * connection's 8 seconds): they run in a second stream beside the rest, which does not wait.
 */
const WAITING = ['backups.spec.ts', 'scheduled.spec.ts', 'connections.spec.ts']

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two streams, one test at a time in each (projects below). The suite's tests share its server
  // and database, and a browser and its server keep the machine's two cores busy (two streams
  // measured 1.2 times faster at best, and slowed the studio's first renders past the tests'
  // waits; a CPU-bound process beside them, even at the lowest priority, slowed them 1.7 times).
  // Beside them run only the specs that mostly wait (WAITING): the nightly backup's test, which
  // waits for its minute on servers of its own (their ports no other spec takes:
  // tests/unit/e2e-ports.test.ts), the scheduled post's, which waits for its time, and the idle
  // connection's, which waits 8 seconds.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: each action with its timing and the console, and a
    // screenshot of the page as it failed. Not the film strip and the page copies at every action,
    // nor the network, which Playwright records with the page copies: recording them took a third
    // of the suite's time, most of it in the browser (studio.spec: 2.0 min with them, 1.4
    // without). `--trace on` records everything, for a failure to look into.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
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
    { name: 'waiting', testMatch: WAITING, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: WAITING, workers: 1, use: { ...devices['Desktop Chrome'] } },
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
