import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { coloradoClock } from '@/lib/time/colorado'
import { ADMIN, login, signedIn, typeInto } from './fixtures'

/**
 * Texts in the studio (issue 57): the admin confirms a mobile number on their account page with
 * the code texted to it (this server has no Twilio settings, so the text is kept in the Outbox,
 * where the test reads it as the phone would), the panel passes axe and works at 320 px wide; a
 * lead's case file lists its texts and, for a homeowner who did not ask for texts, says so instead
 * of offering "On my way"; for one who ticked "Text me about my visit" on the estimate form,
 * "On my way" on a 320 px phone texts them once, and passes axe.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The code in the newest text kept in the Outbox for `to`, once the send job has kept it. */
async function codeFromOutbox(request: APIRequestContext, auth: string, to: string, after: string) {
  let code = ''
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/outbox?where[channel][equals]=text&where[kind][equals]=confirm-code&where[to][equals]=${encodeURIComponent(to)}&where[createdAt][greater_than]=${encodeURIComponent(after)}&sort=-createdAt&limit=1`,
          { headers: { Authorization: auth } },
        )
        const { docs } = (await response.json()) as { docs: { text?: string }[] }
        code = /\b(\d{6})\b/.exec(docs[0]?.text ?? '')?.[1] ?? ''
        return code
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toMatch(/^\d{6}$/)
  return code
}

const axe = (page: Page, selector: string) =>
  new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze()

test('the admin confirms a mobile number with the texted code, then removes it', async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN)
  await signedIn(page)
  await page.goto('/admin/account')
  const panel = page.getByTestId('mobile-number')
  await expect(panel).toContainText('Mobile number for text alerts')
  expect((await axe(page, '[data-testid="mobile-number"]')).violations).toEqual([])

  // A number that is not one: said in words, nothing sent.
  await typeInto(panel.getByLabel('Your mobile number'), '555-01')
  await panel.getByRole('button', { name: 'Send code' }).click()
  await expect(panel.getByRole('alert')).toContainText('with its area code')

  const before = new Date(Date.now() - 1_000).toISOString()
  await typeInto(panel.getByLabel('Your mobile number'), '970-555-0142')
  await panel.getByRole('button', { name: 'Send code' }).click()
  await expect(panel.getByRole('status')).toContainText('We texted a code to (970) 555-0142')
  const codeBox = panel.getByLabel('The 6-digit code from the text')
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric')
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code')
  expect((await axe(page, '[data-testid="mobile-number"]')).violations).toEqual([])

  const code = await codeFromOutbox(request, admin, '+19705550142', before)
  // The code is on no page of the studio.
  expect(await page.content()).not.toContain(code)

  // A wrong code first: refused in words.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await typeInto(codeBox, wrong)
  await codeBox.press('Enter')
  await expect(panel.getByRole('alert')).toHaveText('That code is not right.')
  // Enter did the panel's step, not the page's Save: still on the account page.
  await expect(page).toHaveURL(/\/admin\/account/)

  await typeInto(codeBox, code)
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(panel.getByTestId('mobile-confirmed')).toHaveText('(970) 555-0142, confirmed')
  await expect(panel.getByRole('status')).toContainText('is confirmed')
  await expect(panel.getByRole('button', { name: 'Change' })).toBeVisible()
  expect((await axe(page, '[data-testid="mobile-number"]')).violations).toEqual([])

  // Kept after a reload: the server's.
  await page.reload()
  await expect(panel.getByTestId('mobile-confirmed')).toHaveText('(970) 555-0142, confirmed')

  // At 320 px: the panel fits, its buttons are in reach.
  await page.setViewportSize({ width: 320, height: 800 })
  await panel.scrollIntoViewIfNeeded()
  const fits = await panel.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)
  expect(fits).toBe(true)
  const box = await panel.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  await panel.getByRole('button', { name: 'Change' }).click()
  const input = panel.getByLabel('Your mobile number')
  await expect(input).toBeVisible()
  const inputBox = await input.boundingBox()
  expect(inputBox!.x + inputBox!.width).toBeLessThanOrEqual(320)
  expect((await axe(page, '[data-testid="mobile-number"]')).violations).toEqual([])
  await page.screenshot({ path: test.info().outputPath('mobile-320.png'), fullPage: true })
  await panel.getByRole('button', { name: 'Cancel' }).click()

  // Removed: no number, no alerts.
  await panel.getByRole('button', { name: 'Remove' }).click()
  await expect(panel.getByRole('status')).toContainText('removed')
  await expect(panel.getByLabel('Your mobile number')).toBeVisible()
  const me = await request.get('/api/users/me', { headers: { Authorization: admin } })
  expect(((await me.json()) as { user: { mobile?: string | null } }).user.mobile ?? null).toBeNull()
})

test('the case file lists the lead’s texts, and has no "On my way" without consent', async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN)
  const created = await request.post('/api/leads', {
    headers: { Authorization: admin },
    data: { name: `Carl Caller ${Date.now()}`, phone: '970 555 0166', source: 'phone' },
  })
  expect(created.ok()).toBe(true)
  const lead = ((await created.json()) as { doc: { id: number } }).doc
  // Without the homeowner's tick the endpoint refuses too.
  const refused = await request.post(`/api/leads/${lead.id}/on-my-way`, {
    headers: { Authorization: admin },
    data: { arrival: '10:30' },
  })
  expect(refused.status()).toBe(422)

  await signedIn(page)
  await page.goto(`/admin/collections/leads/${lead.id}`)
  const texts = page.getByRole('region', { name: 'Texts' })
  await expect(texts).toContainText('The homeowner has not asked for texts.')
  await expect(texts).toContainText('No texts yet.')
  await expect(texts.getByRole('button', { name: 'On my way' })).toHaveCount(0)
  expect((await axe(page, '[data-lead-texts]')).violations).toEqual([])
})

test('"On my way" on a 320 px phone texts the homeowner who asked for texts, once', async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN)
  const name = `Olive Onway ${Date.now()}`
  const estimate = await request.post('/api/calculator', {
    data: {
      name,
      email: `olive-${Date.now()}@example.com`,
      phone: '970-555-0177',
      serviceType: 'basic',
      squareFootage: '900',
      location: 'Salida, CO',
      textMe: true,
    },
  })
  expect(estimate.status()).toBe(200)
  const found = await request.get(`/api/leads?where[name][equals]=${encodeURIComponent(name)}`, {
    headers: { Authorization: admin },
  })
  const lead = ((await found.json()) as { docs: { id: number }[] }).docs[0]

  await page.setViewportSize({ width: 320, height: 700 })
  await signedIn(page)
  await page.goto(`/admin/collections/leads/${lead.id}`)
  const onMyWay = page.getByTestId('on-my-way')
  await onMyWay.getByLabel('Arriving around').fill('10:30')
  expect((await axe(page, '[data-lead-texts]')).violations).toEqual([])
  const box = await onMyWay.getByRole('button', { name: 'On my way' }).boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  await onMyWay.getByRole('button', { name: 'On my way' }).click()
  await expect(onMyWay.getByRole('status')).toContainText('“On my way” texted at')
  // One text, in the homeowner's words. This server has no provider: by day it is kept in the
  // Outbox at once; in the quiet hours (8 PM to 8 AM, Colorado) it waits for 8 AM.
  const hour = coloradoClock(new Date()).getHours()
  const quiet = hour < 8 || hour >= 20
  await expect
    .poll(
      async () => {
        const stored = await request.get(
          `/api/texts?where[kind][equals]=on-my-way&where[lead][equals]=${lead.id}&depth=0`,
          { headers: { Authorization: admin } },
        )
        return ((await stored.json()) as { docs: { state: string; body: string }[] }).docs.map(
          (doc) => [doc.state, doc.body],
        )
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual([
      [quiet ? 'queued' : 'kept', expect.stringContaining('should arrive around 10:30 AM')],
    ])
  // A second press does not text twice.
  const again = await request.post(`/api/leads/${lead.id}/on-my-way`, {
    headers: { Authorization: admin },
    data: { arrival: '10:45' },
  })
  expect(((await again.json()) as { already?: boolean }).already).toBe(true)
})

test('a text kept in the Outbox reads as a text', async ({ page, request }) => {
  const admin = await login(request, ADMIN)
  // The code text of the first test, or one sent now.
  const found = await request.get(
    '/api/outbox?where[channel][equals]=text&where[kind][equals]=confirm-code&sort=-createdAt&limit=1',
    { headers: { Authorization: admin } },
  )
  let doc = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  if (!doc) {
    await signedIn(page)
    const sent = await page.request.post('/api/users/mobile/send-code', {
      data: { number: '970-555-0143' },
    })
    expect(sent.ok()).toBe(true)
    await expect
      .poll(
        async () => {
          const response = await request.get(
            '/api/outbox?where[channel][equals]=text&where[kind][equals]=confirm-code&sort=-createdAt&limit=1',
            { headers: { Authorization: admin } },
          )
          doc = ((await response.json()) as { docs: { id: number }[] }).docs[0]
          return Boolean(doc)
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true)
  }
  await signedIn(page)
  await page.goto('/admin/collections/outbox')
  await expect(page.locator('.table thead')).toContainText('Sent as')
  await expect(page.locator('.table tbody')).toContainText('Text message')
  await page.goto(`/admin/collections/outbox/${doc.id}`)
  const preview = page.getByTestId('text-preview')
  await expect(preview).toContainText('The text message')
  await expect(preview).toContainText('is your code to confirm this number')
  await expect(page.locator('.outbox-kind')).toContainText('Number confirmation code')
  await expect(page.locator('iframe.outbox-preview__frame')).toHaveCount(0)
})
