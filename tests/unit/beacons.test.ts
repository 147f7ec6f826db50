import { EventEmitter } from 'node:events'
import { Readable } from 'node:stream'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { SEARCH_QUERY_MAX } from '@/features/analytics/events'
import type { Beacon } from '@/features/analytics/server/handler'
import {
  BEACON_MAX_BYTES,
  BEACON_PATH_MAX,
  BEACON_REFERRER_MAX,
  BEACON_UTM_MAX,
  beaconSchema,
} from '@/features/analytics/schema'

import { offerBeaconIngest, resetBridge, type BeaconAnswer } from '@/lib/server-bridge.mjs'

import {
  BEACONS_PER_MS,
  BEACONS_WAITING_MAX,
  createBeaconPacer,
  serveBeacon,
} from '../../server/beacons.mjs'

/**
 * server/beacons.mjs on a real HTTP server: beacons go to the handler the route offered, with
 * their headers and a reader of their body; the rest goes to Next.
 */
/** The longest body the tests' handler takes: the route offers BEACON_MAX_BYTES. */
const MAX = 2048
/** Offers `answer` as the route does, with the longest body a beacon may have. */
const register = (answer: (beacon: Beacon) => Promise<BeaconAnswer>, maxBytes = MAX) => {
  offerBeaconIngest({ answer, maxBytes })
}
let server: http.Server | undefined
let nextServed: string[] = []

afterEach(async () => {
  vi.useRealTimers()
  resetBridge()
  nextServed = []
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

async function start() {
  server = http.createServer(async (req, res) => {
    if (await serveBeacon(req, res)) return
    nextServed.push(`${req.method} ${req.url}`)
    res.end('next')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

/** A request as Node's server hands it over, fed by the test: `emit('data' | 'end' | 'close')`. */
const fakeRequest = () => {
  const req = Object.assign(new EventEmitter(), {
    method: 'POST',
    url: '/api/events',
    headers: {},
    destroyed: false,
    readableEnded: false,
    pause: () => req,
  })
  return req
}
const fakeResponse = () => {
  const res = { writeHead: () => res, end: () => res }
  return res
}

/** The handler keeps each beacon's body as read (2 KB at most, null past it) and answers 202. */
const recordBodies = () => {
  const read: (string | null)[] = []
  register(async (beacon) => {
    read.push(await beacon.text(MAX))
    return { status: 202, headers: {} }
  })
  return read
}

/**
 * `n` beacons whose (empty) bodies were read at once, as a burst on many connections is, paced by
 * `pacer`.
 */
const atOnce = (
  n: number,
  pacer: ReturnType<typeof createBeaconPacer>,
  respond: () => unknown = fakeResponse,
) =>
  Array.from({ length: n }, () => {
    const req = fakeRequest()
    const served = serveBeacon(req as never, respond() as never, pacer)
    req.emit('end')
    return served
  })

/**
 * The process's pacing as it starts (its bucket full), under a clock the test moves: vitest's fake
 * timers, performance.now among them, so that the pacing's milliseconds pass only when told.
 */
const pacedOnFakeClock = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  return createBeaconPacer()
}

const beacon = (base: string, body = '{"n":"pageview"}', headers: Record<string, string> = {}) =>
  fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body,
  })

describe('the beacon layer', () => {
  it('leaves the first beacon to Next.js, which registers the handler', async () => {
    const base = await start()
    expect(await (await beacon(base)).text()).toBe('next')
    expect(nextServed).toEqual(['POST /api/events'])
  })

  it('hands later beacons to the registered handler, with their body and headers', async () => {
    const seen: { body: string | null; address: string | null; agent: string | null }[] = []
    register(async (beacon) => {
      seen.push({
        body: await beacon.text(MAX),
        address: beacon.headers.get('X-Forwarded-For'),
        agent: beacon.headers.get('user-agent'),
      })
      return { status: 202, headers: { 'Cache-Control': 'no-store' } }
    })
    const base = await start()
    const response = await beacon(base, '{"n":"call_click","p":"/é"}', { 'user-agent': 'Phone' })
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('')
    expect(seen).toEqual([{ body: '{"n":"call_click","p":"/é"}', address: null, agent: 'Phone' }])
    // A proxy's forwarded address is handed on as it came.
    await beacon(base, '{}', { 'x-forwarded-for': '203.0.113.9' })
    expect(seen[1].address).toBe('203.0.113.9')
    expect(nextServed).toEqual([])
  })

  it('passes on the handler’s refusals as they are, as JSON', async () => {
    register(async () => ({
      status: 429,
      headers: { 'Retry-After': '7' },
      json: { error: 'Too many events' },
    }))
    const base = await start()
    const response = await beacon(base)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('7')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ error: 'Too many events' })
  })

  it('refuses a body whose Content-Length passes the limit at once, unread, and closes the connection', async () => {
    const read = recordBodies()
    const base = await start()
    for (const size of [MAX + 1, 3 * 1024, 200_000]) {
      const large = await beacon(base, 'x'.repeat(size))
      expect(large.status).toBe(413)
      expect(large.headers.get('connection')).toBe('close')
      expect(large.headers.get('cache-control')).toBe('no-store')
      expect(await large.json()).toEqual({ error: 'The event is too large' })
    }
    // Never handed to the handler. A body of exactly the limit is read whole, and the next
    // request is answered as usual.
    expect(read).toEqual([])
    expect((await beacon(base, 'y'.repeat(MAX))).status).toBe(202)
    expect(read).toEqual(['y'.repeat(MAX)])
  })

  it('reads a body sent without Content-Length no further than the limit, then refuses it', async () => {
    const handed: (string | null)[] = []
    register(async (beacon) => {
      const text = await beacon.text(MAX)
      handed.push(text)
      return { status: text === null ? 413 : 202, headers: {} }
    })
    // A 64 KB body in chunks of 512 bytes, handed out only as the reader takes them.
    const CHUNK = 512
    let given = 0
    const req = Object.assign(
      new Readable({
        highWaterMark: CHUNK,
        read() {
          if (given >= 64 * 1024) return void this.push(null)
          given += CHUNK
          this.push(Buffer.alloc(CHUNK, 'x'))
        },
      }),
      { method: 'POST', url: '/api/events', headers: { 'content-type': 'text/plain' } },
    )
    const answers: number[] = []
    const res = { writeHead: (status: number) => answers.push(status), end: () => res }
    expect(await serveBeacon(req as never, res as never, createBeaconPacer())).toBe(true)
    expect(answers).toEqual([413])
    // The chunk that passed the limit, and one more the stream read ahead, at most.
    expect(given).toBeGreaterThan(MAX)
    expect(given).toBeLessThanOrEqual(MAX + 2 * CHUNK)
    expect(handed.every((text) => text === null)).toBe(true)
  })

  it('takes its limit from the route: a larger one reads larger bodies', async () => {
    const read: (string | null)[] = []
    register(async (beacon) => {
      read.push(await beacon.text(3000))
      return { status: 202, headers: {} }
    }, 3000)
    const base = await start()
    expect((await beacon(base, 'z'.repeat(2500))).status).toBe(202)
    expect((await beacon(base, 'z'.repeat(3001))).status).toBe(413)
    expect(read).toEqual(['z'.repeat(2500)])
  })

  it('handles two beacons a millisecond at most, the rest in the next milliseconds', async () => {
    expect(BEACONS_PER_MS).toBe(2)
    const pacer = pacedOnFakeClock()
    const handled: number[] = []
    register(async () => {
      handled.push(performance.now())
      return { status: 202, headers: {} }
    })
    const started = performance.now()
    const served = Promise.all(atOnce(7, pacer))
    // Two at once, then two a millisecond: the k-th (from 0) in millisecond ceil((k - 1) / 2).
    await vi.advanceTimersByTimeAsync(0)
    expect(handled.length).toBe(2)
    for (const count of [4, 6, 7]) {
      await vi.advanceTimersByTimeAsync(1)
      expect(handled.length).toBe(count)
    }
    expect(await served).toEqual(Array(7).fill(true))
    expect(handled.map((at) => at - started)).toEqual([0, 0, 1, 1, 2, 2, 3])
  })

  it('refuses a beacon with 503 while too many wait, without handing it to the handler', async () => {
    let handled = 0
    register(async () => {
      handled += 1
      return { status: 202, headers: {} }
    })
    const answers: { status: number; headers: Record<string, string> }[] = []
    const respond = () => ({
      writeHead: (status: number, headers: Record<string, string>) =>
        answers.push({ status, headers }),
      end: () => undefined,
    })
    // Two go at once, BEACONS_WAITING_MAX wait, and the rest are refused at once without reaching
    // the handler; those waiting are handled in the next milliseconds, two a millisecond.
    const pacer = pacedOnFakeClock()
    const total = BEACONS_WAITING_MAX + 10
    const served = Promise.all(atOnce(total, pacer, respond))
    await vi.advanceTimersByTimeAsync(0)
    expect(handled).toBe(2)
    const refused = answers.filter((answer) => answer.status === 503)
    expect(refused.length).toBe(total - BEACONS_WAITING_MAX - 2)
    expect(refused[0].headers['retry-after']).toBe('1')
    await vi.advanceTimersByTimeAsync(BEACONS_WAITING_MAX / BEACONS_PER_MS)
    await served
    expect(handled).toBe(BEACONS_WAITING_MAX + 2)
    expect(answers.filter((answer) => answer.status === 503).length).toBe(refused.length)
  }, 20_000)

  it('keeps a body that came whole, though its sender went away while it waited its turn', async () => {
    const read = recordBodies()
    // Sent as a page closed: the body arrives whole, then the connection closes, all before the
    // beacon's turn (Node hands out nothing of a closed request's body after that).
    const req = fakeRequest()
    const served = serveBeacon(req as never, fakeResponse() as never)
    req.emit('data', Buffer.from('{"n":"pageview","p":"/"}'))
    req.emit('end')
    req.destroyed = true
    req.emit('close')
    expect(await served).toBe(true)
    expect(read).toEqual(['{"n":"pageview","p":"/"}'])
  })

  it('gives up a body whose sender went away before it ended', async () => {
    const read = recordBodies()
    // Gone in the middle of its body...
    const req = fakeRequest()
    const served = serveBeacon(req as never, fakeResponse() as never)
    req.emit('data', Buffer.from('{"n":'))
    req.destroyed = true
    req.emit('close')
    expect(await served).toBe(true)
    // ...or before the layer saw it at all.
    expect(await serveBeacon(req as never, fakeResponse() as never)).toBe(true)
    expect(read).toEqual([null, null])
  })

  it('leaves every other request to Next.js', async () => {
    register(async () => ({ status: 202, headers: {} }))
    const base = await start()
    await fetch(`${base}/api/events`)
    await fetch(`${base}/api/eventsx`, { method: 'POST', body: '{}' })
    await fetch(`${base}/`, { method: 'POST', body: '{}' })
    expect(nextServed).toEqual(['GET /api/events', 'POST /api/eventsx', 'POST /'])
  })
})

describe('the longest body a beacon may have (BEACON_MAX_BYTES)', () => {
  /** A beacon with every text at its limit, and one character more in `field` if given. */
  const longest = (field?: 'p' | 'r' | 's' | 'query') => {
    const more = (name: typeof field) => (field === name ? 1 : 0)
    return {
      n: 'estimate_submitted',
      p: `/${'a'.repeat(BEACON_PATH_MAX - 1 + more('p'))}`,
      r: `https://example.com/${'r'.repeat(BEACON_REFERRER_MAX - 20 + more('r'))}`,
      s: `?utm_source=${'s'.repeat(BEACON_UTM_MAX - 12 + more('s'))}`,
      w: 100_000,
      d: { results: 1_000_000, query: '日'.repeat(SEARCH_QUERY_MAX + more('query')) },
    }
  }
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

  it('is the length of the longest beacon the schema takes, about 2.4 KB', () => {
    expect(beaconSchema.safeParse(longest()).success).toBe(true)
    expect(bytes(longest())).toBe(BEACON_MAX_BYTES)
    expect(BEACON_MAX_BYTES).toBeGreaterThan(2048)
    expect(BEACON_MAX_BYTES).toBeLessThan(2.5 * 1024)
    // One character more anywhere, and the schema refuses it.
    for (const field of ['p', 'r', 's', 'query'] as const) {
      expect(beaconSchema.safeParse(longest(field)).success, field).toBe(false)
    }
  })
})
