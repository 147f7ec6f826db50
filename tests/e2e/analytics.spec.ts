import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { account, ADMIN, login, signedIn, type Account } from './fixtures'

/**
 * The site's own analytics, end to end: a homeowner's visit in a fresh browser (pages, a
 * client-side navigation, a call, the estimate form) reaches the dashboard at /analytics, whose
 * periods, phone layout and accessibility are checked as a staff member sees them.
 */
const STAFF: Account = {
  email: 'ana.analytics@example.com',
  password: 'e2e-analytics-password-1',
  name: 'Ana Analytics',
  role: 'staff',
}
const EDITOR: Account = {
  email: 'ed.analytics@example.com',
  password: 'e2e-analytics-password-2',
  name: 'Ed Analytics',
  role: 'editor',
}

/** A browser as a homeowner's (the test browser's own user agent names it headless: a bot). */
const HOMEOWNER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE = { width: 390, height: 844 }

const TOTALS = ['visitors', 'pageviews', 'estimate-started', 'calls-texts'] as const
type Totals = Record<(typeof TOTALS)[number], number>

/** The dashboard's totals as shown. */
async function totals(page: Page): Promise<Totals> {
  const entries = await Promise.all(
    TOTALS.map(async (key) => {
      const text = await page.getByTestId(`total-${key}`).getByTestId('value').textContent()
      return [key, Number((text ?? '').replace(/,/g, ''))] as const
    }),
  )
  return Object.fromEntries(entries) as Totals
}

/** A day in Colorado, as the date inputs take it. */
const denverDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(date)

test.describe('the analytics dashboard', () => {
  test('anonymous visitors are sent to sign in, editors refused; the API answers alike', async ({
    request,
  }) => {
    const response = await request.get('/analytics?range=7d', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    const location = new URL(response.headers().location, baseURL)
    expect(location.pathname + location.search).toBe(
      `/admin/login?redirect=${encodeURIComponent('/analytics?range=7d')}`,
    )
    expect((await request.get('/api/staff/analytics')).status()).toBe(401)
    expect((await request.get('/api/analytics-events')).status()).toBe(403)

    const editor = await account(request, EDITOR)
    const staff = await account(request, STAFF)
    expect((await request.get('/analytics', { headers: { Authorization: editor } })).status()).toBe(
      403,
    )
    const api = (who: string) =>
      request.get('/api/staff/analytics?range=7d', { headers: { Authorization: who } })
    expect((await api(editor)).status()).toBe(403)
    expect((await request.get('/analytics', { headers: { Authorization: staff } })).status()).toBe(
      200,
    )
    expect((await api(staff)).status()).toBe(200)
    expect((await api(await login(request, ADMIN))).status()).toBe(200)
  })

  test('a homeowner’s visit in a fresh browser shows up in the figures', async ({
    browser,
    page,
    request,
  }) => {
    await account(request, STAFF)
    await signedIn(page, STAFF)
    await page.goto('/analytics?range=7d')
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    const before = await totals(page)

    // A homeowner of their own: a browser with no history and an address of its own.
    const visitor = await browser.newContext({
      baseURL,
      userAgent: HOMEOWNER_UA,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${10 + Math.floor(Math.random() * 240)}` },
    })
    const tab = await visitor.newPage()
    const sent: { n: string; p: string }[] = []
    tab.on('request', (beacon) => {
      if (beacon.method() === 'POST' && new URL(beacon.url()).pathname === '/api/events') {
        sent.push(JSON.parse(beacon.postData() ?? '{}'))
      }
    })
    const names = () => sent.map((beacon) => beacon.n)
    const views = () => sent.filter((beacon) => beacon.n === 'pageview').map((beacon) => beacon.p)

    await tab.goto('/')
    // The beacon starts after the load event: its first page view says it is listening.
    await expect.poll(views).toEqual(['/'])

    // A client-side navigation is a page view too.
    await tab.getByTestId('desktop-nav').getByRole('link', { name: 'Portfolio' }).click()
    await expect(tab).toHaveURL(/\/portfolio$/)
    await expect.poll(views).toEqual(['/', '/portfolio'])

    // A call from the Contact Options dialog (the test browser is kept from dialling).
    await tab.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
      }),
    )
    await tab.getByTestId('call-button').click()
    await tab
      .getByRole('dialog', { name: 'Contact Options' })
      .getByRole('link', { name: 'Call' })
      .click()
    await expect.poll(names).toContain('call_click')

    // The estimate form: the first focus in it starts an estimate.
    await tab.goto('/cost-calculator')
    await expect.poll(views).toEqual(['/', '/portfolio', '/cost-calculator'])
    await tab.getByLabel('Square footage').click()
    await expect.poll(names).toContain('estimate_started')
    expect(names().filter((name) => name === 'estimate_started')).toHaveLength(1)
    await visitor.close()

    // The server writes beacons in batches within a second; the dashboard then counts them.
    await expect
      .poll(
        async () => {
          await page.reload()
          return (await totals(page))['estimate-started'] - before['estimate-started']
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toBeGreaterThanOrEqual(1)
    const after = await totals(page)
    expect(after.visitors - before.visitors).toBeGreaterThanOrEqual(1)
    expect(after.pageviews - before.pageviews).toBeGreaterThanOrEqual(3)
    expect(after['calls-texts'] - before['calls-texts']).toBeGreaterThanOrEqual(1)

    // The home page leads the pages (every test visits it); the visit's pages are counted.
    const pages = page.getByRole('table', { name: 'Top pages' })
    await expect(pages.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('/')
    // Asked from the dashboard's own page, as its script asks: the studio's cookie counts only
    // on requests from the site's pages (payload.config.ts `csrf`), which page.request is not.
    const report = await page.evaluate(async () => {
      const response = await fetch('/api/staff/analytics?range=7d')
      return { ok: response.ok, body: (await response.json()) as unknown }
    })
    expect(report.ok).toBe(true)
    const { days } = report.body as { days: { day: string; pageviews: number }[] }
    expect(days.at(-1)!.pageviews).toBeGreaterThanOrEqual(3)
    const funnel = page.getByRole('list', { name: 'Estimate form funnel' })
    await expect(
      funnel.getByTestId('funnel-estimate_started').getByTestId('visitors'),
    ).not.toHaveText('0')
  })

  test('the period presets and custom days change the address and the figures', async ({
    page,
    request,
  }) => {
    await account(request, STAFF)
    await signedIn(page, STAFF)
    await page.goto('/analytics')
    const period = page.getByRole('navigation', { name: 'Period' })
    await expect(period.getByRole('link', { name: '30 days' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const days = () =>
      page.getByRole('table', { name: 'Visitors and page views by day' }).locator('tbody tr')
    const showDays = () => page.getByTestId('visitors').getByText('Show as table').click()
    await showDays()
    await expect(days()).toHaveCount(30)

    await period.getByRole('link', { name: '7 days' }).click()
    await expect(page).toHaveURL(/\/analytics\?range=7d$/)
    await expect(period.getByRole('link', { name: '7 days' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByTestId('analytics-period')).toContainText('The last 7 days')
    await expect(page.getByTestId('analytics-period')).toContainText(
      'compared with the 7 days before',
    )
    await showDays()
    await expect(days()).toHaveCount(7)

    await period.getByRole('link', { name: '12 months' }).click()
    await expect(page).toHaveURL(/\/analytics\?range=12m$/)
    // Today and the days back to the same date a year ago, not counted twice: 365 or 366 days.
    const [year, month, date] = denverDay(new Date()).split('-').map(Number)
    const yearDays =
      (Date.UTC(year, month - 1, date) - Date.UTC(year - 1, month - 1, date)) / 86_400_000
    await expect(page.getByTestId('total-visitors')).toContainText(`the ${yearDays} days before`)
    await showDays()
    await expect(days()).toHaveCount(yearDays)

    // Days of one's own, through the plain GET form.
    const today = denverDay(new Date())
    const from = denverDay(new Date(Date.now() - 2 * 86_400_000))
    const custom = page.getByRole('form', { name: 'Custom period' })
    await custom.getByLabel('From').fill(from)
    await custom.getByLabel('To').fill(today)
    await custom.getByRole('button', { name: 'Show these days' }).click()
    await expect(page).toHaveURL(new RegExp(`/analytics\\?range=custom&from=${from}&to=${today}$`))
    await showDays()
    await expect(days()).toHaveCount(3)
    for (const preset of ['7 days', '30 days', '90 days', '12 months']) {
      await expect(period.getByRole('link', { name: preset })).not.toHaveAttribute('aria-current')
    }
  })

  test('on a phone the dashboard stacks without sideways scrolling', async ({ page, request }) => {
    await account(request, STAFF)
    await signedIn(page, STAFF)
    await page.setViewportSize(PHONE)
    await page.goto('/analytics?range=30d')
    await expect(
      page.getByTestId('visitors-chart').locator('svg.recharts-surface').first(),
    ).toBeVisible()
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    expect(await overflow()).toBeLessThanOrEqual(0)
    // The panels are one column: each starts below the one before.
    const top = (id: string) =>
      page.getByTestId(id).evaluate((element) => element.getBoundingClientRect().top)
    expect(await top('leads')).toBeGreaterThan(await top('funnel'))
    // With every table open too.
    for (const summary of await page.getByText('Show as table').all()) await summary.click()
    expect(await overflow()).toBeLessThanOrEqual(0)
  })

  test('axe finds no violations on the dashboard, tables open', async ({ page, request }) => {
    await account(request, STAFF)
    await signedIn(page, STAFF)
    await page.goto('/analytics?range=30d')
    await expect(
      page.getByTestId('visitors-chart').locator('svg.recharts-surface').first(),
    ).toBeVisible()
    for (const summary of await page.getByText('Show as table').all()) await summary.click()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  })
})
