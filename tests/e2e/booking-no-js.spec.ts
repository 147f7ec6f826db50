import { expect, test, type APIRequestContext } from '@playwright/test'

import { ADMIN, login } from './fixtures'

/**
 * Issue 52, without a script: /book books, and a refusal comes back with its message first, next
 * to what it is about, with everything typed and chosen kept, and nothing personal in the
 * address; the visit's page confirms, moves and cancels (asking once); no address can put words
 * in the site's alert box; /book has its canonical address and is not indexed.
 */
test.use({ javaScriptEnabled: false })

const stamp = Date.now()
const person = {
  name: `Robin Larch ${stamp}`,
  email: `no-js-${stamp}@example.com`,
  phone: `(719) 555-${String(stamp % 10_000).padStart(4, '0')}`,
  address: '88 Spruce Gulch Rd',
}

async function lastMailTo(request: APIRequestContext, to: string, kind: string) {
  const found = await request.get(
    `/api/outbox?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=${kind}&sort=-createdAt&limit=1&depth=0`,
    { headers: { Authorization: await login(request, ADMIN) } },
  )
  return ((await found.json()).docs as { text: string; attachments?: { content: string }[] }[])[0]
}

test('books on /book, the refusal first and everything kept; then confirms, moves and cancels once asked', async ({
  page,
  request,
}) => {
  await page.goto('/book')
  await page.getByLabel(/Where is the home/).fill('Vail')
  await page.getByRole('button', { name: 'See the open times' }).click()
  // Eagle County is served on Tuesdays only.
  const days = await page.locator('fieldset fieldset legend').allTextContents()
  expect(days.length).toBeGreaterThan(0)
  expect(days.every((day) => day.startsWith('Tue,'))).toBe(true)

  // A refused field: the page again, the message first, the window and the fields as they were.
  await page.getByLabel('Your name').fill(person.name)
  await page.getByLabel('E-mail').fill('not-an-address')
  await page.locator('input[type=email]').evaluate((input) => input.setAttribute('type', 'text'))
  await page.getByLabel('Phone').fill(person.phone)
  await page.getByLabel('Street address of the home').fill(person.address)
  const chosen = page.getByRole('radio').nth(1)
  const start = (await chosen.getAttribute('value'))!
  await chosen.check()
  await page.getByRole('button', { name: 'Book this visit' }).click()

  const url = new URL(page.url())
  expect(url.pathname + url.search).toBe('/book?place=Vail&error=fields')
  for (const value of [person.name, person.phone, person.address, 'not-an-address'])
    expect(decodeURIComponent(page.url())).not.toContain(value)
  const alert = page.locator('main [role=alert]')
  await expect(alert).toHaveText('Please check the fields marked below.')
  const firstRadio = page.getByRole('radio').first()
  const [alertBox, radioBox] = [await alert.boundingBox(), await firstRadio.boundingBox()]
  expect(alertBox!.y).toBeLessThan(radioBox!.y)
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Invalid email address')
  await expect(page.getByLabel('Your name')).toHaveValue(person.name)
  await expect(page.getByLabel('Street address of the home')).toHaveValue(person.address)
  await expect(page.locator(`input[type=radio][value="${start}"]`)).toBeChecked()

  await page.getByLabel('E-mail').fill(person.email)
  await page.getByRole('button', { name: 'Book this visit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your inspection is booked')
  await expect(page.getByText(`${person.address}, Vail`)).toBeVisible()
  const bookedAt = page.url()
  const mail = await lastMailTo(request, person.email, 'visit-booked')
  expect(mail.text).toContain(`${person.address}, Vail`)

  // Confirmed from the page the e-mail's button opens.
  await page.getByRole('button', { name: 'Confirm my visit' }).click()
  await expect(page.getByText('Thank you: your visit is confirmed.')).toBeVisible()

  // Moved: the new time shows, and the first link changes nothing any more.
  await page.getByText('Move it to another time').click()
  const other = page
    .locator(`form[action$="/move"] input[type=radio]:not([value="${start}"])`)
    .first()
  await other.check()
  await page.getByRole('button', { name: 'Move the visit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your inspection has moved')
  const movedAt = page.url()
  const moved = await lastMailTo(request, person.email, 'visit-moved')
  expect(moved.attachments?.[0].content).toMatch(/SEQUENCE:1\r\n/)
  await page.goto(bookedAt)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works')

  // Cancelled from the current link, after one question that names the visit.
  await page.goto(movedAt)
  const when = (await page.locator('[data-visit-when]').textContent())!
  await page.getByText('Cancel the visit', { exact: true }).click()
  await expect(page.getByText(`Cancel your visit on ${when}?`)).toBeVisible()
  await page.getByRole('button', { name: 'Yes, cancel the visit' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your visit is cancelled' }),
  ).toBeVisible()
  const cancelled = await lastMailTo(request, person.email, 'visit-cancelled')
  expect(cancelled.attachments?.[0].content).toContain('METHOD:CANCEL')
})

test('no address puts words in the booking’s alert boxes', async ({ page }) => {
  const words = 'Our number changed: call 1-900-555-0100'
  await page.goto(`/book?place=Fairplay&error=${encodeURIComponent(words)}`)
  await expect(page.getByRole('radio').first()).toBeVisible()
  await expect(page.locator('main [role=alert]')).toHaveCount(0)
  await expect(page.getByText(words)).toHaveCount(0)
  // A real code with no form of the visitor's own behind it says nothing either.
  await page.goto('/book?place=Fairplay&error=taken')
  await expect(page.locator('main [role=alert]')).toHaveCount(0)
  await page.goto(`/booking/1.1.${'a'.repeat(43)}?error=${encodeURIComponent(words)}`)
  await expect(page.getByText(words)).toHaveCount(0)
})

test('/book has its canonical address and is kept out of search engines', async ({ page }) => {
  await page.goto('/book')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/book$/)
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
})
