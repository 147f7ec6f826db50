#!/usr/bin/env node
// A page's time with 1,000 redirects stored against none, and the redirect's own answer:
//   node scripts/bench/redirects.mjs [--seconds 10] [--connections 10] [--redirects 1000]
//     [--rounds 3] [--warmup 10] [--port 3636] [--build]
// It seeds a throw-away database in data/bench-redirects and serves the production build in
// .next-e2e (built by the e2e tests; --build, or a missing build, builds it first). Then:
//   1. after --warmup seconds of every page (a server just started is still compiling its code),
//      with no redirect stored, for each page (/, a blog post, a service page) autocannon at
//      --connections for --seconds after a second of warm-up: p50/p95/p99 and requests per second,
//      --rounds times, the pages in turn, and the median of the rounds;
//   2. --redirects - 1 redirects added through the Local API (scripts/bench/redirects-seed.ts, a
//      process of its own), and the last one through the REST API as the studio does, which makes
//      the server load its table again (the time of that save is printed: the whole table is read
//      once per change);
//   3. the same pages again, and a redirected old address (its 301, nothing drawn);
//   4. each page's figures with the redirects against without, as ratios (1.00: no change).
// The machine's load average is printed with each part: the bench shares the machine.
// On two or more cores the server runs on the first and the bench on the others (splitCores).
// Exits non-zero when a request failed or a redirect was not answered.
import os from 'node:os'

import { throwAwayServerEnv } from '../lib.mjs'
import { count, load, printRow, seedScript, splitCores, startServer, step } from './harness.mjs'

const seconds = count('seconds', 10)
const connections = count('connections', 10)
const redirects = count('redirects', 1000)
const rounds = count('rounds', 3)
const warmup = count('warmup', 10)
const port = count('port', 3636)
const PAGES = ['/', '/blog/chinking-vs-caulking-log-homes', '/services/chinking']
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password-1' }

const { env } = throwAwayServerEnv('bench-redirects', {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_IMAGE_WIDTH: '480',
})
await step(env, 'seeding a fresh database', 'node', [
  'node_modules/tsx/dist/cli.mjs',
  'seed/run.ts',
])
const pin = splitCores()
const { base } = await startServer({
  env,
  port,
  build: process.argv.includes('--build'),
  ready: '/',
  pin,
})

let failed = 0
const measure = async (label, path, expect = 200) => {
  await load(base, { connections, seconds: 1, requests: [{ path }] })
  const result = await load(base, { connections, seconds, requests: [{ path }] })
  const wrong = result.total - (result.statuses[expect] ?? 0)
  if (wrong) failed += wrong
  printRow(label, { ...result, failed: wrong })
  return result
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
/** Every page, --rounds times in turn: the median of the rounds' p50, p95, p99 and req/s. */
async function measurePages(title) {
  console.log(`\n[bench] ${title} (load average ${loadAverage()})`)
  const runs = Object.fromEntries(PAGES.map((path) => [path, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const path of PAGES) runs[path].push(await measure(`${path} (${round})`, path))
  }
  const medians = {}
  for (const path of PAGES) {
    medians[path] = Object.fromEntries(
      ['p50', 'p95', 'p99', 'rps'].map((key) => [key, median(runs[path].map((run) => run[key]))]),
    )
    printRow(`${path} (median)`, medians[path])
  }
  return medians
}

console.log(`\n[bench] warming up: every page for ${warmup} s`)
for (const path of PAGES) {
  await load(base, { connections, seconds: Math.ceil(warmup / PAGES.length), requests: [{ path }] })
}
const before = await measurePages(
  `no redirect stored (${connections} connections, ${seconds} s each, ${rounds} rounds)`,
)

console.log(`\n[bench] storing ${redirects} redirects`)
const seeded = await seedScript(
  env,
  'scripts/bench/redirects-seed.ts',
  [`--redirects=${redirects - 1}`],
  'redirects',
)
console.log(
  `[bench] ${seeded.redirects} through the Local API in ${(seeded.ms / 1000).toFixed(1)} s`,
)
const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ADMIN),
})
const authorization = `JWT ${(await login.json()).token}`
const savedAt = performance.now()
const saved = await fetch(`${base}/api/redirects`, {
  method: 'POST',
  headers: { authorization, 'content-type': 'application/json' },
  body: JSON.stringify({
    from: '/old-site/last.html',
    to: { type: 'custom', url: '/faq' },
    type: '301',
  }),
})
const saveMs = performance.now() - savedAt
if (saved.status !== 201) throw new Error(`the last redirect was refused: ${saved.status}`)
console.log(
  `[bench] the last one through the REST API (the table of ${redirects} loaded again): ${saveMs.toFixed(0)} ms`,
)
const answer = await fetch(`${base}/old-site/page-1.html`, { redirect: 'manual' })
if (answer.status !== 301) throw new Error(`/old-site/page-1.html answered ${answer.status}`)

const after = await measurePages(`${redirects} redirects stored`)
await measure('a redirect (301)', '/old-site/page-500.html', 301)

// The comparison: each page's time with the redirects stored against without (after / before;
// 1.00 is no change), and its requests a second the same way.
const ratio = (after, before) => (before > 0 ? after / before : NaN).toFixed(2)
console.log(
  `\n[bench] page (${redirects} redirects against none; load average ${loadAverage()})      p50 ms          p95 ms          req/s          ratio p50 / p95 / req/s`,
)
for (const path of PAGES) {
  const [a, b] = [before[path], after[path]]
  const pair = (x, y, digits = 2) => `${x.toFixed(digits)} → ${y.toFixed(digits)}`.padEnd(16)
  console.log(
    `${path.padEnd(42)} ${pair(a.p50, b.p50)}${pair(a.p95, b.p95)}${pair(a.rps, b.rps, 0)}` +
      `${ratio(b.p50, a.p50)} / ${ratio(b.p95, a.p95)} / ${ratio(b.rps, a.rps)}`,
  )
}
if (failed) {
  console.error(`[bench] ${failed} answers were not what they should be`)
  process.exit(1)
}
process.exit(0)
