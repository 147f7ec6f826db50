#!/usr/bin/env node
// The server's memory while 10,000 analytics beacons wait for their turn (issue 24):
//   node scripts/bench/beacon-memory.mjs [--beacons 10000] [--port 3407]
// It seeds a throw-away database in data/bench-beacons and serves the .next-e2e build
// (scripts/lib/site.mjs; run the e2e tests or scripts/e2e-server.mjs first) on 127.0.0.1:3407
// with BEACONS_PER_MS=0.01: ten beacons a second are let in, so a burst waits in the server's
// queue (server/beacons.mjs) as a flood past two a millisecond would. The server is preloaded
// with scripts/bench/memory-probe.cjs, which prints its V8 heap and its buffers on SIGUSR2 after a
// full garbage collection. For each kind of beacon, on a fresh server (its first beacon goes
// through Next.js, which registers the handler), --beacons connections each send one beacon
// whole, and the bench prints the server's memory before and while they wait (RSS of its process
// tree; the heap used and the memory outside it, `external`, where Node keeps received bytes),
// and the answers given while they wait:
//   64 KB, Content-Length   the most the server read of a body before issue 24;
//   64 KB, chunked          the same without Content-Length;
//   longest ASCII beacon    the longest beacon the site's schema takes with every text at its
//                           limit in ASCII (src/features/analytics/schema.ts allows a little more
//                           for a search text in other scripts).
import net from 'node:net'

import { count } from './harness.mjs'
import { countsText, MB, prepareSite, sleep, startSite, table } from '../lib/site.mjs'

const port = count('port', 3407)
const beacons = count('beacons', 10_000)
const probe = new URL('./memory-probe.cjs', import.meta.url).pathname

const { dataDir, env } = await prepareSite('bench-beacons', { BEACONS_PER_MS: '0.01' })
const serverEnv = { ...env, NODE_OPTIONS: `--expose-gc --require=${probe}` }

/** The longest ASCII beacon the schema takes (src/features/analytics/schema.ts): each text at its limit. */
const largest = JSON.stringify({
  n: 'estimate_submitted',
  p: `/${'a'.repeat(499)}`,
  r: `https://example.com/${'r'.repeat(1000 - 20)}`,
  s: `?utm_source=${'s'.repeat(600 - 12)}`,
  w: 100_000,
  d: { results: 1_000_000, query: 'q'.repeat(100) },
})
const KINDS = [
  { label: '64 KB, Content-Length', body: Buffer.alloc(64 * 1024, 'x'), chunked: false },
  { label: '64 KB, chunked', body: Buffer.alloc(64 * 1024, 'x'), chunked: true },
  {
    label: `longest ASCII beacon (${largest.length} B)`,
    body: Buffer.from(largest),
    chunked: false,
  },
]

/** The server's memory: its process tree's RSS, and its own heap and buffers after a full GC. */
async function memory(site) {
  const before = site.log.length
  process.kill(site.pid, 'SIGUSR2')
  for (let i = 0; i < 100; i++) {
    const line = site.log.slice(before).find(({ line }) => line.startsWith('{"memoryProbe"'))
    if (line) return { rss: site.rss(), ...JSON.parse(line.line).memoryProbe }
    await sleep(100)
  }
  throw new Error('the server did not answer the memory probe')
}

/**
 * One beacon on a connection of its own, sent whole; resolves once it is written (or refused
 * meanwhile). `statuses` counts the answers that come back while the bench holds the connection.
 */
function sendBeacon(base, { body, chunked }, statuses, sockets) {
  const { port: serverPort } = new URL(base)
  return new Promise((resolve) => {
    const socket = net.connect(Number(serverPort), '127.0.0.1')
    sockets.push(socket)
    let answer = ''
    socket.on('data', (chunk) => {
      if (answer.length > 20) return
      answer += chunk
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
      if (status) statuses[status] = (statuses[status] ?? 0) + 1
    })
    socket.on('error', () => resolve())
    socket.on('close', () => resolve())
    socket.on('connect', () => {
      const head = [
        'POST /api/events HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: text/plain;charset=UTF-8',
        'User-Agent: Mozilla/5.0 (X11; Linux x86_64) bench',
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n')
      const parts = chunked
        ? [head, `${body.length.toString(16)}\r\n`, body, '\r\n0\r\n\r\n']
        : [head, body]
      parts.forEach((part, i) => socket.write(part, i === parts.length - 1 ? resolve : undefined))
    })
  })
}

const mbText = (bytes) => `${(bytes / MB).toFixed(1)} MB`
const rows = []
for (const kind of KINDS) {
  const site = await startSite({ env: serverEnv, dataDir, port })
  // The first beacon goes through Next.js, whose route hands the handler to the server's layer.
  await fetch(`${site.base}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 bench' },
    body: '{"n":"pageview","p":"/"}',
  })
  await sleep(1000)
  const idle = await memory(site)
  const statuses = {}
  const sockets = []
  const started = performance.now()
  // A few hundred connections at a time: the server's listen backlog is 511.
  for (let at = 0; at < beacons; at += 250) {
    const batch = Math.min(250, beacons - at)
    await Promise.all(
      Array.from({ length: batch }, () => sendBeacon(site.base, kind, statuses, sockets)),
    )
  }
  const seconds = (performance.now() - started) / 1000
  await sleep(2000)
  const waiting = await memory(site)
  const open = sockets.filter((socket) => !socket.destroyed).length
  rows.push([
    kind.label,
    `${seconds.toFixed(1)} s`,
    mbText(idle.rss),
    mbText(waiting.rss),
    mbText(waiting.rss - idle.rss),
    `${mbText(idle.heapUsed)} → ${mbText(waiting.heapUsed)}`,
    `${mbText(idle.external)} → ${mbText(waiting.external)}`,
    countsText(statuses) || 'none',
    open,
  ])
  console.log(`[bench] ${kind.label}: done`)
  for (const socket of sockets) socket.destroy()
  await site.kill()
}

console.log('')
console.log(
  `${beacons} beacons sent at once, one a connection, to a server that lets ten a second in`,
)
console.log(
  table(
    [
      'beacon',
      'sent in',
      'RSS idle',
      'RSS waiting',
      'RSS growth',
      'heap used',
      'external',
      'answered meanwhile',
      'still open',
    ],
    rows,
  ),
)
