import { expect, test, type Page } from '@playwright/test'

import { ADMIN, prepareSite, signIn as signInApi, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'
import { signedIn } from './fixtures'

/**
 * Issue 54: the owner's calendar feed sat in a tiny, cut-off box with no copy button, at the
 * address the studio happened to be opened at (127.0.0.1), and its lead links pointed at
 * localhost:<port>. On a server whose public address (NEXT_PUBLIC_SERVER_URL) is not the one the
 * studio is opened at, the studio shows the whole address at the public one, copies it in one
 * press, and says how to subscribe from an iPhone and from Android; the feed's links use the same
 * address and its stamps are UTC.
 */
test.describe.configure({ mode: 'serial' })

const PUBLIC = 'https://logs.example.com'

type Site = Awaited<ReturnType<typeof startSite>>
let site: Site
let authorization = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const { dataDir, env } = await prepareSite('calendar-feed', {
    NEXT_PUBLIC_SERVER_URL: `${PUBLIC}/`,
  })
  site = await startSite({ env, dataDir, port: e2ePort + 180 })
  authorization = await signInApi(site.base)
})

test.afterAll(async () => {
  await site?.stop()
})

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${site.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status}`).toBe(true)
  return response.json()
}

/** The calendar's address as the studio shows it, whole: nothing of it cut off. */
async function expectWhole(page: Page, address: string) {
  const shown = page.getByRole('group', { name: 'Your calendar’s address' }).locator('code')
  await expect(shown).toHaveText(address)
  const fits = await shown.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth &&
      element.getBoundingClientRect().right <= document.documentElement.clientWidth,
  )
  expect(fits).toBe(true)
}

test('the studio gives the feed’s public address, whole, copied in one press; the feed links there', async ({
  page,
  context,
}) => {
  // A caller's visit, booked by the owner: in the feed.
  const lead = await api('/api/leads', {
    method: 'POST',
    body: {
      name: 'Cal Endar',
      email: 'cal.endar@example.com',
      phone: '719-555-0177',
      source: 'phone',
      serviceType: 'full',
    },
  })
  const start = new Date(Date.now() + 40 * 86_400_000)
  start.setUTCHours(15, 0, 0, 0)
  await api('/api/visits', {
    method: 'POST',
    body: {
      lead: lead.doc.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      state: 'booked',
      name: 'Cal Endar',
      email: 'cal.endar@example.com',
      phone: '719-555-0177',
      place: 'Alma',
    },
  })
  const { feedSecret } = (await api('/api/globals/availability?depth=0')) as { feedSecret: string }
  const address = `${PUBLIC}/api/booking/calendar/${feedSecret}`

  // The studio, opened at this server's own address (127.0.0.1:<port>), not the public one.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base })
  await page.setViewportSize({ width: 1366, height: 800 })
  await signedIn(page, ADMIN, site.base)
  await page.goto(`${site.base}/admin/globals/availability`)
  await expectWhole(page, address)
  const feed = page.locator('.calendar-feed')
  await expect(feed.getByRole('group', { name: 'Your calendar’s address' })).toBeVisible()
  await expect(feed).toContainText('iPhone:')
  await expect(feed).toContainText('Add Subscribed Calendar')
  await expect(feed).toContainText('Android (Google Calendar):')
  await expect(feed).toContainText('add one by its address')
  await feed.getByRole('button', { name: 'Copy' }).click()
  await expect(feed.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  // On a phone the address wraps: still whole.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectWhole(page, address)

  // The feed, read where the studio is served: its links at the public address, stamps in UTC.
  const response = await fetch(`${site.base}/api/booking/calendar/${feedSecret}`)
  expect(response.status).toBe(200)
  const text = (await response.text()).replace(/\r\n[ \t]/g, '')
  const lines = text.split('\r\n')
  expect(lines).toContain(`URL;VALUE=URI:${PUBLIC}/admin/collections/leads/${lead.doc.id}`)
  expect(text).not.toMatch(/localhost|127\.0\.0\.1/)
  const stamps = lines.filter((line) => line.startsWith('DTSTAMP'))
  expect(stamps.length).toBeGreaterThan(0)
  for (const stamp of stamps) expect(stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
})
