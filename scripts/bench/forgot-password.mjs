#!/usr/bin/env node
// Whether "Forgot password?" tells which addresses have a studio account by its time:
//   node scripts/bench/forgot-password.mjs [--accounts 20] [--port 3412] [--pause 0]
// It serves the production build in .next-e2e (built by the e2e tests) on a copy of the seeded
// site (scripts/lib/site.mjs), makes --accounts studio accounts through the REST API as the admin,
// warms the endpoint up, then asks POST /api/users/forgot-password for each account and for as
// many addresses without one, one at a time, alternating which comes first, --pause ms apart,
// and prints each side's median, p90 and their ratio. Target (issue 53): the medians within 10%.
// It also checks that every account got its e-mail (the outbox: no RESEND_API_KEY) and no other
// address did. Exits non-zero when a request fails or an e-mail is missing.
import { count } from './harness.mjs'
import { ADMIN, countDocs, prepareSite, signIn, sleep, startSite } from '../lib/site.mjs'

const accounts = count('accounts', 20)
const port = count('port', 3412)
const pause = process.argv.includes('--pause') ? count('pause', 1) : 0

const { dataDir, env } = await prepareSite('bench-forgot-password')
const site = await startSite({ env, dataDir, port, ready: '/api/users/me' })
const { base } = site

try {
  const admin = await signIn(base, ADMIN)
  const known = Array.from({ length: accounts }, (_, i) => `known-${i}@example.com`)
  const unknown = Array.from({ length: accounts }, (_, i) => `nobody-${i}@example.com`)
  for (const email of known) {
    const created = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin },
      body: JSON.stringify({
        email,
        name: email,
        role: 'editor',
        password: 'a long bench password for everyone',
      }),
    })
    if (!created.ok) throw new Error(`creating ${email} answered ${created.status}`)
  }

  /** One request, timed from sending to the end of the answer's body (ms). */
  const ask = async (email) => {
    const started = performance.now()
    const response = await fetch(`${base}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    await response.text()
    const ms = performance.now() - started
    if (response.status !== 200) throw new Error(`${email} answered ${response.status}`)
    return ms
  }

  // Warm-up: the route's code loaded and compiled, for addresses that are not timed.
  for (let i = 0; i < 10; i++) await ask(`warm-up-${i}@example.com`)

  const times = { known: [], unknown: [] }
  for (let i = 0; i < accounts; i++) {
    const pair = i % 2 ? ['unknown', 'known'] : ['known', 'unknown']
    for (const side of pair) {
      times[side].push(await ask(side === 'known' ? known[i] : unknown[i]))
      if (pause) await sleep(pause)
    }
  }

  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = sorted.length / 2
    return sorted.length % 2
      ? sorted[Math.floor(middle)]
      : (sorted[middle - 1] + sorted[middle]) / 2
  }
  const row = (label, values) =>
    console.log(
      `${label.padEnd(22)} median ${median(values).toFixed(1).padStart(6)} ms   p90 ${quantile(values, 0.9).toFixed(1).padStart(6)} ms   (${values.length})`,
    )
  console.log(`\nPOST /api/users/forgot-password, ${accounts} of each, one at a time:`)
  row('account exists', times.known)
  row('no such account', times.unknown)
  const ratio = median(times.known) / median(times.unknown)
  console.log(
    `ratio of medians ${ratio.toFixed(3)}: ${Math.abs(ratio - 1) <= 0.1 ? 'within' : 'NOT within'} 10%`,
  )

  // Every account got its link; nobody else got anything (the links go out after the answer).
  let sent = 0
  for (let i = 0; i < 50; i++) {
    sent = await countDocs(base, admin, 'outbox', 'where[to][like]=known-')
    if (sent >= accounts) break
    await sleep(200)
  }
  const strays = await countDocs(base, admin, 'outbox', 'where[to][like]=nobody-')
  console.log(`e-mails: ${sent} of ${accounts} accounts, ${strays} to addresses without one`)
  if (sent !== accounts || strays !== 0) process.exitCode = 1
} finally {
  await site.stop()
}
