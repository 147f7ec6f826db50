#!/usr/bin/env node
// The production server's memory through a day's worth of varied use (issue 24), on a small host's
// terms: the RSS of the server's process, with the V8 heap and the memory outside it told apart.
//   node scripts/bench/memory.mjs [--soak-minutes 10] [--rate 30] [--quiet-seconds 60]
//        [--no-e2e] [--passes 3] [--no-pictures] [--pictures 12]
//        [--allocator default|jemalloc|glibc-tuned|glibc]
// It serves the .next-e2e build as the end-to-end suite does (scripts/e2e-server.mjs: a fresh
// seeded database, on E2E_PORT, 3100 by default; do not run it beside `npm test`), preloaded with
// scripts/bench/memory-probe.cjs, and then, one after another:
//   1. the end-to-end suite's own traffic: Playwright runs tests/e2e against this server;
//   1b. with --passes N, N passes of every page and the studio (a quicker, repeatable stand-in
//      for the suite: every address of the sitemap, searches, 404s, then signed in as the admin
//      the dashboard and every collection's list, create and edit views, globals and versions),
//      each its own phase, so a second pass shows whether running the same routes again grows
//      the server (a leak) or not (the first pass's cost is code compiled and modules loaded);
//   2. every picture of the media library at every width the site asks for, as AVIF and as WebP
//      (Next's image optimiser encodes each once, with sharp; its cache is emptied first), or the
//      --pictures largest ones only;
//   3. the soak's mixed traffic (scripts/lib/traffic.mjs) for --soak-minutes;
//   4. a quiet spell of --quiet-seconds, nothing asked.
// It samples the server's RSS every second and prints, per phase, its RSS at the end and its peak;
// after each phase the probe's figures (after a full collection): the V8 heap, the buffers
// outside it, and what is left, which is native memory (libvips, the allocator's arenas, code);
// and of the RSS, the part that is pages of files mapped in (the node binary's and the shared
// libraries' code and data, which the kernel can drop and read again) from /proc's RssFile.
// --allocator (server/start.sh's SERVER_MALLOC): `default`, what the server is started with
// everywhere (jemalloc where Debian's libjemalloc2 is installed, glibc with the settings for a
// small host, `glibc-tuned`, elsewhere); `jemalloc`; `glibc-tuned`; `glibc`, glibc's own settings.
// The server logs each idle collection (IDLE_GC_LOG=1, server/idle-gc.mjs): RSS before and after.
// Targets: the peak under 450 MB; after the quiet spell, within 60 MB of the figure at the start.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { E2E_ADMIN, root } from '../lib.mjs'
import { finish, mb, signIn, sleep, table } from '../lib/site.mjs'
import { mixedTraffic } from '../lib/traffic.mjs'
import { count, flag, processTree, statusBytes, treeRss } from './harness.mjs'

const args = process.argv.slice(2)
const soakMinutes = count('soak-minutes', 10)
const rate = count('rate', 30)
const quietSeconds = count('quiet-seconds', 60)
const allocator = flag('allocator') ?? 'default'
const withE2e = !args.includes('--no-e2e')
const passes = args.includes('--passes') ? count('passes', 1) : 0
const withPictures = !args.includes('--no-pictures')
const pictureCount = count('pictures', 100_000)
const port = Number(process.env.E2E_PORT || 3100)
const base = `http://127.0.0.1:${port}`
const MB = 1024 * 1024

if (!fs.existsSync(path.join(root, '.next-e2e', 'BUILD_ID'))) {
  console.error('no build in .next-e2e: run `npm test -- e2e` first')
  process.exit(2)
}

// Next's image optimiser keeps what it encoded in the build's cache folder: emptied, so every
// variant is encoded again in this run.
fs.rmSync(path.join(root, '.next-e2e', 'cache', 'images'), { recursive: true, force: true })

// ---- The server --------------------------------------------------------------------------------

const { MALLOC_ARENA_MAX: _arenas, SERVER_MALLOC: _malloc, ...inherited } = process.env
const allocatorEnv = {
  default: {},
  jemalloc: { SERVER_MALLOC: 'jemalloc' },
  'glibc-tuned': { SERVER_MALLOC: 'glibc-tuned' },
  glibc: { SERVER_MALLOC: 'glibc' },
}[allocator]
if (!allocatorEnv) {
  console.error(`--allocator takes default, jemalloc, glibc-tuned or glibc, not ${allocator}`)
  process.exit(2)
}
const probe = path.join(root, 'scripts/bench/memory-probe.cjs')
const launcher = spawn('node', ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: {
    ...inherited,
    ...allocatorEnv,
    E2E_REUSE_BUILD: '1',
    IDLE_GC_LOG: '1',
    NODE_OPTIONS: `--expose-gc --require=${probe}`,
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
    if (line.includes('idle collection:')) console.log(`[memory] ${phase}: ${line.trim()}`)
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
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/index.mjs')
  } catch {
    return false
  }
})
if (!serverPid) throw new Error('no server/index.mjs under scripts/e2e-server.mjs')
const environ = fs.readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0')
const setting = (name) => environ.find((entry) => entry.startsWith(`${name}=`)) ?? `${name} unset`
console.log(
  `[memory] server ${serverPid} on ${base}: ${['SERVER_MALLOC', 'MALLOC_ARENA_MAX', 'LD_PRELOAD'].map(setting).join(', ')}`,
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
  const figures = await heap()
  const outside = figures.rss - figures.heapTotal - figures.external
  const files = statusBytes(serverPid, 'RssFile')
  rows.push([
    name,
    mb(now),
    mb(Math.max(now, ...inPhase)),
    mb(figures.rss),
    `${mb(figures.heapUsed)} of ${mb(figures.heapTotal)}`,
    mb(figures.external),
    mb(outside),
    mb(files),
  ])
  console.log(`[memory] ${name}: RSS ${mb(now)}`)
  const spaces = Object.entries(figures.spaces ?? {})
    .filter(([, space]) => space.size > 0)
    .map(([space, { size, used }]) => `${space.replace(/_space$/, '')} ${mb(used)} of ${mb(size)}`)
  console.log(`[memory] ${name}: V8 spaces (used of held): ${spaces.join(', ')}`)
  return now
}

// ---- The phases --------------------------------------------------------------------------------

// The start's figure is the server's quiet level before use: read once the idle collection has
// followed the start's requests (IDLE_GC_MS, 10 s) and jemalloc has handed back what they freed
// (its dirty pages decay in 10 s).
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
  phase = 'every picture variant'
  const files = fs
    .readdirSync(path.join(root, 'data/e2e/media'))
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name) && !/-\d+x\d+\./.test(name))
    .map((name) => ({ name, size: fs.statSync(path.join(root, 'data/e2e/media', name)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, pictureCount)
    .map(({ name }) => name)
  const widths = [48, 96, 480, 640, 828, 1080, 1600, 1920]
  const jobs = files.flatMap((file) =>
    widths.flatMap((w) => ['image/avif', 'image/webp'].map((accept) => ({ file, w, accept }))),
  )
  const statuses = {}
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const { file, w, accept } = jobs[next++]
      const url = `/_next/image?url=${encodeURIComponent(`/api/media/file/${file}`)}&w=${w}&q=75`
      await getCounted(url, { accept }, statuses)
    }
  }
  // Four at a time, as a browser asks for a page's pictures.
  await Promise.all(Array.from({ length: 4 }, worker))
  console.log(
    `[memory] ${jobs.length} picture variants (${files.length} pictures): ${JSON.stringify(statuses)}`,
  )
  await endPhase(phase)
}

phase = `soak, ${soakMinutes} min at ${rate}/s`
const traffic = await mixedTraffic({ base, minutes: soakMinutes, rate })
console.log(`[memory] the soak: ${traffic.sent} requests, ${traffic.errors()} errors`)
await endPhase(phase)

// Signed in now, so that the first request after the quiet spell is a page (below).
const authorization = await signIn(base, E2E_ADMIN)

// The quiet spell: the figure at its end is read before the probe collects anything.
phase = `${quietSeconds} s of quiet`
await sleep(quietSeconds * 1000)
const quietRss = await endPhase(phase)
clearInterval(sampler)

// What the quiet spell costs the next visitor: the idle collection may have dropped compiled code
// (server/idle-gc.mjs), which the first requests compile again.
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
launcher.kill('SIGTERM')

// ---- Report ------------------------------------------------------------------------------------

const peak = Math.max(...samples.map((sample) => sample.rss))
console.log('')
console.log(
  table(
    [
      'phase',
      'RSS at its end',
      'peak RSS',
      'RSS after a full GC',
      'V8 heap used of total',
      'external',
      'outside V8',
      'of the RSS, files',
    ],
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
    ['peak under 450 MB', peak < 450 * MB, `peak ${mb(peak)}`],
    [
      'back within 60 MB of the start after the quiet spell',
      quietRss - startRss <= 60 * MB,
      `${mb(startRss)} at the start, ${mb(quietRss)} after ${quietSeconds} s of quiet (${mb(quietRss - startRss)})`,
    ],
  ],
  path.join(root, 'data/e2e'),
)
