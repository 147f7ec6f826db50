// The soak's steady mix of traffic (issue 14), shared by scripts/soak.mjs and
// scripts/bench/memory.mjs: `rate` requests a second (an open loop: one every 1/rate s whatever
// the answers take, at most 200 waiting) for `minutes`, against a running site at `base`:
//   pages 35% (/, a service, a blog post, the calculator, the portfolio, the FAQ, a county,
//   /search?q=), GET /api/search 18%, POST /api/events 18% (valid beacons, stored), POST /api/chat
//   13% (multipart, as the browser sends it), GET /api/random-suggestions 6%, POST /api/calculator
//   5% (valid estimates: leads, their e-mails to the outbox), and 5% requests the site must refuse
//   (a search over 200 characters, an estimate without its fields: 422 expected).
// Each request names its own address in 10.9.0.0/16 in X-Forwarded-For, which counts only where
// the site trusts a proxy hop (TRUSTED_PROXY_HOPS); the throw-away sites' limits are high anyway.
import { percentile } from '../bench/harness.mjs'
import { multipart } from './fuzz-cases/index.mjs'
import { countsText, sleep, table } from './site.mjs'

const MAX_IN_FLIGHT = 200
const TIMEOUT_MS = 30_000

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

/** Routes with their share of the traffic; `expect` lists the 4xx a route is meant to get. */
export const ROUTES = [
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

/** The route of request number n: the shares interleaved evenly (a weighted round robin). */
const schedule = ROUTES.flatMap((route) =>
  Array.from({ length: route.share }, (_, k) => ({ route, at: (k + 0.5) / route.share })),
)
  .sort((a, b) => a.at - b.at)
  .map(({ route }) => route)

/**
 * The mixed traffic against `base`: every route once and a few seconds' pause first (the caches),
 * then `rate` a second for `minutes`. `onTick(elapsedMs, traffic)` is called every `tickMs`.
 * Resolves when every request has been answered, with the figures per route.
 */
export async function mixedTraffic({ base, minutes, rate, tickMs = 10_000, onTick = () => {} }) {
  const traffic = {
    stats: new Map(),
    sent: 0,
    skipped: 0,
    seconds: 0,
    errors: () => [...traffic.stats.values()].reduce((sum, entry) => sum + entry.errors, 0),
  }
  const reset = () =>
    ROUTES.forEach((route) =>
      traffic.stats.set(route.name, { times: [], statuses: {}, errors: 0, examples: [] }),
    )
  let sequence = 0
  const visitor = () => `10.9.${(sequence >> 8) & 255}.${sequence & 255}`

  async function one(route, i) {
    const request = route.make(i)
    const entry = traffic.stats.get(route.name)
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

  // Warm-up: every route once, then a few seconds for the caches.
  reset()
  for (const route of ROUTES) await one(route, 0)
  reset()
  await sleep(5000)

  const durationMs = minutes * 60_000
  const started = performance.now()
  const ticker = setInterval(() => onTick(performance.now() - started, traffic), tickMs)
  let inFlight = 0
  const pending = new Set()
  for (let n = 0; ; n++) {
    const due = n * (1000 / rate)
    if (due >= durationMs) break
    const wait = due - (performance.now() - started)
    if (wait > 0) await sleep(wait)
    if (inFlight >= MAX_IN_FLIGHT) {
      traffic.skipped += 1
      continue
    }
    const route = schedule[n % schedule.length]
    const i = sequence++
    traffic.sent = sequence
    inFlight += 1
    const promise = one(route, i).finally(() => {
      inFlight -= 1
      pending.delete(promise)
    })
    pending.add(promise)
  }
  await Promise.all(pending)
  clearInterval(ticker)
  traffic.seconds = (performance.now() - started) / 1000
  return traffic
}

/** The figures of mixedTraffic as printed lines: a summary, a table per route, the errors. */
export function trafficReport(traffic) {
  const { sent, seconds, skipped, stats } = traffic
  const lines = [
    `${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(1)}/s)` +
      `${skipped ? `, ${skipped} not sent (${MAX_IN_FLIGHT} already waiting)` : ''}`,
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
  ]
  for (const entry of stats.values())
    for (const example of entry.examples) lines.push(`  error: ${example}`)
  return lines.join('\n')
}
