// No `server-only`: the studio's sign-in limits count through this module in Payload's hooks
// (collections/Users/hooks/signIn.ts), which run in every process that runs Payload, scripts too.

import type { Payload } from 'payload'
import type { RateLimiterLike } from 'rate-limiter-flexible'

import { mongoRateLimiter, RATE_LIMIT_COLLECTION } from '@/lib/db/fast'
import { MemoryCounter } from '@/mends/memoryCounter'

/** What every counter is: a prefix of its own, `points` per window of `duration` seconds. */
export type CounterOptions = { keyPrefix: string; points: number; duration: number }

/** A rate-limiter-flexible counter: the process's memory or a store shared by every process. */
export type Counter = Pick<RateLimiterLike, 'consume' | 'delete' | 'get' | 'penalty' | 'reward'>

/** Makes the counter for one limit. Issue 15 (or a test) can plug another store in here. */
export type CounterStore = (options: CounterOptions) => Promise<Counter>

export type StoreName = 'memory' | 'database'

/** The environment, or a test's stand-in for it. */
export type Env = Record<string, string | undefined>

/** The collection the MongoDB store keeps its counts in (one document per key, expiring). */
export const MONGO_COLLECTION = RATE_LIMIT_COLLECTION

const isMongo = (uri: string | undefined) => /^mongodb(\+srv)?:\/\//.test(uri?.trim() ?? '')

/**
 * Which store the limits keep their counts in. `RATE_LIMIT_STORE=memory` or `database` says so;
 * unset, the database when it is MongoDB (a MongoDB deployment is the one likely to run several
 * processes, and the limits must hold across them) and memory with SQLite.
 */
export function rateLimitStore(env: Env = process.env): StoreName {
  const asked = env.RATE_LIMIT_STORE?.trim().toLowerCase()
  if (asked === 'memory' || asked === 'database') return asked
  return isMongo(env.DATABASE_URI) ? 'database' : 'memory'
}

/**
 * Counts in this process's memory, a fixed window per key, with no timer per key (a mend of
 * rate-limiter-flexible's RateLimiterMemory: mends/memoryCounter.ts).
 */
export const memoryCounter: CounterStore = async (options) => new MemoryCounter(options)

let warned = false
const warnOnce = (message: string) => {
  if (warned) return
  warned = true
  console.warn(message)
}

/** Where the database's store finds Payload: a hook's `req.payload`, or Payload's client. */
export type PayloadOf = () => Promise<Payload>

/**
 * The database's store, on the Payload `payloadOf` gives: with MongoDB, counters shared by every
 * process (mongoRateLimiter in src/lib/db/fast.ts, the one place the site writes to its database
 * past the Local API: counters, not content, kept where Payload's collections never look).
 *
 * SQLite has none: rate-limiter-flexible 11's RateLimiterSQLite needs the `sqlite3` or
 * `better-sqlite3` driver (or knex on one of them), and Payload's SQLite adapter uses libsql,
 * whose client has neither API. So with SQLite every process counts in its own memory: N
 * processes let an address through up to N times its limit (the site runs as one process).
 */
export const databaseCounterOn =
  (payloadOf: PayloadOf): CounterStore =>
  async (options) => {
    const counter = mongoRateLimiter(await payloadOf(), options)
    if (counter) return counter
    warnOnce(
      'RATE_LIMIT_STORE=database: only MongoDB has a shared store; with SQLite each process ' +
        'keeps its own rate limits and upload budgets in memory.',
    )
    return memoryCounter(options)
  }

/**
 * The counter `store` makes for `options`, made on first use (the MongoDB one needs Payload's
 * connection) and then kept; when the store fails, this process's memory counts instead.
 */
export function lazyCounter(
  store: CounterStore,
  options: CounterOptions,
  label: string,
): () => Promise<Counter> {
  let counter: Promise<Counter> | undefined
  return () =>
    (counter ??= store(options).catch((error: unknown) => {
      console.error(`${label}: the shared store failed; counting in memory`, error)
      return memoryCounter(options)
    }))
}

/**
 * The store this process's limits use (see rateLimitStore), the database's on the Payload
 * `payloadOf` gives. Without it (a test's memory store) the database's store cannot be had.
 */
export function counterStore(env: Env = process.env, payloadOf?: PayloadOf): CounterStore {
  if (rateLimitStore(env) === 'memory') return memoryCounter
  if (!payloadOf) throw new Error('The rate limits count in the database: say where Payload is')
  return databaseCounterOn(payloadOf)
}
