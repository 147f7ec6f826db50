import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ADMIN, prepareSite, signIn as signInApi, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'
import { signedIn } from './fixtures'

/**
 * The nightly backup on the real thing: two production servers (the end-to-end build) on one
 * SQLite database, as behind a load balancer. The owner sets the backup's time in the studio's
 * Business profile (a minute or two ahead, on Colorado's clock); at that time exactly one of the
 * two servers makes exactly one archive, and the studio's dashboard shows its time and size.
 * Every other e2e server runs with BACKUP_TIME=off (scripts/lib.mjs).
 */
test.describe.configure({ mode: 'serial' })

type Site = Awaited<ReturnType<typeof startSite>>

let servers: Site[] = []
let backupDir = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // The profile decides: no BACKUP_TIME from the environment.
  const { dataDir, env } = await prepareSite('backups', { BACKUP_TIME: '' })
  backupDir = env.BACKUP_DIR
  servers = await Promise.all(
    [e2ePort + 160, e2ePort + 161].map((port) => startSite({ env, dataDir, port })),
  )
})

test.afterAll(async () => {
  await Promise.all(servers.map((site) => site.stop()))
})

const coloradoClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Denver',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A time of day the servers' schedule sees ahead of it: the queue's timers fire at second 4 of
 * each minute, so the first of them from now (with a few seconds for saving) queues the backup
 * for the minute after, and the one at that minute runs it.
 */
function backupTimeSoon(now = Date.now()) {
  const firstTick = Math.ceil((now + 10_000 - 4_000) / 60_000) * 60_000 + 4_000
  const at = Math.floor(firstTick / 60_000) * 60_000 + 60_000
  return { time: coloradoClock.format(at), at }
}

test('the owner sets the time in the studio; one server backs up once; the dashboard shows it', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const [first, second] = servers
  await signedIn(page, ADMIN, first.base)
  await page.goto(`${first.base}/admin`)

  // Before any backup: the dashboard says so.
  const panel = page.getByRole('region', { name: 'Backups' })
  await expect(panel).toContainText('No backup has been made yet.')

  const { time, at } = backupTimeSoon()
  await page.goto(`${first.base}/admin/globals/site-settings`)
  await page.getByRole('button', { name: 'Backups', exact: true }).click()
  await page.getByLabel('Time of day (Colorado)').fill(time)
  await page.getByLabel('Copies to keep').fill('3')
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  // The servers' own report, as staff read it: signed in (the checks are for staff alone; both
  // servers share the database and the secret, so one token serves both).
  const authorization = await signInApi(first.base, ADMIN)
  const report = async (site: Site) =>
    (await (await fetch(`${site.base}/api/health`, { headers: { authorization } })).json())
      .backup as {
      nextAt: string | null
      lastGood: { at: string; bytes: number } | null
      lastRun: { state: string; attempts: number } | null
    }
  await expect
    .poll(async () => (await report(second)).nextAt, { timeout: 90_000 })
    .toBe(new Date(at).toISOString())
  await expect
    .poll(async () => (await report(second)).lastGood, {
      timeout: at - Date.now() + 90_000,
      intervals: [2_000],
    })
    .not.toBeNull()
  const { lastGood, lastRun } = await report(first)
  expect(lastRun).toMatchObject({ state: 'done', attempts: 1 })
  expect(Date.parse(lastGood!.at)).toBeGreaterThanOrEqual(at)

  // One archive, of that minute, whichever server made it; another tick later, still one.
  const archives = () => fs.readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))
  expect(archives()).toHaveLength(1)
  expect(fs.statSync(path.join(backupDir, archives()[0])).size).toBe(lastGood!.bytes)
  await new Promise((resolve) => setTimeout(resolve, 65_000))
  expect(archives()).toHaveLength(1)

  // The dashboard, from the other server (the session's cookie is the host's, whatever the port):
  // its time on Colorado's clock and its size, and nothing to worry about.
  await page.goto(`${second.base}/admin`)
  const day = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Denver',
  }).format(new Date(lastGood!.at))
  await expect(panel.getByTestId('backup-last-good')).toContainText(`Last good backup: ${day}`)
  await expect(panel.getByTestId('backup-last-good')).toContainText(/\d+(\.\d)? (kB|MB)/)
  await expect(panel).toContainText(`Every night at ${time} Colorado time; the newest 3 are kept`)
  await expect(panel.getByTestId('backup-warnings')).toHaveCount(0)

  // A visitor asking /api/health through a proxy learns none of it.
  const proxied = await fetch(`${first.base}/api/health`, {
    headers: { 'x-forwarded-for': '203.0.113.9' },
  })
  expect(await proxied.json()).toEqual({ status: 'ok' })
})
