#!/usr/bin/env node
// The site search under load, against a production server this script starts itself:
//   node scripts/bench/search.mjs [--build] [--extra=5000] [--duration=15] [--no-cache]
// It seeds a throw-away database in data/bench-search, adds 5,000 extra documents (blog posts,
// FAQ answers, services written from the seed's own words), serves the production build in
// .next-e2e (built by the e2e tests; --build, or a missing build, builds it first) on
// 127.0.0.1:3400 and prints:
//   - the index build time (median of 3 in a separate process, and the server's own first
//     build) and the memory the index holds;
//   - one search in the index itself, p50/p95/p99;
//   - GET /api/search over HTTP, p50/p95/p99 and requests per second, at 1 connection and at 50
//     (autocannon), for a mix of exact, prefix and misspelled queries. The server keeps answers to
//     repeated searches until the content changes; --no-cache turns that off, so every request
//     is searched afresh.
// Target (issue 9): p95 under 15 ms. autocannon runs on the same 2 cores as the server.
import { spawn } from 'node:child_process'

import { root, throwAwayServerEnv } from '../lib.mjs'
import { load, printRow, startServer, step as runStep } from './harness.mjs'
import { QUERIES } from './search-queries.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const extra = option('extra', 5000)
const duration = option('duration', 15)
const port = 3400

const { env } = throwAwayServerEnv('bench-search', {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'bench-admin-password-1',
  SEED_IMAGE_WIDTH: '480',
  // The load comes from one address; the limit is not what is measured.
  SEARCH_RATE_LIMIT: '100000000/60',
  ...(args.includes('--no-cache') ? { SEARCH_CACHE_SIZE: '0' } : {}),
})

const step = (...stepArgs) => runStep(env, ...stepArgs)

// ---- The data ------------------------------------------------------------------------------
await step('seeding a fresh database', 'node', ['node_modules/tsx/dist/cli.mjs', 'seed/run.ts'])
console.log(`[bench] adding ${extra} documents and building the index in a separate process`)
const measured = await new Promise((resolve, reject) => {
  const child = spawn(
    'node',
    // --import rather than tsx's own command, which starts a second process without --expose-gc.
    ['--expose-gc', '--import', 'tsx', 'scripts/bench/search-seed.ts', `--extra=${extra}`],
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
let serverBuild = null
const { base, server } = await startServer({
  env,
  port,
  build: args.includes('--build'),
  ready: '/api/search?q=log',
  onOutput: (text) => {
    const match = /Search index built: (\d+) documents in (\d+) ms/.exec(text)
    if (match) serverBuild = { documents: Number(match[1]), ms: Number(match[2]) }
  },
})

// ---- Load ----------------------------------------------------------------------------------
const mix = QUERIES.flatMap(({ queries }) => queries)
let next = 0
const requests = [
  {
    setupRequest: (request) => ({
      ...request,
      path: `/api/search?q=${encodeURIComponent(mix[next++ % mix.length])}`,
    }),
  },
]

console.log('[bench] warming up')
await load(base, { connections: 10, seconds: 5, requests })
const single = await load(base, { connections: 1, seconds: duration, requests })
const fifty = await load(base, { connections: 50, seconds: duration, requests })

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
console.log(
  `GET /api/search (${args.includes('--no-cache') ? 'no cache: every request searched' : 'repeated searches answered from the cache'}), ${duration} s each, queries: ${mix.join(', ')}`,
)
printRow('  1 connection', single)
printRow(' 50 connections (autocannon)', fifty)
console.log(
  `Target p95 < 15 ms at 50 connections: ${fifty.p95 < 15 ? 'met' : 'not met'} (${fifty.p95.toFixed(2)} ms)`,
)
server.kill('SIGTERM')
process.exit(0)
