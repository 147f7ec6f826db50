#!/usr/bin/env node
// Cached pages under load, side by side with a plain static file server serving the same bytes:
//   node scripts/bench/pages.mjs [--build] [--seconds 15] [--connections 50] [--requests 10000]
//   node scripts/bench/pages.mjs --base http://127.0.0.1:3000 [--pid N] [...]
// Without --base it seeds a throw-away database in data/bench-pages and serves the production
// build in .next-e2e (built by the e2e tests; --build, or a missing build, builds it first) on
// 127.0.0.1:3402; with --base it measures a server already running there (its memory only when
// --pid names its process). For /, a blog post and a service page it fetches the HTML once (a
// plain GET without Accept-Encoding, as autocannon sends), writes the bytes to a temp folder and
// serves them from a node:http server in a separate process that reads the file from disk on
// every request (same Content-Type, a Content-Length, no compression on either side). Then, per
// page, after a second of warm-up on each side, the site and the static server are measured in
// turn (autocannon, on the same 2 cores as both servers) and it prints:
//   - p50/p95/p99 and requests per second of each, with the ratio site/static;
//   - a summary of the three ratios against the target;
//   - the server's resident memory (its whole process tree) before and after --requests
//     requests spread over seven pages at the same connections.
// Target (issue): requests per second at least 0.5 of the static server's; RSS after 10,000 mixed
// page requests at most 300 MB. A missed target is reported with exit code 0; a failed request or
// a broken step exits non-zero.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { throwAwayServerEnv } from '../lib.mjs'
import { count, flag, load, printRow, processTree, startServer, step, treeRss } from './harness.mjs'

const PAGES = ['/', '/blog/chinking-vs-caulking-log-homes', '/services/chinking']
const OTHER_PAGES = ['/portfolio', '/faq', '/contact', '/counties/park-county']
const RATIO_TARGET = 0.5
const RSS_TARGET_MB = 300
const WARM_UP_SECONDS = 1
const port = 3402
const MB = 1024 * 1024

const seconds = count('seconds', 15)
const connections = count('connections', 50)
const mixedRequests = count('requests', 10000)
const pidFlag = flag('pid')

// ---- The site ------------------------------------------------------------------------------
let base = flag('base')?.replace(/\/$/, '')
let serverPid = pidFlag === undefined ? undefined : Number(pidFlag)
if (serverPid !== undefined && !fs.existsSync(`/proc/${serverPid}/status`)) {
  console.error(`--pid ${pidFlag}: no such process`)
  process.exit(2)
}
if (!base) {
  const { env } = throwAwayServerEnv('bench-pages', {
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password-1',
    SEED_IMAGE_WIDTH: '480',
  })
  await step(env, 'seeding a fresh database', 'node', [
    'node_modules/tsx/dist/cli.mjs',
    'seed/run.ts',
  ])
  const started = await startServer({
    env,
    port,
    build: process.argv.includes('--build'),
    ready: '/',
  })
  base = started.base
  serverPid = started.server.pid
} else {
  console.log(`[bench] measuring the server at ${base}`)
}

// ---- Memory of the server's process tree (Linux /proc) -------------------------------------
const rss = (pid) => ({ bytes: treeRss(pid), processes: processTree(pid).length })
const rssText = ({ bytes, processes }) =>
  `${(bytes / MB).toFixed(0)} MB (${processes} process${processes === 1 ? '' : 'es'})`
const rssAtStart = serverPid === undefined ? null : rss(serverPid)

// ---- The same bytes from disk --------------------------------------------------------------
/** GET with no headers but Host and Connection, as autocannon sends it; the body's bytes. */
const get = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`GET ${url} answered ${response.statusCode}`))
          } else if (response.headers['content-encoding']) {
            reject(new Error(`GET ${url} came ${response.headers['content-encoding']}-encoded`))
          } else {
            resolve({ body: Buffer.concat(chunks), type: response.headers['content-type'] })
          }
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }))
const www = path.join(folder, 'www')
const sizes = {}
for (const page of PAGES) {
  const { body, type } = await get(`${base}${page}`)
  if (!/^text\/html/.test(type ?? '')) throw new Error(`GET ${page} answered ${type}, not HTML`)
  fs.mkdirSync(path.join(www, page), { recursive: true })
  fs.writeFileSync(path.join(www, page, 'index.html'), body)
  sizes[page] = body.length
}

// A plain static file server: /a/b is www/a/b/index.html, read from disk on every request.
const staticServer = path.join(folder, 'static-server.mjs')
fs.writeFileSync(
  staticServer,
  `import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const www = process.argv[2]
const server = http.createServer((request, response) => {
  const file = path.join(www, decodeURIComponent(request.url.split('?')[0]), 'index.html')
  fs.stat(file, (error, stat) => {
    if (error || !file.startsWith(www + path.sep) || !stat.isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': stat.size,
    })
    fs.createReadStream(file).pipe(response)
  })
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`,
)
const staticChild = spawn('node', [staticServer, www], { stdio: ['ignore', 'pipe', 'inherit'] })
process.on('exit', () => staticChild.kill('SIGTERM'))
const staticBase = await new Promise((resolve, reject) => {
  let out = ''
  staticChild.stdout.on('data', (chunk) => {
    out += chunk
    if (out.includes('\n')) resolve(`http://127.0.0.1:${Number(out.trim())}`)
  })
  staticChild.on('exit', (code) => reject(new Error(`the static server exited (${code})`)))
})
for (const page of PAGES) {
  const mine = fs.readFileSync(path.join(www, page, 'index.html'))
  if (!(await get(`${staticBase}${page}`)).body.equals(mine)) {
    throw new Error(`the static server's ${page} differs from the site's bytes`)
  }
}
console.log(`[bench] static file server (pid ${staticChild.pid}) at ${staticBase}`)

// ---- Throughput, the site and the static server in turn ------------------------------------
console.log('')
console.log(
  `GET, ${connections} connections (autocannon), ${seconds} s each after ${WARM_UP_SECONDS} s of warm-up, ` +
    'site and static server in turn; static = the same HTML bytes from disk with node:http',
)
let failures = 0
const results = []
for (const page of PAGES) {
  const requests = [{ path: page }]
  const options = { connections, seconds: WARM_UP_SECONDS, requests }
  await load(base, options)
  await load(staticBase, options)
  const site = await load(base, { ...options, seconds })
  const plain = await load(staticBase, { ...options, seconds })
  failures += site.failed + plain.failed
  const ratio = { rps: site.rps / plain.rps, p95: site.p95 / plain.p95 }
  results.push({ page, site, plain, ratio })

  console.log(`${page} (${(sizes[page] / 1024).toFixed(0)} KB)`)
  printRow('  site', site)
  printRow('  static', plain)
  console.log(`  ratio (site/static): rps ${ratio.rps.toFixed(2)}, p95 ${ratio.p95.toFixed(2)}×`)
}

console.log('')
console.log(`Summary: requests per second, site / static (target ≥ ${RATIO_TARGET})`)
const width = Math.max(...PAGES.map((page) => page.length))
for (const { page, site, plain, ratio } of results) {
  const failed = site.failed + plain.failed
  console.log(
    `  ${page.padEnd(width)}  ${site.rps.toFixed(0).padStart(6)} / ${plain.rps.toFixed(0).padStart(6)} req/s` +
      `  ratio ${ratio.rps.toFixed(2)}  ${ratio.rps >= RATIO_TARGET ? 'met' : 'not met'}` +
      `  (p95 ${ratio.p95.toFixed(2)}×)${failed ? `  ${failed} failed requests` : ''}`,
  )
}

// ---- Memory after mixed page requests ------------------------------------------------------
console.log('')
if (serverPid === undefined) {
  console.log('Server memory: not measured (--base without --pid)')
} else {
  const mix = [...PAGES, ...OTHER_PAGES]
  const before = rss(serverPid)
  let next = 0
  const mixed = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections,
        amount: mixedRequests,
        requests: [{ setupRequest: (request) => ({ ...request, path: mix[next++ % mix.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  )
  const after = rss(serverPid)
  const mixedFailed = mixed.non2xx + mixed.errors + mixed.timeouts
  failures += mixedFailed

  console.log(`Server memory (pid ${serverPid} and its descendants, VmRSS)`)
  console.log(`server RSS at the start: ${rssText(rssAtStart)}`)
  console.log(`server RSS before the mixed requests: ${rssText(before)}`)
  console.log(
    `server RSS after ${mixed.requests.total} requests: ${rssText(after)} (target ≤ ${RSS_TARGET_MB} MB): ` +
      `${after.bytes <= RSS_TARGET_MB * MB ? 'met' : 'not met'}`,
  )
  console.log(
    `  ${connections} connections, in turn: ${mix.join(', ')}` +
      `${mixedFailed ? `; ${mixedFailed} failed requests` : ''}`,
  )
}

if (failures) {
  console.log('')
  console.log(
    `${failures} requests failed (non-2xx, errors or timeouts): the figures are not valid`,
  )
}
process.exit(failures ? 1 : 0)
