#!/usr/bin/env node
// A steady mix of traffic for minutes on end (issue 14), against a production server this script
// starts itself:
//   node scripts/soak.mjs [--minutes 10] [--rate 30] [--port 3430]
// It seeds a throw-away database in data/soak and serves the .next-e2e build (scripts/lib/site.mjs:
// throwAwayServerEnv's high rate limits, e-mail to the outbox, no OPENAI_API_KEY so the chat is the
// built-in assistant) on 127.0.0.1:3430, then sends --rate requests a second (an open loop: one
// every 1/rate s whatever the answers take, at most 200 waiting) for --minutes:
//   pages 35% (/, a service, a blog post, the calculator, the portfolio, the FAQ, a county,
//   /search?q=), GET /api/search 18%, POST /api/events 18% (valid beacons, stored), POST /api/chat
//   13% (multipart, as the browser sends it), GET /api/random-suggestions 6%, POST /api/calculator
//   5% (valid estimates: leads, their e-mails to the outbox), and 5% requests the site must refuse
//   (a search over 200 characters, an estimate without its fields: 422 expected).
// It prints, per route, the requests, the errors (any answer but 2xx/3xx, except the expected
// 422s; no answer in 30 s; a failed connection), p50/p95/max; and the server's RSS (its process
// tree) at the start, the middle and the end, sampled every 10 s.
// Targets: no error; memory not growing beyond noise, i.e. the end within 10% or 32 MB of the
// middle (the first half fills the caches). Exits 1 when one is missed.

import { count, percentile } from './bench/harness.mjs'
import { multipart } from './lib/fuzz-cases.mjs'
import {
  countsText,
  finish,
  mb,
  prepareSite,
  signIn,
  sleep,
  startSite,
  storedCounts,
  table,
} from './lib/site.mjs'

const minutes = count('minutes', 10)
const rate = count('rate', 30)
const port = count('port', 3430)
const MAX_IN_FLIGHT = 200
const TIMEOUT_MS = 30_000
const SAMPLE_MS = 10_000

const { dataDir, env } = await prepareSite('soak', { OPENAI_API_KEY: '', RESEND_API_KEY: '' })
const site = await startSite({ env, dataDir, port })
const { base } = site

// ---- The traffic ---------------------------------------------------------------------------

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const PAGES = [
  '/',
  '/services/chinking',
  '/blog/chinking-vs-caulking-log-homes',
  '/cost-calculator',
  '/portfolio',
  '/faq',
  '/counties/park-county',
  '/search?q=staining',
]
const SEARCHES = [
  'log',
  'chinking',
  'stain',
  'log home restoration',
  'deck',
  'fairplay',
  'media blasting',
  'cost',
]
const CHAT_MESSAGES = [
  'How long does a chinking job take?',
  'About 2,400 sq ft and it needs a full restoration.',
  'What does staining cost for 1,800 square feet?',
  'Do you work in Breckenridge, CO?',
]
const history = JSON.stringify([
  { role: 'user', content: 'Hi, our cabin near Fairplay is looking rough.' },
  { role: 'assistant', content: 'Sorry to hear it! What is bothering you about the logs?' },
])

let sequence = 0
const visitor = () => `10.9.${(sequence >> 8) & 255}.${sequence & 255}`

/** Routes with their share of the traffic; `expect` lists the 4xx a route is meant to get. */
const ROUTES = [
  {
    name: 'pages (GET)',
    share: 35,
    make: (i) => ({ path: PAGES[i % PAGES.length] }),
  },
  {
    name: 'GET /api/search',
    share: 18,
    make: (i) => ({ path: `/api/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}` }),
  },
  {
    name: 'POST /api/events',
    share: 18,
    make: (i) => ({
      path: '/api/events',
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        n: 'pageview',
        p: PAGES[i % PAGES.length].split('?')[0],
        r: '',
        s: '',
        w: 390,
      }),
    }),
  },
  {
    name: 'POST /api/chat',
    share: 13,
    make: (i) => ({
      path: '/api/chat',
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW' },
      body: multipart([
        { name: 'message', data: CHAT_MESSAGES[i % CHAT_MESSAGES.length] },
        { name: 'conversationHistory', data: history },
      ]),
    }),
  },
  {
    name: 'GET /api/random-suggestions',
    share: 6,
    make: () => ({ path: '/api/random-suggestions' }),
  },
  {
    name: 'POST /api/calculator',
    share: 5,
    make: (i) => ({
      path: '/api/calculator',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Soak Homeowner',
        email: `soak-${i}@example.com`,
        phone: '7195550100',
        serviceType: ['basic', 'detailed', 'full', 'new'][i % 4],
        squareFootage: String(1200 + (i % 40) * 50),
        location: 'Fairplay, CO',
      }),
    }),
  },
  {
    name: 'refused (422 expected)',
    share: 5,
    expect: [422],
    make: (i) =>
      i % 2
        ? { path: `/api/search?q=${'x'.repeat(201)}` }
        : {
            path: '/api/calculator',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"name":""}',
          },
  },
]
const totalShare = ROUTES.reduce((sum, route) => sum + route.share, 0)
/** The route of request number n: the shares interleaved evenly (a weighted round robin). */
const schedule = ROUTES.flatMap((route) =>
  Array.from({ length: route.share }, (_, k) => ({ route, at: (k + 0.5) / route.share })),
)
  .sort((a, b) => a.at - b.at)
  .map(({ route }) => route)

const stats = new Map(
  ROUTES.map((route) => [route.name, { times: [], statuses: {}, errors: 0, examples: [] }]),
)

async function one(route, i) {
  const request = route.make(i)
  const entry = stats.get(route.name)
  const started = performance.now()
  let status
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method ?? 'GET',
      headers: { 'user-agent': UA, 'x-forwarded-for': visitor(), ...request.headers },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.arrayBuffer()
    status = response.status
  } catch (error) {
    status =
      error.name === 'TimeoutError' ? 'timeout' : `failed (${error.cause?.code ?? error.name})`
  }
  entry.times.push(performance.now() - started)
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
  const fine = typeof status === 'number' && (status < 400 || route.expect?.includes(status))
  if (!fine) {
    entry.errors += 1
    if (entry.examples.length < 3)
      entry.examples.push(`${request.method ?? 'GET'} ${request.path} -> ${status}`)
  }
}

// ---- Run -----------------------------------------------------------------------------------

// Warm-up: every route once, then a few seconds for the caches.
for (const route of ROUTES) await one(route, 0)
for (const entry of stats.values())
  Object.assign(entry, { times: [], statuses: {}, errors: 0, examples: [] })
await sleep(5000)

const authorization = await signIn(base)
const storedBefore = await storedCounts(base, authorization)
const samples = [{ t: 0, rss: site.rss() }]
const durationMs = minutes * 60_000
const started = performance.now()
const sampler = setInterval(() => {
  samples.push({ t: performance.now() - started, rss: site.rss() })
  const elapsed = (performance.now() - started) / 1000
  if (samples.length % 6 === 1) {
    const errors = [...stats.values()].reduce((sum, entry) => sum + entry.errors, 0)
    console.log(
      `[soak] ${(elapsed / 60).toFixed(1)} min: ${sequence} requests, ${errors} errors, RSS ${mb(samples.at(-1).rss)}`,
    )
  }
}, SAMPLE_MS)

let inFlight = 0
let skipped = 0
const pending = new Set()
console.log(
  `[soak] ${rate} requests/s for ${minutes} min (${totalShare}% = ${schedule.length} slots)`,
)
for (let n = 0; ; n++) {
  const due = n * (1000 / rate)
  if (due >= durationMs) break
  const wait = due - (performance.now() - started)
  if (wait > 0) await sleep(wait)
  if (inFlight >= MAX_IN_FLIGHT) {
    skipped += 1
    continue
  }
  const route = schedule[n % schedule.length]
  const i = sequence++
  inFlight += 1
  const promise = one(route, i).finally(() => {
    inFlight -= 1
    pending.delete(promise)
  })
  pending.add(promise)
}
await Promise.all(pending)
clearInterval(sampler)
const seconds = (performance.now() - started) / 1000
samples.push({ t: performance.now() - started, rss: site.rss() })
await sleep(10_000)
const rssQuiet = site.rss()
const storedAfter = await storedCounts(base, authorization)
const alive = await site.alive()
await site.stop()

// ---- Report --------------------------------------------------------------------------------

const rssAt = (fraction) =>
  samples.reduce((best, sample) =>
    Math.abs(sample.t - fraction * durationMs) < Math.abs(best.t - fraction * durationMs)
      ? sample
      : best,
  ).rss
const [rssStart, rssMiddle, rssEnd] = [rssAt(0), rssAt(0.5), samples.at(-1).rss]
const rssPeak = Math.max(...samples.map((sample) => sample.rss))

console.log('')
console.log(
  `Soak: ${sequence} requests in ${seconds.toFixed(0)} s (${(sequence / seconds).toFixed(1)}/s)` +
    `${skipped ? `, ${skipped} not sent (${MAX_IN_FLIGHT} already waiting)` : ''}`,
)
console.log(
  table(
    ['route', 'requests', 'errors', 'p50 ms', 'p95 ms', 'max ms', 'statuses'],
    ROUTES.map((route) => {
      const entry = stats.get(route.name)
      return [
        route.name,
        entry.times.length,
        entry.errors,
        percentile(entry.times, 0.5).toFixed(0),
        percentile(entry.times, 0.95).toFixed(0),
        Math.max(0, ...entry.times).toFixed(0),
        countsText(entry.statuses),
      ]
    }),
  ),
)
for (const entry of stats.values())
  for (const example of entry.examples) console.log(`  error: ${example}`)

console.log('')
console.log(
  table(
    ['server memory (RSS)', 'value'],
    [
      ['start', mb(rssStart)],
      ['middle', mb(rssMiddle)],
      ['end', mb(rssEnd)],
      ['peak', mb(rssPeak)],
      ['after 10 s of quiet', mb(rssQuiet)],
      ['end - middle', mb(rssEnd - rssMiddle)],
    ],
  ),
)
console.log(
  `  every ${SAMPLE_MS / 1000} s: ${samples.map((sample) => (sample.rss / 1024 / 1024).toFixed(0)).join(' ')} MB`,
)
console.log(
  `  stored during the soak: ${storedAfter.leads - storedBefore.leads} leads, ` +
    `${storedAfter['events counted'] - storedBefore['events counted']} analytics events, ` +
    `${storedAfter['searches counted'] - storedBefore['searches counted']} searches`,
)

const errors = [...stats.values()].reduce((sum, entry) => sum + entry.errors, 0)
const growth = rssEnd - rssMiddle
const growthAllowed = Math.max(32 * 1024 * 1024, rssMiddle * 0.1)
const targets = [
  [
    'no errors',
    errors === 0 && alive,
    `${errors} errors${alive ? '' : '; the server stopped answering'}`,
  ],
  [
    'memory not growing',
    growth <= growthAllowed,
    `${mb(rssStart)} -> ${mb(rssMiddle)} -> ${mb(rssEnd)}; middle to end ${mb(growth)} (allowed ${mb(growthAllowed)})`,
  ],
]
finish(targets, dataDir)
