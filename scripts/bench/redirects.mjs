#!/usr/bin/env node
// A page's time with 1,000 redirects stored against none, and the redirect's own answer:
//   node scripts/bench/redirects.mjs [--seconds 10] [--connections 10] [--redirects 1000]
//     [--port 3636] [--build]
// It seeds a throw-away database in data/bench-redirects and serves the production build in
// .next-e2e (built by the e2e tests; --build, or a missing build, builds it first). Then:
//   1. with no redirect stored, for each page (/, a blog post, a service page) autocannon at
//      --connections for --seconds after a second of warm-up: p50/p95/p99 and requests per second;
//   2. --redirects - 1 redirects added through the Local API (scripts/bench/redirects-seed.ts, a
//      process of its own), and the last one through the REST API as the studio does, which makes
//      the server load its table again (the time of that save is printed: the whole table is read
//      once per change);
//   3. the same pages again, and a redirected old address (its 301, nothing drawn).
// On two or more cores the server runs on the first and the bench on the others (splitCores).
// Exits non-zero when a request failed or a redirect was not answered.
import { throwAwayServerEnv } from '../lib.mjs'
import { count, load, printRow, seedScript, splitCores, startServer, step } from './harness.mjs'

const seconds = count('seconds', 10)
const connections = count('connections', 10)
const redirects = count('redirects', 1000)
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

console.log(`\n[bench] no redirect stored (${connections} connections, ${seconds} s each)`)
const before = {}
for (const path of PAGES) before[path] = await measure(path, path)

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

console.log(`\n[bench] ${redirects} redirects stored`)
const after = {}
for (const path of PAGES) after[path] = await measure(path, path)
await measure('a redirect (301)', '/old-site/page-500.html', 301)

console.log('\n[bench] page                           p50 none → 1,000     req/s none → 1,000')
for (const path of PAGES) {
  const [a, b] = [before[path], after[path]]
  console.log(
    `${path.padEnd(40)} ${a.p50.toFixed(2)} → ${b.p50.toFixed(2)} ms   ${a.rps.toFixed(0)} → ${b.rps.toFixed(0)} (${((b.rps / a.rps - 1) * 100).toFixed(1)} %)`,
  )
}
if (failed) {
  console.error(`[bench] ${failed} answers were not what they should be`)
  process.exit(1)
}
process.exit(0)
