#!/usr/bin/env node
// Malformed requests against every public endpoint (issue 14), on a production server this script
// starts itself:
//   node scripts/fuzz.mjs [--requests 1000] [--seed 14] [--concurrency 8] [--only search,chat]
//                         [--settle 20] [--rounds 1] [--heap-mb 256] [--port 3410]
//   node scripts/fuzz.mjs --case calculator-json:123 [--base http://127.0.0.1:3000]
//     (makes that one case again, shows it, and sends it to a fresh server, or to --base)
// It seeds a throw-away database in data/fuzz, serves the .next-e2e build (scripts/lib/site.mjs,
// with throwAwayServerEnv's high rate limits, so the fuzz tests validation, not the limiter) on
// 127.0.0.1:3410, and sends --requests cases to each of: POST /api/calculator as JSON and as
// multipart, POST /api/chat, POST /api/chat/lead, GET /api/search, POST /api/events,
// GET /api/random-suggestions, and the estimate form's server action (a multipart POST to
// /cost-calculator with the hidden action fields read from the page, some with a Next-Action
// header). The cases (scripts/lib/fuzz-cases/) come from a seeded PRNG, so a run can be
// repeated: broken JSON, wrong types, huge strings, RTL, emoji, NUL, lone surrogates and bytes
// that are not UTF-8, deep nesting, __proto__ / constructor.prototype keys, broken multipart
// (boundaries, missing parts, too many), hostile and 5,000-character file names, polyglot files
// (GIF/JS, JPEG/ZIP, PNG/HTML, MP4/JS), wrong content types. Of the cases with a body, 2% are
// trickled over 4.5 s and 2% stop half-way (the socket is closed after a pause); 2% of all are
// raw HTTP with broken framing. 8 requests at a time (--concurrency).
//
// Every case is meant to be refused or to store nothing: estimates, chat leads and beacons always
// carry at least one field the schema must refuse (valid beacons ARE stored, so none is sent);
// chat messages with a file are refused the same way, while plain text messages with hostile
// text are answered by the built-in assistant and store nothing; searches are only sent when the
// endpoint refuses or ignores them (over 200 characters, or under 2 once invisible characters are
// removed), because every valid search is recorded. A second, separate phase then sends what the
// site accepts by design: hostile but valid searches (recorded) and hostile file names and
// polyglots as chat photos (kept as lead files), and shows what was stored and how it is served.
//
// It prints the statuses per endpoint (every case's status is in data/fuzz/results.jsonl) and
// checks the targets, exiting 1 when one is missed:
//   - no 5xx: up to 24 failures per endpoint are sent again one at a time, so the server's log
//     lines of that moment are theirs, and grouped by the error logged; each group is printed
//     with an example request, a curl line to send it again (bodies in data/fuzz/failures) and
//     the log lines;
//   - the server alive and answering at the end;
//   - nothing stored: leads, lead files, analytics events and recorded searches counted over REST
//     as the seeded admin before and after (after the batched writes' delay);
//   - no temporary upload folder left behind (the server's TMPDIR is data/fuzz/tmp);
//   - memory: the server's RSS (its process tree) before, at its peak, and after --settle seconds
//     of quiet; "back" means within 64 MB or 25% of where it started. --rounds 3 sends the same
//     cases three times and prints the RSS after each round: a leak grows every round, a heap
//     that grew once (V8 keeps what it took) does not; --heap-mb 256 caps the server's V8 heap
//     (--max-old-space-size), so its RSS shows what is really kept, and a leak would crash it.
// The data folder is removed when every target is met, and kept (with server.log) otherwise.
import http from 'node:http'
import net from 'node:net'
import fs from 'node:fs'
import path from 'node:path'

import { count, flag, percentile } from './bench/harness.mjs'
import {
  actionFieldsOf,
  BROWSER_UA,
  deliveryFor,
  ENDPOINTS,
  FILE_NAMES,
  makeFixtures,
  multipart,
  rawCase,
  rngFor,
  searchCase,
  searchIsIgnored,
} from './lib/fuzz-cases/index.mjs'
import {
  listTree,
  mb,
  prepareSite,
  signIn,
  sleep,
  staffGet,
  startSite,
  storedCounts,
  table,
  countsText,
  finish,
} from './lib/site.mjs'

const requests = count('requests', 1000)
const rounds = count('rounds', 1)
const seed = flag('seed') ?? '14'
const concurrency = count('concurrency', 8)
const settleSeconds = count('settle', 20)
const port = count('port', 3410)
const only = flag('only')?.split(',')
const replay = flag('case')
const heapMb = flag('heap-mb')

const fixtures = await makeFixtures()
let action = null

/** Case `index` of an endpoint: always the same for the same seed. */
function makeCase(endpoint, index) {
  for (let attempt = 0; ; attempt++) {
    const rng = rngFor(seed, endpoint.id, index, attempt)
    const delivery = deliveryFor(index)
    const made = endpoint.make(rng, fixtures, action)
    // Valid searches are recorded by design; those are for the second phase.
    if (endpoint.id === 'search' && made.method === 'GET' && !searchIsIgnored(made.path)) continue
    if (delivery === 'raw') return { ...rawCase(rng, made.method, made.path), delivery }
    const sendable = made.body?.length > 0 || delivery === 'normal'
    return { ...made, delivery: sendable ? delivery : 'normal' }
  }
}

// ---- Sending -------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
const TIMEOUT_MS = 30_000

/**
 * Sends a case as its delivery says and resolves { status, outcome, ms, body }: outcome is
 * 'answered', 'cut' (we closed it half-way, no answer), 'closed' (the server closed a raw
 * request without an answer), 'reset' (a socket error before any answer) or 'timeout'.
 */
function send(base, c) {
  if (c.delivery === 'raw') return sendRaw(base, c)
  const started = performance.now()
  const url = new URL(c.path, base)
  return new Promise((resolve) => {
    let settled = false
    let timer
    const done = (result) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ms: performance.now() - started, ...result })
    }
    const headers = { ...c.headers }
    if (c.body && c.delivery !== 'trickle') headers['content-length'] = c.body.length
    let request
    try {
      request = http.request(url, {
        method: c.method,
        headers,
        agent: c.delivery === 'normal' ? agent : false,
        insecureHTTPParser: true,
      })
    } catch {
      // Headers Node's client refuses to write (a NUL in a value): the same bytes, sent raw.
      settled = true
      return resolve(sendRaw(base, { ...c, raw: rawRequest(c) }))
    }
    timer = setTimeout(() => {
      request.destroy()
      done({ outcome: 'timeout' })
    }, TIMEOUT_MS)
    request.on('response', (response) => {
      const chunks = []
      let size = 0
      response.on('data', (chunk) => {
        if (size < 65_536) chunks.push(chunk)
        size += chunk.length
      })
      const finish = () =>
        done({
          outcome: 'answered',
          status: response.statusCode,
          body: Buffer.concat(chunks).toString('utf8').slice(0, 65_536),
        })
      response.on('end', finish)
      response.on('error', finish)
      response.on('aborted', finish)
    })
    request.on('error', (error) => done({ outcome: 'reset', error: error.code ?? error.message }))
    if (!c.body) return request.end()
    if (c.delivery === 'normal') return request.end(c.body)
    const pieces = 10
    const size = Math.ceil(c.body.length / pieces)
    if (c.delivery === 'trickle') {
      // The whole body, in ten pieces 450 ms apart.
      let i = 0
      const next = () => {
        if (request.destroyed) return
        if (i >= pieces) return request.end()
        request.write(c.body.subarray(i * size, (i + 1) * size))
        i += 1
        setTimeout(next, 450)
      }
      return next()
    }
    // 'cut': about half the body announced in full, then nothing, then the socket is closed.
    request.write(c.body.subarray(0, Math.max(1, Math.floor(c.body.length / 2))))
    setTimeout(() => {
      request.destroy()
      done({ outcome: 'cut' })
    }, 1500)
  })
}

/** A case's request as bytes on the wire (Content-Length set), for headers Node will not send. */
function rawRequest(c) {
  const headers = { host: '127.0.0.1', ...c.headers, 'content-length': c.body?.length ?? 0 }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  return Buffer.concat([
    Buffer.from(`${c.method} ${c.path} HTTP/1.1\r\n${head}connection: close\r\n\r\n`, 'latin1'),
    c.body ?? Buffer.alloc(0),
  ])
}

function sendRaw(base, c) {
  const started = performance.now()
  const { port: serverPort, hostname } = new URL(base)
  return new Promise((resolve) => {
    const chunks = []
    const socket = net.connect(Number(serverPort), hostname)
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1]
      resolve({
        ms: performance.now() - started,
        outcome: status ? 'answered' : 'closed',
        status: status ? Number(status) : undefined,
        body: text.slice(0, 2048),
      })
    }
    const timer = setTimeout(finish, 5000)
    socket.on('connect', () => socket.write(c.raw))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', finish)
    socket.on('error', finish)
  })
}

/** A case as text: what it is, the request line, its headers and the start of its body. */
function describe(c) {
  const body = c.raw ?? c.body
  const preview = body ? JSON.stringify(body.subarray(0, 300).toString('latin1')) : '(none)'
  return [
    `  what:    ${c.desc.join('; ')}`,
    `  request: ${c.method} ${c.path.slice(0, 200)}${c.path.length > 200 ? '…' : ''} (${c.delivery})`,
    ...(c.headers
      ? [`  headers: ${JSON.stringify(c.headers).slice(0, 300)}`]
      : ['  headers: (raw request)']),
    `  body:    ${body ? `${body.length} bytes, starting ${preview}` : preview}`,
  ].join('\n')
}

/** A curl command that sends the case again, its body saved next to the run's data. */
function curlFor(c, base, file) {
  if (c.raw) return `nc 127.0.0.1 ${new URL(base).port} < ${file}`
  const headers = Object.entries(c.headers ?? {})
    .map(([name, value]) => ` -H ${JSON.stringify(`${name}: ${value}`)}`)
    .join('')
  const data = c.body ? ` --data-binary @${file}` : ''
  return `curl -sS -X ${c.method} ${JSON.stringify(new URL(c.path, base).href)}${headers}${data}`
}

// ---- One case again ------------------------------------------------------------------------

/** Sends case `endpoint:number` and prints it with its answer (and the server's log, if ours). */
async function replayCase(base, site) {
  const [id, index] = replay.split(':')
  const endpoint = ENDPOINTS.find((one) => one.id === id)
  if (!endpoint || !/^\d+$/.test(index ?? '')) {
    console.error(`--case takes endpoint:number, endpoint one of ${ENDPOINTS.map((e) => e.id)}`)
    process.exit(2)
  }
  action = actionFieldsOf(await (await fetch(`${base}/cost-calculator`)).text())
  const c = makeCase(endpoint, Number(index))
  console.log(`${id} #${index} (seed ${seed})\n${describe(c)}`)
  const started = Date.now()
  const result = await send(base, c)
  await sleep(500)
  console.log(`  answer:  ${result.status ?? result.outcome} in ${result.ms.toFixed(0)} ms`)
  console.log(`  body:    ${JSON.stringify(result.body ?? '').slice(0, 500)}`)
  const lines = site?.linesBetween(started, Date.now()) ?? []
  if (lines.length) console.log(`  server log:\n${lines.map((line) => `    ${line}`).join('\n')}`)
  await site?.stop()
  process.exit(result.status >= 500 ? 1 : 0)
}

// With --base, the case goes to a server already running there.
if (replay && flag('base')) await replayCase(flag('base'), null)

// ---- The server ----------------------------------------------------------------------------

const { dataDir, env } = await prepareSite(
  'fuzz',
  heapMb
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}` }
    : {},
)
const site = await startSite({ env, dataDir, port })
const { base } = site
if (replay) await replayCase(base, site)
const authorization = await signIn(base)

const page = await (await fetch(`${base}/cost-calculator`)).text()
action = actionFieldsOf(page)
if (!action) console.log('[fuzz] the estimate form has no server action fields: skipping it')

// ---- Phase 1: the malformed requests -------------------------------------------------------

// Warm-up: every route compiled and its first request served, nothing stored.
for (const c of [
  { method: 'GET', path: '/api/search?q=a' },
  { method: 'GET', path: '/api/random-suggestions' },
  {
    method: 'POST',
    path: '/api/calculator',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{}'),
  },
  {
    method: 'POST',
    path: '/api/chat/lead',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{}'),
  },
  {
    method: 'POST',
    path: '/api/chat',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{"message":"hello"}'),
  },
  {
    method: 'POST',
    path: '/api/events',
    headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 Chrome/131' },
    body: Buffer.from('{}'),
  },
]) {
  await send(base, { ...c, delivery: 'normal', headers: c.headers ?? {} })
}
if (action) {
  // The estimate form posted empty, as a browser without JavaScript posts it: the proxy, the
  // action and the page's render run once before the baseline too (the answer is the form's
  // messages; nothing is stored).
  const form = new FormData()
  for (const [name, value] of Object.entries(action.fields)) form.append(name, value)
  await (await fetch(`${base}/cost-calculator`, { method: 'POST', body: form })).arrayBuffer()
}

const endpoints = ENDPOINTS.filter(
  (endpoint) =>
    (!only || only.includes(endpoint.id)) && (endpoint.id !== 'estimate-action' || action),
)
await sleep(3000)
const before = await storedCounts(base, authorization)
const tmpBefore = listTree(env.TMPDIR).length
const rssBefore = site.rss()
let rssPeak = rssBefore
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, site.rss())), 100)

const failuresDir = path.join(dataDir, 'failures')
const results = new Map()
const failures = []
const accepted = []
let repeatedFailures = 0
const started = performance.now()

console.log(
  `[fuzz] seed ${seed}: ${requests} cases for each of ${endpoints.length} endpoints, ${concurrency} at a time`,
)
const log = fs.createWriteStream(path.join(dataDir, 'results.jsonl'))
const roundRss = []
for (let round = 1; round <= rounds; round++) {
  for (const endpoint of endpoints) {
    if (!results.has(endpoint.id))
      results.set(endpoint.id, { statuses: {}, outcomes: {}, times: [] })
    const counts = results.get(endpoint.id)
    const endpointStarted = performance.now()
    let next = 0
    const worker = async () => {
      while (next < requests) {
        const index = next++
        const c = makeCase(endpoint, index)
        const result = await send(base, c)
        counts.times.push(result.ms)
        if (result.outcome === 'answered') {
          counts.statuses[result.status] = (counts.statuses[result.status] ?? 0) + 1
        } else {
          counts.outcomes[result.outcome] = (counts.outcomes[result.outcome] ?? 0) + 1
        }
        log.write(
          `${JSON.stringify({ round, endpoint: endpoint.id, index, status: result.status ?? result.outcome, ms: Math.round(result.ms), what: c.desc.join('; ') })}\n`,
        )
        const record = { endpoint: endpoint.id, index, c, result }
        const failed = result.status >= 500 || result.outcome === 'timeout'
        if (failed && round === 1) failures.push(record)
        else if (failed) repeatedFailures += 1
        // Beacons from a bot or with no user agent are answered 202 and never stored.
        const browser = c.headers?.['user-agent'] === BROWSER_UA
        if (endpoint.stores.includes(result.status) && browser) accepted.push(record)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    const seconds = (performance.now() - endpointStarted) / 1000
    console.log(
      `[fuzz]${rounds > 1 ? ` round ${round}` : ''} ${endpoint.id}: ${requests} cases in ${seconds.toFixed(1)} s; ` +
        `server RSS ${mb(site.rss())} (peak so far ${mb(rssPeak)})`,
    )
  }
  roundRss.push(site.rss())
}
log.end()
const fuzzSeconds = (performance.now() - started) / 1000

// Analytics events are written every second, searches every five: wait for both.
await sleep(7000)
const after = await storedCounts(base, authorization)
const alive = await site.alive()
const tmpLeft = listTree(env.TMPDIR).length - tmpBefore
await sleep(Math.max(0, settleSeconds * 1000 - 8000))
clearInterval(sampler)
const rssAfter = site.rss()

// ---- Phase 2: hostile but valid, accepted by design ---------------------------------------

const phase2 = { searches: { statuses: {} }, files: { statuses: {} } }
const treeBefore = new Set(listTree(dataDir))
const searchesBefore = after['search-queries']
const filesBefore = after['lead-files']
const oddSearches = []
for (let i = 0; oddSearches.length < Math.min(200, Math.max(20, requests / 5)); i++) {
  const c = searchCase(rngFor(seed, 'odd-search', i), fixtures, { valid: true })
  if (c.method === 'GET' && !searchIsIgnored(c.path)) oddSearches.push({ ...c, delivery: 'normal' })
}
for (const c of oddSearches) {
  const result = await send(base, c)
  const key = result.status ?? result.outcome
  phase2.searches.statuses[key] = (phase2.searches.statuses[key] ?? 0) + 1
  if (result.status >= 500)
    failures.push({ endpoint: 'search (valid)', index: oddSearches.indexOf(c), c, result })
}
const photoCases = [
  ['png', '../../etc/passwd'],
  ['jpeg', `${'a'.repeat(5000)}.jpg`],
  ['png', 'photo\u0000.jpg.exe'],
  ['jpeg', '\u202Egpj.exe'],
  ['gif+js polyglot', 'logs.gif'],
  ['GIF89a/* js polyglot', 'logs.gif'],
  ['jpeg+zip polyglot', 'deck.jpg'],
  ['png+html polyglot', 'wall.png'],
  ['mp4+js polyglot', 'walkaround.mp4'],
  ['png', FILE_NAMES.at(-1)],
]
const photoAnswers = []
for (const [fixture, filename] of photoCases) {
  const body = multipart([
    { name: 'message', data: 'Here is a photo of the south wall.' },
    { name: 'files', filename, type: fixtures[fixture].type, data: fixtures[fixture].data },
  ])
  const c = {
    desc: [`chat photo: ${fixture} named ${JSON.stringify(filename.slice(0, 40))}`],
    method: 'POST',
    path: '/api/chat',
    headers: {
      'content-type': 'multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW',
      'user-agent': 'Mozilla/5.0 Chrome/131',
    },
    body,
    delivery: 'normal',
  }
  const filesBeforeOne = (await staffGet(base, authorization, '/api/lead-files?limit=1&depth=0'))
    .totalDocs
  const result = await send(base, c)
  const key = result.status ?? result.outcome
  phase2.files.statuses[key] = (phase2.files.statuses[key] ?? 0) + 1
  const latest = await staffGet(
    base,
    authorization,
    '/api/lead-files?limit=1&depth=0&sort=-createdAt',
  )
  const stored = latest.totalDocs > filesBeforeOne ? latest.docs[0] : null
  const note = result.body?.includes('We could not keep')
  photoAnswers.push({ fixture, filename, result, stored, note })
  if (result.status >= 500) {
    failures.push({ endpoint: 'chat (photo)', index: photoAnswers.length - 1, c, result })
  }
}
await sleep(7000)
const afterPhase2 = await storedCounts(base, authorization)
for (const answer of photoAnswers) {
  if (!answer.stored) continue
  const response = await fetch(new URL(answer.stored.url, base), { headers: { authorization } })
  await response.arrayBuffer()
  answer.served = {
    status: response.status,
    type: response.headers.get('content-type'),
    nosniff: response.headers.get('x-content-type-options') ?? 'none',
  }
}
const leadFilesDir = path.relative(dataDir, env.LEAD_FILES_DIR)
const strays = listTree(dataDir).filter(
  (entry) =>
    !treeBefore.has(entry) &&
    entry !== leadFilesDir &&
    !entry.startsWith(`${leadFilesDir}${path.sep}`) &&
    !entry.startsWith(`tmp${path.sep}`) &&
    !/^(site\.db|server\.log|failures)/.test(entry),
)
const storedOutside = photoAnswers.filter(
  ({ stored }) =>
    stored &&
    (!stored.filename ||
      /[\\/]/.test(stored.filename) ||
      stored.filename.startsWith('..') ||
      !fs.existsSync(path.join(env.LEAD_FILES_DIR, stored.filename))),
)

// Each failure sent again alone, so the server's log lines of that moment are its own; grouped
// by the first error line they print. Its body is kept for curl.
const groups = new Map()
if (failures.length) fs.mkdirSync(failuresDir, { recursive: true })
// Up to 24 per endpoint, spread over its failures.
const resent = [...new Set(failures.map(({ endpoint }) => endpoint))].flatMap((endpoint) => {
  const list = failures.filter((failure) => failure.endpoint === endpoint)
  const step = Math.max(1, Math.ceil(list.length / 24))
  return list.filter((_, i) => i % step === 0)
})
for (const failure of resent) {
  await sleep(300)
  const t0 = Date.now()
  const again = await send(base, failure.c)
  await sleep(300)
  failure.again = again
  failure.log = site.linesBetween(t0, Date.now()).filter((line) => line.trim())
  failure.file = path.join(failuresDir, `${failure.endpoint}-${failure.index}.body`)
  fs.writeFileSync(failure.file, failure.c.raw ?? failure.c.body ?? '')
  const cause =
    failure.log
      .find((line) => /⨯|error|Error|failed/.test(line))
      ?.replace(/digest: '\d+'/, '')
      .trim() ?? '(nothing logged)'
  const key = `${failure.endpoint}: ${failure.result.status ?? failure.result.outcome}, ${cause.slice(0, 160)}`
  if (!groups.has(key)) groups.set(key, [])
  groups.get(key).push(failure)
}

const aliveAtEnd = await site.alive()
await site.stop()

// ---- Report --------------------------------------------------------------------------------

const sumWhere = (statuses, test) =>
  Object.entries(statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0)

console.log('')
console.log(
  `Phase 1: ${requests * endpoints.length * rounds} malformed requests in ${fuzzSeconds.toFixed(0)} s ` +
    `(seed ${seed}${rounds > 1 ? `, the same ${requests} per endpoint ${rounds} times` : ''}; each one's status in ${path.join(dataDir, 'results.jsonl')})`,
)
console.log(
  table(
    ['endpoint', 'sent', '2xx', '3xx', '4xx', '5xx', 'no answer', 'p95 ms', 'statuses'],
    [...results].map(([id, { statuses, outcomes, times }]) => [
      id,
      times.length,
      sumWhere(statuses, (s) => s >= 200 && s < 300),
      sumWhere(statuses, (s) => s >= 300 && s < 400),
      sumWhere(statuses, (s) => s >= 400 && s < 500),
      sumWhere(statuses, (s) => s >= 500),
      Object.entries(outcomes)
        .map(([outcome, n]) => `${outcome}×${n}`)
        .join(' ') || '0',
      percentile(times, 0.95).toFixed(0),
      countsText(statuses),
    ]),
  ),
)
console.log(
  '  1xx: raw requests with Expect: 100-continue. No answer: cut = we closed the socket half-way on purpose;',
)
console.log(
  '  closed = raw HTTP the server dropped; reset = the connection failed; timeout = no answer in 30 s',
)

console.log('')
console.log('Stored, before and after phase 1 (must not change)')
console.log(
  table(
    ['collection', 'before', 'after', 'change'],
    Object.keys(before).map((key) => [key, before[key], after[key], after[key] - before[key]]),
  ),
)
const storedChanged = Object.keys(before).some((key) => after[key] !== before[key])
if (accepted.length) {
  console.log(`\n${accepted.length} malformed requests were accepted (2xx where that stores):`)
  for (const record of accepted.slice(0, 5)) {
    console.log(
      `${record.endpoint} #${record.index}: ${record.result.status}\n${describe(record.c)}`,
    )
  }
}

console.log('')
console.log(
  table(
    ['server memory (RSS)', 'value'],
    [
      ['before', mb(rssBefore)],
      ...(rounds > 1 ? roundRss.map((rss, i) => [`after round ${i + 1}`, mb(rss)]) : []),
      ['peak', mb(rssPeak)],
      [`after ${settleSeconds} s of quiet`, mb(rssAfter)],
      ['after - before', mb(rssAfter - rssBefore)],
    ],
  ),
)
const memoryBack = rssAfter - rssBefore <= Math.max(64 * 1024 * 1024, rssBefore * 0.25)

console.log('')
console.log('Phase 2: hostile but valid requests, accepted by design')
console.log(
  `  ${oddSearches.length} odd searches (RTL, emoji, NUL, lone surrogates, regex characters, NFKC expanders): ` +
    `${countsText(phase2.searches.statuses)}; recorded searches ${searchesBefore} -> ${afterPhase2['search-queries']}`,
)
console.log(
  `  ${photoCases.length} chat photos with hostile names or polyglot bytes: ${countsText(phase2.files.statuses)}; ` +
    `lead files ${filesBefore} -> ${afterPhase2['lead-files']}`,
)
const short = (text, max = 28) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max - 3)}…` : text)
console.log(
  table(
    ['sent as', 'bytes', 'answer', 'stored as', 'type', 'served to staff', 'nosniff'],
    photoAnswers.map(({ fixture, filename, result, stored, served, note }) => [
      short(filename),
      fixture,
      result.status ?? result.outcome,
      stored
        ? short(stored.filename ?? '')
        : note
          ? '(not kept: named in the answer)'
          : '(not kept)',
      stored?.mimeType ?? '',
      served ? `${served.status} ${served.type}` : '',
      served?.nosniff ?? '',
    ]),
  ),
)
if (strays.length || storedOutside.length) {
  const names = [...strays, ...storedOutside.map(({ stored }) => stored.filename)]
  console.log(`  files outside ${leadFilesDir}/: ${names.join(', ')}`)
}

if (groups.size) {
  console.log('')
  console.log(
    `${failures.length} requests answered 5xx or not at all; each sent again alone, grouped by the error the server logged:`,
  )
  for (const [cause, list] of groups) {
    const [first] = list
    const { result } = first
    console.log(`\n${cause}`)
    console.log(`  ${list.length} case(s): ${list.map((one) => `#${one.index}`).join(' ')}`)
    console.log(
      `  e.g. #${first.index}, ${result.status ?? result.outcome} in ${result.ms.toFixed(0)} ms`,
    )
    console.log(describe(first.c))
    console.log(`  answer:  ${JSON.stringify(result.body ?? '').slice(0, 300)}`)
    console.log(`  sent again alone: ${first.again.status ?? first.again.outcome}`)
    console.log(`  again:   ${curlFor(first.c, base, first.file)}`)
    if (!first.endpoint.includes('(')) {
      console.log(
        `           node scripts/fuzz.mjs --seed ${seed} --case ${first.endpoint}:${first.index}`,
      )
    }
    if (first.log.length) {
      console.log('  server log:')
      for (const line of first.log.slice(0, 16)) console.log(`    ${line.slice(0, 300)}`)
    }
  }
  if (failures.length > resent.length) {
    console.log(`\n(${failures.length - resent.length} more of the same endpoints not sent again)`)
  }
}

const failed = failures.length + repeatedFailures
const timeouts = failures.filter(({ result }) => result.outcome === 'timeout').length
const targets = [
  ['no 5xx', failed === 0, `${failed} answered 5xx or not in 30 s (${timeouts} of them time-outs)`],
  ['server alive', alive && aliveAtEnd, alive && aliveAtEnd ? 'answering' : 'not answering'],
  [
    'nothing stored',
    !storedChanged && accepted.length === 0,
    storedChanged ? 'counts changed (see above)' : `no change; ${accepted.length} accepted`,
  ],
  ['no temporary uploads left', tmpLeft <= 0, `${Math.max(0, tmpLeft)} left in ${env.TMPDIR}`],
  [
    'memory back',
    memoryBack,
    `${mb(rssBefore)} -> peak ${mb(rssPeak)} -> ${mb(rssAfter)} (allowed: +64 MB or +25%)`,
  ],
  [
    'phase 2: files kept inside lead-files',
    strays.length === 0 && storedOutside.length === 0,
    `${strays.length + storedOutside.length} outside`,
  ],
]
finish(targets, dataDir, { kept: 'data, server log (server.log) and failing bodies' })
