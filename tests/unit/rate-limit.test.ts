import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  addressKey,
  clientAddress,
  createRateLimiter,
  databaseCounter,
  parseRateLimit,
  retryAfterSeconds,
  sharedRateLimiter,
  trustedProxyHops,
} from '@/lib/rate-limit'
import { fromThisMachine, isLoopback, proxySetting } from '@/lib/rate-limit/address'
import {
  counterStore,
  memoryCounter,
  MONGO_COLLECTION,
  rateLimitStore,
  type CounterStore,
} from '@/lib/rate-limit/store'

vi.mock('server-only', () => ({}))

/** What Payload's `db` is in these tests: MongoDB's adapter has a mongoose `connection`. */
const payloadDb = vi.hoisted(() => ({ current: {} as Record<string, unknown> }))
vi.mock('@/lib/payload/client', () => ({
  getPayloadClient: async () => ({ db: payloadDb.current }),
}))

/**
 * src/lib/rate-limit: the limits per visitor address (rate-limiter-flexible), the store they count
 * in, the environment's "count/seconds", and the address they key on.
 */
afterEach(() => {
  vi.useRealTimers()
})

describe('createRateLimiter', () => {
  it('lets `limit` requests through per window, per key, then answers the seconds to wait', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') })
    const limiter = createRateLimiter({ name: 'unit-a', limit: 2, windowMs: 60_000 })
    expect(await limiter.consume('a')).toEqual({ ok: true })
    vi.advanceTimersByTime(1000)
    expect(await limiter.consume('a')).toEqual({ ok: true })
    vi.advanceTimersByTime(1000)
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfter: 58 })
    expect(await limiter.consume('b')).toEqual({ ok: true })
    vi.advanceTimersByTime(58_000)
    expect(await limiter.consume('a')).toEqual({ ok: true })
  })

  it('never answers Retry-After 0, and rounds up to whole seconds', async () => {
    expect(retryAfterSeconds(0)).toBe(1)
    expect(retryAfterSeconds(-5)).toBe(1)
    expect(retryAfterSeconds(1)).toBe(1)
    expect(retryAfterSeconds(1001)).toBe(2)
    vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') })
    const limiter = createRateLimiter({ name: 'unit-b', limit: 1, windowMs: 1000 })
    await limiter.consume('a')
    vi.advanceTimersByTime(999)
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfter: 1 })
  })

  it('counts in the store it is given, made once, on the first request', async () => {
    const made: string[] = []
    const store: CounterStore = async (options) => {
      made.push(`${options.keyPrefix} ${options.points}/${options.duration}s`)
      return new RateLimiterMemory(options)
    }
    const limiter = createRateLimiter({ name: 'unit-c', limit: 1, windowMs: 600_000, store })
    expect(made).toEqual([])
    expect(await limiter.consume('a')).toEqual({ ok: true })
    expect((await limiter.consume('a')).ok).toBe(false)
    expect(made).toEqual(['unit-c 1/600s'])
  })

  it('counts in memory when the shared store cannot be made, and lets requests through when counting fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unreachable: CounterStore = async () => {
      throw new Error('no database')
    }
    const fallback = createRateLimiter({
      name: 'unit-d',
      limit: 1,
      windowMs: 60_000,
      store: unreachable,
    })
    expect(await fallback.consume('a')).toEqual({ ok: true })
    expect((await fallback.consume('a')).ok).toBe(false)

    const broken: CounterStore = async (options) => {
      const counter = new RateLimiterMemory(options)
      counter.consume = async () => {
        throw new Error('store down')
      }
      return counter
    }
    const open = createRateLimiter({ name: 'unit-e', limit: 1, windowMs: 60_000, store: broken })
    expect(await open.consume('a')).toEqual({ ok: true })
    expect(await open.consume('a')).toEqual({ ok: true })
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('is one limiter per name for every caller of the module', () => {
    const first = sharedRateLimiter('unit-shared', '2/60', { limit: 9, windowMs: 1000 })
    expect(sharedRateLimiter('unit-shared', '5/5', { limit: 9, windowMs: 1000 })).toBe(first)
    expect(first).toMatchObject({ name: 'unit-shared', limit: 2, windowMs: 60_000 })
  })
})

describe('the store', () => {
  it('is memory by default, the database with MongoDB, or what RATE_LIMIT_STORE says', () => {
    expect(rateLimitStore({})).toBe('memory')
    expect(rateLimitStore({ DATABASE_URI: 'file:./data/site.db' })).toBe('memory')
    expect(rateLimitStore({ DATABASE_URI: 'mongodb://localhost:27017/site' })).toBe('database')
    expect(rateLimitStore({ DATABASE_URI: 'mongodb+srv://cluster.example.com/site' })).toBe(
      'database',
    )
    expect(
      rateLimitStore({ DATABASE_URI: 'mongodb://localhost/site', RATE_LIMIT_STORE: 'memory' }),
    ).toBe('memory')
    expect(rateLimitStore({ RATE_LIMIT_STORE: 'Database' })).toBe('database')
    expect(rateLimitStore({ RATE_LIMIT_STORE: 'redis' })).toBe('memory')
    expect(counterStore({})).toBe(memoryCounter)
  })
})

describe('the memory store', () => {
  const options = { keyPrefix: 'test', points: 3, duration: 600 }

  it('counts a fixed window per key, refuses past its points, and starts again when it ends', async () => {
    vi.useFakeTimers()
    const counter = await memoryCounter(options)
    for (let i = 0; i < 3; i++) await counter.consume('a')
    await expect(counter.consume('a')).rejects.toMatchObject({ msBeforeNext: 600_000 })
    await counter.consume('b')
    vi.advanceTimersByTime(599_000)
    await expect(counter.consume('a')).rejects.toMatchObject({ msBeforeNext: 1000 })
    vi.advanceTimersByTime(1000)
    expect(await counter.consume('a')).toMatchObject({ consumedPoints: 1, remainingPoints: 2 })
    // The upload budget's increments: penalty never refuses, reward gives back.
    expect(await counter.penalty('c', 5)).toMatchObject({ consumedPoints: 5, remainingPoints: 0 })
    expect(await counter.reward('c', 4)).toMatchObject({ consumedPoints: 1, remainingPoints: 2 })
    // The sign-in limits' look: get counts nothing and knows no key without a live window; delete
    // forgets a key.
    expect(await counter.get('c')).toMatchObject({ consumedPoints: 1, remainingPoints: 2 })
    expect(await counter.get('c')).toMatchObject({ consumedPoints: 1 })
    expect(await counter.get('never')).toBeNull()
    expect(await counter.delete('c')).toBe(true)
    expect(await counter.get('c')).toBeNull()
    await counter.penalty('d')
    vi.advanceTimersByTime(600_000)
    expect(await counter.get('d')).toBeNull()
  })

  it('keeps no timer per key, which would keep the request that made it (RateLimiterMemory does)', async () => {
    vi.useFakeTimers()
    const counter = await memoryCounter(options)
    for (let i = 0; i < 100; i++) await counter.consume(`visitor-${i}`)
    expect(vi.getTimerCount()).toBe(0)
    // What the test tells apart: rate-limiter-flexible's own memory limiter, one timer per key.
    const theirs = new RateLimiterMemory(options)
    for (let i = 0; i < 100; i++) await theirs.consume(`visitor-${i}`)
    expect(vi.getTimerCount()).toBe(100)
  })
})

describe('parseRateLimit', () => {
  it('reads count/seconds from the environment, or keeps the default', () => {
    const fallback = { limit: 10, windowMs: 600_000 }
    expect(parseRateLimit('5/60', fallback)).toEqual({ limit: 5, windowMs: 60_000 })
    expect(parseRateLimit(' 100000/60 ', fallback)).toEqual({ limit: 100_000, windowMs: 60_000 })
    expect(parseRateLimit(undefined, fallback)).toBe(fallback)
    expect(parseRateLimit('', fallback)).toBe(fallback)
    expect(parseRateLimit('lots', fallback)).toBe(fallback)
    expect(parseRateLimit('5/0', fallback)).toBe(fallback)
    expect(parseRateLimit('-5/60', fallback)).toBe(fallback)
  })
})

describe('clientAddress', () => {
  // What a route handler sees: Next.js's server sets X-Forwarded-For to the connection's address
  // when a request has none, and leaves a client's own header as it came.
  const headers = (value: Record<string, string>) => new Headers(value)
  const forwarded = (value: string) => headers({ 'x-forwarded-for': value })

  it('reads TRUSTED_PROXY_HOPS: a whole number, 0 by default', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('')).toBe(0)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops(' 1 ')).toBe(1)
    expect(trustedProxyHops('-1')).toBe(0)
    expect(trustedProxyHops('one')).toBe(0)
    expect(trustedProxyHops('1.5')).toBe(0)
  })

  it('must be said before a production server starts: 0 for none, which makes the limits advisory', () => {
    for (const value of [undefined, '', '  ', 'one', '-1', '1.5']) {
      const setting = proxySetting(value)
      expect(setting.ok).toBe(false)
      expect(!setting.ok && setting.problem).toMatch(
        /^TRUSTED_PROXY_HOPS is .*TRUSTED_PROXY_HOPS=1.*TRUSTED_PROXY_HOPS=0/,
      )
    }
    expect(proxySetting('0')).toMatchObject({
      ok: true,
      hops: 0,
      note: expect.stringMatching(/advisory/),
    })
    expect(proxySetting(' 1 ')).toMatchObject({ ok: true, hops: 1 })
  })

  it('with N trusted proxies, is the N-th X-Forwarded-For hop from the right', () => {
    // One proxy (nginx) appended the address it saw; what the client wrote is left of it.
    expect(clientAddress(forwarded('forged, 203.0.113.5'), 1)).toBe('203.0.113.5')
    expect(clientAddress(forwarded('1.1.1.1, 2.2.2.2, 203.0.113.5'), 1)).toBe('203.0.113.5')
    expect(clientAddress(forwarded('203.0.113.5'), 1)).toBe('203.0.113.5')
    // A CDN, then nginx: the CDN's address is the last hop, the visitor's the one before.
    expect(clientAddress(forwarded('forged, 203.0.113.5, 192.0.2.1'), 2)).toBe('203.0.113.5')
    expect(clientAddress(forwarded(' 203.0.113.5 ,, 192.0.2.1 '), 2)).toBe('203.0.113.5')
    expect(clientAddress(forwarded('::ffff:198.51.100.7'), 1)).toBe('198.51.100.7')
    // X-Real-IP is the client's to write.
    expect(
      clientAddress(headers({ 'x-forwarded-for': '10.0.0.2', 'x-real-ip': '9.9.9.9' }), 1),
    ).toBe('10.0.0.2')
  })

  it('takes the last hop when X-Forwarded-For has fewer hops than the proxies (a probe on this machine)', () => {
    expect(clientAddress(forwarded('192.0.2.1'), 2)).toBe('192.0.2.1')
    expect(clientAddress(forwarded('127.0.0.1'), 1)).toBe('127.0.0.1')
  })

  it('with no proxy trusted, takes the last hop, which a client can write itself', () => {
    expect(clientAddress(forwarded('1.2.3.4, 10.0.0.9'), 0)).toBe('10.0.0.9')
    expect(clientAddress(forwarded('203.0.113.5'), 0)).toBe('203.0.113.5')
    expect(clientAddress(headers({ 'x-real-ip': '198.51.100.1' }), 0)).toBe('unknown')
    expect(clientAddress(headers({}), 0)).toBe('unknown')
  })

  it('reads the number of hops from the environment by default', () => {
    const saved = process.env.TRUSTED_PROXY_HOPS
    try {
      process.env.TRUSTED_PROXY_HOPS = '2'
      expect(clientAddress(forwarded('forged, 203.0.113.5, 192.0.2.1'))).toBe('203.0.113.5')
      delete process.env.TRUSTED_PROXY_HOPS
      expect(clientAddress(forwarded('forged, 203.0.113.5, 192.0.2.1'))).toBe('192.0.2.1')
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS
      else process.env.TRUSTED_PROXY_HOPS = saved
    }
  })
})

describe('a request from this machine (the health checks’ probe)', () => {
  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true)
    }
    for (const address of ['128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', '1127.0.0.1', '']) {
      expect(isLoopback(address), address).toBe(false)
    }
  })

  it('is a request whose one hop Next.js wrote from a loopback connection', () => {
    expect(fromThisMachine(new Headers({ 'x-forwarded-for': '127.0.0.1' }))).toBe(true)
    expect(fromThisMachine(new Headers({ 'x-forwarded-for': '::1' }))).toBe(true)
  })

  it('is not a request from elsewhere, nor one a proxy passed on for a visitor', () => {
    const others: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '203.0.113.5' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
      { 'x-forwarded-for': '203.0.113.5, 127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    ]
    for (const more of others) {
      expect(fromThisMachine(new Headers(more)), JSON.stringify(more)).toBe(false)
    }
  })
})

describe('addressKey (what a limit counts an address under)', () => {
  it('keeps an IPv4 address, and the IPv4 address inside an IPv4-mapped IPv6 one', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5')
    expect(addressKey(' 203.0.113.5 ')).toBe('203.0.113.5')
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(addressKey('::FFFF:203.0.113.5')).toBe('203.0.113.5')
    expect(addressKey('::ffff:cb00:7105')).toBe('203.0.113.5')
    expect(addressKey('unknown')).toBe('unknown')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:abcd:0000:0000:0001',
      '2001:DB8:1:2:A:B:C:D',
      '2001:db8:1:2:0:0:1.2.3.4',
      '2001:db8:1:2::9%eth0',
    ]) {
      expect(addressKey(address), address).toBe(key)
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('makes one limit of every address in a /64, and none of IPv4 neighbours', async () => {
    const limiter = createRateLimiter({ name: 'unit-64', limit: 2, windowMs: 60_000 })
    expect(await limiter.consume('2001:db8:1:2::1')).toEqual({ ok: true })
    expect(await limiter.consume('2001:db8:1:2:dead:beef:0:7')).toEqual({ ok: true })
    expect((await limiter.consume('2001:db8:1:2:ffff::')).ok).toBe(false)
    expect(await limiter.consume('2001:db8:1:3::1')).toEqual({ ok: true })
    expect(await limiter.consume('198.51.100.1')).toEqual({ ok: true })
    expect(await limiter.consume('198.51.100.1')).toEqual({ ok: true })
    expect((await limiter.consume('::ffff:198.51.100.1')).ok).toBe(false)
    expect(await limiter.consume('198.51.100.2')).toEqual({ ok: true })
  })
})

describe('the database store', () => {
  it('counts in `rate_limits` on Payload’s MongoDB connection, and in memory when it fails', async () => {
    const collection = fakeMongoCollection()
    payloadDb.current = { connection: { collection: (name: string) => collection.named(name) } }
    const limiter = createRateLimiter({
      name: 'unit-mongo',
      limit: 2,
      windowMs: 60_000,
      store: databaseCounter,
    })
    expect(await limiter.consume('203.0.113.1')).toEqual({ ok: true })
    expect(await limiter.consume('203.0.113.1')).toEqual({ ok: true })
    expect(await limiter.consume('203.0.113.1')).toMatchObject({ ok: false })
    expect(new Set(collection.names)).toEqual(new Set([MONGO_COLLECTION]))
    expect(collection.docs.get('unit-mongo:203.0.113.1')?.points).toBe(3)
    // Refused from memory now: the database is not asked again.
    const writes = collection.writes
    expect((await limiter.consume('203.0.113.1')).ok).toBe(false)
    expect(collection.writes).toBe(writes)

    collection.down = true
    expect(await limiter.consume('198.51.100.1')).toEqual({ ok: true })
    expect(await limiter.consume('198.51.100.1')).toEqual({ ok: true })
    expect((await limiter.consume('198.51.100.1')).ok).toBe(false)
  })

  it('with SQLite, says so once and counts in memory', async () => {
    payloadDb.current = {}
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const limiter = createRateLimiter({
      name: 'unit-sqlite',
      limit: 1,
      windowMs: 60_000,
      store: databaseCounter,
    })
    expect(await limiter.consume('a')).toEqual({ ok: true })
    expect((await limiter.consume('a')).ok).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

/**
 * Just enough of a MongoDB collection for RateLimiterMongo: upserts that add points until the
 * document expires, and reads. `down` makes every call fail as a lost connection would.
 */
function fakeMongoCollection() {
  type Doc = { key: string; points: number; expire: Date | null }
  const state = {
    docs: new Map<string, Doc>(),
    names: [] as string[],
    writes: 0,
    down: false,
  }
  const live = (doc: Doc | undefined) =>
    doc && (doc.expire === null || doc.expire.getTime() > Date.now()) ? doc : undefined
  const check = () => {
    if (state.down) throw new Error('connection lost')
  }
  const collection = {
    createIndex: async () => 'ok',
    findOne: async ({ key }: { key: string }) => (check(), live(state.docs.get(key)) ?? null),
    findOneAndUpdate: async (
      { key }: { key: string },
      update: { $set?: Doc; $setOnInsert?: Omit<Doc, 'points'>; $inc?: { points: number } },
    ) => {
      check()
      state.writes += 1
      const doc = live(state.docs.get(key))
      if (update.$set) state.docs.set(key, { ...update.$set })
      else if (doc) doc.points += update.$inc!.points
      else state.docs.set(key, { ...update.$setOnInsert!, points: update.$inc!.points })
      return { ...state.docs.get(key)! }
    },
    deleteOne: async ({ key }: { key: string }) => ({
      deletedCount: state.docs.delete(key) ? 1 : 0,
    }),
  }
  return Object.assign(state, {
    named: (name: string) => {
      state.names.push(name)
      return collection
    },
  })
}
