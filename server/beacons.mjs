// The analytics beacons (POST /api/events) without Next.js's router in the way: a beacon is a few
// hundred bytes that a page sends after it loaded, and a burst of them used to hold pages back
// (each went through Next's request handling, ~0.6 ms of the one thread). The route's own handler
// (src/app/(frontend)/api/events/route.ts) offers the function that checks and queues a beacon
// (answerBeacon, src/features/analytics/server/handler.ts) through the server bridge
// (src/lib/server-bridge.mjs) when it first runs, with the longest body a beacon may have; from
// then on this layer hands each beacon to it directly, as Node's request: its headers, and its
// body read here, never past that length (no web Request, Response or stream made for 150 bytes).
// Every answer (202, 4xx, 429) is the handler's own, with the security headers Next.js would have
// added (src/lib/security/headers.mjs), but for a body too large, which this layer refuses itself
// (413) the moment it knows. Until then, and for anything else, Next.js serves as usual.
import { modeFromEnv, securityHeaders } from '../src/lib/security/headers.mjs'
import {
  BEACON_PATH,
  beaconIngest,
  CLIENT_ADDRESS_HEADER,
  markAddressesStamped,
} from '../src/lib/server-bridge.mjs'

/**
 * Sets CLIENT_ADDRESS_HEADER on a request from its socket, overwriting whatever a client sent
 * under that name (server/index.mjs, every request), and tells the site's code that it can trust
 * it (src/lib/rate-limit/address.ts connectionAddress).
 */
export function stampClientAddress(req) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown'
  markAddressesStamped()
}

let securityOfBeacons
/** The security headers of every beacon's answer: one path, one mode, worked out once. */
const beaconHeaders = () =>
  (securityOfBeacons ??= Object.fromEntries(
    securityHeaders(BEACON_PATH, modeFromEnv()).map(({ key, value }) => [key.toLowerCase(), value]),
  ))

/** Node's headers (lower-case names) read the way a web Headers object reads them. */
const headersOf = (req) => ({
  get(name) {
    const value = req.headers[name.toLowerCase()]
    if (value === undefined) return null
    return Array.isArray(value) ? value.join(', ') : value
  },
})

/** What readBody gives for a body past the limit. */
const TOO_LARGE = Symbol('too large')

/**
 * Reads the body from the moment the beacon arrives, before it waits for its turn: a browser that
 * sent it as its page closed may close the connection meanwhile, and Node then hands out none of
 * the body it had already received. Resolves with its text, or TOO_LARGE as soon as it passes
 * `max` bytes (what was read is dropped and reading stops: a waiting beacon holds `max` bytes at
 * most), or null when the connection closed before it ended.
 */
function readBody(req, max) {
  if (req.destroyed) return Promise.resolve(null)
  return new Promise((resolve) => {
    let chunks = []
    let size = 0
    const done = (body) => {
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone)
      resolve(body)
    }
    const onData = (chunk) => {
      size += chunk.length
      if (size <= max) chunks.push(chunk)
      else {
        req.pause()
        chunks = []
        done(TOO_LARGE)
      }
    }
    const onEnd = () => done(Buffer.concat(chunks).toString('utf8'))
    const onGone = () => done(null)
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone)
  })
}

/**
 * Beacons handled per millisecond at most (BEACONS_PER_MS, 2 by default: 2,000 a second at most,
 * about 1,400 under load, when the 1 ms timer fires every 1.5 ms or so; 0 turns pacing off). Pages
 * come first: a beacon's own work is about 0.15 ms, and beacons sent faster than that (50
 * connections, each sending its next as soon as the last is answered) would otherwise keep the one
 * thread busy without a pause, so that a page asked for meanwhile always found it busy (its p95
 * went from 2.5 ms to 5.6 ms even at two beacons per turn of the event loop). Paced, the thread is
 * idle most of each millisecond, and a page is answered as it comes. The rest wait for the next
 * milliseconds, on a timer. Real traffic is about a thousand beacons a day; nobody waits for a
 * beacon's answer (sendBeacon never reads it), so a later answer during a burst costs nothing.
 */
export const BEACONS_PER_MS = Number(process.env.BEACONS_PER_MS ?? 2)

/**
 * Beacons waiting for their turn at most (each with its connection and up to the 2.4 KB a body may
 * be: about 13 KB of the server's memory a beacon, 128 MB for all, measured with
 * scripts/bench/beacon-memory.mjs); past it, a beacon is refused with 503 and Retry-After rather
 * than held.
 */
export const BEACONS_WAITING_MAX = 10_000

/**
 * The pacing of beacons: a token bucket, `perMs` tokens a millisecond, `max(1, perMs)` at most in
 * hand (one at least, so that a rate below one a millisecond still lets beacons in), and
 * `waitingMax` beacons waiting at most. Counted from the clock (performance.now), not from the
 * timers, which can fire early (libuv measures them from the time its loop last read, a busy turn
 * ago) or late. `perMs` 0 turns pacing off. One for the process (beaconPacer); the tests make their
 * own, each with a full bucket, under a clock they move themselves (vitest's fake timers).
 */
export function createBeaconPacer({
  perMs = BEACONS_PER_MS,
  waitingMax = BEACONS_WAITING_MAX,
} = {}) {
  const bucket = Math.max(1, perMs)
  let tokens = bucket
  let at = performance.now()
  const waiting = []
  let timer

  function refill() {
    const now = performance.now()
    tokens = Math.min(bucket, tokens + (now - at) * perMs)
    at = now
  }

  /** Lets in as many waiting beacons as there are tokens, then waits (idle) for the next. */
  function letIn() {
    timer = undefined
    refill()
    while (tokens >= 1 && waiting.length > 0) {
      tokens -= 1
      waiting.shift()(true)
    }
    if (waiting.length > 0) timer = setTimeout(letIn, 1)
  }

  /**
   * True when this beacon's turn has come now, or a promise of it: true in a later millisecond,
   * false when too many are waiting already.
   */
  function turn() {
    if (perMs <= 0) return true
    refill()
    if (tokens >= 1 && waiting.length === 0) {
      tokens -= 1
      return true
    }
    if (waiting.length >= waitingMax) return false
    timer ??= setTimeout(letIn, 1)
    return new Promise((resolve) => waiting.push(resolve))
  }

  return { turn }
}

/** The process's pacing of beacons. */
const beaconPacer = createBeaconPacer()

/** The answer to a beacon that could not wait: the handler never sees it, and nothing is stored. */
const busy = {
  status: 503,
  headers: { 'Retry-After': '1' },
  json: { error: 'Too busy: try again.' },
}

/** The answer to a body longer than a beacon can be (the handler's own words). */
const tooLarge = {
  status: 413,
  headers: { 'Cache-Control': 'no-store' },
  json: { error: 'The event is too large' },
}

/** Answers a beacon and returns true, or returns false for Next.js to serve the request. */
export async function serveBeacon(req, res, pacer = beaconPacer) {
  const ingest = beaconIngest()
  if (req.method !== 'POST' || typeof ingest?.answer !== 'function') return false
  const pathname = req.url.split('?', 1)[0]
  if (pathname !== BEACON_PATH) return false
  const { answer, maxBytes } = ingest
  let outcome
  // A body that says it is too large is refused at once, unread; one that turns out too large as
  // it arrives (sent without Content-Length) is refused then, whether or not its turn has come.
  if (Number(req.headers['content-length']) > maxBytes) outcome = tooLarge
  else {
    const body = readBody(req, maxBytes)
    const turn = pacer.turn()
    const first = await Promise.race([
      turn,
      body.then((read) => (read === TOO_LARGE ? TOO_LARGE : turn)),
    ])
    if (first === TOO_LARGE) outcome = tooLarge
    else if (!first) outcome = busy
    else {
      outcome = await answer({
        headers: headersOf(req),
        text: async (max) => {
          const read = await body
          return read === TOO_LARGE || (read !== null && Buffer.byteLength(read) > max)
            ? null
            : read
        },
      })
    }
  }
  const { status, headers, json } = outcome
  // The handler's headers and the security headers Next.js adds (next.config.ts), which win.
  const head = {
    ...Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...(json && { 'content-type': 'application/json' }),
    ...beaconHeaders(),
  }
  // A body too large to read was left unread, so the connection cannot carry another request: it
  // is closed once the answer is out, instead of left hanging.
  if (!req.readableEnded) head.connection = 'close'
  res.writeHead(status, head)
  res.end(json ? JSON.stringify(json) : undefined)
  return true
}
