import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startFakeTwilio, type FakeTwilio } from '../../scripts/lib/fakes.mjs'
import { prepareSite, signIn as restSignIn, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'
import { addDays, coloradoClock, coloradoDay, coloradoInstant } from '@/lib/time/colorado'
import { ADMIN, signedIn } from './fixtures'

/**
 * Issue 57, on a Twilio-speaking server on 127.0.0.1 and a server of the suite's build whose
 * clock the test sets: libfaketime (Debian's, preloaded into the server's process) reads the
 * offset from a file the test writes, so the server's every clock (its pages, its jobs queue,
 * Payload's waitUntil) moves as a whole, forward only. The owner confirms their number; an
 * estimate with the tick texts the homeowner and the owner within a minute; a reply lands in the
 * case file; forged and replayed webhooks are refused; a booking made at 9:30 PM Colorado time
 * is texted at 8:00 AM; STOP ends the reminder that was queued. Then the counts: nothing to an
 * unconfirmed number, without consent, in the quiet hours, after STOP, or twice.
 */
test.describe.configure({ mode: 'serial' })

const FAKETIME = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']
  .map((dir) => path.join(dir, 'faketime/libfaketime.so.1'))
  .find((file) => fs.existsSync(file))

type Site = Awaited<ReturnType<typeof startSite>>
let twilio: FakeTwilio
let site: Site
let clockFile = ''
let offsetMs = 0

const OWNER = '+19705550100'
const UNCONFIRMED = '+19705550111'
const HOMEOWNER = '+19705550142'
const BOOKER = '+19705550143'

/** The server's clock: the wall clock moved by the offset the test set. */
const serverNow = () => new Date(Date.now() + offsetMs)
/** The hour Colorado's clock shows at `iso`. */
const coloradoHour = (iso: string) => coloradoClock(iso).getHours()

/** Moves the server's clock to `to` (never back), as its processes read it within a second. */
async function setClock(to: Date) {
  const next = to.getTime() - Date.now()
  expect(next, 'the server’s clock only moves forward').toBeGreaterThanOrEqual(offsetMs - 1000)
  offsetMs = next
  fs.writeFileSync(clockFile, `+${Math.round(offsetMs / 1000)}\n`)
  // libfaketime reads the file again after its cache (FAKETIME_CACHE_DURATION=1).
  await expect
    .poll(
      async () => Date.parse((await fetch(`${site.base}/api/health`)).headers.get('date') ?? ''),
      {
        timeout: 10_000,
      },
    )
    .toBeGreaterThan(to.getTime() - 5_000)
}

let authorization = ''
const admin = async () => (authorization = await restSignIn(site.base, ADMIN))
const get = async (pathAndQuery: string) => {
  let response = await fetch(`${site.base}${pathAndQuery}`, { headers: { authorization } })
  // The session ends 8 hours on: the server's clock may have moved past it.
  if (response.status === 403) {
    await admin()
    response = await fetch(`${site.base}${pathAndQuery}`, { headers: { authorization } })
  }
  expect(response.status, pathAndQuery).toBe(200)
  return response.json()
}
type StoredText = {
  id: number
  kind: string
  to: string
  state: string
  sendAfter?: string
  sentAt?: string
  reason?: string
  body: string
}
const storedTexts = async (where = '') =>
  (await get(`/api/texts?limit=200&depth=0&sort=createdAt${where}`)).docs as StoredText[]
const messagesTo = (number: string) => twilio.messages.filter((message) => message.to === number)

/** Confirms `number` for the signed-in user with the code texted to it. */
async function confirmMobile(auth: string, number: string) {
  const sent = await fetch(`${site.base}/api/users/mobile/send-code`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ number }),
  })
  expect(sent.status).toBe(200)
  await expect.poll(() => messagesTo(number).length, { timeout: 30_000 }).toBe(1)
  return messagesTo(number)[0].body.match(/\b(\d{6})\b/)![1]
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  expect(FAKETIME, 'libfaketime is needed (Debian: apt-get install libfaketime)').toBeTruthy()
  const port = e2ePort + 190
  const base = `http://127.0.0.1:${port}`
  twilio = await startFakeTwilio({ webhookUrl: `${base}/api/texts/webhook`, callbackDelayMs: 200 })
  const { dataDir, env } = await prepareSite('texts', {
    // This server's own address: Twilio posts to it, and signs what it posts for it.
    NEXT_PUBLIC_SERVER_URL: base,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: twilio.from,
    TWILIO_BASE_URL: twilio.url,
    TEXT_TIMEOUT_MS: '5000',
  })
  clockFile = path.join(dataDir, 'clock')
  // First 10 AM on Colorado's clock tomorrow: texts go at once by day.
  const day = addDays(coloradoDay(new Date()), 1)
  offsetMs = coloradoInstant(day, '10:00').getTime() - Date.now()
  fs.writeFileSync(clockFile, `+${Math.round(offsetMs / 1000)}\n`)
  site = await startSite({
    env: {
      ...env,
      LD_PRELOAD: FAKETIME!,
      FAKETIME_TIMESTAMP_FILE: clockFile,
      FAKETIME_CACHE_DURATION: '1',
      // Timers keep the real clock's pace; only the time of day moves.
      DONT_FAKE_MONOTONIC: '1',
    },
    dataDir,
    port,
  })
  await admin()
})

test.afterAll(async () => {
  await site?.stop()
  await twilio?.close()
})

let estimateLead = 0

test('the owner confirms a number; an estimate with the tick texts the homeowner and the owner within a minute', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // The server's day is tomorrow's 10 AM: the clock is the test's.
  expect(coloradoHour(serverNow().toISOString())).toBe(10)
  const code = await confirmMobile(authorization, OWNER)
  const confirmed = await fetch(`${site.base}/api/users/mobile/confirm`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  })
  expect(confirmed.status).toBe(200)
  // A staff member who asked for a code and never confirmed it: their number gets nothing more.
  const staff = {
    email: 'texts-staff@example.com',
    password: 'a long passphrase 4 texts',
    name: 'Sam Staff',
    role: 'staff',
  }
  expect(
    (
      await fetch(`${site.base}/api/users`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(staff),
      })
    ).status,
  ).toBe(201)
  await confirmMobile(await restSignIn(site.base, staff), UNCONFIRMED)

  const response = await fetch(`${site.base}/api/calculator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.base },
    body: JSON.stringify({
      name: 'Jane Texter',
      email: 'jane.texter@example.com',
      phone: '970-555-0142',
      serviceType: 'full',
      squareFootage: '1500',
      location: 'Evergreen, CO',
      textMe: true,
    }),
  })
  expect(response.status).toBe(200)
  await expect
    .poll(() => [messagesTo(HOMEOWNER).length, messagesTo(OWNER).length], { timeout: 60_000 })
    .toEqual([1, 2])
  expect(messagesTo(HOMEOWNER)[0].body).toMatch(
    /^.+: thanks, Jane\. We have your request for .+ in Evergreen, CO \(about \$[\d,]+\)/,
  )
  const alert = messagesTo(OWNER)[1].body
  expect(alert).toMatch(
    /^New estimate: Jane Texter, Evergreen, CO, .+, \$[\d,]+\. http:\/\/127\.0\.0\.1:\d+\/admin\/collections\/leads\/(\d+)$/,
  )
  estimateLead = Number(/leads\/(\d+)$/.exec(alert)![1])
  const lead = await get(`/api/leads/${estimateLead}?depth=0`)
  expect(lead.textConsent).toMatchObject({ number: HOMEOWNER, source: 'estimate' })
  expect(lead.textConsent.words).toContain('Text me about my visit')

  // The provider's status callbacks, signed for this server's address, are taken.
  await expect
    .poll(() => twilio.callbacks.map((callback) => callback.status), { timeout: 20_000 })
    .toEqual([200, 200, 200, 200, 200, 200, 200, 200])
  await expect
    .poll(async () => (await storedTexts('&where[kind][equals]=estimate-received'))[0]?.state, {
      timeout: 20_000,
    })
    .toBe('delivered')
  // The case file: the texts with their state (the provider's callbacks say delivered).
  await signedIn(page, ADMIN, site.base)
  await page.goto(`${site.base}/admin/collections/leads/${estimateLead}`)
  await expect(page.getByText('Estimate received').first()).toBeVisible()
  await expect(page.getByText('Delivered').first()).toBeVisible({ timeout: 20_000 })
})

test('a reply lands in the case file, and the owner gets it', async ({ page }) => {
  test.setTimeout(120_000)
  const sent = await twilio.inbound({ from: HOMEOWNER, body: 'Can you come Tuesday morning?' })
  expect(sent.status).toBe(200)
  await expect.poll(() => messagesTo(OWNER).length, { timeout: 30_000 }).toBe(3)
  expect(messagesTo(OWNER)[2].body).toContain('“Can you come Tuesday morning?”')
  await signedIn(page, ADMIN, site.base)
  await page.goto(`${site.base}/admin/collections/leads/${estimateLead}`)
  await expect(
    page.getByText('Text from (970) 555-0142: Can you come Tuesday morning?'),
  ).toBeVisible()
})

test('a forged or replayed webhook gets 403 and changes nothing', async () => {
  const before = await storedTexts()
  const url = `${site.base}/api/texts/webhook`
  const params = {
    MessageSid: `SM${'f'.repeat(32)}`,
    AccountSid: twilio.accountSid,
    From: HOMEOWNER,
    To: twilio.from,
    Body: 'STOP',
  }
  expect((await twilio.post(url, params, { signature: null })).status).toBe(403)
  expect(
    (await twilio.post(url, params, { signature: twilio.sign(url, { ...params, Body: 'HELLO' }) }))
      .status,
  ).toBe(403)
  // A request Twilio really signed, sent a second time.
  const real = await twilio.inbound({ from: '+13035550123', body: 'Hello?' })
  expect(real.status).toBe(200)
  const replay = await twilio.post(url, real.params, { signature: real.signature })
  expect(replay.status).toBe(403)
  // The one real message is taken, once; the forged STOP stopped nothing.
  await expect
    .poll(async () => (await storedTexts()).length, { timeout: 20_000 })
    .toBeGreaterThan(before.length)
  const replies = (await storedTexts('&where[kind][equals]=reply')).filter(
    (text) => text.body === 'Hello?',
  )
  expect(replies).toHaveLength(1)
  expect((await get('/api/text-opt-outs?depth=0')).totalDocs).toBe(0)
})

let bookedDay = ''

test('a booking made at 9:30 PM Colorado time is texted at 8:00 AM', async ({ page }) => {
  test.setTimeout(240_000)
  const day = coloradoDay(serverNow())
  await setClock(coloradoInstant(day, '21:30'))
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto(`${site.base}/contact`)
  await page.getByTestId('book-inspection').click()
  const picker = page.getByTestId('booking-picker')
  await picker.getByLabel(/Where is the home/).fill('Fairplay')
  await picker.getByRole('button', { name: 'See the open times' }).click()
  // A window two days on or later: its reminder (9 AM the day before) is still to come.
  const windows = picker.locator('button[aria-pressed]')
  await expect(windows.first()).toBeVisible()
  const labels = await windows.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  )
  const later = labels.findIndex((label) => {
    const date = new Date(`${label.split(',').slice(0, 2).join(',')} ${day.slice(0, 4)}`)
    return coloradoDay(new Date(date.getTime() + 12 * 3_600_000)) >= addDays(day, 2)
  })
  expect(later).toBeGreaterThanOrEqual(0)
  await windows.nth(later).click()
  await picker.getByLabel('Your name').fill('Bo Booker')
  await picker.getByLabel('E-mail').fill('bo.booker@example.com')
  await picker.getByLabel('Phone').fill('970-555-0143')
  await picker.getByLabel('Street address').fill('12 County Road 5')
  await picker.getByLabel('Text me about my visit').check()
  await picker.getByRole('button', { name: 'Book this visit' }).click()
  await expect(page.getByTestId('booking-done')).toBeVisible()
  bookedDay = addDays(day, 1)

  // Stored for 8 AM, and nothing sent in the night.
  await expect
    .poll(
      async () => (await storedTexts('&where[kind][equals]=visit-booked')).map((t) => t.sendAfter),
      {
        timeout: 20_000,
      },
    )
    .toEqual([coloradoInstant(bookedDay, '08:00').toISOString()])
  await page.waitForTimeout(6_000)
  expect(messagesTo(BOOKER)).toHaveLength(0)

  await setClock(coloradoInstant(bookedDay, '07:59'))
  await expect.poll(() => messagesTo(BOOKER).length, { timeout: 90_000 }).toBe(1)
  expect(messagesTo(BOOKER)[0].body).toContain('your free on-site inspection is booked for')
  const [booked] = await storedTexts('&where[kind][equals]=visit-booked')
  expect(booked.sentAt! >= coloradoInstant(bookedDay, '08:00').toISOString()).toBe(true)
  expect(booked.sentAt! < coloradoInstant(bookedDay, '08:01').toISOString()).toBe(true)
})

test('STOP from the homeowner’s phone ends the reminder that was queued', async () => {
  test.setTimeout(180_000)
  await admin()
  // The reminder waits for 9 AM on Colorado's clock the day before the visit.
  const [visit] = (await get('/api/visits?where[email][equals]=bo.booker@example.com&depth=0'))
    .docs as { start: string }[]
  const remindAt = coloradoInstant(addDays(coloradoDay(new Date(visit.start)), -1), '09:00')
  const [reminder] = await storedTexts('&where[kind][equals]=visit-reminder')
  expect(reminder).toMatchObject({ to: BOOKER, state: 'queued', sendAfter: remindAt.toISOString() })
  expect((await twilio.inbound({ from: BOOKER, body: 'STOP' })).status).toBe(200)
  await expect.poll(() => messagesTo(BOOKER).length, { timeout: 30_000 }).toBe(2)
  expect(messagesTo(BOOKER)[1].body).toContain('you will get no more texts from us')
  expect((await twilio.inbound({ from: BOOKER, body: 'stop' })).status).toBe(200)
  await setClock(remindAt)
  // Three turns of the queue at 9 AM: the reminder stays cancelled, and STOP is confirmed once.
  await new Promise((resolve) => setTimeout(resolve, 16_000))
  expect(messagesTo(BOOKER)).toHaveLength(2)
  const [after] = await storedTexts('&where[kind][equals]=visit-reminder')
  expect(after).toMatchObject({
    state: 'cancelled',
    reason: 'The number replied STOP: texts to it are off.',
  })
})

test('the counts: nothing unconfirmed, without consent, at night, after STOP, or twice', async () => {
  await admin()
  const texts = await storedTexts()
  const sent = texts.filter((text) => ['sent', 'delivered', 'failed'].includes(text.state))
  // Every message the provider took is a stored text, once.
  expect(twilio.messages.length).toBe(sent.length)
  expect(new Set(twilio.messages.map((m) => `${m.to}\n${m.body}`)).size).toBe(
    twilio.messages.length,
  )
  // The unconfirmed number got its code and nothing else.
  expect(messagesTo(UNCONFIRMED).map((m) => m.body)).toEqual([
    expect.stringMatching(/is your code/),
  ])
  // Homeowners: only the numbers that gave consent, and never between 8 PM and 8 AM.
  const homeowner = sent.filter((text) => [HOMEOWNER, BOOKER].includes(text.to))
  for (const text of homeowner) {
    const hour = coloradoHour(text.sentAt!)
    expect(hour >= 8 && hour < 20, `${text.kind} at ${text.sentAt}`).toBe(true)
  }
  // Nobody else: a number that is no lead's is told to the owner, and not texted back.
  expect(new Set(twilio.messages.map((m) => m.to))).toEqual(
    new Set([OWNER, UNCONFIRMED, HOMEOWNER, BOOKER]),
  )
  // After STOP: the confirmation, and nothing more.
  expect(messagesTo(BOOKER).at(-1)!.body).toContain('no more texts')
})
