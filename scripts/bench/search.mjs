#!/usr/bin/env node
// The site search under load, against a production server this script starts itself:
//   node scripts/bench/search.mjs [--build] [--extra=5000] [--duration=15]
// It seeds a throw-away database in data/bench-search, adds 5,000 extra documents (blog posts,
// FAQ answers, services written from the seed's own words), serves the production build in
// .next-e2e (built by the e2e tests; --build, or a missing build, builds it first) on
// 127.0.0.1:3400 and prints:
//   - the index build time (median of 3 in a separate process, and the server's own first
//     build) and the memory the index holds;
//   - one search in the index itself, p50/p95/p99;
//   - GET /api/search over HTTP, p50/p95/p99 and requests per second, at 1 connection and at 50
//     (autocannon), for a mix of exact, prefix and misspelled queries.
// Target (issue 9): p95 under 15 ms. autocannon runs on the same 2 cores as the server.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { root, run, throwAwayServerEnv } from '../lib.mjs'
import { QUERIES } from './search-queries.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const extra = option('extra', 5000)
const duration = option('duration', 15)
const port = 3400
const base = `http://127.0.0.1:${port}`

const { env } = throwAwayServerEnv('bench-search', {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'bench-admin-password-1',
  SEED_IMAGE_WIDTH: '480',
  // The load comes from one address; the limit is not what is measured.
  SEARCH_RATE_LIMIT: '100000000/60',
})

const step = async (name, command, commandArgs, options = {}) => {
  console.log(`[bench] ${name}`)
  const code = await run(command, commandArgs, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    ...options,
  })
  if (code !== 0) throw new Error(`${name} failed with exit code ${code}`)
}

// ---- The data ------------------------------------------------------------------------------
await step('seeding a fresh database', 'node', ['node_modules/tsx/dist/cli.mjs', 'seed/run.ts'])
console.log(`[bench] adding ${extra} documents and building the index in a separate process`)
const measured = await new Promise((resolve, reject) => {
  const child = spawn(
    'node',
    [
      '--expose-gc',
      'node_modules/tsx/dist/cli.mjs',
      'scripts/bench/search-seed.ts',
      `--extra=${extra}`,
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.on('exit', (code) => {
    const line = out.split('\n').find((text) => text.startsWith('{"extra"'))
    if (code === 0 && line) resolve(JSON.parse(line))
    else reject(new Error(`search-seed.ts failed (${code})`))
  })
})

// ---- The server ----------------------------------------------------------------------------
const buildId = path.join(root, '.next-e2e', 'BUILD_ID')
if (args.includes('--build') || !fs.existsSync(buildId)) {
  await step('building', 'node', ['node_modules/next/dist/bin/next', 'build'])
} else {
  console.log(
    `[bench] using the build in .next-e2e from ${fs.statSync(buildId).mtime.toISOString()}`,
  )
}
const server = spawn(
  'node',
  ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
  { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
)
let serverBuild = null
server.stdout.on('data', (chunk) => {
  const match = /Search index built: (\d+) documents in (\d+) ms/.exec(String(chunk))
  if (match) serverBuild = { documents: Number(match[1]), ms: Number(match[2]) }
})
process.on('exit', () => server.kill('SIGTERM'))

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/search?q=log`)).ok) break
  } catch {
    if (i > 600) throw new Error('the server did not start')
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
}

// ---- Load ----------------------------------------------------------------------------------
const mix = QUERIES.flatMap(({ queries }) => queries)
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

/** Load at a number of connections; every response's time is kept for exact percentiles. */
const load = (connections, seconds) =>
  new Promise((resolve, reject) => {
    let next = 0
    const times = []
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/search?q=${encodeURIComponent(mix[next++ % mix.length])}`,
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        const sorted = times.sort((a, b) => a - b)
        resolve({
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          rps: result.requests.average,
          failed: result.non2xx + result.errors + result.timeouts,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, time) => times.push(time))
  })

console.log('[bench] warming up')
await load(10, 5)
const single = await load(1, duration)
const fifty = await load(50, duration)

const ms = (value) => `${value.toFixed(2).padStart(7)} ms`
const row = (label, result) =>
  console.log(
    `${label.padEnd(30)} p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}  ${result.rps.toFixed(0).padStart(6)} req/s${result.failed ? `  (${result.failed} failed)` : ''}`,
  )

console.log('')
console.log(
  `Search index: ${measured.documents} documents (${measured.extra} added to the seed); ` +
    `${measured.extra} extra documents written in ${(measured.seedMs / 1000).toFixed(1)} s`,
)
console.log(
  `Index build from the database: ${measured.buildMs.toFixed(0)} ms (median of ${measured.buildRuns.join(', ')} ms)` +
    (serverBuild ? `; the server's own first build: ${serverBuild.ms} ms` : ''),
)
console.log(`Index memory (heap held after GC): ${measured.indexMB.toFixed(1)} MB`)
console.log(
  `One search in the index (${mix.length} queries x 50): p50 ${measured.searchP50.toFixed(3)} ms  p95 ${measured.searchP95.toFixed(3)} ms  p99 ${measured.searchP99.toFixed(3)} ms`,
)
console.log(`GET /api/search, ${duration} s each, queries: ${mix.join(', ')}`)
row('  1 connection', single)
row(' 50 connections (autocannon)', fifty)
console.log(
  `Target p95 < 15 ms at 50 connections: ${fifty.p95 < 15 ? 'met' : 'not met'} (${fifty.p95.toFixed(2)} ms)`,
)
server.kill('SIGTERM')
process.exit(0)
