#!/usr/bin/env node
// A steady mix of traffic for minutes on end (issue 14), against a production server this script
// starts itself:
//   node scripts/soak.mjs [--minutes 10] [--rate 30] [--port 3430]
// It seeds a throw-away database in data/soak and serves the .next-e2e build (scripts/lib/site.mjs:
// throwAwayServerEnv's high rate limits, e-mail to the outbox, no OPENAI_API_KEY so the chat is the
// built-in assistant) on 127.0.0.1:3430, then sends --rate requests a second (an open loop: one
// every 1/rate s whatever the answers take, at most 200 waiting) for --minutes:
//   pages 35% (/, a service, a blog post, the calculator, the portfolio, the FAQ, a county,
//   /search?q=), GET /api/search 18%, POST /api/events 18% (valid beacons, stored), POST /api/chat
//   13% (multipart, as the browser sends it), GET /api/random-suggestions 6%, POST /api/calculator
//   5% (valid estimates: leads, their e-mails to the outbox), and 5% requests the site must refuse
//   (a search over 200 characters, an estimate without its fields: 422 expected).
// It prints, per route, the requests, the errors (any answer but 2xx/3xx, except the expected
// 422s; no answer in 30 s; a failed connection), p50/p95/max; and the server's RSS (its process
// tree) at the start, the middle and the end, sampled every 10 s.
// Targets: no error; memory not growing beyond noise, i.e. the end within 10% or 32 MB of the
// middle (the first half fills the caches). Exits 1 when one is missed.

import { count } from './bench/harness.mjs'
import { mixedTraffic, trafficReport } from './lib/traffic.mjs'
import {
  finish,
  mb,
  prepareSite,
  signIn,
  sleep,
  startSite,
  storedCounts,
  table,
} from './lib/site.mjs'

const minutes = count('minutes', 10)
const rate = count('rate', 30)
const port = count('port', 3430)
const SAMPLE_MS = 10_000

const { dataDir, env } = await prepareSite('soak', { OPENAI_API_KEY: '', RESEND_API_KEY: '' })
const site = await startSite({ env, dataDir, port })
const { base } = site

const authorization = await signIn(base)
const storedBefore = await storedCounts(base, authorization)
const samples = [{ t: 0, rss: site.rss() }]
const durationMs = minutes * 60_000
console.log(`[soak] ${rate} requests/s for ${minutes} min`)
const traffic = await mixedTraffic({
  base,
  minutes,
  rate,
  tickMs: SAMPLE_MS,
  onTick: (elapsed, { sent, errors }) => {
    samples.push({ t: elapsed, rss: site.rss() })
    if (samples.length % 6 === 1) {
      console.log(
        `[soak] ${(elapsed / 60_000).toFixed(1)} min: ${sent} requests, ${errors()} errors, RSS ${mb(samples.at(-1).rss)}`,
      )
    }
  },
})
samples.push({ t: traffic.seconds * 1000, rss: site.rss() })
await sleep(10_000)
const rssQuiet = site.rss()
const storedAfter = await storedCounts(base, authorization)
const alive = await site.alive()
await site.stop()

// ---- Report --------------------------------------------------------------------------------

const rssAt = (fraction) =>
  samples.reduce((best, sample) =>
    Math.abs(sample.t - fraction * durationMs) < Math.abs(best.t - fraction * durationMs)
      ? sample
      : best,
  ).rss
const [rssStart, rssMiddle, rssEnd] = [rssAt(0), rssAt(0.5), samples.at(-1).rss]
const rssPeak = Math.max(...samples.map((sample) => sample.rss))

console.log('')
console.log(`Soak: ${trafficReport(traffic)}`)

console.log('')
console.log(
  table(
    ['server memory (RSS)', 'value'],
    [
      ['start', mb(rssStart)],
      ['middle', mb(rssMiddle)],
      ['end', mb(rssEnd)],
      ['peak', mb(rssPeak)],
      ['after 10 s of quiet', mb(rssQuiet)],
      ['end - middle', mb(rssEnd - rssMiddle)],
    ],
  ),
)
console.log(
  `  every ${SAMPLE_MS / 1000} s: ${samples.map((sample) => (sample.rss / 1024 / 1024).toFixed(0)).join(' ')} MB`,
)
console.log(
  `  stored during the soak (and its warm-up): ${storedAfter.leads - storedBefore.leads} leads, ` +
    `${storedAfter['events counted'] - storedBefore['events counted']} analytics events, ` +
    `${storedAfter['searches counted'] - storedBefore['searches counted']} searches`,
)

const errors = traffic.errors()
const growth = rssEnd - rssMiddle
const growthAllowed = Math.max(32 * 1024 * 1024, rssMiddle * 0.1)
const targets = [
  [
    'no errors',
    errors === 0 && alive,
    `${errors} errors${alive ? '' : '; the server stopped answering'}`,
  ],
  [
    'memory not growing',
    growth <= growthAllowed,
    `${mb(rssStart)} -> ${mb(rssMiddle)} -> ${mb(rssEnd)}; middle to end ${mb(growth)} (allowed ${mb(growthAllowed)})`,
  ],
]
finish(targets, dataDir)
