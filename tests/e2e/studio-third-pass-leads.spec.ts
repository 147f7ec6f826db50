import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { NO_WAY_TO_REACH } from '@/features/leads/domain'
import { formatWindow } from '@/lib/time/colorado'
import { ADMIN, login, signedIn } from './fixtures'

/**
 * Issue 54, the leads' part, each control pressed once as the owner would: a caller with a phone
 * and no e-mail saved from Leads, Create New (and one with neither refused on the fields); a
 * typed date range on the Leads list, filtered once; the case file's e-mails after a reload, with
 * their state; a visit's cancel that asks first, from the case file, the Visits list and the
 * dashboard.
 */
const run = Date.now().toString(36)
const HOUR = 3_600_000

async function admin(request: APIRequestContext) {
  return { Authorization: await login(request, ADMIN) }
}

type Lead = { id: number; name: string }

async function createLead(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/leads', {
    headers: await admin(request),
    data: { source: 'phone', status: 'new', ...data },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).doc as Lead
}

type Visit = { id: number; start: string; end: string; state: string }

/** A visit staff book for a lead, at `start` (unique to the run: a window holds one visit). */
async function bookVisit(request: APIRequestContext, lead: Lead, start: Date, email?: string) {
  const response = await request.post('/api/visits', {
    headers: await admin(request),
    data: {
      lead: lead.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * HOUR).toISOString(),
      state: 'booked',
      name: lead.name,
      email,
      phone: '(719) 555-0123',
      place: 'Fairplay',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).doc as Visit
}

async function visitState(request: APIRequestContext, visit: Visit) {
  const response = await request.get(`/api/visits/${visit.id}?depth=0`, {
    headers: await admin(request),
  })
  return ((await response.json()) as Visit).state
}

/** The cancellation e-mails of a visit in the Outbox (the suite's server sends none). */
async function cancellationsTo(request: APIRequestContext, email: string) {
  const response = await request.get(
    `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=visit-cancelled&limit=10&depth=0`,
    { headers: await admin(request) },
  )
  return (await response.json()).totalDocs as number
}

/** A moment `days` days on, to the second the run started: no other visit holds it. */
const daysOn = (days: number, hours = 0) =>
  new Date(Math.floor(Date.now() / 1000) * 1000 + days * 24 * HOUR + hours * HOUR)

const windowOf = (visit: Visit) => formatWindow(new Date(visit.start), new Date(visit.end))

/** The question before a cancel: it names the visit and the homeowner. */
async function expectQuestion(page: Page, name: string, visit: Visit) {
  const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(name)
  await expect(dialog).toContainText(windowOf(visit))
  return dialog
}

test('a caller with a phone and no e-mail is saved from Create New; one with neither is refused', async ({
  page,
  request,
}) => {
  const name = `Pete Phoneonly ${run}`
  await signedIn(page)
  await page.goto('/admin/collections/leads/create')
  await page.locator('#field-name').fill(name)
  await page.locator('#field-phone').fill('719-555-0177')
  await page.locator('#field-source').click()
  await page.getByRole('option', { name: 'Phone', exact: true }).click()
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads\/\d+$/)
  // The case file: call or text them; no e-mail to write, and it says so.
  const contact = page.getByRole('region', { name: 'Contact' })
  await expect(contact.getByRole('link', { name: 'Call (719) 555-0177' })).toBeVisible()
  await expect(contact.getByRole('link', { name: /^E-mail / })).toHaveCount(0)
  await expect(contact.locator('[data-contact-missing]')).toContainText('No e-mail address')
  const id = Number(page.url().split('/').at(-1))
  const saved = await request.get(`/api/leads/${id}?depth=0`, { headers: await admin(request) })
  expect(await saved.json()).toMatchObject({ name, phone: '(719) 555-0177', email: null })

  // A name and nothing to reach them by: both fields say what is missing; nothing is stored.
  const nobody = `Nora Noway ${run}`
  await page.goto('/admin/collections/leads/create')
  await page.locator('#field-name').fill(nobody)
  await page.locator('#field-source').click()
  await page.getByRole('option', { name: 'Phone', exact: true }).click()
  await page.locator('#action-save').click()
  for (const field of ['#field-email', '#field-phone']) {
    const error = page
      .locator('.field-type.error', { has: page.locator(field) })
      .locator('.field-error.tooltip--show .tooltip-content')
    await expect(error).toHaveText(NO_WAY_TO_REACH)
    // Shown whole, not cut off at the field's width.
    expect(await error.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true)
  }
  await expect(page).toHaveURL(/\/admin\/collections\/leads\/create$/)
  const found = await request.get(
    `/api/leads?where[name][equals]=${encodeURIComponent(nobody)}&depth=0`,
    { headers: await admin(request) },
  )
  expect((await found.json()).totalDocs).toBe(0)
})

test('a date range typed on the Leads list filters it once per date, to the right leads', async ({
  page,
  request,
}) => {
  // March 2025, a month no other test's leads come in: in it, on its first and sixth days; out
  // of it, the day before and the day after.
  const at = (day: string) => new Date(`${day}T12:00:00-07:00`).toISOString()
  const lead = (name: string, day: string) =>
    createLead(request, { name, phone: '719 555 0100', createdAt: at(day) })
  const inside = [`Ida Inside ${run}`, `Ivy Inside ${run}`]
  await lead(inside[0], '2025-03-01')
  await lead(inside[1], '2025-03-06')
  await lead(`Otto Outside ${run}`, '2025-02-28')
  await lead(`Olga Outside ${run}`, '2025-03-07')

  await signedIn(page)
  await page.goto('/admin/collections/leads')
  await expect(page.locator('.list-starting')).toHaveCount(0)
  // Every time the list asks the server for its rows by date.
  const refilters: string[] = []
  page.on('request', (asked) => {
    const url = decodeURIComponent(asked.url())
    if (url.includes('/admin/collections/leads?') && url.includes('[createdAt]')) {
      refilters.push(url)
    }
  })
  const filters = page.getByRole('region', { name: 'Quick filters' })
  const from = filters.getByLabel('From')
  const to = filters.getByLabel('To')

  // A click on the box's month, then the date typed as digits.
  await from.click({ position: { x: 12, y: 10 } })
  await page.keyboard.type('03012025')
  await expect(page).toHaveURL(/greater_than_equal.*=2025-03-01T07(:|%3A)00/)
  await expect(from).toHaveValue('2025-03-01')
  await to.click({ position: { x: 12, y: 10 } })
  await page.keyboard.type('03062025')
  await expect(page).toHaveURL(/less_than.*=2025-03-07T07(:|%3A)00/)
  await expect(to).toHaveValue('2025-03-06')

  const rows = page.locator('.table tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.getByRole('link', { name: inside[0] })).toBeVisible()
  await expect(rows.getByRole('link', { name: inside[1] })).toBeVisible()
  // Once for the From date, once for the To date: never for a year half typed.
  expect(refilters).toHaveLength(2)
  expect(refilters.join('\n')).not.toMatch(/=0\d{3}-/)
})

test('the case file lists the lead’s e-mails after a reload, newest first, with their state', async ({
  page,
  request,
}) => {
  const email = `erin.emails.${run}@example.com`
  const lead = await createLead(request, { name: `Erin Emails ${run}`, email, phone: '7195550144' })
  const visit = await bookVisit(request, lead, daysOn(40), email)
  const moved = await request.patch(`/api/visits/${visit.id}`, {
    headers: await admin(request),
    data: { start: daysOn(41).toISOString(), end: daysOn(41, 2).toISOString() },
  })
  expect(moved.ok()).toBe(true)
  const won = await request.patch(`/api/leads/${lead.id}`, {
    headers: await admin(request),
    data: { status: 'won' },
  })
  expect(won.ok()).toBe(true)
  const asked = await request.post('/api/review-requests', {
    headers: await admin(request),
    data: { lead: lead.id, delayDays: 7 },
  })
  expect(asked.status()).toBe(201)

  await signedIn(page)
  await page.goto(`/admin/collections/leads/${lead.id}`)
  await page.reload()
  const list = page
    .getByRole('region', { name: 'E-mails' })
    .getByRole('list', { name: 'E-mails about this lead' })
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(3)
  await expect(items.nth(0)).toContainText('Review request, to the homeowner')
  await expect(items.nth(0)).toContainText('Waiting to be sent')
  await expect(items.nth(1)).toContainText('Inspection moved, to the homeowner')
  await expect(items.nth(2)).toContainText('Inspection booked, to the homeowner')
  for (const index of [1, 2]) {
    await expect(items.nth(index)).toContainText('Kept in the Outbox')
    await expect(items.nth(index)).toContainText(email)
  }
  // The Outbox holds the two sent, linked to the lead.
  const outbox = await request.get(`/api/outbox?where[lead][equals]=${lead.id}&depth=0`, {
    headers: await admin(request),
  })
  expect((await outbox.json()).totalDocs).toBe(2)
})

test.describe('a visit’s cancel asks first, naming the visit and the homeowner', () => {
  test('from the case file', async ({ page, request }) => {
    const email = `cass.casefile.${run}@example.com`
    const lead = await createLead(request, {
      name: `Cass Casefile ${run}`,
      email,
      phone: '7195550145',
      location: 'Fairplay',
    })
    const visit = await bookVisit(request, lead, daysOn(30), email)
    await signedIn(page)
    await page.goto(`/admin/collections/leads/${lead.id}`)
    const section = page.getByRole('region', { name: 'Inspection visit' })
    await expect(section.locator('[data-visit="booked"]')).toBeVisible()

    await section.getByRole('button', { name: 'Cancel the visit' }).click()
    let dialog = await expectQuestion(page, lead.name, visit)
    await expect(dialog).toContainText(`${lead.name} gets an e-mail saying it is cancelled.`)
    await dialog.getByRole('button', { name: 'Keep the visit' }).click()
    await expect(dialog).toBeHidden()
    await expect(section.locator('[data-visit="booked"]')).toBeVisible()
    expect(await visitState(request, visit)).toBe('booked')

    await section.getByRole('button', { name: 'Cancel the visit' }).click()
    dialog = await expectQuestion(page, lead.name, visit)
    await dialog.getByRole('button', { name: 'Yes, cancel the visit' }).click()
    await expect(section.locator('[data-visit]')).toHaveText('No visit booked.')
    expect(await visitState(request, visit)).toBe('cancelled')
    expect(await cancellationsTo(request, email)).toBe(1)
  })

  test('from the Visits list', async ({ page, request }) => {
    const lead = await createLead(request, { name: `Lena Listed ${run}`, phone: '7195550146' })
    // A caller with no e-mail: the question says to call them.
    const visit = await bookVisit(request, lead, daysOn(31))
    await signedIn(page)
    await page.goto(`/admin/collections/visits?search=${encodeURIComponent(lead.name)}`)
    const row = page.getByRole('row', { name: new RegExp(lead.name) })
    const cancel = row.getByRole('button', { name: `Cancel the visit of ${lead.name}` })

    await cancel.click()
    let dialog = await expectQuestion(page, lead.name, visit)
    await expect(dialog).toContainText(
      `${lead.name} has no e-mail address: call them at (719) 555-0123 to say so.`,
    )
    await dialog.getByRole('button', { name: 'Keep the visit' }).click()
    await expect(dialog).toBeHidden()
    await expect(row).toContainText('Booked')
    expect(await visitState(request, visit)).toBe('booked')

    await cancel.click()
    dialog = await expectQuestion(page, lead.name, visit)
    await dialog.getByRole('button', { name: 'Yes, cancel the visit' }).click()
    await expect(row).toContainText('Cancelled')
    expect(await visitState(request, visit)).toBe('cancelled')
    // No e-mail to send: the lead's history says so.
    const stored = await request.get(`/api/leads/${lead.id}?depth=0`, {
      headers: await admin(request),
    })
    const notes = ((await stored.json()).notes as { kind: string; note: string }[]).map((entry) => [
      entry.kind,
      entry.note,
    ])
    expect(notes.at(-1)).toEqual([
      'email',
      'The inspection’s cancellation was not e-mailed: there is no e-mail address to send it to.',
    ])
  })

  test('from the dashboard', async ({ page, request }) => {
    const email = `dot.dashboard.${run}@example.com`
    const lead = await createLead(request, {
      name: `Dot Dashboard ${run}`,
      email,
      phone: '7195550147',
    })
    // Within the dashboard's week.
    const visit = await bookVisit(request, lead, daysOn(2), email)
    await signedIn(page)
    await page.goto('/admin')
    const visits = page.locator('[data-cockpit="visits"]')
    const cancel = visits.getByRole('button', { name: `Cancel the visit of ${lead.name}` })

    await cancel.click()
    let dialog = await expectQuestion(page, lead.name, visit)
    await dialog.getByRole('button', { name: 'Keep the visit' }).click()
    await expect(dialog).toBeHidden()
    await expect(visits).toContainText(lead.name)
    expect(await visitState(request, visit)).toBe('booked')

    await cancel.click()
    dialog = await expectQuestion(page, lead.name, visit)
    await page.screenshot({ path: test.info().outputPath('cancel-question.png') })
    await dialog.getByRole('button', { name: 'Yes, cancel the visit' }).click()
    await expect(visits).not.toContainText(lead.name)
    expect(await visitState(request, visit)).toBe('cancelled')
    expect(await cancellationsTo(request, email)).toBe(1)
  })
})
