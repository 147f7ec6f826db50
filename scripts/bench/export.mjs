#!/usr/bin/env node
// The leads' CSV export over HTTP, on a large desk:
//   node scripts/bench/export.mjs [--leads 100000] [--concurrency 8] [--repeat 1] [--build]
// It seeds a throw-away database in data/bench-export (the site's seed, its admin, then --leads
// leads through the Local API: scripts/bench/export-seed.ts), serves the production build in
// .next-e2e (built by the e2e tests; --build, or a missing build, builds it first) on
// 127.0.0.1:3403, signs in as the seeded admin over HTTP, exports a handful of leads once to
// load the route's code, then downloads every lead (GET /api/staff/export, no filters) while it
// samples the server's resident memory (VmRSS of its process tree, every 50 ms), and prints:
//   - time to first byte, total time, size, rows (checked against the database) and rows/s;
//   - the server's RSS before the download, its peak during it, and the growth;
//   - with --repeat N, the same for N - 1 more downloads on the same server.
// Target (issue 12): memory growth under 50 MB, the first bytes at once. The download is read as
// it comes and its rows counted on the fly (quote-aware), so the client holds no more than a chunk.
// A missed target is reported with exit code 0; a failed step or a wrong row count exits non-zero.
import { throwAwayServerEnv } from '../lib.mjs'
import { count, seedScript, startServer, step, treeRss } from './harness.mjs'

const GROWTH_TARGET_MB = 50
const SAMPLE_MS = 50
const port = 3403
const MB = 1024 * 1024

const leads = count('leads', 100_000)
const concurrency = count('concurrency', 8)
// More downloads one after another on the same server: whether memory adds up across exports.
const repeat = count('repeat', 1)

const admin = { email: 'admin@example.com', password: 'bench-admin-password-1' }
const { env } = throwAwayServerEnv('bench-export', {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SEED_IMAGE_WIDTH: '480',
})

// ---- The data ------------------------------------------------------------------------------
await step(env, 'seeding a fresh database', 'node', [
  'node_modules/tsx/dist/cli.mjs',
  'seed/run.ts',
])
console.log(`[bench] adding ${leads} leads through the Local API (${concurrency} at a time)`)
const seeded = await seedScript(
  env,
  'scripts/bench/export-seed.ts',
  [`--leads=${leads}`, `--concurrency=${concurrency}`],
  'leads',
)
console.log(
  `[bench] ${seeded.created} leads written in ${(seeded.seedMs / 1000).toFixed(1)} s ` +
    `(${((seeded.created / seeded.seedMs) * 1000).toFixed(0)} a second); ${seeded.leads} in the database`,
)

// ---- The server ----------------------------------------------------------------------------
const { base, server } = await startServer({
  env,
  port,
  build: process.argv.includes('--build'),
  ready: '/',
})

// ---- Memory of the server's process tree (Linux /proc) -------------------------------------
const rss = treeRss

/** RSS samples every SAMPLE_MS until `stop()`: the samples. */
const sampler = () => {
  const samples = [rss(server.pid)]
  const timer = setInterval(() => samples.push(rss(server.pid)), SAMPLE_MS)
  return () => {
    clearInterval(timer)
    samples.push(rss(server.pid))
    return samples
  }
}
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`

// ---- Sign in -------------------------------------------------------------------------------
const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
})
if (!login.ok) throw new Error(`signing in answered ${login.status}`)
const { token } = await login.json()
const headers = { authorization: `JWT ${token}` }

// ---- The download --------------------------------------------------------------------------
/**
 * GET `query` and read the body as it comes: time to first byte, bytes, and records (line
 * feeds outside quotes; an escaped quote `""` flips the state twice, so it needs no case).
 */
async function download(query) {
  const started = performance.now()
  const response = await fetch(`${base}/api/staff/export${query}`, { headers })
  if (response.status === 404) {
    throw new Error(
      'GET /api/staff/export answered 404: the build in .next-e2e predates the export; run with --build',
    )
  }
  if (!response.ok) throw new Error(`GET /api/staff/export answered ${response.status}`)
  let firstByte = null
  let bytes = 0
  let lines = 0
  let quoted = false
  let head = null
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - started
    head ??= chunk.slice(0, 3)
    bytes += chunk.length
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]
      if (byte === 0x22) quoted = !quoted
      else if (byte === 0x0a && !quoted) lines++
    }
  }
  const bom = head && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf
  return {
    firstByte,
    total: performance.now() - started,
    bytes,
    rows: lines - 1,
    bom,
    disposition: response.headers.get('content-disposition'),
  }
}

console.log('[bench] warming up: an export of a few leads loads the route')
await download('?status=lost&from=2000-01-01&to=2000-01-02')
await new Promise((resolve) => setTimeout(resolve, 1000))

const idle = sampler()
await new Promise((resolve) => setTimeout(resolve, 1000))
const before = idle()
const beforeRss = before.reduce((a, b) => a + b, 0) / before.length

console.log(`[bench] downloading every lead`)
const during = sampler()
const result = await download('')
const samples = during()
const peak = Math.max(...samples)
const growth = peak - beforeRss

console.log('')
console.log(
  `GET /api/staff/export (no filters), ${seeded.leads} leads, signed in as the admin over HTTP`,
)
console.log(`  file: ${result.disposition}, BOM ${result.bom ? 'yes' : 'NO'}`)
console.log(`  time to first byte: ${result.firstByte.toFixed(0)} ms`)
console.log(`  total time: ${(result.total / 1000).toFixed(2)} s, ${mb(result.bytes)}`)
console.log(
  `  rows: ${result.rows} (database: ${seeded.leads})${result.rows === seeded.leads ? '' : '  MISMATCH'}`,
)
console.log(`  rows per second: ${((result.rows / result.total) * 1000).toFixed(0)}`)
console.log(
  `Server memory (pid ${server.pid} and its descendants, VmRSS every ${SAMPLE_MS} ms, ${samples.length} samples)`,
)
console.log(`  before: ${mb(beforeRss)}  peak: ${mb(peak)}  growth: ${mb(growth)}`)
console.log(
  `  target growth < ${GROWTH_TARGET_MB} MB: ${growth < GROWTH_TARGET_MB * MB ? 'met' : 'not met'}`,
)

for (let run = 2; run <= repeat; run++) {
  const rest = sampler()
  await new Promise((resolve) => setTimeout(resolve, 500))
  const start = rest().at(-1)
  const sampling = sampler()
  const again = await download('')
  const top = Math.max(...sampling())
  console.log(
    `  export ${run}: ${(again.total / 1000).toFixed(2)} s, before ${mb(start)}, peak ${mb(top)}, ` +
      `growth ${mb(top - start)} (${mb(top - beforeRss)} over the first export's baseline)`,
  )
}

server.kill('SIGTERM')
process.exit(result.rows === seeded.leads && result.bom ? 0 : 1)
