#!/usr/bin/env node
// How long a homeowner's review takes to open in the studio, against other documents (issue 54:
// "Opening the review took 5.2 s"). A throw-away site of the .next-e2e build (scripts/lib/site.mjs)
// gets a won lead, its review request, and the homeowner's review with two 12-megapixel photos,
// sent through the e-mail's link; then, signed in as the owner at 1366×800, the time from a click
// to the opened document's form being ready (Payload's `data-form-ready`), for each way in, in
// rounds (each round opens every one once, so a busy moment of the machine falls on all), and the
// median of `--runs` rounds after one to warm up.
// Usage: node scripts/bench/review-open.mjs [--runs 9] [--port 3638]
import fs from 'node:fs'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

import { ADMIN, prepareSite, signIn, startSite } from '../lib/site.mjs'

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const runs = option('runs', 9)
const port = option('port', 3638)

const { dataDir, env } = await prepareSite('bench-review-open', {
  NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
})
const site = await startSite({ env, dataDir, port })
const base = site.base
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file))
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

try {
  const authorization = await signIn(base)
  const api = async (path, body) => {
    const response = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    return response.json()
  }

  // The homeowner's review, as it arrives: through the link of the e-mail in the outbox.
  const email = 'pat.photo@example.com'
  const lead = await api('/api/leads', {
    name: 'Pat Photo',
    email,
    phone: '719-555-0142',
    source: 'phone',
    serviceType: 'full',
    status: 'won',
  })
  await api('/api/review-requests', { lead: lead.doc.id })
  let html = ''
  for (let i = 0; i < 60 && !html.includes('/review/'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const outbox = await api(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=1`)
    html = outbox.docs[0]?.html ?? ''
  }
  const link = /href="(http[^"]+\/review\/[^"]+)"/.exec(html)?.[1]
  if (!link) throw new Error('no review e-mail')
  const photo = async (name) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: await sharp({
      create: {
        width: 4032,
        height: 3024,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer(),
  })
  const homeowner = await browser.newPage()
  await homeowner.goto(`${base}${new URL(link).pathname}`)
  await homeowner.getByRole('radio', { name: /5 stars/ }).check()
  await homeowner
    .getByLabel('A few words about the work')
    .fill('Great work on the cabin, done on time.')
  await homeowner.getByLabel('Your town').fill('Salida')
  await homeowner
    .getByLabel(/Photos of the finished work/)
    .setInputFiles([await photo('porch.jpg'), await photo('deck.jpg')])
  await homeowner.getByRole('button', { name: 'Send my review' }).click()
  await homeowner.getByRole('heading', { name: 'Thank you for your review!' }).waitFor()
  await homeowner.close()

  const firstRow = (page) =>
    page.locator('.table tbody tr').first().locator('a[href*="/admin/collections/"]').first()
  const ways = {
    'case file → "approve it"': [
      `/admin/collections/leads/${lead.doc.id}`,
      (page) => page.getByRole('link', { name: /approve it/ }),
    ],
    'dashboard → waiting review': [
      '/admin',
      (page) => page.locator('[data-cockpit="reviews"]').getByRole('link', { name: 'Pat P.' }),
    ],
    'testimonials list → testimonial': ['/admin/collections/testimonials', firstRow],
    'posts list → post': ['/admin/collections/posts', firstRow],
    'FAQ list → FAQ': ['/admin/collections/faqs', firstRow],
  }
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } })
  await context.request.post(`${base}/api/users/login`, { data: ADMIN })
  const page = await context.newPage()
  const times = Object.fromEntries(Object.keys(ways).map((name) => [name, []]))
  for (let round = 0; round <= runs; round++) {
    for (const [name, [from, target]] of Object.entries(ways)) {
      await page.goto(`${base}${from}`)
      await target(page).waitFor()
      await page.waitForTimeout(300)
      const started = Date.now()
      await target(page).click()
      await page.waitForURL(/\/admin\/collections\/[\w-]+\/\d+/)
      await page.locator('form[data-form-ready="true"]').first().waitFor({ timeout: 60_000 })
      if (round > 0) times[name].push(Date.now() - started)
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  console.log(`Click to the form ready, median of ${runs} (ms):`)
  for (const [name, values] of Object.entries(times)) {
    console.log(
      `  ${name.padEnd(34)} ${String(median(values)).padStart(5)}   [${values.join(', ')}]`,
    )
  }
  console.log(
    JSON.stringify(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]))),
  )
} finally {
  await browser.close()
  await site.stop()
}
