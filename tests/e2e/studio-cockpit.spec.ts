import { expect, test, type APIRequestContext } from '@playwright/test'

import { ADMIN, login, signedIn } from './fixtures'

/**
 * The business's own studio (issue 26): the branded sign-in page (a screenshot in the test's
 * output), and the dashboard after a scripted week of leads: the overdue ones first, oldest
 * first, each number a link to the list it counts.
 */
const BUSINESS = 'High Country Log Home Finishing'
const DAY = 86_400_000

test('the sign-in page and the corner are the business’s, not Payload’s', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/login')
  await expect(page).toHaveTitle(new RegExp(`\\| ${BUSINESS} studio$`))
  const brand = page.locator('[data-studio-brand]')
  await expect(brand).toContainText(BUSINESS)
  await expect(brand.getByRole('img')).toHaveAttribute('src', /\/api\/media\/file\//)
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/icon\.png/)
  await expect(page.locator('body')).not.toContainText(/payload/i)
  const shot = testInfo.outputPath('sign-in.png')
  await page.screenshot({ path: shot, fullPage: true })
  await testInfo.attach('sign-in page', { path: shot, contentType: 'image/png' })

  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page).toHaveTitle(`Dashboard | ${BUSINESS} studio`)
  // The corner: the business's logo where Payload's icon was.
  await expect(page.locator('img.studio-brand__icon').first()).toHaveAttribute('alt', BUSINESS)
  await expect(page.locator('header, nav').first()).not.toContainText(/payload/i)
})

/** A lead as if it came in `daysAgo` days ago (its respond-by counted from then). */
async function leadFrom(
  request: APIRequestContext,
  auth: string,
  name: string,
  daysAgo: number,
  extra: Record<string, unknown> = {},
) {
  const response = await request.post('/api/leads', {
    headers: { Authorization: auth },
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '719 555 0111',
      source: 'calculator',
      location: 'Bailey, CO',
      createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      ...extra,
    },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).doc as { id: number; respondBy: string; createdAt: string }
}

test('the dashboard after a week of leads: overdue first, oldest first, each number a link', async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN)
  const run = Date.now().toString(36)
  // Last week: one estimate request, answered.
  const lastWeek = await leadFrom(request, admin, `Lena Lastweek ${run}`, 9, { status: 'won' })
  // This week: a chat lead and an estimate request nobody answered, one answered with a note,
  // and one that came in just now.
  const oldest = await leadFrom(request, admin, `Olga Oldest ${run}`, 6, { source: 'chat' })
  const older = await leadFrom(request, admin, `Otto Older ${run}`, 5)
  const noted = await leadFrom(request, admin, `Nina Noted ${run}`, 4)
  await request.patch(`/api/leads/${noted.id}`, {
    headers: { Authorization: admin },
    data: { notes: [{ kind: 'note', note: 'Called back, visit booked.' }] },
  })
  const fresh = await leadFrom(request, admin, `Fred Fresh ${run}`, 0)
  // Two days apart, or both due at the same time when both came in while the business was closed
  // (a Saturday evening and a Sunday): the list then puts the one that came in first first.
  expect(Date.parse(oldest.respondBy)).toBeLessThanOrEqual(Date.parse(older.respondBy))
  expect(Date.parse(fresh.respondBy)).toBeGreaterThan(Date.now())
  expect(Date.parse(lastWeek.createdAt)).toBeLessThan(Date.now() - 8 * DAY)

  await signedIn(page)
  await page.goto('/admin')
  const overdue = page.locator('[data-cockpit="overdue"]')
  await expect(overdue).toContainText('Overdue')
  const names = await overdue.getByRole('listitem').allInnerTexts()
  const at = (name: string) => names.findIndex((text) => text.includes(name))
  expect(at(`Olga Oldest ${run}`)).toBeGreaterThanOrEqual(0)
  expect(at(`Olga Oldest ${run}`)).toBeLessThan(at(`Otto Older ${run}`))
  expect(names.join('\n')).not.toContain(`Nina Noted ${run}`)
  expect(names.join('\n')).not.toContain(`Fred Fresh ${run}`)
  // The first screen, in the owner's order.
  const order = await page
    .locator('[data-cockpit]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-cockpit')))
  expect(order).toEqual([
    'setup',
    'overdue',
    'due-today',
    'new-since',
    'visits',
    'week',
    'scheduled',
    'reviews',
    'seo',
  ])
  // Texts are not set up on this server: the setup card says so, in the owner's words.
  await expect(page.locator('[data-cockpit="setup"] [data-step="texts"]')).toContainText(
    'Text messages to homeowners and to you are not sent yet: each is kept in the Outbox',
  )
  // No text failed (none is sent): no card about them.
  await expect(page.locator('[data-cockpit="failed-texts"]')).toHaveCount(0)
  const week = page.locator('[data-cockpit="week"]')
  await expect(week.locator('[data-figure="chat"] td').first()).not.toHaveText('0')
  await expect(page.locator('[data-cockpit="seo"]')).toContainText(/posts? of \d+ need SEO work/)
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true })

  // The overdue number opens the list it counts: as many rows, ours among them, red.
  const count = Number(await overdue.locator('[data-count]').getAttribute('data-count'))
  expect(count).toBeGreaterThanOrEqual(2)
  await overdue.locator('[data-count]').click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads\?/)
  await expect(page.locator('.table tbody tr')).toHaveCount(Math.min(count, 10))
  await expect(page.locator('[data-overdue="true"]').first()).toBeVisible()
  await expect(page.getByRole('link', { name: `Olga Oldest ${run}` })).toBeVisible()

  // The chat leads of this week open their list too.
  await page.goto('/admin')
  const chat = page.locator('[data-cockpit="week"] [data-figure="chat"] td a').first()
  const chats = Number(await chat.innerText())
  await chat.click()
  await expect(page.locator('.table tbody tr')).toHaveCount(Math.min(chats, 10))

  // The case file says when it is due, and that it is overdue.
  await page.goto(`/admin/collections/leads/${older.id}`)
  await expect(page.locator('[data-respond="overdue"]')).toContainText('Overdue: was due')
  await page.goto(`/admin/collections/leads/${noted.id}`)
  await expect(page.locator('[data-respond="met"]')).toContainText('Answered')
})
