#!/usr/bin/env node
// What each part of server/ buys: the production server with and without it, same run:
//   node scripts/bench/server-parts.mjs [--only page-cache,not-found,beacons,idle-gc,v8-flags,tiering]
//     [--rounds 2] [--seconds 5] [--requests 3000] [--beacons 10000] [--leads 30000] [--build]
// It seeds one throw-away database in data/bench-server-parts (the site's seed, its admin, and
// --leads leads for the export when v8-flags is measured: scripts/bench/export-seed.ts) and, for
// each part, serves the production build in .next-e2e (built by the e2e tests; --build, or a
// missing build, builds it first) on 127.0.0.1:3420 with everything on ("with") and with that part
// off (SERVER_WITHOUT=<part>, "without"), --rounds times each, in turn (with, without; then
// without, with), a fresh server each time. The figure that keeps each part:
//   - page-cache: requests per second of /, a service page and a blog post (autocannon, 50
//     connections, --seconds each after a second of warm-up);
//   - not-found: GET /blog/no-such-post (an unknown post: its route calls notFound()): status,
//     body bytes (no compression asked) and whether it holds the site's 404 page (its heading,
//     src/components/NotFound); and requests per second of that 404;
//   - beacons: --beacons POST /api/events at 50 connections as fast as the server answers
//     (harness.mjs beaconBurst, as events.mjs sends them): beacons per second, and the p95 of a
//     page requested 50 times a second from a worker thread, alone and during the burst;
//   - idle-gc: the server's RSS (its process tree) after --requests requests over seven pages at
//     50 connections, and again after a quiet spell of IDLE_GC_MS (10 s) + 15 s;
//   - v8-flags (./v8-flags.mjs, and start.sh's --optimize-for-size when the bench is run with
//     SERVER_OPTIMIZE_FOR_SIZE=1; "without" has neither): three CSV exports of every
//     lead, one after another, signed in as the admin: the RSS before, after each export, and the
//     growth over the three; then requests per second and median time of the studio's lead list
//     (one and ten connections) and of the site search (ten), which no cache answers;
//   - tiering (v8-flags.mjs's larger interrupt budget; "without" keeps the rest of v8-flags): the
//     same figures as v8-flags.
// On two or more cores the server runs on the first and the bench on the others (splitCores).
// Exits non-zero when a request failed that should not have (a page, a beacon, an export).
import { once } from 'node:events'
import http from 'node:http'
import os from 'node:os'

import autocannon from 'autocannon'

import { throwAwayServerEnv } from '../lib.mjs'
import {
  beaconBurst,
  count,
  flag,
  load,
  pageTimer,
  seedScript,
  splitCores,
  startServer,
  step,
  timedLoad,
  treeRss,
} from './harness.mjs'

const PARTS = ['page-cache', 'not-found', 'beacons', 'idle-gc', 'v8-flags', 'tiering']
const only = (flag('only') ?? PARTS.join(',')).split(',').filter(Boolean)
const unknown = only.filter((part) => !PARTS.includes(part))
if (unknown.length) {
  console.error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`)
  process.exit(2)
}
const rounds = count('rounds', 2)
const seconds = count('seconds', 5)
const mixedRequests = count('requests', 3000)
const beacons = count('beacons', 10_000)
const leads = count('leads', 30_000)
const port = 3420
const CONNECTIONS = 50
const PAGES = ['/', '/services/chinking', '/blog/chinking-vs-caulking-log-homes']
const MIXED = [...PAGES, '/portfolio', '/faq', '/contact', '/counties/park-county']
const MISSING = '/blog/no-such-post'
const IDLE_GC_MS = 10_000
const QUIET_MS = IDLE_GC_MS + 15_000
const MB = 1024 * 1024
const admin = { email: 'admin@example.com', password: 'bench-admin-password-1' }

const { env } = throwAwayServerEnv('bench-server-parts', {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SEED_IMAGE_WIDTH: '480',
  // The beacons come from 2,000 addresses behind one trusted proxy hop; the limit is not measured.
  EVENTS_RATE_LIMIT: '1000000/60',
  TRUSTED_PROXY_HOPS: '1',
  IDLE_GC_MS: String(IDLE_GC_MS),
})

await step(env, 'seeding a fresh database', 'node', [
  'node_modules/tsx/dist/cli.mjs',
  'seed/run.ts',
])
if (only.includes('v8-flags') || only.includes('tiering')) {
  console.log(`[bench] adding ${leads} leads through the Local API`)
  const seeded = await seedScript(
    env,
    'scripts/bench/export-seed.ts',
    [`--leads=${leads}`],
    'leads',
  )
  console.log(`[bench] ${seeded.leads} leads in the database`)
}

const pin = splitCores()
// startServer adds an exit listener per server.
process.setMaxListeners(100)
let build = process.argv.includes('--build')
let failures = 0

/** Serves the build with SERVER_WITHOUT=`without`, runs `measure(base, pid)`, stops the server. */
async function withServer(without, measure) {
  const started = await startServer({
    env: {
      ...env,
      SERVER_WITHOUT: without,
      // Without the V8 flags, without the one start.sh adds when asked too.
      ...(without === 'v8-flags' && { SERVER_OPTIMIZE_FOR_SIZE: '' }),
    },
    port,
    build,
    ready: '/',
    pin,
  })
  build = false
  try {
    return await measure(started.base, started.server.pid)
  } finally {
    if (started.server.exitCode === null) {
      started.server.kill('SIGTERM')
      await once(started.server, 'exit')
    }
  }
}

/** GET without Accept-Encoding (as autocannon sends it): status, headers and the body's bytes. */
const get = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes) => bytes / MB

// ---- The measurements: each resolves with { figure name: value } -----------------------------

async function pageCache(base) {
  const figures = {}
  for (const page of PAGES) {
    await get(`${base}${page}`)
    const state = (await get(`${base}${page}`)).headers['x-page-cache']
    const requests = [{ path: page }]
    await load(base, { connections: CONNECTIONS, seconds: 1, requests })
    const result = await load(base, { connections: CONNECTIONS, seconds, requests })
    failures += result.failed
    figures[`${page} req/s`] = result.rps
    console.log(`  ${page}: ${result.rps.toFixed(0)} req/s (x-page-cache: ${state ?? 'none'})`)
  }
  return figures
}

/** The site's 404 page in the HTML: its heading, as src/components/NotFound renders it. */
const HOLDS_404_PAGE = /<h1[^>]*id="not-found-heading"[^>]*>\s*Page Not Found/

async function notFound(base) {
  const answer = await get(`${base}${MISSING}`)
  const holds = HOLDS_404_PAGE.test(answer.body.toString('utf8'))
  const requests = [{ path: MISSING }]
  await load(base, { connections: CONNECTIONS, seconds: 1, requests })
  const result = await load(base, { connections: CONNECTIONS, seconds, requests })
  const others = Object.keys(result.statuses).filter((status) => status !== '404')
  if (others.length) failures++
  console.log(
    `  ${MISSING}: ${answer.status}, ${answer.body.length} bytes, the 404 page ${holds ? 'in it' : 'NOT in it'} ` +
      `(x-page-cache: ${answer.headers['x-page-cache'] ?? 'none'}); ${result.rps.toFixed(0)} req/s ` +
      JSON.stringify(result.statuses),
  )
  return {
    status: String(answer.status),
    'body bytes': answer.body.length,
    'holds the 404 page': holds ? 'yes' : 'no',
    '404s req/s': result.rps,
  }
}

async function beaconPath(base) {
  const page = '/services/chinking'
  const timing = { connections: 2, rate: 50 }
  const alone = pageTimer(base, page, timing)
  await sleep(seconds * 1000)
  alone.stop()
  const aloneResult = await alone.result
  const during = pageTimer(base, page, timing)
  const burst = await timedLoad(base, {
    connections: CONNECTIONS,
    amount: beacons,
    requests: beaconBurst(2000),
  }).done
  during.stop()
  const duringResult = await during.result
  failures += burst.failed + aloneResult.failed + duringResult.failed
  const perSecond = burst.total / burst.seconds
  console.log(
    `  ${burst.total} beacons: ${perSecond.toFixed(0)}/s, p95 ${burst.p95.toFixed(1)} ms ` +
      `(${JSON.stringify(burst.statuses)}); ${page} p95 alone ${aloneResult.p95.toFixed(1)} ms, ` +
      `during ${duringResult.p95.toFixed(1)} ms`,
  )
  return {
    'beacons/s': perSecond,
    'beacon p95 ms': burst.p95,
    'page p95 alone ms': aloneResult.p95,
    'page p95 during ms': duringResult.p95,
    'page p95 during/alone': duringResult.p95 / aloneResult.p95,
  }
}

async function idleGc(base, pid) {
  const atStart = treeRss(pid)
  let next = 0
  const mixed = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        amount: mixedRequests,
        requests: [
          { setupRequest: (request) => ({ ...request, path: MIXED[next++ % MIXED.length] }) },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  )
  failures += mixed.non2xx + mixed.errors + mixed.timeouts
  const afterBurst = treeRss(pid)
  await sleep(QUIET_MS)
  const afterQuiet = treeRss(pid)
  console.log(
    `  RSS: ${mb(atStart).toFixed(0)} MB at the start, ${mb(afterBurst).toFixed(0)} MB after ` +
      `${mixed.requests.total} requests, ${mb(afterQuiet).toFixed(0)} MB after ${QUIET_MS / 1000} s quiet`,
  )
  return {
    'RSS at start MB': mb(atStart),
    'RSS after the burst MB': mb(afterBurst),
    'RSS after the quiet spell MB': mb(afterQuiet),
  }
}

async function v8Flags(base, pid) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!login.ok) throw new Error(`signing in answered ${login.status}`)
  const headers = { authorization: `JWT ${(await login.json()).token}` }
  /** One export read to the end while RSS is sampled every 50 ms: its peak and its seconds. */
  const exportAll = async (query = '') => {
    let peak = treeRss(pid)
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 50)
    const started = performance.now()
    const response = await fetch(`${base}/api/staff/export${query}`, { headers })
    if (!response.ok) throw new Error(`GET /api/staff/export answered ${response.status}`)
    let bytes = 0
    for await (const chunk of response.body) bytes += chunk.length
    clearInterval(timer)
    return {
      peak: Math.max(peak, treeRss(pid)),
      seconds: (performance.now() - started) / 1000,
      bytes,
    }
  }
  // A few leads first, to load the route's code.
  await exportAll('?status=lost&from=2000-01-01&to=2000-01-02')
  await sleep(1000)
  const before = treeRss(pid)
  const peaks = []
  for (let i = 0; i < 3; i++) {
    const one = await exportAll()
    peaks.push(one.peak)
    console.log(
      `  export ${i + 1}: ${one.seconds.toFixed(2)} s, ${mb(one.bytes).toFixed(1)} MB, RSS peak ${mb(one.peak).toFixed(0)} MB`,
    )
    await sleep(500)
  }
  const after = treeRss(pid)
  // What the flags cost in speed (--optimize-for-size collects more often): work no cache
  // answers, the studio's lead list one at a time (an owner) and ten at a time, and the search.
  const speed = {}
  for (const [name, connections, request] of [
    ['studio lead list, one at a time', 1, { path: '/admin/collections/leads', headers }],
    ['studio lead list, ten at a time', 10, { path: '/admin/collections/leads', headers }],
    ['search, ten at a time', 10, { path: '/api/search?q=chinking' }],
  ]) {
    const requests = [request]
    await load(base, { connections, seconds: 1, requests })
    const result = await load(base, { connections, seconds, requests })
    failures += result.failed
    speed[`${name} req/s`] = result.rps
    speed[`${name} p50 ms`] = result.p50
    console.log(`  ${name}: ${result.rps.toFixed(1)} req/s, p50 ${result.p50.toFixed(0)} ms`)
  }
  return {
    ...speed,
    'RSS before MB': mb(before),
    'RSS peak, 1st export MB': mb(peaks[0]),
    'RSS peak, 3rd export MB': mb(peaks[2]),
    'growth over 3 exports MB': mb(Math.max(...peaks) - before),
    'RSS after MB': mb(after),
  }
}

const MEASURE = {
  'page-cache': pageCache,
  'not-found': notFound,
  beacons: beaconPath,
  'idle-gc': idleGc,
  'v8-flags': v8Flags,
  tiering: v8Flags,
}

// ---- With and without, in turn ---------------------------------------------------------------
/** results[part][figure] = { with: [values], without: [values] } */
const results = {}
for (const part of only) {
  results[part] = {}
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? ['with', 'without'] : ['without', 'with']
    for (const variant of order) {
      console.log(`[bench] ${part}, round ${round}, ${variant}`)
      const figures = await withServer(variant === 'with' ? '' : part, MEASURE[part])
      for (const [name, value] of Object.entries(figures)) {
        results[part][name] ??= { with: [], without: [] }
        results[part][name][variant].push(value)
      }
    }
  }
}

// ---- The table -------------------------------------------------------------------------------
const show = (value) =>
  typeof value !== 'number'
    ? String(value)
    : Number.isInteger(value) || Math.abs(value) >= 100
      ? Math.round(value).toLocaleString('en-US')
      : value.toFixed(value < 10 ? 2 : 1)
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

console.log('')
console.log(
  `Load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}; ` +
    `${rounds} rounds, each: with, then without (even rounds: without, then with)`,
)
console.log('')
console.log('| Part | Figure | With | Without | With / without (means) |')
console.log('| --- | --- | --- | --- | --- |')
for (const [part, figures] of Object.entries(results)) {
  for (const [name, { with: on, without: off }] of Object.entries(figures)) {
    const numeric = typeof on[0] === 'number' && mean(off) !== 0
    console.log(
      `| ${part} | ${name} | ${on.map(show).join(', ')} | ${off.map(show).join(', ')} | ` +
        `${numeric ? (mean(on) / mean(off)).toFixed(2) : ''} |`,
    )
  }
}
if (failures) console.error(`${failures} requests failed: the figures are not valid`)
process.exit(failures ? 1 : 0)
