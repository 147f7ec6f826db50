// No `server-only`: the studio's sign-in limits count through this module in Payload's hooks
// (collections/Users/hooks/signIn.ts), which run in every process that runs Payload, scripts too.
// It knows no Payload: the hooks and endpoints of payload.config.ts use it with a store made from
// their request's Payload (store.ts counterStore), and index.ts gives the site's routes a store
// that finds Payload's client itself.

import { addressKey } from '@/lib/rate-limit/address'
import { lazyCounter, type CounterStore } from '@/lib/rate-limit/store'

export type RateLimit = { limit: number; windowMs: number }

/** Let through, or refused with the whole seconds (at least 1) to wait: Retry-After. */
export type LimitOutcome = { ok: true } | { ok: false; retryAfter: number }

export type RateLimiter = RateLimit & {
  name: string
  /** Counts one request (or `points`) for `key`, a visitor's address (IPv6: its /64). */
  consume: (key: string, points?: number) => Promise<LimitOutcome>
}

/** Retry-After in whole seconds, never 0: "0" would invite the client straight back. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** rate-limiter-flexible refuses with a RateLimiterRes; anything else is the store failing. */
const isRefusal = (error: unknown): error is { msBeforeNext: number } =>
  typeof (error as { msBeforeNext?: unknown } | null)?.msBeforeNext === 'number'

/**
 * A limit per key, an address counted under its addressKey (an IPv6 address by its /64), by
 * rate-limiter-flexible in `store`: this process's memory, or MongoDB when the site runs on it
 * (see store.ts). `name` keeps the counts of one endpoint apart from another's in a shared store,
 * and must be the same in every process. The store's counter is made on the first request (the
 * MongoDB one needs Payload's connection).
 */
export function createRateLimiter({
  name,
  limit,
  windowMs,
  store,
}: RateLimit & { name: string; store: CounterStore }): RateLimiter {
  const options = {
    keyPrefix: name,
    points: limit,
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  }
  const ready = lazyCounter(store, options, `Rate limit "${name}"`)

  return {
    name,
    limit,
    windowMs,
    async consume(key, points = 1) {
      try {
        await (await ready()).consume(addressKey(key), points)
        return { ok: true }
      } catch (error) {
        if (isRefusal(error)) {
          return { ok: false, retryAfter: retryAfterSeconds(error.msBeforeNext) }
        }
        // The store and its insurance both failed: let the request through rather than refuse
        // every visitor because of a counting problem.
        console.error(`Rate limit "${name}" could not count a request`, error)
        return { ok: true }
      }
    },
  }
}

/**
 * "count/seconds", e.g. "10/600"; anything else (or 0 seconds) gives the fallback. Lets a
 * deployment (or a test server) set its own limit through the environment.
 */
export function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? '')
  if (!match || Number(match[2]) === 0) return fallback
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}

const limiters = new Map<string, RateLimiter>()

/**
 * One limiter per name, for every caller that loads this module, in the store its first caller
 * gives. Next.js builds the route handlers and the pages (with their server actions) as two module
 * graphs, so the estimate API and the estimate form's server action count apart, as two server
 * processes would (docs/architecture.md, "Module state").
 */
export function sharedRateLimiter(
  name: string,
  envValue: string | undefined,
  fallback: RateLimit,
  store: CounterStore,
): RateLimiter {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = createRateLimiter({ name, ...parseRateLimit(envValue, fallback), store })
    limiters.set(name, limiter)
  }
  return limiter
}
