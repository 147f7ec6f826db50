#!/usr/bin/env node
// The site's stock server beside Payload's website template (../shared/tools/anchor, on
// 127.0.0.1:3888), measured in one run with the same tool and connections:
//   node scripts/bench/anchor.mjs --site http://127.0.0.1:3200 --site-pid N
//        [--anchor http://127.0.0.1:3888] [--anchor-pid N] [--connections 50] [--seconds 10]
//        [--rounds 3] [--loads 3000] [--quiet-seconds 60] [--page /] [--gzip]
// 1. fresh: cached `--page` (autocannon at --connections for --seconds), the site then the
//    template, --rounds times in turn; the median of each;
// 2. each site serves its own pages --loads times: every page its links reach from `/` (a crawl
//    of at most 200 pages, outside /admin, /api and /_next), in turn, four at a time as a browser
//    asks;
// 3. the same as 1, after that load;
// 4. the RSS of each server's process tree right after, and after --quiet-seconds with nothing
//    asked.
// --gzip asks as a browser does (Accept-Encoding: gzip, deflate, br): each server compresses every
// answer; without it, as autocannon does, uncompressed. --loads 0 skips 2 to 4.
// --anchor-pid defaults to the PID the template's script wrote (/tmp/template-anchor/server.pid).
// A failed request or a missing server exits non-zero; the figures are printed, not judged.
import fs from 'node:fs'

import { count, flag, load, percentile, processTree, treeRss } from './harness.mjs'

const MB = 1024 * 1024
const connections = count('connections', 50)
const seconds = count('seconds', 10)
const rounds = count('rounds', 3)
const loads = count('loads', 3000, 0)
const quietSeconds = count('quiet-seconds', 60)
const page = flag('page') ?? '/'
const headers = process.argv.includes('--gzip')
  ? { 'accept-encoding': 'gzip, deflate, br' }
  : undefined
const CRAWL_MAX = 200
const BROWSER_PARALLEL = 4

const anchorPidFile = '/tmp/template-anchor/server.pid'
const servers = [
  { name: 'site', base: flag('site'), pid: flag('site-pid') },
  {
    name: 'template',
    base: flag('anchor') ?? 'http://127.0.0.1:3888',
    pid:
      flag('anchor-pid') ??
      (fs.existsSync(anchorPidFile) ? fs.readFileSync(anchorPidFile, 'utf8').trim() : undefined),
  },
]
for (const server of servers) {
  if (!server.base || !server.pid) {
    console.error(`--${server.name === 'site' ? 'site' : 'anchor'} and its pid are needed`)
    process.exit(2)
  }
  server.base = server.base.replace(/\/$/, '')
  server.pid = Number(server.pid)
  if (!fs.existsSync(`/proc/${server.pid}/status`)) {
    console.error(`${server.name}: no process ${server.pid}`)
    process.exit(2)
  }
}

const rssMb = (server) => Math.round(treeRss(server.pid) / MB)

/** The pages a visitor reaches from `/` by the site's own links. */
async function crawl(base) {
  const seen = new Set(['/'])
  const queue = ['/']
  const pages = []
  while (queue.length && pages.length < CRAWL_MAX) {
    const path = queue.shift()
    const response = await fetch(base + path, { redirect: 'manual' })
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) {
      await response.body?.cancel()
      continue
    }
    pages.push(path)
    for (const [, href] of (await response.text()).matchAll(/<a\b[^>]*\bhref="([^"#?]*)/g)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      if (/^\/(admin|api|_next)(\/|$)/.test(href) || seen.has(href)) continue
      seen.add(href)
      queue.push(href)
    }
  }
  return pages
}

/** `total` page loads over `pages` in turn, BROWSER_PARALLEL at a time; the failures. */
async function serve(base, pages, total) {
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < total) {
      const path = pages[next++ % pages.length]
      const response = await fetch(base + path)
      await response.arrayBuffer()
      if (response.status !== 200) failed++
    }
  }
  await Promise.all(Array.from({ length: BROWSER_PARALLEL }, worker))
  return failed
}

/** Requests a second of `page` on each server, rounds in turn; the medians. */
async function cached(label) {
  const figures = Object.fromEntries(servers.map((server) => [server.name, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const server of servers) {
      const requests = headers && [{ method: 'GET', headers }]
      await load(server.base + page, { connections, seconds: 1, requests }) // warm-up
      const result = await load(server.base + page, { connections, seconds, requests })
      if (result.failed) throw new Error(`${server.name}: ${result.failed} requests failed`)
      figures[server.name].push(result.rps)
      console.log(
        `${label} round ${round}  ${server.name.padEnd(8)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  RSS ${rssMb(server)} MB`,
      )
    }
  }
  const [site, template] = servers.map((server) => percentile(figures[server.name], 0.5))
  console.log(
    `${label}: site ${site.toFixed(0)} req/s, template ${template.toFixed(0)} req/s (median of ${rounds}), ratio ${(site / template).toFixed(2)}`,
  )
  return { site, template }
}

console.log(
  `[anchor bench] ${page} at ${connections} connections, ${seconds} s a round${headers ? ', gzip' : ''}; ` +
    servers
      .map(
        (s) =>
          `${s.name} ${s.base} (pid ${s.pid}, ${processTree(s.pid).length} processes, ${rssMb(s)} MB)`,
      )
      .join(', '),
)
const fresh = await cached('fresh')
if (loads === 0) process.exit(0)

for (const server of servers) {
  const pages = await crawl(server.base)
  const started = Date.now()
  const failed = await serve(server.base, pages, loads)
  console.log(
    `load: ${server.name} served ${loads} loads of its ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s (${failed} not 200), RSS ${rssMb(server)} MB`,
  )
}
const after = await cached('after load')

const rssAfter = servers.map(rssMb)
console.log(`RSS after the load: site ${rssAfter[0]} MB, template ${rssAfter[1]} MB`)
await new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000))
const rssQuiet = servers.map(rssMb)
console.log(`RSS after ${quietSeconds} s quiet: site ${rssQuiet[0]} MB, template ${rssQuiet[1]} MB`)
console.log(
  `summary: fresh ${fresh.site.toFixed(0)} / ${fresh.template.toFixed(0)} (${(fresh.site / fresh.template).toFixed(2)}), ` +
    `after ${after.site.toFixed(0)} / ${after.template.toFixed(0)} (${(after.site / after.template).toFixed(2)}), ` +
    `site after/fresh ${(after.site / fresh.site).toFixed(2)}; RSS ${rssAfter[0]} → ${rssQuiet[0]} MB vs ${rssAfter[1]} → ${rssQuiet[1]} MB`,
)
