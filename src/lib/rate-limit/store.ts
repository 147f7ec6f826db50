import 'server-only'

import { RateLimiterMemory, RateLimiterMongo, type RateLimiterLike } from 'rate-limiter-flexible'

/** What every counter is: a prefix of its own, `points` per window of `duration` seconds. */
export type CounterOptions = { keyPrefix: string; points: number; duration: number }

/** A rate-limiter-flexible counter: the process's memory or a store shared by every process. */
export type Counter = RateLimiterLike

/** Makes the counter for one limit. Issue 15 (or a test) can plug another store in here. */
export type CounterStore = (options: CounterOptions) => Promise<Counter>

export type StoreName = 'memory' | 'database'

/** The environment, or a test's stand-in for it. */
export type Env = Record<string, string | undefined>

/** The collection the MongoDB store keeps its counts in (one document per key, expiring). */
export const MONGO_COLLECTION = 'rate_limits'

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

export const memoryCounter: CounterStore = async (options) => new RateLimiterMemory(options)

let warned = false
const warnOnce = (message: string) => {
  if (warned) return
  warned = true
  console.warn(message)
}

type MongoConnection = { collection: (name: string) => unknown }

/** The mongoose connection of Payload's MongoDB adapter, or undefined for any other adapter. */
async function payloadMongoConnection(): Promise<MongoConnection | undefined> {
  // Imported here, not at the top: with the memory store the limits never load Payload's config.
  const { getPayloadClient } = await import('@/lib/payload/client')
  const db = (await getPayloadClient()).db as unknown as { connection?: MongoConnection }
  return typeof db.connection?.collection === 'function' ? db.connection : undefined
}

/**
 * The database's store. With MongoDB: RateLimiterMongo on Payload's own mongoose connection (no
 * second pool), counts in the `rate_limits` collection, expired by a TTL index; a key over its
 * limit is then refused from memory until its window ends, so a flood does not reach the
 * database; and if the database fails, the process's memory counts instead (the insurance) rather
 * than every request failing. The one place the site writes to its database past the Local API:
 * counters, not content, kept where Payload's collections never look.
 *
 * SQLite has none: rate-limiter-flexible 11's RateLimiterSQLite needs the `sqlite3` or
 * `better-sqlite3` driver (or knex on one of them), and Payload's SQLite adapter uses libsql,
 * whose client has neither API. So with SQLite every process counts in its own memory: N
 * processes let an address through up to N times its limit (the site runs as one process).
 */
export const databaseCounter: CounterStore = async (options) => {
  const connection = await payloadMongoConnection()
  if (!connection) {
    warnOnce(
      'RATE_LIMIT_STORE=database: only MongoDB has a shared store; with SQLite each process ' +
        'keeps its own rate limits and upload budgets in memory.',
    )
    return memoryCounter(options)
  }
  return new RateLimiterMongo({
    ...options,
    storeClient: connection,
    tableName: MONGO_COLLECTION,
    inMemoryBlockOnConsumed: options.points + 1,
    insuranceLimiter: new RateLimiterMemory(options),
  })
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

const STORES: Record<StoreName, CounterStore> = { memory: memoryCounter, database: databaseCounter }

/** The store this process's limits use (see rateLimitStore). */
export const counterStore = (env: Env = process.env): CounterStore => STORES[rateLimitStore(env)]
