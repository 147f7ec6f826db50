#!/usr/bin/env node
// Time to first byte on a quiet server, one request at a time:
//   node scripts/bench/first-byte.mjs http://127.0.0.1:3100 [--runs 20] [--vs URL] [paths...]
// For each path (default: /, a blog post, /cost-calculator) it asks --runs times, in turn with
// --vs's server when given, each on a new connection (as a visitor's first request), and prints
// the median and the slowest time from sending the request to the first byte of the answer.
import http from 'node:http'

import { count, flag, percentile } from './harness.mjs'

const args = process.argv.slice(2)
const runs = count('runs', 20)
const vs = flag('vs')?.replace(/\/$/, '')
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && !['--runs', '--vs'].includes(args[index - 1]),
)
const [base, ...given] = positional
if (!base) {
  console.error('usage: first-byte.mjs BASE_URL [--runs 20] [--vs URL] [paths...]')
  process.exit(2)
}
const paths = given.length
  ? given
  : ['/', '/blog/chinking-vs-caulking-log-homes', '/cost-calculator']

/** Milliseconds from the request to the first byte of its answer (status and headers). */
const firstByte = (url) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const request = http.get(url, { agent: false }, (response) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      response.resume()
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(ms)
          : reject(new Error(`${url}: ${response.statusCode}`)),
      )
    })
    request.on('error', reject)
  })

const servers = [base.replace(/\/$/, ''), ...(vs ? [vs] : [])]
for (const path of paths) {
  const times = servers.map(() => [])
  for (const server of servers) await firstByte(server + path) // a page not yet drawn is drawn
  for (let run = 0; run < runs; run++) {
    for (const [i, server] of servers.entries()) times[i].push(await firstByte(server + path))
  }
  console.log(
    `${path.padEnd(40)} ` +
      servers
        .map(
          (server, i) =>
            `${server}: median ${percentile(times[i], 0.5).toFixed(1)} ms, slowest ${Math.max(...times[i]).toFixed(1)} ms`,
        )
        .join('   '),
  )
}
