import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { expect, test, type Browser, type Page } from '@playwright/test'

import { startFakeResend } from '../../scripts/lib/fakes.mjs'
import { ADMIN, prepareSite, signIn as signInApi, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'
import { signedIn } from './fixtures'
import { makeImage } from '../helpers/files'

/**
 * A review request followed from the studio to the site, on a production server of the e2e build
 * whose e-mail goes to a Resend-speaking server on 127.0.0.1: the owner marks a lead Won and sends
 * the request from its case file; the homeowner opens the e-mail's link on a phone and sends a
 * rating, a few words, the town and a photo; the owner publishes the draft testimonial and it is
 * on /testimonials, with its stars (and the seeded testimonials without any). The same form works
 * without JavaScript, and a used or forged link gets a clear page.
 */
test.describe.configure({ mode: 'serial' })

type Site = Awaited<ReturnType<typeof startSite>>

let resend: Awaited<ReturnType<typeof startFakeResend>>
let site: Site
let authorization = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  resend = await startFakeResend({ apiKey: 're_reviews' })
  const { dataDir, env } = await prepareSite('reviews', {
    RESEND_API_KEY: resend.apiKey,
    RESEND_BASE_URL: resend.url,
    EMAIL_TIMEOUT_MS: '5000',
  })
  site = await startSite({ env, dataDir, port: e2ePort + 130 })
  authorization = await signInApi(site.base)
})

test.afterAll(async () => {
  await site?.stop()
  await resend?.close()
})

/** A lead that came in by phone, as the owner records it. */
async function newLead(name: string, email: string) {
  const response = await fetch(`${site.base}/api/leads`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      phone: '719-555-0142',
      source: 'phone',
      serviceType: 'full',
      status: 'quoted',
    }),
  })
  expect(response.status).toBe(201)
  return (await response.json()).doc.id as number
}

/** The review link of the e-mail the fake Resend took for `to`, once the queue sent it. */
async function reviewLinkSentTo(to: string) {
  let html = ''
  await expect
    .poll(
      () => {
        html = String(resend.received.find((mail) => mail.body.to === to)?.body.html ?? '')
        return html
      },
      { timeout: 30_000 },
    )
    .toContain('/review/')
  const link = /href="(http[^"]+\/review\/[^"]+)"/.exec(html)?.[1]
  expect(link, 'an absolute link').toBeTruthy()
  const url = new URL(link!)
  expect(url.origin).toBe(`http://127.0.0.1:${e2ePort}`) // the site's public address
  return `${site.base}${url.pathname}`
}

/** A phone lead marked Won and sent a review request through the API: its id and the e-mail's link. */
async function reviewLinkFor(name: string, email: string) {
  const id = await newLead(name, email)
  const won = await fetch(`${site.base}/api/leads/${id}`, {
    method: 'PATCH',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'won' }),
  })
  expect(won.status).toBe(200)
  const asked = await fetch(`${site.base}/api/review-requests`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ lead: id }),
  })
  expect(asked.status).toBe(201)
  return { id, link: await reviewLinkSentTo(email) }
}

const studio = (page: Page) => signedIn(page, ADMIN, site.base)

/** "Dec 9, 2026": a day as the studio writes it, on Colorado's clock (lib/time/colorado.ts). */
const coloradoDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    timeZone: 'America/Denver',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Nothing lies over the element: it is the topmost thing at its centre and its corners. */
const isTopmost = (element: Element) => {
  const r = element.getBoundingClientRect()
  return [
    [r.x + r.width / 2, r.y + r.height / 2],
    [r.x + 2, r.y + 2],
    [r.right - 2, r.bottom - 2],
  ].every(([x, y]) => {
    const hit = document.elementFromPoint(x, y)
    return hit !== null && element.contains(hit)
  })
}

const phone = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  })

test('a review request followed to a published testimonial on /testimonials', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const name = 'Wanda Winfield'
  const email = 'wanda.winfield@reviews.example.com'
  const id = await newLead(name, email)

  // The owner marks the job Won in the case file, and sends the request now: the box says what
  // happened, when it happens, with no reload (issue 54: "Scheduled … for" until a reload).
  await page.setViewportSize({ width: 1366, height: 800 })
  await studio(page)
  await page.goto(`${site.base}/admin/collections/leads/${id}`)
  const review = page.getByRole('region', { name: 'Review' })
  await expect(review).toHaveCount(0)
  await page.getByLabel(`Status of ${name}`).selectOption('won')
  await expect(review).toBeVisible()
  const requests = review.getByRole('listitem')
  const days = review.getByLabel('Days from now')
  await review.getByRole('button', { name: 'Send review request' }).click()
  await expect(requests).toHaveCount(1)
  const link = await reviewLinkSentTo(email)
  await expect(requests.first().locator('strong')).toHaveText('Sent')
  await expect(requests.first()).toContainText(`${email} · ${coloradoDate(new Date())}, `)
  // The other choice's box keeps its number.
  await expect(days).toHaveValue('7')

  // Another, in 7 days: scheduled, and for when; the first still says Sent.
  await review.getByRole('radio', { name: /Later/ }).check()
  await review.getByRole('button', { name: 'Send another review request' }).click()
  await expect(requests).toHaveCount(2)
  await expect(requests.first().locator('strong')).toHaveText('Scheduled')
  await expect(requests.first()).toContainText(
    `${email} · for ${coloradoDate(new Date(Date.now() + 7 * 86_400_000))}, `,
  )
  await expect(requests.nth(1).locator('strong')).toHaveText('Sent')
  await expect(review.getByRole('radio', { name: 'Now' })).toBeChecked()
  await expect(days).toHaveValue('7')

  // The homeowner, on a phone.
  const context = await phone(browser)
  const homeowner = await context.newPage()
  await homeowner.goto(link)
  await expect(homeowner.getByRole('heading', { level: 1 })).toHaveText('How did we do?')
  // A page to fill in: the photo assistant's launcher is not over its fields.
  await expect(homeowner.getByTestId('log-lens-launcher')).toBeHidden()
  const words = 'They <b>saved</b> our cabin: every log looks new again.'
  await homeowner.getByRole('radio', { name: /5 stars/ }).check()
  await homeowner.getByLabel('A few words about the work').fill(words)
  await homeowner.getByLabel('Your town').fill('Westcliffe')
  await homeowner.getByLabel(/Photos of the finished work/).setInputFiles({
    name: 'finished.png',
    mimeType: 'image/png',
    buffer: await makeImage(640, 480),
  })
  await homeowner.getByRole('button', { name: 'Send my review' }).click()
  await expect(homeowner.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you for your review!',
  )
  // The same link again: a clear page, not the form.
  await homeowner.goto(link)
  await expect(homeowner.getByRole('heading', { level: 1 })).toHaveText(
    'This review has already been sent',
  )
  await context.close()

  // Not on the site until the owner approves it.
  const before = await (await fetch(`${site.base}/testimonials`)).text()
  expect(before).not.toContain('every log looks new again')

  // The case file links to it, and the link opens it in the studio's own router: no new load of
  // the whole studio (issue 54: the review took 5.2 s to open; docs/benchmarks.md).
  await page.goto(`${site.base}/admin/collections/leads/${id}`)
  await page.evaluate(() => Object.assign(window, { sameStudio: true }))
  await review.getByRole('link', { name: /approve it/ }).click()
  await expect(page.locator('#field-content')).toHaveValue(words)
  expect(await page.evaluate(() => 'sameStudio' in window)).toBe(true)
  // The dashboard lists it under "Reviews waiting" (issue 40).
  await page.goto(`${site.base}/admin`)
  const waiting = page.locator('[data-cockpit="reviews"]')
  await expect(waiting.getByRole('heading')).toHaveText(/^Reviews waiting \(\d+\)$/)
  await expect(waiting.getByRole('listitem').filter({ hasText: 'Wanda W.' })).toContainText('★★★★★')
  await waiting.getByRole('link', { name: 'Wanda W.' }).click()
  await expect(page.locator('#field-content')).toHaveValue(words)
  // The homeowner's photo, stored under its name and a suffix of its own.
  await expect(page.getByRole('link', { name: /^finished-[0-9a-f]+\.png$/ })).toBeVisible()
  // Approve, on the testimonial itself: the one way to publish it, where publishing always is, in
  // the document's bar under the studio's top bar, nothing over it (issue 54: the strip overlapped
  // the top bar, beside a "Publish changes" that left the review waiting). Published in one press.
  const decision = page.getByTestId('review-decision')
  const approve = decision.getByRole('button', { name: 'Approve' })
  await expect(decision.getByRole('button')).toHaveText(['Decline', 'Approve'])
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0)
  const bar = (await page.locator('.app-header').boundingBox())!
  const controls = (await page.locator('.doc-controls').boundingBox())!
  const box = (await approve.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height)
  expect(box.y).toBeGreaterThanOrEqual(controls.y)
  expect(box.y + box.height).toBeLessThanOrEqual(controls.y + controls.height)
  expect(box.x + box.width).toBeLessThanOrEqual(1366)
  expect(await approve.evaluate(isTopmost)).toBe(true)
  await approve.click()
  const approved = page.locator('[data-sonner-toast]', {
    hasText: 'Approved: the review is on the site.',
  })
  await expect(approved).toBeVisible()
  // The message is not over the button pressed, nor over the document's bar.
  const message = (await approved.boundingBox())!
  expect(overlap(message, box)).toBe(false)
  expect(overlap(message, controls)).toBe(false)
  await expect(decision).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Publish/ })).toBeVisible()
  await page.goto(`${site.base}/admin`)
  await expect(waiting.getByRole('link', { name: 'Wanda W.' })).toHaveCount(0)

  const visitor = await phone(browser)
  const reviews = await visitor.newPage()
  await reviews.goto(`${site.base}/testimonials`)
  const card = reviews.locator('figure', { hasText: 'every log looks new again' })
  await expect(card).toContainText(words) // the HTML is text, never markup
  await expect(card.locator('b')).toHaveCount(0)
  await expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
  await expect(card).toContainText('Wanda W., Westcliffe')
  // Seeded testimonials have no rating from a homeowner: no stars.
  await expect(reviews.locator('figure')).not.toHaveCount(1)
  await expect(reviews.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(1)
  // No review markup about the business itself.
  const jsonLd = await reviews.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('\n')).not.toMatch(/AggregateRating|"Review"|reviewRating/)
  await visitor.close()
})

test('the review form works without JavaScript, and forged links get a clear page', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { id, link } = await reviewLinkFor('Nora Noscript', 'nora.noscript@reviews.example.com')

  const context = await phone(browser, false)
  const page = await context.newPage()
  await page.goto(link)
  // Refused by the server (too few words): back with the message and what was typed.
  await page.getByRole('radio', { name: /4 stars/ }).check()
  await page.getByLabel('A few words about the work').evaluate((box) => {
    box.removeAttribute('minlength')
  })
  await page.getByLabel('A few words about the work').fill('Good')
  await page.getByLabel('Your town').fill('Salida')
  await page.getByRole('button', { name: 'Send my review' }).click()
  // The form's own alert (the toasts' live region is an alert too).
  await expect(page.getByRole('alert').filter({ hasText: 'at least 10 characters' })).toBeVisible()
  await expect(page.getByLabel('Your town')).toHaveValue('Salida')
  await expect(page.getByRole('radio', { name: /4 stars/ })).toBeChecked()
  await page.getByLabel('A few words about the work').fill('Good work, on time and tidy.')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your review!')

  for (const forged of [
    link.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    `${site.base}/review/1.zzzzzz.nope`,
  ]) {
    const response = await page.goto(forged)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This review link is not valid',
    )
  }
  await context.close()

  const drafts = await fetch(
    `${site.base}/api/testimonials?draft=true&where[lead][equals]=${id}&depth=0`,
    { headers: { authorization } },
  )
  const body = await drafts.json()
  expect(
    body.docs.map((doc: { rating: number; _status: string }) => [doc.rating, doc._status]),
  ).toEqual([[4, 'draft']])

  // The owner declines it on the testimonial: it stays off the site and leaves the waiting list.
  const owner = await browser.newContext()
  const studioPage = await owner.newPage()
  await studio(studioPage)
  await studioPage.goto(`${site.base}/admin/collections/testimonials/${body.docs[0].id}`)
  await studioPage.getByTestId('review-decision').getByRole('button', { name: 'Decline' }).click()
  await expect(studioPage.getByText('Declined: the review stays off the site.')).toBeVisible()
  await studioPage.goto(`${site.base}/admin`)
  await expect(
    studioPage.locator('[data-cockpit="reviews"]').getByRole('link', { name: 'Nora N.' }),
  ).toHaveCount(0)
  await owner.close()
  const after = await fetch(
    `${site.base}/api/testimonials?draft=true&where[lead][equals]=${id}&depth=0`,
    { headers: { authorization } },
  )
  expect(
    (await after.json()).docs.map((doc: { decision: string; _status: string }) => [
      doc.decision,
      doc._status,
    ]),
  ).toEqual([['declined', 'draft']])
  expect(await (await fetch(`${site.base}/testimonials`)).text()).not.toContain(
    'Good work, on time and tidy.',
  )
})

test('with JavaScript, a refused review shows its messages by the fields and keeps what was chosen', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { id, link } = await reviewLinkFor('Jo Script', 'jo.script@reviews.example.com')

  const context = await phone(browser)
  const page = await context.newPage()
  await page.goto(link)
  // The form's script comes after the page's first load; wait for it.
  await expect(page.locator('form[data-enhanced]')).toHaveCount(1)
  const photos = page.getByLabel(/Photos of the finished work/)
  const chosen = () => photos.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)

  // Not a photo: refused at once, before anything is sent.
  await photos.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  })
  await expect(page.getByText('Please upload images (JPG, PNG, HEIC, etc.)')).toBeVisible()
  expect(await chosen()).toBe(0)
  await photos.setInputFiles({
    name: 'porch.png',
    mimeType: 'image/png',
    buffer: await makeImage(320, 240),
  })
  await expect(page.getByText('1 file chosen')).toBeVisible()
  await expect(page.getByText('Please upload images (JPG, PNG, HEIC, etc.)')).toHaveCount(0)

  // A photo dropped on the drop zone joins the one chosen.
  const zone = page.getByTestId('review-drop')
  const png = (await makeImage(200, 150)).toString('base64')
  await zone.evaluate((element, data) => {
    const transfer = new DataTransfer()
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    transfer.items.add(new File([bytes], 'deck.png', { type: 'image/png' }))
    element.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true }))
  }, png)
  await expect(zone).toHaveAttribute('data-dragging', '')
  await zone.evaluate((element, data) => {
    const transfer = new DataTransfer()
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    transfer.items.add(new File([bytes], 'deck.png', { type: 'image/png' }))
    element.dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    )
  }, png)
  await expect(page.getByText('2 files chosen')).toBeVisible()
  await expect(zone).not.toHaveAttribute('data-dragging')
  expect(await chosen()).toBe(2)

  // Refused by the server (too few words), answered in the background: the page stays, the
  // message is by its field, and the rating, town and photos are still there.
  await page.getByRole('radio', { name: /3 stars/ }).check()
  const words = page.getByLabel('A few words about the work')
  await words.evaluate((box) => box.removeAttribute('minlength'))
  await words.fill('Fine')
  await page.getByLabel('Your town').fill('Buena Vista')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'at least 10 characters' })).toBeVisible()
  await expect(words).toHaveAccessibleDescription(/at least 10 characters/)
  await expect(words).toHaveAttribute('aria-invalid', 'true')
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByLabel('Your town')).toHaveValue('Buena Vista')
  await expect(page.getByRole('radio', { name: /3 stars/ })).toBeChecked()
  expect(await chosen()).toBe(2)

  await words.fill('Fine work on the porch and the deck, done in two days.')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your review!')
  await context.close()

  const drafts = await fetch(
    `${site.base}/api/testimonials?draft=true&where[lead][equals]=${id}&depth=0`,
    { headers: { authorization } },
  )
  const [draft] = (await drafts.json()).docs
  expect([draft.rating, draft._status, draft.location]).toEqual([3, 'draft', 'Buena Vista'])
  expect(draft.photos).toHaveLength(2)
})

/**
 * The JavaScript a page's HTML loads (every `<script src>` but the legacy polyfill), gzip, read
 * from the build: the way tests/e2e/budgets.spec.ts counts it, on the served HTML (the review page
 * is drawn per request, so it has no prerendered file).
 */
function firstLoadJs(html: string): number {
  const dist = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next-e2e')
  const scripts = [...html.matchAll(/<script src="\/_next\/(static\/[^"]+\.js)"([^>]*)>/g)]
    .filter(([, , attributes]) => !attributes.includes('noModule'))
    .map(([, file]) => file)
  return [...new Set(scripts)].reduce(
    (total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length,
    0,
  )
}

// The review page's form is drawn by the server and its script (features/reviews/ui/enhance.ts)
// comes after the first load; measured 2026-11-26: 164.6 KB before (zod and the form in React in
// the first load), under the budget since.
test('the review page and /testimonials load no more JavaScript than the site’s other pages', async () => {
  const { link } = await reviewLinkFor('Sam Size', 'sam.size@reviews.example.com')
  for (const [name, url] of [
    ['/review/[token]', link],
    ['/testimonials', `${site.base}/testimonials`],
  ]) {
    const response = await fetch(url)
    expect(response.status).toBe(200)
    const html = await response.text()
    const js = firstLoadJs(html)
    console.log(
      `${name.padEnd(20)} HTML ${(Buffer.byteLength(html) / 1000).toFixed(1)} KB, first-load JS ${(js / 1000).toFixed(1)} KB gzip`,
    )
    // The budget of the site's inner pages (tests/e2e/budgets.spec.ts).
    expect(js, name).toBeLessThanOrEqual(146_000)
  }
})
