/**
 * For scripts/bench/events.mjs: a year of the site's analytics in the database DATABASE_URI names,
 * as the site would hold it after a year: raw events (`analytics-events`) for the last 90 days and
 * today, daily totals (`analytics-daily`) for every finished day (older days written as the daily
 * job leaves them, then the job itself run over the last 90), and the leads those visits brought.
 * About `--visitors=N` visitors a day (150 by default; weekends quieter, spring and summer busier),
 * each with a few pages, a referrer or a campaign, and now and then the estimate form, the chat, a
 * call or a search. Deterministic: every run writes the same. Prints one line of JSON.
 * Run with `node node_modules/tsx/dist/cli.mjs scripts/bench/events-seed.ts --visitors=150`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { totalsOfDay, type RawEvent } from '@/features/analytics/server/aggregate'
import { addDays, coloradoDay, eachDay } from '@/lib/time/colorado'
import type { EventData } from '@/features/analytics/server/parse'
import { RAW_EVENT_DAYS, rollupAnalytics } from '@/features/analytics/server/rollup'

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const perDay = option('visitors', 150)
const days = option('days', 365)
const concurrency = option('concurrency', 4)

const payload = await getPayload({ config })
const context = { disableRevalidate: true }

let seed = 11
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]
const hex = () => Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('')

const PAGES = [
  '/',
  '/',
  '/',
  '/services',
  '/services/chinking',
  '/services/staining',
  '/services/log-home-hail-damage-restoration',
  '/portfolio',
  '/portfolio/log-home',
  '/blog',
  '/blog/chinking-vs-caulking-log-homes',
  '/cost-calculator',
  '/cost-calculator',
  '/contact',
  '/faq',
  '/counties/park-county',
  '/cities/denver-log-home-restoration',
]
const REFERRERS = [
  null,
  null,
  null,
  'google.com',
  'google.com',
  'google.com',
  'bing.com',
  'm.facebook.com',
  'duckduckgo.com',
  'nextdoor.com',
  'houzz.com',
]
const CAMPAIGNS = [
  { source: 'google', medium: 'cpc', campaign: 'spring-staining' },
  { source: 'facebook', medium: 'social', campaign: 'hail-2026' },
  { source: 'newsletter', medium: 'email', campaign: 'fall-maintenance' },
]
const DEVICES = ['phone', 'phone', 'phone', 'tablet', 'desktop', 'desktop'] as const
const NO_RESULTS = ['cob oven', 'log siding repair', 'radon', 'roof snow guards', 'hot tub deck']

/** One day's visitors and what they did; the leads they left. */
function dayOf(day: string) {
  const date = new Date(`${day}T12:00:00Z`)
  const weekend = [0, 6].includes(date.getUTCDay()) ? 0.7 : 1
  const season = 0.75 + 0.5 * Math.sin(((date.getUTCMonth() - 2) / 12) * 2 * Math.PI)
  const visitors = Math.round(perDay * weekend * season * (0.8 + 0.4 * random()))
  const events: EventData[] = []
  const leads: { source: 'calculator' | 'chat' | 'phone'; createdAt: string }[] = []
  for (let v = 0; v < visitors; v++) {
    const visitor = hex()
    const campaign = random() < 0.1 ? pick(CAMPAIGNS) : null
    const base = {
      day,
      visitor,
      referrerHost: campaign ? null : pick(REFERRERS),
      utmSource: campaign?.source ?? null,
      utmMedium: campaign?.medium ?? null,
      utmCampaign: campaign?.campaign ?? null,
      device: pick(DEVICES),
      results: null,
      query: null,
    }
    const at = `${day}T${String(14 + Math.floor(random() * 9)).padStart(2, '0')}:00:00.000Z`
    const path = pick(PAGES)
    events.push({ ...base, name: 'pageview', path })
    for (let n = Math.floor(random() * 4); n > 0; n--) {
      events.push({ ...base, name: 'pageview', path: pick(PAGES) })
    }
    if (random() < 0.08) {
      events.push({ ...base, name: 'estimate_started', path: '/cost-calculator' })
      if (random() < 0.35) {
        events.push({ ...base, name: 'estimate_submitted', path: '/cost-calculator' })
        leads.push({ source: 'calculator', createdAt: at })
      }
    }
    if (random() < 0.05) {
      events.push({ ...base, name: 'chat_opened', path })
      if (random() < 0.3) {
        events.push({ ...base, name: 'chat_lead_saved', path })
        leads.push({ source: 'chat', createdAt: at })
      }
    }
    if (random() < 0.04) {
      events.push({ ...base, name: 'call_click', path })
      if (random() < 0.3) leads.push({ source: 'phone', createdAt: at })
    }
    if (random() < 0.02) events.push({ ...base, name: 'text_click', path })
    if (random() < 0.06) {
      const none = random() < 0.15
      events.push({
        ...base,
        name: 'search',
        path,
        results: none ? 0 : 1 + Math.floor(random() * 12),
        query: none ? pick(NO_RESULTS) : null,
      })
    }
  }
  return { events, leads }
}

const today = coloradoDay(new Date())
const rawFrom = addDays(today, -RAW_EVENT_DAYS)
const started = Date.now()
let rawRows = 0
let dailyRows = 0
let leadCount = 0
let eventCount = 0

/** Writes `jobs` a few at a time: SQLite takes one writer, the rest are validated meanwhile. */
async function inParallel(jobs: (() => Promise<unknown>)[]) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) await jobs[next++]()
    }),
  )
}

for (const day of eachDay(addDays(today, -(days - 1)), today)) {
  const { events, leads } = dayOf(day)
  eventCount += events.length
  if (day < rawFrom) {
    // Long gone as raw events: only the day's totals, as the daily job left them.
    const totals = totalsOfDay(events as RawEvent[])
    await payload.create({
      collection: 'analytics-daily',
      context,
      depth: 0,
      data: {
        day,
        visitors: totals.events.pageview?.visitors ?? 0,
        pageviews: totals.events.pageview?.count ?? 0,
        totals,
      },
    })
    dailyRows++
  } else {
    const createdAt = `${day}T18:00:00.000Z`
    await inParallel(
      events.map(
        (data) => () =>
          payload.create({
            collection: 'analytics-events',
            context,
            depth: 0,
            disableTransaction: true,
            select: { day: true },
            data: { ...data, count: 1, createdAt },
          }),
      ),
    )
    rawRows += events.length
  }
  await inParallel(
    leads.map(
      (lead, i) => () =>
        payload.create({
          collection: 'leads',
          context,
          depth: 0,
          disableTransaction: true,
          data: {
            name: `Bench Visitor ${day} ${i}`,
            email: `visitor-${day}-${i}@example.com`,
            phone: '(719) 555-0100',
            status: 'new',
            source: lead.source,
            createdAt: lead.createdAt,
          },
        }),
    ),
  )
  leadCount += leads.length
}
const seedMs = Date.now() - started

// The daily job over the last 90 days, as it would have run each night.
const rollupStarted = Date.now()
const { rolledUp } = await rollupAnalytics(payload)
const rollupMs = Date.now() - rollupStarted

console.log(
  JSON.stringify({
    analytics: true,
    days,
    events: eventCount,
    rawRows,
    dailyRows: dailyRows + rolledUp.length,
    leads: leadCount,
    seedMs,
    rollupMs,
  }),
)
await payload.destroy()
process.exit(0)
