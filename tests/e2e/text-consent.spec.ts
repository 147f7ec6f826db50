import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { CONSENT_LABEL, CONSENT_WORDS, INVALID_PHONE } from '@/features/texts/schema'
import { ADMIN, login } from './fixtures'

/**
 * Issue 57: "Text me about my visit" on the estimate form, the booking picker and the chat's
 * contact step, in a real browser. Unticked by default, a real checkbox with its label and its
 * small print (the words stored), accessible (axe) and usable on a 320 px phone; with the tick a
 * number texts cannot reach is refused on the phone field; the lead stored holds the consent
 * (read back through the REST API as the seeded admin), with and without JavaScript.
 */
const stamp = Date.now()
const PHONE_320 = { width: 320, height: 640 }
/** A valid US mobile number of this run (libphonenumber-js calls 970-555-xxxx valid). */
const mobile = (n: number) => `(970) 555-${String((stamp + n) % 10_000).padStart(4, '0')}`
const e164 = (typed: string) => `+1${typed.replace(/\D/g, '')}`
const BAD_NUMBER = '123-456-7890'

type Consent = {
  number?: string | null
  words?: string | null
  at?: string | null
  source?: string | null
}

async function leadOf(request: APIRequestContext, email: string) {
  const response = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: await login(request, ADMIN) } },
  )
  expect(response.status()).toBe(200)
  const docs = (await response.json()).docs as { textConsent?: Consent }[]
  expect(docs).toHaveLength(1)
  return docs[0]
}

async function expectConsent(
  request: APIRequestContext,
  email: string,
  phone: string,
  source: string,
  since: number,
) {
  const { textConsent } = await leadOf(request, email)
  expect(textConsent).toMatchObject({ number: e164(phone), words: CONSENT_WORDS, source })
  expect(Date.parse(textConsent!.at!)).toBeGreaterThanOrEqual(since - 5_000)
}

/** axe's WCAG 2.1 A and AA violations inside `selector`. */
async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/**
 * The tick as a person meets it: unticked, named by its label, described by the words stored;
 * on a 320 px screen nothing scrolls sideways, its label is on the screen, and a press on the
 * label ticks it (then untick again: each test ticks when it means to).
 */
async function expectTick(page: Page, tick: Locator, { narrow = false } = {}) {
  await expect(tick).toBeVisible()
  await expect(tick).not.toBeChecked()
  await expect(tick).toHaveAttribute('type', 'checkbox')
  await expect(tick).toHaveAttribute('name', 'textMe')
  await expect(tick).toHaveAccessibleName(CONSENT_LABEL)
  await expect(tick).toHaveAccessibleDescription(CONSENT_WORDS)
  if (!narrow) return
  const id = (await tick.getAttribute('id'))!
  const label = page.locator(`label[for="${id}"]`)
  await label.scrollIntoViewIfNeeded()
  const box = (await label.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_320.width)
  const words = (await page.locator(`[id="${id}-words"]`).boundingBox())!
  expect(words.x + words.width).toBeLessThanOrEqual(PHONE_320.width)
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0)
  await label.click()
  await expect(tick).toBeChecked()
  await label.click()
  await expect(tick).not.toBeChecked()
}

test.describe('with JavaScript, on a 320 px phone', () => {
  test.use({ viewport: PHONE_320 })

  test('the estimate form: the tick, the phone’s message, then the lead with the consent', async ({
    page,
    request,
  }) => {
    const since = Date.now()
    const email = `texts-estimate-${stamp}@example.com`
    const phone = mobile(1)
    await page.goto('/cost-calculator', { waitUntil: 'networkidle' })
    const tick = page.getByRole('checkbox', { name: CONSENT_LABEL })
    await expectTick(page, tick, { narrow: true })
    expect(await axeViolations(page, 'form:has(#estimate-textMe)')).toEqual([])

    await page.getByLabel('Service type').selectOption('basic')
    await page.getByLabel('Square footage').fill('1200')
    await page.getByLabel('Full name').fill('Tess Estimate')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone', { exact: true }).fill(BAD_NUMBER)
    await tick.check()
    await page.getByRole('button', { name: 'Get My Estimate' }).click()
    const phoneField = page.getByLabel('Phone', { exact: true })
    await expect(phoneField).toHaveAccessibleDescription(INVALID_PHONE)
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true')
    await expect(tick).toBeChecked()
    await expect(page.getByLabel('Full name')).toHaveValue('Tess Estimate')

    await phoneField.fill(phone)
    await page.getByRole('button', { name: 'Get My Estimate' }).click()
    await expect(page.getByTestId('estimate-confirmation')).toBeVisible()
    await expectConsent(request, email, phone, 'estimate', since)
  })

  test('the booking picker: the tick, the phone’s message, then the lead with the consent', async ({
    page,
    request,
  }) => {
    const since = Date.now()
    const email = `texts-booking-${stamp}@example.com`
    const phone = mobile(2)
    await page.goto('/contact')
    await page.getByTestId('book-inspection').click()
    const picker = page.getByTestId('booking-picker')
    await picker.getByLabel(/Where is the home/).fill('Fairplay')
    await picker.getByRole('button', { name: 'See the open times' }).click()
    await picker.locator('button[aria-pressed]').first().click()
    const tick = picker.getByRole('checkbox', { name: CONSENT_LABEL })
    await expectTick(page, tick, { narrow: true })
    expect(await axeViolations(page, '[data-testid="booking-picker"]')).toEqual([])

    await picker.getByLabel('Your name').fill('Tom Booking')
    await picker.getByLabel('E-mail').fill(email)
    await picker.getByLabel('Phone').fill(BAD_NUMBER)
    await picker.getByLabel('Street address').fill('12 Tick Rd')
    await tick.check()
    await picker.getByRole('button', { name: 'Book this visit' }).click()
    await expect(picker.getByLabel('Phone')).toHaveAccessibleDescription(INVALID_PHONE)
    await expect(tick).toBeChecked()
    await expect(picker.getByLabel('Street address')).toHaveValue('12 Tick Rd')

    await picker.getByLabel('Phone').fill(phone)
    await picker.getByRole('button', { name: 'Book this visit' }).click()
    await expect(page.getByTestId('booking-done')).toBeVisible()
    await expectConsent(request, email, phone, 'booking', since)
  })

  test('the chat’s contact step: the tick, then the lead with the consent', async ({
    page,
    request,
  }) => {
    const since = Date.now()
    const email = `texts-chat-${stamp}@example.com`
    const phone = mobile(3)
    await page.goto('/chat')
    const panel = page.getByTestId('chat-panel')
    const assistant = panel.getByTestId('chat-assistant')
    await expect(assistant.nth(1)).toBeVisible()
    const say = async (text: string) => {
      const before = await assistant.count()
      await panel.getByPlaceholder('Type a message...').fill(text)
      await panel.getByRole('button', { name: 'Send message' }).click()
      await expect(assistant).toHaveCount(before + 1)
    }
    // No tick before the chat asks for the contact details.
    await expect(panel.getByRole('checkbox', { name: CONSENT_LABEL })).toHaveCount(0)
    await say('About 2,400 sq ft, a full restoration, in Salida, CO.')
    const tick = panel.getByRole('checkbox', { name: CONSENT_LABEL })
    await expectTick(page, tick, { narrow: true })
    expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([])

    await tick.check()
    await say(`I'm Tara Chat, my email is ${email} and my phone is ${phone}`)
    await expect(panel.getByTestId('chat-lead-saved')).toBeVisible()
    await expectConsent(request, email, phone, 'chat', since)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the estimate form posts the tick: the phone’s message with all kept, then the consent', async ({
    page,
    request,
  }) => {
    const since = Date.now()
    const email = `texts-estimate-nojs-${stamp}@example.com`
    const phone = mobile(4)
    await page.goto('/cost-calculator')
    const tick = page.getByRole('checkbox', { name: CONSENT_LABEL })
    await expectTick(page, tick)
    await page.getByLabel('Service type').selectOption('basic')
    await page.getByLabel('Square footage').fill('1200')
    await page.getByLabel('Full name').fill('Nora Script')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone', { exact: true }).fill('555-0100')
    await tick.check()
    await page.getByRole('button', { name: 'Get My Estimate' }).click()

    const phoneField = page.getByLabel('Phone', { exact: true })
    await expect(phoneField).toHaveAccessibleDescription(INVALID_PHONE)
    await expect(phoneField).toHaveValue('555-0100')
    await expect(page.getByLabel('Full name')).toHaveValue('Nora Script')
    await expect(page.getByRole('checkbox', { name: CONSENT_LABEL })).toBeChecked()

    await phoneField.fill(phone)
    await page.getByRole('button', { name: 'Get My Estimate' }).click()
    await expect(page.getByTestId('estimate-confirmation')).toBeVisible()
    await expectConsent(request, email, phone, 'estimate', since)
  })

  test('the booking page posts the tick: the phone’s message with all kept, then the consent', async ({
    page,
    request,
  }) => {
    const since = Date.now()
    const email = `texts-book-nojs-${stamp}@example.com`
    const phone = mobile(5)
    await page.goto('/book')
    await page.getByLabel(/Where is the home/).fill('Fairplay')
    await page.getByRole('button', { name: 'See the open times' }).click()
    const tick = page.getByRole('checkbox', { name: CONSENT_LABEL })
    await expectTick(page, tick)
    await page.getByLabel('Your name').fill('Nico Script')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Phone').fill(BAD_NUMBER)
    await page.getByLabel('Street address of the home').fill('5 Plain Form Rd')
    const chosen = page.getByRole('radio').nth(2)
    const start = (await chosen.getAttribute('value'))!
    await chosen.check()
    await tick.check()
    await page.getByRole('button', { name: 'Book this visit' }).click()

    expect(new URL(page.url()).search).toContain('error=fields')
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(INVALID_PHONE)
    await expect(page.getByLabel('Phone')).toHaveValue(BAD_NUMBER)
    await expect(page.getByLabel('Street address of the home')).toHaveValue('5 Plain Form Rd')
    await expect(page.locator(`input[type=radio][value="${start}"]`)).toBeChecked()
    await expect(page.getByRole('checkbox', { name: CONSENT_LABEL })).toBeChecked()

    await page.getByLabel('Phone').fill(phone)
    await page.getByRole('button', { name: 'Book this visit' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your inspection is booked')
    await expectConsent(request, email, phone, 'booking', since)
  })
})
