import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Report } from '@/features/analytics/server/aggregate'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The site's own analytics on a real database, through the real route handlers: a scripted day
 * of beacons (three visitors, a bot, a repeat visit, the next day), what is stored and what is
 * not, refused beacons, the rate limit, the daily job, and who may read the figures.
 * The clock is Vitest's (Date only, still running); the day's salt follows it.
 */

// A low limit for the rate-limit test; every other visitor sends fewer beacons.
process.env.EVENTS_RATE_LIMIT = '20/60'

const { POST } = await import('@/app/(frontend)/api/events/route')
const { GET: reportRoute } = await import('@/app/(staff)/api/staff/analytics/route')
const { flushAnalytics, pendingEvents } = await import('@/features/analytics/server/queue')
const { ANALYTICS_QUEUE, rollupAnalytics } = await import('@/features/analytics/server/rollup')

let ctx: TestPayload
let payload: Payload

type Visitor = { address: string; userAgent: string; width: number }

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36'

const ann: Visitor = { address: '203.0.113.10', userAgent: CHROME, width: 1280 }
const bob: Visitor = { address: '203.0.113.20', userAgent: IPHONE, width: 390 }
const cat: Visitor = { address: '198.51.100.30', userAgent: IPAD, width: 820 }
const bot: Visitor = { address: '66.249.66.1', userAgent: GOOGLEBOT, width: 1024 }

const DAY_1 = '2026-11-24'
const DAY_2 = '2026-11-25'
/** Mid-morning in Colorado (UTC-7 in November). */
const at = (day: string, time = '17:00:00') => new Date(`${day}T${time}Z`)

function send(
  who: Visitor,
  body: Record<string, unknown> | string,
  headers: Record<string, string> = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify({ w: who.width, ...body })
  return POST(
    new Request('http://localhost:3000/api/events', {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': who.userAgent,
        'x-forwarded-for': who.address,
        ...headers,
      },
      body: text,
    }),
  )
}

/** One beacon that must be accepted. */
async function beacon(who: Visitor, body: Record<string, unknown>) {
  const response = await send(who, body)
  expect(response.status, JSON.stringify(body)).toBe(202)
  expect(await response.text()).toBe('')
}

const google = {
  r: 'https://www.google.com/',
  s: '?utm_source=Google&utm_medium=cpc&utm_campaign=fall',
}

async function tokenOf(role: 'editor' | 'staff' | 'admin') {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: `${role}@example.com`, password: 'correct horse battery' },
  })
  return { Authorization: `JWT ${token}` }
}

async function report(query: string, headers: Record<string, string>) {
  const response = await reportRoute(
    new Request(`http://localhost:3000/api/staff/analytics${query}`, { headers }),
  )
  return { status: response.status, body: (await response.json()) as Report & { error?: string } }
}

const allEvents = async () =>
  (await payload.find({ collection: 'analytics-events', pagination: false, depth: 0 })).docs

const summaryOf = (body: Report) =>
  Object.fromEntries(body.summary.map((item) => [item.key, item.current]))

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(at(DAY_1))
  ctx = await createTestPayload()
  payload = ctx.payload
  for (const role of ['editor', 'staff', 'admin'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'correct horse battery', name: role, role },
    })
  }
})

afterAll(async () => {
  vi.useRealTimers()
  await ctx?.cleanup()
})

describe('a scripted day of beacons', () => {
  it('accepts page views and events with 202 and no body, and stores them a batch later', async () => {
    vi.setSystemTime(at(DAY_1))
    // Ann: from a Google ad, two pages (the second a client-side navigation), the estimate form.
    await beacon(ann, { n: 'pageview', p: '/', ...google })
    await beacon(ann, { n: 'pageview', p: '/services/chinking', ...google })
    await beacon(ann, { n: 'estimate_started', p: '/services/chinking', ...google })
    await beacon(ann, { n: 'estimate_submitted', p: '/services/chinking', ...google })
    // Bob: from Facebook on his phone; the chat, a lead, a call.
    await beacon(bob, { n: 'pageview', p: '/', r: 'https://m.facebook.com/' })
    await beacon(bob, { n: 'chat_opened', p: '/', r: 'https://m.facebook.com/' })
    await beacon(bob, { n: 'chat_lead_saved', p: '/', r: 'https://m.facebook.com/' })
    await beacon(bob, { n: 'call_click', p: '/', r: 'https://m.facebook.com/' })
    // Cat: typed the address on her tablet, searched, then followed a link of the site itself.
    await beacon(cat, { n: 'pageview', p: '/portfolio' })
    await beacon(cat, { n: 'search', p: '/portfolio', d: { results: 0, query: 'Cob  Oven' } })
    await beacon(cat, { n: 'search', p: '/search', d: { results: 5, query: 'Cat Smith' } })
    await beacon(cat, {
      n: 'pageview',
      p: '/contact/',
      r: 'http://localhost:3000/portfolio',
    })
    // A crawler: accepted, never stored.
    await beacon(bot, { n: 'pageview', p: '/' })
    // Ann comes back in the afternoon: the same visitor.
    vi.setSystemTime(at(DAY_1, '22:30:00'))
    await beacon(ann, { n: 'pageview', p: '/' })

    expect(await allEvents()).toHaveLength(0)
    expect(pendingEvents()).toBe(13)
    await flushAnalytics()
    expect(pendingEvents()).toBe(0)
    expect(await allEvents()).toHaveLength(13)
  })

  it('counts the visitors, views, funnel and sources exactly', async () => {
    await payload.create({
      collection: 'leads',
      data: {
        name: 'Ann Example',
        email: 'ann@example.com',
        phone: '7195550100',
        source: 'calculator',
        status: 'new',
      },
    })
    await payload.create({
      collection: 'leads',
      data: {
        name: 'Bob Example',
        email: 'bob@example.com',
        phone: '7195550101',
        source: 'chat',
        status: 'new',
      },
    })
    const { status, body } = await report(
      `?range=custom&from=${DAY_1}&to=${DAY_1}`,
      await tokenOf('staff'),
    )
    expect(status).toBe(200)
    expect(summaryOf(body)).toEqual({
      visitors: 3,
      pageviews: 6,
      'estimate-started': 1,
      'estimate-submitted': 1,
      'chat-opened': 1,
      'chat-leads': 1,
      'calls-texts': 1,
      leads: 2,
    })
    expect(body.days).toEqual([{ day: DAY_1, visitors: 3, pageviews: 6 }])
    expect(body.pages).toEqual([
      { key: '/', count: 3, visitors: 2 },
      { key: '/contact', count: 1, visitors: 1 },
      { key: '/portfolio', count: 1, visitors: 1 },
      { key: '/services/chinking', count: 1, visitors: 1 },
    ])
    expect(body.referrers).toEqual([
      { key: 'google.com', count: 2, visitors: 1 },
      { key: 'm.facebook.com', count: 1, visitors: 1 },
    ])
    expect(body.sources).toEqual([{ key: 'google', count: 2, visitors: 1 }])
    expect(body.mediums).toEqual([{ key: 'cpc', count: 2, visitors: 1 }])
    expect(body.campaigns).toEqual([{ key: 'fall', count: 2, visitors: 1 }])
    expect(body.devices).toEqual([
      { key: 'desktop', count: 3, visitors: 1 },
      { key: 'tablet', count: 2, visitors: 1 },
      { key: 'phone', count: 1, visitors: 1 },
    ])
    expect(
      body.estimateFunnel.map((step) => [step.name, step.visitors, step.fromPrevious]),
    ).toEqual([
      ['pageview', 3, null],
      ['estimate_started', 1, 1 / 3],
      ['estimate_submitted', 1, 1],
    ])
    expect(body.chatFunnel.map((step) => [step.name, step.visitors, step.fromPrevious])).toEqual([
      ['chat_opened', 1, null],
      ['chat_lead_saved', 1, 1],
    ])
    expect(body.noResults).toEqual([{ query: 'cob oven', count: 1 }])
    expect(body.leads.bySource).toEqual([
      { source: 'calculator', current: 1, previous: 0 },
      { source: 'chat', current: 1, previous: 0 },
      { source: 'contact', current: 0, previous: 0 },
      { source: 'phone', current: 0, previous: 0 },
    ])
  })

  it('adds up the same totals whether the events are read with SQL or through the adapter', async () => {
    const { rawTotalsByDay } = await import('@/features/analytics/server/store')
    const find = vi.spyOn(payload.db, 'find')
    const read = await rawTotalsByDay(payload, [DAY_1])
    const adapterReads = find.mock.calls.filter(([args]) => args.collection === 'analytics-events')
    find.mockRestore()
    // On SQLite the events are read with SQL; on MongoDB through the adapter.
    expect(adapterReads.length).toBe(payload.db.name === 'sqlite' ? 0 : 1)
    expect(read.get(DAY_1)?.events.pageview).toEqual({ count: 6, visitors: 3 })
    expect(read).toEqual(await rawTotalsByDay(payload, [DAY_1], { reader: 'adapter' }))
  })

  it('stores nothing that identifies a visitor', async () => {
    const stored = JSON.stringify([
      await allEvents(),
      (await payload.find({ collection: 'analytics-daily', pagination: false })).docs,
    ])
    for (const who of [ann, bob, cat, bot]) {
      expect(stored).not.toContain(who.address)
      expect(stored).not.toContain(who.userAgent)
    }
    for (const fragment of ['Windows NT', 'iPhone', 'Googlebot', 'Cat Smith', 'cat smith']) {
      expect(stored).not.toContain(fragment)
    }
    const events = await allEvents()
    // Hashes only: 16 hex characters; one per visitor that day.
    expect(new Set(events.map((event) => event.visitor)).size).toBe(3)
    for (const event of events) expect(event.visitor).toMatch(/^[0-9a-f]{16}$/)
    const search = events.find((event) => event.name === 'search' && event.results === 5)
    expect(search).toMatchObject({ query: null })
    const internal = events.find((event) => event.path === '/contact')
    expect(internal).toMatchObject({ referrerHost: null, device: 'tablet' })
  })

  it('gives the same person another hash the next day, from a new salt', async () => {
    const firstDay = (await allEvents()).find(
      (event) => event.day === DAY_1 && event.referrerHost === 'google.com',
    )!.visitor
    vi.setSystemTime(at(DAY_2))
    await beacon(ann, { n: 'pageview', p: '/', ...google })
    await flushAnalytics()
    const nextDay = (await allEvents()).filter((event) => event.day === DAY_2)
    expect(nextDay).toHaveLength(1)
    expect(nextDay[0].visitor).not.toBe(firstDay)
    const salts = await payload.find({ collection: 'analytics-salts', sort: 'day' })
    expect(salts.docs.map((salt) => salt.day)).toEqual([DAY_1, DAY_2])
    expect(salts.docs[0].salt).not.toBe(salts.docs[1].salt)

    // Two days: a visitor a day, so Ann counts twice.
    const { body } = await report(`?range=custom&from=${DAY_1}&to=${DAY_2}`, await tokenOf('admin'))
    expect(summaryOf(body)).toMatchObject({ visitors: 4, pageviews: 7 })
    expect(body.days).toEqual([
      { day: DAY_1, visitors: 3, pageviews: 6 },
      { day: DAY_2, visitors: 1, pageviews: 1 },
    ])
    // Compared with the two days before, which had nothing.
    expect(body.summary.find((item) => item.key === 'visitors')).toMatchObject({
      previous: 0,
      change: null,
    })
  })
})

describe('beacons that are refused', () => {
  it('answers 415, 413, 400 and 422, and stores nothing', async () => {
    const before = (await allEvents()).length
    const pageview = { n: 'pageview', p: '/' }
    const refused = [
      [await send(cat, pageview, { 'content-type': 'text/html' }), 415],
      [await send(cat, pageview, { 'content-type': 'multipart/form-data; boundary=x' }), 415],
      [await send(cat, { ...pageview, r: 'x'.repeat(3000) }), 413],
      [await send(cat, '{"n":"pageview",'), 400],
      [await send(cat, ''), 400],
      [await send(cat, { n: 'purchase', p: '/' }), 422],
      [await send(cat, { n: 'pageview', p: 'no-slash' }), 422],
      [await send(cat, { n: 'search', p: '/' }), 422],
    ] as const
    for (const [response, status] of refused) expect(response.status).toBe(status)
    const unprocessable = await send(cat, { n: 'purchase', p: '/' })
    expect(await unprocessable.json()).toMatchObject({ issues: { n: ['Unknown event'] } })
    // A JSON body is taken as well as sendBeacon's text.
    const json = await send(cat, pageview, { 'content-type': 'application/json' })
    expect(json.status).toBe(202)
    await flushAnalytics()
    expect((await allEvents()).length).toBe(before + 1)
  })

  it('limits beacons per address with 429 and Retry-After', async () => {
    const flood: Visitor = { address: '192.0.2.99', userAgent: CHROME, width: 1280 }
    for (let i = 0; i < 20; i++) await beacon(flood, { n: 'pageview', p: `/page-${i}` })
    const refused = await send(flood, { n: 'pageview', p: '/one-more' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held back.
    await beacon(bob, { n: 'pageview', p: '/' })
    await flushAnalytics()
    const paths = (await allEvents()).map((event) => event.path)
    expect(paths).not.toContain('/one-more')
    expect(paths).toContain('/page-19')
  })
})

describe('the daily job', () => {
  it('rolls finished days up into one row each, and keeps raw events of the last 90 days', async () => {
    vi.setSystemTime(at(DAY_2, '23:00:00'))
    const first = await rollupAnalytics(payload)
    // Day 1 is over; day 2 is today, left raw.
    expect(first.rolledUp).toEqual([DAY_1])
    const { docs: daily } = await payload.find({ collection: 'analytics-daily' })
    expect(daily).toHaveLength(1)
    expect(daily[0]).toMatchObject({ day: DAY_1, visitors: 3, pageviews: 6 })
    // Nothing deleted yet, and a second run changes nothing.
    expect((await allEvents()).some((event) => event.day === DAY_1)).toBe(true)
    expect((await rollupAnalytics(payload)).rolledUp).toEqual([])
  })

  it('moves events older than 90 days into daily totals, through the registered task', async () => {
    const staff = await tokenOf('staff')
    const { body: before } = await report(`?range=custom&from=${DAY_1}&to=${DAY_2}`, staff)

    vi.setSystemTime(at('2027-03-01'))
    await payload.jobs.queue({ task: 'rollupAnalytics', input: {}, queue: ANALYTICS_QUEUE })
    await payload.jobs.run({ queue: ANALYTICS_QUEUE })

    // Both days are more than 90 days old: their raw events are gone, their totals stay.
    expect(await allEvents()).toHaveLength(0)
    const { docs: daily } = await payload.find({ collection: 'analytics-daily', sort: 'day' })
    expect(daily.map((row) => row.day)).toEqual([DAY_1, DAY_2])
    // The salts went with them.
    expect((await payload.find({ collection: 'analytics-salts' })).totalDocs).toBe(0)

    const { body: after } = await report(
      `?range=custom&from=${DAY_1}&to=${DAY_2}`,
      await tokenOf('staff'),
    )
    expect(after.summary).toEqual(before.summary)
    expect(after.days).toEqual(before.days)
    expect(after.pages).toEqual(before.pages)
    expect(after.estimateFunnel).toEqual(before.estimateFunnel)
    expect(after.noResults).toEqual(before.noResults)
  })
})

describe('who may read the analytics', () => {
  const rest = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) => {
    const handler = method === 'GET' ? REST_GET(config) : REST_POST(config)
    return handler(
      new Request(`http://localhost:3000/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body:
          method === 'POST'
            ? JSON.stringify({ name: 'pageview', path: '/', day: DAY_1, visitor: 'x' })
            : undefined,
      }),
      { params: Promise.resolve({ slug: path.split('/') }) },
    )
  }

  it('the dashboard API: 401 signed out, 403 for an editor, 200 for staff and admins', async () => {
    vi.setSystemTime(at(DAY_2))
    expect((await report('?range=7d', {})).status).toBe(401)
    expect((await report('?range=7d', await tokenOf('editor'))).status).toBe(403)
    expect((await report('?range=7d', await tokenOf('staff'))).status).toBe(200)
    expect((await report('?range=7d', await tokenOf('admin'))).status).toBe(200)
    const bad = await report('?range=custom&from=2026-11-30&to=2026-11-01', await tokenOf('staff'))
    expect(bad.status).toBe(422)
    expect(bad.body.error).toMatch(/on or before/)
  })

  it('the collections: read by staff and admins only, written by nobody through the API', async () => {
    for (const collection of ['analytics-events', 'analytics-daily']) {
      expect((await rest('GET', collection)).status, collection).toBe(403)
      expect((await rest('GET', collection, await tokenOf('editor'))).status, collection).toBe(403)
      expect((await rest('GET', collection, await tokenOf('staff'))).status, collection).toBe(200)
      expect((await rest('GET', collection, await tokenOf('admin'))).status, collection).toBe(200)
      expect((await rest('POST', collection)).status, collection).toBe(403)
      expect((await rest('POST', collection, await tokenOf('admin'))).status, collection).toBe(403)
    }
    // The salts: nobody at all.
    expect((await rest('GET', 'analytics-salts', await tokenOf('admin'))).status).toBe(403)
  })
})
