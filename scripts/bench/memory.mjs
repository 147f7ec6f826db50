#!/usr/bin/env node
// Next.js's server's memory through a day's worth of varied use, on a small host's terms: the RSS
// of the server's process, with the V8 heap and the memory outside it told apart.
//   node scripts/bench/memory.mjs [--soak-minutes 10] [--rate 30] [--quiet-seconds 60]
//        [--no-e2e] [--passes 3] [--no-pictures] [--pictures 12] [--then-pages] [--probe | --snapshot]
// It serves the .next-e2e build as the end-to-end suite does (scripts/e2e-server.mjs: a fresh
// seeded database, on E2E_PORT, 3100 by default; do not run it beside `npm test`), with
// package.json's runtime settings and nothing else (the stock server), and then, one after
// another:
//   1. the end-to-end suite's own traffic: Playwright runs tests/e2e against this server;
//   1b. with --passes N, N passes of every page and the studio (a quicker, repeatable stand-in
//      for the suite: every address of the sitemap, searches, 404s, then signed in as the admin
//      the dashboard and every collection's list, create and edit views, globals and versions),
//      each its own phase, so a second pass shows whether running the same routes again grows
//      the server (a leak) or not (the first pass's cost is code compiled and modules loaded);
//   2. every file of the media library, each of its sizes (what the pages' srcsets name), four
//      at a time as a browser asks, or the --pictures largest pictures only;
//   3. the soak's mixed traffic (scripts/lib/traffic.mjs) for --soak-minutes;
//   4. a quiet spell of --quiet-seconds, nothing asked;
//   5. with --then-pages, on the same server: scripts/bench/pages.mjs straight to it, and through
//      the proxy of README "Deploying" (deploy/nginx/site.conf, scripts/lib/nginx.mjs).
// It samples the server's RSS every second and prints, per phase, its RSS at the end, its peak,
// and of the RSS the part that is pages of files mapped in (the node binary's and the shared
// libraries' code and data, which the kernel can drop and read again) from /proc's RssFile.
// With --probe the server also loads scripts/bench/memory-probe.cjs, and after each phase the
// probe's figures (after a full collection it forces, so not the stock server's figures any more):
// the V8 heap, the buffers outside it, and what is left, which is native memory (libvips, the
// allocator's arenas, code); with HEAP_SNAPSHOT_DIR, a heap snapshot per phase. --snapshot
// instead starts the server with Node's --heapsnapshot-signal (nothing runs until the signal) and
// writes one heap snapshot at the very end, after every figure is read, into data/heap-snapshots
// (`node scripts/bench/heap-diff.mjs <file>` lists what holds the heap).
// Targets: the peak and the figure after the quiet spell at most 450 MB.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { E2E_ADMIN, root, SERVER_RUNTIME_ENV } from '../lib.mjs'
import { finish, mb, signIn, sleep, table } from '../lib/site.mjs'
import { mixedTraffic } from '../lib/traffic.mjs'
import { count, processTree, statusBytes, treeRss } from './harness.mjs'

const args = process.argv.slice(2)
const soakMinutes = count('soak-minutes', 10)
const rate = count('rate', 30)
const quietSeconds = count('quiet-seconds', 60)
const withE2e = !args.includes('--no-e2e')
const passes = args.includes('--passes') ? count('passes', 1) : 0
const withPictures = !args.includes('--no-pictures')
const pictureCount = count('pictures', 100_000)
const withProbe = args.includes('--probe')
const withSnapshot = !withProbe && args.includes('--snapshot')
// Outside data/e2e, which the server's start makes anew.
const snapshotDir = path.join(root, 'data/heap-snapshots')
if (withSnapshot) fs.mkdirSync(snapshotDir, { recursive: true })
const port = Number(process.env.E2E_PORT || 3100)
const base = `http://127.0.0.1:${port}`
const MB = 1024 * 1024

if (!fs.existsSync(path.join(root, '.next-e2e', 'BUILD_ID'))) {
  console.error('no build in .next-e2e: run `npm test -- e2e` first')
  process.exit(2)
}

// ---- The server --------------------------------------------------------------------------------

const probe = path.join(root, 'scripts/bench/memory-probe.cjs')
const launcher = spawn('node', ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    E2E_REUSE_BUILD: '1',
    // The probe's flags, after the runtime settings scripts/e2e-server.mjs gives the server.
    MEMORY_PROBE_NODE_OPTIONS: withProbe
      ? `--expose-gc --require=${probe}`
      : withSnapshot
        ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}`
        : '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
process.on('exit', () => launcher.kill('SIGTERM'))
let probed
let lines = ''
launcher.stdout.on('data', (chunk) => {
  lines += chunk
  const all = lines.split('\n')
  lines = all.pop()
  for (const line of all) {
    if (line.includes('"memoryProbe"')) probed = JSON.parse(line).memoryProbe
  }
})

for (let i = 0; ; i++) {
  if (launcher.exitCode !== null) throw new Error('scripts/e2e-server.mjs exited')
  try {
    if ((await fetch(`${base}/api/users/me`)).ok) break
  } catch {
    if (i > 3000) throw new Error('the server did not start')
  }
  await sleep(200)
}
const serverPid = processTree(launcher.pid).find((pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('next-server')
  } catch {
    return false
  }
})
if (!serverPid) throw new Error('no next-server under scripts/e2e-server.mjs')
const environ = fs.readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0')
const setting = (name) => environ.find((entry) => entry.startsWith(`${name}=`)) ?? `${name} unset`
console.log(
  `[memory] server ${serverPid} on ${base} (Node.js ${execFileSync(fs.readlinkSync(`/proc/${serverPid}/exe`), ['--version'], { encoding: 'utf8' }).trim()}): ${[...new Set([...Object.keys(SERVER_RUNTIME_ENV), 'NODE_OPTIONS'])].map(setting).join(', ')}`,
)

const rss = () => treeRss(serverPid)
/** The probe's figures after a full collection (scripts/bench/memory-probe.cjs). */
async function heap() {
  probed = undefined
  process.kill(serverPid, 'SIGUSR2')
  for (let i = 0; i < 1200 && !probed; i++) await sleep(100)
  if (!probed) throw new Error('the memory probe did not answer')
  return probed
}

// Every second's RSS, with the phase it was taken in.
const samples = []
let phase = 'start'
const sampler = setInterval(() => samples.push({ phase, rss: rss() }), 1000)

const rows = []
async function endPhase(name) {
  const inPhase = samples.filter((sample) => sample.phase === name).map((sample) => sample.rss)
  const now = rss()
  const files = statusBytes(serverPid, 'RssFile')
  console.log(`[memory] ${name}: RSS ${mb(now)}`)
  if (!withProbe) {
    rows.push([name, mb(now), mb(Math.max(now, ...inPhase)), mb(files)])
    return now
  }
  const figures = await heap()
  const outside = figures.rss - figures.heapTotal - figures.external
  rows.push([
    name,
    mb(now),
    mb(Math.max(now, ...inPhase)),
    mb(files),
    mb(figures.rss),
    `${mb(figures.heapUsed)} of ${mb(figures.heapTotal)}`,
    mb(figures.external),
    mb(outside),
  ])
  const spaces = Object.entries(figures.spaces ?? {})
    .filter(([, space]) => space.size > 0)
    .map(([space, { size, used }]) => `${space.replace(/_space$/, '')} ${mb(used)} of ${mb(size)}`)
  console.log(`[memory] ${name}: V8 spaces (used of held): ${spaces.join(', ')}`)
  return now
}

// ---- The phases --------------------------------------------------------------------------------

// The start's figure is the server's quiet level before use, 25 s after it answered.
await sleep(25_000)
const startRss = await endPhase('start')

if (withE2e) {
  phase = 'end-to-end suite'
  console.log('[memory] running the end-to-end suite against this server')
  const code = await new Promise((resolve) => {
    const suite = spawn('npx', ['playwright', 'test'], {
      cwd: root,
      env: { ...process.env, E2E_EXTERNAL_SERVER: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    suite.on('exit', (exitCode) => resolve(exitCode))
  })
  console.log(`[memory] the suite ended with exit code ${code}`)
  await endPhase(phase)
}

/** GETs `url` of the server, reads its whole body and counts its status in `statuses`. */
async function getCounted(url, headers, statuses) {
  const response = await fetch(`${base}${url}`, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  statuses[response.status] = (statuses[response.status] ?? 0) + 1
}

// Every page and the studio, --passes times (1b above).
const COLLECTIONS = ['leads', 'services', 'counties', 'cities', 'portfolio', 'posts', 'faqs']
  .concat(['testimonials', 'media', 'pages', 'users', 'outbox', 'redirects', 'review-requests'])
  .concat(['backups', 'search-queries', 'lead-files'])
const GLOBALS = ['site-settings', 'header', 'footer', 'home']
async function siteAndStudioPass(authorization) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  pages.push('/search?q=stain', '/search?q=chinking', '/cost-calculator', '/no-such-page')
  const studio = ['/admin', '/admin/account']
  for (const slug of COLLECTIONS) studio.push(`/admin/collections/${slug}`)
  for (const slug of COLLECTIONS) studio.push(`/admin/collections/${slug}/create`)
  for (const slug of GLOBALS) studio.push(`/admin/globals/${slug}`)
  for (const slug of COLLECTIONS) {
    const response = await fetch(`${base}/api/${slug}?limit=2&depth=0`, {
      headers: { authorization },
    })
    const docs = response.ok ? ((await response.json()).docs ?? []) : []
    for (const doc of docs) {
      studio.push(`/admin/collections/${slug}/${doc.id}`)
      studio.push(`/admin/collections/${slug}/${doc.id}/versions`)
    }
  }
  const statuses = {}
  for (const url of pages) await getCounted(url, {}, statuses)
  for (const url of studio) await getCounted(url, { authorization }, statuses)
  return { requests: pages.length + studio.length, statuses }
}
if (passes > 0) {
  const authorization = await signIn(base, E2E_ADMIN)
  for (let pass = 1; pass <= passes; pass++) {
    phase = `pass ${pass}: every page and the studio`
    const { requests, statuses } = await siteAndStudioPass(authorization)
    console.log(`[memory] ${phase}: ${requests} requests, ${JSON.stringify(statuses)}`)
    await endPhase(phase)
  }
}

if (withPictures) {
  phase = 'every picture file'
  // Every media document's file and each of its sizes, the largest pictures first.
  const { docs } = await (await fetch(`${base}/api/media?limit=1000&depth=0`)).json()
  const urls = docs
    .filter((doc) => doc.mimeType?.startsWith('image/'))
    .sort((a, b) => (b.filesize ?? 0) - (a.filesize ?? 0))
    .slice(0, pictureCount)
    .flatMap((doc) => [doc.url, ...Object.values(doc.sizes ?? {}).map((size) => size?.url)])
    .filter(Boolean)
  const statuses = {}
  let next = 0
  const worker = async () => {
    while (next < urls.length) await getCounted(urls[next++], {}, statuses)
  }
  // Four at a time, as a browser asks for a page's pictures.
  await Promise.all(Array.from({ length: 4 }, worker))
  console.log(
    `[memory] ${urls.length} picture files (${docs.length} media): ${JSON.stringify(statuses)}`,
  )
  await endPhase(phase)
}

phase = `soak, ${soakMinutes} min at ${rate}/s`
const traffic = await mixedTraffic({ base, minutes: soakMinutes, rate })
console.log(`[memory] the soak: ${traffic.sent} requests, ${traffic.errors()} errors`)
await endPhase(phase)

// Signed in now, so that the first request after the quiet spell is a page (below).
const authorization = await signIn(base, E2E_ADMIN)

// The quiet spell: the figure at its end is read before any probe collects anything.
phase = `${quietSeconds} s of quiet`
await sleep(quietSeconds * 1000)
const quietRss = await endPhase(phase)
clearInterval(sampler)

// What the quiet spell costs the next visitor: the first requests after it, three times each.
const timings = []
for (const [url, headers] of [
  ['/', {}],
  ['/services', {}],
  ['/admin/collections/leads', { authorization }],
]) {
  const times = []
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    await getCounted(url, headers, {})
    times.push(`${(performance.now() - started).toFixed(0)} ms`)
  }
  timings.push(`${url} ${times.join(', ')}`)
}
// Cached pages against a static file server, on this server after this load: straight to it, then
// through the proxy of README "Deploying" (scripts/bench/pages.mjs).
if (args.includes('--then-pages')) {
  const { startNginx } = await import('../lib/nginx.mjs')
  const pages = (target) =>
    new Promise((resolve) => {
      const bench = spawn(
        'node',
        ['scripts/bench/pages.mjs', '--base', target, '--pid', String(serverPid)],
        { cwd: root, stdio: 'inherit' },
      )
      bench.on('exit', resolve)
    })
  console.log('[memory] cached pages, straight to the server')
  await pages(base)
  const nginx = await startNginx({
    port: port + 50,
    upstreamPort: port,
    dir: path.join(root, 'data/e2e/nginx'),
  })
  console.log(`[memory] cached pages, through nginx on ${nginx.base}`)
  await pages(nginx.base)
  await nginx.stop()
}
if (withSnapshot) {
  const before = new Set(fs.readdirSync(snapshotDir))
  process.kill(serverPid, 'SIGUSR2')
  // The file is complete once its size stops changing.
  let file
  let size = -1
  for (let i = 0; i < 600; i++) {
    await sleep(1000)
    file ??= fs.readdirSync(snapshotDir).find((name) => !before.has(name))
    if (!file) continue
    const now = fs.statSync(path.join(snapshotDir, file)).size
    if (now > 0 && now === size) break
    size = now
  }
  console.log(`[memory] heap snapshot at the end: ${path.join(snapshotDir, file ?? '(none)')}`)
}
launcher.kill('SIGTERM')

// ---- Report ------------------------------------------------------------------------------------

const peak = Math.max(...samples.map((sample) => sample.rss))
console.log('')
console.log(
  table(
    ['phase', 'RSS at its end', 'peak RSS', 'of the RSS, files'].concat(
      withProbe ? ['RSS after a full GC', 'V8 heap used of total', 'external', 'outside V8'] : [],
    ),
    rows,
  ),
)
console.log(
  `  every 10 s: ${samples
    .filter((_, i) => i % 10 === 0)
    .map((sample) => (sample.rss / MB).toFixed(0))
    .join(' ')} MB`,
)
console.log(`  after the quiet spell, three times each: ${timings.join('; ')}`)
finish(
  [
    ['peak at most 450 MB', peak <= 450 * MB, `peak ${mb(peak)}`],
    [
      'at most 450 MB after the quiet spell',
      quietRss <= 450 * MB,
      `${mb(startRss)} at the start, ${mb(quietRss)} after ${quietSeconds} s of quiet`,
    ],
  ],
  path.join(root, 'data/e2e'),
)
