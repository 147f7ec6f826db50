import { expect, test } from '@playwright/test'

import { startFakeResend } from '../../scripts/lib/fakes.mjs'
import { prepareSite, signIn, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'

/**
 * Two production servers (`next start` on the end-to-end build) on one SQLite database, as
 * behind a load balancer, with a Resend-speaking server on 127.0.0.1: an estimate sent to either
 * is stored once, its e-mails go out exactly once (one process runs the jobs queue at a time,
 * lib/jobs/ticks.ts), a studio change made through one shows on the other's pages (the change
 * log, lib/revalidation/ownServer.ts) and in its search. Rate limits are per process on SQLite (no
 * shared store; MongoDB shares them, src/lib/rate-limit/store.ts), so that point is not tried here.
 */
test.describe.configure({ mode: 'serial' })

type Site = Awaited<ReturnType<typeof startSite>>

let resend: Awaited<ReturnType<typeof startFakeResend>>
let servers: Site[] = []
let authorization = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  resend = await startFakeResend({ apiKey: 're_two_servers' })
  const { dataDir, env } = await prepareSite('two-servers', {
    RESEND_API_KEY: resend.apiKey,
    RESEND_BASE_URL: resend.url,
    EMAIL_TIMEOUT_MS: '5000',
  })
  servers = await Promise.all(
    [e2ePort + 111, e2ePort + 112].map((port) => startSite({ env, dataDir, port })),
  )
  authorization = await signIn(servers[0].base)
})

test.afterAll(async () => {
  await Promise.all(servers.map((site) => site.stop()))
  await resend?.close()
})

const domain = 'two-servers.example.com'

async function leadsOf() {
  const response = await fetch(
    `${servers[1].base}/api/leads?limit=100&depth=0&where[email][like]=${domain}`,
    { headers: { authorization } },
  )
  expect(response.status).toBe(200)
  return (await response.json()).docs as {
    id: number
    email: string
    emails?: { kind: string; state: string }[]
  }[]
}

test('an estimate sent to either server is stored once, and its e-mails go out once', async () => {
  test.setTimeout(120_000)
  const sent: string[] = []
  for (let i = 0; i < 8; i++) {
    const email = `owner-${i}@${domain}`
    const response = await fetch(`${servers[i % 2].base}/api/calculator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Owner ${i}`,
        email,
        phone: '719-555-0142',
        serviceType: 'basic',
        squareFootage: '1200',
        location: 'Buena Vista, CO',
      }),
    })
    expect(response.status).toBe(200)
    sent.push(email)
  }
  const leads = await leadsOf()
  expect(leads.map((lead) => lead.email).sort()).toEqual([...sent].sort())

  // Both servers' queues wake every 5 seconds; every e-mail is sent within a few ticks.
  await expect
    .poll(
      async () =>
        (await leadsOf()).flatMap((lead) => lead.emails ?? []).filter((e) => e.state === 'sent')
          .length,
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(16)
  // Exactly once: one attempt per e-mail reached the service (a second would show even if the
  // service dropped it as a repeat of its idempotency key), each under a key of its own.
  expect(resend.received).toHaveLength(16)
  expect(resend.attempts).toHaveLength(16)
  expect(new Set(resend.attempts.map((attempt) => attempt.key)).size).toBe(16)
  expect(resend.attempts.every((attempt) => attempt.key)).toBe(true)
})

test('a studio change made through one server shows on the other’s page and in its search', async () => {
  test.setTimeout(90_000)
  const [a, b] = servers
  const page = async () => (await fetch(`${b.base}/services/chinking`)).text()
  expect(await page()).toContain('Log Home Chinking')

  const found = await fetch(`${a.base}/api/services?where[slug][equals]=chinking&depth=0`, {
    headers: { authorization },
  })
  const service = (await found.json()).docs[0]
  const title = 'Log Home Chinking and Zephyrine Sealing'
  const saved = await fetch(`${a.base}/api/services/${service.id}`, {
    method: 'PATCH',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  })
  expect(saved.status).toBe(200)

  await expect.poll(page, { timeout: 20_000, intervals: [500] }).toContain(title)
  await expect
    .poll(async () => (await fetch(`${b.base}/api/search?q=zephyrine`)).text(), {
      timeout: 20_000,
      intervals: [500],
    })
    .toContain('Zephyrine')
})

test('a redirect made through one server is answered by the other, before any page', async () => {
  test.setTimeout(90_000)
  const [a, b] = servers
  const from = `/two-servers-offer-${Date.now()}`
  const answer = () => fetch(`${b.base}${from}`, { redirect: 'manual' })
  // Asked first, so a cached answer would show.
  expect((await answer()).status).toBe(404)

  const saved = await fetch(`${a.base}/api/redirects`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ from, to: { type: 'custom', url: '/contact' }, type: '301' }),
  })
  expect(saved.status).toBe(201)
  // At once on the server it was made through; within the change log's poll on the other.
  const onA = await fetch(`${a.base}${from}`, { redirect: 'manual' })
  expect(onA.status).toBe(301)
  await expect.poll(async () => (await answer()).status, { timeout: 20_000 }).toBe(301)
  expect((await answer()).headers.get('location')).toBe('/contact')

  // Removed through the other server: gone on both.
  const id = (await saved.json()).doc.id
  const removed = await fetch(`${b.base}/api/redirects/${id}`, {
    method: 'DELETE',
    headers: { authorization },
  })
  expect(removed.status).toBe(200)
  expect((await answer()).status).toBe(404)
  await expect
    .poll(async () => (await fetch(`${a.base}${from}`, { redirect: 'manual' })).status, {
      timeout: 20_000,
    })
    .toBe(404)
})
